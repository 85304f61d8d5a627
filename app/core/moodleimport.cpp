#include "moodleimport.h"

#include "controlcharacters.h"
#include "manifestfields.h"
#include "moodletext.h"
#include "packlimits.h"

#include <QRegularExpression>

#include <cmath>

namespace atlas {

namespace {

constexpr double fullCredit = 1 - 1e-7; // Moodle stores 100% as 1.0000000

QString percent(double fraction)
{
    return QString::number(fraction * 100, 'g', 7) + QLatin1Char('%');
}

class Converter {
    Q_DECLARE_TR_FUNCTIONS(MoodleImport)

public:
    Converter(const QString &language, MoodleImport::Result &result) : language_(language), result_(result) {}

    bool convert(const MoodleQuestion &q, QuestionSpec &spec);

private:
    void warn(int line, const QString &message) { result_.messages.append({ImportMessage::Severity::Warning, line, message}); }
    // The plain text of `text`, each loss a warning naming `where`.
    LocalizedText text(const MoodleText &text, const QString &where);
    bool choices(const MoodleQuestion &q, QuestionSpec &spec);
    bool trueFalse(const MoodleQuestion &q, QuestionSpec &spec);
    bool numeric(const MoodleQuestion &q, QuestionSpec &spec);
    QString skippedType(const MoodleQuestion &q) const;

