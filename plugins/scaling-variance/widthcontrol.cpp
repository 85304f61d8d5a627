#include "widthcontrol.h"

#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {
constexpr int stepsPerDoubling = 20;
} // namespace

WidthControl::WidthControl(int maximum, QWidget *parent)
    : QWidget(parent), maximum_(maximum), slider_(new QSlider(Qt::Horizontal, this)), spin_(new QSpinBox(this))
{
    slider_->setRange(0, position(maximum_));
    slider_->setSingleStep(1);
    slider_->setPageStep(stepsPerDoubling);
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(stepsPerDoubling);
    spin_->setRange(1, maximum_);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(slider_, 1);
    layout->addWidget(spin_);
    // Page Up/Down double and halve exactly (positions are rounded, so 100 would become 201).
    connect(slider_, &QSlider::actionTriggered, this, [this](int action) {
        if (action == QAbstractSlider::SliderPageStepAdd || action == QAbstractSlider::SliderPageStepSub) {
            const int target = std::clamp(action == QAbstractSlider::SliderPageStepAdd ? 2 * value_ : value_ / 2, 1, maximum_);
            // The slider has already moved a page; put it where the exact width belongs.
            slider_->setSliderPosition(position(target));
            if (position(target) == slider_->value())
                apply(target, false); // it does not move after all, so it will not report
            else
                pendingWidth_ = target;
        }
    });
    connect(slider_, &QSlider::valueChanged, this, [this](int p) {
        const int width = pendingWidth_ > 0 ? pendingWidth_ : widthAt(p);
        pendingWidth_ = 0;
        apply(width, true);
    });
    connect(spin_, &QSpinBox::valueChanged, this, [this](int w) { apply(w, false); });
    setValue(1);
}

int WidthControl::widthAt(int p) const
{
    return std::clamp(static_cast<int>(std::lround(std::pow(2.0, static_cast<double>(p) / stepsPerDoubling))), 1, maximum_);
}

int WidthControl::position(int width) const
{
    return static_cast<int>(std::lround(stepsPerDoubling * std::log2(static_cast<double>(std::max(1, width)))));
}

void WidthControl::setValue(int value)
{
    apply(std::clamp(value, 1, maximum_), false);
}

void WidthControl::apply(int width, bool fromSlider)
{
    {
        const QSignalBlocker b1(slider_), b2(spin_);
        if (!fromSlider)
            slider_->setValue(position(width));
        spin_->setValue(width);
    }
    if (width == value_)
        return;
    value_ = width;
    Q_EMIT valueChanged(value_);
}

void WidthControl::setAccessibleName(const QString &name)
{
    QWidget::setAccessibleName(name);
    slider_->setAccessibleName(name);
    spin_->setAccessibleName(name);
}

} // namespace atlas

#include "moc_widthcontrol.cpp"
