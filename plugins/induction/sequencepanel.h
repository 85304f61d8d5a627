// "Your own sequence": the learner types tokens (a phrase and its repeat, say) and sees, for
// every position, what the trained model predicts next — and, where the token appeared
// before, what followed it there, which is what an induction head copies — and, for the
// query they select, where every head looks.
#pragma once

#include <atlas/inductiontrainer.h>

#include <QStringList>
#include <QWidget>

#include <cstdint>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace atlas {

class InductionSession;
class MatrixHeatmap;

class SequencePanel : public QWidget {
    Q_OBJECT

public:
    explicit SequencePanel(InductionSession &session, QWidget *parent = nullptr);

    // Everything from the session's sequence snapshot (after an edit, a mask change, new weights).
    void refresh();
    void selectQuery(int position);

    // A new phrase of distinct tokens and its repeat.
    void newPhrase();

    // The counts the summary states: positions whose token occurred before (and is followed
    // by a label), and of those where the model's top prediction is what followed it.
    struct Copying {
        int repeated = 0, copied = 0;
        int fresh = 0, freshCorrect = 0;
        int shortestGap = 0; // the fewest positions between a repeated token and its earlier occurrence (0: none)
    };
    static Copying copying(const AttentionSnapshot &snapshot);

    // Whether the last edit changed the text of table cell (row, column) (marked for a moment).
    bool isCellChanged(int row, int column) const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitCells();
    void apply(const QString &text);
    void fillTable();
    void showQuery();

    InductionSession &session_;
    QLineEdit *input_;
    QPushButton *newPhrase_;
    QLabel *problem_;
    QLabel *summary_;
    QTableWidget *table_;
    class QTimer *changeFade_; // clears the marks of the last edit's changed cells
    MatrixHeatmap *queryHeads_;
    QStringList headings_;
    int query_ = -1;
    std::uint64_t phrases_ = 0;
};

} // namespace atlas