    QString language_;
    MoodleImport::Result &result_;
};

LocalizedText Converter::text(const MoodleText &t, const QString &where)
{
    QStringList losses;
    QString plain = MoodleTextConverter::toPlain(t, losses);
    if (const qsizetype control = ControlCharacters::first(plain); control >= 0) {
        //: Import warning: control characters (invisible, e.g. a form feed from a paste) are not text a pack holds.
        losses.append(tr("control characters removed (the first is %1)").arg(ControlCharacters::name(plain.at(control))));
        plain = ControlCharacters::removed(plain);
    }
    for (const QString &loss : losses)
        //: Import warning: %1 is where in the question ("the question text", "answer 2"), %2 what was lost.
        warn(t.line, tr("%1: %2").arg(where, loss));
    LocalizedText out;
    if (!plain.isEmpty())
        out.set(language_, plain);
    return out;
}

bool Converter::choices(const MoodleQuestion &q, QuestionSpec &spec)
{
    if (q.answers.size() < 2 || q.answers.size() > PackLimits::maxChoices) {
        warn(q.line, tr("skipped: %n answer(s); a pack question has 2 to %1 choices", nullptr, static_cast<int>(q.answers.size()))
                         .arg(PackLimits::maxChoices));
        return false;
    }
    spec.shuffle = q.shuffle;
    QList<int> correct;
    QList<double> weights;
    for (qsizetype i = 0; i < q.answers.size(); ++i) {
        const MoodleAnswer &a = q.answers.at(i);
        const int number = static_cast<int>(i) + 1;
        ChoiceSpec choice;
        choice.text = text(a.text, tr("answer %1").arg(number));
        choice.feedback = text(a.feedback, tr("the feedback of answer %1").arg(number));
        if (choice.text.isEmpty()) {
            warn(a.line, tr("skipped: answer %1 has no text").arg(number));
            return false;
        }
        spec.choices.append(choice);
        if (q.single) {
            if (a.fraction >= fullCredit)
                correct.append(static_cast<int>(i));
            else if (a.fraction > 0)
                warn(a.line, tr("answer %1 gives %2 of the credit; the pack gives no partial credit, so it is imported as a wrong choice")
                                 .arg(number).arg(percent(a.fraction)));
        } else if (a.fraction > 0) {
            correct.append(static_cast<int>(i));
            weights.append(a.fraction);
        }
    }
    if (q.single) {
        spec.type = QuestionType::Single;
        if (correct.size() != 1) {
            warn(q.line, correct.isEmpty() ? tr("skipped: no answer is fully correct (100%)")
                                           : tr("skipped: %1 answers are fully correct; a single-answer question has one").arg(correct.size()));
            return false;
        }
    } else {
        spec.type = QuestionType::Multiple;
        if (correct.isEmpty()) {
            warn(q.line, tr("skipped: no answer has a positive weight"));
            return false;
        }
        // The pack's multiple question is all-or-nothing over the correct set: equal shares
        // that add up to 100% say exactly that; other weights grade partial answers
        // differently, which the pack cannot.
        double sum = 0;
        bool equal = true;
        for (double w : weights) {
            sum += w;
            equal = equal && std::abs(w - weights.constFirst()) < 1e-5;
        }
        if (!equal || std::abs(sum - 1) > 0.005) {
            QStringList shown;
            for (double w : weights)
                shown.append(percent(w));
            warn(q.line, tr("the correct answers weigh %1; the pack grades all-or-nothing, so every answer of positive weight is imported as correct")
                             .arg(shown.join(QLatin1String(", "))));
        }
    }
    spec.correctChoices = correct;
    return true;
}

bool Converter::trueFalse(const MoodleQuestion &q, QuestionSpec &spec)
{
    spec.type = QuestionType::Single;
    spec.shuffle = false; // True before False, as Moodle shows them
    int correct = -1;
    for (const MoodleAnswer &a : q.answers) {
        const bool isTrue = a.text.text.trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
        ChoiceSpec choice;
        choice.text.set(language_, isTrue
                                       //: A choice of a true/false question imported from Moodle.
                                       ? tr("True")
                                       //: A choice of a true/false question imported from Moodle.
                                       : tr("False"));
        choice.feedback = text(a.feedback, isTrue ? tr("the feedback for True") : tr("the feedback for False"));
        if (a.fraction >= fullCredit)
            correct = static_cast<int>(spec.choices.size());
        spec.choices.append(choice);
    }
    if (spec.choices.size() != 2 || correct < 0) {
        warn(q.line, tr("skipped: a true/false question needs the answers true and false, one of them at 100%"));
        return false;
    }
    spec.correctChoices = {correct};
    return true;
}

bool Converter::numeric(const MoodleQuestion &q, QuestionSpec &spec)
{
    spec.type = QuestionType::Numeric;
    const MoodleAnswer *correct = nullptr;
    for (qsizetype i = 0; i < q.answers.size(); ++i) {
        const MoodleAnswer &a = q.answers.at(i);
        const int number = static_cast<int>(i) + 1;
        if (a.text.text.trimmed() == QLatin1String("*")) {
            if (a.fraction >= fullCredit) {
                warn(a.line, tr("skipped: '*' accepts any answer as correct"));
                return false;
            }
            if (!a.feedback.text.isEmpty())
                warn(a.line, tr("the feedback for any other answer is dropped: a numeric question shows its explanation (general feedback) instead"));
            continue;
        }
        if (a.fraction >= fullCredit) {
            if (correct) {
                warn(a.line, tr("skipped: several answers are fully correct (100%); a pack numeric question has one answer and a tolerance"));
                return false;
            }
            correct = &a;
            if (!a.feedback.text.isEmpty())
                warn(a.line, tr("the feedback of answer %1 is dropped: a numeric question shows its explanation (general feedback) instead").arg(number));
        } else {
            warn(a.line, tr("answer %1 (%2 of the credit) is dropped: a pack numeric question has one correct answer and no partial credit")
                             .arg(number).arg(percent(a.fraction)));
        }
    }
    if (!correct) {
        warn(q.line, tr("skipped: no answer is fully correct (100%)"));
        return false;
    }
    bool ok = false;
    spec.numericAnswer = correct->text.text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(spec.numericAnswer) || !std::isfinite(correct->tolerance) || correct->tolerance < 0) {
        warn(correct->line, tr("skipped: the answer '%1' is not a number").arg(correct->text.text));
        return false;
    }
    spec.tolerance = correct->tolerance;
    bool unitTaken = false;
    for (const MoodleUnit &unit : q.units) {
        if (!unitTaken && std::abs(unit.multiplier - 1) < 1e-12) {
            spec.unit.set(language_, unit.name);
            unitTaken = true;
        } else {
            warn(q.line, tr("the unit '%1' (multiplier %2) is dropped: a pack question shows one unit and converts none")
                             .arg(unit.name).arg(unit.multiplier));
        }
    }
    return true;
}

QString Converter::skippedType(const MoodleQuestion &q) const
{
    const QString &t = q.type;
    if (t == QLatin1String("shortanswer")) {
        const QString typed = q.answers.isEmpty() ? QString() : q.answers.constFirst().text.text;
        if (QStringList{QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("t"), QStringLiteral("f")}.contains(typed.toLower()))
            return tr("skipped: a short-answer question (the learner types '%1'); true/false is written {T}, {TRUE}, {F} or {FALSE}, in capitals").arg(typed);
        return tr("skipped: a short-answer question (the learner types text); the pack's questions are choices, numbers and mask selections");
    }
    if (t == QLatin1String("matching") || t == QLatin1String("match"))
        return tr("skipped: a matching question; the pack has no matching questions");
    if (t == QLatin1String("essay"))
        return tr("skipped: an essay question; the pack grades every answer itself and has no essays");
    if (t == QLatin1String("description"))
        return tr("skipped: a description (text without a question); put such text in the chapter's body");
    if (t == QLatin1String("cloze") || t == QLatin1String("multianswer"))
        return tr("skipped: an embedded-answers (cloze) question; the pack has no cloze questions");
    if (t.startsWith(QLatin1String("calculated")))
        return tr("skipped: a calculated question (its numbers are drawn at random); the pack has no calculated questions");
    return tr("skipped: a question of type '%1', which the pack cannot hold").arg(t);
}

bool Converter::convert(const MoodleQuestion &q, QuestionSpec &spec)
{
    const bool known = q.type == QLatin1String("multichoice") || q.type == QLatin1String("truefalse")
        || q.type == QLatin1String("numerical");
    if (!known) {
        warn(q.line, skippedType(q));
        return false;
    }
    spec.prompt = text(q.text, tr("the question text"));
    if (spec.prompt.isEmpty()) {
        warn(q.line, tr("skipped: no question text"));
        return false;
    }
    spec.explanation = text(q.generalFeedback, tr("the general feedback"));
    if (!q.tags.isEmpty())
        warn(q.line, tr("the question's tags (%1) are dropped: a pack has no question tags").arg(q.tags.join(QLatin1String(", "))));
    bool ok = false;
    if (q.type == QLatin1String("multichoice"))
        ok = choices(q, spec);
    else if (q.type == QLatin1String("truefalse"))
        ok = trueFalse(q, spec);
    else
        ok = numeric(q, spec);
    if (!ok)
        return false;
    const auto tooLong = [](const LocalizedText &t) { return t.text().size() > PackLimits::maxTextLength; };
    bool longText = tooLong(spec.prompt) || tooLong(spec.explanation) || tooLong(spec.unit);
    for (const ChoiceSpec &c : spec.choices)
        longText = longText || tooLong(c.text) || tooLong(c.feedback);
    if (longText) {
        warn(q.line, tr("skipped: a text longer than %1 characters, the pack's limit").arg(PackLimits::maxTextLength));
        return false;
    }
    return true;
}

} // namespace

