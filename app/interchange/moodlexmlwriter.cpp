#include "moodlexmlwriter.h"

#include "core/moodletext.h"

#include <QXmlStreamWriter>

namespace atlas {

namespace {

void textElement(QXmlStreamWriter &xml, const QString &name, const MoodleText &text)
{
    xml.writeStartElement(name);
    xml.writeAttribute(QStringLiteral("format"), MoodleTextConverter::xmlName(text.format));
    xml.writeTextElement(QStringLiteral("text"), text.text);
    xml.writeEndElement();
}

void answer(QXmlStreamWriter &xml, const MoodleAnswer &a, bool numerical)
{
    xml.writeStartElement(QStringLiteral("answer"));
    xml.writeAttribute(QStringLiteral("fraction"), MoodleTextConverter::percentText(a.fraction));
    xml.writeAttribute(QStringLiteral("format"), MoodleTextConverter::xmlName(a.text.format));
    xml.writeTextElement(QStringLiteral("text"), a.text.text);
    if (numerical)
        xml.writeTextElement(QStringLiteral("tolerance"), MoodleTextConverter::numberText(a.tolerance));
    textElement(xml, QStringLiteral("feedback"), a.feedback);
    xml.writeEndElement();
}

} // namespace

QByteArray MoodleXmlWriter::write(const QList<MoodleQuestion> &questions)
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("quiz"));
    const MoodleText empty{QString(), MoodleTextFormat::Plain, 0};
    for (const MoodleQuestion &q : questions) {
        xml.writeStartElement(QStringLiteral("question"));
        xml.writeAttribute(QStringLiteral("type"), q.type);
        if (q.type == QLatin1String("category")) {
            xml.writeStartElement(QStringLiteral("category"));
            xml.writeTextElement(QStringLiteral("text"), q.category);
            xml.writeEndElement();
            textElement(xml, QStringLiteral("info"), empty);
            xml.writeEndElement();
            continue;
        }
        xml.writeStartElement(QStringLiteral("name"));
        xml.writeTextElement(QStringLiteral("text"), q.name);
        xml.writeEndElement();
        textElement(xml, QStringLiteral("questiontext"), q.text);
        textElement(xml, QStringLiteral("generalfeedback"), q.generalFeedback);
        xml.writeTextElement(QStringLiteral("defaultgrade"), QStringLiteral("1"));
        // Moodle's default penalty for a wrong try in interactive mode: a third.
        xml.writeTextElement(QStringLiteral("penalty"), QStringLiteral("0.3333333"));
        xml.writeTextElement(QStringLiteral("hidden"), QStringLiteral("0"));
        xml.writeTextElement(QStringLiteral("idnumber"), q.idNumber);
        if (q.type == QLatin1String("multichoice")) {
            xml.writeTextElement(QStringLiteral("single"), q.single ? QStringLiteral("true") : QStringLiteral("false"));
            xml.writeTextElement(QStringLiteral("shuffleanswers"), q.shuffle ? QStringLiteral("true") : QStringLiteral("false"));
            xml.writeTextElement(QStringLiteral("answernumbering"), QStringLiteral("abc"));
            xml.writeTextElement(QStringLiteral("showstandardinstruction"), QStringLiteral("0"));
            textElement(xml, QStringLiteral("correctfeedback"), empty);
            textElement(xml, QStringLiteral("partiallycorrectfeedback"), empty);
            textElement(xml, QStringLiteral("incorrectfeedback"), empty);
            for (const MoodleAnswer &a : q.answers)
                answer(xml, a, false);
        } else if (q.type == QLatin1String("matching")) {
            xml.writeTextElement(QStringLiteral("shuffleanswers"), q.shuffle ? QStringLiteral("true") : QStringLiteral("false"));
            textElement(xml, QStringLiteral("correctfeedback"), empty);
            textElement(xml, QStringLiteral("partiallycorrectfeedback"), empty);
            textElement(xml, QStringLiteral("incorrectfeedback"), empty);
            for (const MoodleAnswer &a : q.answers) {
                xml.writeStartElement(QStringLiteral("subquestion"));
                xml.writeAttribute(QStringLiteral("format"), MoodleTextConverter::xmlName(a.text.format));
                xml.writeTextElement(QStringLiteral("text"), a.text.text);
                xml.writeStartElement(QStringLiteral("answer"));
                xml.writeTextElement(QStringLiteral("text"), a.match);
                xml.writeEndElement();
                xml.writeEndElement();
            }
        } else if (q.type == QLatin1String("gapselect")) {
            xml.writeTextElement(QStringLiteral("shuffleanswers"), q.shuffle ? QStringLiteral("1") : QStringLiteral("0"));
            textElement(xml, QStringLiteral("correctfeedback"), empty);
            textElement(xml, QStringLiteral("partiallycorrectfeedback"), empty);
            textElement(xml, QStringLiteral("incorrectfeedback"), empty);
            for (const MoodleAnswer &a : q.answers) {
                xml.writeStartElement(QStringLiteral("selectoption"));
                xml.writeTextElement(QStringLiteral("text"), a.text.text);
                xml.writeTextElement(QStringLiteral("group"), QString::number(a.group));
                xml.writeEndElement();
            }
        } else if (q.type == QLatin1String("ordering")) {
            for (const char *option : {"layouttype", "selecttype", "selectcount", "gradingtype", "showgrading"})
                xml.writeTextElement(QLatin1String(option), q.options.value(QLatin1String(option)));
            textElement(xml, QStringLiteral("correctfeedback"), empty);
            textElement(xml, QStringLiteral("partiallycorrectfeedback"), empty);
            textElement(xml, QStringLiteral("incorrectfeedback"), empty);
            for (const MoodleAnswer &a : q.answers) {
                // The item's position, not a grade: Moodle's ordering question reads it so.
                xml.writeStartElement(QStringLiteral("answer"));
                xml.writeAttribute(QStringLiteral("fraction"), MoodleTextConverter::numberText(a.fraction));
                xml.writeAttribute(QStringLiteral("format"), MoodleTextConverter::xmlName(a.text.format));
                xml.writeTextElement(QStringLiteral("text"), a.text.text);
                xml.writeEndElement();
            }
        } else if (q.type == QLatin1String("shortanswer")) {
            xml.writeTextElement(QStringLiteral("usecase"), q.caseSensitive ? QStringLiteral("1") : QStringLiteral("0"));
            for (const MoodleAnswer &a : q.answers)
                answer(xml, a, false);
        } else if (q.type == QLatin1String("truefalse")) {
            for (const MoodleAnswer &a : q.answers)
                answer(xml, a, false);
        } else if (q.type == QLatin1String("numerical")) {
            for (const MoodleAnswer &a : q.answers)
                answer(xml, a, true);
            if (!q.units.isEmpty()) {
                xml.writeStartElement(QStringLiteral("units"));
                for (const MoodleUnit &u : q.units) {
                    xml.writeStartElement(QStringLiteral("unit"));
                    xml.writeTextElement(QStringLiteral("multiplier"), MoodleTextConverter::numberText(u.multiplier));
                    xml.writeTextElement(QStringLiteral("unit_name"), u.name);
                    xml.writeEndElement();
                }
                xml.writeEndElement();
            }
            // Units optional and not graded, typed after the number: the unit is a label.
            xml.writeTextElement(QStringLiteral("unitgradingtype"), QStringLiteral("0"));
            xml.writeTextElement(QStringLiteral("unitpenalty"), QStringLiteral("0.1000000"));
            xml.writeTextElement(QStringLiteral("showunits"), q.units.isEmpty() ? QStringLiteral("3") : QStringLiteral("0"));
            xml.writeTextElement(QStringLiteral("unitsleft"), QStringLiteral("0"));
        }
        // Moodle shows it after the first wrong try in interactive mode, as the application does.
        if (!q.hint.text.isEmpty())
            textElement(xml, QStringLiteral("hint"), q.hint);
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace atlas
