#include "questionjson.h"

#include "questionkinds.h"

#include <QStringList>

#include <array>
#include <algorithm>
#include <charconv>

namespace atlas {

class QuestionJsonMembers::Private : public QSharedData {
public:
    QString indent;
    QString unit;
    QList<QPair<QString, QString>> members;
};

QuestionJsonMembers::QuestionJsonMembers(const QString &indent, const QString &unit) : d(new Private)
{
    d->indent = indent;
    d->unit = unit;
}

QuestionJsonMembers::QuestionJsonMembers(const QuestionJsonMembers &other) = default;
QuestionJsonMembers &QuestionJsonMembers::operator=(const QuestionJsonMembers &other) = default;
QuestionJsonMembers::~QuestionJsonMembers() = default;

void QuestionJsonMembers::add(const QString &key, const QString &json)
{
    d->members.append({key, json});
}

QuestionJsonMembers QuestionJsonMembers::item() const
{
    return QuestionJsonMembers(d->indent + d->unit + d->unit, d->unit);
}

const QList<QPair<QString, QString>> &QuestionJsonMembers::members() const
{
    return d->members;
}

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

QString QuestionJsonMembers::itemLines(const QStringList &items) const
{
    QStringList lines;
    for (const QString &item : items)
        lines.append(d->indent + d->unit + d->unit + item);
    return QStringLiteral("[\n") + lines.join(QLatin1String(",\n")) + QLatin1Char('\n') + d->indent + d->unit + QLatin1Char(']');
}

QString QuestionJson::text(const LocalizedText &t)
{
    QStringList members;
    for (const QString &language : t.languages())
        members.append(string(language) + QStringLiteral(": ") + string(t.text(language)));
    return QLatin1Char('{') + members.join(QLatin1String(", ")) + QLatin1Char('}');
}

QString QuestionJson::integers(const QList<int> &values)
{
    QStringList items;
    for (int v : values)
        items.append(QString::number(v));
    return QLatin1Char('[') + items.join(QLatin1String(", ")) + QLatin1Char(']');
}

QString QuestionJson::write(const QuestionSpec &q, const QString &indent, const QString &unit)
{
    const QuestionKind &kind = QuestionKinds::of(q);
    QuestionJsonMembers members(indent, unit);
    members.add(QStringLiteral("id"), string(q.id));
    members.add(QStringLiteral("type"), string(q.type));
    if (kind.hasShuffle() && !q.shuffle)
        members.add(QStringLiteral("shuffle"), QStringLiteral("false"));
    members.add(QStringLiteral("prompt"), text(q.prompt));
    kind.writeJson(q, members);
    if (!q.explanation.isEmpty())
        members.add(QStringLiteral("explanation"), text(q.explanation));
    if (!q.hint.isEmpty())
        members.add(QStringLiteral("hint"), text(q.hint));
    return members.object();
}

QString QuestionJsonMembers::object() const
{
    QString out = QStringLiteral("{\n");
    for (qsizetype i = 0; i < d->members.size(); ++i)
        out += d->indent + d->unit + QuestionJson::string(d->members.at(i).first) + QStringLiteral(": ") + d->members.at(i).second
            + (i + 1 < d->members.size() ? QStringLiteral(",\n") : QStringLiteral("\n"));
    return out + d->indent + QLatin1Char('}');
}

} // namespace atlas
