// layering.py's own check (tests/sources/CMakeLists.txt): text may include nothing of core,
// and no Qt module but Qt Core.
#pragma once
#include "core/packlimits.h"
#include <QWidget>
