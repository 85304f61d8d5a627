// A heatmap of attention weights as the encoders lab draws them: probabilities on the fixed
// 0 … 1 scale with two decimals, saved (File → Export Figures) under `exportName`.
#pragma once

#include <QString>

class QWidget;

namespace atlas {

class MatrixHeatmap;

MatrixHeatmap *weightsHeatmap(const QString &objectName, const QString &exportName, QWidget *parent);

} // namespace atlas
