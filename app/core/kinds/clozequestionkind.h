// Cloze questions ("cloze", Moodle's embedded answers): a text with 1 to 12 gaps, each a
// question of its own kind — "single" (a drop-down list), "multiple" (boxes to tick),
// "short" (a word to type) or "numeric" (a number) — with its own answers, credit and
// feedback, and a weight: the whole earns Σ wᵢ·fᵢ / Σ wᵢ (GapQuestionKind), as Moodle grades it.
//
// Moodle: its embedded-answers question (XML "cloze") maps both ways, each gap one of Moodle's
// codes in the text (ClozeCodes); GIFT has no such question, so a cloze question is exported
// to Moodle XML only.
#pragma once

#include "gapquestionkind.h"

#include <QCoreApplication>

namespace atlas {

class ATLAS_CORE_EXPORT ClozeQuestionKind : public GapQuestionKind {
    Q_DECLARE_TR_FUNCTIONS(ClozeQuestionKind)

public:
    ClozeQuestionKind();
    QString name() const override;
    bool takesMoodle(const MoodleQuestion &question) const override;
    bool fromMoodle(const MoodleQuestion &moodle, QuestionSpec &question, MoodleImportContext &context) const override;
    bool toMoodle(const QuestionSpec &question, MoodleQuestion &moodle, MoodleExportContext &context) const override;
};

} // namespace atlas
