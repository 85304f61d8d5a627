// main() of an executable that holds several suites (suiteregistry.h):
//   GROUP-EXECUTABLE NAME [Qt Test options…]   runs suite NAME, as its own executable did
//   GROUP-EXECUTABLE                            lists the suites it holds
#include "suiteregistry.h"

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

int main(int argc, char *argv[])
{
    if (argc < 2 || argv[1][0] == '-') {
        std::fprintf(stderr, "usage: %s SUITE [Qt Test options…]\nsuites:\n", argv[0]);
        atlastest::printSuites();
        return 2;
    }
    const atlastest::SuiteRunner run = atlastest::findSuite(argv[1]);
    if (!run) {
        std::fprintf(stderr, "no suite %s here; the suites are:\n", argv[1]);
        atlastest::printSuites();
        return 2;
    }
    // The suite sees the command line its own executable saw: argv[0] ends in the suite's name,
    // which QCoreApplication takes as the application name — and so QStandardPaths' test-mode
    // folders and QSettings stay the suite's own, as before, even with two suites of one
    // executable running side by side.
    const char *slash = std::strrchr(argv[0], '/');
    std::string program = slash ? std::string(argv[0], static_cast<std::size_t>(slash + 1 - argv[0])) : std::string();
    program += argv[1];
    std::vector<char *> arguments{program.data()};
    for (int i = 2; i < argc; ++i)
        arguments.push_back(argv[i]);
    arguments.push_back(nullptr);
    return run(static_cast<int>(arguments.size()) - 1, arguments.data());
}
