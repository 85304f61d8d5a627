// When a view of the quiz rewrites itself from the session: after an answer, a new round, a
// change of language or locale it is stale, and is rewritten at once if visible, else when next
// shown — an answer on the Questions tab does not pay for a chart or a review nobody sees.
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace atlas {

class QuizSession;

class QuizViewRefresh final : public QObject {
    Q_OBJECT

public:
    // Watches `view` (a child of it) and the session; `rewrite` rewrites the view.
    QuizViewRefresh(const QuizSession &session, QWidget *view, std::function<void()> rewrite);

    // Marks the view stale: rewritten now if visible, else when next shown.
    void schedule();
    // Rewrites the view if it is stale.
    void ensureCurrent();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *view_;
    std::function<void()> rewrite_;
    bool stale_ = true;
};

} // namespace atlas
