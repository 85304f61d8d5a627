#include "inductionlab.h"

#include "ablationpanel.h"
#include "headsview.h"
#include "headthumbnails.h"
#include "headview.h"
#include "inductionsession.h"
#include "sdk/replaybar.h"
#include "sequencepanel.h"
#include "settingspanel.h"
#include "trainingcharts.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/changesummaryline.h"
#include "sdk/chartfigure.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QCheckBox>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QTimer>

#include <cmath>
#include <limits>

namespace atlas {

namespace {

int clampedInt(std::int64_t value)
{
    return static_cast<int>(std::min<std::int64_t>(value, std::numeric_limits<int>::max()));
}

// A no-break space keeps "99.6 %" together when the status wraps.
QString percent(double fraction)
{
    return QLocale().toString(100.0 * fraction, 'f', 1) + QStringLiteral("\u00A0%");
}

QString nats(double loss)
{
    return QLocale().toString(loss, 'f', 2);
}

} // namespace

InductionLab::InductionLab(InductionSession &session, QWidget *parent)
    : QWidget(parent), session_(session), sections_(new LabSections(this))
{
    setObjectName(QStringLiteral("inductionLab"));
    QWidget *column = sections_->widget();
    intro_ = new ParagraphLabel(column);
    notice_ = new ParagraphLabel(this, QStringLiteral("modelNotice"));
    train_ = new QPushButton(this);
    pause_ = new QPushButton(this);
    cancel_ = new QPushButton(this);
    fresh_ = new QPushButton(this);
    progress_ = new QProgressBar(this);
    status_ = new ParagraphLabel(this, QStringLiteral("trainingStatus"));
    runEnd_ = new ParagraphLabel(this);
    pace_ = new QCheckBox(this);
    replay_ = new ReplayBar(this);
    thumbnails_ = new HeadThumbnails(this);
    thumbnails_->hide();
    settings_ = new SettingsPanel(session_, column);
    charts_ = new TrainingCharts(column);
    heads_ = new HeadsView(column);
    ablation_ = new AblationPanel(column);
    sequence_ = new SequencePanel(session_, column);

    train_->setObjectName(QStringLiteral("trainButton"));
    pause_->setObjectName(QStringLiteral("pauseButton"));
    cancel_->setObjectName(QStringLiteral("cancelButton"));
    fresh_->setObjectName(QStringLiteral("freshModelButton"));
    pace_->setObjectName(QStringLiteral("paceCheck"));
    progress_->setObjectName(QStringLiteral("trainingProgress"));
    notice_->hide();
    runEnd_->hide();
    // The status changes ten times a second during a run: a screen reader hears it when asked.
    status_->setFocusPolicy(Qt::TabFocus);

    // The bar's own minimum is as wide as its text at rest; the buttons come first in a narrow lab.
    progress_->setMinimumWidth(60);

    sections_->addHeading();
    sections_->addWidget(intro_);
    sections_->addWidget(settings_);
    sections_->addHeading();
    sections_->addWidget(charts_);
    sections_->addHeading();
    sections_->addWidget(heads_);
    sections_->addHeading();
    sections_->addWidget(ablation_);
    sections_->addHeading();
    sections_->addWidget(sequence_);

    // The run's controls and status stay in view while the sections scroll beneath them; below
    // them, what switching a head off or typing a sequence did, outlined in the maps.
    BoxLayout::column(this, {notice_, BoxLayout::row({train_, pause_, cancel_, fresh_, BoxLayout::stretched(progress_, 1)}),
                             pace_, status_, runEnd_, new ChangeSummaryLine(this, this), replay_, thumbnails_,
                             BoxLayout::stretched(sections_, 1)});

    // A notice about the model the lab opened with (restored, set aside) is stale once the
    // learner trains it or starts afresh.
    connect(train_, &QPushButton::clicked, this, [this] {
        setNotice(QString());
        session_.train();
    });
    connect(pause_, &QPushButton::clicked, this, [this] {
        if (session_.state() == InductionSession::State::Paused)
            session_.resume();
        else
            session_.pause();
    });
    connect(cancel_, &QPushButton::clicked, this, [this] { session_.cancel(); });
    connect(fresh_, &QPushButton::clicked, this, &InductionLab::askForFreshModel);
    connect(pace_, &QCheckBox::toggled, this, [this](bool on) {
        session_.setPace(on ? std::chrono::milliseconds(watchablePace) : std::chrono::milliseconds(0));
    });
    connect(replay_, &ReplayBar::snapshotRequested, this, [this](int index) { session_.showSnapshot(index); });
    connect(replay_, &ReplayBar::latestRequested, this, [this] { session_.showLatest(); });
    connect(&session_, &InductionSession::stateChanged, this, &InductionLab::onStateChanged);
    connect(&session_, &InductionSession::modelReplaced, this, &InductionLab::onModelReplaced);
    connect(&session_, &InductionSession::progressed, this, &InductionLab::onProgressed);
    connect(&session_, &InductionSession::inspectionChanged, this, &InductionLab::onInspectionChanged);
    connect(&session_, &InductionSession::runEnded, this, &InductionLab::onRunEnded);
    connect(&session_, &InductionSession::headReportsReady, this, &InductionLab::updateAblation);
    connect(heads_, &HeadsView::headSwitched, this, [this](int index, bool on) {
        ChangeMarking marking(heads_);
        session_.setHeadOn(index, on);
    });
    connect(heads_, &HeadsView::allOnRequested, this, [this] {
        ChangeMarking marking(heads_);
        session_.setAllHeadsOn();
    });
    connect(settings_, &SettingsPanel::settingsChanged, this, &InductionLab::updateStatus);

    auto *texts = new Retranslator(this);
    texts->text(intro_, [] {
        return tr("The lab opens with a model trained beforehand on these settings. Press Fresh model, tick "
                  "\"Slow enough to watch\", then Train: the curves and every head's map stay in view while the "
                  "heads form. Afterwards the replay slider takes you back to any step. Training runs in the "
                  "background: switch heads off or type a sequence while it goes. Every setting below can be "
                  "changed; the model you train is kept for your next session.");
    });
    texts->bind([this] {
        replay_->setMarkTexts(tr("Where it formed"), tr("Go to the step at which the induction head formed"),
                              tr("the head formed at step %1"));
    });
    texts->toolTip(replay_->slider(), [] {
        return tr("Show the maps, curves and ablation as they were at an earlier step; the mark is where the head formed");
    });
    texts->text(train_, [] { return tr("Train"); });
    texts->bind([this] { showPauseOrResume(); });
    texts->text(cancel_, [] { return tr("Cancel"); });
    texts->text(fresh_, [] {
        //: Button: replace the model by freshly initialized weights from the settings.
        return tr("Fresh model");
    });
    texts->text(pace_, [] {
        //: A check box beside Train: runs slowly enough to watch the curves and maps change.
        return tr("Slow enough to watch");
    });
    texts->toolTip(pace_, [] {
        return tr("Spread a run over about %n second(s), so you can watch the head form; the steps and results are the same.",
                  nullptr, int(watchablePace.count()));
    });
    texts->accessibleName(progress_, [] {
        //: The progress bar's accessible name.
        return tr("Training progress");
    });
    texts->accessibleName(sections_, [] {
        //: The accessible name of the lab's scrolling column of sections.
        return tr("Induction lab");
    });
    texts->bind([this] {
        sections_->setHeadings({tr("Settings"), tr("Loss and accuracy during training"),
                                tr("Every head's attention on the probe sequence"), tr("Each head's scores and ablation"),
                                tr("Your own sequence")});
        heads_->setSummary(summary());
    });
    onModelReplaced();
    onStateChanged();
    texts->bind([this] { updateStatus(); });
}

void InductionLab::setNotice(const QString &text)
{
    notice_->setText(text);
    notice_->setVisible(!text.isEmpty());
}

void InductionLab::onStateChanged()
{
    const InductionSession::State state = session_.state();
    const bool idle = state == InductionSession::State::Idle;
    train_->setEnabled(idle);
    pause_->setEnabled(!idle);
    cancel_->setEnabled(!idle);
    fresh_->setEnabled(state != InductionSession::State::Running);
    const bool running = state == InductionSession::State::Running;
    settings_->setRunning(running);
    showPauseOrResume();
    heads_->setSummary(summary());
    if (!idle)
        runEnd_->hide();
    // Watching a run: the settings fold away, the curves and the maps come to the top.
    const bool wasFolded = settings_->isHidden();
    intro_->setVisible(!running);
    settings_->setVisible(!running);
    if (running && !wasFolded)
        sections_->scrollToSection(1);
    else if (!running && wasFolded)
        // The settings unfold above: keep the curves where the learner was watching them.
        QTimer::singleShot(0, this, [this] { sections_->scrollToSection(1); });
    updateReplay();
    updateStatus();
    updateAblation();
}

void InductionLab::onModelReplaced()
{
    settings_->load();
    charts_->reset(session_.curve(), session_.vocabulary().tokenCount());
    heads_->setShape(int(session_.layers()), int(session_.headsPerLayer()));
    onInspectionChanged();
    updateAblation();
    updateStatus();
}

void InductionLab::onProgressed()
{
    charts_->update(session_.curve());
    updateStatus();
}

void InductionLab::onInspectionChanged()
{
    heads_->show(session_.probeSnapshot(), session_.vocabulary(), session_.headMask());
    thumbnails_->show(session_.probeSnapshot(), int(session_.headsPerLayer()), session_.headMask());
    heads_->setSummary(summary());
    sequence_->refresh();
    charts_->setReplayStep(session_.replayIndex() >= 0 ? std::optional<std::int64_t>(session_.inspectedStep()) : std::nullopt);
    updateReplay();
    if (!session_.isRunning())
        updateAblation();
    updateStatus();
}

void InductionLab::updateReplay()
{
    const InductionHistory &history = session_.history();
    replay_->setHistory(history.steps(), session_.curve().formedAt(), session_.replayIndex());
    replay_->setVisible(!session_.isRunning() && history.size() > 1);
    // The small maps stay in view while a run goes and while a replay is scrubbed.
    thumbnails_->setVisible(session_.isRunning() || session_.replayIndex() >= 0);
}

QList<ExportableFigure> InductionLab::figures() const
{
    QList<ExportableFigure> list{{QStringLiteral("induction-loss"), charts_->lossFigure(), nullptr},
                                 {QStringLiteral("induction-accuracy"), charts_->accuracyFigure(), nullptr}};
    for (const HeadView *head : heads_->heads())
        list.append({QStringLiteral("attention-layer-%1-head-%2").arg(head->layer()).arg(head->head()), head->heatmap(),
                     head->heatmap()->model()});
    return list;
}

QMessageBox *InductionLab::freshConfirmation() const
{
    // An answered box is hidden, and deleted later.
    for (QMessageBox *box : findChildren<QMessageBox *>(QStringLiteral("freshConfirmation")))
        if (box->isVisible())
            return box;
    return nullptr;
}

void InductionLab::askForFreshModel()
{
    if (session_.stepsDone() == 0) {
        setNotice(QString());
        session_.reset();
        return;
    }
    // Asked in a window-modal box, answered without blocking the event loop.
    auto *box = new QMessageBox(QMessageBox::Question, tr("Start a fresh model?"),
                                tr("The model you have trained for %n step(s) is replaced by fresh, untrained weights; "
                                   "its curve and its replay go with it.", nullptr, clampedInt(session_.stepsDone())),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("freshConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *replace = box->addButton(tr("Start Fresh"), QMessageBox::AcceptRole);
    replace->setObjectName(QStringLiteral("confirmFresh"));
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::buttonClicked, this, [this, replace](QAbstractButton *button) {
        if (button == replace) {
            setNotice(QString());
            session_.reset();
        }
    });
    box->open();
}

void InductionLab::onRunEnded()
{
    QString text;
    switch (session_.lastRunEnd().value_or(InductionSession::RunEnd::Finished)) {
    case InductionSession::RunEnd::Finished:
        break;
    case InductionSession::RunEnd::Paused:
        text = tr("Paused. Resume goes on with exactly the batches an uninterrupted run would have used.");
        break;
    case InductionSession::RunEnd::Cancelled:
        text = tr("Cancelled. The model keeps the weights it reached; Train goes on from them.");
        break;
    case InductionSession::RunEnd::Diverged:
        text = tr("The loss stopped being a number (the learning rate is too large for these settings), so the run "
                  "stopped and the model went back to the last weights shown. Lower the learning rate, or turn "
                  "gradient clipping on, and train again.");
        break;
    }
    runEnd_->setText(text);
    runEnd_->setVisible(!text.isEmpty());
    charts_->update(session_.curve());
    updateStatus();
}

void InductionLab::updateStatus()
{
    const bool running = session_.isRunning();
    const bool paused = session_.state() == InductionSession::State::Paused;
    const std::optional<InductionSession::RunEnd> end = session_.lastRunEnd();
    const bool stoppedEarly = end == InductionSession::RunEnd::Cancelled || end == InductionSession::RunEnd::Diverged;
    if (running || paused || (stoppedEarly && session_.runSteps() > 0)) {
        // A run cancelled (or stopped by divergence) at step 2766 of 4000 shows 2766 of 4000,
        // not a full bar.
        progress_->setRange(0, std::max(1, clampedInt(session_.runSteps())));
        progress_->setValue(clampedInt(session_.runDone()));
    } else {
        progress_->setRange(0, 1);
        progress_->setValue(session_.stepsDone() > 0 ? 1 : 0);
    }
    const InductionCurve &curve = session_.curve();
    QStringList parts;
    if (session_.replayIndex() >= 0)
        //: The status during a replay: %1 the step shown, %2 the steps trained.
        parts.append(tr("replay: the maps and figures of step %1 of %2").arg(session_.inspectedStep()).arg(session_.stepsDone()));
    //: %n is the number of training steps the shown model has made.
    parts.append(tr("%n step(s) trained", nullptr, clampedInt(session_.stepsDone())));
    if (!curve.points().empty()) {
        const CurvePoint &p = curve.points().back();
        //: The repeated half's loss (in nats) and accuracy over the last ten steps' batches.
        parts.append(tr("repeated half: loss %1, accuracy %2").arg(nats(p.repeatedHalfLoss), percent(p.repeatedHalfAccuracy)));
        parts.append(tr("first half: accuracy %1").arg(percent(p.firstHalfAccuracy)));
    }
    if (const std::optional<std::int64_t> formed = curve.formedAt())
        parts.append(tr("induction head formed at step %1").arg(*formed));
    else if (session_.stepsDone() > 0)
        parts.append(tr("no induction head yet"));
    QString text = parts.join(QStringLiteral(" · "));
    if (!session_.saveError().isEmpty())
        //: %1 says why the model could not be saved, naming the file.
        text += QLatin1Char('\n') + tr("The model could not be saved: %1").arg(session_.saveError());
    status_->setText(text);
    status_->setAccessibleName(text);
    train_->setToolTip(session_.settingsNeedFreshModel() ? tr("The settings changed: Train starts a fresh model.")
                                                         : tr("Train goes on from the current model."));
}

void InductionLab::updateAblation()
{
    if (session_.isRunning()) {
        ablation_->markStale(session_.inspectedStep());
        return;
    }
    if (const std::vector<HeadReport> *reports = session_.headReports()) {
        ablation_->show(*reports, session_.headReportsStep());
        return;
    }
    // Measured on a worker; the table keeps what it shows until headReportsReady().
    ablation_->markMeasuring(session_.inspectedStep());
    session_.requestHeadReports();
}

QString InductionLab::summary() const
{
    const InductionSession::Evaluation &e = session_.evaluation();
    if (e.step < 0)
        return QString();
    //: %1 the step, %2 the loss on the repeated half in nats, %3 its accuracy.
    QString text = tr("Held-out sequences at step %1, every head on: repeated-half loss %2, accuracy %3.")
                       .arg(e.step)
                       .arg(nats(e.all.repeatedHalf.loss), percent(e.all.repeatedHalf.accuracy));
    if (session_.anyHeadOff())
        //: %1 the loss on the repeated half in nats with the switched-off heads off, %2 its accuracy.
        text += QLatin1Char(' ') + tr("With the heads you switched off: loss %1, accuracy %2.")
                                       .arg(nats(e.masked.repeatedHalf.loss), percent(e.masked.repeatedHalf.accuracy));
    else
        text += QLatin1Char(' ') + tr("Untick a head to switch it off and see what the repeated half loses.");
    return text;
}

void InductionLab::showPauseOrResume()
{
    pause_->setText(session_.state() == InductionSession::State::Paused ? tr("Resume") : tr("Pause"));
}

} // namespace atlas

#include "moc_inductionlab.cpp"
