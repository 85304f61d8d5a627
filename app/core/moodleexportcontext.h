// What a question kind exports a question to Moodle with (QuestionKind::toMoodle): its texts
// in the export's language (a fallback to another language is noted), and the notes that say
// what changes on the way.
#pragma once

#include "core/coreexport.h"

#include "localizedtext.h"
#include "moodlequestion.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_CORE_EXPORT MoodleExportContext {
    Q_DECLARE_TR_FUNCTIONS(MoodleExportContext)

public:
    // The file the export is written to: what GIFT cannot hold, a kind exports otherwise
    // (a one-gap question as GIFT's missing word) or not at all.
    enum class Target { MoodleXml, Gift };

    MoodleExportContext(const QString &questionId, const QString &language, QStringList &notes, Target target = Target::MoodleXml)
        : questionId_(questionId), language_(language), notes_(notes), target_(target)
    {
    }

    const QString &questionId() const { return questionId_; }
    Target target() const { return target_; }
    // `text` in the export's language as plain text; `where` names it in the note when it
    // falls back to another language ("choice 2").
    MoodleText text(const LocalizedText &text, const QString &where);
    // A note about the question, e.g. what Moodle grades differently.
    void note(const QString &message) { notes_.append(message); }
    // A note when k correct answers cannot share 100% in Moodle's grade list (1/k is one of
    // its grades for k ≤ 10 and k = 20 only).
    void noteShare(qsizetype k);

    static MoodleText plain(const QString &text) { return MoodleText{text, MoodleTextFormat::Plain, 0}; }

private:
    QString questionId_;
    QString language_;
    QStringList &notes_;
    Target target_;
};

} // namespace atlas
