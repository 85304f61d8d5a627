#include "itemanalysis.h"

#include "csv.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <vector>

namespace atlas {

namespace {

double mean(const std::vector<double> &values)
{
    double sum = 0;
    for (double v : values)
        sum += v;
    return values.empty() ? 0 : sum / double(values.size());
}

// The sample covariance of x and y (n − 1 in the denominator), n > 1.
double covariance(const std::vector<double> &x, const std::vector<double> &y)
{
    const double mx = mean(x), my = mean(y);
    double sum = 0;
    for (std::size_t i = 0; i < x.size(); ++i)
        sum += (x[i] - mx) * (y[i] - my);
    return sum / double(x.size() - 1);
}

} // namespace

QList<ItemAnalysis::Question> ItemAnalysis::analyse(const ClassResults &results)
{
    // Each learner's total: the marks of every question in their results.
    QList<double> totals;
    for (const ClassResults::Learner &learner : results.learners) {
        double total = 0;
        for (const ClassResults::Mark &mark : learner.marks)
            total += mark.credit.value_or(0);
        totals.append(total);
    }
    QList<Question> out;
    QHash<QString, qsizetype> index;
    for (const ClassResults::Learner &learner : results.learners)
        for (const QString &id : learner.order)
            if (!index.contains(id)) {
                const ClassResults::Mark &mark = learner.marks.value(id);
                index.insert(id, out.size());
                Question q;
                q.id = id;
                q.chapter = mark.chapter;
                q.type = mark.type;
                q.prompt = mark.prompt;
                out.append(q);
            }
    for (Question &q : out) {
        std::vector<double> x, rest;
        for (qsizetype l = 0; l < results.learners.size(); ++l) {
            const auto mark = results.learners.at(l).marks.constFind(q.id);
            if (mark == results.learners.at(l).marks.constEnd())
                continue;
            const double value = mark->credit.value_or(0);
            x.push_back(value);
            rest.push_back(totals.at(l) - value);
            if (mark->credit) {
                ++q.answered;
                ++q.answers[mark->answerText];
            }
        }
        q.learners = int(x.size());
        q.facility = mean(x);
        if (x.size() > 1) {
            const double cov = covariance(x, rest);
            const double product = covariance(x, x) * covariance(rest, rest);
            if (product > 0)
                q.discrimination = cov / std::sqrt(product);
            std::vector<double> sortedX = x, sortedRest = rest;
            std::sort(sortedX.begin(), sortedX.end());
            std::sort(sortedRest.begin(), sortedRest.end());
            if (const double most = covariance(sortedX, sortedRest); most != 0)
                q.efficiency = cov / most;
        }
        if (q.learners > 0 && q.facility > tooEasy)
            q.flags.append(QStringLiteral("too-easy"));
        if (q.learners > 0 && q.facility < tooHard)
            q.flags.append(QStringLiteral("too-hard"));
        if (q.discrimination && *q.discrimination < weak)
            q.flags.append(QStringLiteral("weak-discrimination"));
    }
    return out;
}

QList<std::pair<QString, int>> ItemAnalysis::answersByCount(const Question &question)
{
    QList<std::pair<QString, int>> out;
    for (auto it = question.answers.constBegin(); it != question.answers.constEnd(); ++it)
        out.append({it.key(), it.value()});
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    return out;
}

QByteArray ItemAnalysis::toCsv(const QList<Question> &questions)
{
    const auto figure = [](const std::optional<double> &value) { return value ? QByteArray::number(*value, 'f', 4) : QByteArray(); };
    QByteArray out = "question id,chapter,type,learners,answered,facility,discrimination,efficiency,flags,answers,prompt\r\n";
    for (const Question &q : questions) {
        QStringList answers;
        for (const auto &[text, count] : answersByCount(q))
            answers.append(QStringLiteral("%1 ×%2").arg(text).arg(count));
        out += Csv::field(q.id) + ',' + Csv::field(q.chapter) + ',' + Csv::field(q.type) + ',' + QByteArray::number(q.learners) + ','
            + QByteArray::number(q.answered) + ',' + figure(q.facility) + ',' + figure(q.discrimination) + ','
            + figure(q.efficiency) + ',' + Csv::field(q.flags.join(QLatin1Char(' '))) + ',' + Csv::field(answers.join(QLatin1String("; "))) + ','
            + Csv::field(q.prompt) + "\r\n";
    }
    return out;
}

QString ItemAnalysis::flagLabel(const QString &flag)
{
    if (flag == QLatin1String("too-easy"))
        //: A question's flag in the class results table, short
        return tr("too easy");
    if (flag == QLatin1String("too-hard"))
        //: A question's flag in the class results table, short
        return tr("too hard");
    if (flag == QLatin1String("weak-discrimination"))
        //: A question's flag in the class results table, short
        return tr("weak");
    return flag;
}

QString ItemAnalysis::flagText(const QString &flag)
{
    if (flag == QLatin1String("too-easy"))
        //: A question's flag in the class results; %1 is 0.9
        return tr("too easy (facility above %1)").arg(tooEasy);
    if (flag == QLatin1String("too-hard"))
        //: A question's flag in the class results; %1 is 0.2
        return tr("too hard (facility below %1)").arg(tooHard);
    if (flag == QLatin1String("weak-discrimination"))
        //: A question's flag in the class results; %1 is 0.1
        return tr("weak discrimination (below %1): it may be misleading").arg(weak);
    return flag;
}

} // namespace atlas
