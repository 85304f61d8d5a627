#include "paragraphlabel.h"

namespace atlas {

ParagraphLabel::ParagraphLabel(QWidget *parent, const QString &objectName, Selection selection) : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    if (!objectName.isEmpty())
        setObjectName(objectName);
    if (selection == Selection::ByMouse)
        setTextInteractionFlags(Qt::TextSelectableByMouse);
}

} // namespace atlas

#include "moc_paragraphlabel.cpp"
