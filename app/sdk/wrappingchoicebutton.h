// A radio button or check box whose text wraps onto several lines, for answer choices.
//
// QRadioButton and QCheckBox draw their text on one line, so a long choice makes a question
// as wide as the choice: in a narrow reading column it is cut off, not wrapped. This keeps
// the button — its text(), keyboard behaviour, exclusive groups, accessibility — and only
// lays out and paints the text with word wrap (height for width), the indicator at the top
// of the first line. A click anywhere on the text toggles it, as with the plain buttons.
#pragma once

#include "sdk/sdkexport.h"

#include <QCheckBox>
#include <QRadioButton>

#include <type_traits>

namespace atlas {

template <typename Button>
class ATLAS_SDK_EXPORT WrappingChoiceButton final : public Button {
public:
    explicit WrappingChoiceButton(QWidget *parent = nullptr);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool hitButton(const QPoint &position) const override;

private:
    static constexpr bool isRadio = std::is_base_of_v<QRadioButton, Button>;
    int textLeft() const;    // where the text starts: indicator + spacing
    QSize indicatorSize() const;
    QRect textRect(int width) const; // the wrapped text's rectangle at a widget width
};

extern template class WrappingChoiceButton<QRadioButton>;
extern template class WrappingChoiceButton<QCheckBox>;

} // namespace atlas
