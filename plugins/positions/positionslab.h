// The positions chapter's lab: five numbered sections in one scrolling column — order without
// positions, absolute tables, rotary, ALiBi, position ids in packing — each driving the one
// PositionsSession, and a Reset button above them.
#pragma once

#include "sdk/sectionedlab.h"

namespace atlas {

class AbsolutePanel;
class AlibiPanel;
class OrderPanel;
class PositionIdsPanel;
class PositionsSession;
class RotaryPanel;

class PositionsLab final : public SectionedLab {
    Q_OBJECT

public:
    explicit PositionsLab(PositionsSession &session, QWidget *parent = nullptr);

    OrderPanel *order() const { return order_; }
    AbsolutePanel *absolute() const { return absolute_; }
    RotaryPanel *rotary() const { return rotary_; }
    AlibiPanel *alibi() const { return alibi_; }
    PositionIdsPanel *positionIds() const { return ids_; }

protected:
    void resetExamples() override;
    void retranslate() override;

private:
    PositionsSession &session_;
    OrderPanel *order_;
    AbsolutePanel *absolute_;
    RotaryPanel *rotary_;
    AlibiPanel *alibi_;
    PositionIdsPanel *ids_;
};

} // namespace atlas
