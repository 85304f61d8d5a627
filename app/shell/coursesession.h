// One opened chapter pack: the loaded pack, the learner's progress in it, and a page per
// chapter, created on first view by the plugin of the chapter's kind (or a placeholder that
// says why the chapter cannot be shown).
#pragma once

#include "core/courseprogress.h"
#include "core/packloader.h"
#include "core/pluginregistry.h"

#include <QObject>
#include <QPointer>

namespace atlas {

class ChapterContext;
class ChapterPage;

class CourseSession : public QObject {
    Q_OBJECT

public:
    CourseSession(const QString &directory, PluginRegistry &registry, ProgressStore &store,
                  const QString &language, QObject *parent = nullptr);
    ~CourseSession() override;

    const PackLoadResult &loadResult() const { return result_; }
    // A pack with at least one chapter was read (it may still have errors).
    bool isOpen() const { return progress_ != nullptr; }
    const ChapterPack &pack() const { return *result_.pack; }
    CourseProgress &progress() { return *progress_; }
    int chapterCount() const { return isOpen() ? static_cast<int>(pack().chapters.size()) : 0; }

    enum class Status { Ok, MissingPlugin, Error };
    // Whether the chapter can be shown; `detail` says why not (translated).
    Status status(int index, QString *detail = nullptr);
    // "ok" (with the chapter's findings when it has any: "ok (1 error, 2 warnings)"),
    // "missing-plugin" or "error: …" (untranslated keywords, for --list-chapters).
    QString statusLine(int index);

    // The chapter's page, created on first request and kept.
    ChapterPage *page(int index, QWidget *parent);
    ChapterPage *existingPage(int index) const;

    QString language() const { return language_; }
    void setLanguage(const QString &language);

Q_SIGNALS:
    void chapterRequested(const QString &chapterId);
    void statusMessage(const QString &message);

private:
    PluginRegistry &registry_;
    PackLoadResult result_;
    CourseProgress *progress_ = nullptr;
    QString language_;
    QList<ChapterContext *> contexts_;
    QList<QPointer<ChapterPage>> pages_;
};

} // namespace atlas
