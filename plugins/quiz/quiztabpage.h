// A page of the quiz's tabs that takes no room while hidden. QTabWidget's stack asks every
// page for its height at a width, hidden or not, so in a scroll area a short tab (the score)
// would be as tall as the longest (the questions); a hidden QuizTabPage answers "no
// preference" instead.
#pragma once

#include <QWidget>

namespace atlas {

class QuizTabPage final : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

} // namespace atlas
