// Runs `apply` again whenever the owner receives a locale change: a demonstration's numbers are
// written in the learner's locale, and its texts follow the language apart (Retranslator).
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace atlas {

class LocaleWatcher final : public QObject {
    Q_OBJECT

public:
    // A child of `owner`: it lives as long as the owner.
    LocaleWatcher(QWidget *owner, std::function<void()> apply);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::function<void()> apply_;
};

} // namespace atlas
