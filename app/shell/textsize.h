// View → Text Size: the learner's own text size, a step larger or smaller than the font the
// window started with (the desktop's, times --font-scale), remembered between sessions. Every
// widget that inherits the application font follows at once; figures drawn in pixels keep
// theirs.
#pragma once

#include <QFont>
#include <QObject>

namespace atlas {

class TextSize final : public QObject {
    Q_OBJECT

public:
    // Steps of 10 % from 70 % to 200 % of the starting font.
    static constexpr int minPercent = 70;
    static constexpr int maxPercent = 200;
    static constexpr int stepPercent = 10;

    // Takes the application's font now as the 100 % base.
    explicit TextSize(QObject *parent = nullptr);

    int percent() const { return percent_; }
    // Sets the size (clamped to the range, rounded to a step), applies it to the application
    // and, with `remember`, keeps it in the settings ("ui/textSizePercent").
    void setPercent(int percent, bool remember = true);
    // The remembered size, applied (batch renders do not call this: their figures must not
    // depend on a learner's choice).
    void restore();

    bool canGrow() const { return percent_ < maxPercent; }
    bool canShrink() const { return percent_ > minPercent; }

public Q_SLOTS:
    void larger() { setPercent(percent_ + stepPercent); }
    void smaller() { setPercent(percent_ - stepPercent); }
    void reset() { setPercent(100); }

Q_SIGNALS:
    void changed(int percent);

private:
    QFont base_;
    int percent_ = 100;
};

} // namespace atlas
