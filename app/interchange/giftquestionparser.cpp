#include "giftquestionparser.h"

#include "moodlegrades.h"
#include "core/moodletext.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>

namespace atlas {

int GiftQuestionParser::Block::lineAt(qsizetype offset) const
{
    const auto after = std::upper_bound(lineStarts.cbegin(), lineStarts.cend(), offset);
    return firstLine + static_cast<int>(std::max<qsizetype>(0, after - lineStarts.cbegin() - 1));
}

MoodleText GiftQuestionParser::textWithFormat(Span s, MoodleTextFormat defaultFormat, std::optional<Span> after) const
{
    if (after) // only the start is trimmed: "The {…} is" keeps its space before the blank
        s = Span{GiftSyntax::trimmed(text_, s).begin, s.end};
    else
        s = GiftSyntax::trimmed(text_, s);
    MoodleText t;
    t.format = defaultFormat;
    t.line = b_.lineAt(s.begin);
    if (s.size() > 2 && text_.at(s.begin) == QLatin1Char('[')) {
        const qsizetype found = QStringView(text_).mid(s.begin, s.size()).indexOf(QLatin1Char(']'));
        const qsizetype close = found < 0 ? -1 : s.begin + found;
        if (close > s.begin) {
            if (const std::optional<MoodleTextFormat> f = MoodleTextConverter::fromGiftName(text_.mid(s.begin + 1, close - s.begin - 1))) {
                t.format = *f;
                s.begin = close + 1;
            }
        }
    }
    t.text = GiftSyntax::unescape(QStringView(text_).mid(s.begin, s.size()));
    if (after)
        t.text += MoodleQuestion::missingWordBlank() + GiftSyntax::unescape(QStringView(text_).mid(after->begin, after->size()));
    t.text = t.text.trimmed();
    return t;
}

std::optional<double> GiftQuestionParser::number(Span s, const QString &what)
{
    s = GiftSyntax::trimmed(text_, s);
    const QString raw = GiftSyntax::unescape(QStringView(text_).mid(s.begin, s.size()));
    // PHP's is_numeric, which Moodle uses: an optional sign, digits with an optional point
    // (".5" and "5." included), an optional exponent.
    static const QRegularExpression pattern(QStringLiteral("^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$"));
    bool ok = false;
    const double value = pattern.match(raw).hasMatch() ? QLocale::c().toDouble(raw, &ok) : 0.0;
    if (!ok || !std::isfinite(value)) {
        //: GIFT import error; %1 names the number's role ("the answer", "the tolerance"), %2 what was written.
        error(s.begin, tr("%1: expected a number, got '%2'").arg(what, raw));
        return std::nullopt;
    }
    return value;
}

bool GiftQuestionParser::weight(Span &s, double &fraction)
{
    if (s.size() == 0 || text_.at(s.begin) != QLatin1Char('%'))
        return true;
    static const QRegularExpression pattern(QStringLiteral("^%(-?\\d+(?:\\.\\d*)?)%"));
    const QRegularExpressionMatch m = pattern.match(QStringView(text_).mid(s.begin, s.size()));
    if (!m.hasMatch()) {
        error(s.begin, tr("a weight is written as a percentage between %-signs, e.g. ~%50% or ~%-100%"));
        return false;
    }
    const double percent = QLocale::c().toDouble(m.captured(1));
    if (percent < -100 || percent > 100) {
        error(s.begin, tr("a weight must be between -100% and 100%, got %1%").arg(m.captured(1)));
        return false;
    }
    const std::optional<double> listed = MoodleGrades::match(percent / 100);
    if (!listed) {
        error(s.begin, MoodleGrades::refusal(m.captured(1)));
        return false;
    }
    s.begin += m.capturedLength(0);
    fraction = *listed;
    return true;
}

void GiftQuestionParser::parse()
{
    Span all = GiftSyntax::trimmed(text_, {0, text_.size()});
    if (all.size() == 0)
        return;
    MoodleQuestion q;
    q.line = b_.lineAt(all.begin);

    // ::name::
    if (QStringView(text_).mid(all.begin, 2) == QLatin1String("::")) {
        const qsizetype end = GiftSyntax::findUnescaped(text_, u"::", all.begin + 2, all.end);
        if (end < 0) {
            error(all.begin, tr("the question's name opens with '::' but is not closed with '::'"));
            return;
        }
        q.name = GiftSyntax::unescape(QStringView(text_).mid(all.begin + 2, end - all.begin - 2)).trimmed();
        all = GiftSyntax::trimmed(text_, {end + 2, all.end});
    }

    const qsizetype open = GiftSyntax::findUnescaped(text_, u"{", all.begin, all.end);
    const qsizetype close = GiftSyntax::findUnescaped(text_, u"}", all.begin, all.end);
    if (open < 0 && close < 0) {
        q.type = QStringLiteral("description");
        q.text = textWithFormat(all, MoodleTextFormat::MoodleAuto);
        result_.questions.append(q);
        return;
    }
    if (open < 0 || close < 0 || close < open) {
        error(open < 0 ? close : open, open < 0 ? tr("'}' without the '{' that opens the answers")
                                                : tr("the answers open with '{' but are not closed with '}'"));
        return;
    }
    // Text after the answers makes Moodle's missing-word form: the question keeps its type,
    // and its text a blank where the answers were.
    const Span after{close + 1, all.end};
    q.text = textWithFormat({all.begin, open}, MoodleTextFormat::MoodleAuto);
    if (GiftSyntax::trimmed(text_, after).size() > 0) {
        q.blank = static_cast<int>(q.text.text.count(MoodleQuestion::missingWordBlank())) + 1;
        q.text = textWithFormat({all.begin, open}, MoodleTextFormat::MoodleAuto, after);
    }

    Span answers = GiftSyntax::trimmed(text_, {open + 1, close});
    const qsizetype general = GiftSyntax::findLastUnescaped(text_, u"####", answers.begin, answers.end);
    if (general >= 0) {
        q.generalFeedback = textWithFormat({general + 4, answers.end}, q.text.format);
        answers = GiftSyntax::trimmed(text_, {answers.begin, general});
    }

    const QStringView body = QStringView(text_).mid(answers.begin, answers.size());
    const qsizetype hash = GiftSyntax::findUnescaped(text_, u"#", answers.begin, answers.end);
    const Span keyword = GiftSyntax::trimmed(text_, {answers.begin, hash < 0 ? answers.end : hash});
    const QString keywordText = text_.mid(keyword.begin, keyword.size());
    bool ok = true;
    if (answers.size() == 0) {
        q.type = QStringLiteral("essay");
    } else if (body.startsWith(QLatin1Char('>'))) {
        q.type = QStringLiteral("ordering");
        ok = parseOrdering(q, {answers.begin + 1, answers.end});
    } else if (body.startsWith(QLatin1Char('#'))) {
        q.type = QStringLiteral("numerical");
        ok = parseNumerical(q, {answers.begin + 1, answers.end});
    } else if (GiftSyntax::findUnescaped(text_, u"~", answers.begin, answers.end) >= 0) {
        q.type = QStringLiteral("multichoice");
        ok = parseMultichoice(q, answers);
    } else if (GiftSyntax::findUnescaped(text_, u"=", answers.begin, answers.end) >= 0
               && GiftSyntax::findUnescaped(text_, u"->", answers.begin, answers.end) >= 0) {
        q.type = QStringLiteral("matching");
        ok = parseMatching(q, answers);
    } else if (QStringList{QStringLiteral("T"), QStringLiteral("TRUE"), QStringLiteral("F"), QStringLiteral("FALSE")}.contains(keywordText)) {
        q.type = QStringLiteral("truefalse");
        ok = parseTrueFalse(q, answers, keyword);
    } else {
        q.type = QStringLiteral("shortanswer");
        ok = parseShortAnswer(q, answers);
    }
    if (ok)
        result_.questions.append(q);
}

bool GiftQuestionParser::parseMultichoice(MoodleQuestion &q, Span answers)
{
    q.single = GiftSyntax::findUnescaped(text_, u"=", answers.begin, answers.end) >= 0;
    // Each answer starts at an unescaped '~' or '='.
    QList<qsizetype> starts;
    for (qsizetype i = answers.begin; i < answers.end; ++i) {
        const QChar c = text_.at(i);
        if (c == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('~') || c == QLatin1Char('=')) {
            if (starts.size() == ImportLimits::maxAnswersPerQuestion)
                return tooManyAnswers(i);
            starts.append(i);
        }
    }
    if (GiftSyntax::trimmed(text_, {answers.begin, starts.constFirst()}).size() > 0) {
        error(answers.begin, tr("text before the first answer: each answer starts with '=' (correct) or '~'"));
        return false;
    }
    bool ok = true;
    for (qsizetype k = 0; k < starts.size(); ++k) {
        const qsizetype at = starts.at(k);
        Span s{at + 1, k + 1 < starts.size() ? starts.at(k + 1) : answers.end};
        MoodleAnswer a;
        a.line = b_.lineAt(at);
        if (text_.at(at) == QLatin1Char('=')) {
            a.fraction = 1;
            if (s.size() > 0 && text_.at(s.begin) == QLatin1Char('%')) {
                error(at, tr("'=' marks the correct answer (100%); a weight goes after '~', e.g. ~%50%"));
                ok = false;
                continue;
            }
        } else {
            s = GiftSyntax::trimmed(text_, s);
            if (!weight(s, a.fraction)) {
                ok = false;
                continue;
            }
        }
        const qsizetype hash = GiftSyntax::findUnescaped(text_, u"#", s.begin, s.end);
        a.text = textWithFormat({s.begin, hash < 0 ? s.end : hash}, q.text.format);
        if (hash >= 0)
            a.feedback = textWithFormat({hash + 1, s.end}, q.text.format);
        if (a.text.text.isEmpty()) {
            error(at, tr("an answer without text"));
            ok = false;
            continue;
        }
        q.answers.append(a);
    }
    if (ok && q.answers.size() < 2) {
        error(answers.begin, tr("a multiple-choice question needs at least two answers"));
        ok = false;
    }
    return ok;
}

bool GiftQuestionParser::parseTrueFalse(MoodleQuestion &q, Span answers, Span keyword)
{
    // {T#feedback when wrong#feedback when right}
    const bool trueIsCorrect = text_.at(keyword.begin) == QLatin1Char('T');
    MoodleText wrong, right;
    const qsizetype first = GiftSyntax::findUnescaped(text_, u"#", answers.begin, answers.end);
    if (first >= 0) {
        const qsizetype second = GiftSyntax::findUnescaped(text_, u"#", first + 1, answers.end);
        wrong = textWithFormat({first + 1, second < 0 ? answers.end : second}, q.text.format);
        if (second >= 0)
            right = textWithFormat({second + 1, answers.end}, q.text.format);
    }
    const int line = b_.lineAt(keyword.begin);
    q.answers.append({MoodleText{QStringLiteral("true"), MoodleTextFormat::Plain, line}, trueIsCorrect ? 1.0 : 0.0,
                      trueIsCorrect ? right : wrong, 0, line, QString()});
    q.answers.append({MoodleText{QStringLiteral("false"), MoodleTextFormat::Plain, line}, trueIsCorrect ? 0.0 : 1.0,
                      trueIsCorrect ? wrong : right, 0, line, QString()});
    return true;
}

bool GiftQuestionParser::weightedAnswers(const QList<Span> &parts, MoodleQuestion &q,
                                         const std::function<bool(MoodleAnswer &, Span)> &readValue)
{
    bool ok = true;
    for (Span s : parts) {
        MoodleAnswer a;
        a.line = b_.lineAt(s.begin);
        a.fraction = 1;
        if (!weight(s, a.fraction)) {
            ok = false;
            continue;
        }
        const qsizetype hash = GiftSyntax::findUnescaped(text_, u"#", s.begin, s.end);
        if (hash >= 0)
            a.feedback = textWithFormat({hash + 1, s.end}, q.text.format);
        if (!readValue(a, GiftSyntax::trimmed(text_, {s.begin, hash < 0 ? s.end : hash}))) {
            ok = false;
            continue;
        }
        q.answers.append(a);
    }
    return ok;
}

std::optional<QList<GiftSyntax::Span>> GiftQuestionParser::equalsParts(Span s)
{
    // Each part after an unescaped '='; text before the first '=' is a part too (Moodle's
    // explode("=") keeps a non-empty first piece).
    QList<qsizetype> starts;
    for (qsizetype i = s.begin; i < s.end; ++i) {
        if (text_.at(i) == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (text_.at(i) == QLatin1Char('=')) {
            if (starts.size() == ImportLimits::maxAnswersPerQuestion) {
                tooManyAnswers(i);
                return std::nullopt;
            }
            starts.append(i);
        }
    }
    QList<Span> parts;
    if (const Span head = GiftSyntax::trimmed(text_, {s.begin, starts.isEmpty() ? s.end : starts.constFirst()}); head.size() > 0)
        parts.append(head);
    for (qsizetype k = 0; k < starts.size(); ++k)
        parts.append(GiftSyntax::trimmed(text_, {starts.at(k) + 1, k + 1 < starts.size() ? starts.at(k + 1) : s.end}));
    return parts;
}

bool GiftQuestionParser::numericalValue(MoodleAnswer &a, Span value)
{
    a.text = MoodleText{text_.mid(value.begin, value.size()), MoodleTextFormat::Plain, a.line};
    const qsizetype dots = QStringView(text_).mid(value.begin, value.size()).indexOf(QLatin1String(".."));
    const qsizetype range = dots < 0 ? -1 : value.begin + dots;
    const qsizetype colon = GiftSyntax::findUnescaped(text_, u":", value.begin, value.end);
    if (range > value.begin) {
        const std::optional<double> low = number({value.begin, range}, tr("the range's lower end"));
        const std::optional<double> high = number({range + 2, value.end}, tr("the range's upper end"));
        if (!low || !high)
            return false;
        if (*low > *high) {
            error(value.begin, tr("the range %1..%2 ends below where it starts").arg(*low).arg(*high));
            return false;
        }
        // The middle and the half-width, as Moodle stores a range.
        const double middle = *low / 2 + *high / 2;
        a.text.text = QString::number(middle, 'g', 17);
        a.tolerance = *high - middle;
    } else if (colon > value.begin) {
        // "*" is Moodle's any-other-answer.
        const bool any = GiftSyntax::trimmed(text_, {value.begin, colon}).size() == 1 && text_.at(GiftSyntax::trimmed(text_, {value.begin, colon}).begin) == QLatin1Char('*');
        const std::optional<double> answer = any ? std::optional<double>(0) : number({value.begin, colon}, tr("the answer"));
        const std::optional<double> tolerance = number({colon + 1, value.end}, tr("the tolerance"));
        if (!answer || !tolerance)
            return false;
        if (*tolerance < 0) {
            error(colon + 1, tr("the tolerance must be 0 or more, got %1").arg(*tolerance));
            return false;
        }
        a.text.text = text_.mid(value.begin, colon - value.begin).trimmed();
        a.tolerance = *tolerance;
    } else if (a.text.text != QLatin1String("*") && !number(value, tr("the answer"))) {
        return false;
    }
    return true;
}

bool GiftQuestionParser::parseNumerical(MoodleQuestion &q, Span answers)
{
    // Feedback for any other answer: "~#feedback" at the end.
    const qsizetype tilde = GiftSyntax::findUnescaped(text_, u"~", answers.begin, answers.end);
    const Span graded{answers.begin, tilde < 0 ? answers.end : tilde};
    const std::optional<QList<Span>> parts = equalsParts(graded);
    if (!parts)
        return false;
    if (parts->isEmpty()) {
        error(answers.begin, tr("a numerical question needs at least one answer, e.g. {#3.14:0.01}"));
        return false;
    }
    const bool ok = weightedAnswers(*parts, q, [this](MoodleAnswer &a, Span value) { return numericalValue(a, value); });
    if (tilde >= 0) {
        // "~#feedback": the feedback for every other answer.
        MoodleAnswer other;
        other.line = b_.lineAt(tilde);
        other.text = MoodleText{QStringLiteral("*"), MoodleTextFormat::Plain, other.line};
        const qsizetype hash = GiftSyntax::findUnescaped(text_, u"#", tilde, answers.end);
        if (hash >= 0)
            other.feedback = textWithFormat({hash + 1, answers.end}, q.text.format);
        q.answers.append(other);
    }
    return ok;
}

bool GiftQuestionParser::parseShortAnswer(MoodleQuestion &q, Span answers)
{
    // {=answer =%50%half-right answer#feedback}: each answer after an unescaped '=' (the
    // first may go without), a weight as "%50%" (else full credit), feedback after '#'.
    const std::optional<QList<Span>> parts = equalsParts(answers);
    if (!parts)
        return false;
    bool ok = weightedAnswers(*parts, q, [this](MoodleAnswer &a, Span value) {
        a.text = textWithFormat(value, MoodleTextFormat::Plain);
        a.text.format = MoodleTextFormat::Plain; // what the learner types
        return true;
    });
    if (ok && q.answers.isEmpty()) {
        error(answers.begin, tr("a short-answer question needs at least one answer, e.g. {=Paris}"));
        ok = false;
    }
    return ok;
}

bool GiftQuestionParser::parseOrdering(MoodleQuestion &q, Span answers)
{
    // Moodle's ordering question's form: {>count [select] [layout] [grading] [show], then one
    // item per line}; the words are optional and upper case, as Moodle's importer reads them,
    // but only on the first line and only whole (Moodle would read the "V" of an item
    // "Value vectors" as the vertical layout).
    static const QRegularExpression header(QStringLiteral(
        "\\s*(\\d+)(?:[ \\t]+(ALL|EXACT|RANDOM|REL|CONTIGUOUS|CONTIG)(?=\\s|$))?"
        "(?:[ \\t]+(HORIZONTAL|HORI|H|1|VERTICAL|VERT|V|0)(?=\\s|$))?"
        "(?:[ \\t]+(ALL_OR_NOTHING|ABSOLUTE_POSITION|ABSOLUTE|ABS|RELATIVE_NEXT_EXCLUDE_LAST|RELATIVE_NEXT_INCLUDE_LAST|"
        "RELATIVE_ONE_PREVIOUS_AND_NEXT|RELATIVE_ALL_PREVIOUS_AND_NEXT|RELATIVE_TO_CORRECT|RELATIVE|REL|"
        "LONGEST_ORDERED_SUBSET|LONGEST_CONTIGUOUS_SUBSET)(?=\\s|$))?(?:[ \\t]+(SHOW|TRUE|YES|1|HIDE|FALSE|NO|0)(?=\\s|$))?"));
    const QRegularExpressionMatch m = header.match(text_, answers.begin, QRegularExpression::NormalMatch,
                                                   QRegularExpression::AnchorAtOffsetMatchOption);
    if (!m.hasMatch() || m.capturedEnd(0) > answers.end) {
        error(answers.begin, tr("an ordering question's answers start with '>' and the number of items to show, e.g. {>4"));
        return false;
    }
    // Moodle's GIFT reader shows 6 items (or all, if fewer) for a count not above 2.
    q.options.insert(QStringLiteral("selectcount"), m.captured(1).toInt() > 2 ? m.captured(1) : QStringLiteral("6"));
    q.options.insert(QStringLiteral("selecttype"), m.captured(2));
    q.options.insert(QStringLiteral("layouttype"), m.captured(3));
    q.options.insert(QStringLiteral("gradingtype"), m.captured(4));
    qsizetype at = m.capturedEnd(0);
    while (at <= answers.end) {
        qsizetype end = text_.indexOf(QLatin1Char('\n'), at);
        if (end < 0 || end > answers.end)
            end = answers.end;
        const Span line = GiftSyntax::trimmed(text_, {at, end});
        if (line.size() > 0) {
            if (q.answers.size() >= ImportLimits::maxAnswersPerQuestion) {
                error(line.begin, tr("more than %1 answers in one question").arg(ImportLimits::maxAnswersPerQuestion));
                return false;
            }
            MoodleAnswer item;
            item.line = b_.lineAt(line.begin);
            item.text = MoodleText{text_.mid(line.begin, line.size()), MoodleTextFormat::MoodleAuto, item.line};
            q.answers.append(item);
        }
        at = end + 1;
    }
    return true;
}

bool GiftQuestionParser::parseMatching(MoodleQuestion &q, Span answers)
{
    // {=item -> match =item2 -> match2 = -> distractor}: each pair after an unescaped '=',
    // split at its first "->"; a pair without an item is a distractor.
    const std::optional<QList<Span>> parts = equalsParts(answers);
    if (!parts)
        return false;
    for (const Span s : *parts) {
        const qsizetype arrow = QStringView(text_).mid(s.begin, s.size()).indexOf(QLatin1String("->"));
        if (arrow < 0) {
            error(s.begin, tr("a matching pair is written \"item -> match\""));
            return false;
        }
        MoodleAnswer a;
        a.line = b_.lineAt(s.begin);
        a.text = textWithFormat(GiftSyntax::trimmed(text_, {s.begin, s.begin + arrow}), q.text.format);
        a.match = textWithFormat(GiftSyntax::trimmed(text_, {s.begin + arrow + 2, s.end}), MoodleTextFormat::Plain).text;
        a.fraction = 1;
        q.answers.append(a);
    }
    if (q.answers.size() < 2) {
        error(answers.begin, tr("a matching question needs at least two pairs"));
        return false;
    }
    return true;
}

} // namespace atlas
