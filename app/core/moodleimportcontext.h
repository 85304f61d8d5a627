// What a question kind imports a Moodle question with (QuestionKind::fromMoodle): the pack
// language the texts become, Moodle's texts turned into plain pack text (each loss a
// warning), and the warnings themselves, at their lines in the file.
#pragma once

#include "core/coreexport.h"

#include "localizedtext.h"
#include "moodlequestion.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace atlas {

class ATLAS_CORE_EXPORT MoodleImportContext {
    Q_DECLARE_TR_FUNCTIONS(MoodleImportContext)

public:
    MoodleImportContext(const QString &language, QList<ImportMessage> &messages) : language_(language), messages_(messages) {}

    const QString &language() const { return language_; }
    void warn(int line, const QString &message);
    // The plain text of `text` in language(), each loss (markup, an image, control
    // characters) a warning naming `where` ("the question text", "answer 2").
    LocalizedText text(const MoodleText &text, const QString &where);

    // Moodle's 100%, as it stores it (1.0000000).
    static bool isFullCredit(double fraction) { return fraction >= 1 - 1e-7; }
    // A fraction as a percentage: "33.33333%".
    static QString percent(double fraction);

private:
    QString language_;
    QList<ImportMessage> &messages_;
};

} // namespace atlas
