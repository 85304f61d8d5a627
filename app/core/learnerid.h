// The id a learner's exported quiz results carry, so that a teacher can tell a class's files
// apart and analyse them together (ClassResults): what the teacher asked for (a name, a
// number), set by the learner, or drawn at random the first time it is needed. Kept in the
// application's settings (QSettings, "learner/id").
#pragma once

#include "core/coreexport.h"

#include <QCoreApplication>
#include <QString>

namespace atlas {

class ATLAS_CORE_EXPORT LearnerId {
    Q_DECLARE_TR_FUNCTIONS(LearnerId)

public:
    static constexpr int maxLength = 64;

    // The id set, or a new one drawn and kept.
    static QString current();
    // Sets the id (trimmed); false, with the reason (translated), when it is empty, longer than
    // maxLength or holds a control character.
    static bool set(const QString &id, QString &error);
    // A fresh id: "learner-" and eight random letters and digits.
    static QString drawn();

private:
    static bool validate(const QString &id, QString &error);
};

} // namespace atlas
