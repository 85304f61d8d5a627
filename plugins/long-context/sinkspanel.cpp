#include "sinkspanel.h"

#include "decodertrainingbar.h"
#include "longcontextsession.h"

#include "labchartview.h"

#include "sdk/boxlayout.h"
#include "sdk/chartfigure.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>

namespace atlas {

namespace {

// The mean of each run of `span` steps centred on it (shorter at the ends): one episode's worth,
// so that the curve shows the level, not every token's swing between guessable and not.
QList<QPointF> smoothed(const std::vector<double> &values, int span)
{
    QList<QPointF> points;
    const int n = int(values.size());
    for (int t = 0; t < n; ++t) {
        const int from = std::max(0, t - span / 2), to = std::min(n, from + span);
        double sum = 0;
        for (int k = from; k < to; ++k)
            sum += values[std::size_t(k)];
        points.append(QPointF(t, sum / (to - from)));
    }
    return points;
}

} // namespace

SinksPanel::SinksPanel(LongContextSession &session, QWidget *parent)
    : QWidget(parent), session_(session), mass_(new QBarSet(QString(), this)), even_(new QBarSet(QString(), this)),
      kept_(new QBarSet(QString(), this)), headAxis_(new QBarCategoryAxis(this)), keptLossAxis_(new QValueAxis(this)),
      stepAxis_(new QValueAxis(this)), streamLossAxis_(new QValueAxis(this)), evicted_(new QLineSeries(this)),
      keptFirst_(new QLineSeries(this)), full_(new QLineSeries(this)),
      reading_(new ParagraphLabel(this, QStringLiteral("sinksReading"), ParagraphLabel::Selection::ByMouse))
{
    setObjectName(QStringLiteral("sinksPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        const QLocale locale;
        //: %1 the training window (tokens), %2 the stream's length.
        return tr("The rotary decoder was trained on windows of %1 tokens of a copy text, each led by a "
                  "begin-of-sequence token (BOS). Here it reads a stream of %2 tokens, with one BOS at the start, "
                  "through a cache of %1 positions: once the cache is full the oldest entry is evicted at every step, "
                  "unless it is one of the first tokens kept.")
            .arg(locale.toString(qint64(LongContextSession::trainedWindow())),
                 locale.toString(qint64(LongContextSession::streamLength())));
    });
    auto *training = new DecoderTrainingBar(session, true, this);

    // Okabe–Ito: the measured bars in blue, the reference in grey; evicted vermillion, kept blue.
    mass_->setColor(ColorScale::category(4));
    even_->setColor(QColor(0xbb, 0xbb, 0xbb));
    kept_->setColor(ColorScale::category(4));
    auto *massView = new LabChartView(QStringLiteral("firstTokenMassChart"), 240, this);
    auto *massAxis = new QValueAxis(this);
    auto *massSeries = new QBarSeries(this);
    massSeries->append(mass_);
    massSeries->append(even_);
    massView->plot(massSeries, headAxis_, massAxis);
    massAxis->setRange(0, 1);
    massAxis->setTickCount(6);
    massAxis->setLabelFormat(QStringLiteral("%.1f"));

    auto *keptView = new LabChartView(QStringLiteral("sinksKeptChart"), 240, this);
    auto *keptAxis = new QBarCategoryAxis(this);
    auto *keptSeries = new QBarSeries(this);
    keptSeries->append(kept_);
    keptView->plot(keptSeries, keptAxis, keptLossAxis_);
    keptLossAxis_->setLabelFormat(QStringLiteral("%.1f"));
    QStringList kept;
    for (int k = 0; k <= LongContextFindings::maxSinks; ++k)
        kept.append(QString::number(k));
    keptAxis->append(kept);

    auto *streamView = new LabChartView(QStringLiteral("streamLossChart"), 240, this);
    evicted_->setPen(QPen(ColorScale::category(5), 2.5));
    keptFirst_->setPen(QPen(ColorScale::category(4), 2.5));
    full_->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.5, Qt::DashLine));
    for (QLineSeries *s : {full_, evicted_, keptFirst_})
        streamView->plot(s, stepAxis_, streamLossAxis_);
    stepAxis_->setLabelFormat(QStringLiteral("%d"));
    streamLossAxis_->setLabelFormat(QStringLiteral("%.1f"));

    massFigure_ = new ChartFigure(massView, this);
    keptFigure_ = new ChartFigure(keptView, this);
    streamFigure_ = new ChartFigure(streamView, this);
    texts->bind([this, massAxis, keptAxis] {
        const QString window = QLocale().toString(qint64(LongContextSession::trainedWindow()));
        //: %1 the number of queries averaged over.
        massFigure_->setTitle(tr("Attention on the first token, per head (mean over the first %1 queries)").arg(window));
        headAxis_->setTitleText(tr("layer and head"));
        massAxis->setTitleText(tr("weight"));
        mass_->setLabel(tr("this head"));
        even_->setLabel(tr("an even spread, 1/(i + 1)"));
        keptFigure_->setTitle(tr("Loss after eviction, by first tokens kept"));
        keptAxis->setTitleText(tr("first tokens kept"));
        keptLossAxis_->setTitleText(tr("loss (nats)"));
        kept_->setLabel(tr("mean loss once the cache is full"));
        streamFigure_->setTitle(tr("Loss along the stream (mean over 12 steps)"));
        stepAxis_->setTitleText(tr("step t of the stream"));
        streamLossAxis_->setTitleText(tr("loss (nats)"));
        evicted_->setName(tr("oldest evicted, first token too"));
        keptFirst_->setName(tr("first token kept"));
        full_->setName(tr("cache full: eviction starts"));
        for (ChartFigure *figure : {massFigure_, keptFigure_, streamFigure_}) {
            figure->view()->setAccessibleName(figure->titleLabel()->text());
            figure->updateKey();
        }
    });

    BoxLayout::column(this, {intro, training, massFigure_, streamFigure_, keptFigure_, reading_});
    connect(&session_, &LongContextSession::stateChanged, this, &SinksPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

QList<ExportableFigure> SinksPanel::figures() const
{
    return {{QStringLiteral("first-token-mass"), massFigure_, nullptr},
            {QStringLiteral("stream-loss"), streamFigure_, nullptr},
            {QStringLiteral("loss-by-sinks-kept"), keptFigure_, nullptr}};
}

void SinksPanel::refresh()
{
    const std::optional<LongContextFindings> &f = session_.findings();
    for (QBarSet *set : {mass_, even_, kept_})
        set->remove(0, set->count());
    headAxis_->clear();
    evicted_->clear();
    keptFirst_->clear();
    full_->clear();
    if (f) {
        QStringList heads;
        for (std::size_t i = 0; i < f->firstTokenMass.size(); ++i) {
            //: A bar's label: layer %1, head %2 (both from 1).
            heads.append(tr("L%1 H%2").arg(i / std::size_t(f->heads) + 1).arg(i % std::size_t(f->heads) + 1));
            mass_->append(f->firstTokenMass[i]);
            even_->append(f->evenMass);
        }
        headAxis_->append(heads);
        for (double loss : f->sinkLoss)
            kept_->append(loss);
        const double top = *std::max_element(f->sinkLoss.begin(), f->sinkLoss.end());
        keptLossAxis_->setRange(0, std::max(1.0, top * 1.15));
        keptLossAxis_->applyNiceNumbers();
        const int span = 12; // one episode and its copy
        evicted_->replace(smoothed(f->streamLossEvicted, span));
        keptFirst_->replace(smoothed(f->streamLossKept, span));
        double highest = 1;
        for (const QList<QPointF> &points : {evicted_->points(), keptFirst_->points()})
            for (const QPointF &p : points)
                highest = std::max(highest, p.y());
        const qreal full = qreal(f->cacheBudget);
        full_->replace({QPointF(full, 0), QPointF(full, highest * 1.1)});
        stepAxis_->setRange(0, double(f->streamLossEvicted.size()));
        streamLossAxis_->setRange(0, highest * 1.1);
        streamLossAxis_->applyNiceNumbers();
    }
    showReading();
}

void SinksPanel::showReading()
{
    const QLocale locale;
    const std::optional<LongContextFindings> &f = session_.findings();
    if (!f) {
        reading_->setText(tr("The figures fill in when the decoders are trained."));
        return;
    }
    const auto most = std::max_element(f->firstTokenMass.begin(), f->firstTokenMass.end());
    const auto index = std::size_t(most - f->firstTokenMass.begin());
    const auto nats = [&locale](double x) { return locale.toString(x, 'f', 2); };
    //: %1 layer, %2 head, %3 its weight on the first token, %4 an even spread's, %5 loss evicted, %6 kept, %7 kept 4.
    reading_->setText(tr("Head %2 of layer %1 puts %3 of its weight on the first token, where an even spread would put %4: "
                         "a sink. Once the cache is full, evicting the oldest tokens — the BOS first — costs %5 nats per "
                         "token; keeping the first token, %6; keeping four, %7. The BOS says nothing about the text: the "
                         "model needs it because every training window had it where a head parks its weight.")
                          .arg(index / std::size_t(f->heads) + 1)
                          .arg(index % std::size_t(f->heads) + 1)
                          .arg(nats(*most), nats(f->evenMass), nats(f->sinkLoss[0]), nats(f->sinkLoss[1]),
                               nats(f->sinkLoss[LongContextFindings::maxSinks])));
}

} // namespace atlas

#include "moc_sinkspanel.cpp"
