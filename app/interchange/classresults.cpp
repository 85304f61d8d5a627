#include "classresults.h"

#include "csv.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>

namespace atlas {

namespace {

std::optional<double> credit(double value)
{
    return std::isfinite(value) && value >= 0 && value <= 1 ? std::optional<double>(value) : std::nullopt;
}

} // namespace

ClassResults ClassResults::read(const QStringList &paths)
{
    ClassResults out;
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            for (const QFileInfo &entry : QDir(path).entryInfoList({QStringLiteral("*.json"), QStringLiteral("*.csv")},
                                                                   QDir::Files | QDir::Readable, QDir::Name))
                files.append(entry.filePath());
        } else if (info.exists()) {
            files.append(path);
        } else {
            out.problems.append({path, tr("no such file or folder")});
        }
    }
    if (files.size() > maxFiles) {
        //: %1: how many files are read
        out.problems.append({files.at(maxFiles), tr("more than %1 results files: this one and those after it are not read").arg(maxFiles)});
        files.resize(maxFiles);
    }
    QMap<QString, qsizetype> byId;
    for (const QString &file : std::as_const(files)) {
        QString reason;
        std::optional<Learner> learner = readFile(file, reason);
        if (!learner) {
            out.problems.append({file, reason});
            continue;
        }
        if (!learner->packId.isEmpty()) {
            if (out.packId.isEmpty()) {
                out.packId = learner->packId;
            } else if (learner->packId != out.packId) {
                //: %1, %2: pack ids
                out.problems.append({file, tr("results of the pack '%1', not of '%2' like the first ones").arg(learner->packId, out.packId)});
                continue;
            }
        }
        if (learner->id.isEmpty())
            learner->id = QFileInfo(file).completeBaseName();
        const auto seen = byId.constFind(learner->id);
        if (seen == byId.constEnd()) {
            byId.insert(learner->id, out.learners.size());
            out.learners.append(*learner);
            continue;
        }
        Learner &earlier = out.learners[*seen];
        const bool later = learner->exported.isValid() && (!earlier.exported.isValid() || learner->exported > earlier.exported);
        const QString dropped = later ? earlier.file : learner->file;
        const QString kept = later ? learner->file : earlier.file;
        if (later)
            earlier = *learner;
        //: %1: a learner id; %2: the file whose results are counted
        out.problems.append({dropped, tr("learner '%1' again: the later export, %2, is counted").arg(learner->id, QFileInfo(kept).fileName())});
    }
    return out;
}

std::optional<ClassResults::Learner> ClassResults::readFile(const QString &path, QString &reason)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        reason = tr("cannot be read: %1").arg(file.errorString());
        return std::nullopt;
    }
    if (file.size() > maxFileBytes) {
        //: %1: a size in bytes
        reason = tr("larger than %1 bytes: not a results file").arg(maxFileBytes);
        return std::nullopt;
    }
    const QByteArray data = file.read(maxFileBytes + 1);
    const QString suffix = QFileInfo(path).suffix().toLower();
    std::optional<Learner> learner = suffix == QLatin1String("json") ? readJson(data, reason)
                                     : suffix == QLatin1String("csv") ? readCsv(data, reason)
                                                                      : std::nullopt;
    if (!learner && reason.isEmpty())
        reason = tr("neither .json nor .csv");
    if (learner)
        learner->file = path;
    return learner;
}

