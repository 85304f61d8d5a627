#include "prefixinvariancepanel.h"

#include "decodersession.h"
#include "shortnumber.h"
#include "stoplistening.h"

#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLegend>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace atlas {

namespace {

QColor independentColor() { return ColorScale::category(4); } // Okabe–Ito blue
QColor dependentColor() { return ColorScale::category(5); }   // Okabe–Ito vermillion

QLabel *indicatorLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setFrameShape(QFrame::StyledPanel);
    label->setMargin(6);
    return label;
}

} // namespace

PrefixInvariancePanel::PrefixInvariancePanel(DecoderSession &session, QWidget *parent)
    : QWidget(parent), session_(session), position_(new QSpinBox(this)), token_(new QComboBox(this)),
      documentsButton_(new QPushButton(this)), sequence_(new QLabel(this)),
      outputIndicator_(indicatorLabel(this)), gradientIndicator_(indicatorLabel(this)),
      previous_(new ParagraphLabel(this)), chartView_(new QChartView(new QChart, this)),
      series_(new QStackedBarSeries(this)), independentSet_(new QBarSet(QString(), this)),
      dependentSet_(new QBarSet(QString(), this)), positionAxis_(new QBarCategoryAxis(this)),
      changeAxis_(new QValueAxis(this))
{
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Change one token and compare the decoder before and after. Positions that cannot "
                  "read the edited position — every earlier one, and with document ids every other "
                  "document — must not notice at all. Not approximately: exactly.");
    });
    sequence_->setTextFormat(Qt::RichText);
    sequence_->setWordWrap(true);
    QLabel *positionLabel = texts->label(position_, [] { return tr("Edit position u:"); });
    QLabel *tokenLabel = texts->label(token_, [] { return tr("new token:"); });
    texts->accessibleName(position_, [] { return tr("position to edit"); });
    texts->accessibleName(token_, [] { return tr("new token"); });
    documentsButton_->setObjectName(QStringLiteral("documentsButton"));
    texts->toolTip(documentsButton_, [] { return tr("Sets the document ids of the decoder's input (also editable above)"); });

    // The object names are how tests find the bars.
    independentSet_->setObjectName(QStringLiteral("independentBars"));
    independentSet_->setColor(independentColor());
    independentSet_->setBorderColor(independentColor().darker(130));
    dependentSet_->setObjectName(QStringLiteral("dependentBars"));
    dependentSet_->setColor(dependentColor());
    dependentSet_->setBorderColor(dependentColor().darker(130));
    series_->append(independentSet_);
    series_->append(dependentSet_);
    QChart *chart = chartView_->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->addSeries(series_);
    chart->addAxis(positionAxis_, Qt::AlignBottom);
    chart->addAxis(changeAxis_, Qt::AlignLeft);
    series_->attachAxis(positionAxis_);
    series_->attachAxis(changeAxis_);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    changeAxis_->setLabelFormat(QStringLiteral("%.2g"));
    // Tokens on end, whole: "0 <bo…" says nothing, and a narrow lab has no room side by side.
    positionAxis_->setTruncateLabels(false);
    positionAxis_->setLabelsAngle(-90);
    chartView_->setRenderHint(QPainter::Antialiasing);
    chartView_->setMinimumHeight(280);
    texts->bind([this, chart] {
        chart->setTitle(tr("Largest change of each position's logits after the edit"));
        positionAxis_->setTitleText(tr("position (token)"));
        changeAxis_->setTitleText(tr("max |Δ logit| (nats)"));
        independentSet_->setLabel(tr("cannot read position u"));
        dependentSet_->setLabel(tr("can read position u"));
        chartView_->setAccessibleName(chart->title());
    });

    // The panel's own margins: it fills a tab page.
    setLayout(BoxLayout::column({intro,
                                 BoxLayout::row({positionLabel, position_, tokenLabel, token_, BoxLayout::stretch()}),
                                 BoxLayout::row({documentsButton_, BoxLayout::stretch()}), sequence_,
                                 outputIndicator_, gradientIndicator_, previous_, BoxLayout::stretched(chartView_, 1)}));

    connect(position_, &QSpinBox::valueChanged, this, &PrefixInvariancePanel::recompute);
    connect(token_, &QComboBox::currentIndexChanged, this, &PrefixInvariancePanel::recompute);
    connect(documentsButton_, &QPushButton::clicked, this, &PrefixInvariancePanel::toggleDocuments);
    connect(&session_, &DecoderSession::changed, this, [this] {
        syncControls();
        recompute();
    });

    syncControls();
    const QSignalBlocker blockPosition(position_);
    const QSignalBlocker blockToken(token_);
    position_->setValue(session_.params().editPosition);
    token_->setCurrentIndex(std::max<qsizetype>(0, session_.vocabulary().indexOf(session_.params().editToken)));
    recompute();
    texts->bind([this] { showReport(); });
}

