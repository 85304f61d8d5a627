// What a question-kind plugin gives the pack loader, the validator and the Moodle importer,
// none of which has widgets: its QuestionKind. The plugin object (declared with
// Q_PLUGIN_METADATA(IID ATLAS_QUESTION_KIND_PLUGIN_IID FILE "…json")) implements this and,
// for the application's widgets, QuestionKindViewProvider (sdk/questionkindviewprovider.h).
// docs/plugin-guide.md, "Writing a question kind", walks through one.
#pragma once

#include "chapterpluginapi.h"

#include <QtPlugin>

namespace atlas {

class QuestionKind;

class QuestionKindProvider {
public:
    virtual ~QuestionKindProvider() = default;
    // The kind, alive as long as the plugin (which is never unloaded); its name() is the
    // "questionKind" of the plugin's metadata.
    virtual const QuestionKind &questionKind() const = 0;
};

} // namespace atlas

Q_DECLARE_INTERFACE(atlas::QuestionKindProvider, ATLAS_QUESTION_KIND_PROVIDER_IID)
