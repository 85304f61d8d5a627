// A question as Moodle's question bank holds it, between a file (GIFT or Moodle XML) and a
// pack question: Moodle's own model — a type name, texts with their formats, answers with a
// grade fraction each — so that both file formats are read into, and written from, one shape,
// and the rules that map it onto the pack's question types live in one place
// (MoodleImport, MoodleExport).
#pragma once

#include "core/coreexport.h"

#include <QList>
#include <QMap>
#include <QStringList>
#include <QString>

#include <algorithm>

namespace atlas {

// Moodle's text formats (FORMAT_MOODLE, FORMAT_HTML, FORMAT_PLAIN, FORMAT_MARKDOWN; wiki_like
// is an old name Moodle still reads).
enum class MoodleTextFormat { MoodleAuto, Html, Plain, Markdown, Wiki };

struct ATLAS_CORE_EXPORT MoodleText {
    QString text;
    MoodleTextFormat format = MoodleTextFormat::MoodleAuto;
    int line = 0; // where it starts in the file (0: unknown)
};

struct ATLAS_CORE_EXPORT MoodleAnswer {
    MoodleText text;          // a choice's text; a numerical answer's number ("*": any other answer);
                              // matching: a subquestion (empty: its match is a distractor);
                              // ordering: an item, in the right order
    double fraction = 0;      // the grade, from -1 to 1 (GIFT and XML write percentages)
    MoodleText feedback;
    double tolerance = 0;     // numerical: the absolute error accepted
    int line = 0;
    QString match;            // matching: the answer its subquestion (text) is matched with
    int group = 0;            // gapselect: the group of choices the option belongs to (from 1)
};

struct ATLAS_CORE_EXPORT MoodleUnit {
    QString name;
    double multiplier = 1;
};

struct ATLAS_CORE_EXPORT MoodleQuestion {
    // Moodle's type name as the file spells it: multichoice, truefalse, numerical, shortanswer,
    // matching, essay, description, cloze, … ; "category" switches the category.
    QString type;
    int line = 0;
    QString name;
    QString idNumber;          // Moodle XML's <idnumber>, GIFT's "// [id:…]" comment
    QStringList tags;          // Moodle XML's <tags>, GIFT's "// [tag:…]" comments
    MoodleText text;
    MoodleText generalFeedback;
    MoodleText hint;           // Moodle XML's first <hint> (shown after a wrong try); GIFT has none
    bool single = true;        // multichoice: one answer (true) or several (false)
    bool shuffle = true;       // multichoice: shuffleanswers
    bool caseSensitive = false; // shortanswer: usecase
    // GIFT's missing-word form: the n-th blank "_____" of the text (from 1, blankAt) is where
    // the answers were; 0: the question has no blank.
    int blank = 0;
    QList<MoodleAnswer> answers; // truefalse: two answers, "true" and "false"
    QList<MoodleUnit> units;   // numerical
    QString category;          // type "category": the path, e.g. "$course$/top/Attention"
    // The type's own settings, by their XML element names (ordering: "gradingtype",
    // "selecttype", "selectcount", "layouttype"), as the file writes them.
    QMap<QString, QString> options;

    static QLatin1String missingWordBlank() { return QLatin1String("_____"); }
    // Where the n-th blank (from 1) of `text` starts, blanks counted without overlapping; −1
    // when it has fewer.
    static qsizetype blankAt(const QString &text, int n)
    {
        qsizetype at = -missingWordBlank().size();
        for (int i = 0; i < n; ++i)
            if ((at = text.indexOf(missingWordBlank(), at + missingWordBlank().size())) < 0)
                return -1;
        return at;
    }
};

// What reading or converting found, located in the file.
struct ATLAS_CORE_EXPORT ImportMessage {
    enum class Severity { Note, Warning, Error };
    Severity severity = Severity::Warning;
    int line = 0;
    QString text; // translated; without location
};

// What reading a file gives: its questions (category entries included) and messages.
struct ATLAS_CORE_EXPORT MoodleQuestions {
    QList<MoodleQuestion> questions;
    QList<ImportMessage> messages;
    bool hasErrors() const
    {
        return std::any_of(messages.cbegin(), messages.cend(),
                           [](const ImportMessage &m) { return m.severity == ImportMessage::Severity::Error; });
    }
};

} // namespace atlas
