#include "inductionvocabulary.h"

#include <QRegularExpression>

#include <algorithm>

namespace atlas {

InductionVocabulary::InductionVocabulary(const QStringList &labels, const InductionTrainingConfig &config)
    : labels_(labels.mid(0, static_cast<qsizetype>(config.task.vocabulary))), begin_(config.task.beginToken),
      maxLength_(static_cast<int>(2 * config.task.repeat + (config.task.beginToken ? 1 : 0)))
{
}

QString InductionVocabulary::labelProblem(const QString &label)
{
    static const QRegularExpression space(QStringLiteral("\\s"));
    if (label.isEmpty() || label.size() > 8)
        return tr("expected a label of 1 to 8 characters, got \"%1\"").arg(label.left(40));
    if (label.contains(space))
        return tr("expected a label without white space, got \"%1\"").arg(label);
    if (label == beginLabel())
        return tr("\"%1\" is the beginning-of-sequence token's label; choose another").arg(label);
    return QString();
}

QString InductionVocabulary::label(int id) const
{
    if (id >= 0 && id < labels_.size())
        return labels_.at(id);
    if (begin_ && id == labels_.size())
        return beginLabel();
    return QStringLiteral("?");
}

QStringList InductionVocabulary::labels(const std::vector<int> &ids) const
{
    QStringList out;
    for (int id : ids)
        out.append(label(id));
    return out;
}

QString InductionVocabulary::listing() const
{
    return labels_.join(QLatin1Char(' '));
}

std::optional<std::vector<int>> InductionVocabulary::parse(const QString &text, QString *problem) const
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList words = text.split(space, Qt::SkipEmptyParts);
    const auto fail = [&](const QString &why) -> std::optional<std::vector<int>> {
        if (problem)
            *problem = why;
        return std::nullopt;
    };
    if (words.isEmpty())
        return fail(tr("Type at least one token, e.g. %1.").arg(exampleSequence()));
    if (words.size() > maxTyped())
        //: %n is the longest sequence the model reads; %1 the number of tokens typed.
        return fail(tr("The model reads at most %n token(s) here; you typed %1.", nullptr, maxTyped()).arg(words.size()));
    std::vector<int> ids;
    if (begin_)
        ids.push_back(static_cast<int>(labels_.size()));
    for (qsizetype i = 0; i < words.size(); ++i) {
        const qsizetype id = labels_.indexOf(words.at(i));
        if (id < 0)
            //: %1 is what was typed, %2 its position (from 1), %3 the list of known tokens.
            return fail(tr("\"%1\" (token %2) is not a token of this model. Its tokens are: %3.")
                            .arg(words.at(i).left(24))
                            .arg(i + 1)
                            .arg(listing()));
        ids.push_back(static_cast<int>(id));
    }
    return ids;
}

QString InductionVocabulary::text(const std::vector<int> &ids) const
{
    QStringList words;
    for (int id : ids)
        if (!(begin_ && id == labels_.size()))
            words.append(label(id));
    return words.join(QLatin1Char(' '));
}

QString InductionVocabulary::exampleSequence() const
{
    const int n = static_cast<int>(labels_.size());
    const int count = std::max(1, std::min({maxTyped() / 2, 6, n}));
    // Labels spread over the vocabulary (distinct while count ≤ n), so the phrase does not
    // read as the alphabet; then the same phrase again.
    QStringList phrase;
    for (int i = 0; i < count; ++i)
        phrase.append(labels_.at((2 * i + 1) * n / (2 * count)));
    return (phrase + phrase).join(QLatin1Char(' '));
}

} // namespace atlas
