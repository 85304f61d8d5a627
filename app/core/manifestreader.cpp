#include "manifestreader.h"

#include "jsonreader.h"
#include "manifestfields.h"
#include "packdiagnostics.h"
#include "packlimits.h"
#include "packpaths.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace atlas {

namespace {

const QRegularExpression &packIdPattern()
{
    static const QRegularExpression p(QStringLiteral("^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,126}[A-Za-z0-9])?$"));
    return p;
}

const QRegularExpression &kindPattern()
{
    static const QRegularExpression p(QStringLiteral("^[a-z][a-z0-9-]{0,63}$"));
    return p;
}

const QRegularExpression &versionPattern()
{
    static const QRegularExpression p(QStringLiteral("^[0-9]+(?:\\.[0-9]+){0,3}(?:[-+][0-9A-Za-z.-]+)?$"));
    return p;
}

} // namespace

ManifestReader::ManifestReader(ManifestFields &fields, const PackPaths &paths)
    : fields_(fields), paths_(paths), questions_(fields)
{
}

void ManifestReader::readLanguages(const QJsonObject &root, ChapterPack &pack)
{
    PackDiagnostics &diagnostics = fields_.diagnostics();
    QStringList languages;
    if (root.contains(QLatin1String("languages"))) {
        const JsonPath path = JsonPath() / QStringLiteral("languages");
        const QJsonValue value = root.value(QLatin1String("languages"));
        if (!value.isArray()) {
            diagnostics.error(path, DiagnosticCode::WrongType, tr("expected an array of language codes, got %1").arg(JsonReader::typeName(value)));
        } else {
            const QJsonArray list = value.toArray();
            for (qsizetype i = 0; i < list.size() && i < 64; ++i) {
                const QString code = LocalizedText::normalizedLanguage(list.at(i).toString());
                if (!list.at(i).isString() || !ManifestFields::languagePattern().match(code).hasMatch())
                    diagnostics.error(path / i, DiagnosticCode::Invalid, tr("expected a language code such as \"en\" or \"de\""));
                else if (languages.contains(code))
                    // An error, as in the JSON Schema ("uniqueItems"): a list that names a
                    // language twice was not written as meant.
                    diagnostics.error(path / i, DiagnosticCode::Duplicate, tr("'%1' is listed twice").arg(code));
                else
                    languages.append(code);
            }
        }
    }
    if (languages.isEmpty())
        languages.append(LocalizedText::defaultLanguage());
    pack.languages = languages;
    fields_.setLanguages(languages);
}

void ManifestReader::read(const QJsonObject &root, ChapterPack &pack)
{
    PackDiagnostics &diagnostics = fields_.diagnostics();
    const JsonPath top;
    fields_.unknownKeys(root, top, {QStringLiteral("$schema"), QStringLiteral("format"), QStringLiteral("id"),
                                    QStringLiteral("version"), QStringLiteral("title"), QStringLiteral("description"),
                                    QStringLiteral("languages"), QStringLiteral("authors"), QStringLiteral("chapters")});

    // Languages first: every text is checked against them.
    readLanguages(root, pack);

    if (const std::optional<QString> id = fields_.identifier(root, QStringLiteral("id"), top, packIdPattern(),
                                                             tr("a reverse-DNS identifier such as \"org.example.course\"")))
        pack.id = *id;
    if (const std::optional<QString> version = fields_.identifier(root, QStringLiteral("version"), top, versionPattern(),
                                                                  tr("a version such as \"1.0.0\"")))
        pack.version = *version;
    if (const std::optional<LocalizedText> title = fields_.text(root, QStringLiteral("title"), top, true))
        pack.title = *title;
    if (const std::optional<LocalizedText> description = fields_.text(root, QStringLiteral("description"), top, false))
        pack.description = *description;
    if (root.contains(QLatin1String("authors"))) {
        const JsonPath path = top / QStringLiteral("authors");
        const QJsonValue value = root.value(QLatin1String("authors"));
        if (!value.isArray()) {
            diagnostics.error(path, DiagnosticCode::WrongType, tr("expected an array of names, got %1").arg(JsonReader::typeName(value)));
        } else {
            const QJsonArray list = value.toArray();
            for (qsizetype i = 0; i < list.size() && i < 256; ++i) {
                if (!list.at(i).isString() || list.at(i).toString().trimmed().isEmpty())
                    diagnostics.error(path / i, DiagnosticCode::Missing, tr("expected a name (a non-empty string)"));
                else
                    pack.authors.append(list.at(i).toString().left(PackLimits::maxTextLength));
            }
        }
    }

    const JsonPath chaptersPath = top / QStringLiteral("chapters");
    if (!root.contains(QLatin1String("chapters"))) {
        diagnostics.error(chaptersPath, DiagnosticCode::Missing, tr("missing (the list of chapters)"));
        return;
    }
    const QJsonValue chaptersValue = root.value(QLatin1String("chapters"));
    if (!chaptersValue.isArray()) {
        diagnostics.error(chaptersPath, DiagnosticCode::WrongType, tr("expected an array of chapters, got %1").arg(JsonReader::typeName(chaptersValue)));
        return;
    }
    const QJsonArray list = chaptersValue.toArray();
    if (list.isEmpty()) {
        diagnostics.error(chaptersPath, DiagnosticCode::Missing, tr("expected at least one chapter"));
        return;
    }
    if (list.size() > PackLimits::maxChapters) {
        diagnostics.error(chaptersPath, DiagnosticCode::TooLarge, tr("%1 chapters, more than the limit of %2").arg(list.size()).arg(PackLimits::maxChapters));
        return;
    }
    QSet<QString> chapterIds;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath path = chaptersPath / i;
        pack.chapters.append(ChapterSpec());
        diagnostics.setCurrentChapter(static_cast<int>(i));
        if (!list.at(i).isObject()) {
            diagnostics.error(path, DiagnosticCode::WrongType, tr("expected a chapter object, got %1").arg(JsonReader::typeName(list.at(i))));
            continue;
        }
        ChapterSpec &chapter = pack.chapters.last();
        readChapter(list.at(i).toObject(), path, chapter);
        if (!chapter.id.isEmpty()) {
            if (chapterIds.contains(chapter.id))
                diagnostics.error(path / QStringLiteral("id"), DiagnosticCode::Duplicate, tr("chapter id '%1' is used twice").arg(chapter.id));
            chapterIds.insert(chapter.id);
        }
    }
    diagnostics.setCurrentChapter(-1);
}

