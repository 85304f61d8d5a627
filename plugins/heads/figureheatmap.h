// A heatmap of the heads lab that the chapter exports: named once (its export name, and its
// object name unless told otherwise), its numbers on `scale` with `decimals`. The lab finds its
// figures as these, below its sections.
#pragma once

#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"

namespace atlas {

class FigureHeatmap final : public MatrixHeatmap {
    Q_OBJECT

public:
    FigureHeatmap(const QString &name, MatrixModel::Scale scale, int decimals, QWidget *parent);

    // The export name.
    QString name() const { return name_; }

private:
    QString name_;
};

} // namespace atlas
