#include "changemarking.h"

namespace atlas {

int ChangeMarking::depth_ = 0;

ChangeMarking::ChangeMarking()
{
    ++depth_;
}

ChangeMarking::~ChangeMarking()
{
    --depth_;
}

bool ChangeMarking::isActive()
{
    return depth_ > 0;
}

} // namespace atlas
