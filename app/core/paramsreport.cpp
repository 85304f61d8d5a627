#include "paramsreport.h"

namespace atlas {

struct ParamsReport::Private {
    DiagnosticSink *target = nullptr; // passes findings on when set
    JsonPath where;
    int errors = 0;
    QList<Entry> entries;
    QList<QuestionReference> questionReferences;
    QList<ImageReference> imageReferences;
    bool gathersEveryOtherChapter = false;
    QStringList gatheredQuestions;
};

ParamsReport::ParamsReport() : d(std::make_unique<Private>()) {}
ParamsReport::ParamsReport(DiagnosticSink &target, const JsonPath &where) : d(std::make_unique<Private>())
{
    d->target = &target;
    d->where = where;
}
ParamsReport::ParamsReport(const ParamsReport &other) : DiagnosticSink(other), d(std::make_unique<Private>(*other.d)) {}
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

void ParamsReport::report(Severity severity, const JsonPath &path, DiagnosticCode code, const QString &message)
{
    if (severity == Severity::Error)
        ++d->errors;
    if (d->target)
        d->target->report(severity, d->where / path, code, message);
    else
        d->entries.append({severity, path, code, message});
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
    return d->errors > 0;
}

} // namespace atlas
