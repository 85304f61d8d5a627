#include "trainedmodelstore.h"

#include "logging.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <string_view>

namespace atlas {

TrainedModelStore::TrainedModelStore(const QString &filePath) : filePath_(filePath) {}

QString TrainedModelStore::defaultFilePath(const QString &name)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    QString safe = name;
    safe.replace(unsafe, QStringLiteral("_"));
    if (safe.isEmpty() || safe.startsWith(QLatin1Char('.')))
        safe.prepend(QLatin1Char('_'));
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("models/") + safe + QStringLiteral(".decoder"));
}

QString TrainedModelStore::setAside(const QString &why, QString *movedTo)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = filePath_ + QLatin1String(".unreadable-") + stamp;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = filePath_ + QLatin1String(".unreadable-") + stamp + QLatin1Char('-') + QString::number(n);
    qCWarning(lcModels) << "trained model" << filePath_ << "set aside:" << why;
    const bool moved = QFile::rename(filePath_, target);
    if (movedTo)
        *movedTo = moved ? target : QString();
    if (!moved) {
        // Writing over a file we could neither read nor move would destroy it.
        savingDisabled_ = true;
        //: %1: the model file; %2: a sentence saying why it could not be read; %3: where it should have been moved.
        return tr("The model you trained earlier (%1) could not be read. %2 It could not be moved aside to %3, so it "
                  "was left untouched, and this session's training will not be saved.")
            .arg(filePath_, why, target);
    }
    //: %1: a sentence saying why the file could not be read; %2: where the file was kept.
    return tr("The model you trained earlier could not be read. %1 It was kept as %2, and a fresh model starts.")
        .arg(why, target);
}

TrainedModelStore::LoadOutcome TrainedModelStore::load()
{
    LoadOutcome outcome;
    savingDisabled_ = false;
    const QFileInfo info(filePath_);
    if (!info.exists())
        return outcome;
    const auto fail = [&](const QString &why) {
        outcome.notice = setAside(why, &outcome.setAsidePath);
        return outcome;
    };
    if (!info.isFile())
        return fail(tr("It is not a regular file."));
    if (info.size() > maxFileBytes)
        return fail(tr("The file is larger than %1 MiB.").arg(maxFileBytes >> 20));
    QFile file(filePath_);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("The file cannot be opened: %1.").arg(file.errorString()));
    const QByteArray data = file.read(maxFileBytes + 1);
    file.close();
    try {
        outcome.archive = DecoderArchive<float>::read(std::string_view(data.constData(), std::size_t(data.size())));
    } catch (const std::exception &error) {
        //: %1 is the reader's description of the problem (in English), naming the line or field.
        return fail(tr("It is not a model file of this version (%1).").arg(QString::fromUtf8(error.what())));
    }
    return outcome;
}

bool TrainedModelStore::save(const DecoderArchive<float> &archive, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        qCWarning(lcModels) << "cannot save the trained model:" << message;
        return false;
    };
    if (savingDisabled_)
        return fail(tr("saving is disabled because the earlier model file %1 could not be read or moved").arg(filePath_));
    std::string bytes;
    try {
        bytes = archive.write();
    } catch (const std::exception &e) {
        return fail(tr("the model cannot be written: %1").arg(QString::fromUtf8(e.what())));
    }
    const QFileInfo info(filePath_);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(tr("cannot create the folder %1").arg(info.absolutePath()));
    QSaveFile file(filePath_);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("cannot write %1: %2").arg(filePath_, file.errorString()));
    file.write(bytes.data(), qint64(bytes.size()));
    if (!file.commit())
        return fail(tr("cannot write %1: %2").arg(filePath_, file.errorString()));
    return true;
}

} // namespace atlas
