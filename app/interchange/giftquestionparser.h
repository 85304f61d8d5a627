// One GIFT question, read from its block of lines (GiftReader cuts the file into blocks): the
// "::name::", the text with its "[format]", and the answer block {…}, whose form decides the
// type — essay, numerical, multiple choice, matching, true/false, ordering or short answer —
// with each answer's weight and feedback, and the general feedback after "####". A malformed
// question is an error at its line, as in Moodle. Private to core.
#pragma once

#include "giftreader.h"
#include "giftsyntax.h"
#include "importlimits.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace atlas {

class GiftQuestionParser {
    // The messages are the reader's: they keep its translation context.
    Q_DECLARE_TR_FUNCTIONS(GiftReader)

public:
    // One question's text (its lines trimmed and joined with '\n', comment lines left empty so
    // that offsets still map to lines).
    struct Block {
        QString text;
        QList<qsizetype> lineStarts; // offset of each line in text
        int firstLine = 1;           // file line of text's first line

        int lineAt(qsizetype offset) const;
    };

    GiftQuestionParser(const Block &block, GiftReader::Result &result) : b_(block), text_(block.text), result_(result) {}

    // Appends the question to result.questions, or its errors to result.messages (a block
    // of blanks adds neither).
    void parse();

private:
    using Span = GiftSyntax::Span;

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
    // The answers of a numerical or short-answer question, one a part: each with its line, its
    // weight (else full credit) and its feedback after '#', and what is left, trimmed, read by
    // `readValue`; an answer whose weight or value is malformed (an error said) is left out,
    // and the result is then false.
    bool weightedAnswers(const QList<Span> &parts, MoodleQuestion &q,
                         const std::function<bool(MoodleAnswer &, Span)> &readValue);
    // A numerical answer's value: a number, "number:tolerance", "low..high" or "*" (any other
    // answer); false (with an error) if it is malformed.
    bool numericalValue(MoodleAnswer &a, Span value);
    // The parts of `s` split at unescaped '=', trimmed; nullopt (an error said) past the limit.
    std::optional<QList<Span>> equalsParts(Span s);
    bool parseOrdering(MoodleQuestion &q, Span answers);
    bool parseMatching(MoodleQuestion &q, Span answers);

    const Block &b_;
    const QString &text_;
    GiftReader::Result &result_;
};

} // namespace atlas
