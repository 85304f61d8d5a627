// Gap-select questions ("gapselect"): a text with 1 to 12 gaps, each with its own choices
// offered in a drop-down list as written (no shuffle) and one right; credit per gap, the
// share of gaps filled right (GapQuestionKind). A gap is a "single" question's fields: choices,
// each with optional feedback, and the answer's index.
//
// Moodle: its gap-select question (XML "gapselect": the gaps' choices as groups of
// <selectoption>) maps both ways, and GIFT's missing-word form ("The {=scores ~keys} are …",
// one right answer, no partial credit) is a gap-select question with one gap; a one-gap
// question is exported to GIFT that way, a question with several gaps only to Moodle XML.
#pragma once

#include "gapquestionkind.h"

#include <QCoreApplication>

namespace atlas {

class ATLAS_CORE_EXPORT GapSelectQuestionKind : public GapQuestionKind {
    Q_DECLARE_TR_FUNCTIONS(GapSelectQuestionKind)

public:
    GapSelectQuestionKind();
    QString name() const override;
    bool takesMoodle(const MoodleQuestion &question) const override;
    bool fromMoodle(const MoodleQuestion &moodle, QuestionSpec &question, MoodleImportContext &context) const override;
    bool toMoodle(const QuestionSpec &question, MoodleQuestion &moodle, MoodleExportContext &context) const override;

    // Whether `question` is GIFT's missing-word form with one right answer and no partial
    // credit, which this kind takes (and a choice question then does not).
    static bool isMissingWord(const MoodleQuestion &question);
};

} // namespace atlas
