// The controls of a lab's background run, in one row: a button that asks for a run, a progress
// bar and a Cancel button, kept in step with the task — while it runs the first is disabled
// and Cancel enabled, the bar follows its progress, and its end (finished) puts them back.
// The owner starts the run on runRequested() and gives the buttons their texts; Cancel says
// "Cancel" unless told otherwise.
#pragma once

#include "sdk/sdkexport.h"

#include <QWidget>

class QProgressBar;
class QPushButton;

namespace atlas {

class BackgroundTaskBase;

class ATLAS_SDK_EXPORT TaskControls final : public QWidget {
    Q_OBJECT

public:
    enum class Bar {
        Compact,  // a short bar without text, beside the buttons
        Stretched // the bar takes the room the row leaves
    };

    explicit TaskControls(BackgroundTaskBase &task, Bar bar = Bar::Compact, QWidget *parent = nullptr);

    QPushButton *runButton() const { return run_; }
    QPushButton *cancelButton() const { return cancel_; }
    QProgressBar *progressBar() const { return progress_; }

Q_SIGNALS:
    void runRequested();

private:
    void showState();

    BackgroundTaskBase &task_;
    QPushButton *run_;
    QProgressBar *progress_;
    QPushButton *cancel_;
};

} // namespace atlas
