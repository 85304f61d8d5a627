#include "progressstore.h"

#include "logging.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>

namespace atlas {

namespace {
constexpr int fileFormat = 1;
}

ProgressStore::ProgressStore(const QString &filePath) : filePath_(filePath) {}

QString ProgressStore::defaultFilePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("progress.json"));
}

QString ProgressStore::setAside(bool copy, QString &attempted)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = filePath_ + QLatin1String(".corrupt-") + stamp;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = filePath_ + QLatin1String(".corrupt-") + stamp + QLatin1Char('-') + QString::number(n);
    const bool ok = copy ? QFile::copy(filePath_, target) : QFile::rename(filePath_, target);
    if (!ok) {
        attempted = target;
        return QString();
    }
    return target;
}

void ProgressStore::removeInterruptedSaves() const
{
    const QFileInfo info(filePath_);
    const QRegularExpression temporary(QLatin1Char('^') + QRegularExpression::escape(info.fileName())
                                       + QLatin1String("\\.[A-Za-z0-9]{6}$"));
    const QFileInfoList entries = info.dir().entryInfoList({info.fileName() + QLatin1String(".??????")},
                                                           QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo &entry : entries)
        if (!entry.isSymLink() && temporary.match(entry.fileName()).hasMatch() && QFile::remove(entry.filePath()))
            qCInfo(lcProgress) << "removed" << entry.filePath() << "left by a save a crash cut short";
}

ProgressStore::LoadOutcome ProgressStore::load()
{
    LoadOutcome outcome;
    removeInterruptedSaves();
    packs_.clear();
    archived_.clear();
    savingDisabled_ = false;
    const QFileInfo info(filePath_);
    if (!info.exists())
        return outcome;

    auto startFresh = [&](const QString &why) {
        QString error;
        outcome.setAsidePath = setAside(false, error);
        if (outcome.setAsidePath.isEmpty()) {
            // Writing over a file we could neither read nor move would destroy it.
            savingDisabled_ = true;
            //: %1: the progress file; %2: a sentence saying why it could not be read; %3: where it should have been moved.
            outcome.notice = tr("Your saved progress (%1) could not be read. %2 It could not be moved aside to %3, so it was left untouched; progress will not be saved this session.")
                                 .arg(filePath_, why, error);
        } else {
            //: %1: a sentence saying why the file could not be read; %2: where the file was kept.
            outcome.notice = tr("Your saved progress could not be read. %1 It was kept as %2 and you start fresh.")
                                 .arg(why, outcome.setAsidePath);
        }
        qCWarning(lcProgress) << "progress file" << filePath_ << "set aside:" << why;
        return outcome;
    };

    if (!info.isFile())
        return startFresh(tr("The file is not a regular file."));
    if (info.size() > maxFileBytes)
        return startFresh(tr("The file is larger than %1 MiB.").arg(maxFileBytes >> 20));
    QFile file(filePath_);
    if (!file.open(QIODevice::ReadOnly))
        return startFresh(tr("The file cannot be opened: %1.").arg(file.errorString()));
    // As much as the file holds (the size is checked above): reading maxFileBytes would
    // allocate 16 MiB for every load, whatever the file's size.
    const QByteArray data = file.read(std::min<qint64>(info.size(), maxFileBytes) + 1);
    file.close();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return startFresh(tr("It is not valid JSON (byte %1: %2).").arg(parseError.offset).arg(parseError.errorString()));
    const QJsonObject root = document.object();
    const QJsonValue format = root.value(QLatin1String("format"));
    if (document.isObject() && format.isDouble() && format.toDouble() > fileFormat && format.toDouble() < 1e6)
        //: %1: the file format's number
        return startFresh(tr("It was written by a newer version of Attention Atlas (file format %1).").arg(format.toInteger()));
    if (!document.isObject() || format.toInt(-1) != fileFormat || !root.value(QLatin1String("packs")).isObject())
        return startFresh(tr("It is not a progress file of this version."));

    int skipped = 0;
    const QJsonObject packs = root.value(QLatin1String("packs")).toObject();
    for (auto it = packs.begin(); it != packs.end(); ++it) {
        if (!it.value().isObject()) {
            ++skipped;
            continue;
        }
        const QJsonObject packObject = it.value().toObject();
        packs_.insert(it.key(), PackProgress::fromJson(packObject, skipped));
        const QJsonValue archived = packObject.value(QLatin1String("archived"));
        if (archived.isArray())
            archived_.insert(it.key(), archived.toArray());
        else if (!archived.isUndefined())
            ++skipped;
    }
    if (skipped > 0) {
        QString error;
        outcome.setAsidePath = setAside(true, error);
        outcome.notice = tr("%n entry(s) of your saved progress could not be read and were skipped; the rest was kept.", nullptr, skipped);
        if (!outcome.setAsidePath.isEmpty())
            outcome.notice += QLatin1Char(' ') + tr("A copy of the original is at %1.").arg(outcome.setAsidePath);
        qCWarning(lcProgress) << skipped << "unreadable progress entries in" << filePath_;
    }
    return outcome;
}

