// A pack question as the text of its JSON object in pack.json (docs/pack-format.md), keys in
// the documented order, each text an object of language → string, numbers as the shortest
// text that reads back to the same double — for printing imported questions and for adding
// them to a manifest in the style of the file around them.
#pragma once

#include "core/coreexport.h"

#include "questionspec.h"

#include <QString>

namespace atlas {

class ATLAS_CORE_EXPORT QuestionJson {
public:
    // The object over several lines: `indent` before each line after the first, `unit` per level.
    static QString write(const QuestionSpec &question, const QString &indent = QString(),
                         const QString &unit = QStringLiteral("  "));
    static QString string(const QString &text); // a JSON string literal
    static QString number(double value);        // shortest round-trip text
};

} // namespace atlas
