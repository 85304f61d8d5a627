#include "weightsheatmap.h"

#include "sdk/matrixheatmap.h"

namespace atlas {

MatrixHeatmap *weightsHeatmap(const QString &objectName, const QString &exportName, QWidget *parent)
{
    auto *heatmap = new MatrixHeatmap(parent);
    heatmap->setObjectName(objectName);
    heatmap->model()->setScale(MatrixModel::Scale::Probability);
    heatmap->model()->setFixedColorRange(std::make_pair(0.0, 1.0));
    heatmap->model()->setDecimals(2);
    heatmap->setExportName(exportName);
    return heatmap;
}

} // namespace atlas
