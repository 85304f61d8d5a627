// The widgets of every kind of question, by the kind's name: the built-in ones (single and
// multiple choice, numeric, mask, short answer, matching). The one place on the widget side that lists them.
#pragma once

#include "sdk/sdkexport.h"

#include "questionkindview.h"

#include <QList>
#include <QString>

namespace atlas {

class ATLAS_SDK_EXPORT QuestionKindViews {
public:
    static const QList<const QuestionKindView *> &all();
    // The view of the kind named `name`, or nullptr.
    static const QuestionKindView *find(const QString &name);
};

} // namespace atlas
