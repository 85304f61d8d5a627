// The heading of a numbered section of a lab's scrolling column: a bold title, larger than
// the text, above a sunken rule. The lab sets the (translated) text.
#pragma once

#include "sdk/sdkexport.h"

#include <QWidget>

class QLabel;

namespace atlas {

class ATLAS_SDK_EXPORT SectionHeading : public QWidget {
    Q_OBJECT

public:
    explicit SectionHeading(QWidget *parent = nullptr);
    void setText(const QString &text);
    QString text() const;

private:
    QLabel *title_;
};

} // namespace atlas
