// Opens a chapter of a pack the way the shell does — the plugin registry over the build
// tree's plugin folder, a ProgressStore in a temporary folder, a CourseProgress and a
// ChapterContext — and creates its page through the plugin. For tests of chapter plugins.
//
//     ChapterHarness harness;                                   // the built-in pack
//     QVERIFY2(harness.open(QStringLiteral("mechanism")), qPrintable(harness.error()));
//     ChapterPage *page = harness.page();                       // owned by the harness
//     QVERIFY(harness.showPage(QSize(1200, 840)));              // as a window, exposed
#pragma once

#include "core/courseprogress.h"
#include "core/packloader.h"
#include "core/pluginregistry.h"
#include "core/progressstore.h"
#include "sdk/chaptercontext.h"
#include "sdk/chapterpage.h"
#include "sdk/chapterplugin.h"

#include <QDir>
#include <QSize>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include "testpaths.h"

namespace atlas::test {

class ChapterHarness {
public:
    // The pack folder; default: the built-in pack in the build tree.
    explicit ChapterHarness(const QString &packDirectory = testpaths::builtInPackDir())
        : packDirectory_(packDirectory)
    {
        registry_.scan({testpaths::buildPluginDir()}, false);
    }
    ~ChapterHarness() { page_.reset(); }

    // Loads the pack and creates the page of `chapterId` in `language`.
    bool open(const QString &chapterId, const QString &language = QStringLiteral("en"))
    {
        PackLoader::Options options;
        options.catalog = &registry_;
        result_ = PackLoader::load(packDirectory_, options);
        if (!result_.pack) {
            error_ = QStringLiteral("pack not loaded");
            return false;
        }
        const ChapterSpec *chapter = result_.pack->chapter(chapterId);
        if (!chapter) {
            error_ = QStringLiteral("no chapter ") + chapterId;
            return false;
        }
        if (!chapter->problems.isEmpty()) {
            error_ = chapter->problems.join(QLatin1String("; "));
            return false;
        }
        store_ = std::make_unique<ProgressStore>(QDir(temporary_.path()).filePath(QStringLiteral("progress.json")));
        progress_ = std::make_unique<CourseProgress>(*store_, *result_.pack);
        context_ = std::make_unique<ChapterContext>(*result_.pack, *chapter, *progress_, language);
        auto *plugin = registry_.interfaceFor<ChapterPlugin>(chapter->kind);
        if (!plugin) {
            error_ = QStringLiteral("no plugin for ") + chapter->kind;
            return false;
        }
        page_.reset(plugin->createPage(*context_, nullptr));
        return page_ != nullptr;
    }

    // Shows the page at `size` as a window; false when it is never exposed.
    bool showPage(const QSize &size)
    {
        page_->resize(size);
        page_->show();
        return QTest::qWaitForWindowExposed(page_.get());
    }

    QString error() const { return error_; }
    ChapterPage *page() const { return page_.get(); }
    ChapterContext &context() const { return *context_; }
    CourseProgress &progress() const { return *progress_; }
    PluginRegistry &registry() { return registry_; }
    const PackLoadResult &loadResult() const { return result_; }

private:
    QString packDirectory_;
    QTemporaryDir temporary_;
    PluginRegistry registry_;
    PackLoadResult result_;
    std::unique_ptr<ProgressStore> store_;
    std::unique_ptr<CourseProgress> progress_;
    std::unique_ptr<ChapterContext> context_;
    std::unique_ptr<ChapterPage> page_;
    QString error_;
};

} // namespace atlas::test