QString MoodleImport::makeId(const MoodleQuestion &question, const QString &prompt, const QSet<QString> &taken,
                            QHash<QString, int> *nextSuffix)
{
    const QRegularExpression &pattern = ManifestFields::idPattern();
    QString base;
    for (const QString &candidate : {question.idNumber.trimmed(), question.name.trimmed()})
        if (base.isEmpty() && pattern.match(candidate).hasMatch())
            base = candidate;
    if (base.isEmpty()) {
        // Lowercase letters and digits joined by '-', from the name or else the text.
        const QString source = question.name.trimmed().isEmpty() ? prompt : question.name;
        QString slug;
        for (const QChar c : source.normalized(QString::NormalizationForm_KD)) {
            if (c == QLatin1Char('\'') || c == QChar(0x2019))
                continue; // "Grant's" → "grants"
            if (c.isLetterOrNumber() && c.unicode() < 128)
                slug += c.toLower();
            else if (c.isSpace() || c.isPunct() || c.isSymbol())
                if (!slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
                    slug += QLatin1Char('-');
            if (slug.size() >= 48)
                break;
        }
        while (slug.endsWith(QLatin1Char('-')))
            slug.chop(1);
        base = slug.isEmpty() ? QStringLiteral("question") : slug;
    }
    QString id = base;
    int n = nextSuffix ? nextSuffix->value(base, 2) : 2;
    for (; taken.contains(id); ++n) {
        const QString suffix = QLatin1Char('-') + QString::number(n);
        id = base.left(PackLimits::maxIdLength - suffix.size()) + suffix;
    }
    if (nextSuffix)
        nextSuffix->insert(base, n);
    return id;
}

MoodleImport::Result MoodleImport::convert(const QList<MoodleQuestion> &questions, const QString &language,
                                           const QSet<QString> &takenIds)
{
    Result result;
    QSet<QString> taken = takenIds;
    QHash<QString, int> nextSuffix;
    Converter converter(language, result);
    for (const MoodleQuestion &q : questions) {
        if (q.type == QLatin1String("category")) {
            //: A Moodle "$CATEGORY" line or category entry; %1 is its path.
            result.messages.append({ImportMessage::Severity::Note, q.line,
                                    tr("category '%1': the pack has no question categories; the questions that follow are imported with the others").arg(q.category)});
            continue;
        }
        QuestionSpec spec;
        if (!converter.convert(q, spec))
            continue;
        spec.id = makeId(q, spec.prompt.text(language), taken, &nextSuffix);
        taken.insert(spec.id);
        result.questions.append(spec);
        result.lines.append(q.line);
    }
    return result;
}

} // namespace atlas
