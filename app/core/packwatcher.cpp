#include "packwatcher.h"

#include <QDateTime>
#include <QDirIterator>
#include <QFileInfo>

namespace atlas {

PackWatcher::PackWatcher(QObject *parent) : QObject(parent)
{
    quiet_.setSingleShot(true);
    quiet_.setInterval(defaultQuietMilliseconds);
    connect(&quiet_, &QTimer::timeout, this, [this] {
        const Snapshot before = snapshot_;
        arm();
        if (snapshot_ != before)
            Q_EMIT changed();
    });
}

void PackWatcher::watch(const QString &directory)
{
    directory_ = directory;
    quiet_.stop();
    arm();
}

QStringList PackWatcher::watchedPaths() const
{
    return watcher_ ? watcher_->directories() + watcher_->files() : QStringList();
}

void PackWatcher::arm()
{
    // A fresh watcher: the old one may hold paths of files that were renamed away, and
    // removing them one by one would race with the editor still saving.
    delete watcher_;
    watcher_ = nullptr;
    if (directory_.isEmpty() || !QFileInfo(directory_).isDir())
        return;
    watcher_ = new QFileSystemWatcher(this);
    snapshot_.clear();
    QStringList paths{directory_};
    // Symbolic links are not followed: what lies outside the pack is not the pack's.
    QDirIterator it(directory_, QDir::AllEntries | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext() && paths.size() < maxWatchedPaths) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        if (info.isSymLink() || (!info.isDir() && !info.isFile()))
            continue;
        paths.append(path);
        if (info.isFile())
            snapshot_.insert(path, {info.size(), info.lastModified().toMSecsSinceEpoch()});
    }
    watcher_->addPaths(paths);
    const auto changed = [this] { quiet_.start(); };
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, changed);
    connect(watcher_, &QFileSystemWatcher::directoryChanged, this, changed);
}

} // namespace atlas

#include "moc_packwatcher.cpp"
