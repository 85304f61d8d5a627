// Moodle question interchange: GIFT and Moodle XML read as Moodle's importer reads them, the
// mapping to pack questions with a located warning for everything that cannot come along,
// export then import giving back the same questions over the whole built-in course, the
// structure Moodle's XML importer expects, and questions added to a manifest in place.
#include "coretestsupport.h"
#include "suiteregistry.h"

#include "core/clozecodes.h"
#include "core/kinds/gapquestionkind.h"
#include "core/kinds/maskquestionkind.h"
#include "core/maskquestion.h"
#include "interchange/giftreader.h"
#include "interchange/importlimits.h"
#include "interchange/moodleexport.h"
#include "core/moodletext.h"
#include "core/questionjson.h"
#include "core/quizgrader.h"
#include "interchange/moodlefile.h"
#include "interchange/moodleimport.h"
#include "interchange/questioninserter.h"

#include <QDir>
#include <QDomDocument>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace atlas;
using namespace atlas::test;

namespace {

struct Imported {
    QList<QuestionSpec> questions;
    QList<int> lines;
    QStringList messages; // "LINE: severity: text"
    bool errors = false;
};

Imported import(const QByteArray &bytes, MoodleFile::Format format, const QString &language = QStringLiteral("en"))
{
    Imported out;
    const MoodleFile::Contents contents = MoodleFile::read(bytes, format);
    out.errors = contents.hasErrors();
    QList<ImportMessage> messages = contents.messages;
    if (!out.errors) {
        const MoodleImport::Result r = MoodleImport::convert(contents.questions, language, {});
        out.questions = r.questions;
        out.lines = r.lines;
        messages.append(r.messages);
    }
    std::stable_sort(messages.begin(), messages.end(), [](const ImportMessage &a, const ImportMessage &b) { return a.line < b.line; });
    for (const ImportMessage &m : messages) {
        const char *severity = m.severity == ImportMessage::Severity::Error ? "error" : m.severity == ImportMessage::Severity::Warning ? "warning" : "note";
        out.messages.append(QStringLiteral("%1: %2: %3").arg(m.line).arg(QLatin1String(severity), m.text));
    }
    return out;
}

Imported gift(const QString &text) { return import(text.toUtf8(), MoodleFile::Format::Gift); }

const QuestionSpec *byId(const Imported &i, const QString &id)
{
    for (const QuestionSpec &q : i.questions)
        if (q.id == id)
            return &q;
    return nullptr;
}

QStringList choiceTexts(const QuestionSpec &q)
{
    QStringList out;
    for (const ChoiceSpec &c : q.choices)
        out.append(c.text.text());
    return out;
}

// What a pack question says in one language: every field the interchange carries.
QString describe(const QuestionSpec &q, const QString &language)
{
    QStringList parts{q.id, q.type, q.prompt.text(language), q.explanation.text(language), QStringLiteral("hint ") + q.hint.text(language)};
    for (const ChoiceSpec &c : q.choices)
        parts << c.text.text(language) << c.feedback.text(language) << (c.fraction ? QuestionJson::number(*c.fraction) : QStringLiteral("-"));
    QStringList correct;
    for (int i : q.correctChoices)
        correct << QString::number(i);
    parts << correct.join(QLatin1Char(',')) << (q.shuffle ? QStringLiteral("shuffle") : QStringLiteral("pinned"));
    if (q.type == QStringLiteral("numeric"))
        parts << QuestionJson::number(q.numericAnswer) << QuestionJson::number(q.tolerance) << q.unit.text(language);
    for (const LocalizedText &item : q.items)
        parts << QStringLiteral("item ") + item.text(language);
    if (q.type == QStringLiteral("short"))
        parts << (q.caseSensitive ? QStringLiteral("case-sensitive") : QStringLiteral("any case"));
    for (QuestionSpec gap : q.gaps) {
        gap.id.clear(); // named after its question, which an import names later
        parts << QStringLiteral("gap of weight %1: ").arg(gap.weight) + describe(gap, language);
    }
    return parts.join(QLatin1String(" | "));
}

// The pack question a mask question becomes in Moodle and back: a multiple question over the
// slots, in their order, with the engine's keys.
QuestionSpec asMultiple(const QuestionSpec &mask, const QString &language)
{
    QuestionSpec q = mask;
    q.type = QStringLiteral("multiple");
    q.shuffle = false;
    q.prompt = LocalizedText();
    q.prompt.set(language, mask.prompt.text(language) + QStringLiteral("\n\n") + MaskQuestionKind::moodleNote());
    QStringList notes;
    const std::optional<MoodleQuestion> m = MoodleExport::convert(mask, language, notes);
    q.choices.clear();
    for (const MoodleAnswer &a : m->answers) {
        ChoiceSpec c;
        c.text.set(language, a.text.text);
        q.choices.append(c);
    }
    q.correctChoices = MaskQuestion::allowedKeys(mask.mask);
    return q;
}

// `questions` exported to Moodle in English, written in `format`, read and imported back;
// a note, an error or a warning on the way fails the test (the result is then empty).
MoodleImport::Result throughMoodle(const QList<QuestionSpec> &questions, MoodleFile::Format format)
{
    QList<MoodleQuestion> moodle;
    QStringList notes;
    for (const QuestionSpec &q : questions)
        if (const std::optional<MoodleQuestion> m = MoodleExport::convert(q, QStringLiteral("en"), notes,
                                                                          format == MoodleFile::Format::Gift ? MoodleExportContext::Target::Gift
                                                                                                             : MoodleExportContext::Target::MoodleXml))
            moodle.append(*m);
    const QByteArray file = MoodleFile::write(moodle, format);
    const MoodleFile::Contents contents = MoodleFile::read(file, format);
    if (!notes.isEmpty() || moodle.size() != questions.size() || contents.hasErrors()) {
        qWarning("%s%s", qPrintable(notes.join(QLatin1Char('\n'))), file.constData());
        return {};
    }
    MoodleImport::Result back = MoodleImport::convert(contents.questions, QStringLiteral("en"), {});
    if (!back.messages.isEmpty()) {
        qWarning("%s", qPrintable(back.messages.constFirst().text));
        return {};
    }
    return back;
}

} // namespace

class TestMoodle : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void documentedGift();
    void giftEscapesAndFormats();
    void giftErrors_data();
    void giftErrors();
    void giftMissingWord();
    void giftIdAndTags();
    void grades_data();
    void grades();
    void limits_data();
    void limits();
    void tooManyErrors();
    void controlCharacters();
    void documentedXml();
    void xmlOldImages();
    void xmlAttributesCountedOutsideValues();
    void xmlErrors_data();
    void xmlErrors();
    void htmlToPlain();
    void idsAreUniqueAndValid();
    void roundTrip_data();
    void roundTrip();
    void shortAnswerRoundTrip_data();
    void shortAnswerRoundTrip();
    void matchingRoundTrip_data();
    void matchingRoundTrip();
    void orderingRoundTrip_data();
    void orderingRoundTrip();
    void orderingFromMoodle();
    void gapSelectRoundTrip_data();
    void gapSelectRoundTrip();
    void clozeFromMoodle();
    void clozeRoundTrip();
    void clozeCodesHostile();
    void choiceFractionsRoundTrip_data();
    void choiceFractionsRoundTrip();
    void numericAnswersRoundTrip_data();
    void numericAnswersRoundTrip();
    void exportedXmlHasMoodlesStructure();
    void insertKeepsTheRestOfTheFile();
    void insertIntoChapterWithoutQuestions();
    void insertRefuses();
};

