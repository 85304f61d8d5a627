#include "quizscoremodel.h"

#include "quizsession.h"

#include <QFont>

namespace atlas {

QuizScoreModel::QuizScoreModel(const QuizSession &session, QObject *parent) : QAbstractTableModel(parent), session_(session)
{
    connect(&session_, &QuizSession::scoreChanged, this, &QuizScoreModel::refresh);
    connect(&session_, &QuizSession::shownChanged, this, &QuizScoreModel::refresh);
    refresh();
}

void QuizScoreModel::setLanguage(const QString &language)
{
    language_ = language;
    refresh();
}

void QuizScoreModel::refresh()
{
    beginResetModel();
    rows_.clear();
    for (const QuizSession::ChapterScore &c : session_.scoreByChapter()) {
        const ChapterSpec *chapter = session_.pack().chapter(c.chapterId);
        rows_.append({chapter ? chapter->title.text(language_) : c.chapterId, c.score.total, c.score.attempted,
                      c.score.correct, c.score.firstTryCorrect, false});
    }
    const CourseProgress::Score all = session_.score();
    //: The last row of the score table: the whole quiz.
    rows_.append({tr("Whole quiz"), all.total, all.attempted, all.correct, all.firstTryCorrect, true});
    endResetModel();
}

int QuizScoreModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int QuizScoreModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant QuizScoreModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const Row &r = rows_.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        switch (index.column()) {
        case ChapterColumn: return r.title;
        case QuestionsColumn: return r.questions;
        case AnsweredColumn: return r.answered;
        case CorrectColumn: return r.correct;
        case FirstTryColumn: return r.firstTry;
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == ChapterColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && r.total) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && index.column() != ChapterColumn && r.questions > 0)
        //: Tooltip of a count in the score table: its share of the chapter's questions.
        return tr("%1 % of %n question(s)", nullptr, r.questions).arg(qRound(100.0 * data(index).toInt() / r.questions));
    return {};
}

QVariant QuizScoreModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ChapterColumn: return tr("Chapter");
    case QuestionsColumn: return tr("Questions");
    case AnsweredColumn: return tr("Answered");
    //: Column: questions whose latest answer is correct.
    case CorrectColumn: return tr("Correct");
    case FirstTryColumn: return tr("Right first time");
    default: return {};
    }
}

} // namespace atlas

#include "moc_quizscoremodel.cpp"
