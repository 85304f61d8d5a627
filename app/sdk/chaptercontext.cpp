#include "chaptercontext.h"

#include "core/chapterpack.h"
#include "core/courseprogress.h"
#include "core/packpaths.h"

namespace atlas {

struct ChapterContext::Private {
    const ChapterPack &pack;
    const ChapterSpec &chapter;
    CourseProgress &progress;
    QString language;
};

ChapterContext::ChapterContext(const ChapterPack &pack, const ChapterSpec &chapter,
                               CourseProgress &progress, const QString &language, QObject *parent)
    : QObject(parent), d(new Private{pack, chapter, progress, language})
{
}

ChapterContext::~ChapterContext() = default;

const ChapterSpec &ChapterContext::chapter() const
{
    return d->chapter;
}

QString ChapterContext::language() const
{
    return d->language;
}

void ChapterContext::setLanguage(const QString &language)
{
    if (language == d->language)
        return;
    d->language = language;
    Q_EMIT languageChanged();
}

QString ChapterContext::bodyPath() const
{
    return d->pack.bodyPath(d->chapter, d->language);
}

QString ChapterContext::packDirectory() const
{
    return d->pack.directory;
}

const ChapterPack &ChapterContext::pack() const
{
    return d->pack;
}

CourseProgress &ChapterContext::progress() const
{
    return d->progress;
}

PackPaths ChapterContext::paths() const
{
    return PackPaths(d->pack.directory);
}

} // namespace atlas

#include "moc_chaptercontext.cpp"
