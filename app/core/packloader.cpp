#include "packloader.h"

#include "formulaparser.h"
#include "jsonlocator.h"
#include "jsonreader.h"
#include "logging.h"
#include "markdownformulas.h"
#include "markdownreferences.h"
#include "maskquestion.h"
#include "packfile.h"
#include "packlimits.h"
#include "packpaths.h"
#include "svgsafety.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>

#include <cmath>

namespace atlas {

namespace {

const QRegularExpression &packIdPattern()
{
    static const QRegularExpression p(QStringLiteral("^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,126}[A-Za-z0-9])?$"));
    return p;
}

const QRegularExpression &idPattern()
{
    static const QRegularExpression p(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"));
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

const QRegularExpression &languagePattern()
{
    static const QRegularExpression p(QStringLiteral("^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$"));
    return p;
}

// The offset of the first byte that does not begin a well-formed UTF-8 sequence (RFC 3629:
// no overlong forms, no surrogates, nothing above U+10FFFF), or -1 when all of it is UTF-8.
qsizetype firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        unsigned char low = 0x80, high = 0xBF; // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            low = c == 0xE0 ? 0xA0 : 0x80;
            high = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            low = c == 0xF0 ? 0x90 : 0x80;
            high = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return i;
        }
        if (i + length > n || s[i + 1] < low || s[i + 1] > high)
            return i;
        for (int k = 2; k < length; ++k)
            if ((s[i + k] & 0xC0) != 0x80)
                return i;
        i += length;
    }
    return -1;
}

class LoadRun {
public:
    LoadRun(const QString &directory, const PackLoader::Options &options)
        : directory_(directory), options_(options), paths_(directory)
    {
        manifestFile_ = QDir(directory).filePath(PackLoader::manifestName());
    }

    PackLoadResult run();

private:
    // Diagnostics
    void add(Diagnostic::Severity severity, const QString &file, int line, int column,
             const QString &pointer, const QString &message);
    JsonLocator::Position position(const JsonPath &path) const;
    void error(const JsonPath &path, const QString &message);
    void warning(const JsonPath &path, const QString &message);
    void fileError(const QString &file, const QString &message, int line = 0, int column = 0);
    void takeReader(JsonReader &reader);

    // Fields
    void unknownKeys(const QJsonObject &object, const JsonPath &path, const QStringList &known);
    std::optional<LocalizedText> text(const QJsonObject &object, const QString &key, const JsonPath &path, bool required);
    std::optional<LocalizedText> textValue(const QJsonValue &value, const JsonPath &path);
    std::optional<QString> identifier(const QJsonObject &object, const QString &key, const JsonPath &path,
                                      const QRegularExpression &pattern, const QString &expected);

    // Parts
    void readManifest(const QJsonObject &root, ChapterPack &pack);
    void readChapter(const QJsonObject &object, const JsonPath &path, ChapterSpec &chapter);
    void readQuestion(const QJsonObject &object, const JsonPath &path, QuestionSpec &question);
    void readChoices(const QJsonObject &object, const JsonPath &path, QuestionSpec &question);
    void readMask(const QJsonObject &object, const JsonPath &path, QuestionSpec &question);
    void checkParams(ChapterSpec &chapter, const ChapterPack &pack, const JsonPath &path);
    void checkBody(const ChapterSpec &chapter, const JsonPath &path, const QStringList &chapterIds);
    void checkBodyFile(const QString &relative, const QStringList &chapterIds);
    void checkFormulas(const QString &shown, const QString &markdown);
    void checkSvg(const QString &shown, const QString &absolutePath);
    void reportMissingTranslations();

    QString directory_;
    PackLoader::Options options_;
    PackPaths paths_;
    QString manifestFile_;
    std::optional<JsonLocator> locator_;
    QList<Diagnostic> diagnostics_;
    bool truncated_ = false;
    QStringList languages_;
    QMap<QString, QPair<int, JsonPath>> missingTranslations_; // language → (count, first place)
    QSet<QString> questionIds_;
    QSet<QString> checkedSvgs_;
    int questionCount_ = 0;
    int currentChapter_ = -1;
    QList<ChapterSpec> *chapters_ = nullptr;
};

void LoadRun::add(Diagnostic::Severity severity, const QString &file, int line, int column,
                  const QString &pointer, const QString &message)
{
    // A chapter with an error is marked unusable whether or not the error is still reported.
    if (severity == Diagnostic::Severity::Error && chapters_ && currentChapter_ >= 0
        && currentChapter_ < chapters_->size())
        (*chapters_)[currentChapter_].problems.append(pointer.isEmpty() ? message : pointer + QLatin1String(": ") + message);
    if (diagnostics_.size() >= PackLimits::maxDiagnostics) {
        // One notice stands for the rest. It is an error only if an error was dropped: a pack
        // with many warnings is still valid.
        if (!truncated_) {
            truncated_ = true;
            Diagnostic d;
            d.severity = severity;
            d.file = file;
            d.message = PackLoader::tr("too many problems; stopped reporting after %1").arg(PackLimits::maxDiagnostics);
            diagnostics_.append(d);
        } else if (severity == Diagnostic::Severity::Error) {
            diagnostics_.last().severity = severity;
        }
        return;
    }
    Diagnostic d;
    d.severity = severity;
    d.file = file;
    d.line = line;
    d.column = column;
    d.pointer = pointer;
    d.message = message;
    diagnostics_.append(d);
}

JsonLocator::Position LoadRun::position(const JsonPath &path) const
{
    // Locating walks the text; past the cap the diagnostic is dropped anyway, and a manifest
    // with thousands of defects must not cost thousands of walks.
    if (!locator_ || diagnostics_.size() >= PackLimits::maxDiagnostics)
        return {};
    return locator_->locate(path);
}

void LoadRun::error(const JsonPath &path, const QString &message)
{
    const JsonLocator::Position p = position(path);
    add(Diagnostic::Severity::Error, manifestFile_, p.line, p.column, path.toPointer(), message);
}

void LoadRun::warning(const JsonPath &path, const QString &message)
{
    const JsonLocator::Position p = position(path);
    add(Diagnostic::Severity::Warning, manifestFile_, p.line, p.column, path.toPointer(), message);
}

void LoadRun::fileError(const QString &file, const QString &message, int line, int column)
{
    add(Diagnostic::Severity::Error, file, line, column, QString(), message);
}

void LoadRun::takeReader(JsonReader &reader)
{
    for (const FieldError &e : reader.errors())
        error(e.path, e.message);
    reader = JsonReader();
}

void LoadRun::unknownKeys(const QJsonObject &object, const JsonPath &path, const QStringList &known)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.contains(it.key()))
            warning(path / it.key(), PackLoader::tr("unknown field, ignored (known fields: %1)")
                                         .arg(known.join(QLatin1String(", "))));
}

