// A Moodle question file, GIFT or Moodle XML: its bytes to Moodle questions and back. GIFT is
// UTF-8 text (a byte that is not is an error at its line, never replaced); Moodle XML says its
// encoding itself.
#pragma once

#include "interchange/interchangeexport.h"

#include "core/moodlequestion.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace atlas {

class ATLAS_INTERCHANGE_EXPORT MoodleFile {
    Q_DECLARE_TR_FUNCTIONS(MoodleFile)

public:
    enum class Format { Gift, MoodleXml };
    static std::optional<Format> formatFromName(const QString &name); // "gift", "moodle-xml"
    // A language code as a pack's texts are keyed: en, de, de_CH, de-CH.
    static bool isLanguageCode(const QString &code);

    using Contents = MoodleQuestions;
    static Contents read(const QByteArray &bytes, Format format);
    static QByteArray write(const QList<MoodleQuestion> &questions, Format format);
};

} // namespace atlas
