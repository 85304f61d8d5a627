#include "pairwiseworkdemo.h"

#include "demochartview.h"
#include "localewatcher.h"
#include "settinglabel.h"

#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"
#include "sdk/scientificnumber.h"

#include <atlas/attentioncost.h>

#include <QChart>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>

#include <cmath>

namespace atlas {

namespace {

constexpr int workTableRows = 3;
constexpr int workTableColumns = 4;
// Powers of 4, so the logarithmic axis has five readable labels.
constexpr Index chartFrom = 256, chartTo = 65536;
} // namespace

PairwiseWorkDemo::PairwiseWorkDemo(QWidget *parent)
    : QWidget(parent), lengthBox_(new QComboBox(this)), table_(new QGridLayout), chart_(new QChart),
      chartView_(new DemoChartView(chart_, 320, this))
{
    setObjectName(QStringLiteral("pairwiseWork"));
    auto *texts = new Retranslator(this);
    auto *note = new ParagraphLabel(this);
    note->setForegroundRole(QPalette::PlaceholderText);
    lengthBox_->setObjectName(QStringLiteral("length"));
    for (Index t : lengths())
        lengthBox_->addItem(QLocale().toString(static_cast<qlonglong>(t)), static_cast<qlonglong>(t));
    lengthBox_->setCurrentIndex(static_cast<int>(lengths().indexOf(4096)));
    //: Label of the sequence length chooser.
    QLabel *lengthLabel = settingLabel(texts, lengthBox_, [] { return tr("Sequence length T:"); }, [] { return tr("Sequence length T, in tokens"); });

    for (int c = 0; c < workTableColumns; ++c) {
        auto *header = new QLabel(this);
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
        header->setWordWrap(true);
        header->setAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignBottom : Qt::AlignRight | Qt::AlignBottom);
        headers_.append(header);
        table_->addWidget(header, 0, c);
    }
    for (int r = 0; r < workTableRows; ++r) {
        QList<QLabel *> row;
        for (int c = 0; c < workTableColumns; ++c) {
            auto *cell = new QLabel(this);
            cell->setObjectName(QStringLiteral("cell%1%2").arg(r).arg(c));
            cell->setAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            cell->setTextInteractionFlags(Qt::TextSelectableByMouse);
            row.append(cell);
            table_->addWidget(cell, r + 1, c);
        }
        cells_.append(row);
    }
    table_->setHorizontalSpacing(16);
    table_->setColumnStretch(1, 1);
    table_->setColumnStretch(2, 1);

    // The chart: pairs T² and, for comparison, T itself, on log–log axes.
    auto *pairs = new QLineSeries;
    auto *tokens = new QLineSeries;
    for (Index t = chartFrom; t <= chartTo; t *= 2) {
        pairs->append(double(t), double(t) * double(t));
        tokens->append(double(t), double(t));
    }
    pairs->setPen(QPen(ColorScale::category(5), 2.5));
    tokens->setPen(QPen(ColorScale::category(4), 2, Qt::DashLine));
    chart_->addSeries(pairs);
    chart_->addSeries(tokens);
    auto *x = new QLogValueAxis;
    x->setBase(4);
    x->setRange(chartFrom, chartTo);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setMinorTickCount(0);
    auto *y = new QLogValueAxis;
    y->setBase(100);
    y->setRange(100, 1e10);
    y->setLabelFormat(QStringLiteral("%.0e"));
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *s : {pairs, tokens}) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    BoxLayout::column(this, {BoxLayout::row({lengthLabel, lengthBox_, BoxLayout::stretch()}), table_, note, chartView_});

    texts->bind([this, note, pairs, tokens, x, y] {
        headers_[0]->setText(tr("T (tokens)"));
        headers_[1]->setText(tr("pairs per head, T²"));
        headers_[2]->setText(tr("operations per head"));
        headers_[3]->setText(tr("growth"));
        //: Note under the table of pairwise work; %1 is the head width.
        note->setText(tr("Operations: the multiplications and additions of Q·Kᵀ and P·V, 2T²(dₖ + dᵥ) with dₖ = dᵥ = %1. "
                         "Growth: compared with the row above, where T is half as long.").arg(headWidth));
        //: Chart title: the number of query–key pairs grows as the square of T.
        chart_->setTitle(tr("Pairs grow as T²"));
        pairs->setName(tr("pairs per head, T²"));
        tokens->setName(tr("tokens, T"));
        x->setTitleText(tr("sequence length T (tokens, log scale)"));
        y->setTitleText(tr("count (log scale)"));
        chartView_->setAccessibleName(chart_->title());
        updateTable();
    });
    new LocaleWatcher(this, [this] { updateTable(); });
    connect(lengthBox_, &QComboBox::currentIndexChanged, this, &PairwiseWorkDemo::updateTable);
}

QList<Index> PairwiseWorkDemo::lengths()
{
    return {512, 1024, 2048, 4096, 8192, 16384, 32768, 65536};
}

void PairwiseWorkDemo::setLength(Index length)
{
    const int i = static_cast<int>(lengths().indexOf(length));
    if (i >= 0)
        lengthBox_->setCurrentIndex(i);
}

Index PairwiseWorkDemo::length() const
{
    return static_cast<Index>(lengthBox_->currentData().toLongLong());
}

QString PairwiseWorkDemo::cellText(int row, int column) const
{
    return cells_.value(row).value(column) ? cells_.at(row).at(column)->text() : QString();
}

void PairwiseWorkDemo::updateTable()
{
    const QLocale locale;
    const Index t = length();
    const Index rows[workTableRows] = {t / 2, t, 2 * t};
    double previousOperations = 0;
    for (int r = 0; r < workTableRows; ++r) {
        const Index n = rows[r];
        const double pairs = double(n) * double(n);
        const double operations = AttentionCost::attentionOperations(n, 1, headWidth, headWidth);
        cells_[r][0]->setText(locale.toString(static_cast<qlonglong>(n)));
        cells_[r][1]->setText(locale.toString(pairs, 'f', 0));
        cells_[r][2]->setText(ScientificNumber::format(operations, 2, locale));
        //: Ratio to the row above, e.g. "× 4"; the first row has none.
        cells_[r][3]->setText(previousOperations > 0 ? tr("× %1").arg(locale.toString(operations / previousOperations, 'f', 0)) : QStringLiteral("—"));
        QFont font = cells_[r][0]->font();
        font.setBold(n == t);
        for (QLabel *cell : std::as_const(cells_[r]))
            cell->setFont(font);
        previousOperations = operations;
    }
}

} // namespace atlas

#include "moc_pairwiseworkdemo.cpp"