std::optional<LocalizedText> LoadRun::text(const QJsonObject &object, const QString &key,
                                           const JsonPath &parent, bool required)
{
    const JsonPath path = parent / key;
    if (!object.contains(key)) {
        if (required)
            error(path, PackLoader::tr("missing (a required text: a string, or an object of language → string)"));
        return std::nullopt;
    }
    return textValue(object.value(key), path);
}

std::optional<LocalizedText> LoadRun::textValue(const QJsonValue &value, const JsonPath &path)
{
    LocalizedText result;
    auto accept = [&](const QString &language, const QJsonValue &v, const JsonPath &where) {
        if (!v.isString()) {
            error(where, PackLoader::tr("expected a string, got %1").arg(JsonReader::typeName(v)));
            return;
        }
        const QString s = v.toString();
        if (s.trimmed().isEmpty()) {
            error(where, PackLoader::tr("expected a non-empty text"));
            return;
        }
        if (s.size() > PackLimits::maxTextLength) {
            error(where, PackLoader::tr("%1 characters, more than the limit of %2").arg(s.size()).arg(PackLimits::maxTextLength));
            return;
        }
        result.set(language, s);
    };
    if (value.isString()) {
        accept(LocalizedText::defaultLanguage(), value, path);
    } else if (value.isObject()) {
        const QJsonObject translations = value.toObject();
        if (translations.isEmpty()) {
            error(path, PackLoader::tr("expected at least one language"));
            return std::nullopt;
        }
        for (auto it = translations.begin(); it != translations.end(); ++it) {
            if (!languagePattern().match(it.key()).hasMatch()) {
                error(path / it.key(), PackLoader::tr("'%1' is not a language code (expected e.g. \"en\", \"de\", \"de_CH\")").arg(it.key()));
                continue;
            }
            accept(it.key(), it.value(), path / it.key());
        }
        if (!result.isEmpty() && !result.has(LocalizedText::defaultLanguage()))
            warning(path, PackLoader::tr("no English (\"en\") text: learners in other languages see %1").arg(result.languages().constFirst()));
    } else {
        error(path, PackLoader::tr("expected a string or an object of language → string, got %1").arg(JsonReader::typeName(value)));
        return std::nullopt;
    }
    if (result.isEmpty())
        return std::nullopt;
    for (const QString &language : languages_) {
        if (language == LocalizedText::defaultLanguage() || result.has(language))
            continue;
        auto &entry = missingTranslations_[language];
        if (entry.first++ == 0)
            entry.second = path;
    }
    return result;
}

std::optional<QString> LoadRun::identifier(const QJsonObject &object, const QString &key,
                                           const JsonPath &parent, const QRegularExpression &pattern,
                                           const QString &expected)
{
    const JsonPath path = parent / key;
    if (!object.contains(key)) {
        error(path, PackLoader::tr("missing (%1)").arg(expected));
        return std::nullopt;
    }
    const QJsonValue value = object.value(key);
    if (!value.isString()) {
        error(path, PackLoader::tr("expected a string (%1), got %2").arg(expected, JsonReader::typeName(value)));
        return std::nullopt;
    }
    const QString s = value.toString();
    if (!pattern.match(s).hasMatch()) {
        error(path, PackLoader::tr("'%1' is not valid: expected %2").arg(s.left(80), expected));
        return std::nullopt;
    }
    return s;
}

