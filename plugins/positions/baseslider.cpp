#include "baseslider.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace atlas {

BaseSlider::BaseSlider(QWidget *parent) : QWidget(parent), name_(new QLabel(this)), slider_(new QSlider(Qt::Horizontal, this)), value_(new QLabel(this))
{
    slider_->setRange(5, 60); // tenths of a decade: 10^0.5 … 10^6
    slider_->setPageStep(10);
    name_->setBuddy(slider_);
    value_->setMinimumWidth(value_->fontMetrics().horizontalAdvance(QStringLiteral("1 000 000")));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(name_);
    layout->addWidget(slider_, 1);
    layout->addWidget(value_);
    connect(slider_, &QSlider::valueChanged, this, [this](int tenths) {
        base_ = std::pow(10.0, tenths / 10.0);
        base_ = base_ >= 100 ? std::round(base_) : std::round(base_ * 10) / 10;
        retranslate();
        Q_EMIT baseChanged(base_);
    });
    retranslate();
}

void BaseSlider::setBase(double base)
{
    base_ = base;
    const QSignalBlocker blocker(slider_);
    slider_->setValue(int(std::lround(10 * std::log10(base))));
    retranslate();
}

void BaseSlider::retranslate()
{
    //: The base of the sinusoidal and rotary frequencies ω_i = base^(−2i/d).
    name_->setText(tr("&Base:"));
    value_->setText(QLocale().toString(base_, 'g', 7));
    slider_->setAccessibleName(tr("Base of the frequencies"));
    setToolTip(tr("ωᵢ = base^(−2i/d): a larger base makes the slow pairs slower."));
}

void BaseSlider::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_baseslider.cpp"
