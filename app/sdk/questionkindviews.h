// The widgets of every kind of question, by the kind's name: the built-in ones (choices,
// numeric, mask, short answer, matching, ordering, gap select, cloze), then those of
// question-kind plugins (addFromPlugins). The one place on the widget side that lists them.
#pragma once

#include "sdk/sdkexport.h"

#include "questionkindview.h"

#include <QList>
#include <QString>

class QObject;

namespace atlas {

class ATLAS_SDK_EXPORT QuestionKindViews {
public:
    static const QList<const QuestionKindView *> &all();
    // The view of the kind named `name`, or nullptr.
    static const QuestionKindView *find(const QString &name);
    // The views of the question-kind plugins loaded (PluginRegistry::loadQuestionKinds) that
    // implement QuestionKindViewProvider; a plugin without one, or whose view is named for
    // another kind or a kind that has one already, adds none (its questions show a line
    // saying that this application cannot show them). Call once, before any question is shown.
    static void addFromPlugins(const QList<QObject *> &plugins);
};

} // namespace atlas
