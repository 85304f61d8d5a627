// What a chapter page may know and do: its chapter's data from the pack, localized lookup in
// the current language, and requests to the shell (go to another chapter, show a status
// message). The shell owns one context per chapter page and keeps it alive longer than the page.
//
// The stable part — the part the installed SDK promises — is the chapter, the language, the
// body and the requests. The whole pack, the learner's progress and the pack's files are the
// application's types (core/chapterpack.h, core/courseprogress.h, core/packpaths.h, not
// installed): the built-in kinds, built with the application, use them; a kind built against
// the installed SDK does not see them. The data sits behind a pointer, so the class keeps its
// layout whatever it comes to hold.
#pragma once

#include "sdk/sdkexport.h"

#include "core/chapterspec.h"
#include "core/localizedtext.h"

#include <QObject>
#include <QString>

#include <memory>

namespace atlas {

struct ChapterPack;
class CourseProgress;
class PackPaths;

class ATLAS_SDK_EXPORT ChapterContext : public QObject {
    Q_OBJECT

public:
    ChapterContext(const ChapterPack &pack, const ChapterSpec &chapter, CourseProgress &progress,
                   const QString &language, QObject *parent = nullptr);
    ~ChapterContext() override;

    const ChapterSpec &chapter() const;

    // The content language, e.g. "de" or "de_CH".
    QString language() const;
    void setLanguage(const QString &language);
    QString text(const LocalizedText &text) const { return text.text(language()); }

    // Absolute path of the chapter body for the current language ("" if none).
    QString bodyPath() const;
    // The pack's folder, absolute.
    QString packDirectory() const;

    void requestChapter(const QString &chapterId) { Q_EMIT chapterRequested(chapterId); }
    void showStatus(const QString &message) { Q_EMIT statusMessage(message); }

    // The application's: the whole pack, the learner's progress (quiz records), and the pack's
    // files confined to its folder.
    const ChapterPack &pack() const;
    CourseProgress &progress() const;
    PackPaths paths() const;

Q_SIGNALS:
    void languageChanged();
    void chapterRequested(const QString &chapterId);
    void statusMessage(const QString &message);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
