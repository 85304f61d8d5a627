#include "changemarking.h"

namespace atlas {

int ChangeMarking::depth_ = 0;
ChangeMarking::Report ChangeMarking::current_;
ChangeMarking::Report ChangeMarking::last_;

ChangeMarking::ChangeMarking(QWidget *origin)
{
    if (depth_++ == 0) {
        current_ = Report();
        current_.origin = origin;
    }
}

ChangeMarking::~ChangeMarking()
{
    if (--depth_ == 0) {
        last_ = current_;
        Q_EMIT notifier()->reported();
    }
}

bool ChangeMarking::isActive()
{
    return depth_ > 0;
}

const ChangeMarking::Report &ChangeMarking::lastReport()
{
    return last_;
}

ChangeNotifier *ChangeMarking::notifier()
{
    static ChangeNotifier instance;
    return &instance;
}

void ChangeMarking::tally(int cells)
{
    if (depth_ == 0)
        return;
    ++current_.figures;
    current_.changedFigures += cells > 0 ? 1 : 0;
    current_.changedCells += cells;
}

} // namespace atlas

#include "moc_changemarking.cpp"