PrefixInvariancePanel::~PrefixInvariancePanel()
{
    stopListeningToChildren(this);
}

void PrefixInvariancePanel::syncControls()
{
    const QSignalBlocker blockPosition(position_);
    const QSignalBlocker blockToken(token_);
    position_->setRange(0, session_.length() - 1);
    const QString current = token_->currentText();
    if (token_->count() != session_.vocabulary().size()) {
        token_->clear();
        token_->addItems(session_.vocabulary());
        token_->setCurrentIndex(std::max<qsizetype>(0, session_.vocabulary().indexOf(current)));
    }
}

void PrefixInvariancePanel::setEdit(int position, const QString &token)
{
    const QSignalBlocker blockPosition(position_);
    const QSignalBlocker blockToken(token_);
    position_->setValue(position);
    const qsizetype index = session_.vocabulary().indexOf(token);
    if (index >= 0)
        token_->setCurrentIndex(int(index));
    recompute();
}

int PrefixInvariancePanel::editPosition() const
{
    return position_->value();
}

QString PrefixInvariancePanel::editToken() const
{
    return token_->currentText();
}

QStringList PrefixInvariancePanel::editedTokens() const
{
    QStringList tokens = session_.tokens();
    const int u = editPosition();
    if (u >= 0 && u < tokens.size() && !editToken().isEmpty())
        tokens[u] = editToken();
    return tokens;
}

void PrefixInvariancePanel::recompute()
{
    const int u = std::clamp(editPosition(), 0, session_.length() - 1);
    try {
        report_ = PrefixInvariance<double>::compare(session_.decoder(), session_.input(),
                                                    session_.inputFor(editedTokens()), u);
    } catch (const ShapeError &) {
        report_ = PrefixInvarianceReport();
    }
    showReport();
}

