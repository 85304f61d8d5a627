#include "giftreader.h"

#include "giftquestionparser.h"
#include "giftsyntax.h"
#include "importlimits.h"

#include <QRegularExpression>

#include <optional>

namespace atlas {

namespace {

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
    GiftQuestionParser::Block block;
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
        block = GiftQuestionParser::Block();
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
            GiftQuestionParser(block, result).parse();
            if (result.questions.size() > before) {
                MoodleQuestion &q = result.questions.last();
                if (unit)
                    q.units.append({*unit, 1});
                if (shuffle)
                    q.shuffle = *shuffle;
                if (caseSensitive)
                    q.caseSensitive = *caseSensitive;
                if (explanation && q.type == QLatin1String("ordering") && q.generalFeedback.text.isEmpty())
                    q.generalFeedback = MoodleText{GiftSyntax::unescape(*explanation), MoodleTextFormat::MoodleAuto, line};
                if (hint && !hint->trimmed().isEmpty())
                    q.hint = MoodleText{GiftSyntax::unescape(*hint), MoodleTextFormat::MoodleAuto, line};
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
