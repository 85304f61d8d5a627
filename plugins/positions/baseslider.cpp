#include "baseslider.h"

#include "sdk/boxlayout.h"
#include "sdk/retranslator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace atlas {

BaseSlider::BaseSlider(QWidget *parent) : QWidget(parent), slider_(new QSlider(Qt::Horizontal, this)), value_(new QLabel(this))
{
    auto *texts = new Retranslator(this);
    slider_->setRange(5, 60); // tenths of a decade: 10^0.5 … 10^6
    slider_->setPageStep(10);
    QLabel *name = texts->label(slider_, [] {
        //: The base of the sinusoidal and rotary frequencies ω_i = base^(−2i/d).
        return tr("&Base:");
    });
    texts->accessibleName(slider_, [] { return tr("Base of the frequencies"); });
    texts->toolTip(this, [] { return tr("ωᵢ = base^(−2i/d): a larger base makes the slow pairs slower."); });
    texts->bind([this] { showValue(); }); // the number in the learner's locale
    value_->setMinimumWidth(value_->fontMetrics().horizontalAdvance(QStringLiteral("1 000 000")));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    BoxLayout::add(layout, {name, BoxLayout::stretched(slider_, 1), value_});
    connect(slider_, &QSlider::valueChanged, this, [this](int tenths) {
        base_ = std::pow(10.0, tenths / 10.0);
        base_ = base_ >= 100 ? std::round(base_) : std::round(base_ * 10) / 10;
        showValue();
        Q_EMIT baseChanged(base_);
    });
}

void BaseSlider::setBase(double base)
{
    base_ = base;
    const QSignalBlocker blocker(slider_);
    slider_->setValue(int(std::lround(10 * std::log10(base))));
    showValue();
}

void BaseSlider::showValue()
{
    value_->setText(QLocale().toString(base_, 'g', 7));
}

} // namespace atlas

#include "moc_baseslider.cpp"
