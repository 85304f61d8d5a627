#include "taskcontrols.h"

#include "retranslator.h"

#include "core/backgroundtaskbase.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>

namespace atlas {

namespace {

constexpr int permille = 1000;

} // namespace

TaskControls::TaskControls(BackgroundTaskBase &task, Bar bar, QWidget *parent)
    : QWidget(parent), task_(task), run_(new QPushButton(this)), progress_(new QProgressBar(this)),
      cancel_(new QPushButton(this))
{
    progress_->setRange(0, permille);
    progress_->setValue(0);
    progress_->setTextVisible(false);
    if (bar == Bar::Compact) {
        progress_->setMinimumWidth(60);
        progress_->setMaximumWidth(140);
    }

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(run_);
    row->addWidget(progress_, bar == Bar::Stretched ? 1 : 0);
    row->addWidget(cancel_);
    if (bar == Bar::Compact)
        row->addStretch(1);

    connect(run_, &QPushButton::clicked, this, &TaskControls::runRequested);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        task_.cancel();
        cancel_->setEnabled(false);
    });
    connect(&task_, &BackgroundTaskBase::started, this, &TaskControls::showState);
    connect(&task_, &BackgroundTaskBase::finished, this, &TaskControls::showState);
    connect(&task_, &BackgroundTaskBase::progressChanged, progress_,
            [this](double fraction) { progress_->setValue(static_cast<int>(fraction * permille)); });
    showState();
    (new Retranslator(this))->text(cancel_, [] { return tr("Cancel"); });
}

void TaskControls::showState()
{
    const bool running = task_.isRunning();
    run_->setEnabled(!running);
    cancel_->setEnabled(running);
}

} // namespace atlas

#include "moc_taskcontrols.cpp"
