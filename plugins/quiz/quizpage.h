// The quiz chapter's page: its short body on the left, the QuizLab on the right.
#pragma once

#include "quizparams.h"

#include "sdk/standardchapterpage.h"

namespace atlas {

class QuizLab;

class QuizPage final : public StandardChapterPage {
    Q_OBJECT

public:
    QuizPage(ChapterContext &context, const QuizParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    void prepareForScreenshot() override;

protected:
    void reloadContent() override;

private:
    QuizLab *lab_ = nullptr;
};

} // namespace atlas
