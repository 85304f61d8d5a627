// The quiz chapter's page: its short body on the left, the QuizLab on the right.
#pragma once

#include "quizparams.h"

#include "sdk/labchapterpage.h"

namespace atlas {

class QuizPage final : public LabChapterPage {
    Q_OBJECT

public:
    QuizPage(ChapterContext &context, const QuizParams &params, QWidget *parent = nullptr);
};

} // namespace atlas