QString PrefixInvariancePanel::positionRanges(const std::vector<bool> &member)
{
    QStringList parts;
    const int n = int(member.size());
    for (int i = 0; i < n;) {
        if (!member[std::size_t(i)]) {
            ++i;
            continue;
        }
        int j = i;
        while (j + 1 < n && member[std::size_t(j + 1)])
            ++j;
        parts.append(i == j ? QString::number(i) : QString::number(i) + QStringLiteral("–") + QString::number(j));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

QString PrefixInvariancePanel::outputIndicatorText() const
{
    const QString positions = positionRanges(report_.independent);
    if (positions.isEmpty())
        return tr("Every position can read position %1: there is no earlier position to compare.").arg(report_.editedPosition);
    const QString change = report_.maxIndependentLogitChange == 0
        ? (report_.independentLogitsBitIdentical ? tr("0 (bit-identical)") : tr("0 (exactly)"))
        : ShortNumber::scientific(report_.maxIndependentLogitChange);
    //: %1 the positions, %2 the change.
    return tr("Positions that cannot read the edit (%1): largest change of their logits = %2").arg(positions, change);
}

QString PrefixInvariancePanel::gradientIndicatorText() const
{
    const QString positions = positionRanges(report_.gradientSupport);
    const QString change = report_.maxGradientChange == 0 ? tr("0 (exactly)") : ShortNumber::scientific(report_.maxGradientChange);
    if (positions.isEmpty())
        return tr("No position's loss is independent of the edit, so there is no gradient to compare.");
    //: %1 the positions, %2 the change.
    return tr("Gradient of the loss over positions %1, with respect to every parameter: largest change = %2").arg(positions, change);
}

QString PrefixInvariancePanel::previousPositionText() const
{
    const int u = report_.editedPosition;
    if (editedTokens() == session_.tokens())
        return tr("The new token equals the old one: choose another to make an edit.");
    if (u == 0)
        return tr("Position 0 has no predecessor: the edit changes no label, only what positions 0 onward read.");
    if (!report_.previousLossBefore)
        return tr("Position %1's label (token %2) crosses into another document, so it is not counted in the loss.")
            .arg(u - 1)
            .arg(u);
    //: %1 position u−1, %2 and %3 the losses, %4 the edited position.
    return tr("Position %1's loss moved from %2 to %3 nats although it cannot read position %4: its label is "
              "token %4 — the next token is supervision, not context. That is why the gradient above leaves "
              "position %1 out.")
        .arg(u - 1)
        .arg(ShortNumber::format(*report_.previousLossBefore, 3), ShortNumber::format(report_.previousLossAfter.value_or(0), 3))
        .arg(u);
}

void PrefixInvariancePanel::showReport()
{
    const QStringList before = session_.tokens();
    const QStringList after = editedTokens();
    const int u = report_.editedPosition;
    auto row = [&](const QStringList &tokens) {
        QStringList cells;
        for (int i = 0; i < tokens.size(); ++i) {
            const bool independent = std::size_t(i) < report_.independent.size() && report_.independent[std::size_t(i)];
            const QColor color = independent ? independentColor() : dependentColor();
            QString word = tokens[i].toHtmlEscaped();
            if (i == u)
                word = QStringLiteral("<b><u>") + word + QStringLiteral("</u></b>");
            cells.append(QStringLiteral("<span style=\"color:%1\">%2<sub>%3</sub></span>")
                             .arg(color.darker(120).name(), word, QString::number(i)));
        }
        return cells.join(QLatin1Char(' '));
    };
    //: Rich text: the token sequence before and after the edit.
    sequence_->setText(tr("before: %1<br>after: %2<br><span style=\"color:%3\">■ cannot read position %5</span> "
                          "&nbsp; <span style=\"color:%4\">■ can read position %5</span>")
                           .arg(row(before), row(after), independentColor().darker(120).name(),
                                dependentColor().darker(120).name())
                           .arg(u));
    outputIndicator_->setText(QStringLiteral("<b>") + outputIndicatorText().toHtmlEscaped() + QStringLiteral("</b>"));
    gradientIndicator_->setText(QStringLiteral("<b>") + gradientIndicatorText().toHtmlEscaped() + QStringLiteral("</b>"));
    previous_->setText(previousPositionText());

    QStringList categories;
    QList<qreal> independent, dependent;
    double largest = 0;
    for (std::size_t i = 0; i < report_.logitChange.size(); ++i) {
        // Axis labels are rich text: "<bos>" would vanish as an unknown tag.
        const QString category = QString::number(i) + QLatin1Char(' ') + (qsizetype(i) < before.size() ? before[qsizetype(i)] : QString());
        categories.append(category.toHtmlEscaped());
        const double change = report_.logitChange[i];
        largest = std::max(largest, change);
        independent.append(report_.independent[i] ? change : 0.0);
        dependent.append(report_.independent[i] ? 0.0 : change);
    }
    independentSet_->remove(0, independentSet_->count());
    dependentSet_->remove(0, dependentSet_->count());
    independentSet_->append(independent);
    dependentSet_->append(dependent);
    positionAxis_->clear();
    positionAxis_->append(categories);
    changeAxis_->setRange(0, largest > 0 ? largest * 1.05 : 1.0);
    changeAxis_->applyNiceNumbers();
    documentsButton_->setText(session_.documentIds().empty() ? tr("Split into two documents") : tr("Make it one document"));
}

void PrefixInvariancePanel::toggleDocuments()
{
    session_.setDocumentIds(session_.documentIds().empty() ? session_.twoDocumentSplit() : std::vector<qint64>{});
}

} // namespace atlas

#include "moc_prefixinvariancepanel.cpp"
