// A temperature on a logarithmic slider (0.05 … 20: halving and doubling are equal steps,
// and 1 sits in the middle) with its value beside it. Keyboard: arrows move a fine step,
// Page Up/Down a coarse one, Home/End to the ends.
#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace atlas {

class TemperatureSlider : public QWidget {
    Q_OBJECT

public:
    TemperatureSlider(double minimum, double maximum, QWidget *parent = nullptr);

    double value() const { return value_; }
    // Clamped to the range; emits valueChanged only for a different value.
    void setValue(double value);
    // The symbol before the value, e.g. "τ" or "τₛ", and the accessible name.
    void setSymbol(const QString &symbol);
    void setAccessibleName(const QString &name);
    QSlider *slider() const { return slider_; }

Q_SIGNALS:
    void valueChanged(double value);

protected:
    // The value is written in the locale's notation ("1,00" in German), again when it changes.
    void changeEvent(QEvent *event) override;

private:
    int position(double value) const;
    double valueAt(int position) const;
    void showValue();

    double minimum_, maximum_;
    double value_ = 1;
    QString symbol_;
    QSlider *slider_;
    QLabel *label_;
};

} // namespace atlas
