#include "rotarypanel.h"

#include "baseslider.h"
#include "positionssession.h"
#include "rotarypairchart.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/chartfigure.h"
#include "sdk/formulaview.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <cmath>
#include <numbers>

namespace atlas {

RotaryPanel::RotaryPanel(PositionsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), m_(new QSpinBox(this)), n_(new QSpinBox(this)), shift_(new QSpinBox(this)),
      pair_(new QSpinBox(this)), shiftSlider_(new QSlider(Qt::Horizontal, this)), base_(new BaseSlider(this)),
      scores_(new ParagraphLabel(this, QStringLiteral("rotaryScores"))), chart_(new RotaryPairChart(this)),
      frequencies_(new QLabel(this))
{
    setObjectName(QStringLiteral("rotaryPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("RoPE (Su et al. 2021) adds nothing to the tokens: it turns each pair of coordinates of q and "
                  "k by its position times the pair's frequency, after the projection and before the score. "
                  "Rotations compose, so the score sees only the difference of the two positions.");
    });
    frequencies_->setTextFormat(Qt::RichText);
    frequencies_->setWordWrap(true);
    frequencies_->setObjectName(QStringLiteral("rotaryFrequencies"));
    auto *formula = new FormulaView(this);
    formula->setFormula(QStringLiteral("(R_m q)^\\top (R_n k) = q^\\top R_{n-m}\\, k"));
    formula->setDisplayStyle(false);
    m_->setObjectName(QStringLiteral("rotaryQueryPosition"));
    n_->setObjectName(QStringLiteral("rotaryKeyPosition"));
    shift_->setObjectName(QStringLiteral("rotaryShift"));
    shiftSlider_->setObjectName(QStringLiteral("rotaryShiftSlider"));
    pair_->setObjectName(QStringLiteral("rotaryPair"));
    base_->setObjectName(QStringLiteral("rotaryBase"));
    for (QSpinBox *box : {m_, n_, shift_})
        box->setRange(0, PositionsParams::maxPosition);
    pair_->setRange(0, PositionsParams::rotaryWidth / 2 - 1);
    shiftSlider_->setRange(0, 256);
    shiftSlider_->setPageStep(16);
    QLabel *mLabel = texts->label(m_, [] { return tr("Query at &m:"); });
    QLabel *nLabel = texts->label(n_, [] { return tr("key at &n:"); });
    QLabel *shiftLabel = texts->label(shiftSlider_, [] { return tr("&Shift s:"); });
    QLabel *pairLabel = texts->label(pair_, [] { return tr("P&air drawn:"); });
    texts->accessibleName(shiftSlider_, [] { return tr("Shift both positions by s"); });
    texts->accessibleName(shift_, [] { return tr("Shift both positions by s"); });

    auto *controls = new QGridLayout;
    controls->addLayout(BoxLayout::row({mLabel, m_, BoxLayout::spacing(16), nLabel, n_, BoxLayout::stretch()}), 0, 0, 1, 3);
    controls->addWidget(shiftLabel, 1, 0);
    controls->addWidget(shiftSlider_, 1, 1);
    controls->addWidget(shift_, 1, 2);
    controls->addWidget(pairLabel, 2, 0);
    controls->addWidget(pair_, 2, 1, Qt::AlignLeft);
    controls->addWidget(base_, 3, 0, 1, 3);
    controls->setColumnStretch(1, 1);

    BoxLayout::column(this, {intro, formula, controls, scores_, new ChartFigure(chart_, this), frequencies_});

    connect(m_, &QSpinBox::valueChanged, this, [this](int m) { ChangeMarking marking(this); session_.setQueryPosition(m); });
    connect(n_, &QSpinBox::valueChanged, this, [this](int n) { ChangeMarking marking(this); session_.setKeyPosition(n); });
    connect(shift_, &QSpinBox::valueChanged, this, [this](int s) { ChangeMarking marking(this); session_.setShift(s); });
    connect(shiftSlider_, &QSlider::valueChanged, this, [this](int s) { ChangeMarking marking(this); session_.setShift(s); });
    connect(pair_, &QSpinBox::valueChanged, this, [this](int i) { ChangeMarking marking(this); session_.setPair(i); });
    connect(base_, &BaseSlider::baseChanged, this, [this](double base) { ChangeMarking marking(this); session_.setBase(base); });
    connect(&session_, &PositionsSession::changed, this, &RotaryPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

void RotaryPanel::refresh()
{
    for (auto [box, value] : {std::pair{m_, session_.queryPosition()}, std::pair{n_, session_.keyPosition()},
                              std::pair{shift_, session_.shift()}, std::pair{pair_, session_.pair()}}) {
        const QSignalBlocker blocker(box);
        box->setValue(value);
    }
    {
        const QSignalBlocker blocker(shiftSlider_);
        shiftSlider_->setValue(std::min(session_.shift(), shiftSlider_->maximum()));
    }
    base_->setBase(session_.base());
    const PositionsSession::Rotary &r = session_.rotary();
    chart_->setPair(session_.pair(), session_.queryPosition(), session_.keyPosition(), session_.shift(), r.queryAt,
                    r.keyAt, r.queryShifted, r.keyShifted);
    showReading();
}

void RotaryPanel::showReading()
{
    const PositionsSession::Rotary &r = session_.rotary();
    const QLocale locale;
    const auto number = [&](double x) { return locale.toString(x, 'f', 6); };
    const qint64 m = session_.queryPosition(), n = session_.keyPosition(), s = session_.shift();
    //: %1 … %8: positions and scores; m − n is the only thing the score depends on.
    scores_->setText(tr("Score at m = %1, n = %2: %3\nScore at m + s = %4, n + s = %5: %6\n"
                        "Difference: %7 (rounding only; m − n = %8 in both)\n"
                        "Without rotation, q·k = %9")
                         .arg(m).arg(n).arg(number(r.score))
                         .arg(m + s).arg(n + s).arg(number(r.shiftedScore))
                         .arg(locale.toString(r.difference, 'g', 2)).arg(m - n)
                         .arg(number(r.unrotatedScore)));
    QString rows;
    for (std::size_t i = 0; i < r.frequencies.size(); ++i) {
        const double omega = r.frequencies[i];
        rows += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td></tr>")
                    .arg(i)
                    .arg(locale.toString(omega, 'g', 4), locale.toString(2 * std::numbers::pi / omega, 'g', 5));
    }
    frequencies_->setText(QStringLiteral("<p>%1</p><table cellspacing=\"0\" cellpadding=\"3\" border=\"1\"><tr><th>%2</th><th>%3</th><th>%4</th></tr>%5</table>")
                              .arg(tr("Each pair turns at its own frequency ωᵢ = base^(−2i/dₖ), dₖ = %1: the first "
                                      "pairs turn fast and tell near positions apart, the last turn slowly and "
                                      "tell far ones apart.")
                                       .arg(PositionsParams::rotaryWidth)
                                       .toHtmlEscaped(),
                                   tr("pair i").toHtmlEscaped(), tr("ωᵢ (radians per position)").toHtmlEscaped(),
                                   tr("one turn (positions)").toHtmlEscaped(), rows));
}

} // namespace atlas

#include "moc_rotarypanel.cpp"
