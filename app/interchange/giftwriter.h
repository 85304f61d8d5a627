// Writes Moodle questions as GIFT that Moodle's importer (and GiftReader) reads back to the
// same questions: texts in the plain format, GIFT's special characters escaped, line breaks as
// \n, a category line per "category" entry, and the two comments Moodle ignores that carry
// what GIFT cannot say (a numeric question's unit, a pinned choice order).
#pragma once

#include "interchange/interchangeexport.h"

#include "core/moodlequestion.h"

#include <QList>
#include <QString>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT GiftWriter {
public:
    static QString write(const QList<MoodleQuestion> &questions);
    // `text` with \ ~ = # { } : escaped and line breaks written as \n.
    static QString escaped(const QString &text);
};

} // namespace atlas
