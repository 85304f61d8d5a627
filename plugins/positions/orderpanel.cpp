#include "orderpanel.h"

#include "pairrow.h"
#include "positionssession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/formulaview.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>

#include <algorithm>

namespace atlas {

namespace {

MatrixHeatmap *outputHeatmap(const QString &exportName, QWidget *parent)
{
    auto *heatmap = new MatrixHeatmap(parent);
    heatmap->setObjectName(exportName);
    heatmap->model()->setScale(MatrixModel::Scale::Signed);
    heatmap->model()->setDecimals(2);
    heatmap->setShowLegend(false);
    heatmap->setExportName(exportName);
    return heatmap;
}

} // namespace

OrderPanel::OrderPanel(PositionsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), tokens_(new QLineEdit(this)),
      tokensProblem_(new ParagraphLabel(this, QStringLiteral("orderTokensProblem"))), reverse_(new QPushButton(this)),
      rotate_(new QPushButton(this)), shuffle_(new QPushButton(this)), positions_(new QComboBox(this)),
      causal_(new QCheckBox(this)), order_(new ParagraphLabel(this, QStringLiteral("orderPermutation"))),
      original_(outputHeatmap(QStringLiteral("order-outputs"), this)),
      permuted_(outputHeatmap(QStringLiteral("order-outputs-permuted"), this)),
      difference_(outputHeatmap(QStringLiteral("order-difference"), this)),
      verdict_(new ParagraphLabel(this, QStringLiteral("orderVerdict")))
{
    setObjectName(QStringLiteral("orderPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("One attention head (d = 4, three value coordinates, no output projection) reads the "
                  "tokens in their order and in a new order π. Without anything that depends on the slot, "
                  "the new order only lists the same rows differently.");
    });
    tokens_->setObjectName(QStringLiteral("orderTokens"));
    tokens_->setMaxLength(200);
    QLabel *tokensLabel = texts->label(tokens_, [] { return tr("&Tokens:"); });
    texts->toolTip(tokens_, [] { return tr("2 to 8 tokens separated by spaces; equal tokens get equal vectors. Press Enter to apply."); });
    reverse_->setObjectName(QStringLiteral("reverseButton"));
    rotate_->setObjectName(QStringLiteral("rotateButton"));
    shuffle_->setObjectName(QStringLiteral("shuffleButton"));
    texts->text(reverse_, [] { return tr("&Reverse"); });
    texts->text(rotate_, [] { return tr("R&otate"); });
    texts->text(shuffle_, [] { return tr("S&huffle"); });
    positions_->setObjectName(QStringLiteral("orderPositions"));
    for (PositionsSession::OrderPositions choice : {PositionsSession::OrderPositions::None, PositionsSession::OrderPositions::Sinusoidal,
                                                    PositionsSession::OrderPositions::Rotary})
        positions_->addItem(QString(), int(choice));
    // A translation may be longer than the first one shown: the box follows its items.
    positions_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    QLabel *positionsLabel = texts->label(positions_, [] { return tr("&Positions:"); });
    // The items stay (their data are the choices); only their texts follow the language.
    texts->bind([this] {
        positions_->setItemText(0, tr("none"));
        //: P is the sinusoidal position table, added to the token vectors by slot.
        positions_->setItemText(1, tr("sinusoidal P added"));
        positions_->setItemText(2, tr("rotary (RoPE) on q and k"));
    });
    causal_->setObjectName(QStringLiteral("orderCausal"));
    texts->text(causal_, [] { return tr("&Causal mask"); });
    texts->toolTip(causal_, [] { return tr("Each query reads only itself and earlier slots."); });
    tokensProblem_->setStyleSheet(QStringLiteral("color: #b2182b"));
    tokensProblem_->hide();
    auto *formula = new FormulaView(this);
    formula->setFormula(QStringLiteral("\\Delta = Y(\\Pi X + P) - \\Pi\\, Y(X + P)"));
    formula->setDisplayStyle(false);
    QFont bold = verdict_->font();
    bold.setBold(true);
    verdict_->setFont(bold);
    texts->bind([this] {
        const QString rows = tr("queries (tokens)"), columns = tr("output coordinate");
        original_->setTitle(tr("Y(X + P), the given order"));
        permuted_->setTitle(tr("Y(ΠX + P), the new order"));
        difference_->setTitle(tr("Δ after un-permuting"));
        for (MatrixHeatmap *heatmap : {original_, permuted_, difference_}) {
            heatmap->setAxisCaptions(rows, columns);
            heatmap->model()->setAxisNames(tr("query"), tr("coordinate"));
        }
    });

    auto *controls = new QGridLayout;
    controls->addWidget(tokensLabel, 0, 0);
    controls->addWidget(tokens_, 0, 1, 1, 3);
    controls->addWidget(tokensProblem_, 1, 0, 1, 4);
    controls->addWidget(reverse_, 2, 0);
    controls->addWidget(rotate_, 2, 1);
    controls->addWidget(shuffle_, 2, 2);
    controls->addWidget(positionsLabel, 3, 0);
    controls->addWidget(positions_, 3, 1, 1, 2);
    controls->addWidget(causal_, 4, 0, 1, 4);
    controls->setColumnStretch(3, 1);

    // The two orders side by side where the column allows (three value coordinates each).
    BoxLayout::column(this, {intro, controls, order_, new PairRow(original_, permuted_, this), formula,
                             BoxLayout::aligned(difference_, Qt::AlignLeft), verdict_});

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
    texts->bind([this] { showReading(); });
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
    showReading();
}

void OrderPanel::showReading()
{
    QStringList slots;
    for (std::size_t i = 0; i < session_.permutation().size(); ++i)
        slots.append(QString::number(session_.permutation()[i]));
    //: π lists, for each new slot, the old slot its token comes from.
    order_->setText(tr("New order π = (%1): slot i of the new order holds the token of old slot π(i).")
                        .arg(slots.join(QLatin1Char(' '))));

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

} // namespace atlas

#include "moc_orderpanel.cpp"
