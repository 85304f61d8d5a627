// A question of a pack: what every question has — an id unique in the pack (progress is stored
// by it), a type, a prompt, an explanation, and "shuffle" for kinds with items — then the
// kind's own fields, read by its QuestionKind.
#pragma once

#include "jsonpath.h"
#include "questionspec.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>

namespace atlas {

class ManifestFields;

class QuestionReader {
    Q_DECLARE_TR_FUNCTIONS(QuestionReader)

public:
    explicit QuestionReader(ManifestFields &fields) : fields_(fields) {}

    // Reads the question at `path` into `question`; `chapterParams` are its chapter's params.
    void read(const QJsonObject &object, const JsonPath &path, QuestionSpec &question,
              const QJsonObject &chapterParams = QJsonObject());

    // The ids of every question read so far, in any chapter.
    const QSet<QString> &questionIds() const { return questionIds_; }

private:
    // "shuffle": absent means true (each learner sees the items in their own order); false
    // pins the authored order. A value that is not a boolean is an error, read as true.
    bool readShuffle(const QJsonObject &question, const JsonPath &path);

    ManifestFields &fields_;
    QSet<QString> questionIds_;
};

} // namespace atlas
