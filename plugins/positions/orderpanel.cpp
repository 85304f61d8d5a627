#include "orderpanel.h"

#include "pairrow.h"
#include "positionssession.h"

#include "sdk/changemarking.h"
#include "sdk/formulaview.h"
#include "sdk/matrixheatmap.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace atlas {

namespace {

QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

MatrixHeatmap *outputHeatmap(const QString &exportName, QWidget *parent)
{
    auto *heatmap = new MatrixHeatmap(parent);
    heatmap->model()->setScale(MatrixModel::Scale::Signed);
    heatmap->model()->setDecimals(2);
    heatmap->setShowLegend(false);
    heatmap->setExportName(exportName);
    return heatmap;
}

} // namespace

OrderPanel::OrderPanel(PositionsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), intro_(wrappingLabel(this)), tokensLabel_(new QLabel(this)),
      tokens_(new QLineEdit(this)), tokensProblem_(wrappingLabel(this)), reverse_(new QPushButton(this)),
      rotate_(new QPushButton(this)), shuffle_(new QPushButton(this)), positionsLabel_(new QLabel(this)),
      positions_(new QComboBox(this)), causal_(new QCheckBox(this)), order_(wrappingLabel(this)),
      formula_(new FormulaView(this)), original_(outputHeatmap(QStringLiteral("order-outputs"), this)),
      permuted_(outputHeatmap(QStringLiteral("order-outputs-permuted"), this)),
      difference_(outputHeatmap(QStringLiteral("order-difference"), this)), verdict_(wrappingLabel(this))
{
    setObjectName(QStringLiteral("orderPanel"));
    tokens_->setObjectName(QStringLiteral("orderTokens"));
    tokens_->setMaxLength(200);
    tokensLabel_->setBuddy(tokens_);
    positionsLabel_->setBuddy(positions_);
    positions_->setObjectName(QStringLiteral("orderPositions"));
    causal_->setObjectName(QStringLiteral("orderCausal"));
    reverse_->setObjectName(QStringLiteral("reverseButton"));
    rotate_->setObjectName(QStringLiteral("rotateButton"));
    shuffle_->setObjectName(QStringLiteral("shuffleButton"));
    verdict_->setObjectName(QStringLiteral("orderVerdict"));
    tokensProblem_->setObjectName(QStringLiteral("orderTokensProblem"));
    tokensProblem_->setStyleSheet(QStringLiteral("color: #b2182b"));
    tokensProblem_->hide();
    order_->setObjectName(QStringLiteral("orderPermutation"));
    formula_->setFormula(QStringLiteral("\\Delta = Y(\\Pi X + P) - \\Pi\\, Y(X + P)"));
    formula_->setDisplayStyle(false);
    QFont bold = verdict_->font();
    bold.setBold(true);
    verdict_->setFont(bold);

    auto *controls = new QGridLayout;
    controls->addWidget(tokensLabel_, 0, 0);
    controls->addWidget(tokens_, 0, 1, 1, 3);
    controls->addWidget(tokensProblem_, 1, 0, 1, 4);
    controls->addWidget(reverse_, 2, 0);
    controls->addWidget(rotate_, 2, 1);
    controls->addWidget(shuffle_, 2, 2);
    controls->addWidget(positionsLabel_, 3, 0);
    controls->addWidget(positions_, 3, 1, 1, 2);
    controls->addWidget(causal_, 4, 0, 1, 4);
    controls->setColumnStretch(3, 1);

    // The two orders side by side where the column allows (three value coordinates each).
    pair_ = new PairRow(original_, permuted_, this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro_);
    layout->addLayout(controls);
    layout->addWidget(order_);
    layout->addWidget(pair_);
    layout->addWidget(formula_);
    layout->addWidget(difference_, 0, Qt::AlignLeft);
    layout->addWidget(verdict_);

    for (PositionsSession::OrderPositions choice : {PositionsSession::OrderPositions::None, PositionsSession::OrderPositions::Sinusoidal,
                                                    PositionsSession::OrderPositions::Rotary})
        positions_->addItem(QString(), int(choice));

    connect(tokens_, &QLineEdit::editingFinished, this, &OrderPanel::applyTokens);
    connect(reverse_, &QPushButton::clicked, this, [this] { session_.reversePermutation(); });
    connect(rotate_, &QPushButton::clicked, this, [this] {
        ChangeMarking marking(this);
        session_.rotatePermutation();
    });
    connect(shuffle_, &QPushButton::clicked, this, [this] {
        ChangeMarking marking(this);
        session_.shufflePermutation();
    });
    connect(positions_, &QComboBox::currentIndexChanged, this, [this](int index) {
        ChangeMarking marking(this);
        if (index >= 0)
            session_.setOrderPositions(PositionsSession::OrderPositions(positions_->itemData(index).toInt()));
    });
    connect(causal_, &QCheckBox::toggled, this, [this](bool on) { ChangeMarking marking(this); session_.setCausal(on); });
    connect(&session_, &PositionsSession::changed, this, &OrderPanel::refresh);
    refresh();
}

