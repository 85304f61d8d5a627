// The plugin class is all in its header; this file gives moc's output a translation unit.
#include "estimatequestionplugin.h"
