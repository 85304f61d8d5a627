// The encoders chapter's lab: three numbered sections in one scrolling column — encoder or
// decoder, cross-attention, padding — each driving the one EncodersSession, and a Reset
// button above them.
#pragma once

#include "sdk/sectionedlab.h"

namespace atlas {

class CrossAttentionPanel;
class DirectionPanel;
class EncodersSession;
class PaddingPanel;

class EncodersLab final : public SectionedLab {
    Q_OBJECT

public:
    explicit EncodersLab(EncodersSession &session, QWidget *parent = nullptr);

    DirectionPanel *direction() const { return direction_; }
    CrossAttentionPanel *cross() const { return cross_; }
    PaddingPanel *padding() const { return padding_; }

protected:
    void resetExamples() override;
    void retranslate() override;

private:
    EncodersSession &session_;
    DirectionPanel *direction_;
    CrossAttentionPanel *cross_;
    PaddingPanel *padding_;
};

} // namespace atlas
