// Where a learner's progress lives between runs: one JSON file per user, holding every pack
// they have opened, keyed by pack id.
//
// Guarantees:
//   - writes are atomic (QSaveFile: a temporary file renamed over the old one), so a crash or
//     power cut mid-write leaves the previous file intact; the JSON is compact, and a save
//     that would pass maxFileBytes (which the next load would refuse) is not written;
//   - a corrupt or unreadable file (too large, not JSON, of another type, of a future format)
//     is set aside (renamed to progress.json.corrupt-…, never deleted), reported, and the
//     learner starts fresh; if only some entries are unreadable the rest is kept and a copy
//     of the original is set aside; so is a copy before a chapter replaces a state of its
//     own that it cannot read (keepCopy);
//   - a pack whose version changed keeps the answers of the questions whose ids survive; the
//     previous record is archived inside the file, not dropped;
//   - a folder that cannot be written is reported; progress stays in memory.
#pragma once

#include "core/coreexport.h"

#include "packprogress.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_CORE_EXPORT ProgressStore {
    Q_DECLARE_TR_FUNCTIONS(ProgressStore)

public:
    static constexpr qint64 maxFileBytes = qint64(16) << 20;
    static constexpr int maxArchived = 5;

    explicit ProgressStore(const QString &filePath = defaultFilePath());
    // QStandardPaths::AppDataLocation/progress.json
    static QString defaultFilePath();
    const QString &filePath() const { return filePath_; }

    struct LoadOutcome {
        QString notice;        // translated; empty when all was well
        QString setAsidePath;  // where the damaged original now is, if it was set aside
    };
    LoadOutcome load();
    // Returns false and sets `error` (translated) when the file cannot be written.
    bool save(QString *error = nullptr);
    bool savingDisabled() const { return savingDisabled_; }
    // Copies the file as it is on disk aside (progress.json.corrupt-…), before something in
    // it that could not be read is replaced. Returns the copy's path, or "" when there is no
    // file or it cannot be copied (`error` then says why).
    QString keepCopy(QString *error = nullptr);

    // The progress of one pack at this version (created if new). When the stored version
    // differs, the stored record is archived and only answers to `questionIds` carry over.
    PackProgress &progress(const QString &packId, const QString &version, const QStringList &questionIds);
    bool contains(const QString &packId) const { return packs_.contains(packId); }
    // The version of the pack's stored record, or "" when there is none.
    QString storedVersion(const QString &packId) const { return packs_.value(packId).version; }

    // Whether questions show their choices in the order authored rather than in each learner's
    // seeded order. Batch renders (the tour) set it, so that their screenshots are the same on
    // every run and show what the pack file says.
    void setAuthoredChoiceOrder(bool authored) { authoredChoiceOrder_ = authored; }
    bool authoredChoiceOrder() const { return authoredChoiceOrder_; }

private:
    // Renames (or copies) the file aside; returns the new path, or "" with `attempted` set.
    QString setAside(bool copy, QString &attempted);
    // Removes what a save cut short by a crash left beside the file: QSaveFile writes
    // progress.json.XXXXXX and renames it over progress.json, so a kill between the two
    // leaves that name behind (the file itself is then still the old one, whole).
    void removeInterruptedSaves() const;

    QString filePath_;
    QMap<QString, PackProgress> packs_;
    QMap<QString, QJsonArray> archived_;
    bool savingDisabled_ = false;
    bool authoredChoiceOrder_ = false;
};

} // namespace atlas
