#include "moodlefile.h"

#include "giftreader.h"
#include "giftwriter.h"
#include "moodlexmlreader.h"
#include "moodlexmlwriter.h"
#include "core/manifestfields.h"
#include "text/utf8text.h"

namespace atlas {

std::optional<MoodleFile::Format> MoodleFile::formatFromName(const QString &name)
{
    if (name == QLatin1String("gift"))
        return Format::Gift;
    if (name == QLatin1String("moodle-xml"))
        return Format::MoodleXml;
    return std::nullopt;
}

bool MoodleFile::isLanguageCode(const QString &code)
{
    return ManifestFields::languagePattern().match(code).hasMatch();
}

MoodleFile::Contents MoodleFile::read(const QByteArray &bytes, Format format)
{
    if (format == Format::MoodleXml)
        return MoodleXmlReader::read(bytes);
    Contents contents;
    const std::optional<QString> text = Utf8Text::decode(bytes);
    if (!text) {
        const qsizetype at = Utf8Text::firstInvalidByte(bytes);
        const int line = static_cast<int>(bytes.left(at).count('\n')) + 1;
        contents.messages.append({ImportMessage::Severity::Error, line,
                                  tr("not UTF-8 text (byte %1); save the file as UTF-8").arg(at + 1)});
        return contents;
    }
    return GiftReader::read(*text);
}

QByteArray MoodleFile::write(const QList<MoodleQuestion> &questions, Format format)
{
    return format == Format::Gift ? GiftWriter::write(questions).toUtf8() : MoodleXmlWriter::write(questions);
}

} // namespace atlas
