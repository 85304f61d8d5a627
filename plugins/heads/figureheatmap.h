// A heatmap of the heads lab that the chapter exports: named once (its export name, and its
// object name unless told otherwise), its numbers on `scale` with `decimals`.
#pragma once

#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"

namespace atlas {

class FigureHeatmap final : public MatrixHeatmap {
    Q_OBJECT

public:
    FigureHeatmap(const QString &name, MatrixModel::Scale scale, int decimals, QWidget *parent);
};

} // namespace atlas
