#include "chapterpack.h"

#include "packpaths.h"

namespace atlas {

const ChapterSpec *ChapterPack::chapter(const QString &chapterId) const
{
    const int index = chapterIndex(chapterId);
    return index < 0 ? nullptr : &chapters.at(index);
}

int ChapterPack::chapterIndex(const QString &chapterId) const
{
    for (qsizetype i = 0; i < chapters.size(); ++i)
        if (chapters.at(i).id == chapterId)
            return static_cast<int>(i);
    return -1;
}

const QuestionSpec *ChapterPack::question(const QString &questionId) const
{
    for (const ChapterSpec &c : chapters)
        for (const QuestionSpec &q : c.questions)
            if (q.id == questionId)
                return &q;
    return nullptr;
}

QList<const QuestionSpec *> ChapterPack::allQuestions() const
{
    QList<const QuestionSpec *> all;
    for (const ChapterSpec &c : chapters)
        for (const QuestionSpec &q : c.questions)
            all.append(&q);
    return all;
}

QStringList ChapterPack::questionIds() const
{
    QStringList ids;
    for (const QuestionSpec *q : allQuestions())
        ids.append(q->id);
    return ids;
}

QStringList ChapterPack::bodyCandidates(const QString &body, const QString &locale)
{
    QStringList candidates;
    if (body.isEmpty())
        return candidates;
    const qsizetype dot = body.lastIndexOf(QLatin1Char('.'));
    const qsizetype slash = body.lastIndexOf(QLatin1Char('/'));
    const bool hasExtension = dot > slash + 1;
    const QString stem = hasExtension ? body.left(dot) : body;
    const QString extension = hasExtension ? body.mid(dot) : QString();
    for (const QString &language : LocalizedText::fallbackChain(locale)) {
        if (language == LocalizedText::defaultLanguage())
            break; // the plain file is the default language
        candidates.append(stem + QLatin1Char('.') + language + extension);
    }
    candidates.append(body);
    return candidates;
}

QString ChapterPack::bodyPath(const ChapterSpec &chapter, const QString &locale) const
{
    const PackPaths paths(directory);
    for (const QString &candidate : bodyCandidates(chapter.body, locale)) {
        const PackPaths::Resolution r = paths.resolve(candidate);
        if (r.ok())
            return r.absolutePath;
    }
    return QString();
}

} // namespace atlas
