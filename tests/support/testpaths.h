#pragma once

#include <QString>

// Where the tests find the source tree, the build tree and what the build put there. The
// absolute paths are compiled once per build folder (testpaths.cpp.in, configured by
// tests/CMakeLists.txt), never into a suite's own object: so a suite's object is the same in
// every clone and build folder, and ccache shares it between them (CI builds a fresh clone).
namespace testpaths {

QString sourceDir();         // the repository
QString fixturesDir();       // tests/fixtures in the repository
QString buildDir();          // the build folder
QString buildPluginDir();    // the chapter plugins, where the build tree mirrors the install tree
QString buildPackDir();      // the packs, installed in the build tree
QString builtInPackDir();    // the built-in course, installed in the build tree
QString fixturePluginDir();  // tests/shell's plugin fixtures (good, duplicate, wrong IID …)

} // namespace testpaths
