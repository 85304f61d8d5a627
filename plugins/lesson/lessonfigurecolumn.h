// A lesson's figures, one under the other, numbered in the order the params give them.
#pragma once

#include "lessonparams.h"

#include "core/packpaths.h"

#include <QList>
#include <QWidget>

namespace atlas {

class LessonFigureView;

class LessonFigureColumn final : public QWidget {
    Q_OBJECT

public:
    LessonFigureColumn(const PackPaths &paths, const QList<LessonFigure> &figures, const QString &language,
                       QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    const QList<LessonFigureView *> &views() const { return views_; }

private:
    QList<LessonFigureView *> views_;
};

} // namespace atlas
