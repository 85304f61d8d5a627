// A labelled matrix: title with its shape, column and row captions (by default "keys" and
// "queries": rows are queries, columns are keys), token labels on both headers, the numbers
// in coloured cells (or, compact, the colours alone), masked cells hatched, a colour legend, row selection and hover, and
// export (PNG, SVG, CSV) from the context menu. The cells the learner's last edit changed
// (MatrixModel::ChangedRole, see ChangeMarking) are outlined for a few seconds, or for good
// in a figure that compares before and after (setChangesSticky). Every cell is reachable by keyboard and reads
// to a screen reader as "query 7, key 5: 0.33".
#pragma once

#include "sdk/sdkexport.h"

#include "matrixmodel.h"

#include <QWidget>

#include <memory>

class QTableView;

namespace atlas {

class ATLAS_SDK_EXPORT MatrixHeatmap : public QWidget {
    Q_OBJECT

public:
    explicit MatrixHeatmap(QWidget *parent = nullptr);
    ~MatrixHeatmap() override;

    MatrixModel *model() const;
    QTableView *view() const;

    // The title is followed by the shape, e.g. "Scores S (head 1) · 5 × 5".
    void setTitle(const QString &title);
    QString title() const;
    void setAxisCaptions(const QString &rows, const QString &columns);
    void setShowLegend(bool show);
    // Compact: square cells `pixels` wide that show their colour only — the numbers stay
    // in each cell's tooltip and accessible text — for a matrix too large to read number by
    // number (an attention pattern over a whole sequence). The labels stay readable: column
    // labels stand on end when they do not fit side by side, and where a cell is narrower than
    // a line of text every k-th label is shown; a tall matrix scrolls. 0: cells sized for
    // their numbers (the default).
    void setCompactCellSize(int pixels);
    // In compact mode: the smallest label font, and the height above which the matrix scrolls.
    static constexpr int minLabelPixels = 9;
    // Narrower than its numbers need, a heatmap shows colours only, in cells at least this wide.
    static constexpr int minAutoCompactCell = 8;
    static constexpr int maxCompactHeight = 520;
    int compactCellSize() const;
    void setExportName(const QString &name);

    // How long the outline of changed cells stays (the default), and whether it stays for good.
    static constexpr int changeMarkMilliseconds = 4000;
    void setChangesSticky(bool sticky);

    QSize sizeHint() const override;

    int selectedRow() const;
    void setSelectedRow(int row);

Q_SIGNALS:
    void rowSelected(int row);
    void cellHovered(int row, int column);

protected:
    void changeEvent(QEvent *event) override;
    // Given less width than its numbers need, it fits them (narrower cells, labels on end, or
    // colours only) rather than hide columns.
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateTitle();
    void applyCaptions();
    void updateSizes();
    int roomForColumns() const;

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
