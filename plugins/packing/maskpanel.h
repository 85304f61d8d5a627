// The block's attention mask as a heatmap of the additive mask M (0 where a query may read a
// key, −∞ hatched where it may not; rows are queries, columns are keys), switchable between
// the plain causal mask and the document-aware causal mask. Selecting a row selects that
// query, and the block strip highlights its allowed keys. In plain causal mode the panel
// counts the pairs that cross a document boundary — the leaks.
#pragma once

#include <atlas/types.h>

#include <QStringList>
#include <QWidget>

class QLabel;
class QRadioButton;

namespace atlas {

class MatrixHeatmap;
class PackingSession;

class MaskPanel : public QWidget {
    Q_OBJECT

public:
    explicit MaskPanel(PackingSession &session, QWidget *parent = nullptr);

    MatrixHeatmap *heatmap() const { return heatmap_; }
    QString summaryText() const;
    int crossDocumentPairs() const;

private:
    void refresh();

    PackingSession &session_;
    QRadioButton *documentAware_;
    QRadioButton *plainCausal_;
    MatrixHeatmap *heatmap_;
    QLabel *summary_;
    QStringList shownLabels_;
    BoolMatrix shownMask_;
};

} // namespace atlas
