// Reads GIFT, the text format of Moodle's question bank, into Moodle's question model.
//
// The grammar is Moodle's own importer's (question/format/gift): questions are separated by
// blank lines; lines starting with // are comments; "::name::" names a question; the answer
// block {…} decides the type — {} essay, {#…} numerical, ~ multiple choice (one '=' answer:
// single answer; none: several, with weights ~%50%), '=' with '->' matching, {T} {TRUE} {F}
// {FALSE} true/false, anything else short answer; no block is a description, and text after
// the block makes the missing-word form (the same type, a blank "_____" in the text where the
// block was); "#" starts an answer's feedback and the last "####"
// the general feedback; "[html]", "[markdown]", "[plain]", "[moodle]" before a text give its
// format; \~ \= \# \{ \} \: \\ and \n are escapes; "$CATEGORY: path" switches the category.
// Two comments carry what GIFT cannot say and Moodle ignores, written by GiftWriter:
// "// atlas-unit: TEXT" (a numeric question's unit) and "// atlas-shuffle: false". Moodle's
// "// [id:…]" and "// [tag:…]" comments give the question's id number and tags; a weight must
// be one of Moodle's grades (MoodleGrades); a NUL character refuses the file, as Moodle's
// database does; ImportLimits bounds what one file may hold.
//
// Every question keeps the line it starts on, every answer its own; a malformed question (an
// unclosed brace, a weight that is not a percentage, a number that is not one) is an error
// at its line, as in Moodle, where it stops the import.
#pragma once

#include "interchange/interchangeexport.h"

#include "core/moodlequestion.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT GiftReader {
    Q_DECLARE_TR_FUNCTIONS(GiftReader)

public:
    using Result = MoodleQuestions;

    static Result read(const QString &text);
};

} // namespace atlas
