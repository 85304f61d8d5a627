#include "wrappingchoicebutton.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOptionButton>

namespace atlas {

namespace {
// The text may wrap down to this many average characters per line before the button insists
// on more width (a few words per line stay readable).
constexpr int minimumCharacters = 16;
constexpr int textFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap | Qt::TextShowMnemonic;
} // namespace

template <typename Button>
WrappingChoiceButton<Button>::WrappingChoiceButton(QWidget *parent) : Button(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred, isRadio ? QSizePolicy::RadioButton : QSizePolicy::CheckBox);
    policy.setHeightForWidth(true);
    this->setSizePolicy(policy);
}

template <typename Button>
QSize WrappingChoiceButton<Button>::indicatorSize() const
{
    const QStyle::PixelMetric w = isRadio ? QStyle::PM_ExclusiveIndicatorWidth : QStyle::PM_IndicatorWidth;
    const QStyle::PixelMetric h = isRadio ? QStyle::PM_ExclusiveIndicatorHeight : QStyle::PM_IndicatorHeight;
    return QSize(this->style()->pixelMetric(w, nullptr, this), this->style()->pixelMetric(h, nullptr, this));
}

template <typename Button>
int WrappingChoiceButton<Button>::textLeft() const
{
    const QStyle::PixelMetric spacing = isRadio ? QStyle::PM_RadioButtonLabelSpacing : QStyle::PM_CheckBoxLabelSpacing;
    return indicatorSize().width() + this->style()->pixelMetric(spacing, nullptr, this);
}

template <typename Button>
QRect WrappingChoiceButton<Button>::textRect(int width) const
{
    const int available = std::max(1, width - textLeft() - 2);
    const QRect bounds = this->fontMetrics().boundingRect(QRect(0, 0, available, 100000), textFlags, this->text());
    return QRect(textLeft(), 1, available, bounds.height());
}

template <typename Button>
int WrappingChoiceButton<Button>::heightForWidth(int width) const
{
    return std::max(indicatorSize().height() + 2, textRect(width).height() + 2);
}

template <typename Button>
QSize WrappingChoiceButton<Button>::sizeHint() const
{
    // On one line when there is room, as the plain button.
    const QRect oneLine = this->fontMetrics().boundingRect(QRect(0, 0, 100000, 100000), textFlags, this->text());
    return QSize(textLeft() + oneLine.width() + 4, std::max(indicatorSize().height(), oneLine.height()) + 2);
}

template <typename Button>
QSize WrappingChoiceButton<Button>::minimumSizeHint() const
{
    const int width = textLeft() + std::min(sizeHint().width() - textLeft(), this->fontMetrics().averageCharWidth() * minimumCharacters);
    return QSize(width, heightForWidth(width));
}

template <typename Button>
bool WrappingChoiceButton<Button>::hitButton(const QPoint &position) const
{
    return this->rect().contains(position);
}

template <typename Button>
void WrappingChoiceButton<Button>::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QStyleOptionButton option;
    this->initStyleOption(&option);
    const QSize indicator = indicatorSize();
    const int lineHeight = this->fontMetrics().height();
    // The indicator centred on the first line of text.
    QStyleOptionButton indicatorOption = option;
    indicatorOption.rect = QRect(0, 1 + std::max(0, (lineHeight - indicator.height()) / 2), indicator.width(), indicator.height());
    this->style()->drawPrimitive(isRadio ? QStyle::PE_IndicatorRadioButton : QStyle::PE_IndicatorCheckBox, &indicatorOption, &painter, this);
    const QRect text = textRect(this->width());
    this->style()->drawItemText(&painter, text, textFlags, option.palette, this->isEnabled(), this->text(), QPalette::WindowText);
    if (this->hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = this->fontMetrics().boundingRect(text, textFlags, this->text()).adjusted(-2, -1, 2, 1);
        this->style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &painter, this);
    }
}

template class WrappingChoiceButton<QRadioButton>;
template class WrappingChoiceButton<QCheckBox>;

} // namespace atlas
