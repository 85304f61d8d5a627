// The GUI's command line (docs/cli.md), parsed once at start-up.
#pragma once

#include <QCoreApplication>
#include <QPageSize>
#include <QSize>
#include <QString>
#include <QStringList>

#include <variant>

namespace atlas {

struct ShellOptions {
    Q_DECLARE_TR_FUNCTIONS(ShellOptions)

public:
    QString packDirectory;     // empty: the last pack opened, else the built-in pack
    QString chapterId;         // empty: resume where the learner left off
    QString language;          // empty: the remembered language, else the system's
    bool listChapters = false;
    bool watch = false;        // reload the pack each time one of its files is saved
    QString tourDirectory;     // set: render every chapter to PNG and exit
    QSize tourSize{1440, 900};
    QString pdfDirectory;      // set: write every chapter as a PDF handout and exit
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    double fontScale = 1.0;    // the desktop's font size times this
    bool highContrast = false; // black on white, whatever the desktop's colours

    // Parses the application's arguments. On --help/--version or an error, prints and
    // returns the exit status to leave with.
    static std::variant<ShellOptions, int> parse(const QStringList &arguments);
    // The arguments without the options QGuiApplication and QApplication take for themselves
    // (-platform NAME, -style NAME, -reverse, …; one dash or two), for reading the command
    // line before the QApplication that would remove them exists.
    static QStringList withoutQtOptions(const QStringList &arguments);
    static QString builtInPackDirectory();
};

} // namespace atlas
