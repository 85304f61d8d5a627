// PackLoader beyond its diagnostics: the model it builds, the built-in course, chapter kinds
// and params through a catalog, the options, and paths shown as the folder was given.
#include "coretestsupport.h"
#include "suiteregistry.h"

#include "core/chapterkindcatalog.h"
#include "core/maskquestion.h"
#include "core/packloader.h"
#include "core/packschema.h"
#include "core/questionkinds.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace atlas;
using namespace atlas::test;

namespace {

// Two installed kinds: "mechanism" checks "size" (a number) and warns about matrix cells;
// the plugin of "quiz" cannot be loaded.
class FakeCatalog final : public ChapterKindCatalog {
public:
    QStringList kinds() const override { return installed; }
    bool validateParams(const QString &kind, const QJsonObject &params, ParamsReport &report, QString &problem) override
    {
        validated.append(kind);
        if (kind == QLatin1String("quiz")) {
            problem = QStringLiteral("cannot load libquiz.so: boom");
            return false;
        }
        if (params.contains(QLatin1String("size")) && !params.value(QLatin1String("size")).isDouble())
            report.error(JsonPath::field(QStringLiteral("size")), DiagnosticCode::WrongType, QStringLiteral("expected a number"));
        if (params.contains(QLatin1String("matrix")))
            report.warning(JsonPath::field(QStringLiteral("matrix")) / 1 / 0, DiagnosticCode::OutOfRange, QStringLiteral("an unusual value"));
        const QJsonArray questions = params.value(QLatin1String("questions")).toArray();
        QStringList ids;
        for (qsizetype i = 0; i < questions.size(); ++i) {
            report.referToQuestion(JsonPath::field(QStringLiteral("questions")) / i, questions.at(i).toString());
            ids.append(questions.at(i).toString());
        }
        if (!ids.isEmpty())
            report.gatherQuestions(ids);
        if (params.value(QLatin1String("gather")) == QLatin1String("every other chapter"))
            report.gatherEveryOtherChapter();
        return true;
    }
    QStringList installed{QStringLiteral("mechanism"), QStringLiteral("quiz")};
    QStringList validated;
};

const QByteArray kindsManifest = R"({
  "format": 1, "id": "org.example.kinds", "version": "1", "title": "Kinds",
  "chapters": [
    {"id": "a", "kind": "mechanism", "title": "A", "body": "a.md",
     "params": {"size": "big", "matrix": [[1], [2]]}},
    {"id": "b", "kind": "quiz", "title": "B", "body": "a.md"},
    {"id": "c", "kind": "history", "title": "C", "body": "a.md"}
  ]
}
)";

// A kind with a schema chosen by the test, to be offered to QuestionKinds::add.
class SchemaKind final : public QuestionKind {
public:
    SchemaKind(QString name, QJsonObject schema) : name_(std::move(name)), schema_(std::move(schema)) {}
    QString name() const override { return name_; }
    QJsonObject schema() const override { return schema_; }
    void read(QuestionFields &, QuestionSpec &) const override {}
    void writeJson(const QuestionSpec &, QuestionJsonMembers &) const override {}
    GradeResult grade(const QuestionSpec &, const QuizAnswer &) const override { return GradeResult::invalid(QString()); }
    QJsonValue answerToJson(const QuizAnswer &) const override { return {}; }
    std::optional<QuizAnswer> answerFromJson(const QJsonValue &) const override { return std::nullopt; }
    QuizAnswer correctAnswer(const QuestionSpec &) const override { return {}; }
    QString describeAnswer(const QuestionSpec &, const QuizAnswer &, const QString &, const QLocale &) const override { return {}; }

private:
    QString name_;
    QJsonObject schema_;
};

// Every "$ref" inside `value`.
void collectReferences(const QJsonValue &value, QStringList &out)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (it.key() == QLatin1String("$ref"))
                out.append(it.value().toString());
            collectReferences(it.value(), out);
        }
    } else if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectReferences(item, out);
    }
}

} // namespace

class TestPackLoader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void model();
    void builtInCourse();
    void questionKindsDeclareTheirFieldsOnce();
    void chapterKindsParamsAreWhatTheyDeclare();
    void builtInQuestionsCannotBeGuessed();
    void shuffleIsRead();
    void kindsAndParamsThroughACatalog();
    void noKindInstalled();
    void questionReferencesAreChecked();
    void withoutBodies();
    void brokenQuestionsAreLeftOut();
    void pathsAsGiven();
    void linksToAPlaceInAFile();
    void kindDidYouMean();
    void chapterUsabilityIsDecidedOnceLoaded();
    void builtInMaskQuestionsFromChapter();
    void maskFromChapterDefaultsAndOverrides();
};

