// `attention-atlas-cli questions import|export`: Moodle question interchange (docs/cli.md).
//
//   questions import --format gift|moodle-xml FILE [--into PACK --chapter ID] [--lang L]
//   questions export --format gift|moodle-xml PACK [--chapter ID] [--lang L]
//   questions stats RESULTS… [--format csv|json]   (QuestionStatsCommand)
//
// Import prints the questions as the pack's question JSON, or adds them to a chapter of a
// pack (pack.json edited in place with QSaveFile; the pack must validate before and after).
// Every question or detail that cannot come along is a FILE:LINE: warning on stderr. Exit
// status 0 done, 1 the pack would not validate after the import (nothing changed), 2 a usage
// error, malformed input (FILE:LINE: error) or a file that cannot be read or written.
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class QuestionsCommand {
    Q_DECLARE_TR_FUNCTIONS(QuestionsCommand)

public:
    static int run(const QStringList &arguments);

private:
    static int runImport(const QStringList &arguments);
    static int runExport(const QStringList &arguments);
};

} // namespace atlas
