#include "headinglabel.h"

namespace atlas {

HeadingLabel::HeadingLabel(double scale, QWidget *parent) : QLabel(parent)
{
    QFont heading = font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * scale);
    setFont(heading);
}

} // namespace atlas

#include "moc_headinglabel.cpp"
