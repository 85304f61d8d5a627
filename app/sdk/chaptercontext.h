// What a chapter page may know and do: its chapter's data from the pack, localized lookup in
// the current language, the learner's progress (quiz records), the pack's files (confined to
// the pack folder), and requests to the shell (go to another chapter, show a status message).
// The shell owns one context per chapter page and keeps it alive longer than the page.
#pragma once

#include "sdk/sdkexport.h"

#include "core/chapterpack.h"
#include "core/courseprogress.h"
#include "core/packpaths.h"

#include <QObject>

namespace atlas {

class ATLAS_SDK_EXPORT ChapterContext : public QObject {
    Q_OBJECT

public:
    ChapterContext(const ChapterPack &pack, const ChapterSpec &chapter, CourseProgress &progress,
                   const QString &language, QObject *parent = nullptr);

    const ChapterPack &pack() const { return pack_; }
    const ChapterSpec &chapter() const { return chapter_; }
    CourseProgress &progress() { return progress_; }

    // The content language, e.g. "de" or "de_CH".
    QString language() const { return language_; }
    void setLanguage(const QString &language);
    QString text(const LocalizedText &text) const { return text.text(language_); }

    // Absolute path of the chapter body for the current language ("" if none).
    QString bodyPath() const { return pack_.bodyPath(chapter_, language_); }
    // Files of the pack, confined to its folder.
    PackPaths paths() const { return PackPaths(pack_.directory); }

    void requestChapter(const QString &chapterId) { Q_EMIT chapterRequested(chapterId); }
    void showStatus(const QString &message) { Q_EMIT statusMessage(message); }

Q_SIGNALS:
    void languageChanged();
    void chapterRequested(const QString &chapterId);
    void statusMessage(const QString &message);

private:
    const ChapterPack &pack_;
    const ChapterSpec &chapter_;
    CourseProgress &progress_;
    QString language_;
};

} // namespace atlas
