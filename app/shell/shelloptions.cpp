#include "shelloptions.h"

#include "chapterpdfexporter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QLocale>

#include <cstdio>

namespace atlas {

QString ShellOptions::builtInPackDirectory()
{
    return QDir(QCoreApplication::applicationDirPath())
        .filePath(QStringLiteral(ATLAS_BIN_TO_PACKS "/self-attention"));
}

QStringList ShellOptions::withoutQtOptions(const QStringList &arguments)
{
    // As documented for QGuiApplication and QApplication in Qt 6.4.
    static const QStringList withValue = {
        QStringLiteral("platform"), QStringLiteral("platformpluginpath"), QStringLiteral("platformtheme"),
        QStringLiteral("plugin"),   QStringLiteral("qwindowgeometry"),    QStringLiteral("qwindowicon"),
        QStringLiteral("qwindowtitle"), QStringLiteral("session"),        QStringLiteral("display"),
        QStringLiteral("geometry"), QStringLiteral("style"),              QStringLiteral("stylesheet"),
        QStringLiteral("qmljsdebugger")};
    static const QStringList flags = {QStringLiteral("reverse"), QStringLiteral("widgetcount"), QStringLiteral("nograb"),
                                      QStringLiteral("dograb")};
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        QString name = argument;
        if (i > 0 && name.startsWith(QLatin1Char('-'))) {
            name.remove(0, name.startsWith(QLatin1String("--")) ? 2 : 1);
            const QString bare = name.section(QLatin1Char('='), 0, 0);
            if (flags.contains(name))
                continue;
            if (withValue.contains(bare) && bare != name) // -style=fusion
                continue;
            if (withValue.contains(name) && i + 1 < arguments.size()) {
                ++i;
                continue;
            }
        }
        kept.append(argument);
    }
    return kept;
}

std::variant<ShellOptions, int> ShellOptions::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Attention Atlas — learn how self-attention works, and run it."));
    const QCommandLineOption pack(QStringLiteral("pack"), tr("Open the chapter pack in <folder> (default: the built-in course)."), tr("folder"));
    const QCommandLineOption chapter(QStringLiteral("chapter"), tr("Start at the chapter with this <id>."), tr("id"));
    const QCommandLineOption language(QStringLiteral("lang"), tr("User interface and content language, e.g. en, de, fr."), tr("code"));
    const QCommandLineOption list(QStringLiteral("list-chapters"), tr("Print one line per chapter (ID, kind, status) and exit."));
    const QCommandLineOption tour(QStringLiteral("export-tour"), tr("Render every chapter to <folder>/NN-<chapter>.png and exit."), tr("folder"));
    const QCommandLineOption tourSize(QStringLiteral("tour-size"), tr("Window size for --export-tour, e.g. 1440x900."), tr("WxH"));
    const QCommandLineOption pdf(QStringLiteral("export-pdf"), tr("Write every chapter as a PDF handout to <folder>/NN-<chapter>.pdf and exit."), tr("folder"));
    const QCommandLineOption pageSize(QStringLiteral("page-size"), tr("Paper size for --export-pdf: A4 or Letter (default A4)."), tr("size"));
    const QCommandLineOption watch(QStringLiteral("watch"), tr("Read the pack again each time one of its files is saved (for authors; F5 does it by hand)."));
    const QCommandLineOption fontScale(QStringLiteral("font-scale"), tr("Scale the desktop's font size by <factor>, e.g. 1.5 (from 0.5 to 3)."), tr("factor"));
    const QCommandLineOption highContrast(QStringLiteral("high-contrast"), tr("Black text on white and dark outlines, whatever the desktop's colours."));
    parser.addOptions({pack, chapter, language, list, tour, tourSize, pdf, pageSize, watch, fontScale, highContrast});
    parser.addHelpOption();
    parser.addVersionOption();

    auto fail = [](const QString &message) {
        std::fprintf(stderr, "attention-atlas: %s\n", qPrintable(message));
        return 2;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        if (parser.isSet(QStringLiteral("help-all")))
            std::fputs(qPrintable(tr("\nQt's own options (-platform, -style, -reverse, …) are described in the QGuiApplication and "
                                     "QApplication documentation.\n")),
                       stdout);
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("attention-atlas %s\n", qPrintable(QCoreApplication::applicationVersion()));
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    ShellOptions options;
    options.packDirectory = parser.value(pack);
    options.chapterId = parser.value(chapter);
    options.language = parser.value(language);
    options.listChapters = parser.isSet(list);
    options.watch = parser.isSet(watch);
    options.tourDirectory = parser.value(tour);
    if (parser.isSet(tourSize)) {
        const QStringList parts = parser.value(tourSize).split(QLatin1Char('x'));
        bool okWidth = false, okHeight = false;
        const int width = parts.value(0).toInt(&okWidth);
        const int height = parts.value(1).toInt(&okHeight);
        if (parts.size() != 2 || !okWidth || !okHeight || width < 320 || height < 240 || width > 8192 || height > 8192)
            return fail(tr("--tour-size: expected WIDTHxHEIGHT between 320x240 and 8192x8192, got '%1'").arg(parser.value(tourSize)));
        options.tourSize = QSize(width, height);
    }
    options.pdfDirectory = parser.value(pdf);
    if (parser.isSet(pageSize)) {
        const std::optional<QPageSize::PageSizeId> size = ChapterPdfExporter::pageSizeFromName(parser.value(pageSize));
        if (!size)
            return fail(tr("--page-size: expected A4 or Letter, got '%1'").arg(parser.value(pageSize)));
        options.pageSize = *size;
    }
    if (!options.tourDirectory.isEmpty() && !options.pdfDirectory.isEmpty())
        return fail(tr("--export-tour and --export-pdf cannot be combined: run them one after the other"));
    if (parser.isSet(fontScale)) {
        bool ok = false;
        const double factor = QLocale::c().toDouble(parser.value(fontScale), &ok);
        if (!ok || !(factor >= 0.5 && factor <= 3.0))
            return fail(tr("--font-scale: expected a number from 0.5 to 3, got '%1'").arg(parser.value(fontScale)));
        options.fontScale = factor;
    }
    options.highContrast = parser.isSet(highContrast);
    return options;
}

} // namespace atlas
