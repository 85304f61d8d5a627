// The quiz's results as a teacher or a learner takes them away: one row per question of the
// attempt, in the order shown, written as CSV (RFC 4180: comma-separated, fields with commas,
// quotes or line breaks quoted, UTF-8, CRLF line ends) or JSON, atomically (QSaveFile).
//
// CSV columns: chapter, question id, prompt, attempts, first-try correct, correct, last answer,
//   credit, learner
//   first-try correct / correct: "true", "false", or empty while unanswered
//   last answer: in words (QuizAnswerText), numbers in the C locale ("-0.75")
//   credit: 0 to 1 (partial credit), empty while unanswered; learner: the learner id (LearnerId)
// JSON: {"format": 1, "pack": {"id", "version", "title"}, "learner", "exported": ISO 8601 UTC,
//        "language", "attempt", "summary": {"questions", "attempted", "correct",
//        "first_try_correct"}, "chapters": [{"id", "title", …same counts}],
//        "questions": [{"chapter", "id", "type", "prompt", "attempts", "first_try_correct",
//                       "correct", "last_answer" (as stored), "last_answer_text"}]}
#pragma once

#include "quizsession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

namespace atlas {

class QuizResults {
    Q_DECLARE_TR_FUNCTIONS(QuizResults)

public:
    struct Row {
        QString chapterId;
        QString questionId;
        QString type;
        QString prompt;
        int attempts = 0;
        std::optional<bool> firstTryCorrect;
        std::optional<bool> correct;
        std::optional<double> credit; // 1 when correct, the partial credit, 0; none before an answer
        QJsonValue lastAnswer;
        QString lastAnswerText;
        bool solutionShown = false;   // the learner asked for the worked solution
    };

    static QList<Row> collect(const QuizSession &session, const QString &language);
    static QByteArray toCsv(const QList<Row> &rows, const QString &learner);
    static QByteArray toJson(const QuizSession &session, const QList<Row> &rows, const QString &language,
                             const QDateTime &exported, const QString &learner);
    // By the file's suffix, .csv or .json (anything else: an error). False and a translated
    // reason when the file cannot be written; an existing file is replaced only on success.
    static bool save(const QuizSession &session, const QString &language, const QString &path, QString &error);

};

} // namespace atlas
