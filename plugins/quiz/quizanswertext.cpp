#include "quizanswertext.h"

#include "core/maskquestion.h"

#include <QStringList>

#include <cmath>

namespace atlas {

QString QuizAnswerText::number(double value, const QLocale &locale)
{
    QLocale l = locale;
    l.setNumberOptions(QLocale::OmitGroupSeparator);
    QString s = l.toString(value, 'g', QLocale::FloatingPointShortest);
    if (s.startsWith(l.negativeSign()))
        s.replace(0, l.negativeSign().size(), QChar(0x2212));
    return s;
}

QuizAnswer QuizAnswerText::correctAnswer(const QuestionSpec &question)
{
    switch (question.type) {
    case QuestionType::Single:
    case QuestionType::Multiple: return QuizAnswer::choices(question.correctChoices);
    case QuestionType::Numeric: return QuizAnswer::numeric(question.numericAnswer);
    case QuestionType::Mask: return QuizAnswer::keys(MaskQuestion::allowedKeys(question.mask));
    }
    return {};
}

QString QuizAnswerText::describe(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                                 const QLocale &locale)
{
    switch (question.type) {
    case QuestionType::Single:
    case QuestionType::Multiple: {
        QStringList texts;
        for (int index : answer.selection) {
            if (index >= 0 && index < question.choices.size())
                texts.append(question.choices.at(index).text.text(language));
            else
                //: A choice index the question does not have.
                texts.append(tr("choice %1").arg(index + 1));
        }
        //: When nothing was chosen.
        return texts.isEmpty() ? tr("nothing chosen") : texts.join(QLatin1String("; "));
    }
    case QuestionType::Numeric: {
        if (!std::isfinite(answer.number))
            return tr("no number");
        const QString unit = question.unit.text(language);
        return unit.isEmpty() ? number(answer.number, locale) : number(answer.number, locale) + QLatin1Char(' ') + unit;
    }
    case QuestionType::Mask: {
        if (answer.selection.isEmpty())
            return tr("no key selected");
        QStringList slots;
        for (int slot : answer.selection)
            slots.append(QString::number(slot));
        //: The key slots of a mask answer, e.g. "keys 5, 6, 7" (or "key 5"); %n is how many there are.
        return tr("key(s) %1", nullptr, int(slots.size())).arg(slots.join(QLatin1String(", ")));
    }
    }
    return QString();
}

QString QuizAnswerText::correct(const QuestionSpec &question, const QString &language, const QLocale &locale)
{
    const QString text = describe(question, correctAnswer(question), language, locale);
    if (question.type == QuestionType::Numeric && question.tolerance > 0)
        //: A numeric answer and its tolerance, e.g. "−0.75 value units (± 0.005)".
        return tr("%1 (± %2)").arg(text, number(question.tolerance, locale));
    return text;
}

} // namespace atlas