void TestMoodle::documentedGift()
{
    const Imported i = import(readFile(sourceDir() + QStringLiteral("/tests/fixtures/moodle/documented.gift")), MoodleFile::Format::Gift);
    QVERIFY(!i.errors);
    QCOMPARE(i.questions.size(), 18);

    const QuestionSpec *tomb = byId(i, QStringLiteral("grants-tomb"));
    QVERIFY(tomb);
    QCOMPARE(tomb->type, QStringLiteral("single"));
    QCOMPARE(choiceTexts(*tomb), (QStringList{QStringLiteral("Grant"), QStringLiteral("Jefferson"), QStringLiteral("no one")}));
    QCOMPARE(tomb->correctChoices, QList<int>{2});
    QCOMPARE(tomb->choices.at(2).feedback.text(), QStringLiteral("Right: nobody is buried there."));
    QVERIFY(tomb->shuffle);

    // {F#feedback when wrong#feedback when right}: the wrong choice (True) gets the first.
    const QuestionSpec &tf = i.questions.at(1);
    QCOMPARE(choiceTexts(tf), (QStringList{QStringLiteral("True"), QStringLiteral("False")}));
    QCOMPARE(tf.correctChoices, QList<int>{1});
    QCOMPARE(tf.choices.at(0).feedback.text(), QStringLiteral("Wrong: he is entombed."));
    QCOMPARE(tf.choices.at(1).feedback.text(), QStringLiteral("Right."));
    QVERIFY(!tf.shuffle);
    QCOMPARE(i.questions.at(2).correctChoices, QList<int>{0}); // {T}

    const QuestionSpec *two = byId(i, QStringLiteral("two-people"));
    QVERIFY(two);
    QCOMPARE(two->type, QStringLiteral("multiple"));
    QCOMPARE(two->correctChoices, (QList<int>{1, 2}));

    const QuestionSpec &born = i.questions.at(4);
    QCOMPARE(born.type, QStringLiteral("numeric"));
    QCOMPARE(born.numericAnswer, 1822.0);
    QCOMPARE(born.tolerance, 5.0);
    const QuestionSpec &pi = i.questions.at(5);
    QCOMPARE(pi.tolerance, 0.0005);
    QCOMPARE(pi.explanation.text(), QStringLiteral("Pi is about 3.14159."));
    const QuestionSpec &range = i.questions.at(6); // {#1..5}
    QCOMPARE(range.numericAnswer, 3.0);
    QCOMPARE(range.tolerance, 2.0);
    const QuestionSpec &several = i.questions.at(7); // =1822:0 =%50%1822:2
    QCOMPARE(several.numericAnswer, 1822.0);
    QCOMPARE(several.tolerance, 0.0);
    QCOMPARE(several.moreAnswers.size(), 1);
    QCOMPARE(several.moreAnswers.at(0).fraction, 0.5);
    QCOMPARE(several.moreAnswers.at(0).tolerance, 2.0);

    const QuestionSpec *unit = byId(i, QStringLiteral("born"));
    QVERIFY(unit);
    QCOMPARE(unit->unit.text(), QStringLiteral("years"));
    QCOMPARE(unit->prompt.text(), QStringLiteral("Line one\nline two"));

    const QuestionSpec *weights = byId(i, QStringLiteral("weights"));
    QVERIFY(weights);
    QCOMPARE(weights->correctChoices, (QList<int>{0, 1}));
    // Partial credit is kept: 60% and 40% weigh as written, a wrong answer takes it all away.
    QCOMPARE(weights->choices.at(0).fraction.value_or(-2), 0.6);
    QCOMPARE(weights->choices.at(2).fraction.value_or(-2), -1.0);
    QCOMPARE(QuizGrader::grade(*weights, QuizAnswer::choices({1})).fraction, 0.4);
    const QuestionSpec *partial = byId(i, QStringLiteral("partial"));
    QVERIFY(partial);
    QCOMPARE(partial->correctChoices, QList<int>{0});
    QCOMPARE(partial->choices.at(1).fraction.value_or(-2), 0.5);
    QVERIFY(!partial->choices.at(2).fraction);
    const QuestionSpec *other = byId(i, QStringLiteral("other"));
    QVERIFY(other);
    QCOMPARE(other->numericAnswer, 42.0);
    // Text after the answers: Moodle's missing-word form, a gap-select question with one gap
    // where the answers were.
    const QuestionSpec *costs = byId(i, QStringLiteral("moodle-costs-to-download"));
    QVERIFY(costs);
    QCOMPARE(costs->type, QStringLiteral("gapselect"));
    QCOMPARE(costs->prompt.text(), QStringLiteral("Moodle costs [[1]] to download."));
    QCOMPARE(costs->gaps.size(), std::size_t(1));
    QCOMPARE(costs->gaps.front().correctChoices, QList<int>{1});
    QCOMPARE(costs->gaps.front().choices.at(2).text.text(), QStringLiteral("a small amount"));

    // Short answers: every answer, in order, full credit unless weighted.
    const QuestionSpec *typed = byId(i, QStringLiteral("whos-buried-in-grants-tomb"));
    QVERIFY(typed);
    QCOMPARE(typed->type, QStringLiteral("short"));
    QCOMPARE(typed->choices.size(), 2);
    QCOMPARE(typed->choices.at(1).text.text(), QStringLiteral("nobody"));
    QVERIFY(!typed->choices.at(1).fraction); // full credit, the default
    QVERIFY(!typed->caseSensitive);
    QCOMPARE(QuizGrader::grade(*typed, QuizAnswer::typed(QStringLiteral("No One"))).outcome, GradeResult::Outcome::Correct);
    const QuestionSpec *lower = byId(i, QStringLiteral("tf-lower"));
    QVERIFY(lower);
    QCOMPARE(lower->type, QStringLiteral("short"));
    QCOMPARE(lower->choices.constFirst().text.text(), QStringLiteral("true"));
    // Matching: the items in order, each with its match.
    const QuestionSpec *capitals = byId(i, QStringLiteral("match-the-following-countries-with-their-corresp"));
    QVERIFY(capitals);
    QCOMPARE(capitals->type, QStringLiteral("matching"));
    QCOMPARE(capitals->items.size(), 2);
    QCOMPARE(capitals->items.at(1).text(), QStringLiteral("Italy"));
    QCOMPARE(capitals->choices.at(capitals->correctChoices.at(1)).text.text(), QStringLiteral("Rome"));

    // Every skipped type and every loss, one line each, at its line.
    const QStringList expected{
        QStringLiteral("2: note: category '$course$/top/Tombs': the pack has no question categories; the questions that follow are imported with the others"),
        QStringLiteral("35: warning: skipped: an essay question; the pack grades every answer itself and has no essays"),
        QStringLiteral("41: warning: the question text: <img> dropped"),
        QStringLiteral("51: warning: skipped: 2 answers are fully correct; a single-answer question has one"),
        QStringLiteral("53: warning: imported as a short-answer question (the learner types 'true'), as Moodle reads it; a true/false question is written {T}, {TRUE}, {F} or {FALSE}, in capitals"),
        QStringLiteral("55: warning: skipped: '*' accepts any answer as correct"),
        QStringLiteral("59: warning: no blank line after $CATEGORY: Moodle would read the next lines as part of the category's name; they are read here as a question"),
        QStringLiteral("59: note: category '$course$/top/Second': the pack has no question categories; the questions that follow are imported with the others"),
        QStringLiteral("60: warning: skipped: a description (text without a question); put such text in the chapter's body"),
    };
    QCOMPARE(i.messages, expected);
}

void TestMoodle::giftEscapesAndFormats()
{
    const Imported i = gift(QStringLiteral(
        "// a comment\n::a\\:b::[markdown]What is **2 \\+ 2**, \\{ \\} \\= \\~ \\# \\\\?{=4#yes\\#1 ~[plain]5}\n\n"
        "::h::[html]<p>One&nbsp;&amp;&#x41;</p><p>two</p>{=a ~b}\n\n"
        "::m::[moodle]Line\nnext{T}\n"));
    QVERIFY2(!i.errors, qPrintable(i.messages.join(QLatin1Char('\n'))));
    QCOMPARE(i.questions.size(), 3);
    QCOMPARE(i.questions.at(0).id, QStringLiteral("a-b")); // "a:b" is not an id
    QCOMPARE(i.questions.at(0).prompt.text(), QStringLiteral("What is **2 \\+ 2**, { } = ~ # \\?"));
    QCOMPARE(i.questions.at(0).choices.at(0).feedback.text(), QStringLiteral("yes#1"));
    QCOMPARE(i.questions.at(0).choices.at(1).text.text(), QStringLiteral("5"));
    QCOMPARE(i.questions.at(1).prompt.text(), QStringLiteral("One\u00A0&A\ntwo"));
    QCOMPARE(i.questions.at(2).prompt.text(), QStringLiteral("Line\nnext"));
    QCOMPARE(i.lines, (QList<int>{2, 4, 6}));
}

void TestMoodle::giftErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("unclosed brace") << QStringLiteral("\nQ{=a ~b\n") << QStringLiteral("2: error: the answers open with '{' but are not closed with '}'");
    QTest::newRow("closing brace only") << QStringLiteral("Q =a ~b}") << QStringLiteral("1: error: '}' without the '{' that opens the answers");
    QTest::newRow("unclosed name") << QStringLiteral("::name Q{T}") << QStringLiteral("1: error: the question's name opens with '::' but is not closed with '::'");
    QTest::newRow("bad weight") << QStringLiteral("Q{~%half%a ~b}") << QStringLiteral("1: error: a weight is written as a percentage between %-signs, e.g. ~%50% or ~%-100%");
    QTest::newRow("weight beyond 100") << QStringLiteral("Q{~%150%a ~b}") << QStringLiteral("1: error: a weight must be between -100% and 100%, got 150%");
    QTest::newRow("weight after =") << QStringLiteral("Q{=%50%a ~b}") << QStringLiteral("1: error: '=' marks the correct answer (100%); a weight goes after '~', e.g. ~%50%");
    QTest::newRow("one answer") << QStringLiteral("Q{~a}") << QStringLiteral("1: error: a multiple-choice question needs at least two answers");
    QTest::newRow("empty answer") << QStringLiteral("Q{=a ~ ~b}") << QStringLiteral("1: error: an answer without text");
    QTest::newRow("text before answers") << QStringLiteral("Q{x =a ~b}") << QStringLiteral("1: error: text before the first answer: each answer starts with '=' (correct) or '~'");
    QTest::newRow("not a number") << QStringLiteral("Q{#abc}") << QStringLiteral("1: error: the answer: expected a number, got 'abc'");
    QTest::newRow("bad tolerance") << QStringLiteral("Q{#1:x}") << QStringLiteral("1: error: the tolerance: expected a number, got 'x'");
    QTest::newRow("negative tolerance") << QStringLiteral("Q{#1:-2}") << QStringLiteral("1: error: the tolerance must be 0 or more, got -2");
    QTest::newRow("reversed range") << QStringLiteral("Q{#5..1}") << QStringLiteral("1: error: the range 5..1 ends below where it starts");
    QTest::newRow("no numeric answer") << QStringLiteral("Q{#}") << QStringLiteral("1: error: a numerical question needs at least one answer, e.g. {#3.14:0.01}");
    QTest::newRow("grade not listed") << QStringLiteral("Q{=a ~%33%b}")
                                      << QStringLiteral("1: error: the grade 33% is not one of Moodle's grades (100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, "
                                                        "33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5 or 0%, or one of them below zero); Moodle refuses the file");
    QTest::newRow("NUL") << QStringLiteral("Q{T}\n\nR") + QChar(0) + QStringLiteral("{T}")
                         << QStringLiteral("3: error: a NUL character (U+0000): a GIFT file is text; is this a binary file?");
    QTest::newRow("not UTF-8") << QStringLiteral("Q{T}\n\nR\xff{T}") << QString();
}

