#include "newpackcommand.h"

#include "commandline.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QSaveFile>

namespace atlas {

namespace {

const QString templateRoot = QStringLiteral(":/newpack/");

// The files of the skeleton, relative to the pack; a body's translations follow it.
const QStringList templateFiles{QStringLiteral("pack.json"), QStringLiteral("README.md"),
                                QStringLiteral("chapters/figures/weights.svg")};
const QString body = QStringLiteral("chapters/first-lesson");

// A pack id as the loader accepts it (ManifestReader).
const QRegularExpression packIdPattern(QStringLiteral("^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,126}[A-Za-z0-9])?$"));

QString jsonString(const QString &text)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

// "my-course" → "org.example.my-course"
QString defaultId(const QString &folderName)
{
    QString slug;
    for (const QChar c : folderName.toLower())
        slug += (c.isLetterOrNumber() && c.unicode() < 128) ? c : QLatin1Char('-');
    static const QRegularExpression dashes(QStringLiteral("-+"));
    slug = slug.replace(dashes, QStringLiteral("-"));
    while (slug.startsWith(QLatin1Char('-')))
        slug.remove(0, 1);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return QStringLiteral("org.example.") + (slug.isEmpty() ? QStringLiteral("course") : slug.left(100));
}

// "my_course" → "My course"
QString defaultTitle(const QString &folderName)
{
    QString title = folderName;
    title.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
    title = title.simplified();
    if (title.isEmpty())
        return QStringLiteral("New course");
    title[0] = title.at(0).toUpper();
    return title;
}

int fail(const QString &message)
{
    CommandLine::writeStderr(QStringLiteral("error: ") + message);
    return CommandLine::usageError;
}

std::optional<QString> readTemplate(const QString &name)
{
    QFile file(templateRoot + name);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(file.readAll());
}

} // namespace

QStringList NewPackCommand::knownLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

QString NewPackCommand::keepLanguages(const QString &text, const QStringList &languages)
{
    // An object whose keys are language codes and whose values are strings, on one line of
    // the template. A JSON string holds no raw quote, so the match ends where the object does.
    static const QRegularExpression localized(
        QStringLiteral(R"(\{\s*"en":\s*"(?:[^"\\]|\\.)*"(?:\s*,\s*"[a-z]{2}":\s*"(?:[^"\\]|\\.)*")*\s*\})"));
    QString result;
    qsizetype done = 0;
    QRegularExpressionMatchIterator matches = localized.globalMatch(text);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        const QJsonObject texts = QJsonDocument::fromJson(match.captured().toUtf8()).object();
        QStringList entries;
        for (const QString &language : languages)
            if (texts.contains(language))
                entries.append(jsonString(language) + QStringLiteral(": ") + jsonString(texts.value(language).toString()));
        result += text.mid(done, match.capturedStart() - done) + QLatin1Char('{') + entries.join(QLatin1String(", ")) + QLatin1Char('}');
        done = match.capturedEnd();
    }
    return result + text.mid(done);
}

int NewPackCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes a new chapter pack to start from: one lesson chapter with a figure, a body with "
           "formulas and one question of each type, and a README.md that explains every file. "
           "'validate --strict' accepts it as written. DIR must be new or empty."));
    parser.addPositionalArgument(QStringLiteral("DIR"), tr("The folder to create the pack in."));
    const QCommandLineOption id(QStringLiteral("id"), tr("The pack's id, e.g. org.example.my-course (default: org.example.<the folder's name>)."),
                                QStringLiteral("ID"));
    const QCommandLineOption title(QStringLiteral("title"), tr("The pack's title (default: the folder's name)."), QStringLiteral("T"));
    const QCommandLineOption languages(QStringLiteral("languages"),
                                       tr("The languages to write, separated by commas: en, de, fr (default: en). English is always included."),
                                       QStringLiteral("LIST"));
    parser.addOption(id);
    parser.addOption(title);
    parser.addOption(languages);
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 1))
        return *status;
    if (parser.positionalArguments().isEmpty())
        return fail(tr("missing the folder to create (attention-atlas-cli new-pack DIR)"));
    const QString directory = parser.positionalArguments().constFirst();
    const QFileInfo folder(directory);
    if (folder.exists() && !folder.isDir())
        return fail(tr("%1: exists and is not a folder").arg(directory));
    if (folder.isDir() && !QDir(directory).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
        return fail(tr("%1: the folder is not empty; new-pack writes only into a new or empty folder").arg(directory));
    const QString folderName = QFileInfo(folder.absoluteFilePath()).fileName();

    const QString packId = parser.isSet(id) ? parser.value(id) : defaultId(folderName);
    if (!packIdPattern.match(packId).hasMatch())
        return fail(tr("--id: '%1' is not a pack id (letters, digits, '.', '-' and '_', starting and ending with a letter or digit, at most 128 characters; e.g. org.example.my-course)")
                        .arg(packId.left(140)));
    const QString packTitle = parser.isSet(title) ? parser.value(title).trimmed() : defaultTitle(folderName);
    if (packTitle.isEmpty())
        return fail(tr("--title: expected a title, got an empty text"));
    if (packTitle.size() > 200 || packTitle.contains(QLatin1Char('\n')))
        return fail(tr("--title: expected one line of at most 200 characters"));

    QStringList chosen{QStringLiteral("en")};
    if (parser.isSet(languages)) {
        const QStringList asked = parser.value(languages).split(QLatin1Char(','));
        QStringList seen;
        for (const QString &raw : asked) {
            const QString language = raw.trimmed();
            if (language.isEmpty())
                return fail(tr("--languages: expected language codes separated by commas, such as en,de"));
            if (!knownLanguages().contains(language))
                return fail(tr("--languages: '%1' is not a language new-pack writes (it writes %2)").arg(language.left(20), knownLanguages().join(QLatin1String(", "))));
            if (seen.contains(language))
                return fail(tr("--languages: '%1' is listed twice").arg(language));
            seen.append(language);
            if (!chosen.contains(language))
                chosen.append(language);
        }
    }

    // Everything is read and filled in before the first file is written.
    QList<std::pair<QString, QByteArray>> files;
    for (const QString &name : templateFiles) {
        std::optional<QString> text = readTemplate(name);
        if (!text)
            return fail(tr("the template %1 is missing from this build").arg(name));
        if (name == QLatin1String("pack.json")) {
            QStringList titles; // the same title in every language, for the author to translate
            QStringList languageList;
            for (const QString &language : chosen) {
                titles.append(jsonString(language) + QStringLiteral(": ") + jsonString(packTitle));
                languageList.append(jsonString(language));
            }
            text = keepLanguages(*text, chosen)
                       .replace(QStringLiteral("@ID@"), packId)
                       .replace(QStringLiteral("@TITLE@"), QLatin1Char('{') + titles.join(QLatin1String(", ")) + QLatin1Char('}'))
                       .replace(QStringLiteral("@LANGUAGES@"), QLatin1Char('[') + languageList.join(QLatin1String(", ")) + QLatin1Char(']'));
        } else if (name == QLatin1String("README.md")) {
            text->replace(QStringLiteral("@TITLE_PLAIN@"), packTitle);
        }
        files.append({name, text->toUtf8()});
    }
    for (const QString &language : chosen) {
        const QString name = language == QLatin1String("en") ? QString(body + QStringLiteral(".md"))
                                                             : QString(body + QLatin1Char('.') + language + QStringLiteral(".md"));
        const std::optional<QString> text = readTemplate(name);
        if (!text)
            return fail(tr("the template %1 is missing from this build").arg(name));
        files.append({name, text->toUtf8()});
    }

    const QDir root(directory);
    for (const auto &[name, contents] : std::as_const(files)) {
        const QString path = root.filePath(name);
        if (!QDir().mkpath(QFileInfo(path).path()))
            return fail(tr("%1: cannot create the folder").arg(QFileInfo(path).path()));
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size() || !file.commit())
            return fail(tr("%1: cannot write the file (%2)").arg(path, file.errorString()));
    }
    CommandLine::writeStdout(QString(tr("Created the pack '%1' in %2 (%3): pack.json, README.md and one lesson chapter.")
                                  .arg(packId, directory, chosen.join(QLatin1String(", ")))
                              + QLatin1Char('\n')
                              + tr("Next: attention-atlas-cli validate --strict %1, then attention-atlas --pack %1").arg(directory)
                              + QLatin1Char('\n'))
                                 .toStdString());
    return 0;
}

} // namespace atlas