std::optional<ClassResults::Learner> ClassResults::readJson(const QByteArray &data, QString &reason)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError) {
        //: %1: what is wrong; %2: a byte offset
        reason = tr("not JSON: %1 at byte %2 (a file cut short?)").arg(error.errorString()).arg(error.offset);
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toInt(-1) != 1 || !root.value(QLatin1String("questions")).isArray()) {
        reason = tr("not quiz results: expected \"format\": 1 and \"questions\", as the quiz's Export results writes them");
        return std::nullopt;
    }
    Learner learner;
    learner.id = root.value(QLatin1String("learner")).toString().trimmed();
    learner.packId = root.value(QLatin1String("pack")).toObject().value(QLatin1String("id")).toString();
    learner.exported = QDateTime::fromString(root.value(QLatin1String("exported")).toString(), Qt::ISODate);
    const QJsonArray questions = root.value(QLatin1String("questions")).toArray();
    for (qsizetype i = 0; i < questions.size(); ++i) {
        const QJsonObject q = questions.at(i).toObject();
        const QString id = q.value(QLatin1String("id")).toString();
        if (id.isEmpty()) {
            reason = tr("question %1 has no id").arg(i + 1);
            return std::nullopt;
        }
        if (learner.marks.contains(id)) {
            reason = tr("question '%1' is there twice").arg(id);
            return std::nullopt;
        }
        Mark mark;
        mark.chapter = q.value(QLatin1String("chapter")).toString();
        mark.type = q.value(QLatin1String("type")).toString();
        mark.prompt = q.value(QLatin1String("prompt")).toString();
        mark.answerText = q.value(QLatin1String("last_answer_text")).toString();
        const QJsonValue value = q.value(QLatin1String("credit"));
        if (value.isDouble()) {
            mark.credit = credit(value.toDouble());
            if (!mark.credit) {
                reason = tr("question '%1': a credit of %2, not between 0 and 1").arg(id).arg(value.toDouble());
                return std::nullopt;
            }
        } else if (!value.isNull() && !value.isUndefined()) {
            reason = tr("question '%1': the credit is not a number").arg(id);
            return std::nullopt;
        }
        learner.order.append(id);
        learner.marks.insert(id, mark);
    }
    return learner;
}

std::optional<ClassResults::Learner> ClassResults::readCsv(const QByteArray &data, QString &reason)
{
    QList<QStringList> rows;
    if (!Csv::parse(QString::fromUtf8(data), rows) || rows.isEmpty()) {
        reason = tr("not CSV: a quoted field does not end (a file cut short?)");
        return std::nullopt;
    }
    const QStringList header = rows.takeFirst();
    const qsizetype idColumn = header.indexOf(QStringLiteral("question id"));
    const qsizetype creditColumn = header.indexOf(QStringLiteral("credit"));
    if (idColumn < 0 || creditColumn < 0) {
        reason = tr("not quiz results: expected the columns \"question id\" and \"credit\", as the quiz's Export results writes them");
        return std::nullopt;
    }
    const qsizetype learnerColumn = header.indexOf(QStringLiteral("learner"));
    const qsizetype chapterColumn = header.indexOf(QStringLiteral("chapter"));
    const qsizetype promptColumn = header.indexOf(QStringLiteral("prompt"));
    const qsizetype answerColumn = header.indexOf(QStringLiteral("last answer"));
    Learner learner;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QStringList &row = rows.at(i);
        if (row.size() == 1 && row.constFirst().isEmpty())
            continue; // a blank line
        if (row.size() != header.size()) {
            //: %1: a line number; %2, %3: numbers of fields
            reason = tr("line %1 has %2 fields, the header %3 (a file cut short?)").arg(i + 2).arg(row.size()).arg(header.size());
            return std::nullopt;
        }
        const QString id = row.at(idColumn);
        if (id.isEmpty() || learner.marks.contains(id)) {
            reason = id.isEmpty() ? tr("line %1 has no question id").arg(i + 2) : tr("question '%1' is there twice").arg(id);
            return std::nullopt;
        }
        Mark mark;
        mark.chapter = chapterColumn >= 0 ? row.at(chapterColumn) : QString();
        mark.prompt = promptColumn >= 0 ? row.at(promptColumn) : QString();
        mark.answerText = answerColumn >= 0 ? row.at(answerColumn) : QString();
        if (const QString text = row.at(creditColumn); !text.isEmpty()) {
            bool ok = false;
            mark.credit = credit(text.toDouble(&ok));
            if (!ok || !mark.credit) {
                reason = tr("question '%1': a credit of '%2', not a number between 0 and 1").arg(id, text);
                return std::nullopt;
            }
        }
        if (learnerColumn >= 0 && learner.id.isEmpty())
            learner.id = row.at(learnerColumn).trimmed();
        learner.order.append(id);
        learner.marks.insert(id, mark);
    }
    return learner;
}

} // namespace atlas
