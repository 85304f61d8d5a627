// The quiz chapter's page.
#pragma once

#include "sdk/standardchapterpage.h"

namespace atlas {

class QuizPage final : public StandardChapterPage {
    Q_OBJECT

public:
    QuizPage(ChapterContext &context, QWidget *parent = nullptr);
};

} // namespace atlas
