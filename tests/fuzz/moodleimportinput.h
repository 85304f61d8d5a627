// The shared body of the gift and moodlexml targets: a question file, as
// `attention-atlas-cli questions import --format F` reads it — the bytes through MoodleFile
// (UTF-8 check, then GiftReader or MoodleXmlReader), the mapping to pack questions and their
// JSON, which must neither crash nor take more than linear time on any input.
#pragma once

#include "fuzztarget.h"

#include "core/questionjson.h"
#include "interchange/moodlefile.h"
#include "interchange/moodleimport.h"

namespace atlas::fuzz {

inline int importQuestions(const std::uint8_t *data, std::size_t size, MoodleFile::Format format)
{
    const MoodleFile::Contents contents = MoodleFile::read(bytes(data, size), format);
    if (contents.hasErrors())
        return 0;
    const MoodleImport::Result result = MoodleImport::convert(contents.questions, QStringLiteral("en"), {});
    for (const QuestionSpec &q : result.questions)
        (void)QuestionJson::write(q);
    return 0;
}

} // namespace atlas::fuzz
