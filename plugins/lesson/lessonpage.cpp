#include "lessonpage.h"

#include "lessonfigurecolumn.h"
#include "lessonfigureview.h"

#include "sdk/chaptercontext.h"
#include "sdk/markdownview.h"

#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

namespace atlas {

LessonPage::LessonPage(ChapterContext &context, const LessonParams &params, QWidget *parent)
    : StandardChapterPage(context, parent)
{
    if (params.figures.isEmpty())
        return; // the reading column alone, the whole width
    figures_ = new LessonFigureColumn(context.paths(), params.figures, context.language());
    if (params.placement == LessonParams::Placement::Below) {
        // Under the body, in the reading column's one scroll: the text keeps the whole width.
        auto *reading = qobject_cast<QVBoxLayout *>(body()->parentWidget()->layout());
        reading->insertWidget(reading->indexOf(body()) + 1, figures_);
        return;
    }
    const bool remembered = QSettings().contains(QStringLiteral("chapters/%1/splitter").arg(context.chapter().kind));
    setLab(figures_);
    // Reading comes first in a lesson: the text gets the larger share until the learner moves
    // the divider (which is then remembered).
    if (!remembered)
        if (auto *splitter = findChild<QSplitter *>())
            splitter->setSizes({600, 400});
}

QList<ExportableFigure> LessonPage::figures() const
{
    QList<ExportableFigure> list;
    if (figures_)
        for (LessonFigureView *view : figures_->views())
            list.append(ExportableFigure{view->objectName(), view, nullptr});
    return list;
}

void LessonPage::reloadContent()
{
    StandardChapterPage::reloadContent();
    if (figures_)
        figures_->setLanguage(context().language());
}

} // namespace atlas

#include "moc_lessonpage.cpp"
