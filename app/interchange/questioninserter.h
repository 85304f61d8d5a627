// Adds questions to one chapter of a pack manifest by editing its text in place: the new
// objects go after the chapter's last question (or into a new "questions" array), indented
// like the file around them, and every other byte of the file stays as it was — comments in
// a teacher's formatting, key order, other chapters. The result is parsed again and must be
// the old document with exactly these questions added.
#pragma once

#include "interchange/interchangeexport.h"

#include "core/questionspec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT QuestionInserter {
    Q_DECLARE_TR_FUNCTIONS(QuestionInserter)

public:
    // Every question id in the manifest (for new ids to avoid), or nullopt with `error` when
    // the manifest is not JSON with a "chapters" array.
    static std::optional<QSet<QString>> questionIds(const QByteArray &manifest, QString &error);

    // The manifest with `questions` appended to chapter `chapterId`'s questions, or nullopt
    // and a translated `error` (no such chapter, too many questions, not a pack manifest).
    static std::optional<QByteArray> insert(const QByteArray &manifest, const QString &chapterId,
                                            const QList<QuestionSpec> &questions, QString &error);
};

} // namespace atlas
