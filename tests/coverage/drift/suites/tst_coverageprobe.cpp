// Not built: the suite the drifted coverage map of tests/coverage/drift names, as coveragemap.py
// reads suites (a function defined in its class, and one defined outside it).
class TestCoverageProbe {
    void exists() {}
    void alsoExists();
};

void TestCoverageProbe::alsoExists() {}