void LoadRun::readManifest(const QJsonObject &root, ChapterPack &pack)
{
    const JsonPath top;
    unknownKeys(root, top, {QStringLiteral("$schema"), QStringLiteral("format"), QStringLiteral("id"),
                            QStringLiteral("version"), QStringLiteral("title"), QStringLiteral("description"),
                            QStringLiteral("languages"), QStringLiteral("authors"), QStringLiteral("chapters")});

    // Languages first: every text is checked against them.
    if (root.contains(QLatin1String("languages"))) {
        const JsonPath path = top / QStringLiteral("languages");
        const QJsonValue value = root.value(QLatin1String("languages"));
        if (!value.isArray()) {
            error(path, PackLoader::tr("expected an array of language codes, got %1").arg(JsonReader::typeName(value)));
        } else {
            const QJsonArray list = value.toArray();
            for (qsizetype i = 0; i < list.size() && i < 64; ++i) {
                const QString code = LocalizedText::normalizedLanguage(list.at(i).toString());
                if (!list.at(i).isString() || !languagePattern().match(code).hasMatch())
                    error(path / i, PackLoader::tr("expected a language code such as \"en\" or \"de\""));
                else if (languages_.contains(code))
                    warning(path / i, PackLoader::tr("'%1' is listed twice").arg(code));
                else
                    languages_.append(code);
            }
        }
    }
    if (languages_.isEmpty())
        languages_.append(LocalizedText::defaultLanguage());
    pack.languages = languages_;

    if (const std::optional<QString> id = identifier(root, QStringLiteral("id"), top, packIdPattern(),
                                                     PackLoader::tr("a reverse-DNS identifier such as \"org.example.course\"")))
        pack.id = *id;
    if (const std::optional<QString> version = identifier(root, QStringLiteral("version"), top, versionPattern(),
                                                          PackLoader::tr("a version such as \"1.0.0\"")))
        pack.version = *version;
    if (const std::optional<LocalizedText> title = text(root, QStringLiteral("title"), top, true))
        pack.title = *title;
    if (const std::optional<LocalizedText> description = text(root, QStringLiteral("description"), top, false))
        pack.description = *description;
    if (root.contains(QLatin1String("authors"))) {
        const JsonPath path = top / QStringLiteral("authors");
        const QJsonValue value = root.value(QLatin1String("authors"));
        if (!value.isArray()) {
            error(path, PackLoader::tr("expected an array of names, got %1").arg(JsonReader::typeName(value)));
        } else {
            const QJsonArray list = value.toArray();
            for (qsizetype i = 0; i < list.size() && i < 256; ++i) {
                if (!list.at(i).isString() || list.at(i).toString().trimmed().isEmpty())
                    error(path / i, PackLoader::tr("expected a name (a non-empty string)"));
                else
                    pack.authors.append(list.at(i).toString().left(PackLimits::maxTextLength));
            }
        }
    }

    const JsonPath chaptersPath = top / QStringLiteral("chapters");
    if (!root.contains(QLatin1String("chapters"))) {
        error(chaptersPath, PackLoader::tr("missing (the list of chapters)"));
        return;
    }
    const QJsonValue chaptersValue = root.value(QLatin1String("chapters"));
    if (!chaptersValue.isArray()) {
        error(chaptersPath, PackLoader::tr("expected an array of chapters, got %1").arg(JsonReader::typeName(chaptersValue)));
        return;
    }
    const QJsonArray list = chaptersValue.toArray();
    if (list.isEmpty()) {
        error(chaptersPath, PackLoader::tr("expected at least one chapter"));
        return;
    }
    if (list.size() > PackLimits::maxChapters) {
        error(chaptersPath, PackLoader::tr("%1 chapters, more than the limit of %2").arg(list.size()).arg(PackLimits::maxChapters));
        return;
    }
    chapters_ = &pack.chapters;
    QSet<QString> chapterIds;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath path = chaptersPath / i;
        pack.chapters.append(ChapterSpec());
        currentChapter_ = static_cast<int>(i);
        if (!list.at(i).isObject()) {
            error(path, PackLoader::tr("expected a chapter object, got %1").arg(JsonReader::typeName(list.at(i))));
            continue;
        }
        ChapterSpec &chapter = pack.chapters.last();
        readChapter(list.at(i).toObject(), path, chapter);
        if (!chapter.id.isEmpty()) {
            if (chapterIds.contains(chapter.id))
                error(path / QStringLiteral("id"), PackLoader::tr("chapter id '%1' is used twice").arg(chapter.id));
            chapterIds.insert(chapter.id);
        }
    }
    currentChapter_ = -1;

    // Bodies and params after all ids are known (links may name other chapters).
    const QStringList ids = chapterIds.values();
    for (qsizetype i = 0; i < pack.chapters.size(); ++i) {
        currentChapter_ = static_cast<int>(i);
        ChapterSpec &chapter = pack.chapters[i];
        const JsonPath path = chaptersPath / i;
        checkParams(chapter, pack, path);
        if (options_.checkBodies)
            checkBody(chapter, path, ids);
    }
    currentChapter_ = -1;
}

void LoadRun::readChapter(const QJsonObject &object, const JsonPath &path, ChapterSpec &chapter)
{
    unknownKeys(object, path, {QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("title"),
                               QStringLiteral("summary"), QStringLiteral("body"), QStringLiteral("params"),
                               QStringLiteral("questions")});
    if (const std::optional<QString> id = identifier(object, QStringLiteral("id"), path, idPattern(),
                                                     PackLoader::tr("letters, digits, '-', '_' or '.', at most 64")))
        chapter.id = *id;
    if (const std::optional<QString> kind = identifier(object, QStringLiteral("kind"), path, kindPattern(),
                                                       PackLoader::tr("a chapter kind such as \"mechanism\"")))
        chapter.kind = *kind;
    if (const std::optional<LocalizedText> title = text(object, QStringLiteral("title"), path, true))
        chapter.title = *title;
    if (const std::optional<LocalizedText> summary = text(object, QStringLiteral("summary"), path, false))
        chapter.summary = *summary;

    if (!object.contains(QLatin1String("body")))
        warning(path, PackLoader::tr("no body: the chapter shows only its interactive part"));
    if (object.contains(QLatin1String("body"))) {
        const JsonPath bodyPath = path / QStringLiteral("body");
        const QJsonValue value = object.value(QLatin1String("body"));
        if (!value.isString()) {
            error(bodyPath, PackLoader::tr("expected the path of a Markdown file, got %1").arg(JsonReader::typeName(value)));
        } else {
            const PackPaths::Resolution r = paths_.resolve(value.toString());
            if (!r.ok())
                error(bodyPath, r.error);
            else
                chapter.body = value.toString();
        }
    }
    if (object.contains(QLatin1String("params"))) {
        const QJsonValue value = object.value(QLatin1String("params"));
        if (!value.isObject())
            error(path / QStringLiteral("params"), PackLoader::tr("expected an object, got %1").arg(JsonReader::typeName(value)));
        else
            chapter.params = value.toObject();
    }
    if (object.contains(QLatin1String("questions"))) {
        const JsonPath questionsPath = path / QStringLiteral("questions");
        const QJsonValue value = object.value(QLatin1String("questions"));
        if (!value.isArray()) {
            error(questionsPath, PackLoader::tr("expected an array of questions, got %1").arg(JsonReader::typeName(value)));
            return;
        }
        const QJsonArray list = value.toArray();
        if (list.size() > PackLimits::maxQuestionsPerChapter) {
            error(questionsPath, PackLoader::tr("%1 questions, more than the limit of %2 per chapter").arg(list.size()).arg(PackLimits::maxQuestionsPerChapter));
            return;
        }
        for (qsizetype i = 0; i < list.size(); ++i) {
            const JsonPath questionPath = questionsPath / i;
            if (++questionCount_ > PackLimits::maxQuestions) {
                error(questionPath, PackLoader::tr("more than the limit of %1 questions in a pack").arg(PackLimits::maxQuestions));
                return;
            }
            if (!list.at(i).isObject()) {
                error(questionPath, PackLoader::tr("expected a question object, got %1").arg(JsonReader::typeName(list.at(i))));
                continue;
            }
            QuestionSpec question;
            question.chapterId = chapter.id;
            const int errorsBefore = Diagnostic::errorCount(diagnostics_);
            readQuestion(list.at(i).toObject(), questionPath, question);
            if (Diagnostic::errorCount(diagnostics_) == errorsBefore)
                chapter.questions.append(question);
        }
    }
}

