// Where a decoder the learner trained lives between runs: one file per chapter, in the format
// of atlas/decoderarchive.h, under the data folder (QStandardPaths::AppDataLocation/models/).
//
// Guarantees, as for the progress file:
//   - writes are atomic (QSaveFile: a temporary file renamed over the old one), so a crash or a
//     power cut mid-write leaves the previous model intact;
//   - a file that cannot be read (damaged, from a newer version, or whose settings no longer
//     fit) is set aside — renamed to <file>.unreadable-<time>, never deleted — and reported
//     with what is wrong (the archive reader names the line or field); the learner starts
//     from a fresh model;
//   - a file that can neither be read nor moved aside is left untouched, and saving is then
//     disabled for the session rather than writing over it;
//   - a folder that cannot be written is reported; the model stays in memory.
// Qt Core and the engine only.
#pragma once

#include "core/coreexport.h"

#include <atlas/decoderarchive.h>

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace atlas {

class ATLAS_CORE_EXPORT TrainedModelStore {
    Q_DECLARE_TR_FUNCTIONS(TrainedModelStore)

public:
    // Far above any model the chapter trains (its largest preset is about 0.2 MiB).
    static constexpr qint64 maxFileBytes = qint64(64) << 20;

    explicit TrainedModelStore(const QString &filePath);
    // AppDataLocation/models/<name>.decoder, with every character of `name` outside
    // [A-Za-z0-9._-] replaced by '_' (a pack id and a chapter id, say).
    static QString defaultFilePath(const QString &name);
    const QString &filePath() const { return filePath_; }

    struct LoadOutcome {
        std::optional<DecoderArchive<float>> archive; // nullopt: no file, or it was unreadable
        QString notice;                               // translated; empty when all was well
        QString setAsidePath;                         // where an unreadable file now is
    };
    // No file is no error: an empty outcome.
    LoadOutcome load();

    // Sets the file aside because its content does not fit what reads it (`why`, a whole
    // translated sentence naming the problem), as load() does for a file it cannot parse.
    // Returns the notice to show; `movedTo` gets the file's new path ("" when it could not
    // be moved).
    QString setAside(const QString &why, QString *movedTo = nullptr);

    // Returns false and sets `error` (translated, naming the file) when the file cannot be
    // written; the previous file is then unchanged.
    bool save(const DecoderArchive<float> &archive, QString *error = nullptr);
    bool savingDisabled() const { return savingDisabled_; }

private:
    QString filePath_;
    bool savingDisabled_ = false;
};

} // namespace atlas
