// Where a learner's progress lives between runs: one JSON file per user, holding every pack
// they have opened, keyed by pack id.
//
// Guarantees:
//   - writes are atomic (QSaveFile: a temporary file renamed over the old one), so a crash or
//     power cut mid-write leaves the previous file intact;
//   - a corrupt or unreadable file is set aside (renamed to progress.json.corrupt-…, never
//     deleted), reported, and the learner starts fresh; if only some entries are unreadable
//     the rest is kept and a copy of the original is set aside;
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

    QString filePath_;
    QMap<QString, PackProgress> packs_;
    QMap<QString, QJsonArray> archived_;
    bool savingDisabled_ = false;
    bool authoredChoiceOrder_ = false;
};

} // namespace atlas
