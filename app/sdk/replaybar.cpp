#include "replaybar.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSlider>
#include <QStyleOptionSlider>

#include <cstdlib>

namespace atlas {

ReplayBar::ReplayBar(QWidget *parent)
    : QWidget(parent), title_(new QLabel(this)), slider_(new QSlider(Qt::Horizontal, this)), step_(new QLabel(this)),
      mark_(new QPushButton(this)), latest_(new QPushButton(this))
{
    setObjectName(QStringLiteral("replayBar"));
    slider_->setObjectName(QStringLiteral("replaySlider"));
    step_->setObjectName(QStringLiteral("replayStep"));
    mark_->setObjectName(QStringLiteral("replayMark"));
    latest_->setObjectName(QStringLiteral("replayLatest"));
    // Each position recomputes the maps and the held-out figures: on release, not while dragging.
    slider_->setTracking(false);
    slider_->setPageStep(5);
    slider_->setMinimumWidth(120);
    // Room above the groove for the mark.
    slider_->setContentsMargins(0, 0, 0, 0);
    slider_->installEventFilter(this);
    step_->setTextFormat(Qt::PlainText);
    step_->setMinimumWidth(step_->fontMetrics().horizontalAdvance(QStringLiteral("0000 / 0000")));
    // Newest beside the slider; the mark's button, when there is one, on a second row, so
    // that the bar fits the labs' narrow column at 1024 × 700 in every language.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_, 0, 0);
    layout->addWidget(slider_, 0, 1);
    layout->addWidget(step_, 0, 2);
    layout->addWidget(latest_, 0, 3);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mark_);
    buttons->addStretch(1);
    layout->addLayout(buttons, 1, 1, 1, 3);
    layout->setColumnStretch(1, 1);
    mark_->hide(); // until the owner names the mark
    layout->setColumnStretch(1, 1);
    connect(slider_, &QSlider::valueChanged, this, [this](int value) {
        updateStepText();
        if (updating_)
            return;
        if (value == slider_->maximum())
            Q_EMIT latestRequested();
        else
            Q_EMIT snapshotRequested(value);
    });
    connect(slider_, &QSlider::sliderMoved, this, [this] { updateStepText(); }); // the step while dragging
    connect(mark_, &QPushButton::clicked, this, [this] {
        if (markIndex_ >= 0)
            slider_->setValue(markIndex_);
    });
    connect(latest_, &QPushButton::clicked, this, [this] { slider_->setValue(slider_->maximum()); });
    retranslate();
}

void ReplayBar::setHistory(const std::vector<std::int64_t> &steps, std::optional<std::int64_t> marked, int shown)
{
    steps_ = steps;
    marked_ = marked;
    markIndex_ = -1;
    // Marked only where the kept steps reach it (a restored model's history begins later).
    if (marked && !steps.empty() && *marked >= steps.front() && *marked <= steps.back()) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < steps.size(); ++i)
            if (std::llabs(steps[i] - *marked) < std::llabs(steps[best] - *marked))
                best = i;
        markIndex_ = static_cast<int>(best);
    }
    updating_ = true;
    slider_->setRange(0, std::max(0, static_cast<int>(steps.size()) - 1));
    slider_->setValue(shown < 0 ? slider_->maximum() : shown);
    updating_ = false;
    mark_->setEnabled(markIndex_ >= 0);
    latest_->setEnabled(slider_->value() != slider_->maximum());
    updateStepText();
    slider_->update();
}

void ReplayBar::setMarkTexts(const QString &button, const QString &toolTip, const QString &accessibleNote)
{
    mark_->setText(button);
    mark_->setToolTip(toolTip);
    // Named for a screen reader even while unnamed and hidden (no mark in this lab).
    mark_->setAccessibleName(button.isEmpty() ? tr("Go to the marked step") : button);
    mark_->setVisible(!button.isEmpty());
    markNote_ = accessibleNote;
    updateStepText();
}

void ReplayBar::updateStepText()
{
    const int at = slider_->isSliderDown() ? slider_->sliderPosition() : slider_->value();
    const bool known = at >= 0 && static_cast<std::size_t>(at) < steps_.size();
    const std::int64_t step = known ? steps_[static_cast<std::size_t>(at)] : 0;
    const std::int64_t last = steps_.empty() ? 0 : steps_.back();
    //: The replay's position: step shown / the newest step, e.g. "450 / 800".
    step_->setText(tr("%1 / %2").arg(step).arg(last));
    //: Accessible value of the replay slider, e.g. "step 450 of 800".
    slider_->setAccessibleDescription(tr("step %1 of %2").arg(step).arg(last)
                                      + (marked_ && !markNote_.isEmpty() ? QLatin1String("; ") + markNote_.arg(*marked_) : QString()));
    latest_->setEnabled(slider_->value() != slider_->maximum());
}

bool ReplayBar::eventFilter(QObject *watched, QEvent *event)
{
    // The mark: a small triangle above the groove, drawn after the slider itself.
    if (watched == slider_ && event->type() == QEvent::Paint && markIndex_ >= 0 && slider_->maximum() > 0) {
        slider_->removeEventFilter(this);
        QCoreApplication::sendEvent(slider_, event);
        slider_->installEventFilter(this);
        QStyleOptionSlider option;
        option.initFrom(slider_);
        option.orientation = Qt::Horizontal;
        option.minimum = slider_->minimum();
        option.maximum = slider_->maximum();
        option.sliderPosition = markIndex_;
        option.sliderValue = markIndex_;
        const QRect handle = slider_->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider_);
        QPainter p(slider_);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xd5, 0x5e, 0x00)); // vermillion, as the induction charts' formation line
        const double x = handle.center().x();
        const double h = 6;
        p.drawPolygon(QPolygonF({QPointF(x - h, 0), QPointF(x + h, 0), QPointF(x, h + 1)}));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ReplayBar::retranslate()
{
    //: Before the replay slider: the learner scrubs back through the training.
    title_->setText(tr("Replay:"));
    slider_->setAccessibleName(tr("Replay the training"));
    if (mark_->text().isEmpty())
        mark_->setAccessibleName(tr("Go to the marked step"));
    latest_->setText(tr("Newest"));
    latest_->setToolTip(tr("Back to the model as it is now"));
    updateStepText();
}

void ReplayBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_replaybar.cpp"