void LoadRun::readQuestion(const QJsonObject &object, const JsonPath &path, QuestionSpec &question)
{
    unknownKeys(object, path, {QStringLiteral("id"), QStringLiteral("type"), QStringLiteral("prompt"),
                               QStringLiteral("choices"), QStringLiteral("answer"), QStringLiteral("tolerance"),
                               QStringLiteral("unit"), QStringLiteral("explanation"), QStringLiteral("params")});
    if (const std::optional<QString> id = identifier(object, QStringLiteral("id"), path, idPattern(),
                                                     PackLoader::tr("letters, digits, '-', '_' or '.', at most 64"))) {
        question.id = *id;
        if (questionIds_.contains(*id))
            error(path / QStringLiteral("id"), PackLoader::tr("question id '%1' is used twice in this pack (progress is stored by id)").arg(*id));
        questionIds_.insert(*id);
    }
    const JsonPath typePath = path / QStringLiteral("type");
    const QJsonValue typeValue = object.value(QLatin1String("type"));
    const std::optional<QuestionType> type = QuestionSpec::typeFromName(typeValue.toString());
    if (!object.contains(QLatin1String("type")))
        error(typePath, PackLoader::tr("missing (one of \"single\", \"multiple\", \"numeric\", \"mask\")"));
    else if (!typeValue.isString() || !type)
        error(typePath, PackLoader::tr("expected one of \"single\", \"multiple\", \"numeric\", \"mask\""));
    if (const std::optional<LocalizedText> prompt = text(object, QStringLiteral("prompt"), path, true))
        question.prompt = *prompt;
    if (const std::optional<LocalizedText> explanation = text(object, QStringLiteral("explanation"), path, false))
        question.explanation = *explanation;
    else if (!object.contains(QLatin1String("explanation")))
        warning(path, PackLoader::tr("no explanation: learners will see only whether they were right"));
    if (!type)
        return;
    question.type = *type;

    auto forbid = [&](const char *key, const QString &why) {
        if (object.contains(QLatin1String(key)))
            error(path / QLatin1String(key), why);
    };
    switch (*type) {
    case QuestionType::Single:
    case QuestionType::Multiple:
        forbid("tolerance", PackLoader::tr("only numeric questions have a tolerance"));
        forbid("params", PackLoader::tr("only mask questions have params"));
        readChoices(object, path, question);
        break;
    case QuestionType::Numeric: {
        forbid("choices", PackLoader::tr("numeric questions have no choices"));
        forbid("params", PackLoader::tr("only mask questions have params"));
        JsonReader reader;
        const JsonPath answerPath = path / QStringLiteral("answer");
        if (!object.contains(QLatin1String("answer")))
            error(answerPath, PackLoader::tr("missing (the correct number)"));
        else if (const std::optional<double> answer = reader.number(object.value(QLatin1String("answer")), answerPath))
            question.numericAnswer = *answer;
        const JsonPath tolerancePath = path / QStringLiteral("tolerance");
        if (!object.contains(QLatin1String("tolerance"))) {
            error(tolerancePath, PackLoader::tr("missing (the absolute error accepted, e.g. 0.005; 0 demands the exact number)"));
        } else if (const std::optional<double> tolerance = reader.number(object.value(QLatin1String("tolerance")), tolerancePath)) {
            if (*tolerance < 0)
                error(tolerancePath, PackLoader::tr("expected a number ≥ 0, got %1").arg(*tolerance));
            else
                question.tolerance = *tolerance;
        }
        takeReader(reader);
        if (const std::optional<LocalizedText> unit = text(object, QStringLiteral("unit"), path, false))
            question.unit = *unit;
        break;
    }
    case QuestionType::Mask:
        forbid("choices", PackLoader::tr("mask questions have no choices: the learner selects keys"));
        forbid("tolerance", PackLoader::tr("only numeric questions have a tolerance"));
        readMask(object, path, question);
        break;
    }
}