void TestPackLoader::model()
{
    QTemporaryDir dir;
    QJsonObject m = minimalManifest(true);
    m.insert(QStringLiteral("description"), QJsonObject{{QStringLiteral("en"), QStringLiteral("About")}, {QStringLiteral("de"), QStringLiteral("Über")}});
    m.insert(QStringLiteral("authors"), QJsonArray{QStringLiteral("Ada"), QStringLiteral("Grace")});
    m.insert(QStringLiteral("$schema"), QStringLiteral("../docs/pack.schema.json"));
    QVERIFY(writePack(dir.path(), m));
    const PackLoadResult r = PackLoader::load(dir.path(), {});
    // Valid; the German description is in a language the pack does not declare: one warning.
    QVERIFY2(r.isValid() && r.diagnostics.size() == 1, qPrintable(diagnosticLines(r.diagnostics).join(QLatin1Char('\n'))));
    QCOMPARE(r.diagnostics.at(0).pointer, QStringLiteral("/description/de"));
    QCOMPARE(r.diagnostics.at(0).code, DiagnosticCode::Inconsistent);
    QVERIFY(!r.diagnostics.at(0).isError());
    const ChapterPack &p = *r.pack;
    QCOMPARE(p.directory, QFileInfo(dir.path()).canonicalFilePath());
    QCOMPARE(p.format, 1);
    QCOMPARE(p.id, QStringLiteral("org.example.hostile"));
    QCOMPARE(p.version, QStringLiteral("1.0.0"));
    QCOMPARE(p.title.text(), QStringLiteral("Hostile"));
    QCOMPARE(p.description.text(QStringLiteral("de_AT")), QStringLiteral("Über"));
    QCOMPARE(p.languages, QStringList{"en"}); // none declared: English
    QCOMPARE(p.authors, (QStringList{"Ada", "Grace"}));
    QCOMPARE(p.chapters.size(), 1);
    const ChapterSpec &c = p.chapters.at(0);
    QCOMPARE(c.id, QStringLiteral("intro"));
    QCOMPARE(c.kind, QStringLiteral("mechanism"));
    QCOMPARE(c.body, QStringLiteral("chapters/intro.md"));
    QVERIFY(c.problems.isEmpty());
    QCOMPARE(p.chapterIndex(QStringLiteral("intro")), 0);
    QCOMPARE(p.chapterIndex(QStringLiteral("nope")), -1);
    QVERIFY(!p.chapter(QStringLiteral("nope")));
    QVERIFY(!p.question(QStringLiteral("nope")));

    const QuestionSpec &single = c.questions.at(0);
    QCOMPARE(single.chapterId, QStringLiteral("intro"));
    QCOMPARE(single.type, QStringLiteral("single"));
    QCOMPARE(single.choices.size(), 3);
    QCOMPARE(single.choices.at(0).text.text(), QStringLiteral("CPU clocks"));
    QCOMPARE(single.choices.at(0).feedback.text(), QStringLiteral("No."));
    QCOMPARE(single.choices.at(1).text.text(), QStringLiteral("Value vectors")); // a bare text
    QVERIFY(single.choices.at(1).feedback.isEmpty());
    QCOMPARE(single.correctChoices, QList<int>{1});
    QCOMPARE(single.explanation.text(), QStringLiteral("Values."));
    QCOMPARE(c.questions.at(1).correctChoices, (QList<int>{0, 1}));
    const QuestionSpec &numeric = c.questions.at(2);
    QCOMPARE(numeric.numericAnswer, -0.75);
    QCOMPARE(numeric.tolerance, 0.005);
    QCOMPARE(numeric.unit.text(), QStringLiteral("units"));
    const MaskQuestionSpec &mask = c.questions.at(3).mask;
    QCOMPARE(mask.documents, (std::vector<std::vector<std::int64_t>>{{11, 12, 13}, {21, 22, 23, 24}}));
    QCOMPARE(mask.blockLength, 10);
    QCOMPARE(mask.bos, 1);
    QCOMPARE(mask.eos, 2);
    QCOMPARE(mask.block, 0);
    QCOMPARE(mask.query, 7);
    QCOMPARE(mask.authoredAnswer, std::optional<QList<int>>(QList<int>{5, 6, 7}));
    QVERIFY(QuestionKinds::find(QStringLiteral("mask")));
    QVERIFY(!QuestionKinds::find(QStringLiteral("Mask"))); // names are case-sensitive, as JSON is
}

void TestPackLoader::builtInCourse()
{
    const PackLoadResult r = PackLoader::load(sourceDir() + QLatin1String("/content/self-attention"), {});
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(diagnosticLines(r.diagnostics).join(QLatin1Char('\n'))));
    const ChapterPack &p = *r.pack;
    QStringList ids;
    for (const ChapterSpec &c : p.chapters) {
        ids.append(c.id);
        QVERIFY2(QFileInfo(p.bodyPath(c, QStringLiteral("de_CH"))).isFile(), qPrintable(c.id));
    }
    QCOMPARE(ids, (QStringList{"mechanism", "positions", "scaling-variance", "gradients", "decoding", "induction", "heads", "packing", "encoders", "long-context", "history", "quiz"}));
    QVERIFY(builtInQuestionCount() >= 5);
    QCOMPARE(p.allQuestions().size(), builtInQuestionCount());
    const QuestionSpec *mask = p.question(QStringLiteral("packing-slot7-mask"));
    QVERIFY(mask);
    QCOMPARE(mask->type, QStringLiteral("mask"));
    QVERIFY(!mask->mask.authoredAnswer);
}

