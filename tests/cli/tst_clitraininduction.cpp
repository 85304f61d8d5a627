// attention-atlas-cli train-induction: the JSON contract (every key, the curve's points, the
// ranges), the defaults (the chapter's default preset), the same numbers for any thread count,
// the training options reaching the engine, and bad options against the error contract.
#include "clitestsupport.h"
#include "suiteregistry.h"

#include <atlas/inductioncurve.h>
#include <atlas/inductiontrainer.h>

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace atlas::test;

namespace {

// A run that takes well under a second: a short repeat, a small batch, the fewest steps.
const QStringList quick{QStringLiteral("--vocab"), QStringLiteral("12"), QStringLiteral("--repeat"), QStringLiteral("5"),
                        QStringLiteral("--batch"), QStringLiteral("6"), QStringLiteral("--width"), QStringLiteral("8"),
                        QStringLiteral("--heads"), QStringLiteral("2"),
                        QStringLiteral("--steps"), QStringLiteral("60")};

QString run(const QStringList &options, QJsonObject &response)
{
    return successContract(runCli(QStringList{QStringLiteral("train-induction")} + options), response);
}

QStringList keys(const QJsonObject &o)
{
    QStringList k = o.keys();
    k.sort();
    return k;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

bool inUnit(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() >= 0 && v.toDouble() <= 1;
}

} // namespace

class TestCliTrainInduction : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void contract()
    {
        QJsonObject r;
        ATLAS_VERIFY_OK(run(quick + QStringList{QStringLiteral("--layers"), QStringLiteral("2")}, r));
        ATLAS_VERIFY_OK(noNullOrNonFinite(r));
        QCOMPARE(keys(r), sorted({QStringLiteral("config"), QStringLiteral("curve"), QStringLiteral("final"),
                                  QStringLiteral("heads"), QStringLiteral("elapsed_ms")}));
        const QJsonObject config = r.value(QLatin1String("config")).toObject();
        for (const char *key : {"seed", "steps", "threads", "vocab", "repeat", "min_repeat", "bos", "layers", "heads", "width",
                                "head_width", "batch", "lr", "optimizer", "warmup", "clip", "positions", "precision",
                                "sequence_length", "evaluation_sequences"})
            QVERIFY2(config.contains(QLatin1String(key)), key);
        QCOMPARE(config.value(QLatin1String("vocab")).toInt(), 12);
        QCOMPARE(config.value(QLatin1String("steps")).toInt(), 60);
        QCOMPARE(config.value(QLatin1String("head_width")).toInt(), 4);
        QCOMPARE(config.value(QLatin1String("sequence_length")).toInt(), 11); // BOS + 2 × 5
        QCOMPARE(config.value(QLatin1String("min_repeat")).toInt(), 3);         // half of R, rounded up

        const QJsonArray curve = r.value(QLatin1String("curve")).toArray();
        QVERIFY2(curve.size() >= 50, qPrintable(QString::number(curve.size())));
        int previous = 0;
        for (const QJsonValue &point : curve) {
            const QJsonObject p = point.toObject();
            QCOMPARE(keys(p), sorted({QStringLiteral("step"), QStringLiteral("loss"), QStringLiteral("first_half_accuracy"),
                                      QStringLiteral("repeated_half_accuracy")}));
            QVERIFY(p.value(QLatin1String("step")).toInt() > previous);
            previous = p.value(QLatin1String("step")).toInt();
            QVERIFY(p.value(QLatin1String("loss")).toDouble() > 0);
            QVERIFY(inUnit(p.value(QLatin1String("first_half_accuracy"))));
            QVERIFY(inUnit(p.value(QLatin1String("repeated_half_accuracy"))));
        }
        QCOMPARE(previous, 60);

        const QJsonObject final = r.value(QLatin1String("final")).toObject();
        QCOMPARE(keys(final), sorted({QStringLiteral("loss"), QStringLiteral("first_half_loss"), QStringLiteral("repeated_half_loss"),
                                      QStringLiteral("first_half_accuracy"), QStringLiteral("repeated_half_accuracy")}));
        QVERIFY(inUnit(final.value(QLatin1String("first_half_accuracy"))));
        QVERIFY(final.value(QLatin1String("repeated_half_loss")).toDouble() > 0);

        const QJsonArray heads = r.value(QLatin1String("heads")).toArray();
        QCOMPARE(heads.size(), 4);
        for (int i = 0; i < 4; ++i) {
            const QJsonObject h = heads.at(i).toObject();
            QCOMPARE(keys(h), sorted({QStringLiteral("layer"), QStringLiteral("head"), QStringLiteral("previous_token_score"),
                                      QStringLiteral("induction_score"), QStringLiteral("ablation_loss_increase")}));
            QCOMPARE(h.value(QLatin1String("layer")).toInt(), i / 2 + 1);
            QCOMPARE(h.value(QLatin1String("head")).toInt(), i % 2 + 1);
            QVERIFY(inUnit(h.value(QLatin1String("previous_token_score"))));
            QVERIFY(inUnit(h.value(QLatin1String("induction_score"))));
        }
        QVERIFY(r.value(QLatin1String("elapsed_ms")).toDouble() > 0);
    }

