#include "questionjson.h"

#include <QStringList>

#include <array>
#include <algorithm>
#include <charconv>

namespace atlas {

namespace {

QString text(const LocalizedText &t)
{
    QStringList members;
    for (const QString &language : t.languages())
        members.append(QuestionJson::string(language) + QStringLiteral(": ") + QuestionJson::string(t.text(language)));
    return QLatin1Char('{') + members.join(QLatin1String(", ")) + QLatin1Char('}');
}

QString integers(const QList<int> &values)
{
    QStringList items;
    for (int v : values)
        items.append(QString::number(v));
    return QLatin1Char('[') + items.join(QLatin1String(", ")) + QLatin1Char(']');
}

QString maskParams(const MaskQuestionSpec &m)
{
    QStringList documents;
    for (const auto &document : m.documents) {
        QStringList tokens;
        for (std::int64_t token : document)
            tokens.append(QString::number(token));
        documents.append(QLatin1Char('[') + tokens.join(QLatin1String(", ")) + QLatin1Char(']'));
    }
    QString out = QStringLiteral("{\"documents\": [") + documents.join(QLatin1String(", ")) + QStringLiteral("], \"block_length\": ")
        + QString::number(m.blockLength) + QStringLiteral(", \"bos\": ") + QString::number(m.bos) + QStringLiteral(", \"eos\": ")
        + QString::number(m.eos) + QStringLiteral(", \"block\": ") + QString::number(m.block) + QStringLiteral(", \"query\": ")
        + QString::number(m.query);
    if (m.rule == MaskQuestionSpec::Rule::Induction)
        out += QStringLiteral(", \"rule\": \"induction\"");
    if (!m.tokenLabels.isEmpty()) {
        QList<qint64> ids = m.tokenLabels.keys();
        std::sort(ids.begin(), ids.end());
        QStringList labels;
        for (qint64 id : ids)
            labels.append(QuestionJson::string(QString::number(id)) + QStringLiteral(": ") + QuestionJson::string(m.tokenLabels.value(id)));
        out += QStringLiteral(", \"token_labels\": {") + labels.join(QLatin1String(", ")) + QLatin1Char('}');
    }
    return out + QLatin1Char('}');
}

} // namespace

QString QuestionJson::string(const QString &s)
{
    QString out;
    out.reserve(s.size() + 2);
    out += QLatin1Char('"');
    for (const QChar c : s) {
        switch (c.unicode()) {
        case '"': out += QLatin1String("\\\""); break;
        case '\\': out += QLatin1String("\\\\"); break;
        case '\n': out += QLatin1String("\\n"); break;
        case '\r': out += QLatin1String("\\r"); break;
        case '\t': out += QLatin1String("\\t"); break;
        case '\b': out += QLatin1String("\\b"); break;
        case '\f': out += QLatin1String("\\f"); break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
    return out;
}

QString QuestionJson::number(double value)
{
    std::array<char, 32> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    if (error != std::errc())
        return QString::number(value, 'g', 17);
    return QString::fromLatin1(buffer.data(), end - buffer.data());
}

QString QuestionJson::write(const QuestionSpec &q, const QString &indent, const QString &unit)
{
    QStringList members;
    const auto member = [&members](const char *key, const QString &value) {
        members.append(QLatin1Char('"') + QLatin1String(key) + QStringLiteral("\": ") + value);
    };
    member("id", string(q.id));
    member("type", string(QuestionSpec::typeName(q.type)));
    if ((q.type == QuestionType::Single || q.type == QuestionType::Multiple) && !q.shuffle)
        member("shuffle", QStringLiteral("false"));
    member("prompt", text(q.prompt));
    switch (q.type) {
    case QuestionType::Single:
    case QuestionType::Multiple: {
        QStringList choices;
        for (const ChoiceSpec &c : q.choices) {
            QString choice = QStringLiteral("{\"text\": ") + text(c.text);
            if (!c.feedback.isEmpty())
                choice += QStringLiteral(", \"feedback\": ") + text(c.feedback);
            choices.append(indent + unit + unit + choice + QLatin1Char('}'));
        }
        member("choices", QStringLiteral("[\n") + choices.join(QLatin1String(",\n")) + QLatin1Char('\n') + indent + unit + QLatin1Char(']'));
        member("answer", q.type == QuestionType::Single ? QString::number(q.correctChoices.value(0)) : integers(q.correctChoices));
        break;
    }
    case QuestionType::Numeric:
        member("answer", number(q.numericAnswer));
        member("tolerance", number(q.tolerance));
        if (!q.unit.isEmpty())
            member("unit", text(q.unit));
        break;
    case QuestionType::Mask:
        member("params", maskParams(q.mask));
        if (q.mask.authoredAnswer)
            member("answer", integers(*q.mask.authoredAnswer));
        break;
    }
    if (!q.explanation.isEmpty())
        member("explanation", text(q.explanation));
    QString out = QStringLiteral("{\n");
    for (qsizetype i = 0; i < members.size(); ++i)
        out += indent + unit + members.at(i) + (i + 1 < members.size() ? QStringLiteral(",\n") : QStringLiteral("\n"));
    return out + indent + QLatin1Char('}');
}

} // namespace atlas