void TestPackLoader::questionKindsDeclareTheirFieldsOnce()
{
    // Each kind's fields are the properties of its schema, and none is a field every question has.
    const QJsonObject document = PackSchema::document({});
    const QJsonObject definitions = document.value(QLatin1String("$defs")).toObject();
    for (const QuestionKind *kind : QuestionKinds::all()) {
        const QJsonObject schema = kind->schema();
        QVERIFY2(!schema.value(QLatin1String("properties")).toObject().isEmpty(), qPrintable(kind->name()));
        QCOMPARE(kind->fieldNames(), schema.value(QLatin1String("properties")).toObject().keys());
        for (const QString &field : kind->fieldNames())
            QVERIFY2(!PackSchema::commonQuestionFields().contains(field), qPrintable(kind->name() + QLatin1Char('.') + field));
        QVERIFY2(definitions.contains(QStringLiteral("question-") + kind->name()), qPrintable(kind->name()));
    }
    // Every reference in the made schema resolves to one of its definitions.
    QStringList references;
    collectReferences(document, references);
    QVERIFY(references.size() > 40);
    for (const QString &reference : std::as_const(references))
        QVERIFY2(reference.startsWith(QLatin1String("#/$defs/")) && definitions.contains(reference.mid(8)), qPrintable(reference));
    // A numeric question may not have a single-choice question's "choices", nor "shuffle".
    const QJsonArray rules = definitions.value(QLatin1String("question")).toObject().value(QLatin1String("allOf")).toArray();
    bool numericChecked = false;
    for (const QJsonValue &rule : rules) {
        const QJsonObject then = rule.toObject().value(QLatin1String("then")).toObject();
        if (then.value(QLatin1String("$ref")).toString() != QLatin1String("#/$defs/question-numeric"))
            continue;
        const QJsonArray refused = then.value(QLatin1String("propertyNames")).toObject().value(QLatin1String("not")).toObject()
                                       .value(QLatin1String("enum")).toArray();
        QVERIFY(refused.contains(QStringLiteral("choices")) && refused.contains(QStringLiteral("shuffle")));
        QVERIFY(!refused.contains(QStringLiteral("unit")) && !refused.contains(QStringLiteral("answer")));
        numericChecked = true;
    }
    QVERIFY(numericChecked);

    // A plugin's kind may not claim a common field, nor define a shared definition otherwise.
    const auto parse = [](const char *json) { return QJsonDocument::fromJson(QByteArray(json)).object(); };
    const QList<QPair<QJsonObject, QString>> refused{
        {parse(R"({"properties": {"prompt": {"type": "string"}}})"), QStringLiteral("claims the field \"prompt\"")},
        {parse(R"({"properties": {"x": {}}, "$defs": {"choice": {"type": "string"}}})"), QStringLiteral("defines \"choice\"")},
        {parse(R"({"properties": {"x": {}}, "$defs": {"question-x": {}}})"), QStringLiteral("defines \"question-x\"")},
        {parse(R"({"properties": {"x": {}}, "$defs": {"text": {}}})"), QStringLiteral("defines \"text\"")},
    };
    const qsizetype before = QuestionKinds::all().size();
    for (const auto &[schema, message] : refused) {
        const SchemaKind kind(QStringLiteral("schema-test"), schema);
        QString error;
        QVERIFY(!QuestionKinds::add(kind, error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }
    QCOMPARE(QuestionKinds::all().size(), before);
}

void TestPackLoader::chapterKindsParamsAreWhatTheyDeclare()
{
    // A kind's declaration becomes its params' definition, used where a chapter is of that kind.
    const QJsonObject declaration{{QStringLiteral("type"), QStringLiteral("object")},
                                  {QStringLiteral("additionalProperties"), false},
                                  {QStringLiteral("properties"),
                                   QJsonObject{{QStringLiteral("size"), QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")},
                                                                                  {QStringLiteral("maximum"), 9}}}}}};
    const QJsonObject document = PackSchema::document({{QStringLiteral("demo-kind"), declaration}});
    const QJsonObject definitions = document.value(QLatin1String("$defs")).toObject();
    QCOMPARE(definitions.value(QLatin1String("params-demo-kind")).toObject(), declaration);
    const QJsonArray rules = definitions.value(QLatin1String("chapter")).toObject().value(QLatin1String("allOf")).toArray();
    int uses = 0;
    for (const QJsonValue &rule : rules) {
        const QJsonObject o = rule.toObject();
        if (o.value(QLatin1String("if")).toObject().value(QLatin1String("properties")).toObject().value(QLatin1String("kind"))
                .toObject().value(QLatin1String("const")).toString() != QLatin1String("demo-kind"))
            continue;
        ++uses;
        QCOMPARE(o.value(QLatin1String("then")).toObject().value(QLatin1String("properties")).toObject()
                     .value(QLatin1String("params")).toObject().value(QLatin1String("$ref")).toString(),
                 QStringLiteral("#/$defs/params-demo-kind"));
    }
    QCOMPARE(uses, 1);
    // Without the kind, its params are not described at all.
    QVERIFY(!PackSchema::document({}).value(QLatin1String("$defs")).toObject().contains(QLatin1String("params-demo-kind")));
}

void TestPackLoader::builtInQuestionsCannotBeGuessed()
{
    // Issue 12: no answer position that always works, enough questions of every type.
    const PackLoadResult r = PackLoader::load(sourceDir() + QLatin1String("/content/self-attention"), {});
    QVERIFY(r.pack);
    const ChapterPack &p = *r.pack;
    QVERIFY2(p.allQuestions().size() >= 44, qPrintable(QString::number(p.allQuestions().size())));
    QMap<int, int> singleAt; // answer position → single-choice questions
    int singles = 0;
    QMap<QString, QSet<QString>> chaptersOfType;
    for (const ChapterSpec &c : p.chapters) {
        if (c.kind != QLatin1String("quiz"))
            QVERIFY2(c.questions.size() >= 6, qPrintable(QStringLiteral("%1: %2 questions").arg(c.id).arg(c.questions.size())));
        for (const QuestionSpec &q : c.questions) {
            chaptersOfType[q.type].insert(c.id);
            if (q.type == QStringLiteral("single")) {
                ++singles;
                ++singleAt[q.correctChoices.constFirst()];
            } else if (q.type == QStringLiteral("multiple")) {
                QList<int> prefix;
                for (int i = 0; i < q.correctChoices.size(); ++i)
                    prefix.append(i);
                QVERIFY2(q.correctChoices != prefix, qPrintable(q.id + QLatin1String(": the answer is the first choices in order")));
            }
        }
    }
    for (auto it = singleAt.cbegin(); it != singleAt.cend(); ++it)
        QVERIFY2(2 * it.value() <= singles, qPrintable(QStringLiteral("%1 of %2 single-choice answers at position %3").arg(it.value()).arg(singles).arg(it.key())));
    for (int position : {0, 1, 2, 3})
        QVERIFY2(singleAt.value(position) > 0, qPrintable(QStringLiteral("no single-choice answer at position %1").arg(position)));
    for (const QString &type : {QStringLiteral("single"), QStringLiteral("multiple"), QStringLiteral("numeric"), QStringLiteral("mask")})
        QVERIFY2(chaptersOfType.value(type).size() >= 3, qPrintable(type));
    // Issue 30: nor by length or by how many are right. Over the choice questions (English, the
    // texts the translations follow): the right choice strictly the longest in at most 30 %,
    // a right choice on average at most 1.15 times as long as a wrong one; multiple-choice
    // questions with 1 to 3 right choices, not all with the same number.
    int choiceQuestions = 0, longestIsRight = 0;
    double ratios = 0;
    QSet<qsizetype> keyCounts;
    for (const QuestionSpec *q : p.allQuestions()) {
        if (q->type != QLatin1String("single") && q->type != QLatin1String("multiple"))
            continue;
        ++choiceQuestions;
        QList<qsizetype> lengths;
        double right = 0, wrong = 0;
        for (qsizetype i = 0; i < q->choices.size(); ++i) {
            lengths.append(q->choices.at(i).text.text(QStringLiteral("en")).trimmed().size());
            (q->correctChoices.contains(int(i)) ? right : wrong) += double(lengths.last());
        }
        const qsizetype longest = *std::max_element(lengths.cbegin(), lengths.cend());
        if (lengths.count(longest) == 1 && q->correctChoices.contains(int(lengths.indexOf(longest))))
            ++longestIsRight;
        ratios += (right / q->correctChoices.size()) / (wrong / double(q->choices.size() - q->correctChoices.size()));
        if (q->type == QLatin1String("multiple")) {
            QVERIFY2(q->correctChoices.size() >= 1 && q->correctChoices.size() <= 3, qPrintable(q->id));
            keyCounts.insert(q->correctChoices.size());
        }
    }
    QVERIFY2(longestIsRight * 10 <= choiceQuestions * 3, qPrintable(QStringLiteral("%1 of %2").arg(longestIsRight).arg(choiceQuestions)));
    QVERIFY2(ratios / choiceQuestions <= 1.15, qPrintable(QString::number(ratios / choiceQuestions)));
    QVERIFY(keyCounts.size() >= 2);

    // Ordered ranges keep their order, and say so.
    const QuestionSpec *ranges = p.question(QStringLiteral("scaling-variance-predict-saturation"));
    QVERIFY(ranges);
    QVERIFY(!ranges->shuffle);
}

void TestPackLoader::shuffleIsRead()
{
    QTemporaryDir dir;
    QJsonObject m = minimalManifest(true);
    QJsonArray chapters = m.value(QStringLiteral("chapters")).toArray();
    QJsonObject chapter = chapters.at(0).toObject();
    QJsonArray questions = chapter.value(QStringLiteral("questions")).toArray();
    QJsonObject single = questions.at(0).toObject();
    single.insert(QStringLiteral("shuffle"), false);
    questions[0] = single;
    QJsonObject multiple = questions.at(1).toObject();
    multiple.insert(QStringLiteral("shuffle"), true);
    questions[1] = multiple;
    chapter.insert(QStringLiteral("questions"), questions);
    chapters[0] = chapter;
    m.insert(QStringLiteral("chapters"), chapters);
    QVERIFY(writePack(dir.path(), m));
    const PackLoadResult r = PackLoader::load(dir.path(), {});
    QVERIFY2(r.isValid() && r.diagnostics.isEmpty(), qPrintable(diagnosticLines(r.diagnostics).join(QLatin1Char('\n'))));
    const QList<QuestionSpec> &q = r.pack->chapters.at(0).questions;
    QVERIFY(!q.at(0).shuffle);
    QVERIFY(q.at(1).shuffle);
    QVERIFY(q.at(2).shuffle); // absent: shuffled (numeric questions have no choices anyway)
}

void TestPackLoader::kindsAndParamsThroughACatalog()
{
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("pack.json")), kindsManifest));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("a.md")), "# A\n"));
    FakeCatalog catalog;
    PackLoader::Options options;
    options.catalog = &catalog;
    const PackLoadResult r = PackLoader::load(dir.path(), options);
    const QString manifest = dir.filePath(QStringLiteral("pack.json"));
    QCOMPARE(diagnosticLines(r.diagnostics),
             (QStringList{manifest + QLatin1String(":5:25: error: /chapters/0/params/size: expected a number"),
                          manifest + QLatin1String(":5:49: warning: /chapters/0/params/matrix/1/0: an unusual value"),
                          manifest + QLatin1String(":6:25: error: /chapters/1/kind: the plugin for kind 'quiz' cannot be used: cannot load libquiz.so: boom"),
                          manifest + QLatin1String(":7:25: error: /chapters/2/kind: no installed plugin presents chapters of kind 'history' (installed kinds: mechanism, quiz)")}));
    // A kind's codes reach the pack's diagnostics unchanged.
    QCOMPARE(r.diagnostics.at(0).code, DiagnosticCode::WrongType);
    QCOMPARE(r.diagnostics.at(1).code, DiagnosticCode::OutOfRange);
    QCOMPARE(r.diagnostics.at(3).code, DiagnosticCode::Reference);
    QCOMPARE(catalog.validated, (QStringList{"mechanism", "quiz"}));
    for (const ChapterSpec &c : r.pack->chapters)
        QCOMPARE(c.problems.size(), 1);

    // Without a catalog (validate --no-plugins) none of this is checked.
    QCOMPARE(diagnosticLines(PackLoader::load(dir.path(), {}).diagnostics), QStringList());
}

