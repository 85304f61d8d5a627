// An editable matrix: type into any cell; a value that is not a number, not finite or out of
// range is refused at the cell with a message saying why, and the old value stays. Every
// accepted edit can be undone and redone (Ctrl+Z, Ctrl+Shift+Z). Blocks of numbers can be
// pasted from a spreadsheet (Ctrl+V).
#pragma once

#include "sdk/sdkexport.h"

#include "matrixmodel.h"

#include <QLocale>
#include <QWidget>

#include <memory>

class QLabel;
class QTableView;
class QUndoStack;

namespace atlas {

class ATLAS_SDK_EXPORT MatrixEditor : public QWidget {
    Q_OBJECT

public:
    explicit MatrixEditor(QWidget *parent = nullptr);
    ~MatrixEditor() override;

    MatrixModel *model() const;
    QTableView *view() const;
    QUndoStack *undoStack() const;

    // Replaces the matrix and clears the undo history.
    void setMatrix(MatrixValues values);
    const MatrixValues &matrix() const;
    void setTitle(const QString &title);
    void setRange(double minimum, double maximum);
    double minimum() const;
    double maximum() const;

    // Parses `text` for cell (row, column) like a typed edit: applies it (undoably) or shows
    // why not. Returns whether it was applied.
    bool submitText(int row, int column, const QString &text);
    QString lastError() const;

Q_SIGNALS:
    void matrixChanged();
    void editRejected(int row, int column, const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showError(int row, int column, const QString &message);
    void paste();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
