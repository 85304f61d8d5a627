// A Moodle XML file, as `attention-atlas-cli questions import` reads it (moodleimportinput.h).
#include "moodleimportinput.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    atlas::fuzz::makeApplication<QCoreApplication>();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return atlas::fuzz::importQuestions(data, size, atlas::MoodleFile::Format::MoodleXml);
}