void TestPackLoader::chapterUsabilityIsDecidedOnceLoaded()
{
    // "a": its params are wrong, so it cannot be shown. "b": its body refers to a missing image,
    // an error for the author that the reading view shows in place; the chapter stays usable.
    // "c0", "c1" (when flooded): questions with so many defects that reporting stops
    // (PackLimits::maxDiagnostics). "d": one defect of its params, after those: unreported
    // when flooded, and counted against it all the same.
    const auto load = [](const QString &directory, bool flooded) {
        QJsonArray chapters;
        chapters.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("a")}, {QStringLiteral("kind"), QStringLiteral("mechanism")},
                                    {QStringLiteral("title"), QStringLiteral("A")},
                                    {QStringLiteral("params"), QJsonObject{{QStringLiteral("size"), QStringLiteral("big")}}}});
        chapters.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("b")}, {QStringLiteral("kind"), QStringLiteral("mechanism")},
                                    {QStringLiteral("title"), QStringLiteral("B")}, {QStringLiteral("body"), QStringLiteral("b.md")}});
        for (int c = 0; flooded && c < 2; ++c) {
            QJsonArray questions;
            for (int q = 0; q < PackLimits::maxQuestionsPerChapter; ++q)
                questions.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("q%1-%2").arg(c).arg(q)},
                                             {QStringLiteral("type"), QStringLiteral("single")}, {QStringLiteral("prompt"), 5},
                                             {QStringLiteral("explanation"), 5}, {QStringLiteral("hint"), 5},
                                             {QStringLiteral("choices"), 5}, {QStringLiteral("answer"), QStringLiteral("x")}});
            chapters.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("c%1").arg(c)}, {QStringLiteral("kind"), QStringLiteral("mechanism")},
                                        {QStringLiteral("title"), QStringLiteral("C")}, {QStringLiteral("questions"), questions}});
        }
        chapters.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("d")}, {QStringLiteral("kind"), QStringLiteral("mechanism")},
                                    {QStringLiteral("title"), QStringLiteral("D")},
                                    {QStringLiteral("params"), QJsonObject{{QStringLiteral("size"), true}}}});
        QJsonObject manifest = minimalManifest();
        manifest.insert(QStringLiteral("chapters"), chapters);
        if (!writePack(directory, manifest) || !writeFile(QDir(directory).filePath(QStringLiteral("b.md")), "# B\n\n![a figure](figure.png)\n"))
            return PackLoadResult();
        FakeCatalog catalog;
        PackLoader::Options options;
        options.catalog = &catalog;
        return PackLoader::load(directory, options);
    };
    const auto pointerOf = [](const ChapterSpec &chapter) { return chapter.problems.value(0).section(QLatin1Char(':'), 0, 0); };

    QTemporaryDir plain;
    const PackLoadResult r = load(plain.path(), false);
    QVERIFY(r.pack);
    QCOMPARE(r.pack->chapters.size(), 3);
    QCOMPARE(r.pack->chapters.at(0).problems, QStringList{"/chapters/0/params/size: expected a number"});
    QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                        [](const Diagnostic &d) { return d.isError() && d.chapter == 1 && d.message.contains(QLatin1String("figure.png")); }));
    QVERIFY2(r.pack->chapters.at(1).problems.isEmpty(), qPrintable(r.pack->chapters.at(1).problems.join(QLatin1Char('\n'))));
    QCOMPARE(r.pack->chapters.at(2).problems, QStringList{"/chapters/2/params/size: expected a number"});

    QTemporaryDir flooded;
    const PackLoadResult f = load(flooded.path(), true);
    QVERIFY(f.pack);
    const QList<ChapterSpec> &loaded = f.pack->chapters;
    QCOMPARE(loaded.size(), 5);
    QCOMPARE(f.diagnostics.size(), PackLimits::maxDiagnostics + 1); // the last says reporting stopped
    QVERIFY(f.diagnostics.last().message.contains(QLatin1String("stopped reporting")));
    QVERIFY(std::none_of(f.diagnostics.begin(), f.diagnostics.end(), [](const Diagnostic &d) { return d.chapter == 4; }));
    QCOMPARE(pointerOf(loaded.at(0)), QStringLiteral("/chapters/0/params/size"));
    QVERIFY(loaded.at(1).problems.isEmpty());
    QVERIFY(loaded.at(2).problems.size() > 100 && loaded.at(3).problems.size() > 100);
    QCOMPARE(loaded.at(4).problems, QStringList{"/chapters/4/params/size: expected a number"});
}

