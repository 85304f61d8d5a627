#include "decodertrainingbar.h"

#include "longcontextsession.h"

#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <limits>

namespace atlas {

namespace {

// `text` without its Alt shortcut ("&Train" → "Train"; "&&" stays one "&").
QString withoutShortcut(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&&"));
    return text;
}

} // namespace

DecoderTrainingBar::DecoderTrainingBar(LongContextSession &session, bool shortcuts, QWidget *parent)
    : QWidget(parent), session_(session), shortcuts_(shortcuts), status_(new ParagraphLabel(this)), seed_(new QSpinBox(this)),
      progress_(new QProgressBar(this)), train_(new QPushButton(this)), cancel_(new QPushButton(this))
{
    auto *texts = new Retranslator(this);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(160);
    progress_->setMinimumWidth(60);
    seed_->setObjectName(QStringLiteral("decoderSeed"));
    seed_->setRange(0, std::numeric_limits<int>::max());
    QLabel *seedLabel = texts->label(seed_, [this] { return shortcut(tr("&Seed:")); });
    texts->accessibleName(seed_, [] { return tr("Seed of the next training run"); });
    texts->text(cancel_, [] { return tr("Cancel"); });
    texts->accessibleName(progress_, [] { return tr("Training progress"); });
    BoxLayout::column(this, {status_, BoxLayout::row({seedLabel, seed_, train_, progress_, cancel_, BoxLayout::stretch()})});
    connect(train_, &QPushButton::clicked, this, [this] { session_.train(true); });
    connect(seed_, &QSpinBox::valueChanged, this, [this](int seed) { session_.setSeed(std::uint64_t(seed)); });
    connect(&session_, &LongContextSession::seedChanged, this, &DecoderTrainingBar::refresh);
    connect(cancel_, &QPushButton::clicked, &session_, &LongContextSession::cancel);
    connect(&session_, &LongContextSession::stateChanged, this, &DecoderTrainingBar::refresh);
    connect(&session_, &LongContextSession::progressChanged, this,
            [this](double f) { progress_->setValue(static_cast<int>(f * 1000)); });
    texts->bind([this] { refresh(); });
}

QString DecoderTrainingBar::shortcut(const QString &text) const
{
    return shortcuts_ ? text : withoutShortcut(text);
}

void DecoderTrainingBar::refresh()
{
    const QLocale locale;
    const LongContextSession::State state = session_.state();
    const bool training = session_.isRunning();
    {
        const QSignalBlocker quiet(seed_);
        seed_->setValue(int(std::min<std::uint64_t>(session_.seed(), std::uint64_t(std::numeric_limits<int>::max()))));
    }
    seed_->setEnabled(!training);
    train_->setEnabled(!training);
    cancel_->setEnabled(training);
    progress_->setVisible(training);
    progress_->setValue(static_cast<int>(session_.progress() * 1000));
    train_->setText(shortcut(session_.findings() ? tr("&Train again") : tr("&Train the decoders")));
    const LongContextParams &p = session_.params();
    const std::optional<LongContextFindings> &f = session_.findings();
    switch (state) {
    case LongContextSession::State::Training:
        //: %1 steps per decoder, %2 the seed.
        status_->setText(tr("Training two decoders on a worker thread, %1 steps each with seed %2: one with rotary "
                            "positions, one with ALiBi.").arg(locale.toString(p.steps)).arg(session_.seed())
                         + QLatin1Char(' ')
                         + (f ? tr("The figures below are the last run's until this one is done.")
                              : tr("The figures below fill in when it is done.")));
        break;
    case LongContextSession::State::FineTuning:
        //: %1 steps, %2 and %3 the lengths in tokens.
        status_->setText(tr("Fine-tuning the rotary decoder on a worker thread: each of its three readings, %1 steps at "
                            "%2 tokens and %1 at %3.")
                             .arg(session_.params().tuneSteps)
                             .arg(f->trainedLength * LongContextFindings::lengthFactors[1])
                             .arg(f->trainedLength * LongContextFindings::lengthFactors[2]));
        break;
    case LongContextSession::State::Ready: {
        //: %1 steps, %2 seed.
        QString text = tr("Two decoders trained on this computer, %1 steps each with seed %2, one with rotary positions "
                          "and one with ALiBi; every number below is measured on them.")
                           .arg(locale.toString(f->steps)).arg(f->seed);
        if (session_.lastRunCancelled())
            text += QLatin1Char(' ') + tr("The last run was cancelled: the figures are those from before it.");
        else if (session_.lastRunRepeated())
            text += QLatin1Char(' ') + tr("Trained again with the same seed: every number came out exactly as before.");
        else
            text += QLatin1Char(' ') + tr("One seed is a demonstration: try another and train again to see which "
                                          "effects hold.");
        status_->setText(text);
        break;
    }
    case LongContextSession::State::Untrained:
        status_->setText(tr("The decoders are not trained (the last run was cancelled). Train them: about four seconds."));
        break;
    }
}

} // namespace atlas

#include "moc_decodertrainingbar.cpp"
