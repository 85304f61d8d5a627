// A heading of the history lab: bold, its font `scale` times the window's (the timeline's and
// the distinctions' titles, a distinction's statement).
#pragma once

#include <QLabel>

namespace atlas {

class HeadingLabel final : public QLabel {
    Q_OBJECT

public:
    HeadingLabel(double scale, QWidget *parent);
};

} // namespace atlas
