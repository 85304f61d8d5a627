#include "moodleimport.h"

#include "core/kinds/gapquestionkind.h"
#include "core/manifestfields.h"
#include "core/moodleimportcontext.h"
#include "core/packlimits.h"
#include "core/questionkinds.h"

#include <QRegularExpression>

namespace atlas {

namespace {

class Converter {
    Q_DECLARE_TR_FUNCTIONS(MoodleImport)

public:
    Converter(const QString &language, MoodleImport::Result &result) : context_(language, result.messages) {}

    bool convert(const MoodleQuestion &q, QuestionSpec &spec);

private:
    QString skippedType(const MoodleQuestion &q) const;

    MoodleImportContext context_;
};

QString Converter::skippedType(const MoodleQuestion &q) const
{
    const QString &t = q.type;
    if (t == QLatin1String("essay"))
        return tr("skipped: an essay question; the pack grades every answer itself and has no essays");
    if (t == QLatin1String("description"))
        return tr("skipped: a description (text without a question); put such text in the chapter's body");
    if (t.startsWith(QLatin1String("calculated")))
        return tr("skipped: a calculated question (its numbers are drawn at random); the pack has no calculated questions");
    return tr("skipped: a question of type '%1', which the pack cannot hold").arg(t);
}

bool Converter::convert(const MoodleQuestion &q, QuestionSpec &spec)
{
    const QuestionKind *kind = QuestionKinds::forMoodle(q);
    if (!kind) {
        context_.warn(q.line, skippedType(q));
        return false;
    }
    spec.type = kind->name();
    spec.prompt = context_.text(q.text, tr("the question text"));
    if (spec.prompt.isEmpty()) {
        context_.warn(q.line, tr("skipped: no question text"));
        return false;
    }
    spec.explanation = context_.text(q.generalFeedback, tr("the general feedback"));
    spec.hint = context_.text(q.hint, tr("the hint"));
    if (!q.tags.isEmpty())
        context_.warn(q.line, tr("the question's tags (%1) are dropped: a pack has no question tags").arg(q.tags.join(QLatin1String(", "))));
    if (!kind->fromMoodle(q, spec, context_))
        return false;
    const auto tooLong = [](const LocalizedText &t) { return t.text().size() > PackLimits::maxTextLength; };
    bool longText = tooLong(spec.prompt) || tooLong(spec.explanation) || tooLong(spec.hint) || tooLong(spec.unit);
    for (const ChoiceSpec &c : spec.choices)
        longText = longText || tooLong(c.text) || tooLong(c.feedback);
    if (longText) {
        context_.warn(q.line, tr("skipped: a text longer than %1 characters, the pack's limit").arg(PackLimits::maxTextLength));
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
        // An id from the text reads its gaps as Moodle's blanks: "moodle-costs-to-download".
        const QString text = GapQuestionKind::replaceMarks(spec.prompt.text(language), [](int, int) { return QStringLiteral("_____"); });
        spec.id = makeId(q, text, taken, &nextSuffix);
        taken.insert(spec.id);
        result.questions.append(spec);
        result.lines.append(q.line);
    }
    return result;
}

} // namespace atlas
