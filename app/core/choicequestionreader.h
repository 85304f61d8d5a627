// Single- and multiple-choice questions: 2 to PackLimits::maxChoices choices (a text, or
// {"text", "feedback"}), and the index (single) or the set of indices (multiple) of the
// correct ones.
#pragma once

#include "questiontypereader.h"

namespace atlas {

class ChoiceQuestionReader final : public QuestionTypeReader {
    Q_DECLARE_TR_FUNCTIONS(ChoiceQuestionReader)

public:
    void read(const QJsonObject &question, const JsonPath &path, QuestionSpec &spec,
              ManifestFields &fields, const QJsonObject &chapterParams) const override;
};

} // namespace atlas
