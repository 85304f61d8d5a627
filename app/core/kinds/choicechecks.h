// A check of a pack's single-choice questions: whether the answers of those shown in their
// authored order can be guessed from their position.
#pragma once

#include "core/chapterpack.h"

#include <QCoreApplication>
#include <QList>

namespace atlas {

class ChoiceChecks {
    Q_DECLARE_TR_FUNCTIONS(ChoiceChecks)

public:
    struct Finding {
        qsizetype chapter = 0;  // index in the pack
        qsizetype question = 0; // index in the chapter
        QString message;        // translated
    };
    // Learners see pinned questions in the authored order, so there a position can give an
    // answer away. When a pack has at least `minimumQuestions` single-choice questions with 3
    // or more choices and at least two of them are pinned, and the answers of all the pinned
    // ones sit at the same position, each pinned one gets a warning.
    static constexpr int minimumQuestions = 6;
    static QList<Finding> clusteredAnswers(const ChapterPack &pack);
};

} // namespace atlas