void LoadRun::readChoices(const QJsonObject &object, const JsonPath &path, QuestionSpec &question)
{
    const JsonPath choicesPath = path / QStringLiteral("choices");
    const QJsonValue value = object.value(QLatin1String("choices"));
    if (!object.contains(QLatin1String("choices"))) {
        error(choicesPath, PackLoader::tr("missing (at least two choices)"));
        return;
    }
    if (!value.isArray()) {
        error(choicesPath, PackLoader::tr("expected an array of choices, got %1").arg(JsonReader::typeName(value)));
        return;
    }
    const QJsonArray list = value.toArray();
    if (list.size() < 2 || list.size() > PackLimits::maxChoices) {
        error(choicesPath, PackLoader::tr("expected 2 to %1 choices, got %2").arg(PackLimits::maxChoices).arg(list.size()));
        return;
    }
    QSet<QString> seen;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath choicePath = choicesPath / i;
        const QJsonValue item = list.at(i);
        ChoiceSpec choice;
        const QJsonObject itemObject = item.toObject();
        const bool structured = item.isObject()
            && (itemObject.contains(QLatin1String("text")) || itemObject.contains(QLatin1String("feedback")));
        if (structured) {
            // {"text": …, "feedback": …}
            unknownKeys(itemObject, choicePath, {QStringLiteral("text"), QStringLiteral("feedback")});
            if (const std::optional<LocalizedText> t = text(itemObject, QStringLiteral("text"), choicePath, true))
                choice.text = *t;
            if (const std::optional<LocalizedText> f = text(itemObject, QStringLiteral("feedback"), choicePath, false))
                choice.feedback = *f;
        } else if (item.isString() || item.isObject()) {
            // A bare text: a choice without feedback.
            if (const std::optional<LocalizedText> t = textValue(item, choicePath))
                choice.text = *t;
        } else {
            error(choicePath, PackLoader::tr("expected a choice: {\"text\": …, \"feedback\": …} or a text, got %1").arg(JsonReader::typeName(item)));
        }
        const QString english = choice.text.text(LocalizedText::defaultLanguage());
        if (!english.isEmpty() && seen.contains(english))
            warning(choicePath, PackLoader::tr("the same text as an earlier choice"));
        seen.insert(english);
        question.choices.append(choice);
    }

    const JsonPath answerPath = path / QStringLiteral("answer");
    if (!object.contains(QLatin1String("answer"))) {
        error(answerPath, question.type == QuestionType::Single
                              ? PackLoader::tr("missing (the index of the correct choice, from 0)")
                              : PackLoader::tr("missing (the indices of the correct choices, from 0)"));
        return;
    }
    JsonReader reader;
    const QJsonValue answer = object.value(QLatin1String("answer"));
    if (question.type == QuestionType::Single) {
        if (const std::optional<qint64> index = reader.integer(answer, answerPath, 0, list.size() - 1))
            question.correctChoices = {static_cast<int>(*index)};
    } else {
        if (const std::optional<std::vector<qint64>> indices = reader.integers(answer, answerPath, PackLimits::maxChoices)) {
            QSet<int> unique;
            for (std::size_t i = 0; i < indices->size(); ++i) {
                const qint64 index = (*indices)[i];
                if (index < 0 || index >= list.size())
                    reader.fail(answerPath / static_cast<qsizetype>(i), PackLoader::tr("expected a choice index from 0 to %1, got %2").arg(list.size() - 1).arg(index));
                else if (unique.contains(static_cast<int>(index)))
                    warning(answerPath / static_cast<qsizetype>(i), PackLoader::tr("choice %1 is listed twice").arg(index));
                unique.insert(static_cast<int>(index));
            }
            if (indices->empty())
                reader.fail(answerPath, PackLoader::tr("expected at least one correct choice"));
            question.correctChoices = QList<int>(unique.begin(), unique.end());
            std::sort(question.correctChoices.begin(), question.correctChoices.end());
        }
    }
    takeReader(reader);
}

