// `attention-atlas-cli questions stats RESULTS… [--format csv|json]`: item analysis of a
// class's quiz results (docs/cli.md): per question the facility and discrimination indices as
// Moodle's quiz statistics define them (ItemAnalysis), how often each answer was given, and
// flags for questions too easy, too hard or weak. RESULTS are results files the learners
// exported, or folders of them; a file that cannot be read is a warning on stderr and the
// others are counted. Exit status 0, 1 when no results could be read, 2 a usage error.
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

class QuestionStatsCommand {
    Q_DECLARE_TR_FUNCTIONS(QuestionStatsCommand)

public:
    static int run(const QStringList &arguments);
};

} // namespace atlas
