// A console reporter that also keeps every run, so a benchmark's main() can print, after the
// usual table, what the times mean against a budget (a 16.7 ms frame, say).
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

class FrameReporter : public benchmark::ConsoleReporter {
public:
    struct Result {
        std::string name;
        double seconds; // real time per iteration
    };

    // The whole of a benchmark program's main() once its set-up is done: runs the benchmarks
    // the command line names (refusing arguments it does not know), then prints every result
    // against the budget. The exit status.
    static int run(int &argc, char **argv, double budgetSeconds, const char *budgetName)
    {
        benchmark::Initialize(&argc, argv);
        if (benchmark::ReportUnrecognizedArguments(argc, argv))
            return 1;
        FrameReporter reporter;
        benchmark::RunSpecifiedBenchmarks(&reporter);
        reporter.printAgainst(budgetSeconds, budgetName);
        benchmark::Shutdown();
        return 0;
    }

    void ReportRuns(const std::vector<Run> &runs) override
    {
        ConsoleReporter::ReportRuns(runs);
        for (const Run &run : runs)
            if (run.run_type == Run::RT_Iteration && !run.error_occurred)
                results_.push_back({run.report_label.empty() ? run.benchmark_name() : run.benchmark_name() + " " + run.report_label,
                                    run.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(run.time_unit)});
    }

    const std::vector<Result> &results() const { return results_; }

    // The real time per iteration of the first run whose name starts with `prefix`, or −1.
    double seconds(const std::string &prefix) const
    {
        for (const Result &r : results_)
            if (r.name.rfind(prefix, 0) == 0)
                return r.seconds;
        return -1;
    }

    // "name   time   budget   time/budget" for every run.
    void printAgainst(double budgetSeconds, const char *budgetName) const
    {
        const int width = nameWidth();
        std::printf("\n%-*s %14s %14s %12s\n", width, "case", "time", budgetName, "ratio");
        for (const Result &r : results_)
            std::printf("%-*s %11.4f ms %11.1f ms %11.5f\n", width, r.name.c_str(), r.seconds * 1e3, budgetSeconds * 1e3,
                        r.seconds / budgetSeconds);
    }

    // "name   time   share of a 60 Hz frame   verdict" for every run. Over a frame is fine for
    // a one-off click (under 100 ms reads as instant) but not for a drag or typing, which is why
    // the long computations run on a worker thread; the program's header says which is which.
    void printShareOfFrame() const
    {
        const double frame = 1.0 / 60.0;
        const int width = nameWidth();
        std::printf("\n%-*s %14s %12s  %s\n", width, "case", "time", "of a frame", "verdict");
        for (const Result &r : results_)
            std::printf("%-*s %11.4f ms %11.2f%%  %s\n", width, r.name.c_str(), r.seconds * 1e3, 100.0 * r.seconds / frame,
                        r.seconds < 0.1 * frame ? "well under a frame" : r.seconds < frame ? "under a frame" : r.seconds < 0.1 ? "over a frame, under 100 ms" : "over 100 ms");
    }

private:
    // The longest case name (with its label), so the columns line up.
    int nameWidth() const
    {
        std::size_t width = 4;
        for (const Result &r : results_)
            width = std::max(width, r.name.size());
        return static_cast<int>(width);
    }

    std::vector<Result> results_;
};
