// Watches a pack folder and says when its files have changed, for `validate --watch` and the
// application's `--watch`: every file and folder of the pack is watched (QFileSystemWatcher),
// and a burst of changes — an editor's save is often several: write a temporary file, rename
// it over the old one, touch the folder — becomes one changed() signal, after a quiet spell.
//
// An editor that saves by renaming replaces the file the watcher held, which then stops being
// watched; so after each burst the whole pack is listed and watched again ("re-armed"), which
// also picks up new files and folders (a new body, an images folder). Hidden files (an
// editor's swap and backup files: .pack.json.swp) are not the pack's: a burst that changed
// only those, or left every file as it was, sends nothing.
#pragma once

#include "core/coreexport.h"

#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace atlas {

class ATLAS_CORE_EXPORT PackWatcher : public QObject {
    Q_OBJECT

public:
    // How long the pack must stay unchanged before changed() is sent.
    static constexpr int defaultQuietMilliseconds = 300;
    // At most this many files and folders are watched (each costs an inotify watch).
    static constexpr int maxWatchedPaths = 2048;

    explicit PackWatcher(QObject *parent = nullptr);

    // Starts watching `directory` (an empty string: stops).
    void watch(const QString &directory);
    const QString &directory() const { return directory_; }
    // What is watched now: the pack's folders and files.
    QStringList watchedPaths() const;
    void setQuietMilliseconds(int milliseconds) { quiet_.setInterval(milliseconds); }

Q_SIGNALS:
    // The pack's files changed and have been quiet since.
    void changed();

private:
    // Each file's size and modification time, by path.
    using Snapshot = QHash<QString, QPair<qint64, qint64>>;
    void arm();

    Snapshot snapshot_;
    QString directory_;
    QFileSystemWatcher *watcher_ = nullptr;
    QTimer quiet_;
};

} // namespace atlas
