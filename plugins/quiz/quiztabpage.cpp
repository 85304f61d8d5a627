#include "quiztabpage.h"

namespace atlas {

bool QuizTabPage::hasHeightForWidth() const
{
    return !isHidden() && QWidget::hasHeightForWidth();
}

int QuizTabPage::heightForWidth(int width) const
{
    return isHidden() ? -1 : QWidget::heightForWidth(width);
}

QSize QuizTabPage::sizeHint() const
{
    return isHidden() ? QSize(0, 0) : QWidget::sizeHint();
}

QSize QuizTabPage::minimumSizeHint() const
{
    return isHidden() ? QSize(0, 0) : QWidget::minimumSizeHint();
}

} // namespace atlas

#include "moc_quiztabpage.cpp"
