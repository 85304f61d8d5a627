// A lesson's page: the body and its questions in the reading column, which takes the whole
// width unless the lesson has figures beside it (figure_placement "beside"); figures "below"
// sit under the text, before the questions.
#pragma once

#include "lessonparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class LessonFigureColumn;

class LessonPage final : public StandardChapterPage {
    Q_OBJECT

public:
    LessonPage(ChapterContext &context, const LessonParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;

protected:
    void reloadContent() override;

private:
    LessonFigureColumn *figures_ = nullptr;
};

} // namespace atlas
