#include "decodinglab.h"

#include "cachepanel.h"
#include "costpanel.h"
#include "costsweep.h"
#include "decodingsession.h"
#include "memorypanel.h"
#include "samplingpanel.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/changesummaryline.h"
#include "sdk/labsections.h"
#include "sdk/paragraphlabel.h"
#include "sdk/replaybar.h"
#include "sdk/retranslator.h"
#include "sdk/scientificnumber.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>

#include <cmath>

namespace atlas {

namespace {

constexpr int generateCount = 8;
// How many tokens the watch lets a checkpoint's decoder write after the prompt.
constexpr int watchTokens = 10;

QString deltaText(const DecodingSession::Agreement &a)
{
    if (a.bitIdentical)
        return DecodingLab::tr("0 (bit for bit)");
    const QLocale locale;
    //: %1 the largest difference at the latest step, %2 over every step so far.
    return DecodingLab::tr("%1 (worst so far %2)")
        .arg(ScientificNumber::format(a.latest, 1, locale), ScientificNumber::format(a.worst, 1, locale));
}

} // namespace

DecodingLab::DecodingLab(DecodingSession &session, CostSweep &sweep, QWidget *parent)
    : ChapterLab(parent), session_(session), sweep_(sweep), sections_(new LabSections(this))
{
    setObjectName(QStringLiteral("decodingLab"));
    auto *texts = new Retranslator(this);
    QWidget *column = sections_->widget();
    step_ = new QPushButton(this);
    generate_ = new QPushButton(this);
    toEnd_ = new QPushButton(this);
    reset_ = new QPushButton(this);
    progress_ = new QProgressBar(this);
    status_ = new ParagraphLabel(this, QStringLiteral("decodingStatus"));
    trainAgain_ = new QPushButton(this);
    cancelTraining_ = new QPushButton(this);
    pace_ = new QCheckBox(this);
    watch_ = new ParagraphLabel(this, QStringLiteral("trainingWatch"), ParagraphLabel::Selection::ByMouse);
    replay_ = new ReplayBar(this);
    auto *intro = new ParagraphLabel(column);
    prompt_ = new QLineEdit(column);
    promptMessage_ = new ParagraphLabel(column, QStringLiteral("promptMessage"));
    sequence_ = new QLabel(column);
    auto *deltas = new QGridLayout;
    auto *deltaNote = new ParagraphLabel(column);
    cache_ = new CachePanel(session_, column);
    sampling_ = new SamplingPanel(session_, column);
    cost_ = new CostPanel(sweep, column);
    auto *memoryIntro = new ParagraphLabel(column);
    auto *memory = new MemoryPanel(column);

    step_->setObjectName(QStringLiteral("stepButton"));
    generate_->setObjectName(QStringLiteral("generateButton"));
    toEnd_->setObjectName(QStringLiteral("generateToEndButton"));
    reset_->setObjectName(QStringLiteral("resetButton"));
    progress_->setObjectName(QStringLiteral("trainingProgress"));
    trainAgain_->setObjectName(QStringLiteral("trainAgainButton"));
    cancelTraining_->setObjectName(QStringLiteral("cancelTrainingButton"));
    pace_->setObjectName(QStringLiteral("paceCheck"));
    prompt_->setObjectName(QStringLiteral("promptEdit"));
    sequence_->setObjectName(QStringLiteral("sequenceText"));
    progress_->setRange(0, 1000);
    sequence_->setWordWrap(true);
    sequence_->setTextFormat(Qt::RichText);
    sequence_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sequence_->setFocusPolicy(Qt::TabFocus);
    promptMessage_->hide();
    prompt_->setText(session_.prompt());

    texts->bind([this] {
        //: The accessible name of the lab's scrolling column of sections.
        sections_->setAccessibleName(tr("Decoding lab"));
    });
    //: The progress bar's accessible name.
    texts->accessibleName(progress_, [] { return tr("Training progress"); });
    texts->text(trainAgain_, [] { return tr("Train again"); });
    texts->toolTip(trainAgain_, [] {
        return tr("Train the decoder once more from the same seed: it reaches the same model. With "
                  "“Slow enough to watch” you can follow it learning.");
    });
    texts->text(cancelTraining_, [] { return tr("Cancel"); });
    texts->text(pace_, [] { return tr("Slow enough to watch"); });
    texts->toolTip(pace_, [] {
        //: %1 is a number of seconds.
        return tr("Spread the training over about %1 s").arg(DecodingSession::watchablePace.count());
    });
    texts->toolTip(replay_->slider(), [] { return tr("Put the decoder as it was at an earlier step of its training in the lab"); });
    texts->text(step_, [] { return tr("&Step"); });
    texts->toolTip(step_, [] { return tr("Draw one token and append it to the cache."); });
    texts->text(generate_, [] { return tr("Generate &8"); });
    texts->text(toEnd_, [] { return tr("To the &end"); });
    texts->toolTip(toEnd_, [] {
        return tr("Generate until the cache holds all 64 positions the decoder has position embeddings for.");
    });
    texts->text(reset_, [] { return tr("&Reset"); });
    texts->toolTip(reset_, [] {
        return tr("Back to the prompt, with the sampler's seed: the same settings draw the same tokens again.");
    });
    QLabel *promptLabel = texts->label(prompt_, [] { return tr("&Prompt:"); });
    texts->toolTip(prompt_, [] { return tr("Words of the corpus; Enter starts again from them."); });
    texts->text(intro, [] {
        return tr("A two-layer decoder, trained on the chapter's tiny corpus when the chapter opened, continues the "
                  "prompt one token at a time. Each step runs only the new token through the layers and reads the "
                  "keys and values of the earlier positions from the cache. Grey: the prompt; underlined: the "
                  "newest token.");
    });

    auto *promptBox = new QWidget(column);
    BoxLayout::column(promptBox, {BoxLayout::row({promptLabel, BoxLayout::stretched(prompt_, 1)})});

    QLabel *deltaHeaders[3];
    for (int c = 0; c < 3; ++c) {
        deltaHeaders[c] = new QLabel(column);
        deltaHeaders[c]->setWordWrap(true);
        QFont bold = deltaHeaders[c]->font();
        bold.setBold(true);
        deltaHeaders[c]->setFont(bold);
        deltas->addWidget(deltaHeaders[c], 0, c);
    }
    texts->text(deltaHeaders[0], [] { return tr("|Δ| cached − recomputed logits"); });
    texts->text(deltaHeaders[1], [] { return tr("keys summed as the recompute sums them"); });
    texts->text(deltaHeaders[2], [] { return tr("keys summed newest first"); });
    for (int p = 0; p < 2; ++p) {
        auto *caption = new QLabel(column);
        caption->setObjectName(QStringLiteral("deltaPrecision%1").arg(p));
        texts->text(caption, [p] { return p == 0 ? tr("double") : tr("float"); });
        deltas->addWidget(caption, p + 1, 0);
        for (int o = 0; o < 2; ++o) {
            deltaCells_[p][o] = new QLabel(column);
            deltaCells_[p][o]->setObjectName(QStringLiteral("delta%1%2").arg(p).arg(o));
            deltaCells_[p][o]->setWordWrap(true);
            deltas->addWidget(deltaCells_[p][o], p + 1, o + 1);
        }
    }
    deltas->setColumnStretch(1, 1);
    deltas->setColumnStretch(2, 1);
    deltas->setHorizontalSpacing(12);
    auto *deltaBox = new QWidget(column);
    deltaBox->setObjectName(QStringLiteral("deltaMeter"));
    deltaBox->setLayout(deltas);
    texts->text(deltaNote, [] {
        return tr("After every Step or Generate the whole sequence is also computed again from scratch, and "
                  "each new step's cached logits are compared with its row (row t of a causal decoder reads "
                  "nothing after t: it is the recompute of the prefix). Summed in the same order, they agree to the last bit in "
                  "double and in float alike: both paths perform the same roundings. Float's rounding is "
                  "larger (about 1e-7 relative, double's about 1e-16), but it is the same rounding. Change "
                  "only the order of the sum over keys and the two differ by that rounding: a few units in "
                  "the last place, about 1e-7 in float. GPU kernels often sum in another order for one new "
                  "row than for many, so there a cached step agrees with a recompute to rounding only.");
    });
    texts->text(memoryIntro, [] {
        return tr("Every layer keeps a key and a value row per key/value head and position: L·G·(dₖ + dᵥ) "
                  "numbers per token. Queries are never cached, so sharing key/value heads among query "
                  "heads (GQA, or one for all: MQA) divides the cache by H/G.");
    });

    sections_->addHeading();
    sections_->addWidget(intro);
    sections_->addWidget(promptBox);
    sections_->addWidget(promptMessage_);
    sections_->addWidget(sequence_);
    sections_->addWidget(deltaBox);
    sections_->addWidget(deltaNote);
    sections_->addHeading();
    sections_->addWidget(cache_);
    sections_->addHeading();
    sections_->addWidget(sampling_);
    sections_->addHeading();
    sections_->addWidget(cost_);
    sections_->addHeading();
    sections_->addWidget(memoryIntro);
    sections_->addWidget(memory);
    texts->bind([this] {
        sections_->setHeadings({tr("Generate token by token"), tr("The cache: keys and values that never change"),
                                tr("Sampling: temperature and top-k"), tr("Cost per new token"),
                                tr("Memory: the cache of real models")});
    });

    // What the last change of the prompt or of the sampling did, shown in the figures below.
    BoxLayout::column(this, {BoxLayout::row({step_, generate_, toEnd_, reset_, BoxLayout::stretch()}),
                             BoxLayout::row({trainAgain_, cancelTraining_, pace_, BoxLayout::stretched(progress_, 3), BoxLayout::stretch()}),
                             status_, new ChangeSummaryLine(this, this), watch_, replay_, BoxLayout::stretched(sections_, 1)});

    connect(step_, &QPushButton::clicked, this, [this] { session_.step(); });
    connect(generate_, &QPushButton::clicked, this, [this] { session_.generate(generateCount); });
    connect(toEnd_, &QPushButton::clicked, this, [this] { session_.generateToEnd(); });
    connect(reset_, &QPushButton::clicked, this, [this] { session_.reset(); });
    connect(prompt_, &QLineEdit::editingFinished, this, &DecodingLab::applyPrompt);
    connect(trainAgain_, &QPushButton::clicked, this, [this] {
        session_.setPace(pace_->isChecked() ? std::chrono::milliseconds(DecodingSession::watchablePace)
                                            : std::chrono::milliseconds(0));
        session_.train();
    });
    connect(cancelTraining_, &QPushButton::clicked, this, [this] { session_.cancelTraining(); });
    connect(&session_, &DecodingSession::checkpointAdded, this, &DecodingLab::updateWatch);
    connect(replay_, &ReplayBar::snapshotRequested, this, [this](int index) { session_.useCheckpoint(index); });
    connect(replay_, &ReplayBar::latestRequested, this, [this] { session_.useNewest(); });
    connect(&session_, &DecodingSession::stateChanged, this, &DecodingLab::onStateChanged);
    connect(&session_, &DecodingSession::trainingProgressed, this, [this](double f) {
        progress_->setValue(int(1000 * f));
        updateStatus();
    });
    connect(&session_, &DecodingSession::sequenceChanged, this, &DecodingLab::onSequenceChanged);

    texts->bind([this] {
        updateStatus();
        updateDeltas();
        updateWatch();
    });
    onStateChanged();
}

void DecodingLab::prepareForScreenshot()
{
    session_.waitForTraining();
    if (!session_.isReady())
        session_.trainNow();
    session_.reset();
    session_.generate(24);
    if (!sweep_.isRunning() && sweep_.timings().size() < CostSweep::lengths().size())
        sweep_.measure();
    sweep_.finishNow();
}

QList<ExportableFigure> DecodingLab::figures() const
{
    return cache_->figures() + sampling_->figures() + cost_->figures();
}

void DecodingLab::onStateChanged()
{
    const bool training = session_.state() == DecodingSession::State::Training;
    progress_->setVisible(training);
    progress_->setValue(int(1000 * session_.trainingProgress()));
    trainAgain_->setEnabled(!training);
    cancelTraining_->setVisible(training);
    pace_->setEnabled(!training);
    onSequenceChanged();
    updateWatch();
    updateReplay();
}

void DecodingLab::updateReplay()
{
    const DecodingSession::History &history = session_.history();
    replay_->setHistory(history.steps(), std::nullopt, session_.checkpointInUse());
    replay_->setVisible(session_.isReady() && history.size() > 1);
}

void DecodingLab::updateWatch()
{
    const DecodingSession::History &history = session_.history();
    if (history.empty()) {
        watch_->hide();
        return;
    }
    const QLocale locale;
    const bool replay = session_.checkpointInUse() >= 0;
    const auto &shown = history.at(replay ? std::size_t(session_.checkpointInUse()) : history.size() - 1);
    const QString text = session_.continuation(shown.parameters.parameters, watchTokens);
    const QString loss = std::isnan(shown.parameters.recentLoss) ? QStringLiteral("—")
                                                                 : locale.toString(shown.parameters.recentLoss, 'f', 2);
    if (session_.state() == DecodingSession::State::Training)
        //: %1 the step, %2 the steps in all, %3 the recent loss in nats, %4 the prompt and the words the decoder adds.
        watch_->setText(tr("At step %1 of %2 (loss %3 nats) the decoder continues the prompt, always taking the most "
                           "likely word, as: %4")
                            .arg(shown.step)
                            .arg(session_.params().trainingSteps)
                            .arg(loss, text));
    else if (replay)
        //: %1 the step, %2 the recent loss in nats, %3 the prompt and the words the decoder adds.
        watch_->setText(tr("The lab now uses the decoder as it was at step %1 of its training (loss %2 nats): Step and "
                           "Generate sample from it. Taking the most likely word, it continues the prompt as: %3")
                            .arg(shown.step)
                            .arg(loss, text));
    else
        //: %1 the prompt and the words the trained decoder adds.
        watch_->setText(tr("Taking the most likely word each time, the trained decoder continues the prompt as: %1").arg(text));
    watch_->show();
}

void DecodingLab::onSequenceChanged()
{
    const bool ready = session_.isReady();
    const bool room = session_.length() < session_.capacity();
    step_->setEnabled(ready && room);
    generate_->setEnabled(ready && room);
    toEnd_->setEnabled(ready && room);
    reset_->setEnabled(ready && session_.length() > session_.promptLength());
    prompt_->setEnabled(ready);

    const QStringList labels = session_.tokenLabels();
    QStringList words;
    for (int i = 0; i < labels.size(); ++i) {
        const QString word = labels.at(i).toHtmlEscaped();
        if (i < session_.promptLength())
            words.append(QStringLiteral("<span style=\"color:#555555\">%1</span>").arg(word));
        else if (i == labels.size() - 1)
            words.append(QStringLiteral("<b><u>%1</u></b>").arg(word));
        else
            words.append(word);
    }
    sequence_->setText(words.join(QLatin1Char(' ')));
    sequence_->setAccessibleName(labels.join(QLatin1Char(' ')));
    if (session_.length() == session_.promptLength())
        updateWatch(); // a new prompt, or a checkpoint put in place
    updateReplay();
    updateDeltas();
    cache_->refresh();
    updateStatus();
}

void DecodingLab::applyPrompt()
{
    if (prompt_->text() == session_.prompt())
        return;
    QString problem;
    ChangeMarking marking(prompt_);
    if (session_.setPrompt(prompt_->text(), &problem)) {
        promptMessage_->hide();
    } else {
        promptMessage_->setText(problem);
        promptMessage_->show();
    }
}

void DecodingLab::updateStatus()
{
    const QLocale locale;
    switch (session_.state()) {
    case DecodingSession::State::Untrained:
        status_->setText(tr("The decoder is not trained yet."));
        break;
    case DecodingSession::State::Training:
        //: %1 percent done, %2 training steps in all.
        status_->setText(tr("Training the chapter's decoder on the corpus (%1 % of %2 steps)…")
                             .arg(locale.toString(100 * session_.trainingProgress(), 'f', 0))
                             .arg(session_.params().trainingSteps));
        break;
    case DecodingSession::State::Ready:
        if (session_.checkpointInUse() >= 0) {
            //: %1 positions generated so far, %2 the capacity, %3 a training step, %4 the steps in all.
            status_->setText(tr("%1 of %2 positions. The decoder as it was at step %3 of %4 — Newest brings back the "
                                "trained one.")
                                 .arg(session_.length())
                                 .arg(session_.capacity())
                                 .arg(session_.history().at(std::size_t(session_.checkpointInUse())).step)
                                 .arg(session_.params().trainingSteps));
            break;
        }
        //: %1 positions generated so far, %2 the capacity, %3 the training loss in nats.
        status_->setText(tr("%1 of %2 positions. The decoder was trained on the corpus (final loss %3 nats).")
                             .arg(session_.length())
                             .arg(session_.capacity())
                             .arg(locale.toString(session_.finalLoss(), 'f', 2)));
        break;
    }
}

void DecodingLab::updateDeltas()
{
    for (int p = 0; p < 2; ++p)
        for (int o = 0; o < 2; ++o)
            deltaCells_[p][o]->setText(session_.length() == 0
                                           ? QStringLiteral("—")
                                           : deltaText(session_.agreement(DecodingSession::Precision(p), SummationOrder(o))));
}

} // namespace atlas

#include "moc_decodinglab.cpp"
