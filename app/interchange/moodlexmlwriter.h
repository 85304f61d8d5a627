// Writes Moodle questions as Moodle XML (<quiz><question type="…">…), with every element
// Moodle's own exporter writes for multichoice, truefalse, numerical and category entries, so
// that Moodle's importer takes the file as if Moodle had written it.
#pragma once

#include "interchange/interchangeexport.h"

#include "core/moodlequestion.h"

#include <QByteArray>
#include <QList>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT MoodleXmlWriter {
public:
    static QByteArray write(const QList<MoodleQuestion> &questions);
};

} // namespace atlas
