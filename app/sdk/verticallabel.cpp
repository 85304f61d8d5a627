#include "verticallabel.h"

#include <QPainter>

namespace atlas {

VerticalLabel::VerticalLabel(const QString &text, QWidget *parent) : QWidget(parent), text_(text)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    setAccessibleName(text);
}

void VerticalLabel::setText(const QString &text)
{
    text_ = text;
    setAccessibleName(text);
    updateGeometry();
    update();
}

QSize VerticalLabel::sizeHint() const
{
    const QFontMetrics fm(font());
    return QSize(fm.height() + 4, fm.horizontalAdvance(text_) + 8);
}

QSize VerticalLabel::minimumSizeHint() const
{
    // The whole caption, never cut: beside a matrix of two rows it makes the row taller.
    return sizeHint();
}

void VerticalLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(foregroundRole()));
    p.translate(0, height());
    p.rotate(-90);
    p.drawText(QRect(0, 0, height(), width()), Qt::AlignCenter, text_);
}

} // namespace atlas

#include "moc_verticallabel.cpp"
