// The packing chapter's lab: the packed block as a strip (slots coloured by document, BOS and
// EOS marked, fragments continuing from the previous block marked, shifted labels underneath)
// with a block selector, above five views of the same packing — the mask, the leakage meter,
// the corpus editor, the export and the efficiency estimate. Clicking a slot (or a row of the
// mask) selects the query; the strip highlights the keys it may read.
#pragma once

#include <QWidget>

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

class PackingLab : public QWidget {
    Q_OBJECT

public:
    explicit PackingLab(PackingSession &session, QWidget *parent = nullptr);

    PackedBlockStrip *strip() const { return strip_; }
    QSpinBox *blockBox() const { return blockBox_; }
    QTabWidget *tabs() const { return tabs_; }
    MaskPanel *maskPanel() const { return mask_; }
    LeakageMeter *leakageMeter() const { return leakage_; }
    CorpusEditor *corpusEditor() const { return corpus_; }
    EfficiencyPanel *efficiencyPanel() const { return efficiency_; }
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
