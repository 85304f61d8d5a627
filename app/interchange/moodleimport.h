// Turns Moodle questions (read from GIFT or Moodle XML) into pack questions, and says exactly
// what could not come along.
//
// The texts every question has are converted here; the rest by the kind that takes the Moodle
// question (QuestionKind::takesMoodle, fromMoodle, which say how each kind maps). Every type no
// kind takes (short answer, matching, essay, description, cloze, calculated, …) is a warning
// at its line and skipped; whatever is lost from a question that is imported — a
// partial-credit weight, feedback a numeric question has no place for, an image in an HTML
// text — is a warning naming it. "$CATEGORY" switches are kept as notes.
#pragma once

#include "interchange/interchangeexport.h"

#include "core/moodlequestion.h"
#include "core/questionspec.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT MoodleImport {
    Q_DECLARE_TR_FUNCTIONS(MoodleImport)

public:
    struct Result {
        QList<QuestionSpec> questions;
        QList<int> lines; // where each question starts in the file
        QList<ImportMessage> messages;
    };

    // The texts become `language`'s texts. New ids avoid `takenIds` (a pack's ids) and each other.
    static Result convert(const QList<MoodleQuestion> &questions, const QString &language,
                          const QSet<QString> &takenIds);

    // A pack id made from a Moodle question's idnumber or name (kept when it is one already),
    // or its text; "-2", "-3", … when it is taken. `nextSuffix`, if given, remembers the next
    // number to try for each base, so that a file of a million "::q::" questions costs linear
    // time, not quadratic.
    static QString makeId(const MoodleQuestion &question, const QString &prompt, const QSet<QString> &taken,
                          QHash<QString, int> *nextSuffix = nullptr);
};

} // namespace atlas
