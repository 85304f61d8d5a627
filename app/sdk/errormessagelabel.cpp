#include "errormessagelabel.h"

namespace atlas {

ErrorMessageLabel::ErrorMessageLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    QPalette errorPalette = palette();
    errorPalette.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    setPalette(errorPalette);
    setVisible(false);
}

void ErrorMessageLabel::showMessage(const QString &message)
{
    setText(message);
    setVisible(!message.isEmpty());
}

} // namespace atlas

#include "moc_errormessagelabel.cpp"
