#include "giftreader.h"

#include "importlimits.h"
#include "moodlegrades.h"
#include "moodletext.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>

namespace atlas {

namespace {

// One question's text (its lines trimmed and joined with '\n', comment lines left empty so
// that offsets still map to lines).
struct Block {
    QString text;
    QList<qsizetype> lineStarts; // offset of each line in text
    int firstLine = 1;           // file line of text's first line

    int lineAt(qsizetype offset) const
    {
        const auto after = std::upper_bound(lineStarts.cbegin(), lineStarts.cend(), offset);
        return firstLine + static_cast<int>(std::max<qsizetype>(0, after - lineStarts.cbegin() - 1));
    }
};

// A piece of the block: [begin, end) offsets.
struct Span {
    qsizetype begin = 0;
    qsizetype end = 0;
    qsizetype size() const { return end - begin; }
};

// The first occurrence of `needle` in text[from, to) outside escapes (a backslash escapes the
// character after it), or -1.
qsizetype findUnescaped(const QString &text, QStringView needle, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to; ++i) {
        if (text.at(i) == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (i + needle.size() <= to && QStringView(text).mid(i, needle.size()) == needle)
            return i;
    }
    return -1;
}

qsizetype findLastUnescaped(const QString &text, QStringView needle, qsizetype from, qsizetype to)
{
    qsizetype last = -1;
    for (qsizetype i = from; i < to; ++i) {
        if (text.at(i) == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (i + needle.size() <= to && QStringView(text).mid(i, needle.size()) == needle)
            last = i;
    }
    return last;
}

// What PHP's trim() removes, as Moodle's GIFT importer trims: space, tab, line feed, carriage
// return, NUL and vertical tab — not a no-break space or any other Unicode space, which stay
// part of the text.
bool trimmedBy(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r')
        || c == QChar(0) || c == QChar(0x0b);
}

Span trimmed(const QString &text, Span s)
{
    while (s.begin < s.end && trimmedBy(text.at(s.begin)))
        ++s.begin;
    // A trailing backslash-space is an escaped space only when the backslash is itself not
    // escaped; GIFT has no such escape, so plain trimming matches Moodle's trim().
    while (s.end > s.begin && trimmedBy(text.at(s.end - 1)))
        --s.end;
    return s;
}

// GIFT's escapes: \~ \= \# \{ \} \: become the character, \n a line break, \\ a backslash;
// any other backslash stays as written (Moodle's importer does the same).
QString unescape(QStringView raw)
{
    QString out;
    out.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (c == QLatin1Char('\\') && i + 1 < raw.size()) {
            const QChar next = raw.at(i + 1);
            if (QStringView(u"~=#{}:\\").contains(next)) {
                out += next;
                ++i;
                continue;
            }
            if (next == QLatin1Char('n')) {
                out += QLatin1Char('\n');
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

class BlockParser {
    Q_DECLARE_TR_FUNCTIONS(GiftReader)

public:
    BlockParser(const Block &block, GiftReader::Result &result) : b_(block), text_(block.text), result_(result) {}

    void parse();

private:
    void error(qsizetype offset, const QString &message)
    {
        result_.messages.append({ImportMessage::Severity::Error, b_.lineAt(offset), message});
    }

    // "[format]" at the start of a text gives its format; unknown names are text (as in Moodle).
    // With `after`, the text after a missing word's answers: the text is s, a blank "_____"
    // where the answers were, then `after` (Moodle's missing-word form).
    MoodleText textWithFormat(Span s, MoodleTextFormat defaultFormat, std::optional<Span> after = std::nullopt) const;
    std::optional<double> number(Span s, const QString &what);
    // A weight "%50%" at s.begin sets `fraction` and s moves past it; false (with an error) if
    // it is malformed; without one, nothing changes.
    bool weight(Span &s, double &fraction);

    bool tooManyAnswers(qsizetype offset)
    {
        error(offset, tr("more than %1 answers in one question").arg(ImportLimits::maxAnswersPerQuestion));
        return false;
    }
    bool parseMultichoice(MoodleQuestion &q, Span answers);
    bool parseTrueFalse(MoodleQuestion &q, Span answers, Span keyword);
    bool parseNumerical(MoodleQuestion &q, Span answers);
    bool parseShortAnswer(MoodleQuestion &q, Span answers);
    // The parts of `s` split at unescaped '=', trimmed; nullopt (an error said) past the limit.
    std::optional<QList<Span>> equalsParts(Span s);
    bool parseOrdering(MoodleQuestion &q, Span answers);
    bool parseMatching(MoodleQuestion &q, Span answers);

    const Block &b_;
    const QString &text_;
    GiftReader::Result &result_;
};

MoodleText BlockParser::textWithFormat(Span s, MoodleTextFormat defaultFormat, std::optional<Span> after) const
{
    if (after) // only the start is trimmed: "The {…} is" keeps its space before the blank
        s = Span{trimmed(text_, s).begin, s.end};
    else
        s = trimmed(text_, s);
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
    t.text = unescape(QStringView(text_).mid(s.begin, s.size()));
    if (after)
        t.text += MoodleQuestion::missingWordBlank() + unescape(QStringView(text_).mid(after->begin, after->size()));
    t.text = t.text.trimmed();
    return t;
}

std::optional<double> BlockParser::number(Span s, const QString &what)
{
    s = trimmed(text_, s);
    const QString raw = unescape(QStringView(text_).mid(s.begin, s.size()));
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

bool BlockParser::weight(Span &s, double &fraction)
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

void BlockParser::parse()
{
    Span all = trimmed(text_, {0, text_.size()});
    if (all.size() == 0)
        return;
    MoodleQuestion q;
    q.line = b_.lineAt(all.begin);

    // ::name::
    if (QStringView(text_).mid(all.begin, 2) == QLatin1String("::")) {
        const qsizetype end = findUnescaped(text_, u"::", all.begin + 2, all.end);
        if (end < 0) {
            error(all.begin, tr("the question's name opens with '::' but is not closed with '::'"));
            return;
        }
        q.name = unescape(QStringView(text_).mid(all.begin + 2, end - all.begin - 2)).trimmed();
        all = trimmed(text_, {end + 2, all.end});
    }

    const qsizetype open = findUnescaped(text_, u"{", all.begin, all.end);
    const qsizetype close = findUnescaped(text_, u"}", all.begin, all.end);
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
    if (trimmed(text_, after).size() > 0) {
        q.blank = static_cast<int>(q.text.text.count(MoodleQuestion::missingWordBlank())) + 1;
        q.text = textWithFormat({all.begin, open}, MoodleTextFormat::MoodleAuto, after);
    }

    Span answers = trimmed(text_, {open + 1, close});
    const qsizetype general = findLastUnescaped(text_, u"####", answers.begin, answers.end);
    if (general >= 0) {
        q.generalFeedback = textWithFormat({general + 4, answers.end}, q.text.format);
        answers = trimmed(text_, {answers.begin, general});
    }

    const QStringView body = QStringView(text_).mid(answers.begin, answers.size());
    const qsizetype hash = findUnescaped(text_, u"#", answers.begin, answers.end);
    const Span keyword = trimmed(text_, {answers.begin, hash < 0 ? answers.end : hash});
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
    } else if (findUnescaped(text_, u"~", answers.begin, answers.end) >= 0) {
        q.type = QStringLiteral("multichoice");
        ok = parseMultichoice(q, answers);
    } else if (findUnescaped(text_, u"=", answers.begin, answers.end) >= 0
               && findUnescaped(text_, u"->", answers.begin, answers.end) >= 0) {
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

bool BlockParser::parseMultichoice(MoodleQuestion &q, Span answers)
{
    q.single = findUnescaped(text_, u"=", answers.begin, answers.end) >= 0;
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
    if (trimmed(text_, {answers.begin, starts.constFirst()}).size() > 0) {
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
            s = trimmed(text_, s);
            if (!weight(s, a.fraction)) {
                ok = false;
                continue;
            }
        }
        const qsizetype hash = findUnescaped(text_, u"#", s.begin, s.end);
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

bool BlockParser::parseTrueFalse(MoodleQuestion &q, Span answers, Span keyword)
{
    // {T#feedback when wrong#feedback when right}
    const bool trueIsCorrect = text_.at(keyword.begin) == QLatin1Char('T');
    MoodleText wrong, right;
    const qsizetype first = findUnescaped(text_, u"#", answers.begin, answers.end);
    if (first >= 0) {
        const qsizetype second = findUnescaped(text_, u"#", first + 1, answers.end);
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

std::optional<QList<Span>> BlockParser::equalsParts(Span s)
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
    if (const Span head = trimmed(text_, {s.begin, starts.isEmpty() ? s.end : starts.constFirst()}); head.size() > 0)
        parts.append(head);
    for (qsizetype k = 0; k < starts.size(); ++k)
        parts.append(trimmed(text_, {starts.at(k) + 1, k + 1 < starts.size() ? starts.at(k + 1) : s.end}));
    return parts;
}

bool BlockParser::parseNumerical(MoodleQuestion &q, Span answers)
{
    // Feedback for any other answer: "~#feedback" at the end.
    const qsizetype tilde = findUnescaped(text_, u"~", answers.begin, answers.end);
    const Span graded{answers.begin, tilde < 0 ? answers.end : tilde};
    const std::optional<QList<Span>> split = equalsParts(graded);
    if (!split)
        return false;
    const QList<Span> &parts = *split;
    if (parts.isEmpty()) {
        error(answers.begin, tr("a numerical question needs at least one answer, e.g. {#3.14:0.01}"));
        return false;
    }
    bool ok = true;
    for (Span s : parts) {
        MoodleAnswer a;
        a.line = b_.lineAt(s.begin);
        a.fraction = 1;
        if (!weight(s, a.fraction)) {
            ok = false;
            continue;
        }
        const qsizetype hash = findUnescaped(text_, u"#", s.begin, s.end);
        if (hash >= 0)
            a.feedback = textWithFormat({hash + 1, s.end}, q.text.format);
        const Span value = trimmed(text_, {s.begin, hash < 0 ? s.end : hash});
        a.text = MoodleText{text_.mid(value.begin, value.size()), MoodleTextFormat::Plain, a.line};
        const qsizetype dots = QStringView(text_).mid(value.begin, value.size()).indexOf(QLatin1String(".."));
        const qsizetype range = dots < 0 ? -1 : value.begin + dots;
        const qsizetype colon = findUnescaped(text_, u":", value.begin, value.end);
        if (range > value.begin) {
            const std::optional<double> low = number({value.begin, range}, tr("the range's lower end"));
            const std::optional<double> high = number({range + 2, value.end}, tr("the range's upper end"));
            if (!low || !high) {
                ok = false;
                continue;
            }
            if (*low > *high) {
                error(value.begin, tr("the range %1..%2 ends below where it starts").arg(*low).arg(*high));
                ok = false;
                continue;
            }
            // The middle and the half-width, as Moodle stores a range.
            const double middle = *low / 2 + *high / 2;
            a.text.text = QString::number(middle, 'g', 17);
            a.tolerance = *high - middle;
        } else if (colon > value.begin) {
            // "*" is Moodle's any-other-answer.
            const bool any = trimmed(text_, {value.begin, colon}).size() == 1 && text_.at(trimmed(text_, {value.begin, colon}).begin) == QLatin1Char('*');
            const std::optional<double> answer = any ? std::optional<double>(0) : number({value.begin, colon}, tr("the answer"));
            const std::optional<double> tolerance = number({colon + 1, value.end}, tr("the tolerance"));
            if (!answer || !tolerance) {
                ok = false;
                continue;
            }
            if (*tolerance < 0) {
                error(colon + 1, tr("the tolerance must be 0 or more, got %1").arg(*tolerance));
                ok = false;
                continue;
            }
            a.text.text = text_.mid(value.begin, colon - value.begin).trimmed();
            a.tolerance = *tolerance;
        } else if (a.text.text != QLatin1String("*") && !number(value, tr("the answer"))) {
            ok = false;
            continue;
        }
        q.answers.append(a);
    }
    if (tilde >= 0) {
        // "~#feedback": the feedback for every other answer.
        MoodleAnswer other;
        other.line = b_.lineAt(tilde);
        other.text = MoodleText{QStringLiteral("*"), MoodleTextFormat::Plain, other.line};
        const qsizetype hash = findUnescaped(text_, u"#", tilde, answers.end);
        if (hash >= 0)
            other.feedback = textWithFormat({hash + 1, answers.end}, q.text.format);
        q.answers.append(other);
    }
    return ok;
}

bool BlockParser::parseShortAnswer(MoodleQuestion &q, Span answers)
{
    // {=answer =%50%half-right answer#feedback}: each answer after an unescaped '=' (the
    // first may go without), a weight as "%50%" (else full credit), feedback after '#'.
    const std::optional<QList<Span>> split = equalsParts(answers);
    if (!split)
        return false;
    const QList<Span> &parts = *split;
    bool ok = true;
    for (Span s : parts) {
        MoodleAnswer a;
        a.line = b_.lineAt(s.begin);
        a.fraction = 1;
        if (!weight(s, a.fraction)) {
            ok = false;
            continue;
        }
        const qsizetype hash = findUnescaped(text_, u"#", s.begin, s.end);
        if (hash >= 0)
            a.feedback = textWithFormat({hash + 1, s.end}, q.text.format);
        a.text = textWithFormat(trimmed(text_, {s.begin, hash < 0 ? s.end : hash}), MoodleTextFormat::Plain);
        a.text.format = MoodleTextFormat::Plain; // what the learner types
        q.answers.append(a);
    }
    if (ok && q.answers.isEmpty()) {
        error(answers.begin, tr("a short-answer question needs at least one answer, e.g. {=Paris}"));
        ok = false;
    }
    return ok;
}

bool BlockParser::parseOrdering(MoodleQuestion &q, Span answers)
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
        const Span line = trimmed(text_, {at, end});
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

bool BlockParser::parseMatching(MoodleQuestion &q, Span answers)
{
    // {=item -> match =item2 -> match2 = -> distractor}: each pair after an unescaped '=',
    // split at its first "->"; a pair without an item is a distractor.
    const std::optional<QList<Span>> split = equalsParts(answers);
    if (!split)
        return false;
    const QList<Span> &parts = *split;
    for (Span s : parts) {
        const qsizetype arrow = QStringView(text_).mid(s.begin, s.size()).indexOf(QLatin1String("->"));
        if (arrow < 0) {
            error(s.begin, tr("a matching pair is written \"item -> match\""));
            return false;
        }
        MoodleAnswer a;
        a.line = b_.lineAt(s.begin);
        a.text = textWithFormat(trimmed(text_, {s.begin, s.begin + arrow}), q.text.format);
        a.match = textWithFormat(trimmed(text_, {s.begin + arrow + 2, s.end}), MoodleTextFormat::Plain).text;
        a.fraction = 1;
        q.answers.append(a);
    }
    if (q.answers.size() < 2) {
        error(answers.begin, tr("a matching question needs at least two pairs"));
        return false;
    }
    return true;
}

// Moodle's "[id:…]" and "[tag:…]" in a question's comment lines: the first id, every tag
// ("\]" is an escaped ']'; an id holds no control character, a tag no '<', '>' or '`').
void readIdAndTags(const QString &comments, MoodleQuestion &q)
{
    if (comments.isEmpty())
        return;
    static const QRegularExpression id(QStringLiteral(R"(\[id:((?:\\\]|[^\]\p{Cc}])+)\])"));
    static const QRegularExpression tag(QStringLiteral(R"(\[tag:((?:\\\]|[^\]<>`\p{Cc}])+)\])"));
    const auto value = [](const QString &raw) { return QString(raw).replace(QLatin1String("\\]"), QLatin1String("]")).trimmed(); };
    if (const QRegularExpressionMatch m = id.match(comments); m.hasMatch())
        q.idNumber = value(m.captured(1));
    for (QRegularExpressionMatchIterator it = tag.globalMatch(comments); it.hasNext();)
        if (const QString t = value(it.next().captured(1)); !t.isEmpty())
            q.tags.append(t);
}

} // namespace

GiftReader::Result GiftReader::read(const QString &input)
{
    Result result;
    QStringView text(input);
    if (text.startsWith(QChar(0xFEFF)))
        text = text.mid(1);

    static const QRegularExpression unitComment(QStringLiteral("^//\\s*atlas-unit:\\s?(.*)$"));
    static const QRegularExpression shuffleComment(QStringLiteral("^//\\s*atlas-shuffle:\\s*(true|false)\\s*$"));
    static const QRegularExpression caseComment(QStringLiteral("^//\\s*atlas-case-sensitive:\\s*(true|false)\\s*$"));
    // An ordering question's explanation, which Moodle's "{>" form has no place for.
    static const QRegularExpression explanationComment(QStringLiteral("^//\\s*atlas-explanation:\\s?(.*)$"));
    // A question's hint, which GIFT has no place for (Moodle XML's <hint>).
    static const QRegularExpression hintComment(QStringLiteral("^//\\s*atlas-hint:\\s?(.*)$"));

    // The block being read, built as its lines come (a list of the file's lines would cost
    // some 50 bytes a line, empty or not: 16 MiB of line breaks would take 800 MiB), with its
    // comment lines (Moodle reads a question's id and tags there) and metadata comments.
    Block block;
    bool hasContent = false;
    QString comments;
    std::optional<QString> unit;
    std::optional<bool> shuffle;
    std::optional<bool> caseSensitive;
    std::optional<QString> explanation;
    std::optional<QString> hint;
    int categoryLine = 0; // the block began with this "$CATEGORY:" line
    bool categoryWarned = false;
    qsizetype answers = 0;
    int questions = 0; // blocks read, malformed ones included
    bool refused = false;

    const auto refuse = [&](int line, const QString &message) {
        result.messages.append({ImportMessage::Severity::Error, line, message});
        refused = true;
    };
    const auto startBlock = [&]() {
        block = Block();
        hasContent = false;
        comments.clear();
        unit.reset();
        shuffle.reset();
        caseSensitive.reset();
        explanation.reset();
        hint.reset();
    };
    const auto addLine = [&](int number, QStringView line) {
        if (block.lineStarts.isEmpty())
            block.firstLine = number;
        else
            block.text += QLatin1Char('\n');
        block.lineStarts.append(block.text.size());
        block.text += line;
    };
    const auto flush = [&](int line) {
        if (hasContent) {
            ++questions;
            const qsizetype before = result.questions.size();
            BlockParser(block, result).parse();
            if (result.questions.size() > before) {
                MoodleQuestion &q = result.questions.last();
                if (unit)
                    q.units.append({*unit, 1});
                if (shuffle)
                    q.shuffle = *shuffle;
                if (caseSensitive)
                    q.caseSensitive = *caseSensitive;
                if (explanation && q.type == QLatin1String("ordering") && q.generalFeedback.text.isEmpty())
                    q.generalFeedback = MoodleText{unescape(*explanation), MoodleTextFormat::MoodleAuto, line};
                if (hint && !hint->trimmed().isEmpty())
                    q.hint = MoodleText{unescape(*hint), MoodleTextFormat::MoodleAuto, line};
                readIdAndTags(comments, q);
                answers += q.answers.size();
            }
        }
        startBlock();
        categoryLine = 0;
        categoryWarned = false;
        if (questions > ImportLimits::maxQuestions)
            refuse(line, tr("more than %1 questions in one file; export them from Moodle a category at a time")
                             .arg(ImportLimits::maxQuestions));
        else if (answers > ImportLimits::maxAnswers)
            refuse(line, tr("more than %1 answers in one file; export the questions from Moodle a category at a time")
                             .arg(ImportLimits::maxAnswers));
        else if (result.messages.size() > ImportLimits::maxMessages)
            refuse(line, tr("more than %1 errors: the file is read no further").arg(ImportLimits::maxMessages));
    };

    int number = 0;
    for (qsizetype at = 0; !refused;) {
        qsizetype end = at;
        while (end < text.size() && text.at(end) != QLatin1Char('\n') && text.at(end) != QLatin1Char('\r'))
            ++end;
        const QStringView line = text.mid(at, end - at).trimmed();
        ++number;
        if (const qsizetype nul = line.indexOf(QChar(0)); nul >= 0) {
            //: GIFT import error: a U+0000 character (a NUL byte) in the file; Moodle's database refuses it too.
            refuse(number, tr("a NUL character (U+0000): a GIFT file is text; is this a binary file?"));
            break;
        }
        if (line.isEmpty()) {
            flush(number);
        } else if (line.startsWith(QLatin1String("//"))) {
            if (!line.contains(QLatin1String("atlas-"))) {
                // most comments: no metadata to look for
            } else if (const QRegularExpressionMatch m = unitComment.match(line); m.hasMatch()) {
                unit = m.captured(1).trimmed();
            } else if (const QRegularExpressionMatch sh = shuffleComment.match(line); sh.hasMatch()) {
                shuffle = sh.captured(1) == QLatin1String("true");
            } else if (const QRegularExpressionMatch cs = caseComment.match(line); cs.hasMatch()) {
                caseSensitive = cs.captured(1) == QLatin1String("true");
            } else if (const QRegularExpressionMatch ex = explanationComment.match(line); ex.hasMatch()) {
                explanation = ex.captured(1);
            } else if (const QRegularExpressionMatch hi = hintComment.match(line); hi.hasMatch()) {
                hint = hi.captured(1);
            }
            comments += line;
            comments += QLatin1Char('\n');
            addLine(number, {}); // kept empty, so that offsets still map to lines
        } else if (!hasContent && categoryLine == 0 && line.startsWith(QLatin1String("$CATEGORY:"))) {
            // A "$CATEGORY:" line is a block of its own.
            MoodleQuestion category;
            category.type = QStringLiteral("category");
            category.line = number;
            category.category = line.mid(10).trimmed().toString();
            result.questions.append(category);
            startBlock();
            categoryLine = number;
        } else {
            if (categoryLine != 0 && !categoryWarned) {
                // Moodle would read these lines, up to a blank line, as part of the category's name.
                result.messages.append({ImportMessage::Severity::Warning, categoryLine,
                                        tr("no blank line after $CATEGORY: Moodle would read the next lines as part of the category's name; they are read here as a question")});
                categoryWarned = true;
            }
            addLine(number, line);
            hasContent = true;
        }
        if (end == text.size())
            break;
        at = end + (text.at(end) == QLatin1Char('\r') && end + 1 < text.size() && text.at(end + 1) == QLatin1Char('\n') ? 2 : 1);
    }
    if (!refused)
        flush(number);
    return result;
}

} // namespace atlas
