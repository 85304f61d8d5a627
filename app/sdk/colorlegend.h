// The key of a heatmap: the colour ramp with its low, middle and high values, and a hatched
// swatch explaining masked cells when the matrix has any.
#pragma once

#include "sdk/sdkexport.h"

#include <QWidget>

namespace atlas {

class MatrixModel;

class ATLAS_SDK_EXPORT ColorLegend : public QWidget {
    Q_OBJECT

public:
    explicit ColorLegend(const MatrixModel *model, QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    bool hasMaskedCells() const;
    const MatrixModel *model_;
};

} // namespace atlas
