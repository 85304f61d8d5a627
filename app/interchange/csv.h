// CSV as RFC 4180 writes it, for the tables a teacher takes to a spreadsheet (quiz results,
// class statistics): fields separated by commas, a field with a comma, a quote or a line break
// quoted, quotes doubled; UTF-8. One writer and one reader for every table the course writes.
#pragma once

#include "interchange/interchangeexport.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT Csv {
public:
    // `text` as one field, quoted when it must be.
    static QByteArray field(const QString &text);
    // The rows of `text` (CRLF or LF line ends; a final line end optional); false when a
    // quoted field does not end (a file cut short).
    static bool parse(const QString &text, QList<QStringList> &rows);
};

} // namespace atlas
