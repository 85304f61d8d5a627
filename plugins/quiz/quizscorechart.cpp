#include "quizscorechart.h"

#include "quizsession.h"
#include "quizviewrefresh.h"

#include "sdk/colorscale.h"
#include "sdk/retranslator.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

namespace atlas {

QuizScoreChart::QuizScoreChart(const QuizSession &session, QWidget *parent)
    : QChartView(new QChart, parent), session_(session), chapters_(new QBarCategoryAxis), counts_(new QValueAxis),
      refresh_(new QuizViewRefresh(session, this, [this] { refresh(); }))
{
    setObjectName(QStringLiteral("scoreChart"));
    auto *series = new QHorizontalStackedBarSeries;
    // Right first time (bluish green), right later (sky blue), not yet right (vermillion),
    // not answered (grey): Okabe–Ito, distinguishable with every common colour-vision deficiency.
    const QList<QColor> colours{ColorScale::category(2), ColorScale::category(1), ColorScale::category(5), QColor(0xbb, 0xbb, 0xbb)};
    for (const QColor &colour : colours) {
        auto *set = new QBarSet(QString());
        set->setColor(colour);
        set->setBorderColor(colour.darker(140));
        sets_.append(set);
        series->append(set);
    }
    chart()->addSeries(series);
    chart()->addAxis(chapters_, Qt::AlignLeft);
    chart()->addAxis(counts_, Qt::AlignBottom);
    series->attachAxis(chapters_);
    series->attachAxis(counts_);
    counts_->setLabelFormat(QStringLiteral("%d"));
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setBackgroundRoundness(0);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(300);
    setFocusPolicy(Qt::NoFocus);
    auto *texts = new Retranslator(this);
    texts->bind([this] {
        //: Chart title on the quiz page.
        chart()->setTitle(tr("Score by chapter"));
        sets_[0]->setLabel(tr("right first time"));
        sets_[1]->setLabel(tr("right after a retry"));
        sets_[2]->setLabel(tr("not yet right"));
        sets_[3]->setLabel(tr("not answered"));
        counts_->setTitleText(tr("questions (count)"));
        chapters_->setTitleText(tr("chapter"));
        setAccessibleName(chart()->title());
        setAccessibleDescription(tr("The same counts are in the score table."));
    });
}

void QuizScoreChart::setLanguage(const QString &language)
{
    language_ = language;
    refresh_->schedule();
}

void QuizScoreChart::ensureCurrent()
{
    refresh_->ensureCurrent();
}

QList<QBarSet *> QuizScoreChart::sets()
{
    ensureCurrent();
    return sets_;
}

QStringList QuizScoreChart::categories()
{
    ensureCurrent();
    return chapters_->categories();
}

void QuizScoreChart::refresh()
{
    const QList<QuizSession::Breakdown> rows = session_.breakdownByChapter();
    QStringList titles;
    for (QBarSet *set : std::as_const(sets_))
        set->remove(0, set->count());
    int most = 1;
    // The first chapter at the top: horizontal bars run bottom-up, so add them in reverse.
    for (auto it = rows.crbegin(); it != rows.crend(); ++it) {
        const ChapterSpec *chapter = session_.pack().chapter(it->chapterId);
        titles.append(chapter ? chapter->title.text(language_) : it->chapterId);
        sets_[0]->append(it->rightFirstTime);
        sets_[1]->append(it->rightLater);
        sets_[2]->append(it->notYetRight);
        sets_[3]->append(it->unanswered);
        most = std::max(most, it->rightFirstTime + it->rightLater + it->notYetRight + it->unanswered);
    }
    chapters_->clear();
    chapters_->append(titles);
    counts_->setRange(0, most);
    counts_->setTickCount(most + 1 <= 11 ? most + 1 : 6);
    setMinimumHeight(std::max(260, 120 + 44 * static_cast<int>(titles.size())));
}

} // namespace atlas

#include "moc_quizscorechart.cpp"
