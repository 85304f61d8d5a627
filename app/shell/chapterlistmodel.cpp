#include "chapterlistmodel.h"

#include "coursesession.h"

#include "core/courseprogress.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QIcon>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace atlas {

namespace {

// A small status mark, drawn rather than taken from an icon theme so it exists everywhere;
// shapes differ, so the state never depends on colour alone.
QIcon stateIcon(ChapterListModel::State state)
{
    const qreal ratio = qGuiApp ? qGuiApp->devicePixelRatio() : 1.0;
    QPixmap pixmap(QSize(18, 18) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor ink = QGuiApplication::palette().color(QPalette::WindowText);
    const QRectF circle(2.5, 2.5, 13, 13);
    switch (state) {
    case ChapterListModel::State::NotVisited:
        p.setPen(QPen(ink, 1.3));
        p.drawEllipse(circle);
        break;
    case ChapterListModel::State::Visited:
        p.setPen(QPen(ink, 1.3));
        p.drawEllipse(circle);
        p.setBrush(ink);
        p.drawEllipse(QRectF(6.5, 6.5, 5, 5));
        break;
    case ChapterListModel::State::Completed: {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x00, 0x9e, 0x73)); // Okabe–Ito bluish green
        p.drawEllipse(circle);
        QPen tick(Qt::white, 2.0);
        tick.setCapStyle(Qt::RoundCap);
        p.setPen(tick);
        p.drawPolyline(QPolygonF({QPointF(5.5, 9.5), QPointF(8, 12), QPointF(12.5, 6.5)}));
        break;
    }
    case ChapterListModel::State::Unavailable: {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xd5, 0x5e, 0x00)); // Okabe–Ito vermillion
        p.drawPolygon(QPolygonF({QPointF(9, 2), QPointF(16.5, 15.5), QPointF(1.5, 15.5)}));
        p.setPen(QPen(Qt::white, 1.8));
        p.drawLine(QPointF(9, 6.5), QPointF(9, 11));
        p.drawPoint(QPointF(9, 13.4));
        break;
    }
    }
    return QIcon(pixmap);
}

} // namespace

ChapterListModel::ChapterListModel(QObject *parent) : QAbstractListModel(parent) {}

void ChapterListModel::setSession(CourseSession *session)
{
    beginResetModel();
    session_ = session;
    endResetModel();
}

ChapterListModel::State ChapterListModel::state(int row) const
{
    if (!session_ || row < 0 || row >= session_->chapterCount())
        return State::Unavailable;
    if (session_->status(row) != CourseSession::Status::Ok)
        return State::Unavailable;
    const QString id = session_->pack().chapters.at(row).id;
    if (session_->progress().isCompleted(id))
        return State::Completed;
    if (session_->progress().isVisited(id))
        return State::Visited;
    return State::NotVisited;
}

int ChapterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !session_ ? 0 : session_->chapterCount();
}

QVariant ChapterListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !session_)
        return QVariant();
    const int row = index.row();
    const ChapterSpec &chapter = session_->pack().chapters.at(row);
    const QString language = session_->language();
    const QString title = chapter.title.text(language).isEmpty() ? chapter.id : chapter.title.text(language);
    const State s = state(row);
    auto stateText = [&] {
        switch (s) {
        case State::NotVisited: return tr("not visited yet");
        case State::Visited: return tr("visited");
        case State::Completed: return tr("completed");
        case State::Unavailable: return tr("cannot be shown");
        }
        return QString();
    };
    const CourseProgress::Solved solved = session_->progress().solved(chapter.id);
    // "3/15 solved" on a second line; a chapter without questions has no count.
    const QString solvedLine = solved.total > 0
        //: Under a chapter's title in the chapter list: %1 questions answered correctly of %2.
        ? tr("%1/%2 solved").arg(solved.solved).arg(solved.total)
        : QString();
    switch (role) {
    case Qt::DisplayRole:
        return solvedLine.isEmpty() ? tr("%1. %2").arg(row + 1).arg(title)
                                    : tr("%1. %2").arg(row + 1).arg(title) + QLatin1Char('\n') + solvedLine;
    case Qt::DecorationRole:
        return stateIcon(s);
    case Qt::ToolTipRole: {
        QString tip = chapter.summary.text(language);
        QString detail;
        if (s == State::Unavailable) {
            session_->status(row, &detail);
            tip = detail;
        }
        return tip.isEmpty() ? stateText() : tip + QLatin1String("\n(") + stateText() + QLatin1Char(')');
    }
    case Qt::AccessibleTextRole:
        if (solved.total > 0)
            //: Read by a screen reader for a chapter of the list: number, title, state, and e.g. "3 of 15 questions solved".
            return tr("Chapter %1: %2, %3, %4 of %5 questions solved").arg(row + 1).arg(title, stateText()).arg(solved.solved).arg(solved.total);
        return tr("Chapter %1: %2, %3").arg(row + 1).arg(title, stateText());
    case SolvedRole:
        return solved.solved;
    case QuestionCountRole:
        return solved.total;
    case ChapterIdRole:
        return chapter.id;
    case StateRole:
        return static_cast<int>(s);
    default:
        return QVariant();
    }
}

void ChapterListModel::refresh()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}

void ChapterListModel::refreshChapter(const QString &chapterId)
{
    if (!session_ || !session_->isOpen())
        return;
    const int row = session_->pack().chapterIndex(chapterId);
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row));
}

} // namespace atlas

#include "moc_chapterlistmodel.cpp"