void ManifestReader::readChapter(const QJsonObject &object, const JsonPath &path, ChapterSpec &chapter)
{
    PackDiagnostics &diagnostics = fields_.diagnostics();
    fields_.unknownKeys(object, path, {QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("title"),
                                       QStringLiteral("summary"), QStringLiteral("body"), QStringLiteral("params"),
                                       QStringLiteral("questions")});
    if (const std::optional<QString> id = fields_.identifier(object, QStringLiteral("id"), path, ManifestFields::idPattern(),
                                                             ManifestFields::idExpectation()))
        chapter.id = *id;
    if (const std::optional<QString> kind = fields_.identifier(object, QStringLiteral("kind"), path, kindPattern(),
                                                               tr("a chapter kind such as \"mechanism\"")))
        chapter.kind = *kind;
    if (const std::optional<LocalizedText> title = fields_.text(object, QStringLiteral("title"), path, true))
        chapter.title = *title;
    if (const std::optional<LocalizedText> summary = fields_.text(object, QStringLiteral("summary"), path, false))
        chapter.summary = *summary;

    if (!object.contains(QLatin1String("body")))
        diagnostics.warning(path, DiagnosticCode::Missing, tr("no body: the chapter shows only its interactive part"));
    if (object.contains(QLatin1String("body"))) {
        const JsonPath bodyPath = path / QStringLiteral("body");
        const QJsonValue value = object.value(QLatin1String("body"));
        if (!value.isString()) {
            diagnostics.error(bodyPath, DiagnosticCode::WrongType, tr("expected the path of a Markdown file, got %1").arg(JsonReader::typeName(value)));
        } else {
            const PackPaths::Resolution r = paths_.resolve(value.toString());
            if (!r.ok())
                diagnostics.error(bodyPath, r.code, r.error);
            else
                chapter.body = value.toString();
        }
    }
    if (object.contains(QLatin1String("params"))) {
        const QJsonValue value = object.value(QLatin1String("params"));
        if (!value.isObject())
            diagnostics.error(path / QStringLiteral("params"), DiagnosticCode::WrongType, tr("expected an object, got %1").arg(JsonReader::typeName(value)));
        else
            chapter.params = value.toObject();
    }
    if (object.contains(QLatin1String("questions"))) {
        readQuestions(object, path, chapter);
        // A quiz draws its questions from the other chapters (docs/pack-format.md, "quiz"): its
        // pool leaves out its own chapter unless its params list the ids.
        if (chapter.kind == QLatin1String("quiz") && object.value(QLatin1String("questions")).toArray().size() > 0)
            diagnostics.warning(path / QStringLiteral("questions"), DiagnosticCode::Invalid,
                                tr("a quiz chapter has no questions of its own: the quiz draws them from the other chapters (or its params' \"questions\"); write these in the chapter they belong to"));
    }
}

void ManifestReader::readQuestions(const QJsonObject &object, const JsonPath &path, ChapterSpec &chapter)
{
    PackDiagnostics &diagnostics = fields_.diagnostics();
    const JsonPath questionsPath = path / QStringLiteral("questions");
    const QJsonValue value = object.value(QLatin1String("questions"));
    if (!value.isArray()) {
        diagnostics.error(questionsPath, DiagnosticCode::WrongType, tr("expected an array of questions, got %1").arg(JsonReader::typeName(value)));
        return;
    }
    const QJsonArray list = value.toArray();
    if (list.size() > PackLimits::maxQuestionsPerChapter) {
        diagnostics.error(questionsPath, DiagnosticCode::TooLarge, tr("%1 questions, more than the limit of %2 per chapter").arg(list.size()).arg(PackLimits::maxQuestionsPerChapter));
        return;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath questionPath = questionsPath / i;
        if (++questionCount_ > PackLimits::maxQuestions) {
            diagnostics.error(questionPath, DiagnosticCode::TooLarge, tr("more than the limit of %1 questions in a pack").arg(PackLimits::maxQuestions));
            return;
        }
        if (!list.at(i).isObject()) {
            diagnostics.error(questionPath, DiagnosticCode::WrongType, tr("expected a question object, got %1").arg(JsonReader::typeName(list.at(i))));
            continue;
        }
        QuestionSpec question;
        question.chapterId = chapter.id;
        const int errorsBefore = diagnostics.errorCount();
        questions_.read(list.at(i).toObject(), questionPath, question, chapter.params);
        // A question with an error is left out: it could not be graded.
        if (diagnostics.errorCount() == errorsBefore)
            chapter.questions.append(question);
    }
}

} // namespace atlas
