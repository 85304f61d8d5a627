// The lab's fifth panel: position ids of documents packed into one sequence. The learner types
// the documents' lengths; the panel shows, slot by slot, the ids that continue across the
// sequence and the ids reset where each document begins, and what each tells the model.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;

namespace atlas {

class MatrixHeatmap;
class PositionsSession;

class PositionIdsPanel final : public QWidget {
    Q_OBJECT

public:
    explicit PositionIdsPanel(PositionsSession &session, QWidget *parent = nullptr);

private:
    void apply();
    void refresh();
    void showReading();

    PositionsSession &session_;
    QLineEdit *documents_;
    QLabel *problem_;
    MatrixHeatmap *ids_;
    QLabel *reading_;
};

} // namespace atlas