void TestMoodle::giftErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QByteArray bytes = text.toUtf8();
    if (message.isEmpty()) {
        bytes = QByteArray("Q{T}\n\nR\xff{T}");
        message = QStringLiteral("3: error: not UTF-8 text (byte 8); save the file as UTF-8");
    }
    const Imported i = import(bytes, MoodleFile::Format::Gift);
    QVERIFY(i.errors);
    QCOMPARE(i.messages, QStringList{message});
}

void TestMoodle::giftMissingWord()
{
    // Text after the answers keeps the type and puts a blank where they were, as Moodle does;
    // a stray '";' after a numeric or true/false answer used to make the question a skipped
    // missing-word one.
    const Imported i = gift(QStringLiteral("::n::What is 6 x 7? {#42}\";\n\n::t::[html]<p>Grant is buried {T} in Grant's tomb.</p>\n\n"
                                           "::e::Explain {} here.\n"));
    QVERIFY2(!i.errors, qPrintable(i.messages.join(QLatin1Char('\n'))));
    QCOMPARE(i.questions.size(), 2);
    QCOMPARE(i.questions.at(0).type, QStringLiteral("numeric"));
    QCOMPARE(i.questions.at(0).prompt.text(), QStringLiteral("What is 6 x 7? _____\";"));
    QCOMPARE(i.questions.at(0).numericAnswer, 42.0);
    QCOMPARE(i.questions.at(1).prompt.text(), QStringLiteral("Grant is buried _____ in Grant's tomb."));
    QCOMPARE(i.questions.at(1).correctChoices, QList<int>{0});
    QCOMPARE(i.messages, QStringList{QStringLiteral("5: warning: skipped: an essay question; the pack grades every answer itself and has no essays")});
}

void TestMoodle::giftIdAndTags()
{
    // Moodle reads a question's id number and tags from its comment lines.
    const Imported i = gift(QStringLiteral("// question: 12 [id:attention-1]\n// [tag:easy] [tag:a\\]b] [tag:]\n::A name::Q{T}\n\n"
                                           "// [id:not an id] [id:second]\nR{F}\n"));
    QVERIFY2(!i.errors, qPrintable(i.messages.join(QLatin1Char('\n'))));
    QCOMPARE(i.questions.size(), 2);
    QCOMPARE(i.questions.at(0).id, QStringLiteral("attention-1"));
    QCOMPARE(i.questions.at(1).id, QStringLiteral("r")); // the first [id:] is not an id, and no name: from the text
    QCOMPARE(i.messages, QStringList{QStringLiteral("3: warning: the question's tags (easy, a]b) are dropped: a pack has no question tags")});
}

void TestMoodle::grades_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<QList<double>>("fractions"); // empty: refused
    const int gift = static_cast<int>(MoodleFile::Format::Gift);
    const int xml = static_cast<int>(MoodleFile::Format::MoodleXml);
    const auto xmlAnswers = [](const QByteArrayList &grades, const QByteArray &type = "multichoice") -> QByteArray {
        QByteArray out = "<quiz><question type=\"" + type + "\"><name><text>g</text></name><questiontext><text>Q</text></questiontext><single>false</single>";
        char letter = 'a';
        for (const QByteArray &g : grades)
            out += "<answer fraction=\"" + g + "\"><text>" + QByteArray(1, letter++) + "</text></answer>";
        return out + "</question></quiz>";
    };
    QTest::newRow("gift thirds") << QByteArray("Q{~%33.33333%a ~%66.66667%b ~%-100%c}") << gift << QList<double>{0.3333333, 0.6666667, -1};
    QTest::newRow("gift within 0.00001") << QByteArray("Q{~%33.333333%a ~%66.666667%b}") << gift << QList<double>{0.3333333, 0.6666667};
    QTest::newRow("gift eighth, fifth") << QByteArray("Q{~%12.5%a ~%20%b ~%-5%c ~%0%d}") << gift << QList<double>{0.125, 0.2, -0.05, 0};
    QTest::newRow("gift 33") << QByteArray("Q{=a ~%33%b}") << gift << QList<double>{};
    QTest::newRow("gift numeric 45") << QByteArray("Q{#=1:0 =%45%2:0}") << gift << QList<double>{};
    QTest::newRow("xml sevenths") << xmlAnswers({"14.28571", "85.71429"}) << xml << QList<double>{};
    QTest::newRow("xml listed") << xmlAnswers({"14.2857", "83.33333", "-33.33333", "0"}) << xml << QList<double>{0.1428571, 0.8333333, -0.3333333, 0};
    QTest::newRow("xml 0.33") << xmlAnswers({"100", "0.33"}) << xml << QList<double>{};
    // Moodle checks the grades of every type, not only of those it then imports.
    QTest::newRow("xml short answer 33") << xmlAnswers({"100", "33"}, "shortanswer") << xml << QList<double>{};
}

void TestMoodle::grades()
{
    QFETCH(QByteArray, file);
    QFETCH(int, format);
    QFETCH(QList<double>, fractions);
    const MoodleFile::Contents contents = MoodleFile::read(file, static_cast<MoodleFile::Format>(format));
    if (fractions.isEmpty()) {
        QVERIFY(contents.hasErrors());
        QCOMPARE(contents.messages.size(), 1);
        QVERIFY2(contents.messages.constFirst().text.contains(QLatin1String("is not one of Moodle's grades")), qPrintable(contents.messages.constFirst().text));
        return;
    }
    QVERIFY(!contents.hasErrors());
    QCOMPARE(contents.questions.size(), 1);
    QList<double> read;
    for (const MoodleAnswer &a : contents.questions.constFirst().answers)
        read.append(a.fraction);
    QCOMPARE(read, fractions);
}

void TestMoodle::limits_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("message");
    const int gift = static_cast<int>(MoodleFile::Format::Gift);
    const int xml = static_cast<int>(MoodleFile::Format::MoodleXml);
    const int questions = ImportLimits::maxQuestions;
    const QByteArray oneAnswerTooMany = "Q{=a" + QByteArray(" ~b").repeated(ImportLimits::maxAnswersPerQuestion) + "}";
    QTest::newRow("gift questions") << QByteArray("Q{T}\n\n").repeated(questions + 1) << gift
                                    << QStringLiteral("%1: error: more than %2 questions in one file; export them from Moodle a category at a time").arg(2 * questions + 2).arg(questions);
    QTest::newRow("gift malformed questions") << QByteArray("{\n\n").repeated(questions + 1) << gift
                                              << QStringLiteral("%1: error: more than %2 errors: the file is read no further").arg(2 * ImportLimits::maxMessages + 2).arg(ImportLimits::maxMessages);
    QTest::newRow("gift answers of a question") << oneAnswerTooMany << gift << QStringLiteral("1: error: more than %1 answers in one question").arg(ImportLimits::maxAnswersPerQuestion);
    const int perQuestion = ImportLimits::maxAnswersPerQuestion;
    const int needed = ImportLimits::maxAnswers / perQuestion + 1;
    const QByteArray full = "Q{=a" + QByteArray(" ~b").repeated(perQuestion - 1) + "}\n\n";
    QTest::newRow("gift answers of a file") << full.repeated(needed) << gift
                                            << QStringLiteral("%1: error: more than %2 answers in one file; export the questions from Moodle a category at a time").arg(2 * needed).arg(ImportLimits::maxAnswers);
    const QByteArray xmlQuestion = "<question type=\"truefalse\"><name><text>t</text></name><answer fraction=\"100\"><text>true</text></answer></question>\n";
    QTest::newRow("xml questions") << "<quiz>\n" + xmlQuestion.repeated(questions + 1) + "</quiz>" << xml
                                   << QStringLiteral("%1: error: more than %2 questions in one file; export them from Moodle a category at a time").arg(questions + 2).arg(questions);
    QTest::newRow("xml elements of a question") << "<quiz>\n<question type=\"essay\">" + QByteArray("<x/>").repeated(ImportLimits::maxElementsPerQuestion + 1) + "</question></quiz>" << xml
                                                << QStringLiteral("2: error: more than %1 elements in one question").arg(ImportLimits::maxElementsPerQuestion);
    QByteArray attributes = "<quiz>\n<question type=\"essay\"";
    for (int k = 0; k <= ImportLimits::maxAttributesPerElement; ++k)
        attributes += " a" + QByteArray::number(k) + "=\"" + QByteArray::number(k) + "\"";
    QTest::newRow("xml attributes") << attributes + "/></quiz>" << xml
                                    << QStringLiteral("2: error: an element with more than %1 attributes (Moodle's have at most three)").arg(ImportLimits::maxAttributesPerElement);
}

void TestMoodle::limits()
{
    QFETCH(QByteArray, file);
    QFETCH(int, format);
    QFETCH(QString, message);
    const Imported i = import(file, static_cast<MoodleFile::Format>(format));
    QVERIFY(i.errors);
    QVERIFY(!i.messages.isEmpty());
    QCOMPARE(i.messages.constLast(), message);
}

void TestMoodle::tooManyErrors()
{
    // Malformed questions each add an error; reading stops after the limit, whatever follows.
    const Imported i = gift(QStringLiteral("Q{~a}\n\n").repeated(3 * ImportLimits::maxMessages));
    QVERIFY(i.errors);
    QCOMPARE(i.messages.size(), ImportLimits::maxMessages + 2);
    QCOMPARE(i.messages.constFirst(), QStringLiteral("1: error: a multiple-choice question needs at least two answers"));
}

