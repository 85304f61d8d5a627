// The widgets of the estimate kind: makes an EstimateQuestionInput for each of its questions.
#pragma once

#include "sdk/questionkindview.h"

namespace estimate {

class EstimateQuestionView final : public atlas::QuestionKindView {
public:
    QString name() const override;
    atlas::QuestionInput *createInput(const atlas::QuestionSpec &question, atlas::CourseProgress &progress, const QString &language,
                                      QWidget *parent) const override;
};

} // namespace estimate
