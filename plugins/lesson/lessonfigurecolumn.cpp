#include "lessonfigurecolumn.h"

#include "lessonfigureview.h"

#include <QVBoxLayout>

namespace atlas {

LessonFigureColumn::LessonFigureColumn(const PackPaths &paths, const QList<LessonFigure> &figures,
                                       const QString &language, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("lessonFigures"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(2 * fontMetrics().height());
    for (qsizetype i = 0; i < figures.size(); ++i) {
        auto *view = new LessonFigureView(paths, figures.at(i), int(i) + 1, language, this);
        views_.append(view);
        layout->addWidget(view);
    }
    layout->addStretch(1);
}

void LessonFigureColumn::setLanguage(const QString &language)
{
    for (LessonFigureView *view : std::as_const(views_))
        view->setLanguage(language);
}

} // namespace atlas

#include "moc_lessonfigurecolumn.cpp"