void TestMoodle::controlCharacters()
{
    // Moodle imports a control character pasted into a text; the pack's texts hold none, so
    // it goes, with a warning (a form feed is white space, and becomes a space).
    const Imported i = gift(QStringLiteral("Q\x02with a\fform feed{T#no\x01}\n"));
    QVERIFY2(!i.errors, qPrintable(i.messages.join(QLatin1Char('\n'))));
    QCOMPARE(i.questions.size(), 1);
    QCOMPARE(i.questions.at(0).prompt.text(), QStringLiteral("Qwith a form feed"));
    QCOMPARE(i.questions.at(0).choices.at(1).feedback.text(), QStringLiteral("no"));
    QCOMPARE(i.messages, (QStringList{QStringLiteral("1: warning: the question text: control characters removed (the first is U+0002)"),
                                      QStringLiteral("1: warning: the feedback for False: control characters removed (the first is U+0001)")}));
}

void TestMoodle::documentedXml()
{
    const Imported i = import(readFile(sourceDir() + QStringLiteral("/tests/fixtures/moodle/documented.xml")), MoodleFile::Format::MoodleXml);
    QVERIFY(!i.errors);
    QCOMPARE(i.questions.size(), 7);
    const QuestionSpec &fr = i.questions.at(0);
    QCOMPARE(fr.id, QStringLiteral("capital-fr"));
    QCOMPARE(fr.prompt.text(), QStringLiteral("What is the capital of France?"));
    QCOMPARE(fr.explanation.text(), QStringLiteral("Paris & nothing else."));
    QCOMPARE(fr.correctChoices, QList<int>{0});
    QVERIFY(!fr.shuffle);
    QCOMPARE(fr.choices.at(1).feedback.text(), QStringLiteral("No."));
    // Moodle shows one hint per wrong try; the pack's one, after the first, is Moodle's first.
    QCOMPARE(fr.hint.text(), QStringLiteral("Think of the Eiffel Tower."));
    const QuestionSpec &two = i.questions.at(1);
    QCOMPARE(two.id, QStringLiteral("two-capitals"));
    QCOMPARE(two.type, QStringLiteral("multiple"));
    QCOMPARE(two.correctChoices, (QList<int>{0, 1}));
    QVERIFY(two.shuffle);
    QCOMPARE(i.questions.at(2).correctChoices, QList<int>{0});
    QCOMPARE(i.questions.at(2).choices.at(1).feedback.text(), QStringLiteral("It is."));
    const QuestionSpec &height = i.questions.at(3);
    QCOMPARE(height.numericAnswer, 330.0);
    QCOMPARE(height.tolerance, 5.0);
    QCOMPARE(height.unit.text(), QStringLiteral("m"));
    QCOMPARE(height.prompt.text(), QStringLiteral("How tall is it, **in metres**?"));
    const QuestionSpec &cloze = i.questions.at(5);
    QCOMPARE(cloze.type, QStringLiteral("cloze"));
    QCOMPARE(cloze.prompt.text(), QStringLiteral("[[1]]"));
    QCOMPARE(cloze.gaps.size(), std::size_t(1));
    QCOMPARE(cloze.gaps.front().type, QStringLiteral("short"));
    QCOMPARE(cloze.gaps.front().choices.constFirst().text.text(), QStringLiteral("x"));
    const QStringList expected{
        QStringLiteral("3: note: category '$course$/top/Capitals': the pack has no question categories; the questions that follow are imported with the others"),
        QStringLiteral("12: warning: <correctfeedback> is dropped: a pack question has feedback per choice and an explanation"),
        QStringLiteral("15: warning: hint 3 is dropped: a pack question has one hint, shown after the first wrong try"),
        QStringLiteral("32: warning: the unit 'cm' (multiplier 100) is dropped: a pack question shows one unit and converts none"),
        QStringLiteral("46: warning: skipped: 0 subquestions and 0 answers; a pack matching question has 2 to 12 items and at most 16 matches"),
        QStringLiteral("47: warning: skipped: an essay question; the pack grades every answer itself and has no essays"),
        QStringLiteral("49: warning: skipped: a description (text without a question); put such text in the chapter's body"),
        QStringLiteral("50: warning: the question's tags (geo) are dropped: a pack has no question tags"),
        QStringLiteral("52: warning: the question text: <img> dropped"),
        QStringLiteral("52: warning: the question text: the link to https://example.org dropped (its words are kept)"),
        QStringLiteral("53: warning: the embedded file 'a.png' is dropped: a pack question's texts hold no files"),
    };
    QCOMPARE(i.messages, expected);
}

void TestMoodle::xmlOldImages()
{
    // Moodle 1.x and 2.0 attached a question's picture as <image> or <image_base64>.
    const Imported i = import("<quiz>\n<question type=\"truefalse\"><name><text>t</text></name><questiontext><text>Q</text></questiontext>\n"
                              "<image>pic.png</image>\n<image_base64>iVBORw0KGgo=</image_base64>\n"
                              "<answer fraction=\"100\"><text>true</text></answer><answer fraction=\"0\"><text>false</text></answer></question></quiz>",
                              MoodleFile::Format::MoodleXml);
    QVERIFY(!i.errors);
    QCOMPARE(i.questions.size(), 1);
    QCOMPARE(i.messages, (QStringList{QStringLiteral("3: warning: the question's picture (<image>, Moodle's old form) is dropped: a pack question's texts hold no files"),
                                      QStringLiteral("4: warning: the question's picture (<image_base64>, Moodle's old form) is dropped: a pack question's texts hold no files")}));
}

void TestMoodle::xmlAttributesCountedOutsideValues()
{
    // '=' inside values, comments, CDATA and processing instructions are not attributes.
    const QByteArray many = QByteArray("=").repeated(10 * ImportLimits::maxAttributesPerElement);
    const Imported i = import("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?x " + many + "?><quiz><!-- " + many + " -->\n"
                              "<question type=\"truefalse\"><name><text>t</text></name><questiontext format='html'><text><![CDATA[" + many + "<b a=1>]]></text></questiontext>"
                              "<answer fraction=\"100\" x=\"" + many + "\" y='>" + many + "'><text>true</text></answer><answer fraction=\"0\"><text>false</text></answer></question></quiz>",
                              MoodleFile::Format::MoodleXml);
    QVERIFY2(!i.errors, qPrintable(i.messages.join(QLatin1Char('\n'))));
    QCOMPARE(i.questions.size(), 1);
}

void TestMoodle::xmlErrors_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("message");
    QTest::newRow("not well-formed") << QByteArray("<quiz>\n<question type=\"multichoice\">\n</quiz>")
                                     << QStringLiteral("3: error: not well-formed XML: Opening and ending tag mismatch.");
    QTest::newRow("wrong root") << QByteArray("<html/>") << QStringLiteral("1: error: expected <quiz> as the root element, got <html>");
    QTest::newRow("empty") << QByteArray("") << QStringLiteral("1: error: not well-formed XML: Premature end of document.");
    QTest::newRow("doctype") << QByteArray("<!DOCTYPE quiz [<!ENTITY a \"aaaa\">]>\n<quiz/>") << QStringLiteral("1: error: a DOCTYPE is not part of Moodle XML");
    QTest::newRow("no type") << QByteArray("<quiz>\n<question><name><text>x</text></name></question></quiz>")
                             << QStringLiteral("2: error: <question> without its type attribute (e.g. type=\"multichoice\")");
    QTest::newRow("no name") << QByteArray("<quiz><question type=\"truefalse\"><questiontext><text>Q</text></questiontext></question></quiz>")
                             << QStringLiteral("1: error: a question without its <name><text>…</text></name> (Moodle refuses it too)");
    QTest::newRow("bad fraction") << QByteArray("<quiz><question type=\"multichoice\"><name><text>x</text></name>\n<answer fraction=\"lots\"><text>a</text></answer></question></quiz>")
                                  << QStringLiteral("2: error: the answer's fraction: expected a number, got 'lots'");
    QTest::newRow("fraction beyond 100") << QByteArray("<quiz><question type=\"multichoice\"><name><text>x</text></name>\n<answer fraction=\"200\"><text>a</text></answer></question></quiz>")
                                         << QStringLiteral("2: error: the answer's fraction must be a percentage from -100 to 100, got 200");
    QTest::newRow("bad tolerance") << QByteArray("<quiz><question type=\"numerical\"><name><text>x</text></name>\n<answer fraction=\"100\"><text>1</text><tolerance>wide</tolerance></answer></question></quiz>")
                                   << QStringLiteral("2: error: the tolerance: expected a number, got 'wide'");
}

void TestMoodle::xmlErrors()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, message);
    const Imported i = import(xml, MoodleFile::Format::MoodleXml);
    QVERIFY(i.errors);
    QCOMPARE(i.messages, QStringList{message});
}

void TestMoodle::htmlToPlain()
{
    QStringList losses;
    QCOMPARE(MoodleTextConverter::toPlain({QStringLiteral("<ul><li>a</li><li>b &lt; c</li></ul>x<sup>2</sup>&foo;"), MoodleTextFormat::Html, 1}, losses),
             QStringLiteral("• a\n• b < c\nx2&foo;"));
    QCOMPARE(losses, (QStringList{QStringLiteral("<sup> dropped"), QStringLiteral("the entity &foo; kept as written")}));
    losses.clear();
    // Plain and Markdown texts are kept exactly.
    QCOMPARE(MoodleTextConverter::toPlain({QStringLiteral("a <b> & *c*"), MoodleTextFormat::Plain, 1}, losses), QStringLiteral("a <b> & *c*"));
    QCOMPARE(MoodleTextConverter::toPlain({QStringLiteral("a <b> & *c*"), MoodleTextFormat::Markdown, 1}, losses), QStringLiteral("a <b> & *c*"));
    QVERIFY(losses.isEmpty());
    // HTML collapses ASCII white space only: a no-break space and French's narrow no-break
    // space before ; ? ! are characters of the text, kept as they are (also at the ends).
    QCOMPARE(MoodleTextConverter::toPlain({QStringLiteral("<p>Pourquoi\u202f?  Parce\u00a0que\u202f;\t \n</p>"), MoodleTextFormat::Html, 1}, losses),
             QStringLiteral("Pourquoi\u202f? Parce\u00a0que\u202f;"));
    QCOMPARE(MoodleTextConverter::toPlain({QStringLiteral("\u2003x"), MoodleTextFormat::Html, 1}, losses), QStringLiteral("\u2003x"));
    QVERIFY(losses.isEmpty());
    // Linear in the input, whatever it holds (a hostile text of '<' and '&').
    const QString hostile = QString(200000, QLatin1Char('<')) + QString(200000, QLatin1Char('&'));
    QCOMPARE(MoodleTextConverter::toPlain({hostile, MoodleTextFormat::Html, 1}, losses).size(), hostile.size());
}

