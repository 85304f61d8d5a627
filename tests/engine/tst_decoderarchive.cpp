// DecoderArchive: bit-exact round trips in both precisions, float files read as double, the
// documented header, and a clear refusal of every damaged or foreign file.
#include <atlas/decoderarchive.h>

#include "enginetest.h"
#include "suiteregistry.h"

#include <QTest>

using namespace atlas;
using enginetest::bitIdentical;

namespace {

DecoderConfig archiveConfig()
{
    DecoderConfig c;
    c.vocabulary = 5;
    c.modelWidth = 4;
    c.heads = 2;
    c.keyWidth = 2;
    c.valueWidth = 3;
    c.maxLength = 6;
    c.layers = 2;
    c.temperature = 0.7;
    return c;
}

template <typename Scalar>
DecoderArchive<Scalar> archive()
{
    DecoderArchive<Scalar> a;
    a.config = archiveConfig();
    a.parameters = TinyDecoder<Scalar>(a.config, 12).parameters();
    a.metadata = {{"seed", "12"}, {"note", "trained by hand ü"}};
    return a;
}

std::string readError(const std::string &bytes)
{
    try {
        DecoderArchive<float>::read(bytes);
    } catch (const ArchiveError &error) {
        return error.what();
    }
    return "(read without an error)";
}

} // namespace

