#include "clozecodes.h"

#include "moodletext.h"

#include <QRegularExpression>
#include <QStringList>

namespace atlas {

namespace {

struct TypeName {
    const char *name;
    const char *type;
    bool single;
    bool shuffle;
    bool caseSensitive;
};

// Moodle's names, longest first where one starts another.
constexpr TypeName typeNames[] = {
    {"SHORTANSWER_C", "shortanswer", true, false, true}, {"SHORTANSWER", "shortanswer", true, false, false},
    {"SAC", "shortanswer", true, false, true},           {"SA", "shortanswer", true, false, false},
    {"MWC", "shortanswer", true, false, true},           {"MW", "shortanswer", true, false, false},
    {"NUMERICAL", "numerical", true, false, false},      {"NM", "numerical", true, false, false},
    {"MULTICHOICE_VS", "multichoice", true, true, false}, {"MULTICHOICE_HS", "multichoice", true, true, false},
    {"MULTICHOICE_V", "multichoice", true, false, false}, {"MULTICHOICE_H", "multichoice", true, false, false},
    {"MULTICHOICE_S", "multichoice", true, true, false},  {"MULTICHOICE", "multichoice", true, false, false},
    {"MCVS", "multichoice", true, true, false},           {"MCHS", "multichoice", true, true, false},
    {"MCV", "multichoice", true, false, false},           {"MCH", "multichoice", true, false, false},
    {"MCS", "multichoice", true, true, false},            {"MC", "multichoice", true, false, false},
    {"MULTIRESPONSE_HS", "multichoice", false, true, false}, {"MULTIRESPONSE_H", "multichoice", false, false, false},
    {"MULTIRESPONSE_S", "multichoice", false, true, false},  {"MULTIRESPONSE", "multichoice", false, false, false},
    {"MRHS", "multichoice", false, true, false},          {"MRH", "multichoice", false, false, false},
    {"MRS", "multichoice", false, true, false},           {"MR", "multichoice", false, false, false},
};

// The text from `from` up to the first unescaped character of `stops`, unescaped; `at` moves
// there. A '#' right after '&' (an HTML entity, "&#39;") does not stop.
QString readUntil(const QString &text, qsizetype &at, QLatin1String stops)
{
    QString out;
    while (at < text.size()) {
        const QChar c = text.at(at);
        if (c == QLatin1Char('\\') && at + 1 < text.size()) {
            out += text.at(at + 1);
            at += 2;
            continue;
        }
        if (stops.contains(c) && !(c == QLatin1Char('#') && at > 0 && text.at(at - 1) == QLatin1Char('&')))
            break;
        out += c;
        ++at;
    }
    return out;
}

enum class Read { Code, NotACode, RanToTheEnd };

// One code starting at text[begin] == '{'. A code that runs to the end of the text without
// its '}' means no later '{' starts one either: the reader stops there (linear time).
Read readCode(const QString &text, qsizetype begin, ClozeCodes::Code &code)
{
    qsizetype at = begin + 1;
    const qsizetype digits = at;
    while (at < text.size() && text.at(at).isDigit() && at - digits < 4)
        ++at;
    code.weight = at > digits ? text.mid(digits, at - digits).toInt() : 1;
    if (at >= text.size() || text.at(at) != QLatin1Char(':'))
        return Read::NotACode;
    ++at;
    const TypeName *type = nullptr;
    for (const TypeName &t : typeNames) {
        const QLatin1String name(t.name);
        if (QStringView(text).mid(at).startsWith(name) && at + name.size() < text.size() && text.at(at + name.size()) == QLatin1Char(':')) {
            type = &t;
            at += name.size() + 1;
            break;
        }
    }
    if (!type)
        return Read::NotACode;
    MoodleQuestion &q = code.question;
    q.type = QLatin1String(type->type);
    q.single = type->single;
    q.shuffle = type->shuffle;
    q.caseSensitive = type->caseSensitive;
    const bool numerical = q.type == QLatin1String("numerical");
    while (at < text.size()) {
        MoodleAnswer a;
        if (text.at(at) == QLatin1Char('=')) {
            a.fraction = 1;
            ++at;
        } else if (text.at(at) == QLatin1Char('%')) {
            // A weight, or (not one, as Moodle reads it) the answer's own text.
            static const QRegularExpression percent(QStringLiteral("%(-?[0-9]{1,6}(?:[.,][0-9]{0,7})?)%"));
            const QRegularExpressionMatch m = percent.match(text, at, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
            if (m.hasMatch()) {
                a.fraction = QString(m.captured(1)).replace(QLatin1Char(','), QLatin1Char('.')).toDouble() / 100;
                at = m.capturedEnd(0);
            }
        }
        a.text = MoodleText{readUntil(text, at, QLatin1String("~#}")), MoodleTextFormat::Plain, 0};
        if (numerical) { // value:tolerance
            const qsizetype colon = a.text.text.indexOf(QLatin1Char(':'));
            if (colon >= 0) {
                a.tolerance = std::abs(a.text.text.mid(colon + 1).trimmed().toDouble());
                a.text.text = a.text.text.left(colon);
            }
            a.text.text = a.text.text.trimmed();
        }
        if (at < text.size() && text.at(at) == QLatin1Char('#')) {
            ++at;
            a.feedback = MoodleText{readUntil(text, at, QLatin1String("~}")), MoodleTextFormat::Plain, 0};
        }
        // Past Moodle's importer's limit the answers are counted, not kept: the code is still
        // read to its end, and the kind refuses it.
        if (q.answers.size() < ClozeCodes::maxAnswers)
            q.answers.append(a);
        else
            code.tooManyAnswers = true;
        if (at >= text.size())
            return Read::RanToTheEnd;
        if (text.at(at) == QLatin1Char('}')) {
            code.begin = begin;
            code.end = at + 1;
            return Read::Code;
        }
        ++at; // a '~': the next answer
    }
    return Read::RanToTheEnd;
}

} // namespace

QList<ClozeCodes::Code> ClozeCodes::read(const QString &text)
{
    QList<Code> out;
    qsizetype at = 0;
    while ((at = text.indexOf(QLatin1Char('{'), at)) >= 0) {
        Code code;
        const Read read = readCode(text, at, code);
        if (read == Read::RanToTheEnd)
            break;
        if (read == Read::Code) {
            out.append(code);
            at = code.end;
        } else {
            ++at;
        }
    }
    return out;
}

QString ClozeCodes::escaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == QLatin1Char('}') || c == QLatin1Char('~') || c == QLatin1Char('#') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

QString ClozeCodes::write(const MoodleQuestion &q, int weight)
{
    QString type;
    if (q.type == QLatin1String("shortanswer"))
        type = q.caseSensitive ? QStringLiteral("SHORTANSWER_C") : QStringLiteral("SHORTANSWER");
    else if (q.type == QLatin1String("numerical"))
        type = QStringLiteral("NUMERICAL");
    else
        type = q.single ? (q.shuffle ? QStringLiteral("MULTICHOICE_S") : QStringLiteral("MULTICHOICE"))
                        : (q.shuffle ? QStringLiteral("MULTIRESPONSE_S") : QStringLiteral("MULTIRESPONSE"));
    QStringList alternatives;
    for (const MoodleAnswer &a : q.answers) {
        QString alternative;
        if (a.fraction >= 1 - 1e-7)
            alternative = QStringLiteral("=");
        else if (a.fraction != 0)
            alternative = QLatin1Char('%') + MoodleTextConverter::percentText(a.fraction) + QLatin1Char('%');
        alternative += escaped(a.text.text);
        if (q.type == QLatin1String("numerical") && a.text.text != QLatin1String("*"))
            alternative += QLatin1Char(':') + MoodleTextConverter::numberText(a.tolerance);
        if (!a.feedback.text.isEmpty())
            alternative += QLatin1Char('#') + escaped(a.feedback.text);
        alternatives.append(alternative);
    }
    return QLatin1Char('{') + QString::number(weight) + QLatin1Char(':') + type + QLatin1Char(':') + alternatives.join(QLatin1Char('~'))
        + QLatin1Char('}');
}

} // namespace atlas
