// Every setting of the run, editable: a preset (the engine's three), the seed, the steps of one
// run and the threads; the task (V, R, the shortest copy r, a BOS token); the model (layers,
// heads per layer, width d, position embeddings); the optimizer (batch, Adam or SGD, learning
// rate, warm-up, gradient clipping). An edit that the chapter's limits refuse says why and
// changes nothing. When the settings differ from the model's in anything but the steps and
// the threads, a line says that Train starts a fresh model, with a way back.
#pragma once

#include <atlas/inductiontrainer.h>

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace atlas {

class InductionSession;

class SettingsPanel : public QWidget {
    Q_OBJECT

public:
    explicit SettingsPanel(InductionSession &session, QWidget *parent = nullptr);

    // The fields from the session's settings (after a new model, a preset, a revert).
    void load();
    // Fields are read-only during a run (the threads too: a run keeps its own).
    void setRunning(bool running);
    void choosePreset(InductionPreset preset);
    // The preset the settings equal, if any (the seed, steps and threads aside).
    std::optional<InductionPreset> matchingPreset() const;

Q_SIGNALS:
    void settingsChanged();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // One place of the grid: a label and its field; a check box alone (no label); a caption or
    // a note alone (no field). `wide` fields take the whole row.
    struct Entry {
        QWidget *label = nullptr, *field = nullptr;
        bool wide = false;
    };

    // Places the entries `pairs` (1 or 2) label–field pairs to a row.
    void reflow(int pairs);
    // The width one label–field pair needs at least.
    int pairWidth() const;
    void edited();
    void updateNotes();

    InductionSession &session_;
    QComboBox *preset_;
    QSpinBox *seed_, *steps_, *threads_;
    QSpinBox *vocabulary_, *repeat_, *shortest_;
    QCheckBox *begin_;
    QSpinBox *layers_, *heads_, *width_;
    QCheckBox *positions_;
    QSpinBox *batch_;
    QComboBox *optimizer_;
    QLineEdit *rate_;
    QSpinBox *warmup_;
    QDoubleSpinBox *clip_;
    QLabel *problem_;
    QLabel *fresh_;
    QPushButton *revert_;
    QList<Entry> entries_;
    QGridLayout *grid_ = nullptr;
    int pairsPerRow_ = 0;
    double learningRate_ = 0;
    bool loading_ = false;
};

} // namespace atlas
