// The positions chapter's lab: five numbered sections in one scrolling column — order without
// positions, absolute tables, rotary, ALiBi, position ids in packing — each driving the one
// PositionsSession, and a Reset button above them.
#pragma once

#include "sdk/sectionedlab.h"

namespace atlas {

class PositionsSession;

class PositionsLab final : public SectionedLab {
    Q_OBJECT

public:
    // `learnedNotice`: why the pack's learned table is missing; empty: nothing to say.
    explicit PositionsLab(PositionsSession &session, const QString &learnedNotice = QString(), QWidget *parent = nullptr);

protected:
    void resetExamples() override;
    void retranslate() override;

private:
    PositionsSession &session_;
};

} // namespace atlas
