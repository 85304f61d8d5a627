#include "temperatureslider.h"

#include "core/numberinput.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {
constexpr int steps = 1000;
} // namespace

TemperatureSlider::TemperatureSlider(double minimum, double maximum, QWidget *parent)
    : QWidget(parent), minimum_(minimum), maximum_(maximum), slider_(new QSlider(Qt::Horizontal, this)),
      label_(new QLabel(this))
{
    slider_->setRange(0, steps);
    slider_->setSingleStep(5);
    slider_->setPageStep(50);
    slider_->setValue(position(value_));
    label_->setMinimumWidth(label_->fontMetrics().horizontalAdvance(QStringLiteral("τₛ = 20.00")) + 4);
    // Long enough to aim at a value in a narrow lab (a slider squeezed to its handle is not).
    slider_->setMinimumWidth(fontMetrics().averageCharWidth() * 12);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(slider_, 1);
    layout->addWidget(label_);
    connect(slider_, &QSlider::valueChanged, this, [this](int p) {
        const double v = valueAt(p);
        if (v == value_)
            return;
        value_ = v;
        showValue();
        Q_EMIT valueChanged(value_);
    });
    showValue();
}

int TemperatureSlider::position(double value) const
{
    const double t = std::log(value / minimum_) / std::log(maximum_ / minimum_);
    return std::clamp(static_cast<int>(std::lround(t * steps)), 0, steps);
}

double TemperatureSlider::valueAt(int p) const
{
    // Two significant decimals so that the slider lands on 1.00, 2.00, … exactly.
    const double v = minimum_ * std::pow(maximum_ / minimum_, static_cast<double>(p) / steps);
    return std::clamp(std::round(v * 100.0) / 100.0, minimum_, maximum_);
}

void TemperatureSlider::setValue(double value)
{
    if (!std::isfinite(value))
        return;
    value = std::clamp(value, minimum_, maximum_);
    {
        const QSignalBlocker blocker(slider_);
        slider_->setValue(position(value));
    }
    if (value == value_)
        return;
    value_ = value;
    showValue();
    Q_EMIT valueChanged(value_);
}

void TemperatureSlider::setSymbol(const QString &symbol)
{
    symbol_ = symbol;
    showValue();
}

void TemperatureSlider::setAccessibleName(const QString &name)
{
    QWidget::setAccessibleName(name);
    slider_->setAccessibleName(name);
}

void TemperatureSlider::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LocaleChange)
        showValue();
    QWidget::changeEvent(event);
}

void TemperatureSlider::showValue()
{
    const QString number = NumberInput::format(value_, locale(), 2);
    label_->setText(symbol_.isEmpty() ? number : symbol_ + QStringLiteral(" = ") + number);
    slider_->setAccessibleDescription(number);
}

} // namespace atlas

#include "moc_temperatureslider.cpp"