void LoadRun::readMask(const QJsonObject &object, const JsonPath &path, QuestionSpec &question)
{
    const JsonPath paramsPath = path / QStringLiteral("params");
    if (!object.contains(QLatin1String("params"))) {
        error(paramsPath, PackLoader::tr("missing (the packed block: documents, block_length, bos, eos, query)"));
        return;
    }
    JsonReader reader;
    const std::optional<QJsonObject> params = reader.object(object.value(QLatin1String("params")), paramsPath);
    if (!params) {
        takeReader(reader);
        return;
    }
    unknownKeys(*params, paramsPath, {QStringLiteral("documents"), QStringLiteral("block_length"), QStringLiteral("bos"),
                                      QStringLiteral("eos"), QStringLiteral("block"), QStringLiteral("query"),
                                      QStringLiteral("token_labels"), QStringLiteral("rule")});
    MaskQuestionSpec &mask = question.mask;
    const JsonPath documentsPath = paramsPath / QStringLiteral("documents");
    const QJsonValue documents = params->value(QLatin1String("documents"));
    qint64 stream = 0;
    if (!documents.isArray() || documents.toArray().isEmpty()) {
        reader.fail(documentsPath, PackLoader::tr("expected a non-empty array of documents, each an array of integer tokens"));
    } else {
        const QJsonArray list = documents.toArray();
        for (qsizetype d = 0; d < list.size(); ++d) {
            const std::optional<std::vector<qint64>> tokens = reader.integers(list.at(d), documentsPath / d, PackLimits::maxMaskStream);
            if (!tokens)
                break;
            stream += static_cast<qint64>(tokens->size()) + 2;
            if (stream > PackLimits::maxMaskStream) {
                reader.fail(documentsPath, PackLoader::tr("more than %1 slots once packed").arg(PackLimits::maxMaskStream));
                break;
            }
            mask.documents.emplace_back(tokens->begin(), tokens->end());
        }
    }
    auto integerField = [&](const char *key, qint64 minimum, qint64 maximum, qint64 fallback, bool required) -> qint64 {
        const QString name = QLatin1String(key);
        if (!params->contains(name)) {
            if (required)
                reader.fail(paramsPath / name, PackLoader::tr("missing (an integer)"));
            return fallback;
        }
        return reader.integer(params->value(name), paramsPath / name, minimum, maximum).value_or(fallback);
    };
    mask.blockLength = integerField("block_length", 1, PackLimits::maxMaskBlockLength, 0, true);
    mask.bos = integerField("bos", -1000000000, 1000000000, 0, true);
    mask.eos = integerField("eos", -1000000000, 1000000000, 0, true);
    mask.block = static_cast<int>(integerField("block", 0, PackLimits::maxMaskStream, 0, false));
    mask.query = static_cast<int>(integerField("query", 0, PackLimits::maxMaskBlockLength - 1, 0, true));
    if (params->contains(QLatin1String("rule"))) {
        const JsonPath rulePath = paramsPath / QStringLiteral("rule");
        const QJsonValue rule = params->value(QLatin1String("rule"));
        if (rule == QJsonValue(QStringLiteral("allowed")))
            mask.rule = MaskQuestionSpec::Rule::Allowed;
        else if (rule == QJsonValue(QStringLiteral("induction")))
            mask.rule = MaskQuestionSpec::Rule::Induction;
        else
            reader.fail(rulePath, PackLoader::tr("expected \"allowed\" (the keys the query may attend to) or \"induction\" "
                                                 "(the keys an induction head reads from it)"));
    }
    if (params->contains(QLatin1String("token_labels"))) {
        const JsonPath labelsPath = paramsPath / QStringLiteral("token_labels");
        const QJsonValue labels = params->value(QLatin1String("token_labels"));
        if (!labels.isObject()) {
            reader.fail(labelsPath, PackLoader::tr("expected an object mapping token ids to labels, e.g. {\"1\": \"BOS\"}"));
        } else {
            const QJsonObject map = labels.toObject();
            for (auto it = map.begin(); it != map.end(); ++it) {
                bool ok = false;
                const qint64 id = it.key().toLongLong(&ok);
                if (!ok)
                    reader.fail(labelsPath / it.key(), PackLoader::tr("'%1' is not a token id (an integer)").arg(it.key()));
                else if (!it.value().isString() || it.value().toString().isEmpty() || it.value().toString().size() > 24)
                    reader.fail(labelsPath / it.key(), PackLoader::tr("expected a label of 1 to 24 characters"));
                else
                    mask.tokenLabels.insert(id, it.value().toString());
            }
        }
    }
    if (reader.hasErrors()) {
        takeReader(reader);
        return;
    }
    const std::optional<PackedBlock> block = MaskQuestion::block(mask);
    if (!block) {
        error(paramsPath / QStringLiteral("block"), PackLoader::tr("the packing has no block %1").arg(mask.block));
        return;
    }
    if (mask.query >= block->length()) {
        error(paramsPath / QStringLiteral("query"), PackLoader::tr("block %1 has %2 slots; query %3 is outside it").arg(mask.block).arg(block->length()).arg(mask.query));
        return;
    }
    if (mask.rule == MaskQuestionSpec::Rule::Induction && MaskQuestion::allowedKeys(mask).isEmpty()) {
        // An empty selection is never graded: the question would have no answer.
        error(paramsPath / QStringLiteral("query"), PackLoader::tr("the token at slot %1 does not occur earlier in its document, "
                                                                   "so an induction head has no key to read: choose a query in the repeat")
                                                        .arg(mask.query));
        return;
    }
    if (object.contains(QLatin1String("answer"))) {
        const JsonPath answerPath = path / QStringLiteral("answer");
        if (const std::optional<std::vector<qint64>> written = reader.integers(object.value(QLatin1String("answer")), answerPath, PackLimits::maxMaskBlockLength)) {
            QList<int> authored;
            for (qint64 k : *written)
                authored.append(static_cast<int>(k));
            std::sort(authored.begin(), authored.end());
            authored.erase(std::unique(authored.begin(), authored.end()), authored.end());
            const QList<int> computed = MaskQuestion::allowedKeys(mask);
            if (authored != computed) {
                QStringList a, c;
                for (int k : authored)
                    a.append(QString::number(k));
                for (int k : computed)
                    c.append(QString::number(k));
                error(answerPath, (mask.rule == MaskQuestionSpec::Rule::Induction
                                          ? PackLoader::tr("the written answer [%1] disagrees with the engine: an induction head reads [%3] from slot %2")
                                          : PackLoader::tr("the written answer [%1] disagrees with the engine: slot %2 may attend to [%3]"))
                                      .arg(a.join(QLatin1String(", "))).arg(mask.query).arg(c.join(QLatin1String(", "))));
            }
            mask.authoredAnswer = authored;
        }
        takeReader(reader);
    }
}