    // Long runs keep between 100 and 200 points, each the mean of the steps since the last.
    void longRunsKeepAHundredPoints()
    {
        QJsonObject r;
        QStringList options = quick;
        options.replace(options.indexOf(QStringLiteral("60")), QStringLiteral("450"));
        ATLAS_VERIFY_OK(run(options, r));
        // 450 steps: a point every 450 / 100 = 4 steps, and the last step.
        const QJsonArray curve = r.value(QLatin1String("curve")).toArray();
        QCOMPARE(curve.size(), 113);
        QCOMPARE(curve.at(0).toObject().value(QLatin1String("step")).toInt(), 4);
        QCOMPARE(curve.at(111).toObject().value(QLatin1String("step")).toInt(), 448);
        QCOMPARE(curve.last().toObject().value(QLatin1String("step")).toInt(), 450);
    }

    void defaultsAreTheDefaultPreset()
    {
        QJsonObject r;
        ATLAS_VERIFY_OK(run({QStringLiteral("--steps"), QStringLiteral("50")}, r));
        const atlas::InductionTrainingConfig preset = atlas::inductionPreset(atlas::InductionPreset::Default);
        const QJsonObject config = r.value(QLatin1String("config")).toObject();
        QCOMPARE(config.value(QLatin1String("vocab")).toInteger(), preset.task.vocabulary);
        QCOMPARE(config.value(QLatin1String("repeat")).toInteger(), preset.task.repeat);
        QCOMPARE(config.value(QLatin1String("min_repeat")).toInteger(), atlas::InductionTask(preset.task).minimumRepeat());
        QCOMPARE(config.value(QLatin1String("bos")).toBool(), preset.task.beginToken);
        QCOMPARE(config.value(QLatin1String("layers")).toInteger(), preset.layers);
        QCOMPARE(config.value(QLatin1String("heads")).toInteger(), preset.heads);
        QCOMPARE(config.value(QLatin1String("width")).toInteger(), preset.width);
        QCOMPARE(config.value(QLatin1String("batch")).toInteger(), preset.batch);
        QCOMPARE(config.value(QLatin1String("lr")).toDouble(), preset.learningRate);
        QCOMPARE(config.value(QLatin1String("clip")).toDouble(), preset.clipNorm);
        QCOMPARE(config.value(QLatin1String("seed")).toInteger(), qint64(preset.seed));
        QCOMPARE(config.value(QLatin1String("positions")).toBool(), true);
        QCOMPARE(config.value(QLatin1String("threads")).toInt(), 1);
        QCOMPARE(config.value(QLatin1String("optimizer")).toString(), QStringLiteral("adam"));
        QCOMPARE(config.value(QLatin1String("precision")).toString(), QStringLiteral("float"));
        QCOMPARE(r.value(QLatin1String("heads")).toArray().size(), int(preset.layers * preset.heads));
    }

    // The threads share the work, never the numbers: everything but the time is identical.
    void threadsChangeNoNumber()
    {
        QJsonObject one, three;
        ATLAS_VERIFY_OK(run(quick + QStringList{QStringLiteral("--threads"), QStringLiteral("1")}, one));
        ATLAS_VERIFY_OK(run(quick + QStringList{QStringLiteral("--threads"), QStringLiteral("3")}, three));
        for (const char *key : {"curve", "final", "heads"})
            QVERIFY2(one.value(QLatin1String(key)) == three.value(QLatin1String(key)), key);
        QJsonObject other;
        ATLAS_VERIFY_OK(run(quick + QStringList{QStringLiteral("--seed"), QStringLiteral("2")}, other));
        QVERIFY(one.value(QLatin1String("curve")) != other.value(QLatin1String("curve")));
    }

    void optionsReachTheRun()
    {
        QJsonObject r;
        ATLAS_VERIFY_OK(run(quick + QStringList{QStringLiteral("--no-positions"), QStringLiteral("--no-bos"), QStringLiteral("--double"),
                                                QStringLiteral("--optimizer"), QStringLiteral("sgd"), QStringLiteral("--lr"), QStringLiteral("0.5"),
                                                QStringLiteral("--warmup"), QStringLiteral("10"), QStringLiteral("--clip"), QStringLiteral("2"),
                                                QStringLiteral("--min-repeat"), QStringLiteral("3"), QStringLiteral("--layers"), QStringLiteral("1")}, r));
        const QJsonObject config = r.value(QLatin1String("config")).toObject();
        QCOMPARE(config.value(QLatin1String("positions")).toBool(), false);
        QCOMPARE(config.value(QLatin1String("bos")).toBool(), false);
        QCOMPARE(config.value(QLatin1String("sequence_length")).toInt(), 10);
        QCOMPARE(config.value(QLatin1String("precision")).toString(), QStringLiteral("double"));
        QCOMPARE(config.value(QLatin1String("optimizer")).toString(), QStringLiteral("sgd"));
        QCOMPARE(config.value(QLatin1String("lr")).toDouble(), 0.5);
        QCOMPARE(config.value(QLatin1String("warmup")).toInt(), 10);
        QCOMPARE(config.value(QLatin1String("clip")).toDouble(), 2.0);
        QCOMPARE(config.value(QLatin1String("min_repeat")).toInt(), 3);
        QCOMPARE(r.value(QLatin1String("heads")).toArray().size(), 2);
    }

