// The heads chapter's lab: three numbered sections in one scrolling column — where a head
// looks, the trained decoder's heads, how they compose — each driving the one HeadsSession,
// and a Reset button above them.
#pragma once

#include "sdk/sectionedlab.h"

namespace atlas {

class HeadsSession;

class HeadsLab final : public SectionedLab {
    Q_OBJECT

public:
    explicit HeadsLab(HeadsSession &session, QWidget *parent = nullptr);

protected:
    void resetExamples() override;
    void retranslate() override;

private:
    HeadsSession &session_;
};

} // namespace atlas
