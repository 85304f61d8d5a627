// The encoders chapter's lab: three numbered sections in one scrolling column — encoder or
// decoder, cross-attention, padding — each driving the one EncodersSession, and a Reset
// button above them.
#pragma once

#include "sdk/sectionedlab.h"

namespace atlas {

class EncodersSession;

class EncodersLab final : public SectionedLab {
    Q_OBJECT

public:
    explicit EncodersLab(EncodersSession &session, QWidget *parent = nullptr);

protected:
    void resetExamples() override;
    void retranslate() override;

private:
    EncodersSession &session_;
};

} // namespace atlas
