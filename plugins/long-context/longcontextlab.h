// The long-context chapter's lab: three numbered sections in one scrolling column — sliding
// windows, attention sinks, positions beyond the trained length — driving one
// LongContextSession. The decoders of sections 2 and 3 start training the first time the lab
// is shown (in the background, about four seconds), not when the page is made.
#pragma once

#include "sdk/sectionedlab.h"

namespace atlas {

class LongContextSession;
class WindowPanel;

class LongContextLab final : public SectionedLab {
    Q_OBJECT

public:
    explicit LongContextLab(LongContextSession &session, QWidget *parent = nullptr);

    WindowPanel *windowPanel() const { return window_; }

protected:
    void resetExamples() override;
    void retranslate() override;
    void showEvent(QShowEvent *event) override;

private:
    LongContextSession &session_;
    WindowPanel *window_;
};

} // namespace atlas
