#include "suiteregistry.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

namespace atlastest {

namespace {

// Filled by the suites' static initialisers, before main: a function-local static, so that it
// exists whichever translation unit registers first.
std::map<std::string, SuiteRunner> &suites()
{
    static std::map<std::string, SuiteRunner> registered;
    return registered;
}

} // namespace

bool registerSuite(const char *name, SuiteRunner run)
{
    if (!suites().emplace(name, run).second) {
        std::fprintf(stderr, "suite %s is registered twice\n", name);
        std::abort();
    }
    return true;
}

SuiteRunner findSuite(const char *name)
{
    const auto found = suites().find(name);
    return found == suites().end() ? nullptr : found->second;
}

void printSuites()
{
    for (const auto &[name, run] : suites())
        std::fprintf(stderr, "%s\n", name.c_str());
}

} // namespace atlastest
