// The kinds of question the application knows, by name: the built-in ones (single, multiple,
// numeric, mask, short, matching). The one place that lists them.
#pragma once

#include "core/coreexport.h"

#include "questionkind.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_CORE_EXPORT QuestionKinds {
public:
    // Every kind, in the order the documentation lists them.
    static const QList<const QuestionKind *> &all();
    static QStringList names();
    // The kind named `name`, or nullptr.
    static const QuestionKind *find(const QString &name);
    // The kind of `question` (validated, so its kind exists).
    static const QuestionKind &of(const QuestionSpec &question);
    // The kind that imports `question` from Moodle, or nullptr.
    static const QuestionKind *forMoodle(const MoodleQuestion &question);
};

} // namespace atlas