bool ProgressStore::save(QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        qCWarning(lcProgress) << "cannot save progress:" << message;
        return false;
    };
    if (savingDisabled_)
        return fail(tr("saving is disabled because the existing progress file could not be read or moved"));
    const QFileInfo info(filePath_);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(tr("cannot create the folder %1").arg(info.absolutePath()));

    QJsonObject packs;
    for (auto it = packs_.begin(); it != packs_.end(); ++it) {
        QJsonObject packObject = it.value().toJson();
        if (archived_.contains(it.key()))
            packObject.insert(QStringLiteral("archived"), archived_.value(it.key()));
        packs.insert(it.key(), packObject);
    }
    const QJsonObject root{{QStringLiteral("format"), fileFormat}, {QStringLiteral("packs"), packs}};

    // Compact: indenting made a 15 MiB file 52 MB, beyond what the next load accepts.
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Compact);
    if (bytes.size() > maxFileBytes)
        //: %1: a size in MiB
        return fail(tr("the progress has grown beyond %1 MiB, more than the file may hold; the last saved file is kept").arg(maxFileBytes >> 20));
    QSaveFile file(filePath_);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("cannot write %1: %2").arg(filePath_, file.errorString()));
    file.write(bytes);
    if (!file.commit())
        return fail(tr("cannot write %1: %2").arg(filePath_, file.errorString()));
    return true;
}

QString ProgressStore::keepCopy(QString *error)
{
    if (!QFileInfo(filePath_).isFile())
        return QString();
    QString attempted;
    const QString copy = setAside(true, attempted);
    if (copy.isEmpty() && error)
        *error = attempted;
    if (!copy.isEmpty())
        qCWarning(lcProgress) << "progress file" << filePath_ << "copied to" << copy << "before unreadable state is replaced";
    return copy;
}

PackProgress &ProgressStore::progress(const QString &packId, const QString &version,
                                      const QStringList &questionIds)
{
    auto it = packs_.find(packId);
    if (it == packs_.end()) {
        PackProgress fresh;
        fresh.version = version;
        return packs_.insert(packId, fresh).value();
    }
    if (it->version != version) {
        QJsonArray &archive = archived_[packId];
        archive.append(it->toJson());
        while (archive.size() > maxArchived)
            archive.removeFirst();
        const QSet<QString> surviving(questionIds.begin(), questionIds.end());
        QMap<QString, QuestionRecord> kept;
        for (auto a = it->answers.begin(); a != it->answers.end(); ++a)
            if (surviving.contains(a.key()))
                kept.insert(a.key(), a.value());
        it->answers = kept;
        it->completed.clear(); // completion is recomputed against the new questions
        it->version = version;
    }
    return it.value();
}

} // namespace atlas
