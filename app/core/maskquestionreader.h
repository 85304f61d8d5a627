// Mask questions: a packed block given as the pack command takes it (documents, block_length,
// bos, eos), the block and query slot to ask about, optional token labels, and optionally a
// written answer — which must agree with the engine's (MaskQuestion): the block is packed and
// its mask computed here, so a pack cannot teach a wrong mask.
#pragma once

#include "questiontypereader.h"

namespace atlas {

class MaskQuestionReader final : public QuestionTypeReader {
    Q_DECLARE_TR_FUNCTIONS(MaskQuestionReader)

public:
    void read(const QJsonObject &question, const JsonPath &path, QuestionSpec &spec,
              ManifestFields &fields) const override;
};

} // namespace atlas
