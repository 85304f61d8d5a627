// Paints one heatmap cell: its colour, its number in a contrasting colour (unless text is
// off), masked cells hatched grey with their masked text, and the selected row outlined.
#pragma once

#include "sdk/sdkexport.h"

#include <QStyledItemDelegate>

namespace atlas {

class ATLAS_SDK_EXPORT HeatmapDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void setHighlightedRow(int row) { highlightedRow_ = row; }
    // Whether cells show their text; without, a cell is its colour (and hatching) alone.
    void setShowText(bool show) { showText_ = show; }
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

private:
    int highlightedRow_ = -1;
    bool showText_ = true;
};

} // namespace atlas
