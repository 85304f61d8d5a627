#include "paramsreport.h"

#include "jsonreader.h"

namespace atlas {

struct ParamsReport::Private {
    QList<Entry> entries;
    QList<QuestionReference> questionReferences;
    QList<ImageReference> imageReferences;
    bool gathersEveryOtherChapter = false;
    QStringList gatheredQuestions;
};

ParamsReport::ParamsReport() : d(std::make_unique<Private>()) {}
ParamsReport::ParamsReport(const ParamsReport &other) : d(std::make_unique<Private>(*other.d)) {}
// A moved-from report keeps a Private of its own (emptied), so it may still be used.
ParamsReport::ParamsReport(ParamsReport &&other) : d(std::make_unique<Private>(std::move(*other.d))) {}
ParamsReport &ParamsReport::operator=(const ParamsReport &other)
{
    if (this != &other)
        *d = *other.d;
    return *this;
}
ParamsReport &ParamsReport::operator=(ParamsReport &&other)
{
    if (this != &other)
        *d = std::move(*other.d);
    return *this;
}
ParamsReport::~ParamsReport() = default;

void ParamsReport::error(const JsonPath &path, DiagnosticCode code, const QString &message)
{
    d->entries.append({Severity::Error, path, code, message});
}

void ParamsReport::warning(const JsonPath &path, DiagnosticCode code, const QString &message)
{
    d->entries.append({Severity::Warning, path, code, message});
}

void ParamsReport::take(const JsonReader &reader)
{
    for (const FieldError &e : reader.errors())
        error(e.path, e.code, e.message);
}

void ParamsReport::referToQuestion(const JsonPath &path, const QString &questionId)
{
    d->questionReferences.append({path, questionId});
}

const QList<ParamsReport::QuestionReference> &ParamsReport::questionReferences() const
{
    return d->questionReferences;
}

void ParamsReport::referToImage(const JsonPath &path, const QString &file)
{
    d->imageReferences.append({path, file});
}

const QList<ParamsReport::ImageReference> &ParamsReport::imageReferences() const
{
    return d->imageReferences;
}

void ParamsReport::gatherQuestions(const QStringList &questionIds)
{
    d->gathersEveryOtherChapter = false;
    d->gatheredQuestions = questionIds;
}

void ParamsReport::gatherEveryOtherChapter()
{
    d->gathersEveryOtherChapter = true;
    d->gatheredQuestions.clear();
}

bool ParamsReport::gathersEveryOtherChapter() const
{
    return d->gathersEveryOtherChapter;
}

const QStringList &ParamsReport::gatheredQuestions() const
{
    return d->gatheredQuestions;
}

const QList<ParamsReport::Entry> &ParamsReport::entries() const
{
    return d->entries;
}

bool ParamsReport::hasErrors() const
{
    for (const Entry &e : d->entries)
        if (e.severity == Severity::Error)
            return true;
    return false;
}

} // namespace atlas
