// The packing chapter's lab: the packed block as a strip (slots coloured by document, BOS and
// EOS marked, fragments continuing from the previous block marked, shifted labels underneath)
// with a block selector, above five views of the same packing — the mask, the leakage meter,
// the corpus editor, the export and the efficiency estimate. Clicking a slot (or a row of the
// mask) selects the query; the strip highlights the keys it may read.
#pragma once

#include "sdk/chapterpage.h"

#include "sdk/chapterlab.h"

class QLabel;
class QSpinBox;
class QTabWidget;

namespace atlas {

class CorpusEditor;
class EfficiencyPanel;
class ExportPanel;
class LeakageMeter;
class MaskPanel;
class PackedBlockStrip;
class PackingSession;

class PackingLab : public ChapterLab {
    Q_OBJECT

public:
    explicit PackingLab(PackingSession &session, QWidget *parent = nullptr);

    // The strip, the mask and the charts of the leakage and efficiency views.
    QList<ExportableFigure> figures() const override;
    // The efficiency view's measurement finished, the mask in front.
    void prepareForScreenshot() override;
    QString labelsText() const;

private:
    void showBlock();
    void showSelection();

    PackingSession &session_;
    QSpinBox *blockBox_;
    QLabel *blockCount_;
    PackedBlockStrip *strip_;
    QLabel *labels_;
    QTabWidget *tabs_;
    MaskPanel *mask_;
    LeakageMeter *leakage_;
    CorpusEditor *corpus_;
    ExportPanel *export_;
    EfficiencyPanel *efficiency_;
};

} // namespace atlas
