// The kinds of question the application knows, by name: the built-in ones (single, multiple,
// numeric, mask).
#pragma once

#include "core/coreexport.h"

#include "questionkind.h"

#include <QString>

namespace atlas {

class ATLAS_CORE_EXPORT QuestionKinds {
public:
    // The kind named `name`, or nullptr.
    static const QuestionKind *find(const QString &name);
    // The kind of `question` (validated, so its kind exists).
    static const QuestionKind &of(const QuestionSpec &question);
};

} // namespace atlas
