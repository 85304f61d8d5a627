// A class's results, as their learners exported them from the final quiz (plugins/quiz,
// QuizResults: JSON, or CSV with a header row), read for item analysis (ItemAnalysis). Each
// file is one learner's attempt; a file that cannot be read — not JSON or CSV, truncated,
// another pack's, too large — is listed with its reason and the others are still read. A
// learner id given twice keeps the export made last (the other is listed). Files exported
// before results carried a learner id are counted under their file name.
#pragma once

#include "interchange/interchangeexport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT ClassResults {
    Q_DECLARE_TR_FUNCTIONS(ClassResults)

public:
    // The most a results file may hold, and how many files one reading takes.
    static constexpr qint64 maxFileBytes = qint64(16) << 20;
    static constexpr int maxFiles = 10000;

    struct Mark {
        QString chapter;
        QString type;       // empty in a CSV export
        QString prompt;
        std::optional<double> credit; // 0…1; none while unanswered
        QString answerText; // the last answer in words
    };
    struct Learner {
        QString file;
        QString id;
        QString packId;       // empty in a CSV export
        QDateTime exported;   // invalid in a CSV export
        QList<QString> order; // question ids in the order of the file
        QMap<QString, Mark> marks;
    };
    struct Problem {
        QString file;
        QString reason; // translated
    };

    QList<Learner> learners;
    QList<Problem> problems;
    QString packId; // the pack the results are for (the first JSON export's)

    // Reads every path: a results file, or a folder whose *.json and *.csv files are read (not
    // its subfolders), in name order.
    static ClassResults read(const QStringList &paths);

private:
    static std::optional<Learner> readFile(const QString &path, QString &reason);
    static std::optional<Learner> readJson(const QByteArray &data, QString &reason);
    static std::optional<Learner> readCsv(const QByteArray &data, QString &reason);
};

} // namespace atlas