void OrderPanel::applyTokens()
{
    const QStringList typed = tokens_->text().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (typed == session_.tokens()) {
        tokensProblem_->hide();
        return;
    }
    QString problem;
    ChangeMarking marking(this);
    if (session_.setTokens(typed, &problem)) {
        tokensProblem_->hide();
    } else {
        //: %1 says what a token list must be.
        tokensProblem_->setText(tr("Not applied: %1 The lab keeps the tokens it had.").arg(problem));
        tokensProblem_->show();
    }
}

void OrderPanel::refresh()
{
    const EquivarianceReport &report = session_.order();
    if (!tokens_->hasFocus())
        tokens_->setText(session_.tokens().join(QLatin1Char(' ')));
    {
        const QSignalBlocker blocker(positions_);
        positions_->setCurrentIndex(positions_->findData(int(session_.orderPositions())));
    }
    {
        const QSignalBlocker blocker(causal_);
        causal_->setChecked(session_.causal());
    }
    QStringList columns;
    for (int c = 0; c < PositionsSession::valueWidth; ++c)
        columns.append(QString::number(c + 1));
    const QStringList original = session_.tokens(), permuted = session_.permutedTokens();
    const double limit = std::max({report.output.cwiseAbs().maxCoeff(), report.permutedOutput.cwiseAbs().maxCoeff(), 1e-9});
    for (auto [heatmap, values, labels] : {std::tuple{original_, &report.output, &original},
                                           std::tuple{permuted_, &report.permutedOutput, &permuted},
                                           std::tuple{difference_, &report.difference, &permuted}}) {
        heatmap->model()->setMatrix(*values);
        heatmap->model()->setRowLabels(*labels);
        heatmap->model()->setColumnLabels(columns);
    }
    original_->model()->setFixedColorRange(std::make_pair(-limit, limit));
    permuted_->model()->setFixedColorRange(std::make_pair(-limit, limit));
    // Δ on the outputs' own scale: an exact 0 stays white, a real difference shows as strongly
    // as the outputs themselves.
    difference_->model()->setFixedColorRange(std::make_pair(-limit, limit));
    retranslate();
}

void OrderPanel::retranslate()
{
    intro_->setText(tr("One attention head (d = 4, three value coordinates, no output projection) reads the "
                       "tokens in their order and in a new order π. Without anything that depends on the slot, "
                       "the new order only lists the same rows differently."));
    tokensLabel_->setText(tr("&Tokens:"));
    tokens_->setToolTip(tr("2 to 8 tokens separated by spaces; equal tokens get equal vectors. Press Enter to apply."));
    reverse_->setText(tr("&Reverse"));
    rotate_->setText(tr("R&otate"));
    shuffle_->setText(tr("S&huffle"));
    positionsLabel_->setText(tr("&Positions:"));
    // The items stay (their data are the choices); only their texts follow the language.
    // A translation may be longer than the first one shown: the box follows its items.
    positions_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    positions_->setItemText(0, tr("none"));
    //: P is the sinusoidal position table, added to the token vectors by slot.
    positions_->setItemText(1, tr("sinusoidal P added"));
    positions_->setItemText(2, tr("rotary (RoPE) on q and k"));
    causal_->setText(tr("&Causal mask"));
    causal_->setToolTip(tr("Each query reads only itself and earlier slots."));

    QStringList slots;
    for (std::size_t i = 0; i < session_.permutation().size(); ++i)
        slots.append(QString::number(session_.permutation()[i]));
    //: π lists, for each new slot, the old slot its token comes from.
    order_->setText(tr("New order π = (%1): slot i of the new order holds the token of old slot π(i).")
                        .arg(slots.join(QLatin1Char(' '))));

    const QString rows = tr("queries (tokens)"), columns = tr("output coordinate");
    original_->setTitle(tr("Y(X + P), the given order"));
    permuted_->setTitle(tr("Y(ΠX + P), the new order"));
    difference_->setTitle(tr("Δ after un-permuting"));
    for (MatrixHeatmap *heatmap : {original_, permuted_, difference_}) {
        heatmap->setAxisCaptions(rows, columns);
        heatmap->model()->setAxisNames(tr("query"), tr("coordinate"));
    }

    const EquivarianceReport &report = session_.order();
    const QLocale locale;
    const bool positioned = session_.orderPositions() != PositionsSession::OrderPositions::None;
    QString text;
    if (report.exact) {
        text = tr("max |Δ| = 0, exactly: every output is the same row as before, moved with its token. "
                  "The layer cannot tell the two orders apart.");
    } else {
        const QString size = locale.toString(report.maxDifference, 'g', 3);
        if (positioned && session_.causal())
            //: %1 is the largest difference, e.g. 0.42.
            text = tr("max |Δ| = %1: the positions and the causal mask both depend on the slot, so the outputs "
                      "change beyond a reordering.").arg(size);
        else if (positioned)
            text = tr("max |Δ| = %1: with positions the same token in another slot is read differently, so the "
                      "outputs change beyond a reordering.").arg(size);
        else
            text = tr("max |Δ| = %1: with a causal mask, which keys a query may read depends on its slot, so "
                      "order leaks in through the mask even without positions.").arg(size);
    }
    verdict_->setText(text);
}

void OrderPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_orderpanel.cpp"
