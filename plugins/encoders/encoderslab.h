// The encoders chapter's lab: three numbered sections in one scrolling column — encoder or
// decoder, cross-attention, padding — each driving the one EncodersSession, and a Reset
// button above them.
#pragma once

#include <QWidget>

class QPushButton;

namespace atlas {

class CrossAttentionPanel;
class DirectionPanel;
class EncodersSession;
class LabSections;
class PaddingPanel;
struct ExportableFigure;

class EncodersLab final : public QWidget {
    Q_OBJECT

public:
    explicit EncodersLab(EncodersSession &session, QWidget *parent = nullptr);

    LabSections *sections() const { return sections_; }
    DirectionPanel *direction() const { return direction_; }
    CrossAttentionPanel *cross() const { return cross_; }
    PaddingPanel *padding() const { return padding_; }
    QPushButton *resetButton() const { return reset_; }
    QList<ExportableFigure> figures() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    EncodersSession &session_;
    QPushButton *reset_;
    LabSections *sections_;
    DirectionPanel *direction_;
    CrossAttentionPanel *cross_;
    PaddingPanel *padding_;
};

} // namespace atlas