void LoadRun::checkParams(ChapterSpec &chapter, const ChapterPack &pack, const JsonPath &path)
{
    if (!options_.catalog || chapter.kind.isEmpty())
        return;
    const QStringList kinds = options_.catalog->kinds();
    if (!kinds.contains(chapter.kind)) {
        //: Stands for the list of installed chapter kinds when there is none: "(installed kinds: none)".
        const QString none = PackLoader::tr("none");
        error(path / QStringLiteral("kind"), PackLoader::tr("no installed plugin presents chapters of kind '%1' (installed kinds: %2)")
                                                 .arg(chapter.kind, kinds.isEmpty() ? none : kinds.join(QLatin1String(", "))));
        return;
    }
    ParamsReport report;
    QString problem;
    if (!options_.catalog->validateParams(chapter.kind, chapter.params, report, problem)) {
        error(path / QStringLiteral("kind"), PackLoader::tr("the plugin for kind '%1' cannot be used: %2").arg(chapter.kind, problem));
        return;
    }
    const JsonPath paramsPath = path / QStringLiteral("params");
    const auto inManifest = [&paramsPath](const JsonPath &relative) {
        JsonPath full = paramsPath;
        for (const QVariant &segment : relative.segments())
            full = segment.typeId() == QMetaType::QString ? full / segment.toString() : full / static_cast<qsizetype>(segment.toLongLong());
        return full;
    };
    for (const ParamsReport::Entry &e : report.entries()) {
        if (e.severity == Diagnostic::Severity::Error)
            error(inManifest(e.path), e.message);
        else
            warning(inManifest(e.path), e.message);
    }
    // Every chapter's questions were read before any params are checked.
    for (const ParamsReport::QuestionReference &reference : report.questionReferences())
        if (!questionIds_.contains(reference.questionId))
            error(inManifest(reference.path), PackLoader::tr("no question of this pack has the id '%1'").arg(reference.questionId));

    chapter.gatheredQuestions.clear();
    if (report.gathersEveryOtherChapter()) {
        for (const ChapterSpec &other : pack.chapters)
            if (&other != &chapter)
                for (const QuestionSpec &q : other.questions)
                    chapter.gatheredQuestions.append(q.id);
    } else {
        for (const QString &id : report.gatheredQuestions())
            if (questionIds_.contains(id) && !chapter.gatheredQuestions.contains(id))
                chapter.gatheredQuestions.append(id);
    }
}

void LoadRun::checkBody(const ChapterSpec &chapter, const JsonPath &path, const QStringList &chapterIds)
{
    if (chapter.body.isEmpty())
        return;
    checkBodyFile(chapter.body, chapterIds);
    for (const QString &language : languages_) {
        if (language == LocalizedText::defaultLanguage())
            continue;
        const QString candidate = ChapterPack::bodyCandidates(chapter.body, language).constFirst();
        const QFileInfo info(QDir(paths_.root()).filePath(candidate));
        if (info.exists() || info.isSymLink()) {
            const PackPaths::Resolution r = paths_.resolve(candidate);
            if (!r.ok())
                fileError(QDir(directory_).filePath(candidate), r.error);
            else
                checkBodyFile(candidate, chapterIds);
        } else {
            warning(path / QStringLiteral("body"), PackLoader::tr("no %1 body (%2): learners see the English one").arg(language, candidate));
        }
    }
}

