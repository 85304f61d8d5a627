#include "coursesession.h"

#include "placeholderpage.h"

#include "sdk/chaptercontext.h"
#include "sdk/chapterpage.h"
#include "sdk/chapterplugin.h"

namespace atlas {

CourseSession::CourseSession(const QString &directory, PluginRegistry &registry, ProgressStore &store,
                             const QString &language, QObject *parent)
    : QObject(parent), registry_(registry), language_(language)
{
    PackLoader::Options options;
    options.catalog = &registry;
    options.checkBodies = true;
    result_ = PackLoader::load(directory, options);
    if (!result_.pack || result_.pack->chapters.isEmpty())
        return;
    progress_ = new CourseProgress(store, *result_.pack, this);
    for (const ChapterSpec &chapter : result_.pack->chapters) {
        auto *context = new ChapterContext(*result_.pack, chapter, *progress_, language_, this);
        connect(context, &ChapterContext::chapterRequested, this, &CourseSession::chapterRequested);
        connect(context, &ChapterContext::statusMessage, this, &CourseSession::statusMessage);
        contexts_.append(context);
        pages_.append(QPointer<ChapterPage>());
    }
}

CourseSession::~CourseSession()
{
    // Pages refer to their contexts: delete them first.
    for (const QPointer<ChapterPage> &page : pages_)
        delete page.data();
}

CourseSession::Status CourseSession::status(int index, QString *detail)
{
    if (index < 0 || index >= chapterCount())
        return Status::Error;
    const ChapterSpec &chapter = pack().chapters.at(index);
    // A missing plugin is its own status (the pack may be fine, the installation is not).
    if (!chapter.kind.isEmpty() && !registry_.kinds().contains(chapter.kind)) {
        if (detail)
            *detail = tr("No installed plugin presents chapters of kind '%1'.").arg(chapter.kind);
        return Status::MissingPlugin;
    }
    if (!chapter.problems.isEmpty()) {
        if (detail)
            *detail = chapter.problems.join(QLatin1String("; "));
        return Status::Error;
    }
    if (!registry_.interfaceFor<ChapterPlugin>(chapter.kind)) {
        const PluginRecord *record = registry_.record(chapter.kind);
        if (detail)
            *detail = tr("The plugin for kind '%1' cannot be used: %2")
                          .arg(chapter.kind, record ? record->error : tr("it does not implement the chapter interface"));
        return Status::Error;
    }
    return Status::Ok;
}

QString CourseSession::statusLine(int index)
{
    QString detail;
    switch (status(index, &detail)) {
    case Status::Ok: {
        // A usable chapter may still have findings — warnings, or defects of its body that the
        // reading view shows in place (a broken formula in red): the author should know.
        const int errors = result_.chapterErrorCount(index), warnings = result_.chapterWarningCount(index);
        QStringList counts;
        if (errors > 0)
            counts.append(errors == 1 ? QStringLiteral("1 error") : QStringLiteral("%1 errors").arg(errors));
        if (warnings > 0)
            counts.append(warnings == 1 ? QStringLiteral("1 warning") : QStringLiteral("%1 warnings").arg(warnings));
        return counts.isEmpty() ? QStringLiteral("ok") : QStringLiteral("ok (%1)").arg(counts.join(QLatin1String(", ")));
    }
    case Status::MissingPlugin: return QStringLiteral("missing-plugin");
    case Status::Error: break;
    }
    detail.replace(QLatin1Char('\n'), QLatin1Char(' '));
    detail.replace(QLatin1Char('\t'), QLatin1Char(' '));
    return QStringLiteral("error: ") + detail;
}

ChapterPage *CourseSession::existingPage(int index) const
{
    return index >= 0 && index < pages_.size() ? pages_.at(index).data() : nullptr;
}

ChapterPage *CourseSession::page(int index, QWidget *parent)
{
    if (index < 0 || index >= chapterCount())
        return nullptr;
    if (ChapterPage *existing = pages_.at(index).data())
        return existing;
    QString detail;
    const Status s = status(index, &detail);
    ChapterPage *created = nullptr;
    const ChapterSpec &chapter = pack().chapters.at(index);
    if (s == Status::Ok)
        created = registry_.interfaceFor<ChapterPlugin>(chapter.kind)->createPage(*contexts_.at(index), parent);
    if (!created)
        created = new PlaceholderPage(*contexts_.at(index), s == Status::MissingPlugin, detail, registry_.kinds(), parent);
    pages_[index] = created;
    return created;
}

void CourseSession::setLanguage(const QString &language)
{
    language_ = language;
    for (ChapterContext *context : contexts_)
        context->setLanguage(language);
}

} // namespace atlas

#include "moc_coursesession.cpp"
