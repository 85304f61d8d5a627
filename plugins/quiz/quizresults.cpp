#include "quizresults.h"

#include "quizanswertext.h"
#include "core/learnerid.h"
#include "core/questionjson.h"
#include "core/questionkinds.h"
#include "interchange/csv.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace atlas {

namespace {

QJsonValue optionalBool(const std::optional<bool> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QByteArray boolText(const std::optional<bool> &value)
{
    return value ? (*value ? QByteArrayLiteral("true") : QByteArrayLiteral("false")) : QByteArray();
}

QJsonObject counts(const CourseProgress::Score &s)
{
    return {{QStringLiteral("questions"), s.total}, {QStringLiteral("attempted"), s.attempted},
            {QStringLiteral("correct"), s.correct}, {QStringLiteral("first_try_correct"), s.firstTryCorrect},
            {QStringLiteral("credit"), s.credit}};
}

} // namespace

QList<QuizResults::Row> QuizResults::collect(const QuizSession &session, const QString &language)
{
    QList<Row> rows;
    for (const QuestionSpec *q : session.attemptQuestions()) {
        Row row;
        row.chapterId = q->chapterId;
        row.questionId = q->id;
        row.type = q->type;
        row.prompt = QuestionKinds::of(*q).presentPrompt(q->prompt.text(language));
        const QuestionRecord record = session.progress().record(q->id);
        row.attempts = record.attempts;
        row.solutionShown = record.solutionShown;
        if (record.attempts > 0) {
            row.firstTryCorrect = record.firstTryCorrect.value_or(false);
            row.correct = record.correct;
            row.credit = record.correct ? 1.0 : record.partialCredit;
            row.lastAnswer = record.lastAnswer;
            if (const std::optional<QuizAnswer> last = session.progress().lastAnswer(*q))
                row.lastAnswerText = QuizAnswerText::describe(*q, *last, language, QLocale::c());
        }
        rows.append(row);
    }
    return rows;
}


QByteArray QuizResults::toCsv(const QList<Row> &rows, const QString &learner)
{
    // "credit", "learner" and "solution shown" came last, after the columns of format 1: readers
    // of those keep working.
    QByteArray out = "chapter,question id,prompt,attempts,first-try correct,correct,last answer,credit,learner,solution shown\r\n";
    for (const Row &r : rows) {
        out += Csv::field(r.chapterId) + ',' + Csv::field(r.questionId) + ',' + Csv::field(r.prompt) + ','
            + QByteArray::number(r.attempts) + ',' + boolText(r.firstTryCorrect) + ',' + boolText(r.correct) + ','
            + Csv::field(r.lastAnswerText) + ',' + (r.credit ? QuestionJson::number(*r.credit).toUtf8() : QByteArray()) + ','
            + Csv::field(learner) + ',' + boolText(r.solutionShown) + "\r\n";
    }
    return out;
}

QByteArray QuizResults::toJson(const QuizSession &session, const QList<Row> &rows, const QString &language,
                               const QDateTime &exported, const QString &learner)
{
    const ChapterPack &pack = session.pack();
    QJsonArray chapters;
    for (const QuizSession::ChapterScore &c : session.scoreByChapter()) {
        QJsonObject chapter = counts(c.score);
        chapter.insert(QStringLiteral("id"), c.chapterId);
        if (const ChapterSpec *spec = pack.chapter(c.chapterId))
            chapter.insert(QStringLiteral("title"), spec->title.text(language));
        chapters.append(chapter);
    }
    QJsonArray questions;
    for (const Row &r : rows)
        questions.append(QJsonObject{{QStringLiteral("chapter"), r.chapterId},
                                     {QStringLiteral("id"), r.questionId},
                                     {QStringLiteral("type"), r.type},
                                     {QStringLiteral("prompt"), r.prompt},
                                     {QStringLiteral("attempts"), r.attempts},
                                     {QStringLiteral("first_try_correct"), optionalBool(r.firstTryCorrect)},
                                     {QStringLiteral("correct"), optionalBool(r.correct)},
                                     {QStringLiteral("last_answer"), r.attempts > 0 ? r.lastAnswer : QJsonValue(QJsonValue::Null)},
                                     {QStringLiteral("last_answer_text"), r.lastAnswerText},
                                     {QStringLiteral("credit"), r.credit ? QJsonValue(*r.credit) : QJsonValue(QJsonValue::Null)},
                                     {QStringLiteral("solution_shown"), r.solutionShown}});
    const QJsonObject root{{QStringLiteral("format"), 1},
                           {QStringLiteral("pack"), QJsonObject{{QStringLiteral("id"), pack.id},
                                                                {QStringLiteral("version"), pack.version},
                                                                {QStringLiteral("title"), pack.title.text(language)}}},
                           {QStringLiteral("learner"), learner},
                           {QStringLiteral("exported"), exported.toUTC().toString(Qt::ISODate)},
                           {QStringLiteral("language"), language},
                           {QStringLiteral("attempt"), session.attemptNumber()},
                           {QStringLiteral("summary"), counts(session.score())},
                           {QStringLiteral("chapters"), chapters},
                           {QStringLiteral("questions"), questions}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool QuizResults::save(const QuizSession &session, const QString &language, const QString &path, QString &error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QList<Row> rows = collect(session, language);
    QByteArray data;
    if (suffix == QLatin1String("csv"))
        data = toCsv(rows, LearnerId::current());
    else if (suffix == QLatin1String("json"))
        data = toJson(session, rows, language, QDateTime::currentDateTimeUtc(), LearnerId::current());
    else {
        error = tr("%1: choose a file name ending in .csv or .json").arg(QFileInfo(path).fileName());
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    if (file.write(data) != data.size() || !file.commit()) {
        error = tr("cannot write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace atlas
