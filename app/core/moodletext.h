// Moodle's texts and the pack's: a pack question's texts are plain (the app shows them as
// written), a Moodle text has a format. Reading turns HTML (and Moodle's auto-format, which
// allows HTML) into plain text, reporting whatever the conversion loses (an image, a link's
// address, a superscript); plain and Markdown texts are kept as written — Markdown is meant to
// read well as it is. Writing uses the plain format, which Moodle shows exactly as written.
#pragma once

#include "core/coreexport.h"

#include "moodlequestion.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace atlas {

class ATLAS_CORE_EXPORT MoodleTextConverter {
    Q_DECLARE_TR_FUNCTIONS(MoodleTextConverter)

public:
    // GIFT's names: moodle, html, plain, markdown.
    static std::optional<MoodleTextFormat> fromGiftName(const QString &name);
    // Moodle XML's names: moodle_auto_format, html, plain_text, markdown, wiki_like.
    static std::optional<MoodleTextFormat> fromXmlName(const QString &name);
    static QString xmlName(MoodleTextFormat format);

    // Numbers as Moodle's files write them (GIFT, Moodle XML and the cloze codes of a
    // question's text). A fraction as a percentage: 7 significant digits ("33.33333").
    static QString percentText(double fraction);
    // A number as its shortest text that reads back to the same double.
    static QString numberText(double value);

    // The plain text the pack keeps; each loss is described in `losses` (translated).
    static QString toPlain(const MoodleText &text, QStringList &losses);

private:
    static QString htmlToPlain(const QString &html, bool keepNewlines, QStringList &losses);
};

} // namespace atlas
