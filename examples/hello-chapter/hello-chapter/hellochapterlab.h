// The hello-chapter lab: the scores to edit (one row: the query; one column per key), the
// temperature, the formula, and the weights the engine computed, as a heatmap, with a sentence
// naming the key the query attends to most. Everything follows each edit at once.
#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QLabel;

namespace atlas {
class FormulaView;
class MatrixEditor;
class MatrixHeatmap;
} // namespace atlas

namespace hello {

class HelloChapterSession;

class HelloChapterLab : public QWidget {
    Q_OBJECT

public:
    explicit HelloChapterLab(HelloChapterSession &session, QWidget *parent = nullptr);

    atlas::MatrixEditor *scoreEditor() const { return scores_; }
    QDoubleSpinBox *temperatureBox() const { return temperature_; }
    atlas::MatrixHeatmap *weightsMap() const { return weights_; }
    QLabel *summary() const { return summary_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showSession();

    HelloChapterSession &session_;
    QLabel *intro_;
    atlas::FormulaView *formula_;
    atlas::MatrixEditor *scores_;
    QLabel *temperatureLabel_;
    QDoubleSpinBox *temperature_;
    atlas::MatrixHeatmap *weights_;
    QLabel *summary_;
};

} // namespace hello
