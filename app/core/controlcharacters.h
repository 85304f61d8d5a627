// The control characters a text of a pack may not hold: C0 controls other than tab, line
// feed and carriage return, and DEL. They are invisible, most cannot be typed, U+0000 ends a
// C string, and a text that holds them is almost always a binary file or a broken paste.
#pragma once

#include "core/coreexport.h"

#include <QString>
#include <QStringView>

namespace atlas {

class ATLAS_CORE_EXPORT ControlCharacters {
public:
    static bool isControl(QChar c)
    {
        const char16_t u = c.unicode();
        return (u < 0x20 && u != u'\t' && u != u'\n' && u != u'\r') || u == 0x7F;
    }
    // The offset of the first one in `text`, or -1.
    static qsizetype first(QStringView text);
    // "U+0000"
    static QString name(QChar c);
    // `text` without them.
    static QString removed(QStringView text);
};

} // namespace atlas
