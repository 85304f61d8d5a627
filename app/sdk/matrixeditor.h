// An editable matrix: type into any cell; a value that is not a number, not finite or out of
// range is refused at the cell with a message saying why, and the old value stays. Every
// accepted edit can be undone and redone (Ctrl+Z, Ctrl+Shift+Z). Blocks of numbers can be
// pasted from a spreadsheet (Ctrl+V).
#pragma once

#include "sdk/sdkexport.h"

#include "matrixmodel.h"

#include <QLocale>
#include <QWidget>

class QLabel;
class QTableView;
class QUndoStack;

namespace atlas {

class ATLAS_SDK_EXPORT MatrixEditor : public QWidget {
    Q_OBJECT

public:
    explicit MatrixEditor(QWidget *parent = nullptr);
    ~MatrixEditor() override;

    MatrixModel *model() const { return model_; }
    QTableView *view() const { return view_; }
    QUndoStack *undoStack() const { return undo_; }

    // Replaces the matrix and clears the undo history.
    void setMatrix(const Matrix<double> &values);
    const Matrix<double> &matrix() const { return model_->matrix(); }
    void setTitle(const QString &title);
    void setRange(double minimum, double maximum);
    double minimum() const { return minimum_; }
    double maximum() const { return maximum_; }

    // Parses `text` for cell (row, column) like a typed edit: applies it (undoably) or shows
    // why not. Returns whether it was applied.
    bool submitText(int row, int column, const QString &text);
    QString lastError() const { return lastError_; }

Q_SIGNALS:
    void matrixChanged();
    void editRejected(int row, int column, const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showError(int row, int column, const QString &message);
    void paste();

    MatrixModel *model_;
    QTableView *view_;
    QUndoStack *undo_;
    QLabel *titleLabel_;
    QLabel *messageLabel_;
    double minimum_ = -1e6;
    double maximum_ = 1e6;
    QString lastError_;
};

} // namespace atlas
