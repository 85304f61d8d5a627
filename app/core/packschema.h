// The JSON Schema (Draft 2020-12) of a pack's manifest, pack.json: the chapters' part as
// written in schema/pack.base.schema.json with each chapter kind's params as the kind declares
// them (its <kind>.params.json, which its plugin's metadata carries), and the questions' part
// made from each question kind's own fragment (QuestionKind::schema()) — so a kind a plugin
// adds is described too.
// `attention-atlas-cli schema` prints it; docs/pack.schema.json is it for the built-in kinds
// (a test keeps the two the same). Like the schema, this knows no kind by name.
#pragma once

#include "core/coreexport.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_CORE_EXPORT PackSchema {
public:
    // The whole schema for the question kinds registered now (QuestionKinds) and the chapter
    // kinds whose params are declared in `chapterParams` (kind → declaration; in a pack, a
    // chapter of another kind may have any params object).
    static QJsonObject document(const QMap<QString, QJsonObject> &chapterParams);
    // `schema` as JSON text for people as well as editors: two-space indents, and an object or
    // array on one line when it fits in about a hundred characters; ends with a newline.
    static QByteArray toJson(const QJsonObject &schema);

    // The fields every question has, whatever its kind: id, type, prompt, explanation, shuffle.
    static const QStringList &commonQuestionFields();
    // Where the fragment of the kind `name` is: "#/$defs/question-<name>".
    static QString kindReference(const QString &name);
    // The first name in `kindSchema`'s "$defs" that the schema reserves ("question…", the
    // chapters' definitions) or a registered kind defines differently; empty when none.
    static QString definitionClash(const QJsonObject &kindSchema);
};

} // namespace atlas
