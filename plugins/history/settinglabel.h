// How every demonstration of the chapter labels a setting: a buddy label beside it and the
// longer name a screen reader announces, both following the language (Retranslator). The
// texts are tr() calls in the caller's lambdas, so they keep its translation context.
#pragma once

#include "sdk/retranslator.h"

namespace atlas {

template <typename Label, typename AccessibleName>
QLabel *settingLabel(Retranslator *texts, QWidget *setting, Label label, AccessibleName accessibleName)
{
    QLabel *made = texts->label(setting, label);
    texts->accessibleName(setting, accessibleName);
    return made;
}

} // namespace atlas
