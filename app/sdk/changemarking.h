// Cause and effect: while a ChangeMarking exists, every MatrixModel whose matrix is replaced
// by one of the same shape marks the cells whose value changed, and every MatrixHeatmap
// outlines them for a moment. A lab makes one around the recomputation that follows a
// learner's edit, naming the widget the edit came from:
//
//     { ChangeMarking marking(this); refresh(); }
//
// so an edit of X outlines exactly the cells of every view it moved — the head whose weights
// did not move shows no outline — while a recomputation for any other reason (another head
// shown, the language switched) marks nothing and clears the marks shown.
//
// When the outermost marking ends it reports what it found (report(): how many figures were
// recomputed, how many of them and how many numbers changed) through notifier(), for a line
// that says what the change did (ChangeSummaryLine).
#pragma once

#include "sdk/sdkexport.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QWidget>

namespace atlas {

class ATLAS_SDK_EXPORT ChangeNotifier : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

Q_SIGNALS:
    // A marking ended; ChangeMarking::lastReport() says what it found.
    void reported();
};

class ATLAS_SDK_EXPORT ChangeMarking {
public:
    explicit ChangeMarking(QWidget *origin = nullptr);
    ~ChangeMarking();
    ChangeMarking(const ChangeMarking &) = delete;
    ChangeMarking &operator=(const ChangeMarking &) = delete;

    // Whether a marking is in progress (on the GUI thread, where models change).
    static bool isActive();

    struct Report {
        QPointer<QWidget> origin; // where the edit came from (may be null)
        int figures = 0;          // matrices recomputed in the same shape
        int changedFigures = 0;   // of those, the ones with a changed number
        int changedCells = 0;     // the numbers that changed, in all of them
        int reshaped = 0;         // matrices recomputed in another shape (nothing to compare)
    };
    // What the last marking to end found.
    static const Report &lastReport();
    static ChangeNotifier *notifier();

    // Figure `figure` was recomputed during the marking in the same shape and `cells` of its
    // numbers (or masked cells) changed so far in this marking — a later call for the same
    // figure replaces the count (MatrixModel does this; a chart that compares its values may
    // too).
    static void tally(const void *figure, int cells);
    // Figure `figure` was recomputed in another shape (rows or columns added or removed).
    static void tallyReshaped(const void *figure);
    // Which marking is in progress (a new number for each outermost marking; 0 when none).
    static quint64 generation();

private:
    static int depth_;
    static quint64 generation_;
    static Report current_, last_;
    static QHash<const void *, int> cells_; // per figure, in the marking in progress
    static QSet<const void *> reshaped_;
};

} // namespace atlas
