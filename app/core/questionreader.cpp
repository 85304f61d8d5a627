#include "questionreader.h"

#include "jsonreader.h"
#include "manifestfields.h"
#include "packdiagnostics.h"
#include "packschema.h"
#include "questionfields.h"
#include "questionkinds.h"
#include "spellingsuggestion.h"

namespace atlas {

namespace {

QString quotedList(const QStringList &names)
{
    QStringList quoted;
    for (const QString &name : names)
        quoted.append(QLatin1Char('"') + name + QLatin1Char('"'));
    return quoted.join(QLatin1String(", "));
}

} // namespace

void QuestionReader::read(const QJsonObject &object, const JsonPath &path, QuestionSpec &question,
                          const QJsonObject &chapterParams)
{
    PackDiagnostics &diagnostics = fields_.diagnostics();
    const QStringList &common = PackSchema::commonQuestionFields();
    // Keys: every question's, the kind's own; another kind's is an error, any other a warning.
    QStringList known = common;
    for (const QuestionKind *k : QuestionKinds::all())
        known += k->fieldNames();
    fields_.unknownKeys(object, path, known);
    if (const std::optional<QString> id = fields_.identifier(object, QStringLiteral("id"), path, ManifestFields::idPattern(),
                                                             ManifestFields::idExpectation())) {
        question.id = *id;
        if (questionIds_.contains(*id))
            diagnostics.error(path / QStringLiteral("id"), DiagnosticCode::Duplicate, tr("question id '%1' is used twice in this pack (progress is stored by id)").arg(*id));
        questionIds_.insert(*id);
    }
    const JsonPath typePath = path / QStringLiteral("type");
    const QJsonValue typeValue = object.value(QLatin1String("type"));
    const QuestionKind *kind = typeValue.isString() ? QuestionKinds::find(typeValue.toString()) : nullptr;
    const QStringList names = QuestionKinds::names();
    if (!object.contains(QLatin1String("type")))
        //: %1: the question types, e.g. "single", "multiple", "numeric", "mask"
        diagnostics.error(typePath, DiagnosticCode::Missing, tr("missing (one of %1)").arg(quotedList(names)));
    else if (!kind)
        diagnostics.error(typePath, DiagnosticCode::Invalid, tr("expected one of %1").arg(quotedList(names))
                                                                 + SpellingSuggestion::hint(typeValue.toString(), names));

    if (kind) {
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            const QString &key = it.key();
            if (common.contains(key) || kind->fieldNames().contains(key) || !known.contains(key))
                continue;
            QStringList owners;
            for (const QuestionKind *k : QuestionKinds::all())
                if (k->fieldNames().contains(key))
                    owners.append(k->name());
            //: %1: a question type ("numeric"); %2: a field name; %3: the types that have it, e.g. "single", "multiple"
            diagnostics.error(path / key, DiagnosticCode::Inconsistent, tr("a \"%1\" question has no \"%2\" field (only %3 questions have one)")
                                                                            .arg(kind->name(), key, quotedList(owners)));
        }
        if (!kind->hasShuffle() && object.contains(QLatin1String("shuffle"))) {
            QStringList owners;
            for (const QuestionKind *k : QuestionKinds::all())
                if (k->hasShuffle())
                    owners.append(k->name());
            diagnostics.error(path / QStringLiteral("shuffle"), DiagnosticCode::Inconsistent,
                              tr("a \"%1\" question has no \"shuffle\" field: it has no items to shuffle (only %2 questions have one)").arg(kind->name(), quotedList(owners)));
        }
    }

    if (const std::optional<LocalizedText> prompt = fields_.text(object, QStringLiteral("prompt"), path, true))
        question.prompt = *prompt;
    if (const std::optional<LocalizedText> explanation = fields_.text(object, QStringLiteral("explanation"), path, false))
        question.explanation = *explanation;
    else if (!object.contains(QLatin1String("explanation")))
        diagnostics.warning(path, DiagnosticCode::Missing, tr("no explanation: learners will see only whether they were right"));
    if (const std::optional<LocalizedText> hint = fields_.text(object, QStringLiteral("hint"), path, false))
        question.hint = *hint;
    if (!kind)
        return;
    question.type = kind->name();
    if (kind->hasShuffle())
        question.shuffle = readShuffle(object, path);
    QuestionFields questionFields(object, path, chapterParams, fields_);
    kind->read(questionFields, question);
}

bool QuestionReader::readShuffle(const QJsonObject &question, const JsonPath &path)
{
    const QJsonValue value = question.value(QLatin1String("shuffle"));
    if (value.isUndefined())
        return true;
    if (!value.isBool()) {
        fields_.diagnostics().error(path / QStringLiteral("shuffle"), DiagnosticCode::WrongType,
                                    tr("expected true or false (false shows the choices in the order written), got %1").arg(JsonReader::typeName(value)));
        return true;
    }
    return value.toBool();
}

} // namespace atlas
