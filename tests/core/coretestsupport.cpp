#include "coretestsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QtDebug>

#include <chrono>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace atlas::test {

int builtInQuestionCount()
{
    const QJsonObject manifest = QJsonDocument::fromJson(readFile(sourceDir() + QLatin1String("/content/self-attention/pack.json"))).object();
    int count = 0;
    for (const QJsonValue &chapter : manifest.value(QLatin1String("chapters")).toArray())
        count += static_cast<int>(chapter.toObject().value(QLatin1String("questions")).toArray().size());
    return count;
}

QString packFixturesDir()
{
    return testpaths::fixturesDir() + QStringLiteral("/packs");
}

QString cliPath()
{
    return QStringLiteral(ATLAS_CLI);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        qWarning() << "cannot create the folder of" << path;
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size()) {
        qWarning() << "cannot write" << path << file.errorString();
        return false;
    }
    return true;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool copyTree(const QString &from, const QString &to)
{
    if (!QDir().mkpath(to))
        return false;
    QDirIterator it(from, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    const QDir source(from);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = QDir(to).filePath(source.relativeFilePath(path));
        const QFileInfo info = it.fileInfo();
        if (info.isDir() ? !QDir().mkpath(target) : !QFile::copy(path, target)) {
            qWarning() << "cannot copy" << path << "to" << target;
            return false;
        }
    }
    return true;
}

bool makeFifo(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0) {
        qWarning() << "mkfifo failed for" << path;
        return false;
    }
    return true;
}

bool makeSymlink(const QString &target, const QString &link)
{
    QDir().mkpath(QFileInfo(link).absolutePath());
    // QFile::link would make the target absolute; ::symlink keeps relative targets relative.
    if (::symlink(QFile::encodeName(target).constData(), QFile::encodeName(link).constData()) != 0) {
        qWarning() << "symlink failed:" << link << "->" << target;
        return false;
    }
    return true;
}

QStringList diagnosticLines(const QList<Diagnostic> &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toString());
    return lines;
}

QStringList fileLines(const QString &path)
{
    QString text = QString::fromUtf8(readFile(path));
    if (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    return text.isEmpty() ? QStringList() : text.split(QLatin1Char('\n'));
}

QJsonObject minimalManifest(bool withQuestions)
{
    QJsonObject chapter{{QStringLiteral("id"), QStringLiteral("intro")},
                        {QStringLiteral("kind"), QStringLiteral("mechanism")},
                        {QStringLiteral("title"), QStringLiteral("Introduction")},
                        {QStringLiteral("body"), QStringLiteral("chapters/intro.md")}};
    if (withQuestions) {
        const QJsonDocument questions = QJsonDocument::fromJson(R"([
          {"id": "q-single", "type": "single", "prompt": "What is mixed?",
           "choices": [{"text": "CPU clocks", "feedback": "No."}, "Value vectors", "Power"],
           "answer": 1, "explanation": "Values."},
          {"id": "q-multiple", "type": "multiple", "prompt": "Which are projections?",
           "choices": ["Query", "Key", "Softmax"], "answer": [0, 1], "explanation": "Q and K."},
          {"id": "q-numeric", "type": "numeric", "prompt": "Type the derivative.",
           "answer": -0.75, "tolerance": 0.005, "unit": "units", "explanation": "-0.75."},
          {"id": "q-mask", "type": "mask", "prompt": "Which keys may slot 7 read?",
           "params": {"documents": [[11, 12, 13], [21, 22, 23, 24]], "block_length": 10,
                      "bos": 1, "eos": 2, "block": 0, "query": 7, "token_labels": {"1": "BOS"}},
           "answer": [5, 6, 7], "explanation": "Slots 5 to 7."}
        ])");
        chapter.insert(QStringLiteral("questions"), questions.array());
    }
    return QJsonObject{{QStringLiteral("format"), 1},
                       {QStringLiteral("id"), QStringLiteral("org.example.hostile")},
                       {QStringLiteral("version"), QStringLiteral("1.0.0")},
                       {QStringLiteral("title"), QStringLiteral("Hostile")},
                       {QStringLiteral("chapters"), QJsonArray{chapter}}};
}

QByteArray minimalBody()
{
    return QByteArrayLiteral("# Introduction\n\nA short body.\n");
}

bool writePack(const QString &directory, const QByteArray &manifest)
{
    return writeFile(QDir(directory).filePath(QStringLiteral("pack.json")), manifest)
        && writeFile(QDir(directory).filePath(QStringLiteral("chapters/intro.md")), minimalBody());
}

bool writePack(const QString &directory, const QJsonObject &manifest)
{
    return writePack(directory, QJsonDocument(manifest).toJson(QJsonDocument::Indented));
}

FifoWatchdog::FifoWatchdog(const QString &fifo, int timeoutMs)
    : path_(QFile::encodeName(fifo))
{
    thread_ = std::thread([this, timeoutMs] {
        std::unique_lock<std::mutex> lock(mutex_);
        if (wake_.wait_for(lock, std::chrono::milliseconds(timeoutMs), [this] { return stopped_; }))
            return;
        struct stat info {};
        if (::lstat(path_.constData(), &info) != 0 || !S_ISFIFO(info.st_mode))
            return; // nothing that can block
        fired_ = true;
        // A reader blocked in open() is released by a writer; closing at once gives it EOF.
        const int fd = ::open(path_.constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
    });
}

FifoWatchdog::~FifoWatchdog()
{
    stop();
}

void FifoWatchdog::stop()
{
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopped_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable())
        thread_.join();
}

bool FifoWatchdog::fired()
{
    stop();
    return fired_;
}

QStringList CliRun::outLines() const
{
    QString text = QString::fromUtf8(out);
    if (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    return text.isEmpty() ? QStringList() : text.split(QLatin1Char('\n'));
}

QString CliRun::describe() const
{
    return QStringLiteral("finished=%1 exit=%2\nstdout:\n%3\nstderr:\n%4")
        .arg(finished ? QStringLiteral("yes") : QStringLiteral("no"))
        .arg(exitCode)
        .arg(QString::fromUtf8(out.left(4000)), QString::fromUtf8(err.left(4000)));
}

CliRun runCli(const QStringList &arguments, const QString &workingDirectory, int timeoutMs)
{
    CliRun r;
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.start(cliPath(), arguments);
    if (!process.waitForStarted(timeoutMs))
        return r;
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        r.out = process.readAllStandardOutput();
        r.err = process.readAllStandardError();
        return r;
    }
    r.finished = process.exitStatus() == QProcess::NormalExit;
    r.exitCode = process.exitCode();
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

} // namespace atlas::test