void TestPackLoader::noKindInstalled()
{
    QTemporaryDir dir;
    QVERIFY(writePack(dir.path(), minimalManifest()));
    FakeCatalog catalog;
    catalog.installed.clear();
    PackLoader::Options options;
    options.catalog = &catalog;
    const PackLoadResult r = PackLoader::load(dir.path(), options);
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.at(0).pointer, QStringLiteral("/chapters/0/kind"));
    QCOMPARE(r.diagnostics.at(0).code, DiagnosticCode::Reference);
    QVERIFY2(r.diagnostics.at(0).message.contains(QLatin1String("'mechanism'")), qPrintable(r.diagnostics.at(0).message));
}

void TestPackLoader::questionReferencesAreChecked()
{
    // A kind names questions in its params (a final quiz); the loader knows every chapter's
    // questions, including those of later chapters, and reports the ids that name none.
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("a.md")), "# A\n"));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("pack.json")), R"({
  "format": 1, "id": "org.example.refs", "version": "1", "title": "Refs",
  "chapters": [
    {"id": "a", "kind": "mechanism", "title": "A", "body": "a.md",
     "params": {"questions": ["later", "nowhere", "first"]},
     "questions": [{"id": "first", "type": "single", "prompt": "?", "choices": ["x", "y"], "answer": 0, "explanation": "x"}]},
    {"id": "b", "kind": "mechanism", "title": "B", "body": "a.md",
     "questions": [{"id": "later", "type": "single", "prompt": "?", "choices": ["x", "y"], "answer": 1, "explanation": "y"}]},
    {"id": "c", "kind": "mechanism", "title": "C", "body": "a.md", "params": {"gather": "every other chapter"}}
  ]
}
)"));
    FakeCatalog catalog;
    PackLoader::Options options;
    options.catalog = &catalog;
    const PackLoadResult r = PackLoader::load(dir.path(), options);
    QCOMPARE(diagnosticLines(r.diagnostics),
             QStringList{dir.filePath(QStringLiteral("pack.json")) + QLatin1String(":5:40: error: /chapters/0/params/questions/1: no question of this pack has the id 'nowhere'")});
    QCOMPARE(r.pack->chapters.at(0).problems.size(), 1);
    QVERIFY(r.pack->chapters.at(1).problems.isEmpty());

    // The questions a chapter gathers (what completes it): the listed ids that exist, or every
    // other chapter's questions in pack order; none for a chapter that gathers nothing.
    QCOMPARE(r.pack->chapters.at(0).gatheredQuestions, (QStringList{"later", "first"}));
    QCOMPARE(r.pack->chapters.at(1).gatheredQuestions, QStringList());
    QCOMPARE(r.pack->chapters.at(2).gatheredQuestions, (QStringList{"first", "later"}));
}