void TestMoodle::idsAreUniqueAndValid()
{
    const Imported i = gift(QStringLiteral("::q::A{T}\n\n::q::B{T}\n\n::Über größe!::C{T}\n\nD{T}\n\n::::???{T}"));
    QStringList ids;
    for (const QuestionSpec &q : i.questions)
        ids.append(q.id);
    QCOMPARE(ids, (QStringList{QStringLiteral("q"), QStringLiteral("q-2"), QStringLiteral("uber-groe"), QStringLiteral("d"), QStringLiteral("question")}));
    MoodleQuestion named;
    named.name = QStringLiteral("taken");
    QCOMPARE(MoodleImport::makeId(named, QString(), {QStringLiteral("taken"), QStringLiteral("taken-2")}), QStringLiteral("taken-3"));
}

void TestMoodle::roundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr"}) {
        QTest::addRow("gift %s", language) << int(MoodleFile::Format::Gift) << QString::fromLatin1(language);
        QTest::addRow("moodle-xml %s", language) << int(MoodleFile::Format::MoodleXml) << QString::fromLatin1(language);
    }
}

// Export then import gives back every question of the built-in course, chapter by chapter;
// what GIFT cannot hold (a cloze question, a gap-select question with several gaps) is left
// out of a GIFT file with a note, and every other question comes back.
void TestMoodle::roundTrip()
{
    QFETCH(int, format);
    QFETCH(QString, language);
    const bool gift = MoodleFile::Format(format) == MoodleFile::Format::Gift;
    const PackLoadResult loaded = PackLoader::load(sourceDir() + QStringLiteral("/content/self-attention"), {});
    QVERIFY(loaded.pack);
    int questions = 0;
    int leftOut = 0;
    for (const ChapterSpec &chapter : loaded.pack->chapters) {
        QList<MoodleQuestion> moodle{MoodleExport::category(loaded.pack->title.text(language), chapter.title.text(language))};
        QList<const QuestionSpec *> exported;
        for (const QuestionSpec &q : chapter.questions) {
            QStringList notes;
            const std::optional<MoodleQuestion> m = MoodleExport::convert(q, language, notes, gift ? MoodleExportContext::Target::Gift
                                                                                                    : MoodleExportContext::Target::MoodleXml);
            const bool giftCannot = gift && (q.type == QStringLiteral("cloze") || (q.type == QStringLiteral("gapselect") && q.gaps.size() > 1));
            QCOMPARE(m.has_value(), !giftCannot);
            if (!m) {
                QCOMPARE(notes.size(), 1);
                QVERIFY2(notes.constFirst().contains(QStringLiteral("export it to Moodle XML")), qPrintable(notes.constFirst()));
                ++leftOut;
                continue;
            }
            // A mask question is exported as a multiple one; Moodle XML's gap select has no
            // feedback per choice (GIFT's missing word has): each is said in a note.
            const bool feedbackLost = !gift && q.type == QStringLiteral("gapselect")
                && std::any_of(q.gaps.cbegin(), q.gaps.cend(), [](const QuestionSpec &gap) {
                       return std::any_of(gap.choices.cbegin(), gap.choices.cend(), [](const ChoiceSpec &c) { return !c.feedback.isEmpty(); });
                   });
            QCOMPARE(notes.size(), q.type == QStringLiteral("mask") || feedbackLost ? 1 : 0);
            moodle.append(*m);
            exported.append(&q);
        }
        const QByteArray file = MoodleFile::write(moodle, MoodleFile::Format(format));
        const MoodleFile::Contents contents = MoodleFile::read(file, MoodleFile::Format(format));
        QVERIFY(!contents.hasErrors());
        QVERIFY(contents.messages.isEmpty());
        const MoodleImport::Result back = MoodleImport::convert(contents.questions, language, {});
        QCOMPARE(back.messages.size(), 1); // the category's note, nothing lost
        QCOMPARE(back.questions.size(), exported.size());
        for (qsizetype k = 0; k < exported.size(); ++k) {
            const QuestionSpec &original = *exported.at(k);
            QuestionSpec expected = original.type == QStringLiteral("mask") ? asMultiple(original, language) : original;
            if (!gift && expected.type == QStringLiteral("gapselect"))
                for (QuestionSpec &gap : expected.gaps)
                    for (ChoiceSpec &c : gap.choices)
                        c.feedback = LocalizedText();
            QCOMPARE(describe(back.questions.at(k), language), describe(expected, language));
            ++questions;
        }
    }
    QCOMPARE(questions + leftOut, builtInQuestionCount());
    QCOMPARE(leftOut, gift ? 9 : 0); // seven cloze questions, two gap-select questions of several gaps
}

void TestMoodle::shortAnswerRoundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("caseSensitive");
    for (bool caseSensitive : {false, true}) {
        QTest::addRow("gift %d", caseSensitive) << int(MoodleFile::Format::Gift) << caseSensitive;
        QTest::addRow("moodle-xml %d", caseSensitive) << int(MoodleFile::Format::MoodleXml) << caseSensitive;
    }
}

// A short answer's answers, credits, feedback and GIFT's special characters come back as they
// were (GIFT cannot say that case matters: the "// atlas-case-sensitive: true" comment does).
void TestMoodle::shortAnswerRoundTrip()
{
    QFETCH(int, format);
    QFETCH(bool, caseSensitive);
    QuestionSpec q;
    q.id = QStringLiteral("q-short");
    q.type = QStringLiteral("short");
    q.prompt.set(QStringLiteral("en"), QStringLiteral("Name the function: {it} = ~#1?"));
    q.explanation.set(QStringLiteral("en"), QStringLiteral("Softmax: a = b."));
    q.caseSensitive = caseSensitive;
    const auto answer = [](const char *text, double fraction, const char *feedback) {
        ChoiceSpec c;
        c.text.set(QStringLiteral("en"), QString::fromUtf8(text));
        if (*feedback)
            c.feedback.set(QStringLiteral("en"), QString::fromUtf8(feedback));
        if (fraction >= 0)
            c.fraction = fraction; // -1: unwritten, full credit
        return c;
    };
    q.choices = {answer("Softmax", -1, "Yes #1."), answer("soft*max", 0.5, ""), answer("a=b \\* {c}", 0.25, "~odd: but {kept}"),
                 answer("*sigmoid*", 0, "No: each score alone.")};
    const MoodleImport::Result back = throughMoodle({q}, MoodleFile::Format(format));
    QCOMPARE(back.questions.size(), 1);
    const QuestionSpec &expected = q;
    QCOMPARE(describe(back.questions.constFirst(), QStringLiteral("en")), describe(expected, QStringLiteral("en")));
    QCOMPARE(QuestionJson::write(back.questions.constFirst()), QuestionJson::write(expected));
}

void TestMoodle::matchingRoundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("shuffle");
    for (bool shuffle : {true, false}) {
        QTest::addRow("gift %d", shuffle) << int(MoodleFile::Format::Gift) << shuffle;
        QTest::addRow("moodle-xml %d", shuffle) << int(MoodleFile::Format::MoodleXml) << shuffle;
    }
}

// Items, a shared match, a distractor and GIFT's special characters come back as they were.
void TestMoodle::matchingRoundTrip()
{
    QFETCH(int, format);
    QFETCH(bool, shuffle);
    QuestionSpec q;
    q.id = QStringLiteral("q-matching");
    q.type = QStringLiteral("matching");
    q.shuffle = shuffle;
    q.prompt.set(QStringLiteral("en"), QStringLiteral("Match {each} = ~expression."));
    q.explanation.set(QStringLiteral("en"), QStringLiteral("Scores, then weights."));
    const auto text = [](const char *t) {
        LocalizedText l;
        l.set(QStringLiteral("en"), QString::fromUtf8(t));
        return l;
    };
    q.items = {text("Q·Kᵀ/√d"), text("softmax(S) #rows"), text("a row of Q·Kᵀ/√d")};
    q.choices = {ChoiceSpec{text("scores: {S}"), LocalizedText()}, ChoiceSpec{text("weights = A"), LocalizedText()},
                 ChoiceSpec{text("gradients ~ dS"), LocalizedText()}};
    q.correctChoices = {0, 1, 0};
    const MoodleImport::Result back = throughMoodle({q}, MoodleFile::Format(format));
    QCOMPARE(back.questions.size(), 1);
    QCOMPARE(describe(back.questions.constFirst(), QStringLiteral("en")), describe(q, QStringLiteral("en")));
    QCOMPARE(QuestionJson::write(back.questions.constFirst()), QuestionJson::write(q));
}

void TestMoodle::orderingRoundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addRow("gift") << int(MoodleFile::Format::Gift);
    QTest::addRow("moodle-xml") << int(MoodleFile::Format::MoodleXml);
}

