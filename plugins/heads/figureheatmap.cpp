#include "figureheatmap.h"

namespace atlas {

FigureHeatmap::FigureHeatmap(const QString &name, MatrixModel::Scale scale, int decimals, QWidget *parent)
    : MatrixHeatmap(parent), name_(name)
{
    setObjectName(name);
    setExportName(name);
    model()->setScale(scale);
    model()->setDecimals(decimals);
}

} // namespace atlas

#include "moc_figureheatmap.cpp"
