// Reads Moodle XML (<quiz><question type="…">…</question></quiz>) into Moodle's question
// model, as Moodle's own importer (question/format/xml) reads it: the name, the question text
// and general feedback with their formats, each answer's fraction (a percentage), text,
// feedback and tolerance, single, shuffleanswers, units, tags, and category entries. Elements
// the pack has no place for (hints, combined feedback, embedded files, the old <image> and
// <image_base64>) are reported. Every answer's fraction must be one of Moodle's grades
// (MoodleGrades), of any question type, as Moodle checks; ImportLimits bounds what one file
// may hold, its attributes counted before Qt's reader sees them.
//
// Not well-formed XML, a root other than <quiz>, a question without a type or a name, or a
// fraction that is not a number is an error at its line; a DOCTYPE is refused (Moodle's
// files have none, and entities are a way to make a small file huge).
#pragma once

#include "interchange/interchangeexport.h"

#include "core/moodlequestion.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT MoodleXmlReader {
    Q_DECLARE_TR_FUNCTIONS(MoodleXmlReader)

public:
    using Result = MoodleQuestions;

    static Result read(const QByteArray &xml);
};

} // namespace atlas
