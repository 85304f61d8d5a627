#include "decodertrainingbar.h"

#include "longcontextsession.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

DecoderTrainingBar::DecoderTrainingBar(LongContextSession &session, QWidget *parent)
    : QWidget(parent), session_(session), status_(new QLabel(this)), progress_(new QProgressBar(this)),
      train_(new QPushButton(this)), cancel_(new QPushButton(this))
{
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(160);
    progress_->setMinimumWidth(60);
    auto *row = new QHBoxLayout;
    row->addWidget(train_);
    row->addWidget(progress_);
    row->addWidget(cancel_);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(status_);
    layout->addLayout(row);
    connect(train_, &QPushButton::clicked, this, [this] { session_.train(true); });
    connect(cancel_, &QPushButton::clicked, &session_, &LongContextSession::cancel);
    connect(&session_, &LongContextSession::stateChanged, this, &DecoderTrainingBar::refresh);
    connect(&session_, &LongContextSession::progressChanged, this,
            [this](double f) { progress_->setValue(static_cast<int>(f * 1000)); });
    refresh();
}

void DecoderTrainingBar::refresh()
{
    const QLocale locale;
    const LongContextSession::State state = session_.state();
    const bool training = state == LongContextSession::State::Training;
    train_->setEnabled(!training);
    cancel_->setEnabled(training);
    progress_->setVisible(training);
    progress_->setValue(static_cast<int>(session_.progress() * 1000));
    train_->setText(state == LongContextSession::State::Untrained ? tr("&Train the decoders") : tr("&Train again"));
    cancel_->setText(tr("Cancel"));
    progress_->setAccessibleName(tr("Training progress"));
    const LongContextParams &p = session_.params();
    switch (state) {
    case LongContextSession::State::Training:
        //: %1 steps per decoder.
        status_->setText(tr("Training two decoders on a worker thread, %1 steps each: one with rotary positions, one "
                            "with ALiBi. Everything below is measured on them when they are done.").arg(locale.toString(p.steps)));
        break;
    case LongContextSession::State::Ready:
        //: %1 steps, %2 seed.
        status_->setText(tr("Two decoders trained on this computer, %1 steps each with seed %2, one with rotary positions "
                            "and one with ALiBi; every number below is measured on them. Train again repeats it: the same "
                            "seed gives the same numbers.").arg(locale.toString(session_.findings()->steps)).arg(session_.findings()->seed));
        break;
    case LongContextSession::State::Untrained:
        status_->setText(tr("The decoders are not trained (the last run was cancelled). Train them: about four seconds."));
        break;
    }
}

void DecoderTrainingBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_decodertrainingbar.cpp"
