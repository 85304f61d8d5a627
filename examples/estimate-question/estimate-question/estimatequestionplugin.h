// Question kind "estimate": the plugin class the application loads. It hands over the kind
// (which the pack loader, the validator and the Moodle importer use, without widgets) and
// its widgets (which only the application asks for).
#pragma once

#include "estimatequestionkind.h"
#include "estimatequestionview.h"

#include "core/questionkindprovider.h"
#include "sdk/questionkindviewprovider.h"

#include <QObject>

namespace estimate {

class EstimateQuestionPlugin final : public QObject, public atlas::QuestionKindProvider, public atlas::QuestionKindViewProvider {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID ATLAS_QUESTION_KIND_PLUGIN_IID FILE "estimate-question.json")
    Q_INTERFACES(atlas::QuestionKindProvider atlas::QuestionKindViewProvider)

public:
    const atlas::QuestionKind &questionKind() const override { return kind_; }
    const atlas::QuestionKindView &questionKindView() const override { return view_; }

private:
    EstimateQuestionKind kind_;
    EstimateQuestionView view_;
};

} // namespace estimate
