// The seam between the question reader, which reads what every question has (id, type,
// prompt, explanation), and each question type, which reads and checks its own fields:
// choices and the correct ones, a number and its tolerance, a packed block whose answer the
// engine computes. A new question type is a new QuestionTypeReader and one line in forType().
#pragma once

#include "jsonpath.h"
#include "questionspec.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace atlas {

class ManifestFields;

class QuestionTypeReader {
    Q_DECLARE_TR_FUNCTIONS(QuestionTypeReader)

public:
    virtual ~QuestionTypeReader() = default;

    // Reads the fields of `question` (at `path` in the manifest) that belong to spec.type into
    // `spec`, reporting every defect through `fields`. `chapterParams` are the params of the
    // question's chapter (a mask question may take its block from them).
    virtual void read(const QJsonObject &question, const JsonPath &path, QuestionSpec &spec,
                      ManifestFields &fields, const QJsonObject &chapterParams) const = 0;

    // The reader of each type.
    static const QuestionTypeReader &forType(QuestionType type);

protected:
    // An error at question[key] when the question has that field; `why` names the types that do.
    static void forbid(const QJsonObject &question, const JsonPath &path, const char *key, const QString &why,
                       ManifestFields &fields);
    static QString onlyNumericHaveTolerance();
    static QString onlyMaskHaveParams();
    static QString onlySingleAndMultipleShuffle();
};

} // namespace atlas
