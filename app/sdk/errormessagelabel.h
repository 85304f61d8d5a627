// A red, word-wrapped line under a lab's inputs that says why an input was refused; hidden
// while there is nothing to say. The caller gives the (translated) message.
#pragma once

#include "sdk/sdkexport.h"

#include <QLabel>

namespace atlas {

class ATLAS_SDK_EXPORT ErrorMessageLabel : public QLabel {
    Q_OBJECT

public:
    explicit ErrorMessageLabel(QWidget *parent = nullptr);
    // Shows `message`, or hides the line when it is empty.
    void showMessage(const QString &message);
};

} // namespace atlas
