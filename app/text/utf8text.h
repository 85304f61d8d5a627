// Text files of a pack are UTF-8 (RFC 3629). Decoding says where the first bad byte is, so the
// validator can point at its line and column.
#pragma once

#include "text/textexport.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace atlas {

class ATLAS_TEXT_EXPORT Utf8Text {
public:
    // The text, or nullopt when `bytes` are not well-formed UTF-8.
    static std::optional<QString> decode(const QByteArray &bytes);
    // The offset of the first byte that does not begin a well-formed UTF-8 sequence (no
    // overlong forms, no surrogates, nothing above U+10FFFF), or -1 when all of it is UTF-8.
    static qsizetype firstInvalidByte(const QByteArray &bytes);
};

} // namespace atlas
