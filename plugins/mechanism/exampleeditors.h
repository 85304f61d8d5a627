// The example's inputs, editable cell by cell: X (one row per token) and, in tabs, the
// projections Wq, Wk, Wv and Wo. Each editor refuses what is not a number in range at the
// cell, and keeps its own undo history (Ctrl+Z / Ctrl+Shift+Z).
#pragma once

#include "mechanismstate.h"

#include <QWidget>

class QTabWidget;

namespace atlas {

class MatrixEditor;
class StageHeader;

class ExampleEditors : public QWidget {
    Q_OBJECT

public:
    explicit ExampleEditors(QWidget *parent = nullptr);
    ~ExampleEditors() override;

    // Shows the state's matrices (and clears the undo histories).
    void load(const MechanismState &state);
    void loadWeights(const MechanismState &state);

    MatrixEditor *weightEditor(MechanismState::Weight which) const;

Q_SIGNALS:
    void embeddingsEdited(const Matrix<double> &x);
    void weightEdited(MechanismState::Weight which, const Matrix<double> &w);

private:
    // The texts of what is shown, in the current language (again after a language change).
    void showTexts();

    StageHeader *inputHeader_;
    StageHeader *weightHeader_;
    MatrixEditor *embeddings_;
    QTabWidget *tabs_;
    MatrixEditor *editors_[4];
    int heads_ = 1;
    // Replacing an editor's matrix clears its undo stack, which reports a change: not an edit.
    bool loading_ = false;
};

} // namespace atlas
