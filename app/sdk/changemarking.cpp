#include "changemarking.h"

namespace atlas {

int ChangeMarking::depth_ = 0;
quint64 ChangeMarking::generation_ = 0;
QHash<const void *, int> ChangeMarking::cells_;
QSet<const void *> ChangeMarking::reshaped_;
ChangeMarking::Report ChangeMarking::current_;
ChangeMarking::Report ChangeMarking::last_;

ChangeMarking::ChangeMarking(QWidget *origin)
{
    if (depth_++ == 0) {
        current_ = Report();
        current_.origin = origin;
        cells_.clear();
        reshaped_.clear();
        ++generation_;
    }
}

ChangeMarking::~ChangeMarking()
{
    if (--depth_ == 0) {
        // A figure reshaped and then refilled in its new shape counts as reshaped.
        for (auto it = cells_.cbegin(); it != cells_.cend(); ++it) {
            if (reshaped_.contains(it.key()))
                continue;
            ++current_.figures;
            current_.changedFigures += it.value() > 0 ? 1 : 0;
            current_.changedCells += it.value();
        }
        current_.reshaped = int(reshaped_.size());
        cells_.clear();
        reshaped_.clear();
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

void ChangeMarking::tally(const void *figure, int cells)
{
    if (depth_ > 0)
        cells_.insert(figure, cells);
}

void ChangeMarking::tallyReshaped(const void *figure)
{
    if (depth_ > 0)
        reshaped_.insert(figure);
}

quint64 ChangeMarking::generation()
{
    return depth_ > 0 ? generation_ : 0;
}

} // namespace atlas

#include "moc_changemarking.cpp"
