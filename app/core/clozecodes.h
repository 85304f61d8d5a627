// Moodle's embedded answers ("cloze", multianswer): the codes inside a question's text, each
// a sub-question — {2:SHORTANSWER:=Berlin#Right~%50%Bonn#Close} — read and written as Moodle's
// multianswer question type does:
//   {weight:TYPE:alternative~alternative~…}, the weight digits (none: 1);
//   TYPE SHORTANSWER/SA/MW (SHORTANSWER_C/SAC/MWC: case matters), NUMERICAL/NM,
//   MULTICHOICE/MC with the _V/_H/_S/_VS/_HS variants (MCV, MCH, MCS, MCVS, MCHS),
//   MULTIRESPONSE/MR with _H/_S/_HS (MRH, MRS, MRHS);
//   an alternative [= or %percent%]answer[#feedback]; a numerical answer value[:tolerance];
//   "\" escapes the next character ("\}", "\~", "\#", "\/"), and a '#' after '&' belongs to an
//   HTML entity, not to the feedback.
// A sub-question is a MoodleQuestion of type shortanswer, numerical or multichoice, so the
// kinds that import and export those map the gaps too.
#pragma once

#include "core/coreexport.h"

#include "moodlequestion.h"

#include <QList>
#include <QString>

namespace atlas {

class ATLAS_CORE_EXPORT ClozeCodes {
public:
    struct Code {
        qsizetype begin = 0; // where the code starts in the text ('{')
        qsizetype end = 0;   // one past its '}'
        int weight = 1;
        MoodleQuestion question;
        bool tooManyAnswers = false; // more than maxAnswers: only the first are kept
    };
    static constexpr int maxAnswers = 1000;

    // The codes of `text`, in order; text that only looks like a code is left as text. Linear
    // in the text's length, whatever it holds.
    static QList<Code> read(const QString &text);
    // The code of `question` (shortanswer, numerical or multichoice) with `weight`.
    static QString write(const MoodleQuestion &question, int weight);
    // `text` with Moodle's code characters escaped ('}', '~', '#', '\').
    static QString escaped(const QString &text);
};

} // namespace atlas
