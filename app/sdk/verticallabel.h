// A caption written bottom-to-top, for the row axis of a matrix ("queries"), in the colour of
// its foreground role (WindowText unless set otherwise).
#pragma once

#include "sdk/sdkexport.h"

#include <QWidget>

namespace atlas {

class ATLAS_SDK_EXPORT VerticalLabel : public QWidget {
    Q_OBJECT

public:
    explicit VerticalLabel(const QString &text = QString(), QWidget *parent = nullptr);
    void setText(const QString &text);
    QString text() const { return text_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString text_;
};

} // namespace atlas
