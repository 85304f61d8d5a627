// Turns pack questions into Moodle questions, in one language, for GiftWriter and
// MoodleXmlWriter: the texts every question has here, the rest by the question's kind
// (QuestionKind::toMoodle, which says how each kind maps). Texts are written as plain text,
// which Moodle shows as written.
#pragma once

#include "interchange/interchangeexport.h"

#include "core/moodleexportcontext.h"
#include "core/moodlequestion.h"
#include "core/questionspec.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT MoodleExport {
    Q_DECLARE_TR_FUNCTIONS(MoodleExport)

public:
    // The question in `language` (each text falls back as the app's does); nullopt when it
    // cannot be exported. Whatever changes on the way is said in `notes` (translated).
    // `target`: the file it is written to (what GIFT cannot hold is exported otherwise).
    static std::optional<MoodleQuestion> convert(const QuestionSpec &question, const QString &language,
                                                 QStringList &notes,
                                                 MoodleExportContext::Target target = MoodleExportContext::Target::MoodleXml);

    // A category entry for a chapter: "$course$/PACK/CHAPTER" ('/' in a name is doubled, as
    // Moodle escapes it).
    static MoodleQuestion category(const QString &pack, const QString &chapter);
};

} // namespace atlas
