// Compiled, never run (tests/sdk/CMakeLists.txt): the plugin interface header stands on Qt
// Core alone. The include path holds app/ and Qt Core, not the engine nor Eigen.
#include "sdk/chapterplugin.h"

#include <QtGlobal>

#include <type_traits>

static_assert(std::is_abstract_v<atlas::ChapterPlugin>);
static_assert(std::is_base_of_v<atlas::ChapterParamsValidator, atlas::ChapterPlugin>);
static_assert(atlas::ChapterPluginApiVersion == ATLAS_CHAPTER_PLUGIN_API_VERSION);
