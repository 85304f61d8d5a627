// Several Qt Test suites in one executable.
//
// Each suite file ends with ATLAS_TEST_MAIN, ATLAS_TEST_GUILESS_MAIN or ATLAS_TEST_APPLESS_MAIN
// where a lone suite would end with QTEST_MAIN, QTEST_GUILESS_MAIN or QTEST_APPLESS_MAIN: the
// same application object, set up the same way (Qt's own setup macros), the same test object
// and the same qExec — but registered under the suite's CTest name instead of defining main().
// suitemain.cpp's main() runs the suite its first argument names (atlas_add_test in
// tests/CMakeLists.txt gives every suite its CTest test, "GROUP-EXECUTABLE NAME ARGS…"), so a
// run of one suite is what the suite's own executable did: one process, one suite.
//
// Why: one executable per suite compiled the same Qt, Eigen and engine headers 130 times and
// linked 130 programs; suites that link the same libraries now share an executable, and their
// files are compiled a few at a time in one translation unit (README, "Build time").
//
// ATLAS_TEST_SUITE_NAME (the CTest name, e.g. "tst_core_packfixtures") is defined by the
// generated file that includes the suite (tests/CMakeLists.txt, atlas_finish_test_groups).
#pragma once

#include <QTest>

namespace atlastest {

using SuiteRunner = int (*)(int argc, char *argv[]);

// Records a suite under its CTest name; a name registered twice stops the program at start.
bool registerSuite(const char *name, SuiteRunner run);

// The suite registered under name, or nullptr.
SuiteRunner findSuite(const char *name);

// Every registered name, sorted, one per line on standard error (for a run without a suite's name,
// or with one that is not here).
void printSuites();

} // namespace atlastest

// QTEST_MAIN_WRAPPER's body, as a function the registry calls with the suite's arguments.
// The runner's name is unique per test class: two suites in one translation unit have different
// classes, or the class would be defined twice.
#define ATLAS_TEST_MAIN_IMPL(TestObject, ...)                                                      \
    static int atlasRunSuite_##TestObject(int argc, char *argv[])                                   \
    {                                                                                               \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                          \
        __VA_ARGS__                                                                                 \
        TestObject tc;                                                                              \
        QTest::setMainSourcePath(__FILE__);                                                         \
        return QTest::qExec(&tc, argc, argv);                                                       \
    }                                                                                               \
    [[maybe_unused]] static const bool atlasSuiteRegistered_##TestObject =                          \
        atlastest::registerSuite(ATLAS_TEST_SUITE_NAME, &atlasRunSuite_##TestObject);

// QApplication where the suite's executable links Qt Widgets, QGuiApplication where it links Qt
// Gui, QCoreApplication otherwise (QTEST_MAIN).
#define ATLAS_TEST_MAIN(TestObject) ATLAS_TEST_MAIN_IMPL(TestObject, QTEST_MAIN_SETUP())
// QCoreApplication (QTEST_GUILESS_MAIN).
#define ATLAS_TEST_GUILESS_MAIN(TestObject) ATLAS_TEST_MAIN_IMPL(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
// No application object (QTEST_APPLESS_MAIN).
#define ATLAS_TEST_APPLESS_MAIN(TestObject) ATLAS_TEST_MAIN_IMPL(TestObject)
