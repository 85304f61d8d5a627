// A GIFT file, as `attention-atlas-cli questions import --format gift` reads it: the bytes
// through MoodleFile (UTF-8 check, GiftReader), then the mapping to pack questions and their
// JSON, which must neither crash nor take more than linear time on any input.
#include "fuzztarget.h"

#include "core/moodlefile.h"
#include "core/moodleimport.h"
#include "core/questionjson.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    atlas::fuzz::makeApplication<QCoreApplication>();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const atlas::MoodleFile::Contents contents = atlas::MoodleFile::read(atlas::fuzz::bytes(data, size), atlas::MoodleFile::Format::Gift);
    if (contents.hasErrors())
        return 0;
    const atlas::MoodleImport::Result result = atlas::MoodleImport::convert(contents.questions, QStringLiteral("en"), {});
    for (const atlas::QuestionSpec &q : result.questions)
        (void)atlas::QuestionJson::write(q);
    return 0;
}
