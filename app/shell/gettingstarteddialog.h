// Help → Getting Started: a short guide for a learner's first minutes — what a chapter holds,
// what the labs are for, how answering works (hint, solution, first try), where progress goes,
// and the keys that matter most.
#pragma once

#include <QDialog>

class QTextBrowser;

namespace atlas {

class GettingStartedDialog final : public QDialog {
    Q_OBJECT

public:
    explicit GettingStartedDialog(QWidget *parent = nullptr);

    // The guide as HTML, in the current language.
    static QString html();

Q_SIGNALS:
    // The learner asked for the full list of keys.
    void shortcutsRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QTextBrowser *text_;
};

} // namespace atlas
