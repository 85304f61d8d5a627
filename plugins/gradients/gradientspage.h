// The gradients chapter's page: the body and questions on the left; on the right the lab with
// two parts — the worked relation (one query, scalar values, the derivative of the output with
// respect to each score, and a sweep) and the executable decoder (graph, gradient check, prefix
// invariance, training).
#pragma once

#include "gradientsparams.h"

#include "sdk/standardchapterpage.h"

class QTabWidget;

namespace atlas {

class DecoderLab;
class DecoderSession;
class WorkedRelationPanel;

class GradientsPage final : public StandardChapterPage {
    Q_OBJECT

public:
    GradientsPage(ChapterContext &context, const GradientsParams &params, QWidget *parent = nullptr);

    QList<ExportableFigure> figures() const override;
    void prepareForScreenshot() override;

private:
    DecoderSession *session_;
    QTabWidget *tabs_;
    WorkedRelationPanel *worked_;
    DecoderLab *decoder_;
};

} // namespace atlas
