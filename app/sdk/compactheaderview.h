// A table header for a compact heatmap (cells a few pixels wide), whose labels stay readable
// instead of shrinking until no one can read them: column labels too wide to stand side by
// side stand on end, each in its own column; and when a cell is narrower than a line of text,
// every stride-th section is labelled, over the sections that follow it (the others keep their
// label in the tooltip and the accessible text). Not installed: the heatmap's own part
// (exported for the tests).
#pragma once

#include "sdk/sdkexport.h"

#include <QHeaderView>

namespace atlas {

class ATLAS_SDK_EXPORT CompactHeaderView final : public QHeaderView {
    Q_OBJECT

public:
    explicit CompactHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

    // Labels on end (columns only), and every `stride`-th section labelled (1: every one).
    void setLabelLayout(bool onEnd, int stride);
    bool labelsOnEnd() const { return onEnd_; }
    int stride() const { return stride_; }

protected:
    void paintEvent(QPaintEvent *event) override;
    QSize sectionSizeFromContents(int logicalIndex) const override;

private:
    QString label(int logicalIndex) const;

    bool onEnd_ = false;
    int stride_ = 1;
};

} // namespace atlas
