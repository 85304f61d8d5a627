// A dismissable strip above the chapter for things the learner should know but that must
// not interrupt them (a damaged progress file set aside, a pack with problems, progress that
// cannot be saved). Never a modal dialog: the tour export and keyboard flow stay unblocked.
#pragma once

#include <QFrame>
#include <QPointer>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace atlas {

class NoticeBar final : public QFrame {
    Q_OBJECT

public:
    explicit NoticeBar(QWidget *parent = nullptr);
    // Shows `text`; with `actionText`, a button that emits actionTriggered.
    void showNotice(const QString &text, const QString &actionText = QString());
    QString text() const;

Q_SIGNALS:
    void actionTriggered();

protected:
    void changeEvent(QEvent *event) override;

private:
    QHBoxLayout *layout_ = nullptr;
    QLabel *label_;
    QPointer<QPushButton> action_; // only while a notice has an action
    QPushButton *close_;
};

} // namespace atlas
