#include "pairrow.h"

#include <QEvent>

#include <algorithm>

namespace atlas {

PairRow::PairRow(QWidget *first, QWidget *second, QWidget *parent) : QWidget(parent), first_(first), second_(second)
{
    first_->setParent(this);
    second_->setParent(this);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

bool PairRow::sideBySide(int width) const
{
    return first_->sizeHint().width() + spacing + second_->sizeHint().width() <= width;
}

QSize PairRow::sizeHint() const
{
    const QSize a = first_->sizeHint(), b = second_->sizeHint();
    return QSize(a.width() + spacing + b.width(), std::max(a.height(), b.height()));
}

QSize PairRow::minimumSizeHint() const
{
    const QSize a = first_->minimumSizeHint(), b = second_->minimumSizeHint();
    return QSize(std::max(a.width(), b.width()), heightForWidth(std::max(a.width(), b.width())));
}

int PairRow::heightForWidth(int width) const
{
    const int a = first_->sizeHint().height(), b = second_->sizeHint().height();
    return sideBySide(width) ? std::max(a, b) : a + spacing + b;
}

void PairRow::place()
{
    const QSize a = first_->sizeHint(), b = second_->sizeHint();
    const int w = width();
    if (sideBySide(w)) {
        first_->setGeometry(0, 0, a.width(), a.height());
        second_->setGeometry(a.width() + spacing, 0, b.width(), b.height());
    } else {
        first_->setGeometry(0, 0, std::min(a.width(), w), a.height());
        second_->setGeometry(0, a.height() + spacing, std::min(b.width(), w), b.height());
    }
}

void PairRow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    place();
    updateGeometry(); // the height follows the width
}

bool PairRow::event(QEvent *event)
{
    // A child that changes its size (a new token count, a language) moves the other.
    if (event->type() == QEvent::LayoutRequest) {
        place();
        updateGeometry();
    }
    return QWidget::event(event);
}

} // namespace atlas

#include "moc_pairrow.cpp"
