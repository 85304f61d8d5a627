// The widgets part of a question-kind plugin (core/questionkindprovider.h has the rest): the
// QuestionKindView that makes the input of its kind's questions. The application asks for it
// (QuestionKindViews::addFromPlugins); the command-line tools never load widgets.
#pragma once

#include <QtPlugin>

#define ATLAS_QUESTION_KIND_VIEW_PROVIDER_IID "org.attention-atlas.QuestionKindViewProvider/1.0"

namespace atlas {

class QuestionKindView;

class QuestionKindViewProvider {
public:
    virtual ~QuestionKindViewProvider() = default;
    // Named as the plugin's QuestionKind; alive as long as the plugin.
    virtual const QuestionKindView &questionKindView() const = 0;
};

} // namespace atlas

Q_DECLARE_INTERFACE(atlas::QuestionKindViewProvider, ATLAS_QUESTION_KIND_VIEW_PROVIDER_IID)