    // --save writes a model the chapter opens: the weights of the run, its settings, its steps
    // and its curve; a file that cannot be written fails before training, printing nothing.
    void saveWritesTheModel()
    {
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("quick.decoder"));
        QJsonObject r;
        ATLAS_VERIFY_OK(run(quick + QStringList{QStringLiteral("--save"), file}, r));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray bytes = saved.readAll();
        const auto archive = atlas::DecoderArchive<float>::read(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        const auto trainer = atlas::InductionTrainer<float>::fromArchive(archive);
        QCOMPARE(trainer->stepsDone(), 60);
        QCOMPARE(trainer->config().task.vocabulary, 12);
        QCOMPARE(trainer->config().width, 8);
        const auto curve = atlas::InductionCurve::fromText(archive.metadata.at("curve"));
        QVERIFY(curve);
        QCOMPARE(curve->points().size(), std::size_t(6));
        QCOMPARE(curve->lastStep(), 60);
        // The same weights as the engine trained alone with these settings.
        atlas::InductionTrainer<float> alone(trainer->config());
        alone.train(60);
        const auto a = alone.parameters().list(), b = trainer->parameters().list();
        QCOMPARE(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY(*a[i] == *b[i]);

        ATLAS_VERIFY_OK(errorContract(runCli(QStringList{QStringLiteral("train-induction")} + quick
                                             + QStringList{QStringLiteral("--save"), folder.filePath(QStringLiteral("no/such/folder/x.decoder"))}),
                                      QStringLiteral("--save"), {QStringLiteral("no/such/folder")}));
        ATLAS_VERIFY_OK(errorContract(runCli({QStringLiteral("train-induction"), QStringLiteral("--save"), QString()}),
                                      QStringLiteral("--save"), {}));
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("field"); // empty: worded by the option parser
        QTest::addColumn<QStringList>("mentions");
        const auto row = [](const char *name, const QStringList &options, const char *field, const QStringList &mentions = {}) {
            QTest::newRow(name) << options << QString::fromLatin1(field) << mentions;
        };
        const auto s = [](const char *text) { return QString::fromUtf8(text); };
        row("--steps 10", {s("--steps"), s("10")}, "--steps", {s("50"), s("10")});
        row("--steps x", {s("--steps"), s("x")}, "--steps", {s("x")});
        row("--seed -1", {s("--seed"), s("-1")}, "--seed");
        row("--threads 0", {s("--threads"), s("0")}, "--threads", {s("0")});
        row("--threads 1000", {s("--threads"), s("1000")}, "--threads");
        row("--vocab 1", {s("--vocab"), s("1")}, "--vocab");
        row("--repeat beyond --vocab", {s("--vocab"), s("8"), s("--repeat"), s("9")}, "--repeat", {s("8"), s("9")});
        row("--min-repeat above --repeat", {s("--repeat"), s("8"), s("--min-repeat"), s("9")}, "--min-repeat");
        row("--layers 0", {s("--layers"), s("0")}, "--layers");
        row("--heads 0", {s("--heads"), s("0")}, "--heads");
        row("--width not a multiple", {s("--width"), s("30"), s("--heads"), s("4")}, "--width", {s("4"), s("30")});
        row("--batch 0", {s("--batch"), s("0")}, "--batch");
        row("--lr 0", {s("--lr"), s("0")}, "--lr");
        row("--lr nan", {s("--lr"), s("nan")}, "--lr");
        row("--lr abc", {s("--lr"), s("abc")}, "--lr", {s("abc")});
        row("--clip -1", {s("--clip"), s("-1")}, "--clip");
        row("--warmup -1", {s("--warmup"), s("-1")}, "--warmup");
        row("--optimizer rmsprop", {s("--optimizer"), s("rmsprop")}, "--optimizer", {s("rmsprop")});
        row("unknown option", {s("--bogus")}, "", {s("bogus")});
        row("positional argument", {s("extra")}, "", {s("extra")});
        row("--steps without a value", {s("--steps")}, "", {s("steps")});
    }

    void badOptions()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, field);
        QFETCH(QStringList, mentions);
        ATLAS_VERIFY_OK(errorContract(runCli(QStringList{QStringLiteral("train-induction")} + options), field, mentions));
    }

    void help()
    {
        const CliResult r = runCli({QStringLiteral("train-induction"), QStringLiteral("--help")});
        QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
        for (const char *option : {"--seed", "--steps", "--threads", "--vocab", "--repeat", "--layers", "--heads", "--width",
                                   "--batch", "--lr", "--no-positions"})
            QVERIFY2(r.out.contains(option), option);
    }
};

ATLAS_TEST_GUILESS_MAIN(TestCliTrainInduction)
#include "tst_clitraininduction.moc"
