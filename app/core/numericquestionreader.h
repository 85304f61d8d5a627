// Numeric questions: the correct number, the absolute error accepted, and an optional unit.
#pragma once

#include "questiontypereader.h"

namespace atlas {

class NumericQuestionReader final : public QuestionTypeReader {
    Q_DECLARE_TR_FUNCTIONS(NumericQuestionReader)

public:
    void read(const QJsonObject &question, const JsonPath &path, QuestionSpec &spec,
              ManifestFields &fields, const QJsonObject &chapterParams) const override;
};

} // namespace atlas
