#pragma once

// Forced into every Qt Test source (tests/CMakeLists.txt, -include). Qt's
// QTEST_MAIN and its variants define main(); here they register the test
// under its file's name instead, so the tests of a folder share one program
// (tests/testrunner.cpp.in finds them by name) and can be compiled together
// in unity batches, where a main() per test could not be renamed per file.
#include <QtTest/qtest.h>

namespace rackops::testing {

using TestRun = int (*)(int argc, char *argv[]);

// A test of the program: `file` is its source (__FILE__), whose base name is
// the test's name (tst_fleetmodel.cpp runs as tst_fleetmodel).
struct TestEntry {
    TestEntry(const char *file, TestRun run);
};

} // namespace rackops::testing

#undef QTEST_MAIN_WRAPPER
// Qt's own body (qtest.h, Qt 6.4), in a function of the test's own name.
#define QTEST_MAIN_WRAPPER(TestObject, ...)                                                                            \
    static int rackopsRunTest_##TestObject(int argc, char *argv[])                                                     \
    {                                                                                                                  \
        TESTLIB_SELFCOVERAGE_START(#TestObject)                                                                        \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                                             \
        __VA_ARGS__                                                                                                    \
        TestObject tc;                                                                                                 \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return QTest::qExec(&tc, argc, argv);                                                                          \
    }                                                                                                                  \
    static const ::rackops::testing::TestEntry rackopsTestEntry_##TestObject(__FILE__, &rackopsRunTest_##TestObject);
