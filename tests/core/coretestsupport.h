// What the atlas_core suites share: where the sources and the built tool are, writing small
// file trees (including FIFOs and symbolic links git cannot hold), a watchdog that unblocks a
// FIFO if the code under test ever opens one, running attention-atlas-cli, and a small valid
// manifest to break in many ways.
#pragma once

#include "core/diagnostic.h"
#include "core/packloader.h"
#include "testpaths.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace atlas::test {

using testpaths::sourceDir; // the repository
QString packFixturesDir();
QString cliPath();     // the built attention-atlas-cli

// Creates the parent folders, then the file. False (with a warning) on failure.
bool writeFile(const QString &path, const QByteArray &data);
QByteArray readFile(const QString &path);
// Copies a folder tree (regular files and folders only).
bool copyTree(const QString &from, const QString &to);
bool makeFifo(const QString &path);
bool makeSymlink(const QString &target, const QString &link);

// The number of questions in the built-in course's pack.json, counted in the raw JSON (not
// through the loader), so that tests stay exact while chapters gain questions.
int builtInQuestionCount();

// "FILE:LINE:COLUMN: severity: MESSAGE" lines, in order.
QStringList diagnosticLines(const QList<Diagnostic> &diagnostics);
// The lines of a file, without their newlines (no trailing empty line).
QStringList fileLines(const QString &path);

// A small valid manifest: one chapter whose body is chapters/intro.md and, with
// `withQuestions`, one question of each type (ids q-single, q-multiple, q-numeric, q-mask).
QJsonObject minimalManifest(bool withQuestions = false);
QByteArray minimalBody();
// Writes manifest (indented) and body into `directory`.
bool writePack(const QString &directory, const QJsonObject &manifest);
bool writePack(const QString &directory, const QByteArray &manifest);

// If `fifo` is a FIFO, opens it for writing after `timeoutMs` unless stopped first, so that
// code blocked in opening it for reading wakes up; fired() then says that code would have hung.
class FifoWatchdog {
public:
    FifoWatchdog(const QString &fifo, int timeoutMs = 10000);
    ~FifoWatchdog();
    FifoWatchdog(const FifoWatchdog &) = delete;
    FifoWatchdog &operator=(const FifoWatchdog &) = delete;
    bool fired();   // stops the watchdog first

private:
    void stop();
    QByteArray path_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopped_ = false;
    std::atomic<bool> fired_{false};
    std::thread thread_;
};

struct CliRun {
    bool finished = false; // started and exited within the time limit (killed otherwise)
    int exitCode = -1;
    QByteArray out, err;
    QStringList outLines() const;
    QString describe() const;
};
CliRun runCli(const QStringList &arguments, const QString &workingDirectory, int timeoutMs = 30000);

} // namespace atlas::test
