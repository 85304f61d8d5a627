// Checks of a pack's choice questions: the "shuffle" field of one question, and whether the
// answers of the questions shown in their authored order can be guessed from their position.
#pragma once

#include "chapterpack.h"
#include "jsonpath.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

#include <functional>

namespace atlas {

class ChoiceChecks {
    Q_DECLARE_TR_FUNCTIONS(ChoiceChecks)

public:
    using ErrorSink = std::function<void(const JsonPath &path, const QString &message)>;

    // A single or multiple question's "shuffle": absent means true (each learner sees the
    // choices in their own order); false pins the authored order. A value that is not a
    // boolean is reported through `error` and read as true.
    static bool readShuffle(const QJsonObject &question, const JsonPath &path, const ErrorSink &error);

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
