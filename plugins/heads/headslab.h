// The heads chapter's lab: three numbered sections in one scrolling column — where a head
// looks, the trained decoder's heads, how they compose — each driving the one HeadsSession,
// and a Reset button above them.
#pragma once

#include "sdk/sectionedlab.h"

namespace atlas {

class CircuitsPanel;
class CompositionPanel;
class HeadsSession;
class RankPanel;

class HeadsLab final : public SectionedLab {
    Q_OBJECT

public:
    explicit HeadsLab(HeadsSession &session, QWidget *parent = nullptr);

    RankPanel *rank() const { return rank_; }
    CircuitsPanel *circuits() const { return circuits_; }
    CompositionPanel *composition() const { return composition_; }

protected:
    void resetExamples() override;
    void retranslate() override;

private:
    HeadsSession &session_;
    RankPanel *rank_;
    CircuitsPanel *circuits_;
    CompositionPanel *composition_;
};

} // namespace atlas
