#include "questionstatscommand.h"

#include "commandline.h"

#include "interchange/classresults.h"
#include "interchange/itemanalysis.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace atlas {

int QuestionStatsCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Item analysis of a class's quiz results: per question the facility index (the share of the marks "
           "learners earned) and the discrimination index (the correlation of its marks with the rest of the "
           "quiz), as Moodle's quiz statistics define them; how often each answer was given; and flags for "
           "questions too easy (facility above 0.9), too hard (below 0.2) or weak (discrimination below 0.1)."));
    parser.addPositionalArgument(QStringLiteral("RESULTS"), tr("Results files exported from the quiz (.json or .csv), or folders of them."),
                                 QStringLiteral("RESULTS…"));
    const QCommandLineOption format(QStringLiteral("format"), tr("csv (default) or json."), QStringLiteral("FORMAT"), QStringLiteral("csv"));
    parser.addOption(format);
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 1 << 20))
        return *status;
    const QString how = parser.value(format);
    if (how != QLatin1String("csv") && how != QLatin1String("json")) {
        CommandLine::writeStderr(QStringLiteral("error: ") + tr("--format: expected csv or json, got '%1'").arg(how));
        return CommandLine::usageError;
    }
    if (parser.positionalArguments().isEmpty()) {
        CommandLine::writeStderr(QStringLiteral("error: ") + tr("missing the results (attention-atlas-cli questions stats RESULTS…)"));
        return CommandLine::usageError;
    }
    const ClassResults results = ClassResults::read(parser.positionalArguments());
    for (const ClassResults::Problem &p : results.problems)
        CommandLine::writeStderr(p.file + QStringLiteral(": warning: ") + p.reason);
    if (results.learners.isEmpty()) {
        CommandLine::writeStderr(QStringLiteral("error: ") + tr("no results could be read"));
        return 1;
    }
    const QList<ItemAnalysis::Question> questions = ItemAnalysis::analyse(results);
    QByteArray out;
    if (how == QLatin1String("csv")) {
        out = ItemAnalysis::toCsv(questions);
    } else {
        QJsonArray rows;
        for (const ItemAnalysis::Question &q : questions) {
            QJsonArray answers;
            for (const auto &[text, count] : ItemAnalysis::answersByCount(q))
                answers.append(QJsonObject{{QStringLiteral("answer"), text}, {QStringLiteral("count"), count}});
            const auto optional = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); };
            rows.append(QJsonObject{{QStringLiteral("id"), q.id},
                                    {QStringLiteral("chapter"), q.chapter},
                                    {QStringLiteral("type"), q.type},
                                    {QStringLiteral("prompt"), q.prompt},
                                    {QStringLiteral("learners"), q.learners},
                                    {QStringLiteral("answered"), q.answered},
                                    {QStringLiteral("facility"), q.facility},
                                    {QStringLiteral("discrimination"), optional(q.discrimination)},
                                    {QStringLiteral("efficiency"), optional(q.efficiency)},
                                    {QStringLiteral("flags"), QJsonArray::fromStringList(q.flags)},
                                    {QStringLiteral("answers"), answers}});
        }
        QJsonArray problems;
        for (const ClassResults::Problem &p : results.problems)
            problems.append(QJsonObject{{QStringLiteral("file"), p.file}, {QStringLiteral("reason"), p.reason}});
        const QJsonObject root{{QStringLiteral("format"), 1},
                               {QStringLiteral("pack"), results.packId},
                               {QStringLiteral("learners"), int(results.learners.size())},
                               {QStringLiteral("problems"), problems},
                               {QStringLiteral("questions"), rows}};
        out = QJsonDocument(root).toJson(QJsonDocument::Indented);
    }
    CommandLine::writeStdout(out.toStdString());
    return 0;
}

} // namespace atlas
