// A paragraph of a lab: a label of plain text that wraps at the panel's width (an
// introduction, a reading of the current example, a notice). Plain text, because what it
// shows is often built from what a learner typed.
#pragma once

#include "sdk/sdkexport.h"

#include <QLabel>

namespace atlas {

class ATLAS_SDK_EXPORT ParagraphLabel final : public QLabel {
    Q_OBJECT

public:
    enum class Selection { None, ByMouse };

    explicit ParagraphLabel(QWidget *parent = nullptr, const QString &objectName = QString(),
                            Selection selection = Selection::None);
};

} // namespace atlas
