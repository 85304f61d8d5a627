// The widgets of a kind of question (QuestionKind): makes the input a QuestionView shows for
// one question of the kind. QuestionKindViews holds one per kind, by the kind's name.
#pragma once

#include "sdk/sdkexport.h"

#include "core/questionspec.h"

#include <QString>

class QWidget;

namespace atlas {

class CourseProgress; // the application's (core/courseprogress.h, not installed)
class QuestionInput;

class ATLAS_SDK_EXPORT QuestionKindView {
public:
    virtual ~QuestionKindView();

    // The kind's name (QuestionKind::name).
    virtual QString name() const = 0;
    // The input for `question`, in `language`; `progress` gives the learner's order of its
    // items (CourseProgress::choiceOrder) and tells when it changes.
    virtual QuestionInput *createInput(const QuestionSpec &question, CourseProgress &progress, const QString &language,
                                       QWidget *parent) const = 0;
};

} // namespace atlas
