#include "chaptercontext.h"

namespace atlas {

ChapterContext::ChapterContext(const ChapterPack &pack, const ChapterSpec &chapter,
                               CourseProgress &progress, const QString &language, QObject *parent)
    : QObject(parent), pack_(pack), chapter_(chapter), progress_(progress), language_(language)
{
}

void ChapterContext::setLanguage(const QString &language)
{
    if (language == language_)
        return;
    language_ = language;
    Q_EMIT languageChanged();
}

} // namespace atlas

#include "moc_chaptercontext.cpp"