void TestPackLoader::withoutBodies()
{
    QTemporaryDir dir;
    QVERIFY(writePack(dir.path(), minimalManifest()));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("chapters/intro.md")), "![x](https://example.org/x.png)\n"));
    PackLoader::Options options;
    options.checkBodies = false;
    QCOMPARE(PackLoader::load(dir.path(), options).errorCount(), 0);
    QCOMPARE(PackLoader::load(dir.path(), {}).errorCount(), 1);
    // The body's path is part of the manifest: still checked.
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("chapters/intro.md"))));
    const Diagnostic missing = PackLoader::load(dir.path(), options).diagnostics.at(0);
    QCOMPARE(missing.pointer, QStringLiteral("/chapters/0/body"));
    QCOMPARE(missing.code, DiagnosticCode::Missing);
}

void TestPackLoader::brokenQuestionsAreLeftOut()
{
    QTemporaryDir dir;
    QJsonObject m = minimalManifest(true);
    m = QJsonDocument::fromJson(QJsonDocument(m).toJson().replace("\"answer\": -0.75", "\"answer\": \"-0.75\"")).object();
    QVERIFY(writePack(dir.path(), m));
    const PackLoadResult r = PackLoader::load(dir.path(), {});
    QVERIFY(!r.isValid());
    QVERIFY(r.pack);
    QCOMPARE(r.pack->questionIds(), (QStringList{"q-single", "q-multiple", "q-mask"}));
    QCOMPARE(r.pack->chapters.at(0).problems, QStringList{"/chapters/0/questions/2/answer: expected a number, got a string"});
}

