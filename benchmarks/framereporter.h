// A console reporter that also keeps every run, so a benchmark's main() can print, after the
// usual table, what the times mean against a budget (a 16.7 ms frame, say).
#pragma once

#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>
#include <vector>

class FrameReporter : public benchmark::ConsoleReporter {
public:
    struct Result {
        std::string name;
        double seconds; // real time per iteration
    };

    void ReportRuns(const std::vector<Run> &runs) override
    {
        ConsoleReporter::ReportRuns(runs);
        for (const Run &run : runs)
            if (run.run_type == Run::RT_Iteration && !run.error_occurred)
                results_.push_back({run.benchmark_name(), run.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(run.time_unit)});
    }

    // "name   time   budget   time/budget" for every run.
    void printAgainst(double budgetSeconds, const char *budgetName) const
    {
        std::printf("\n%-44s %14s %14s %12s\n", "case", "time", budgetName, "ratio");
        for (const Result &r : results_)
            std::printf("%-44s %11.4f ms %11.1f ms %11.5f\n", r.name.c_str(), r.seconds * 1e3, budgetSeconds * 1e3,
                        r.seconds / budgetSeconds);
    }

private:
    std::vector<Result> results_;
};
