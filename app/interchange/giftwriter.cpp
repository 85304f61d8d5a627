#include "giftwriter.h"

#include "core/moodletext.h"

namespace atlas {

namespace {

// A text after which GIFT's reader sees no format: "[plain]" first when it opens with '['.
QString answerText(const MoodleText &t)
{
    const QString body = GiftWriter::escaped(t.text);
    return t.text.startsWith(QLatin1Char('[')) ? QStringLiteral("[plain]") + body : body;
}

} // namespace

QString GiftWriter::escaped(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (c == QLatin1Char('\n')) {
            out += QLatin1String("\\n");
        } else if (c == QLatin1Char('\r')) {
            continue;
        } else {
            if (QStringView(u"\\~=#{}:").contains(c))
                out += QLatin1Char('\\');
            out += c;
        }
    }
    return out;
}

QString GiftWriter::write(const QList<MoodleQuestion> &questions)
{
    QString out;
    for (const MoodleQuestion &q : questions) {
        if (q.type == QLatin1String("category")) {
            out += QStringLiteral("$CATEGORY: ") + q.category + QStringLiteral("\n\n");
            continue;
        }
        out += QStringLiteral("// question: ") + q.name + QLatin1Char('\n');
        if (q.type == QLatin1String("numerical") && !q.units.isEmpty())
            out += QStringLiteral("// atlas-unit: ") + QString(q.units.constFirst().name).replace(QLatin1Char('\n'), QLatin1Char(' ')) + QLatin1Char('\n');
        if ((q.type == QLatin1String("multichoice") || q.type == QLatin1String("matching")) && !q.shuffle)
            out += QStringLiteral("// atlas-shuffle: false\n");
        if (q.type == QLatin1String("shortanswer") && q.caseSensitive)
            out += QStringLiteral("// atlas-case-sensitive: true\n"); // GIFT itself cannot say it
        if (!q.hint.text.isEmpty()) // GIFT has no hints; Moodle ignores the comment, import reads it back
            out += QStringLiteral("// atlas-hint: ") + escaped(q.hint.text) + QLatin1Char('\n');
        if (q.type == QLatin1String("ordering")) {
            // Moodle's ordering form: the settings, then one item per line. Moodle would read a
            // general feedback there as one more item: the explanation goes in a comment, which
            // Moodle ignores and import reads back.
            if (!q.generalFeedback.text.isEmpty())
                out += QStringLiteral("// atlas-explanation: ") + escaped(q.generalFeedback.text) + QLatin1Char('\n');
            out += QStringLiteral("::") + escaped(q.name) + QStringLiteral("::[plain]") + escaped(q.text.text) + QStringLiteral("{>")
                + QString::number(q.answers.size()) + QStringLiteral(" ALL VERTICAL RELATIVE_NEXT_EXCLUDE_LAST SHOW\n");
            for (const MoodleAnswer &a : q.answers)
                out += QString(a.text.text).replace(QLatin1Char('\n'), QLatin1Char(' ')) + QLatin1Char('\n');
            out += QStringLiteral("}\n\n");
            continue;
        }
        // GIFT's missing word: the answers where the blank is, the rest of the text after them.
        QString before = q.text.text;
        QString after;
        if (const qsizetype at = q.blank > 0 ? MoodleQuestion::blankAt(before, q.blank) : -1; at >= 0) {
            after = before.mid(at + MoodleQuestion::missingWordBlank().size());
            before = before.left(at);
        }
        out += QStringLiteral("::") + escaped(q.name) + QStringLiteral("::[plain]") + escaped(before) + QStringLiteral("{\n");
        if (q.type == QLatin1String("numerical")) {
            out += QStringLiteral("\t#");
            for (const MoodleAnswer &a : q.answers) {
                out += QStringLiteral("=%") + MoodleTextConverter::percentText(a.fraction) + QLatin1Char('%') + a.text.text
                    + QLatin1Char(':') + MoodleTextConverter::numberText(a.tolerance);
                if (!a.feedback.text.isEmpty())
                    out += QLatin1Char('#') + answerText(a.feedback);
            }
            out += QLatin1Char('\n');
        } else if (q.type == QLatin1String("matching")) {
            // "=item -> match"; a distractor has no item. "->" inside a text cannot be escaped
            // in GIFT, so an item's is written "- >".
            for (const MoodleAnswer &a : q.answers)
                out += QStringLiteral("\t=") + QString(answerText(a.text)).replace(QLatin1String("->"), QLatin1String("- >"))
                    + QStringLiteral(" -> ") + GiftWriter::escaped(a.match) + QLatin1Char('\n');
        } else if (q.type == QLatin1String("shortanswer")) {
            // Every answer after '=', its credit as "%50%" when not full.
            for (const MoodleAnswer &a : q.answers) {
                out += QLatin1Char('\t') + (a.fraction >= 1 ? QStringLiteral("=") : QStringLiteral("=%") + MoodleTextConverter::percentText(a.fraction) + QLatin1Char('%'));
                out += answerText(a.text);
                if (!a.feedback.text.isEmpty())
                    out += QLatin1Char('#') + answerText(a.feedback);
                out += QLatin1Char('\n');
            }
        } else {
            for (const MoodleAnswer &a : q.answers) {
                out += QLatin1Char('\t');
                if (q.single && a.fraction >= 1)
                    out += QLatin1Char('=');
                else if (a.fraction == 0)
                    out += QLatin1Char('~');
                else
                    out += QStringLiteral("~%") + MoodleTextConverter::percentText(a.fraction) + QLatin1Char('%');
                out += answerText(a.text);
                if (!a.feedback.text.isEmpty())
                    out += QLatin1Char('#') + answerText(a.feedback);
                out += QLatin1Char('\n');
            }
        }
        if (!q.generalFeedback.text.isEmpty())
            out += QStringLiteral("\t####") + answerText(q.generalFeedback) + QLatin1Char('\n');
        out += QLatin1Char('}') + escaped(after) + QStringLiteral("\n\n");
    }
    return out;
}

} // namespace atlas