class TestDecoderArchive : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void roundTripIsBitExact()
    {
        const DecoderArchive<float> f = archive<float>();
        const DecoderArchive<float> back = DecoderArchive<float>::read(f.write());
        QCOMPARE(back.metadata, f.metadata);
        QCOMPARE(back.config.temperature, 0.7);
        QCOMPARE(back.config.valueWidth, Index(3));
        for (std::size_t i = 0; i < f.parameters.list().size(); ++i)
            QVERIFY(bitIdentical(*f.parameters.list()[i], *back.parameters.list()[i]));
        const DecoderArchive<double> d = archive<double>();
        const DecoderArchive<double> backDouble = DecoderArchive<double>::read(d.write());
        for (std::size_t i = 0; i < d.parameters.list().size(); ++i)
            QVERIFY(bitIdentical(*d.parameters.list()[i], *backDouble.parameters.list()[i]));
        // A float file read as double holds exactly the floats.
        const DecoderArchive<double> widened = DecoderArchive<double>::read(f.write());
        QVERIFY(bitIdentical(widened.parameters.unembedding, Matrix<double>(f.parameters.unembedding.cast<double>())));
    }

    void headerIsTheDocumentedOne()
    {
        const std::string bytes = archive<float>().write();
        QVERIFY(bytes.starts_with("attention-atlas-decoder 1\nscalar float32\nvocabulary 5\nwidth 4\nheads 2\n"
                                  "key_width 2\nvalue_width 3\nmax_length 6\nlayers 2\ntemperature 0.7\ninit_scale 1\n"
                                  "meta.note trained by hand ü\nmeta.seed 12\npayload "));
        // E 5×4, P 6×4, per layer Wq 4×4, Wk 4×4, Wv 4×6, Wo 6×4, U 4×5: 4 bytes each.
        const std::size_t numbers = 20 + 24 + 2 * (16 + 16 + 24 + 24) + 20;
        std::string payloadLine("payload ");
        payloadLine.append(std::to_string(4 * numbers)).append(" ");
        QVERIFY(bytes.find(payloadLine) != std::string::npos);
        QCOMPARE(bytes.size() - bytes.find('\n', bytes.find("payload ")) - 1, 4 * numbers);
    }

    // Format 2: positions inside the attention, no P in the payload; a learned decoder is still
    // written in format 1 (above).
    void rotaryAndAlibiDecodersRoundTrip()
    {
        DecoderArchive<float> a;
        a.config = archiveConfig();
        a.config.positions = DecoderPositions::Rotary;
        a.config.rotaryBase = 500;
        a.config.rotaryScale = 0.25;
        a.parameters = TinyDecoder<float>(a.config, 12).parameters();
        QCOMPARE(a.parameters.positionEmbedding.rows(), Index(0));
        const std::string bytes = a.write();
        QVERIFY(bytes.starts_with("attention-atlas-decoder 2\n"));
        QVERIFY(bytes.find("init_scale 1\npositions rotary\nrotary_base 500\nrotary_scale 0.25\n") != std::string::npos);
        // E 5×4, per layer Wq 4×4, Wk 4×4, Wv 4×6, Wo 6×4, U 4×5: no P.
        const std::size_t numbers = 20 + 2 * (16 + 16 + 24 + 24) + 20;
        QVERIFY(bytes.find("payload " + std::to_string(4 * numbers) + " ") != std::string::npos);
        const DecoderArchive<float> back = DecoderArchive<float>::read(bytes);
        QVERIFY(back.config.positions == DecoderPositions::Rotary);
        QCOMPARE(back.config.rotaryBase, 500.0);
        QCOMPARE(back.config.rotaryScale, 0.25);
        for (std::size_t i = 0; i < a.parameters.list().size(); ++i)
            QVERIFY(bitIdentical(*a.parameters.list()[i], *back.parameters.list()[i]));
        a.config.positions = DecoderPositions::Alibi;
        const std::string alibi = a.write();
        QVERIFY(alibi.find("positions alibi\n") != std::string::npos && alibi.find("rotary_base") == std::string::npos);
        QVERIFY(DecoderArchive<float>::read(alibi).config.positions == DecoderPositions::Alibi);
        // A rotary key under learned positions, and an unknown scheme, are refused.
        std::string learnedWithBase = archive<float>().write();
        learnedWithBase.replace(0, std::string("attention-atlas-decoder 1").size(), "attention-atlas-decoder 2");
        learnedWithBase.insert(learnedWithBase.find("meta."), "rotary_base 10\n");
        QCOMPARE(readError(learnedWithBase), std::string("header: rotary_base and rotary_scale belong to positions rotary"));
        std::string unknown = alibi;
        unknown.replace(unknown.find("positions alibi"), std::string("positions alibi").size(), "positions sinusoid");
        QVERIFY(readError(unknown).find("expected learned, rotary or alibi") != std::string::npos);
        // Format 1 knows no positions key: a file that says 1 and has one is refused.
        std::string old = alibi;
        old.replace(0, std::string("attention-atlas-decoder 2").size(), "attention-atlas-decoder 1");
        QVERIFY(readError(old).find("unknown key") != std::string::npos);
    }

    void refusesDamagedFiles_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("magic") << "attention-atlas-decoder 1" << "something-else 1" << "line 1: not an Attention Atlas decoder file";
        QTest::newRow("newer") << "attention-atlas-decoder 1" << "attention-atlas-decoder 3" << "line 1: format 3 is newer than this program reads (2)";
        QTest::newRow("scalar") << "scalar float32" << "scalar float16" << "line 2 (scalar): expected float32 or float64";
        QTest::newRow("size") << "heads 2" << "heads 0" << "line 5 (heads): expected an integer from 1";
        QTest::newRow("not a number") << "temperature 0.7" << "temperature warm" << "line 10 (temperature): expected a positive number";
        QTest::newRow("unknown") << "init_scale 1" << "init_scale 1\ncolour blue" << "line 12 (colour): unknown key";
        QTest::newRow("twice") << "layers 2" << "layers 2\nlayers 2" << "line 10 (layers): the key appears twice";
        QTest::newRow("missing") << "init_scale 1\n" << "" << "header: the key init_scale is missing";
        QTest::newRow("shape") << "width 4" << "width 5" << "payload: the header's sizes need";
    }

    void refusesDamagedFiles()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        std::string bytes = archive<float>().write();
        const std::size_t at = bytes.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        bytes.replace(at, std::size_t(from.toUtf8().size()), to.toStdString());
        const std::string error = readError(bytes);
        QVERIFY2(error.starts_with(expected.toStdString()), error.c_str());
    }

    void refusesDamagedPayloads()
    {
        const std::string bytes = archive<float>().write();
        QVERIFY(readError(bytes.substr(0, bytes.size() - 3)).starts_with("payload: expected"));
        QVERIFY(readError(bytes.substr(0, bytes.size() - 3)).ends_with("(the file is cut short)"));
        QVERIFY(readError(bytes + "x").starts_with("payload: expected"));
        std::string flipped = bytes;
        flipped[flipped.size() - 5] ^= 0x10;
        QCOMPARE(readError(flipped), std::string("payload: the checksum does not match (the file is damaged)"));
        QVERIFY(readError(bytes.substr(0, 40)).ends_with("the header ends before its payload line"));
        QVERIFY(readError("").starts_with("line 1:"));
        // A NaN with a correct checksum is still refused, by name.
        DecoderArchive<float> bad = archive<float>();
        bad.parameters.unembedding(1, 2) = std::numeric_limits<float>::quiet_NaN();
        QCOMPARE(readError(bad.write()), std::string("payload: U(1, 2) is not a finite number"));
    }

    void refusesWhatItCannotWrite()
    {
        DecoderArchive<float> a = archive<float>();
        a.metadata.emplace("Bad Name", "x");
        QVERIFY_THROWS_EXCEPTION(ArchiveError, a.write());
        a = archive<float>();
        a.metadata.erase("note");
        a.metadata.emplace("note", "two\nlines");
        QVERIFY_THROWS_EXCEPTION(ArchiveError, a.write());
        a = archive<float>();
        a.parameters.layers.pop_back();
        QVERIFY_THROWS_EXCEPTION(ShapeError, a.write());
    }
};

ATLAS_TEST_APPLESS_MAIN(TestDecoderArchive)
#include "tst_decoderarchive.moc"
