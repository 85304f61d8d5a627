// The induction chapter's lab: the run's controls (Train, Pause/Resume, Cancel, a fresh
// model, progress and status) above numbered sections — every setting, the training curve with the moment the
// induction head forms, every head's attention on the probe sequence (with switches that turn
// heads off and the repeated half's figures with them off), the per-head table of scores and
// ablations, and the learner's own sequence.
//
// The session trains on a worker thread and publishes at most every publishInterval; the lab
// redraws only then, so a run never blocks the window. While a run goes the settings fold away
// and the curves and the heads' maps come to the top, so the learner watches the head form;
// "Slow enough to watch" paces a run to about 25 s. Afterwards the replay bar scrubs back
// through the kept snapshots (maps, curves' cursor, ablation at that step), with a mark where
// the head formed. Fresh model asks first when it would throw trained steps away.
#pragma once

#include "sdk/chapterpage.h"

#include <QWidget>

#include <chrono>

class QCheckBox;
class QLabel;
class QMessageBox;
class QProgressBar;
class QPushButton;

namespace atlas {

class AblationPanel;
class HeadThumbnails;
class HeadsView;
class InductionSession;
class LabSections;
class ReplayBar;
class SequencePanel;
class SettingsPanel;
class TrainingCharts;

class InductionLab : public QWidget {
    Q_OBJECT

public:
    explicit InductionLab(InductionSession &session, QWidget *parent = nullptr);

    LabSections *sections() const { return sections_; }
    // The training charts and every head's map, as File → Export Figures names them.
    QList<ExportableFigure> figures() const;
    // The question Fresh model asks when the model has trained steps, while it is open (else nullptr).
    QMessageBox *freshConfirmation() const;

    // How long a paced run lasts.
    static constexpr std::chrono::seconds watchablePace{25};

    // A sentence shown above the run controls (a restored model, a file set aside, …).
    void setNotice(const QString &text);

private:
    void onStateChanged();
    void onModelReplaced();
    void onProgressed();
    void onInspectionChanged();
    void onRunEnded();
    void updateStatus();
    void updateAblation();
    void updateReplay();
    void askForFreshModel();
    QString summary() const;
    void showPauseOrResume();

    InductionSession &session_;
    LabSections *sections_;
    QLabel *intro_;
    QLabel *notice_;
    QPushButton *train_, *pause_, *cancel_, *fresh_;
    QProgressBar *progress_;
    QLabel *status_;
    QLabel *runEnd_;
    QCheckBox *pace_;
    ReplayBar *replay_;
    HeadThumbnails *thumbnails_;
    SettingsPanel *settings_;
    TrainingCharts *charts_;
    HeadsView *heads_;
    AblationPanel *ablation_;
    SequencePanel *sequence_;
};

} // namespace atlas
