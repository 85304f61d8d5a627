// The base of the sinusoids and rotary frequencies, on a logarithmic slider from 10^0.5 to
// 10^6 in tenths of a decade (10 000 is one notch), with its value beside it. Keyboard operable
// like any slider; the value label follows the learner's locale.
#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace atlas {

class BaseSlider final : public QWidget {
    Q_OBJECT

public:
    explicit BaseSlider(QWidget *parent = nullptr);

    // Shows `base` (the nearest notch on the slider, the exact number in the label).
    void setBase(double base);
    double base() const { return base_; }

Q_SIGNALS:
    void baseChanged(double base);

private:
    void showValue();

    QSlider *slider_;
    QLabel *value_;
    double base_ = 10000;
};

} // namespace atlas
