// The line under a lab's controls that says what the learner's last change did there: how
// many of the numbers shown it moved, in how many figures — outlined in them for a moment —
// or that it moved none. Written from the report of the marking the change was made in
// (ChangeMarking, whose origin lies inside `scope`), again in each language: never stale.
#pragma once

#include "sdk/sdkexport.h"

#include <QLabel>

namespace atlas {

class ATLAS_SDK_EXPORT ChangeSummaryLine : public QLabel {
    Q_OBJECT

public:
    // Reports of markings made inside `scope` (a lab) are shown.
    explicit ChangeSummaryLine(QWidget *scope, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onReport();
    void retranslate();

    QWidget *scope_;
    bool reported_ = false;
    int figures_ = 0, changedFigures_ = 0, changedCells_ = 0, reshaped_ = 0;
};

} // namespace atlas