void TestPackLoader::pathsAsGiven()
{
    QTemporaryDir dir;
    QVERIFY(writePack(dir.filePath(QStringLiteral("courses/mine")), minimalManifest()));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("courses/mine/chapters/intro.md")), "[x](missing.md)\n"));
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const PackLoadResult relative = PackLoader::load(QStringLiteral("courses/mine"), {});
    const PackLoadResult dotted = PackLoader::load(QStringLiteral("./courses/../courses/mine/"), {});
    QDir::setCurrent(previous);
    QCOMPARE(diagnosticLines(relative.diagnostics), QStringList{"courses/mine/chapters/intro.md:1:5: error: 'chapters/missing.md' does not exist"});
    // As given, not cleaned: the user recognizes what they typed (the trailing '/' is not doubled).
    QCOMPARE(diagnosticLines(dotted.diagnostics), QStringList{"./courses/../courses/mine/chapters/intro.md:1:5: error: 'chapters/missing.md' does not exist"});
    QCOMPARE(relative.pack->directory, QFileInfo(dir.filePath(QStringLiteral("courses/mine"))).canonicalFilePath());
}

// "notes.md#part" and "icons.svg#star" name a place in a file: the file must exist.
void TestPackLoader::linksToAPlaceInAFile()
{
    QTemporaryDir dir;
    QVERIFY(writePack(dir.path(), minimalManifest()));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("chapters/notes.md")), "# Notes\n"));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("chapters/icons.svg")), "<svg/>"));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("chapters/intro.md")),
                      "[a](notes.md#part) ![b](icons.svg#star) [c](gone.md#x) [d](#local)\n"));
    const PackLoadResult r = PackLoader::load(dir.path(), {});
    QCOMPARE(diagnosticLines(r.diagnostics),
             QStringList{dir.filePath(QStringLiteral("chapters/intro.md:1:45: error: 'chapters/gone.md' does not exist"))});
}

// A kind within two edits of an installed one is suggested; one further away is not.
void TestPackLoader::kindDidYouMean()
{
    QTemporaryDir dir;
    QJsonObject manifest = minimalManifest();
    QJsonArray chapters = manifest.value(QLatin1String("chapters")).toArray();
    QJsonObject chapter = chapters.at(0).toObject();
    chapter.insert(QStringLiteral("kind"), QStringLiteral("mechansim"));
    chapters[0] = chapter;
    chapter.insert(QStringLiteral("id"), QStringLiteral("second"));
    chapter.insert(QStringLiteral("kind"), QStringLiteral("lesson"));
    chapters.append(chapter);
    manifest.insert(QStringLiteral("chapters"), chapters);
    QVERIFY(writePack(dir.path(), manifest));
    FakeCatalog catalog;
    PackLoader::Options options;
    options.catalog = &catalog;
    const PackLoadResult r = PackLoader::load(dir.path(), options);
    QCOMPARE(r.diagnostics.size(), 2);
    QCOMPARE(r.diagnostics.at(0).message, QStringLiteral("no installed plugin presents chapters of kind 'mechansim' (installed kinds: mechanism, quiz); did you mean 'mechanism'?"));
    QCOMPARE(r.diagnostics.at(0).code, DiagnosticCode::Reference);
    QCOMPARE(r.diagnostics.at(1).message, QStringLiteral("no installed plugin presents chapters of kind 'lesson' (installed kinds: mechanism, quiz)"));
}

