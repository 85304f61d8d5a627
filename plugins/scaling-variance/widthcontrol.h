// The head width dₖ on a logarithmic slider (1 … 1024: every doubling is the same step)
// with a spin box beside it for an exact value. Keyboard: arrows on the slider move by about
// a twentieth of a doubling, Page Up/Down double or halve the width exactly; the spin box
// takes any integer.
#pragma once

#include <QWidget>

class QSlider;
class QSpinBox;

namespace atlas {

class WidthControl : public QWidget {
    Q_OBJECT

public:
    explicit WidthControl(int maximum, QWidget *parent = nullptr);

    int value() const { return value_; }
    void setValue(int value);
    QSlider *slider() const { return slider_; }
    QSpinBox *spinBox() const { return spin_; }
    void setAccessibleName(const QString &name);

Q_SIGNALS:
    void valueChanged(int value);

private:
    int widthAt(int position) const;
    int position(int width) const;
    void apply(int width, bool fromSlider);

    int maximum_;
    int value_ = 1;
    int pendingWidth_ = 0; // an exact width for the slider's next move (Page Up/Down)
    QSlider *slider_;
    QSpinBox *spin_;
};

} // namespace atlas