// The items come back in their right order, GIFT's special characters and an item that
// starts like one of the ordering form's words included.
void TestMoodle::orderingRoundTrip()
{
    QFETCH(int, format);
    QuestionSpec q;
    q.id = QStringLiteral("q-ordering");
    q.type = QStringLiteral("ordering");
    q.prompt.set(QStringLiteral("en"), QStringLiteral("Order the steps of {one} head."));
    for (const char *item : {"Value vectors = V", "S = Q·Kᵀ/√d", "A = softmax(S) ~ rows", "ALL: O = A·V #"}) {
        LocalizedText t;
        t.set(QStringLiteral("en"), QString::fromUtf8(item));
        q.choices.append(ChoiceSpec{t, LocalizedText()});
    }
    const MoodleImport::Result back = throughMoodle({q}, MoodleFile::Format(format));
    QCOMPARE(back.questions.size(), 1);
    QCOMPARE(QuestionJson::write(back.questions.constFirst()), QuestionJson::write(q));
}

// Moodle's own ordering fixtures read as Moodle reads them: the XML answers in their order
// (the fraction holds the position), GIFT's "{>" form; another grading rule, or a subset of
// the items shown, is a warning.
void TestMoodle::orderingFromMoodle()
{
    const QByteArray xml = "<quiz><question type=\"ordering\"><name><text>Moodle</text></name>"
                           "<questiontext format=\"html\"><text>Put these words in order.</text></questiontext>"
                           "<layouttype></layouttype><selecttype></selecttype><selectcount>2</selectcount>"
                           "<gradingtype></gradingtype><showgrading></showgrading>"
                           "<answer fraction=\"1.0000000\" format=\"html\"><text>Modular</text></answer>"
                           "<answer fraction=\"2.0000000\" format=\"html\"><text>Object</text></answer>"
                           "<answer fraction=\"3.0000000\" format=\"html\"><text>Oriented</text></answer>"
                           "<answer fraction=\"4.0000000\" format=\"html\"><text>Dynamic</text></answer></question></quiz>";
    const Imported x = import(xml, MoodleFile::Format::MoodleXml);
    QVERIFY2(!x.errors, qPrintable(x.messages.join(QLatin1Char('\n'))));
    QCOMPARE(x.questions.size(), 1);
    QCOMPARE(x.questions.at(0).type, QStringLiteral("ordering"));
    QCOMPARE(x.questions.at(0).choices.size(), 4);
    QCOMPARE(x.questions.at(0).choices.at(1).text.text(), QStringLiteral("Object"));
    QCOMPARE(x.messages, QStringList{QStringLiteral("1: warning: all 4 items are shown here; Moodle shows 2 of them")});

    const Imported g = gift(QStringLiteral("::Moodle::[html]Put these words in order.{>3 RANDOM H ABSOLUTE_POSITION SHOW\n"
                                           "Modular\n  Object\nOriented\nVectors\n}\n"));
    QVERIFY2(!g.errors, qPrintable(g.messages.join(QLatin1Char('\n'))));
    QCOMPARE(g.questions.size(), 1);
    QCOMPARE(g.questions.at(0).choices.size(), 4);
    QCOMPARE(g.questions.at(0).choices.at(3).text.text(), QStringLiteral("Vectors"));
    QCOMPARE(g.messages, (QStringList{QStringLiteral("1: warning: graded here by adjacent pairs (Moodle's \"relative to the next item, excluding the last\"), not by ABSOLUTE_POSITION"),
                                      QStringLiteral("1: warning: all 4 items are shown here; Moodle shows 3 of them")}));
}

namespace {

LocalizedText english(const char *text)
{
    LocalizedText t;
    t.set(QStringLiteral("en"), QString::fromUtf8(text));
    return t;
}

QuestionSpec singleGap(std::initializer_list<const char *> choices, int answer)
{
    QuestionSpec gap;
    gap.type = QStringLiteral("single");
    gap.shuffle = false;
    for (const char *c : choices)
        gap.choices.append(ChoiceSpec{english(c), LocalizedText()});
    gap.correctChoices = {answer};
    return gap;
}

} // namespace

void TestMoodle::gapSelectRoundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("gaps");
    QTest::addRow("gift, one gap: the missing word") << int(MoodleFile::Format::Gift) << 1;
    QTest::addRow("moodle-xml, one gap") << int(MoodleFile::Format::MoodleXml) << 1;
    QTest::addRow("moodle-xml, three gaps") << int(MoodleFile::Format::MoodleXml) << 3;
}

// The gaps, their choices and right answers come back; the marks may come in any order.
void TestMoodle::gapSelectRoundTrip()
{
    QFETCH(int, format);
    QFETCH(int, gaps);
    QuestionSpec q;
    q.id = QStringLiteral("q-gaps");
    q.type = QStringLiteral("gapselect");
    q.prompt = english(gaps == 1 ? "Softmax turns {scores} into [[1]], row by row ~ _____."
                                 : "Softmax turns [[2]] into [[1]]; the [[3]] then mix the values.");
    q.explanation = english("Scores in, weights out.");
    q.gaps.push_back(singleGap({"weights", "scores", "values"}, 0));
    if (gaps == 3) {
        q.gaps.push_back(singleGap({"values", "scores"}, 1));
        q.gaps.push_back(singleGap({"queries", "weights", "keys", "gradients"}, 1));
    }
    const MoodleImport::Result back = throughMoodle({q}, MoodleFile::Format(format));
    QCOMPARE(back.questions.size(), 1);
    const QuestionSpec &b = back.questions.constFirst();
    QCOMPARE(b.gaps.size(), q.gaps.size());
    // Imported gaps are numbered in the text's order.
    QuestionSpec expected = q;
    if (gaps == 3) {
        expected.prompt = english("Softmax turns [[1]] into [[2]]; the [[3]] then mix the values.");
        std::swap(expected.gaps.at(0), expected.gaps.at(1));
    }
    QCOMPARE(QuestionJson::write(b), QuestionJson::write(expected));
}

// Moodle's documented example of embedded answers: a multiple choice, a short answer and a
// number (weight 2), each with partial credit and feedback.
void TestMoodle::clozeFromMoodle()
{
    const QByteArray xml =
        "<quiz><question type=\"cloze\"><name><text>doc</text></name><questiontext format=\"html\"><text><![CDATA[<p>Here "
        "{1:MULTICHOICE:Wrong answer#Feedback for this wrong answer~=Correct answer#Feedback for correct answer~%50%Half#Half credit}"
        " then {1:SHORTANSWER:Wrong answer#No~=Correct answer#Yes~%50%Half answer#Half} and "
        "{2:NUMERICAL:=23.8:0.1#Right~%50%23.8:2#Close} &amp; {1:MC:a &#38; b~=c\\}d}.</p>]]></text></questiontext></question></quiz>";
    const Imported i = import(xml, MoodleFile::Format::MoodleXml);
    QVERIFY2(!i.errors, qPrintable(i.messages.join(QLatin1Char('\n'))));
    QCOMPARE(i.messages, QStringList());
    QCOMPARE(i.questions.size(), 1);
    const QuestionSpec &q = i.questions.at(0);
    QCOMPARE(q.type, QStringLiteral("cloze"));
    QCOMPARE(q.prompt.text(), QStringLiteral("Here [[1]] then [[2]] and [[3]] & [[4]]."));
    QCOMPARE(q.gaps.size(), std::size_t(4));
    QCOMPARE(q.gaps.at(0).type, QStringLiteral("single"));
    QCOMPARE(q.gaps.at(0).correctChoices, QList<int>{1});
    QCOMPARE(q.gaps.at(0).choices.at(2).fraction.value_or(0), 0.5);
    QCOMPARE(q.gaps.at(0).choices.at(0).feedback.text(), QStringLiteral("Feedback for this wrong answer"));
    QCOMPARE(q.gaps.at(1).type, QStringLiteral("short"));
    QCOMPARE(q.gaps.at(2).type, QStringLiteral("numeric"));
    QCOMPARE(q.gaps.at(2).weight, 2);
    QCOMPARE(q.gaps.at(2).numericAnswer, 23.8);
    QCOMPARE(q.gaps.at(2).moreAnswers.size(), 1);
    QCOMPARE(q.gaps.at(3).choices.at(0).text.text(), QStringLiteral("a & b"));
    QCOMPARE(q.gaps.at(3).choices.at(1).text.text(), QStringLiteral("c}d"));

    // Graded as Moodle grades it: Σ weight·credit / Σ weight.
    QuizAnswer answer;
    answer.gaps = {QuizAnswer::choice(2), QuizAnswer::typed(QStringLiteral("correct answer")), QuizAnswer::numeric(22.5),
                   QuizAnswer::choice(1)};
    const GradeResult r = QuizGrader::grade(q, answer);
    QCOMPARE(r.outcome, GradeResult::Outcome::Incorrect);
    QCOMPARE(r.fraction, (0.5 + 1 + 2 * 0.5 + 1) / 5);
    answer.gaps.at(1) = QuizAnswer();
    QCOMPARE(QuizGrader::grade(q, answer).outcome, GradeResult::Outcome::Invalid);
}