// The built-in course's mask questions that show their chapter's own text take it from the
// chapter ("from_chapter"): each must be exactly the block it was when written by hand, with
// the same engine answer, so the questions ask and grade what they always did.
void TestPackLoader::builtInMaskQuestionsFromChapter()
{
    const PackLoadResult r = PackLoader::load(sourceDir() + QLatin1String("/content/self-attention"), {});
    QVERIFY(r.pack);
    using Documents = std::vector<std::vector<std::int64_t>>;
    struct Expected {
        const char *id;
        Documents documents;
        qint64 blockLength;
        int block;
        int query;
        QStringList words; // labels of ids 2, 3, …
        QList<int> answer;
    };
    const QList<Expected> table{
        {"mechanism-causal-mask-keys", {{2, 3, 4, 5, 2, 6}}, 8, 0, 4, {"the", "cat", "sat", "on", "mat"}, {0, 1, 2, 3, 4}},
        {"packing-fragment-mask", {{2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12, 13, 14, 11, 15, 16}, {2, 6, 4, 17, 2, 18}}, 10, 2, 1,
         {"the", "cat", "sat", "a", "dog", "ran", "home", "birds", "sing", "at", "dawn", "and", "again", "dusk", ".", "on", "mat"}, {0, 1}},
    };
    for (const Expected &e : table) {
        const QuestionSpec *q = r.pack->question(QLatin1String(e.id));
        QVERIFY2(q, e.id);
        const MaskQuestionSpec &m = q->mask;
        QCOMPARE(m.documents, e.documents);
        QCOMPARE(m.blockLength, e.blockLength);
        QCOMPARE(m.bos, qint64(0));
        QCOMPARE(m.eos, qint64(1));
        QCOMPARE(m.block, e.block);
        QCOMPARE(m.query, e.query);
        QCOMPARE(m.rule, MaskQuestionSpec::Rule::Allowed);
        QCOMPARE(m.tokenLabels.size(), e.words.size());
        for (int i = 0; i < e.words.size(); ++i)
            QCOMPARE(m.tokenLabels.value(i + 2), e.words.at(i));
        QCOMPARE(MaskQuestion::allowedKeys(m), e.answer);
        QCOMPARE(m.authoredAnswer, std::optional<QList<int>>(e.answer));
    }
}

// "from_chapter" with a chapter whose text is "tokens" (one document); the chapter's
// block_length and query as defaults; the question's own values and labels over them.
void TestPackLoader::maskFromChapterDefaultsAndOverrides()
{
    QTemporaryDir dir;
    const QByteArray manifest = R"({
  "format": 1, "id": "org.example.from", "version": "1", "title": "From the chapter",
  "chapters": [
    {"id": "a", "kind": "mechanism", "title": "A", "body": "a.md",
     "params": {"tokens": ["The", "cat", "sat", "on", "the", "mat"], "block_length": 8, "query": 5},
     "questions": [
       {"id": "q1", "type": "mask", "prompt": "?", "explanation": "!", "params": {"from_chapter": true}, "answer": [0, 1, 2, 3, 4, 5]},
       {"id": "q2", "type": "mask", "prompt": "?", "explanation": "!",
        "params": {"from_chapter": true, "block_length": 4, "block": 1, "query": 2, "token_labels": {"3": "Cat"}}, "answer": [0, 1, 2]}
     ]}
  ]
}
)";
    QVERIFY(writeFile(dir.filePath(QStringLiteral("pack.json")), manifest));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("a.md")), "# A\n"));
    const PackLoadResult r = PackLoader::load(dir.path(), {});
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(diagnosticLines(r.diagnostics).join(QLatin1Char('\n'))));
    const MaskQuestionSpec &q1 = r.pack->question(QStringLiteral("q1"))->mask;
    QCOMPARE(q1.documents, (std::vector<std::vector<std::int64_t>>{{2, 3, 4, 5, 2, 6}}));
    QCOMPARE(q1.blockLength, qint64(8));
    QCOMPARE(q1.query, 5);
    QCOMPARE(q1.tokenLabels.value(3), QStringLiteral("cat"));
    // Blocks of 4: [BOS the cat sat] [on the mat EOS]; slot 2 of block 1 is "mat", whose
    // document began in block 0: a continuing fragment reads from its block's start.
    const MaskQuestionSpec &q2 = r.pack->question(QStringLiteral("q2"))->mask;
    QCOMPARE(q2.blockLength, qint64(4));
    QCOMPARE(q2.block, 1);
    QCOMPARE(q2.query, 2);
    QCOMPARE(q2.tokenLabels.value(3), QStringLiteral("Cat"));
    QCOMPARE(q2.tokenLabels.value(4), QStringLiteral("sat"));
}

ATLAS_TEST_GUILESS_MAIN(TestPackLoader)
#include "tst_packloader.moc"
