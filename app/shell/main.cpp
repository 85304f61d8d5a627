// attention-atlas: the courseware application.
#include "appearance.h"
#include "chapterpdfexporter.h"
#include "coursesession.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "shelloptions.h"
#include "tourexporter.h"

#include "core/pluginregistry.h"
#include "core/progressstore.h"
#include "sdk/questionkindviews.h"
#include "sdk/wheelguard.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>

#include <cstdio>
#include <optional>

using namespace atlas;

namespace {

void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("attention-atlas"));
    QCoreApplication::setOrganizationName(QStringLiteral("Attention Atlas"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATLAS_VERSION));
}

// The offscreen platform warns once per window that it cannot pass size hints to a window
// manager it does not have. In a batch run that is noise, not a diagnostic: drop that one
// message and hand everything else on.
QtMessageHandler previousHandler = nullptr;

void quietOffscreenHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message == QLatin1String("This plugin does not support propagateSizeHints()"))
        return;
    previousHandler(type, context, message);
}

// The language chosen in View → Language last time, else the system's.
QString rememberedLanguage()
{
    return QSettings().value(QStringLiteral("ui/language"), LanguageManager::systemDefault()).toString();
}

// The language the window will speak, known before the command line is parsed (its --help
// is in it): --lang if given (checked later), else the remembered one.
QString expectedLanguage(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (arguments.at(i).startsWith(QLatin1String("--lang=")))
            return arguments.at(i).mid(7);
    }
    return rememberedLanguage();
}

} // namespace