// Every kind a gap may be, with weights, feedback and partial credit, comes back through
// Moodle XML; GIFT cannot hold it and says so.
void TestMoodle::clozeRoundTrip()
{
    QuestionSpec q;
    q.id = QStringLiteral("q-cloze");
    q.type = QStringLiteral("cloze");
    q.prompt = english("With d = [[1]], the scale is [[2]]; softmax is [[3]]; its outputs [[4]].");
    q.explanation = english("1/√64 = 0.125.");
    QuestionSpec number;
    number.type = QStringLiteral("numeric");
    number.numericAnswer = 0.125;
    number.tolerance = 0.001;
    number.answerFeedback = english("Right: 1/√64.");
    number.moreAnswers = {NumericAnswerSpec{0.0156, 0.0001, 0.5, english("That is 1/64: the root is missing.")}};
    number.weight = 2;
    QuestionSpec word;
    word.type = QStringLiteral("short");
    word.choices = {ChoiceSpec{english("soft*max"), english("Yes # {it} ~ is.")}, ChoiceSpec{english("argmax"), english("Its hard cousin."), 0.25}};
    QuestionSpec pick = singleGap({"64", "8", "512"}, 0);
    pick.choices[1].feedback = english("That is √d.");
    QuestionSpec several;
    several.type = QStringLiteral("multiple");
    several.choices = {ChoiceSpec{english("sum to 1"), LocalizedText()}, ChoiceSpec{english("are positive"), LocalizedText()},
                       ChoiceSpec{english("are sparse"), LocalizedText()}};
    several.correctChoices = {0, 1};
    several.shuffle = false;
    q.gaps = {pick, number, word, several};
    const MoodleImport::Result back = throughMoodle({q}, MoodleFile::Format::MoodleXml);
    QCOMPARE(back.questions.size(), 1);
    QCOMPARE(QuestionJson::write(back.questions.constFirst()), QuestionJson::write(q));

    QStringList notes;
    QVERIFY(!MoodleExport::convert(q, QStringLiteral("en"), notes, MoodleExportContext::Target::Gift));
    QCOMPARE(notes, QStringList{QStringLiteral("question 'q-cloze' skipped: GIFT has no embedded answers (a cloze question); export it to Moodle XML")});
}

// Text that only looks like embedded answers is read in one pass: a code that never closes
// stops the reading (no later one could close), a weight that is not one is answer text (as
// Moodle reads it), and a code with more answers than kept is flagged, not stored whole.
void TestMoodle::clozeCodesHostile()
{
    QString unclosed;
    for (int i = 0; i < 300000; ++i)
        unclosed += QStringLiteral("{1:SA:~");
    QVERIFY(ClozeCodes::read(unclosed).isEmpty()); // 2.1 million characters, each '{' a start

    QString longCode = QStringLiteral("{1:MC:=a");
    for (int i = 0; i < 1500; ++i)
        longCode += QStringLiteral("~{1:SA:%x%b");
    longCode += QLatin1Char('}');
    const QList<ClozeCodes::Code> codes = ClozeCodes::read(longCode + QStringLiteral(" and {2:NM:=0.5:0.1}"));
    QCOMPARE(codes.size(), 2);
    QVERIFY(codes.at(0).tooManyAnswers);
    QCOMPARE(codes.at(0).question.answers.size(), qsizetype(ClozeCodes::maxAnswers));
    QCOMPARE(codes.at(0).question.answers.at(1).text.text, QStringLiteral("{1:SA:%x%b"));
    QCOMPARE(codes.at(1).weight, 2);
    QCOMPARE(codes.at(1).question.answers.constFirst().tolerance, 0.1);
}

void TestMoodle::choiceFractionsRoundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addRow("gift") << int(MoodleFile::Format::Gift);
    QTest::addRow("moodle-xml") << int(MoodleFile::Format::MoodleXml);
}

// Partial credit in choices comes back as written: a single question's half-right choice, a
// multiple question's weights (and the all-or-nothing one stays all-or-nothing).
void TestMoodle::choiceFractionsRoundTrip()
{
    QFETCH(int, format);
    const auto text = [](const char *t) {
        LocalizedText l;
        l.set(QStringLiteral("en"), QString::fromUtf8(t));
        return l;
    };
    QuestionSpec single;
    single.id = QStringLiteral("q-single");
    single.type = QStringLiteral("single");
    single.prompt = text("Which normalises the scores?");
    single.choices = {ChoiceSpec{text("softmax"), text("Yes.")}, ChoiceSpec{text("a sigmoid per row"), text("Half: each score alone."), 0.5},
                      ChoiceSpec{text("nothing"), LocalizedText()}};
    single.correctChoices = {0};
    QuestionSpec weighted = single;
    weighted.id = QStringLiteral("q-weighted");
    weighted.type = QStringLiteral("multiple");
    weighted.choices = {ChoiceSpec{text("queries"), LocalizedText(), 0.5}, ChoiceSpec{text("values"), LocalizedText(), -0.5},
                        ChoiceSpec{text("keys"), LocalizedText(), 0.5}, ChoiceSpec{text("biases"), LocalizedText(), 0.0}};
    weighted.correctChoices = {0, 2};
    QuestionSpec plain = weighted;
    plain.id = QStringLiteral("q-plain");
    for (ChoiceSpec &c : plain.choices)
        c.fraction.reset();
    const MoodleImport::Result back = throughMoodle({single, weighted, plain}, MoodleFile::Format(format));
    QCOMPARE(back.questions.size(), 3);
    QCOMPARE(QuestionJson::write(back.questions.at(0)), QuestionJson::write(single));
    QCOMPARE(QuestionJson::write(back.questions.at(1)), QuestionJson::write(weighted));
    QCOMPARE(QuestionJson::write(back.questions.at(2)), QuestionJson::write(plain));
}

void TestMoodle::numericAnswersRoundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addRow("gift") << int(MoodleFile::Format::Gift);
    QTest::addRow("moodle-xml") << int(MoodleFile::Format::MoodleXml);
}

// A numeric question's further answers, their credit and feedback, and the feedback for any
// other number come back as written.
void TestMoodle::numericAnswersRoundTrip()
{
    QFETCH(int, format);
    const auto text = [](const char *t) {
        LocalizedText l;
        l.set(QStringLiteral("en"), QString::fromUtf8(t));
        return l;
    };
    QuestionSpec q;
    q.id = QStringLiteral("q-born");
    q.type = QStringLiteral("numeric");
    q.prompt = text("When was Grant born?");
    q.numericAnswer = 1822;
    q.tolerance = 0;
    q.unit = text("year");
    q.answerFeedback = text("Yes: 1822.");
    q.moreAnswers = {NumericAnswerSpec{1822, 2, 0.5, text("Close: 1822.")}, NumericAnswerSpec{1800, 50, 0.25, LocalizedText()}};
    q.otherFeedback = text("He was born in 1822.");
    const MoodleImport::Result back = throughMoodle({q}, MoodleFile::Format(format));
    QCOMPARE(back.questions.size(), 1);
    QCOMPARE(QuestionJson::write(back.questions.constFirst()), QuestionJson::write(q));
}

