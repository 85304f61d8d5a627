// The mechanism lab's line under its controls: what the learner's last change was and what it
// moved — the attention weights of each head (by how much, or not at all), the layer output,
// the next-token distribution — recomputed with every change and every language switch, so
// it never describes an earlier action.
#pragma once

#include "mechanismstate.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace atlas {

class ChangeSummary {
    Q_DECLARE_TR_FUNCTIONS(ChangeSummary)

public:
    // "an edit of X", "switching the causal mask", …
    static QString changeName(MechanismState::Change change);
    // One line: "Your last change, an edit of X: A moved in head 2 (by up to 0.12), not in
    // head 1; MHA(X) by up to 0.31; p by up to 0.05. The cells it changed are outlined."
    static QString line(const MechanismState::ChangeEffect &effect, const QLocale &locale);
};

} // namespace atlas