int main(int argc, char *argv[])
{
    // The command line is read before any window system is touched, so --help, --version and
    // usage errors work over ssh with no display at all. Qt's own options are set aside here
    // and left to QApplication.
    std::variant<ShellOptions, int> parsed;
    {
        QCoreApplication commandLine(argc, argv);
        nameApplication();
        // --help and usage errors in the language the window would speak.
        LanguageManager helpLanguage;
        if (!helpLanguage.setLanguage(expectedLanguage(QCoreApplication::arguments())))
            helpLanguage.setLanguage(QStringLiteral("en"));
        parsed = ShellOptions::parse(ShellOptions::withoutQtOptions(QCoreApplication::arguments()));
    }
    if (const int *status = std::get_if<int>(&parsed))
        return *status;
    const ShellOptions options = std::get<ShellOptions>(parsed);
    const bool batch = options.listChapters || !options.tourDirectory.isEmpty() || !options.pdfDirectory.isEmpty();
    // The batch modes draw into images, never on a screen: offscreen unless the caller chose.
    if (batch && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (batch)
        previousHandler = qInstallMessageHandler(quietOffscreenHandler);

    QApplication::setHighDpiScaleFactorRoundingPolicy(Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Atlas"));
    QApplication::setDesktopFileName(QStringLiteral("org.attention-atlas.AttentionAtlas"));
    QApplication::setWindowIcon(MainWindow::applicationIcon());
    Appearance::apply(options.fontScale, options.highContrast);
    // A wheel over an unfocused slider, spin box or combo box scrolls the page, not the value.
    WheelGuard::install();

    // Batch runs (the tour, the chapter list) show chapters without a learner: they must not
    // touch anyone's settings or progress, so both live in a throw-away folder — made only for
    // them, so that an interactive session leaves nothing in /tmp however it ends.
    std::optional<QTemporaryDir> batchFolder;
    if (batch) {
        batchFolder.emplace(QDir::temp().filePath(QStringLiteral("attention-atlas-XXXXXX")));
        if (!batchFolder->isValid()) {
            std::fprintf(stderr, "attention-atlas: %s\n",
                         qPrintable(QCoreApplication::translate("main", "cannot create a temporary folder: %1").arg(batchFolder->errorString())));
            return 1;
        }
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, batchFolder->path());
    }

    LanguageManager languages;
    QSettings settings;
    QString language = options.language;
    if (language.isEmpty())
        language = rememberedLanguage();
    if (!languages.setLanguage(language)) {
        std::fprintf(stderr, "attention-atlas: %s\n",
                     qPrintable(QCoreApplication::translate("main", "unknown language '%1' (available: %2); using English")
                                    .arg(language, LanguageManager::available().join(QLatin1String(", ")))));
        languages.setLanguage(QStringLiteral("en"));
    } else if (!options.language.isEmpty() && !batch) {
        settings.setValue(QStringLiteral("ui/language"), languages.current());
    }

    PluginRegistry registry;
    registry.scan(PluginRegistry::defaultSearchPaths());
    // Question kinds from plugins, and their widgets, before any pack is read.
    QuestionKindViews::addFromPlugins(registry.loadQuestionKinds());

    ProgressStore store(batch ? QDir(batchFolder->path()).filePath(QStringLiteral("progress.json"))
                              : ProgressStore::defaultFilePath());
    const ProgressStore::LoadOutcome progressOutcome = store.load();
    // The tour's screenshots show the choices as authored: the same on every run.
    store.setAuthoredChoiceOrder(batch);

    MainWindow window(registry, store, languages);
    if (!batch)
        window.restoreTextSize(); // renders keep the size given on the command line
    QString packDirectory = options.packDirectory;
    if (packDirectory.isEmpty() && !batch)
        packDirectory = settings.value(QStringLiteral("packs/last")).toString();
    if (packDirectory.isEmpty() || (!QDir(packDirectory).exists() && options.packDirectory.isEmpty()))
        packDirectory = ShellOptions::builtInPackDirectory();

    QString error;
    if (!window.openPack(packDirectory, &error)) {
        std::fprintf(stderr, "attention-atlas: %s\n", qPrintable(error));
        if (batch || !options.packDirectory.isEmpty() || packDirectory == ShellOptions::builtInPackDirectory())
            return 1;
        if (!window.openPack(ShellOptions::builtInPackDirectory(), &error)) {
            std::fprintf(stderr, "attention-atlas: %s\n", qPrintable(error));
            return 1;
        }
    }

    if (options.listChapters) {
        CourseSession *session = window.session();
        for (int i = 0; i < session->chapterCount(); ++i) {
            const ChapterSpec &chapter = session->pack().chapters.at(i);
            std::printf("%s\t%s\t%s\n", qPrintable(chapter.id), qPrintable(chapter.kind), qPrintable(session->statusLine(i)));
        }
        return 0;
    }
    if (!options.tourDirectory.isEmpty()) {
        // Progress on stderr: stdout keeps the one line that says what was written.
        const auto progress = [](int index, int count, const QString &chapterId) {
            //: %1 of %2: chapter numbers; %3: the chapter's id
            std::fprintf(stderr, "attention-atlas: %s\n",
                         qPrintable(QCoreApplication::translate("main", "rendering chapter %1 of %2: %3").arg(index + 1).arg(count).arg(chapterId)));
            std::fflush(stderr);
        };
        const int written = TourExporter::exportTour(window, options.tourDirectory, options.tourSize, error, progress);
        if (written < 0) {
            std::fprintf(stderr, "attention-atlas: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("%s\n", qPrintable(QCoreApplication::translate("main", "%n chapter(s) rendered to %1", nullptr, written)
                                           .arg(QDir::toNativeSeparators(options.tourDirectory))));
        return 0;
    }

    if (!options.pdfDirectory.isEmpty()) {
        const auto progress = [](int index, int count, const QString &chapterId) {
            //: %1 of %2: chapter numbers; %3: the chapter's id
            std::fprintf(stderr, "attention-atlas: %s\n",
                         qPrintable(QCoreApplication::translate("main", "writing chapter %1 of %2 as PDF: %3").arg(index + 1).arg(count).arg(chapterId)));
            std::fflush(stderr);
        };
        // The window at the tour's size, so the lab's figures are laid out as a learner sees them.
        window.resize(options.tourSize);
        const int written = ChapterPdfExporter::exportCourse(window, options.pdfDirectory, options.pageSize, error, progress);
        if (written < 0) {
            std::fprintf(stderr, "attention-atlas: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("%s\n", qPrintable(QCoreApplication::translate("main", "%n chapter(s) written as PDF to %1", nullptr, written)
                                           .arg(QDir::toNativeSeparators(options.pdfDirectory))));
        return 0;
    }

    if (!progressOutcome.notice.isEmpty())
        window.showNotice(progressOutcome.notice);
    int start = window.resumeChapter();
    if (!options.chapterId.isEmpty()) {
        const int requested = window.session()->pack().chapterIndex(options.chapterId);
        if (requested < 0)
            window.showNotice(QCoreApplication::translate("main", "This pack has no chapter '%1'; showing where you left off.").arg(options.chapterId));
        else
            start = requested;
    }
    window.showChapter(start);
    window.setWatchingPack(options.watch);
    window.show();
    return app.exec();
}
