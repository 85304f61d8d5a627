// What the worst question files cost `attention-atlas-cli questions import`: each file is
// written once, then the tool is run on it as a learner or teacher would, and its wall time and
// peak resident memory (the child's own, from wait4) are measured against the importer's
// promise — linear in the input, under 5 s and 512 MiB for any file up to the 16 MiB limit
// (app/interchange/importlimits.h). Each hostile file comes at 4 and 16 MiB; the ratio of the two
// times shows linearity (4 when the whole file is read, near 1 when a limit stops it early).
//
//     build/bin/bench_questionimport
#include <benchmark/benchmark.h>

#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <map>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <utility>
#include <vector>

extern char **environ;

namespace {

struct Input {
    const char *name;
    const char *format; // gift | moodle-xml
    QByteArray head, unit, tail; // head + unit × n + tail, n as many as fit
};

QByteArray repeatedText(int bytes)
{
    return QByteArray("attention ").repeated(bytes / 10);
}

const std::vector<Input> &inputs()
{
    static const std::vector<Input> all = [] {
        std::vector<Input> v;
        v.push_back({"gift: named true/false questions, 17 B each", "gift", {}, "::q::Is it? {T}\n\n", {}});
        v.push_back({"gift: unnamed questions, 6 B each", "gift", {}, "a{T}\n\n", {}});
        v.push_back({"gift: line breaks only", "gift", {}, "\n", {}});
        v.push_back({"gift: comment lines in one block", "gift", {}, "//\n", "Q{T}\n"});
        v.push_back({"gift: one question, 2-byte answers", "gift", "Q{=a", " ~b", "}\n"});
        v.push_back({"gift: malformed questions", "gift", {}, "{\n\n", {}});
        v.push_back({"gift: 2 KiB questions (accepted)", "gift", {}, "::q::" + repeatedText(2000) + "{T}\n\n", {}});
        v.push_back({"gift: 1000-answer questions", "gift", {}, "Q{=a" + QByteArray(" ~b").repeated(999) + "}\n\n", {}});
        v.push_back({"xml: one element, many attributes", "moodle-xml", "<quiz><question type=\"essay\"", " a=\"1\"", "/></quiz>"});
        v.push_back({"xml: questions without a type", "moodle-xml", "<quiz>", "<question/>", "</quiz>"});
        v.push_back({"xml: one question, many <file> elements", "moodle-xml",
                     "<quiz><question type=\"truefalse\"><name><text>t</text></name><questiontext><text>Q</text>",
                     "<file name=\"a\"/>", "</questiontext></question></quiz>"});
        v.push_back({"xml: one cloze text of unclosed codes", "moodle-xml",
                     "<quiz><question type=\"cloze\"><name><text>c</text></name><questiontext><text>", "{1:SA:~",
                     "</text></questiontext></question></quiz>"});
        v.push_back({"xml: one cloze code, 2-byte answers", "moodle-xml",
                     "<quiz><question type=\"cloze\"><name><text>c</text></name><questiontext><text>{1:MC:=a", "~b",
                     "}</text></questiontext></question></quiz>"});
        v.push_back({"gift: one ordering question, 2-byte items", "gift", "Q{>3\n", "a\n", "}\n"});
        v.push_back({"xml: 2 KiB questions (accepted)", "moodle-xml", "<quiz>",
                     "<question type=\"truefalse\"><name><text>t</text></name><questiontext><text>" + repeatedText(2000)
                         + "</text></questiontext><answer fraction=\"100\"><text>true</text></answer>"
                           "<answer fraction=\"0\"><text>false</text></answer></question>\n",
                     "</quiz>"});
        return v;
    }();
    return all;
}

struct Run {
    double seconds = 0;
    double peakMiB = 0;
    int status = -1;
};

Run runTool(const std::string &file, const char *format)
{
    const std::string tool = ATLAS_CLI;
    std::vector<std::string> args{tool, "questions", "import", "--format", format, file};
    std::vector<char *> argv;
    for (std::string &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    Run run;
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    if (posix_spawn(&pid, tool.c_str(), &actions, nullptr, argv.data(), environ) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return run;
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.peakMiB = usage.ru_maxrss / 1024.0; // ru_maxrss is in KiB
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    posix_spawn_file_actions_destroy(&actions);
    return run;
}

std::map<std::pair<int, int>, Run> results; // (input, MiB) → the last run

void BM_Import(benchmark::State &state)
{
    const int index = static_cast<int>(state.range(0));
    const int mib = static_cast<int>(state.range(1));
    const Input &input = inputs().at(index);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("questions.txt"));
    const qint64 budget = (qint64(mib) << 20) - 1024; // under the tool's 16 MiB limit
    QByteArray bytes = input.head;
    const qint64 units = (budget - input.head.size() - input.tail.size()) / input.unit.size();
    bytes.reserve(budget);
    for (qint64 k = 0; k < units; ++k)
        bytes += input.unit;
    bytes += input.tail;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
        state.SkipWithError("cannot write the input");
        return;
    }
    f.close();
    Run run;
    for (auto _ : state) {
        run = runTool(path.toStdString(), input.format);
        state.SetIterationTime(run.seconds);
    }
    if (run.status < 0) {
        state.SkipWithError("the tool did not run (or crashed)");
        return;
    }
    results[{index, mib}] = run;
    state.counters["peak_MiB"] = run.peakMiB;
    state.counters["exit"] = run.status;
    state.SetLabel(input.name);
}
BENCHMARK(BM_Import)->ArgsProduct({benchmark::CreateDenseRange(0, static_cast<int>(inputs().size()) - 1, 1), {4, 16}})->UseManualTime()->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    std::printf("\n%-46s %9s %9s %7s %9s %9s  %s\n", "input (16 MiB)", "time", "peak", "exit", "t16/t4", "of 5 s", "of 512 MiB");
    bool within = true;
    for (int i = 0; i < static_cast<int>(inputs().size()); ++i) {
        const auto big = results.find({i, 16});
        if (big == results.end())
            continue;
        const auto small = results.find({i, 4});
        const double ratio = small == results.end() || small->second.seconds <= 0 ? 0 : big->second.seconds / small->second.seconds;
        std::printf("%-46s %7.2f s %5.0f MiB %7d %9.2f %8.0f%%  %5.0f%%\n", inputs().at(i).name, big->second.seconds, big->second.peakMiB,
                    big->second.status, ratio, 100 * big->second.seconds / 5, 100 * big->second.peakMiB / 512);
        within = within && big->second.seconds < 5 && big->second.peakMiB < 512;
    }
    std::printf("\n%s\n", within ? "every file within 5 s and 512 MiB" : "SOME FILE BEYOND 5 s OR 512 MiB");
    return 0;
}