// What Moodle's XML importer reads, and the rules its question types check when saving:
// a single-answer question has one 100% answer; the positive fractions of a multiple-answer
// one add up to 100%; every fraction is one of Moodle's grades.
void TestMoodle::exportedXmlHasMoodlesStructure()
{
    const PackLoadResult loaded = PackLoader::load(sourceDir() + QStringLiteral("/content/self-attention"), {});
    QVERIFY(loaded.pack);
    QList<MoodleQuestion> moodle;
    QStringList notes;
    for (const ChapterSpec &chapter : loaded.pack->chapters) {
        moodle.append(MoodleExport::category(loaded.pack->title.text(), chapter.title.text()));
        for (const QuestionSpec &q : chapter.questions)
            moodle.append(*MoodleExport::convert(q, QStringLiteral("en"), notes));
    }
    QDomDocument document;
    QVERIFY(document.setContent(MoodleFile::write(moodle, MoodleFile::Format::MoodleXml)));
    const QDomElement quiz = document.documentElement();
    QCOMPARE(quiz.tagName(), QStringLiteral("quiz"));
    const QList<double> grades{1, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333, 0.3, 0.25, 0.2, 0.1666667, 0.1428571, 0.125, 0.1111111, 0.1, 0.05, 0};
    const auto isGrade = [&grades](double f) {
        for (double g : grades)
            if (std::abs(std::abs(f) - g) < 0.00001)
                return true;
        return false;
    };
    const auto text = [](const QDomElement &e) { return e.firstChildElement(QStringLiteral("text")); };
    int categories = 0, questions = 0;
    for (QDomElement q = quiz.firstChildElement(QStringLiteral("question")); !q.isNull(); q = q.nextSiblingElement(QStringLiteral("question"))) {
        const QString type = q.attribute(QStringLiteral("type"));
        if (type == QLatin1String("category")) {
            QVERIFY(text(q.firstChildElement(QStringLiteral("category"))).text().startsWith(QLatin1String("$course$/")));
            ++categories;
            continue;
        }
        ++questions;
        QVERIFY2(type == QLatin1String("multichoice") || type == QLatin1String("numerical") || type == QLatin1String("shortanswer")
                     || type == QLatin1String("matching") || type == QLatin1String("ordering") || type == QLatin1String("gapselect")
                     || type == QLatin1String("cloze"),
                 qPrintable(type));
        const QString name = text(q.firstChildElement(QStringLiteral("name"))).text();
        if (type == QLatin1String("ordering")) {
            // qtype_ordering: the items in their order (the fraction is the position), every one shown,
            // graded by the next item.
            int position = 0;
            for (QDomElement a = q.firstChildElement(QStringLiteral("answer")); !a.isNull(); a = a.nextSiblingElement(QStringLiteral("answer"))) {
                QCOMPARE(a.attribute(QStringLiteral("fraction")).toInt(), ++position);
                QVERIFY(!text(a).text().isEmpty());
            }
            QVERIFY2(position >= 2, qPrintable(name));
            QCOMPARE(q.firstChildElement(QStringLiteral("selecttype")).text(), QStringLiteral("ALL"));
            QCOMPARE(q.firstChildElement(QStringLiteral("gradingtype")).text(), QStringLiteral("RELATIVE_NEXT_EXCLUDE_LAST"));
            continue;
        }
        if (type == QLatin1String("gapselect")) {
            // qtype_gapselect: every [[k]] names an option; each option has a text and a group.
            int options = 0;
            for (QDomElement o = q.firstChildElement(QStringLiteral("selectoption")); !o.isNull(); o = o.nextSiblingElement(QStringLiteral("selectoption"))) {
                ++options;
                QVERIFY(!text(o).text().isEmpty());
                QVERIFY(o.firstChildElement(QStringLiteral("group")).text().toInt() >= 1);
            }
            const QList<int> marks = GapQuestionKind::marks(text(q.firstChildElement(QStringLiteral("questiontext"))).text());
            QVERIFY2(!marks.isEmpty(), qPrintable(name));
            for (int k : marks)
                QVERIFY2(k >= 1 && k <= options, qPrintable(name));
            continue;
        }
        if (type == QLatin1String("cloze")) {
            // qtype_multianswer: codes in the text, each sub-question with a full-credit answer.
            const QList<ClozeCodes::Code> codes = ClozeCodes::read(text(q.firstChildElement(QStringLiteral("questiontext"))).text());
            QVERIFY2(!codes.isEmpty(), qPrintable(name));
            for (const ClozeCodes::Code &code : codes)
                QVERIFY2(std::any_of(code.question.answers.cbegin(), code.question.answers.cend(), [](const MoodleAnswer &a) { return a.fraction >= 1; })
                             || !code.question.single,
                         qPrintable(name));
            continue;
        }
        if (type == QLatin1String("matching")) {
            // qtype_match: at least two subquestions with text and three answers in all.
            int withText = 0, answers = 0;
            for (QDomElement sub = q.firstChildElement(QStringLiteral("subquestion")); !sub.isNull(); sub = sub.nextSiblingElement(QStringLiteral("subquestion"))) {
                withText += text(sub).text().isEmpty() ? 0 : 1;
                answers += text(sub.firstChildElement(QStringLiteral("answer"))).text().isEmpty() ? 0 : 1;
            }
            QVERIFY2(withText >= 2 && answers >= 3, qPrintable(name));
            QVERIFY(!q.firstChildElement(QStringLiteral("shuffleanswers")).isNull());
            continue;
        }
        if (type == QLatin1String("shortanswer")) {
            // qtype_shortanswer: one answer at 100% at least; usecase says whether case matters.
            double best = 0;
            for (QDomElement a = q.firstChildElement(QStringLiteral("answer")); !a.isNull(); a = a.nextSiblingElement(QStringLiteral("answer"))) {
                const double f = a.attribute(QStringLiteral("fraction")).toDouble() / 100;
                QVERIFY2(isGrade(f) && f >= 0, qPrintable(name));
                best = std::max(best, f);
            }
            QCOMPARE(best, 1.0);
            QVERIFY(!q.firstChildElement(QStringLiteral("usecase")).isNull());
            continue;
        }
        QVERIFY(!name.isEmpty());
        for (const char *element : {"questiontext", "generalfeedback"}) {
            const QDomElement e = q.firstChildElement(QLatin1String(element));
            QVERIFY2(!e.isNull() && e.attribute(QStringLiteral("format")) == QLatin1String("plain_text") && !text(e).isNull(), qPrintable(name));
        }
        for (const char *element : {"defaultgrade", "penalty", "hidden", "idnumber"})
            QVERIFY2(!q.firstChildElement(QLatin1String(element)).isNull(), qPrintable(name + QLatin1Char(' ') + QLatin1String(element)));
        QList<double> fractions;
        for (QDomElement a = q.firstChildElement(QStringLiteral("answer")); !a.isNull(); a = a.nextSiblingElement(QStringLiteral("answer"))) {
            bool ok = false;
            const double f = a.attribute(QStringLiteral("fraction")).toDouble(&ok) / 100;
            QVERIFY2(ok && isGrade(f), qPrintable(name + QStringLiteral(": fraction ") + a.attribute(QStringLiteral("fraction"))));
            QVERIFY(!text(a).text().isEmpty());
            QVERIFY(!a.firstChildElement(QStringLiteral("feedback")).isNull());
            if (type == QLatin1String("numerical")) {
                // A number, or "*": Moodle's answer that matches any number (a pack's "otherwise").
                bool numeric = text(a).text() == QLatin1String("*");
                if (!numeric)
                    text(a).text().toDouble(&numeric);
                QVERIFY2(numeric, qPrintable(name + QStringLiteral(": ") + text(a).text()));
                a.firstChildElement(QStringLiteral("tolerance")).text().toDouble(&numeric);
                QVERIFY(numeric);
            }
            fractions.append(f);
        }
        if (type == QLatin1String("numerical")) {
            // qtype_numerical: one answer at least gives full marks (more answers, other credits).
            QVERIFY2(!fractions.isEmpty() && *std::max_element(fractions.cbegin(), fractions.cend()) == 1.0, qPrintable(name));
            continue;
        }
        for (const char *element : {"single", "shuffleanswers", "answernumbering", "correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"})
            QVERIFY2(!q.firstChildElement(QLatin1String(element)).isNull(), qPrintable(name + QLatin1Char(' ') + QLatin1String(element)));
        QVERIFY(fractions.size() >= 2);
        if (q.firstChildElement(QStringLiteral("single")).text() == QLatin1String("true")) {
            QCOMPARE(*std::max_element(fractions.cbegin(), fractions.cend()), 1.0); // qtype_multichoice: "fractionsnomax"
        } else {
            double positive = 0;
            for (double f : fractions)
                positive += f > 0 ? f : 0;
            QCOMPARE(std::round(positive * 100) / 100, 1.0); // qtype_multichoice: "fractionsaddwrong"
        }
    }
    QCOMPARE(categories, loaded.pack->chapters.size());
    QCOMPARE(questions, builtInQuestionCount());
}

void TestMoodle::insertKeepsTheRestOfTheFile()
{
    const QByteArray manifest = readFile(sourceDir() + QStringLiteral("/content/self-attention/pack.json"));
    const Imported i = gift(QStringLiteral("::new-one::Is it?{T####Because.}\n\n::new-two::How many?{#3:0.5}"));
    QString error;
    const std::optional<QByteArray> edited = QuestionInserter::insert(manifest, QStringLiteral("packing"), i.questions, error);
    QVERIFY2(edited, qPrintable(error));
    // Everything before the insertion point and after it is the old file, byte for byte.
    qsizetype prefix = 0;
    while (prefix < manifest.size() && manifest.at(prefix) == edited->at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < manifest.size() - prefix && manifest.at(manifest.size() - 1 - suffix) == edited->at(edited->size() - 1 - suffix))
        ++suffix;
    QCOMPARE(prefix + suffix, manifest.size());
    const QByteArray added = edited->mid(prefix, edited->size() - manifest.size());
    QVERIFY2(added.startsWith(",\n        {\n          \"id\": \"new-one\""), added.constData());
    // The pack reads the new questions as written.
    QTemporaryDir dir;
    QVERIFY(copyTree(sourceDir() + QStringLiteral("/content/self-attention"), dir.path()));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("pack.json")), *edited));
    const PackLoadResult loaded = PackLoader::load(dir.path(), {});
    QVERIFY2(loaded.isValid(), qPrintable(diagnosticLines(loaded.diagnostics).join(QLatin1Char('\n'))));
    const QList<QuestionSpec> &packing = loaded.pack->chapter(QStringLiteral("packing"))->questions;
    QCOMPARE(describe(packing.at(packing.size() - 2), QStringLiteral("en")), describe(i.questions.at(0), QStringLiteral("en")));
    QCOMPARE(describe(packing.last(), QStringLiteral("en")), describe(i.questions.at(1), QStringLiteral("en")));
}

void TestMoodle::insertIntoChapterWithoutQuestions()
{
    const QByteArray manifest = readFile(packFixturesDir() + QStringLiteral("/valid-minimal/pack.json"));
    const Imported i = gift(QStringLiteral("::q1::Is it?{T}"));
    QString error;
    const std::optional<QByteArray> edited = QuestionInserter::insert(manifest, QStringLiteral("intro"), i.questions, error);
    QVERIFY2(edited, qPrintable(error));
    QVERIFY2(edited->contains("\"body\": \"chapters/intro.md\",\n      \"questions\": [\n        {\n          \"id\": \"q1\","), edited->constData());
    // …and into an empty array.
    QByteArray empty = manifest;
    empty.replace("\"body\": \"chapters/intro.md\"", "\"body\": \"chapters/intro.md\",\n      \"questions\": []");
    const std::optional<QByteArray> filled = QuestionInserter::insert(empty, QStringLiteral("intro"), i.questions, error);
    QVERIFY2(filled, qPrintable(error));
    QVERIFY2(filled->contains("\"questions\": [\n        {\n          \"id\": \"q1\","), filled->constData());
    QVERIFY(filled->contains("\n      ]\n    }\n  ]\n}"));
}

void TestMoodle::insertRefuses()
{
    const QByteArray manifest = readFile(packFixturesDir() + QStringLiteral("/valid-minimal/pack.json"));
    const Imported i = gift(QStringLiteral("::q1::Is it?{T}"));
    QString error;
    QVERIFY(!QuestionInserter::insert(manifest, QStringLiteral("nope"), i.questions, error));
    QCOMPARE(error, QStringLiteral("the pack has no chapter 'nope' (its chapters: intro)"));
    QList<QuestionSpec> many;
    for (int k = 0; k < 65; ++k) {
        QuestionSpec q = i.questions.constFirst();
        q.id = QStringLiteral("q%1").arg(k);
        many.append(q);
    }
    QVERIFY(!QuestionInserter::insert(manifest, QStringLiteral("intro"), many, error));
    QCOMPARE(error, QStringLiteral("chapter 'intro' would have 65 questions; a chapter holds at most 64"));
    QVERIFY(!QuestionInserter::insert("{\"chapters\": 3}", QStringLiteral("intro"), i.questions, error));
    QCOMPARE(error, QStringLiteral("pack.json has no \"chapters\" array"));
}

ATLAS_TEST_GUILESS_MAIN(TestMoodle)
#include "tst_moodle.moc"