void LoadRun::checkBodyFile(const QString &relative, const QStringList &chapterIds)
{
    const QString shown = QDir(directory_).filePath(relative);
    const PackPaths::Resolution r = paths_.resolve(relative);
    if (!r.ok()) {
        fileError(shown, r.error);
        return;
    }
    const PackFile::Contents read = PackFile::read(r.absolutePath, PackLimits::maxBodyBytes);
    if (!read.ok()) {
        fileError(shown, read.error);
        return;
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString markdown = decoder(read.data);
    if (decoder.hasError()) {
        const qsizetype bad = firstInvalidUtf8(read.data);
        const JsonLocator::Position p = bad < 0 ? JsonLocator::Position{} : JsonLocator(read.data).positionOf(bad);
        fileError(shown, PackLoader::tr("not valid UTF-8 text"), p.line, p.column);
        return;
    }
    checkFormulas(shown, markdown);
    const QList<MarkdownReference> references = MarkdownReferences::scan(markdown);
    if (references.size() > PackLimits::maxReferencesPerBody) {
        fileError(shown, PackLoader::tr("%1 images and links, more than the limit of %2").arg(references.size()).arg(PackLimits::maxReferencesPerBody));
        return;
    }
    const QString folder = QFileInfo(relative).path();
    for (const MarkdownReference &ref : references) {
        if (ref.isAnchor())
            continue;
        if (ref.target.startsWith(QLatin1String("chapter:"))) {
            const QString id = ref.target.mid(8);
            if (!chapterIds.contains(id))
                fileError(shown, PackLoader::tr("link to chapter '%1', which this pack does not have").arg(id), ref.line, ref.column);
            continue;
        }
        if (ref.isExternal()) {
            if (ref.image)
                fileError(shown, PackLoader::tr("image '%1' is outside the pack: images are never loaded from the network").arg(ref.target), ref.line, ref.column);
            continue;
        }
        // "notes.md#part" or "icons.svg#star" name a place in a file: the file must exist.
        const QString file = ref.target.section(QLatin1Char('#'), 0, 0);
        if (const std::optional<QString> syntax = PackPaths::syntaxError(file)) {
            fileError(shown, *syntax, ref.line, ref.column);
            continue;
        }
        const QString target = folder == QLatin1String(".") ? file : folder + QLatin1Char('/') + file;
        const PackPaths::Resolution resolved = paths_.resolve(target);
        if (!resolved.ok()) {
            fileError(shown, resolved.error, ref.line, ref.column);
            continue;
        }
        if (ref.image) {
            const QFileInfo info(resolved.absolutePath);
            static const QStringList formats{QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg"), QStringLiteral("svg"), QStringLiteral("gif")};
            if (!formats.contains(info.suffix().toLower()))
                fileError(shown, PackLoader::tr("image '%1' is not PNG, JPEG, SVG or GIF").arg(ref.target), ref.line, ref.column);
            else if (info.size() > PackLimits::maxImageBytes)
                fileError(shown, PackLoader::tr("image '%1' has %2 bytes, more than the limit of %3").arg(ref.target).arg(info.size()).arg(PackLimits::maxImageBytes), ref.line, ref.column);
            else if (info.suffix().toLower() == QLatin1String("svg"))
                checkSvg(QDir(directory_).filePath(target), resolved.absolutePath);
        }
    }
}

// The reading view refuses an SVG that refers to anything outside itself (SvgSafety); the
// validator says so first, at the place in the SVG. Each file is checked once, however many
// bodies show it.
void LoadRun::checkSvg(const QString &shown, const QString &absolutePath)
{
    if (checkedSvgs_.contains(absolutePath))
        return;
    checkedSvgs_.insert(absolutePath);
    const PackFile::Contents contents = PackFile::read(absolutePath, PackLimits::maxImageBytes);
    if (!contents.ok()) {
        fileError(shown, contents.error);
        return;
    }
    if (const std::optional<SvgSafety::Problem> problem = SvgSafety::check(contents.data))
        fileError(shown, problem->message, problem->line, problem->column);
}

// Every $…$ and $$…$$ must parse: the reading view would show a broken one as red source.
void LoadRun::checkFormulas(const QString &shown, const QString &markdown)
{
    const MarkdownFormulas::Scan scan = MarkdownFormulas::scan(markdown);
    for (const MarkdownFormula::Position &p : scan.unclosedDisplays)
        add(Diagnostic::Severity::Warning, shown, p.line, p.column, QString(),
            PackLoader::tr("'$$' opens a display formula that is never closed; it is shown as text (write \\$ for a dollar sign)"));
    if (scan.formulas.size() > PackLimits::maxFormulasPerBody) {
        fileError(shown, PackLoader::tr("%1 formulas, more than the limit of %2").arg(scan.formulas.size()).arg(PackLimits::maxFormulasPerBody));
        return;
    }
    for (const MarkdownFormula &formula : scan.formulas) {
        const FormulaParseResult parsed = FormulaParser::parse(formula.tex);
        if (parsed.ok())
            continue;
        const MarkdownFormula::Position p = formula.position(parsed.error->offset);
        fileError(shown, PackLoader::tr("in formula: %1").arg(parsed.error->message), p.line, p.column);
    }
}

void LoadRun::reportMissingTranslations()
{
    for (auto it = missingTranslations_.begin(); it != missingTranslations_.end(); ++it)
        warning(it.value().second, PackLoader::tr("%n text(s) lack the declared language '%1' (English is shown instead); this is the first", nullptr, it.value().first).arg(it.key()));
}

PackLoadResult LoadRun::run()
{
    PackLoadResult result;
    if (paths_.root().isEmpty() || !QFileInfo(paths_.root()).isDir()) {
        fileError(directory_, PackLoader::tr("not a folder (a chapter pack is a folder holding %1)").arg(PackLoader::manifestName()));
        result.diagnostics = diagnostics_;
        return result;
    }
    const QString manifestPath = QDir(paths_.root()).filePath(PackLoader::manifestName());
    const QFileInfo manifestInfo(QDir(directory_).filePath(PackLoader::manifestName()));
    if (manifestInfo.isSymLink() && (!manifestInfo.exists() || !paths_.contains(manifestInfo.absoluteFilePath()))) {
        // A dangling link or a loop does not leave the pack: it leads nowhere.
        fileError(manifestFile_, manifestInfo.exists() ? PackLoader::tr("a symbolic link that leaves the pack folder")
                                                       : PackLoader::tr("a symbolic link to nothing"));
        result.diagnostics = diagnostics_;
        return result;
    }
    const PackFile::Contents read = PackFile::read(manifestPath, PackLimits::maxManifestBytes);
    if (!read.ok()) {
        fileError(manifestFile_, read.error);
        result.diagnostics = diagnostics_;
        return result;
    }
    locator_.emplace(read.data);
    qsizetype tooDeepAt = 0;
    if (JsonLocator::nestingDepth(read.data, PackLimits::maxNestingDepth, &tooDeepAt) > PackLimits::maxNestingDepth) {
        const JsonLocator::Position p = locator_->positionOf(tooDeepAt);
        fileError(manifestFile_, PackLoader::tr("nested deeper than %1 levels").arg(PackLimits::maxNestingDepth), p.line, p.column);
        result.diagnostics = diagnostics_;
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(read.data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const JsonLocator::Position p = locator_->positionOf(parseError.offset);
        fileError(manifestFile_, PackLoader::tr("invalid JSON: %1").arg(parseError.errorString()), p.line, p.column);
        result.diagnostics = diagnostics_;
        return result;
    }
    if (!document.isObject()) {
        fileError(manifestFile_, PackLoader::tr("expected a JSON object at the top level"), 1, 1);
        result.diagnostics = diagnostics_;
        return result;
    }
    const QJsonObject root = document.object();
    const JsonPath formatPath = JsonPath::field(QStringLiteral("format"));
    if (!root.contains(QLatin1String("format"))) {
        error(formatPath, PackLoader::tr("missing (the pack format; this version reads format 1)"));
        result.diagnostics = diagnostics_;
        return result;
    }
    if (!root.value(QLatin1String("format")).isDouble() || root.value(QLatin1String("format")).toDouble() != 1.0) {
        error(formatPath, PackLoader::tr("unsupported pack format %1; this version reads format 1")
                              .arg(QString::fromUtf8(QJsonDocument(QJsonArray{root.value(QLatin1String("format"))}).toJson(QJsonDocument::Compact)).mid(1).chopped(1)));
        result.diagnostics = diagnostics_;
        return result;
    }

    ChapterPack pack;
    pack.directory = paths_.root();
    readManifest(root, pack);
    reportMissingTranslations();
    chapters_ = nullptr;
    result.pack = pack;
    result.diagnostics = diagnostics_;
    qCDebug(lcPack) << "loaded" << directory_ << result.errorCount() << "errors" << result.warningCount() << "warnings";
    return result;
}

} // namespace

PackLoadResult PackLoader::load(const QString &directory, const Options &options)
{
    return LoadRun(directory, options).run();
}

} // namespace atlas
