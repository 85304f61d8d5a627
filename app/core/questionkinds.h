// The kinds of question the application knows, by name: the built-in ones (single, multiple,
// numeric, mask, short, matching, ordering, gapselect, cloze), then those question-kind
// plugins added (PluginRegistry::loadQuestionKinds) before any pack is read. The one place
// that lists them.
#pragma once

#include "core/coreexport.h"

#include "questionkind.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_CORE_EXPORT QuestionKinds {
    Q_DECLARE_TR_FUNCTIONS(QuestionKinds)

public:
    // Every kind, in the order the documentation lists them.
    static const QList<const QuestionKind *> &all();
    static QStringList names();
    // The kind named `name`, or nullptr.
    static const QuestionKind *find(const QString &name);
    // The kind of `question` (validated, so its kind exists).
    static const QuestionKind &of(const QuestionSpec &question);
    // The kind that imports `question` from Moodle, or nullptr (the built-in kinds first).
    static const QuestionKind *forMoodle(const MoodleQuestion &question);
    // The properties of `kind`'s schema(), read once when the kind is registered.
    static QStringList fieldNames(const QuestionKind &kind);

    // Adds a plugin's kind, which must outlive every use (plugins are never unloaded); false,
    // with the reason in `error` (translated), when its name is not a valid kind name or is
    // taken — a built-in kind is never replaced — or its schema() claims a field every question
    // has or defines a shared definition differently. Call before packs are read, from one thread.
    static bool add(const QuestionKind &kind, QString &error);
};

} // namespace atlas
