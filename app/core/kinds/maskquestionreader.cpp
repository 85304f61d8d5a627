#include "maskquestionreader.h"

#include "core/chaptercorpus.h"
#include "core/jsonreader.h"
#include "core/manifestfields.h"
#include "core/maskquestion.h"
#include "core/packdiagnostics.h"
#include "core/packlimits.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace atlas {

struct MaskQuestionReader::Context {
    const QJsonObject &object; // the question
    const QJsonObject &params; // its params
    const JsonPath &path;
    const JsonPath &paramsPath;
    const std::optional<ChapterCorpus> &chapter;
    MaskQuestionSpec &mask;
    JsonReader &reader;
    PackDiagnostics &diagnostics;

    bool has(const char *key) const { return params.contains(QLatin1String(key)); }
};

namespace {

QString slotList(const QList<int> &slots)
{
    QStringList s;
    for (int k : slots)
        s.append(QString::number(k));
    return s.join(QLatin1String(", "));
}

QString tokenList(const std::vector<std::int64_t> &tokens)
{
    QStringList s;
    for (std::int64_t t : tokens)
        s.append(QString::number(t));
    return QLatin1Char('[') + s.join(QLatin1String(", ")) + QLatin1Char(']');
}

} // namespace

// Hand-tokenized documents; an error is recorded when they are unusable.
void MaskQuestionReader::readDocuments(Context &c)
{
    const JsonPath documentsPath = c.paramsPath / QStringLiteral("documents");
    const QJsonValue documents = c.params.value(QLatin1String("documents"));
    if (!documents.isArray() || documents.toArray().isEmpty()) {
        c.reader.fail(documentsPath, DiagnosticCode::WrongType,
                      tr("expected a non-empty array of documents, each an array of integer tokens (or \"from_chapter\": true)"));
        return;
    }
    const QJsonArray list = documents.toArray();
    qint64 stream = 0;
    for (qsizetype d = 0; d < list.size(); ++d) {
        const std::optional<std::vector<qint64>> tokens = c.reader.integers(list.at(d), documentsPath / d, PackLimits::maxMaskStream);
        if (!tokens)
            return;
        stream += static_cast<qint64>(tokens->size()) + 2;
        if (stream > PackLimits::maxMaskStream) {
            c.reader.fail(documentsPath, DiagnosticCode::TooLarge, tr("more than %1 slots once packed").arg(PackLimits::maxMaskStream));
            return;
        }
        c.mask.documents.emplace_back(tokens->begin(), tokens->end());
    }
}

// "from_chapter": the documents, ⟨BOS⟩ and ⟨EOS⟩ and the token labels are the chapter's; the
// block's length, index and query default to the chapter's.
void MaskQuestionReader::takeFromChapter(Context &c)
{
    const JsonPath fromPath = c.paramsPath / QStringLiteral("from_chapter");
    if (!c.chapter) {
        c.reader.fail(fromPath, DiagnosticCode::Reference,
                      tr("the chapter's params have no texts to take: \"documents\" (an array of texts) or \"tokens\" (an array of words)"));
        return;
    }
    bool ok = true;
    for (const char *key : {"documents", "bos", "eos"}) {
        if (c.has(key)) {
            c.reader.fail(c.paramsPath / QLatin1String(key), DiagnosticCode::Inconsistent,
                          tr("given with \"from_chapter\": true, which takes it from the chapter (documents tokenized as the chapter does, ⟨BOS⟩ 0, ⟨EOS⟩ 1); remove one of them"));
            ok = false;
        }
    }
    qint64 stream = 0;
    for (const std::vector<std::int64_t> &document : c.chapter->corpus.documents)
        stream += static_cast<qint64>(document.size()) + 2;
    if (stream > PackLimits::maxMaskStream) {
        c.reader.fail(fromPath, DiagnosticCode::TooLarge, tr("the chapter's documents take %1 slots once packed, more than the limit of %2 for a mask question")
                                                            .arg(stream).arg(PackLimits::maxMaskStream));
        return;
    }
    if (!ok)
        return;
    c.mask.documents = c.chapter->corpus.documents;
    c.mask.bos = CorpusTokenizer::bos;
    c.mask.eos = CorpusTokenizer::eos;
    c.mask.tokenLabels = c.chapter->labels;
}

// Hand-tokenized documents that label their tokens with the chapter's words show the chapter's
// corpus: one warning for the first way they differ from it.
void MaskQuestionReader::compareWithChapter(Context &c)
{
    if (!c.chapter)
        return;
    const QStringList &vocabulary = c.chapter->corpus.vocabulary;
    bool labelsWords = false;
    for (auto it = c.mask.tokenLabels.cbegin(); it != c.mask.tokenLabels.cend(); ++it) {
        if (it.key() == c.mask.bos || it.key() == c.mask.eos)
            continue;
        if (vocabulary.indexOf(it.value(), 2) < 0)
            return; // a word the chapter does not have: another example
        labelsWords = true;
    }
    if (!labelsWords)
        return;
    QString difference;
    QList<qint64> ids = c.mask.tokenLabels.keys();
    std::sort(ids.begin(), ids.end());
    for (qint64 id : std::as_const(ids)) {
        if (id == c.mask.bos || id == c.mask.eos)
            continue;
        const QString &word = c.mask.tokenLabels.value(id);
        if (vocabulary.indexOf(word, 2) != id) {
            //: %1: a token id; %2: its label, a word; %3: the id the chapter gives that word
            difference = tr("token %1 is labelled '%2', which the chapter's tokenizer numbers %3").arg(id).arg(word).arg(vocabulary.indexOf(word, 2));
            break;
        }
    }
    if (difference.isEmpty() && (c.mask.bos != CorpusTokenizer::bos || c.mask.eos != CorpusTokenizer::eos))
        difference = tr("⟨BOS⟩ and ⟨EOS⟩ are %1 and %2; the chapter's tokenizer uses %3 and %4")
                         .arg(c.mask.bos).arg(c.mask.eos).arg(CorpusTokenizer::bos).arg(CorpusTokenizer::eos);
    const auto &own = c.chapter->corpus.documents;
    if (difference.isEmpty() && c.mask.documents.size() == own.size()) {
        for (std::size_t d = 0; d < own.size(); ++d) {
            const std::vector<std::int64_t> written(c.mask.documents[d].begin(), c.mask.documents[d].end());
            if (written != own[d]) {
                //: %1: a document's index; %2 and %3: token id lists such as [2, 3, 4]
                difference = tr("document %1 is %2; the chapter's, tokenized, is %3").arg(d).arg(tokenList(written), tokenList(own[d]));
                break;
            }
        }
    }
    if (!difference.isEmpty())
        c.diagnostics.warning(c.paramsPath / QStringLiteral("documents"), DiagnosticCode::Inconsistent,
                              tr("these documents label their tokens with the chapter's words but differ from its corpus: %1; write \"from_chapter\": true to take the chapter's")
                                  .arg(difference));
}

void MaskQuestionReader::readAnswer(Context &c)
{
    const JsonPath answerPath = c.path / QStringLiteral("answer");
    const std::optional<std::vector<qint64>> written = c.reader.integers(c.object.value(QLatin1String("answer")), answerPath, PackLimits::maxMaskBlockLength);
    if (!written)
        return;
    QList<int> authored;
    QSet<qint64> seen;
    for (std::size_t i = 0; i < written->size(); ++i) {
        const qint64 k = (*written)[i];
        if (seen.contains(k))
            c.diagnostics.warning(answerPath / qsizetype(i), DiagnosticCode::Duplicate, tr("slot %1 is listed twice").arg(k));
        seen.insert(k);
        authored.append(static_cast<int>(k));
    }
    std::sort(authored.begin(), authored.end());
    authored.erase(std::unique(authored.begin(), authored.end()), authored.end());
    const QList<int> computed = MaskQuestion::allowedKeys(c.mask);
    if (authored != computed)
        c.diagnostics.error(answerPath, DiagnosticCode::Inconsistent, (c.mask.rule == MaskQuestionSpec::Rule::Induction
                                           ? tr("the written answer [%1] disagrees with the engine: an induction head reads [%3] from slot %2")
                                           : tr("the written answer [%1] disagrees with the engine: slot %2 may attend to [%3]"))
                                          .arg(slotList(authored)).arg(c.mask.query).arg(slotList(computed)));
    c.mask.authoredAnswer = authored;
}

void MaskQuestionReader::read(QuestionFields &fields, QuestionSpec &question)
{
    PackDiagnostics &diagnostics = fields.manifest().diagnostics();
    const QJsonObject &object = fields.object();
    const JsonPath &path = fields.path();
    const QJsonObject &chapterParams = fields.chapterParams();

    const JsonPath paramsPath = path / QStringLiteral("params");
    if (!object.contains(QLatin1String("params"))) {
        diagnostics.error(paramsPath, DiagnosticCode::Missing, tr("missing (the packed block: documents, block_length, bos, eos, query — or \"from_chapter\": true and query)"));
        return;
    }
    JsonReader reader(diagnostics);
    const std::optional<QJsonObject> params = reader.object(object.value(QLatin1String("params")), paramsPath);
    if (!params)
        return;
    fields.unknownKeys(*params, paramsPath, {QStringLiteral("documents"), QStringLiteral("from_chapter"), QStringLiteral("block_length"),
                                             QStringLiteral("bos"), QStringLiteral("eos"), QStringLiteral("block"), QStringLiteral("query"),
                                             QStringLiteral("token_labels"), QStringLiteral("rule")});
    MaskQuestionSpec &mask = question.mask;
    const std::optional<ChapterCorpus> chapter = ChapterCorpus::fromParams(chapterParams);
    Context c{object, *params, path, paramsPath, chapter, mask, reader, diagnostics};

    bool fromChapter = false;
    if (c.has("from_chapter"))
        fromChapter = reader.boolean(params->value(QLatin1String("from_chapter")), paramsPath / QStringLiteral("from_chapter")).value_or(false);
    if (fromChapter)
        takeFromChapter(c);
    else
        readDocuments(c);

    // An integer of the question's params; else the chapter's (with "from_chapter"), else
    // `fallback` — or, when `required`, an error.
    auto integerField = [&](const char *key, qint64 minimum, qint64 maximum, qint64 fallback, bool required,
                            std::optional<qint64> chapterValue = std::nullopt) -> qint64 {
        const QString name = QLatin1String(key);
        if (params->contains(name))
            return reader.integer(params->value(name), paramsPath / name, minimum, maximum).value_or(fallback);
        if (fromChapter && chapterValue) {
            if (*chapterValue >= minimum && *chapterValue <= maximum)
                return *chapterValue;
            //: %1: a params field such as block_length; %2: the chapter's value; %3 and %4: the range
            reader.fail(paramsPath / name, DiagnosticCode::OutOfRange, tr("missing, and the chapter's %1 (%2) is outside what a mask question takes (%3 to %4): give one here")
                                                                           .arg(name).arg(*chapterValue).arg(minimum).arg(maximum));
            return fallback;
        }
        if (required)
            reader.fail(paramsPath / name, DiagnosticCode::Missing, fromChapter ? tr("missing (an integer; the chapter's params have none to take)") : tr("missing (an integer)"));
        return fallback;
    };
    if (fromChapter) {
        mask.blockLength = integerField("block_length", 1, PackLimits::maxMaskBlockLength, 0, true, chapter ? chapter->blockLength : std::nullopt);
        mask.block = static_cast<int>(integerField("block", 0, PackLimits::maxMaskStream, 0, false, chapter ? chapter->block : std::nullopt));
        mask.query = static_cast<int>(integerField("query", 0, PackLimits::maxMaskBlockLength - 1, 0, true, chapter ? chapter->query : std::nullopt));
    } else {
        mask.blockLength = integerField("block_length", 1, PackLimits::maxMaskBlockLength, 0, true);
        mask.bos = integerField("bos", -1000000000, 1000000000, 0, true);
        mask.eos = integerField("eos", -1000000000, 1000000000, 0, true);
        mask.block = static_cast<int>(integerField("block", 0, PackLimits::maxMaskStream, 0, false));
        mask.query = static_cast<int>(integerField("query", 0, PackLimits::maxMaskBlockLength - 1, 0, true));
        if (c.has("bos") && c.has("eos") && mask.bos == mask.eos && !reader.hasErrors())
            diagnostics.warning(paramsPath / QStringLiteral("eos"), DiagnosticCode::Inconsistent,
                                tr("bos and eos are the same token (%1): a document's start cannot be told from the previous one's end by its token").arg(mask.eos));
    }
    if (c.has("rule")) {
        const JsonPath rulePath = paramsPath / QStringLiteral("rule");
        const QJsonValue rule = params->value(QLatin1String("rule"));
        if (rule == QJsonValue(QStringLiteral("allowed")))
            mask.rule = MaskQuestionSpec::Rule::Allowed;
        else if (rule == QJsonValue(QStringLiteral("induction")))
            mask.rule = MaskQuestionSpec::Rule::Induction;
        else
            reader.fail(rulePath, DiagnosticCode::Invalid, tr("expected \"allowed\" (the keys the query may attend to) or \"induction\" "
                                     "(the keys an induction head reads from it)"));
    }
    if (c.has("token_labels")) {
        const JsonPath labelsPath = paramsPath / QStringLiteral("token_labels");
        const QJsonValue labels = params->value(QLatin1String("token_labels"));
        if (!labels.isObject()) {
            reader.fail(labelsPath, DiagnosticCode::WrongType, tr("expected an object mapping token ids to labels, e.g. {\"1\": \"BOS\"}"));
        } else {
            // With "from_chapter" these replace the chapter's words for their ids.
            const QJsonObject map = labels.toObject();
            for (auto it = map.begin(); it != map.end(); ++it) {
                // Digits only, as the JSON Schema says: "+5" or " 5" would read as 5 here and
                // be refused there.
                static const QRegularExpression tokenId(QStringLiteral("^-?[0-9]{1,18}$"));
                bool ok = false;
                const qint64 id = tokenId.match(it.key()).hasMatch() ? it.key().toLongLong(&ok) : 0;
                if (!ok)
                    reader.fail(labelsPath / it.key(), DiagnosticCode::Invalid, tr("'%1' is not a token id (an integer)").arg(it.key()));
                else if (!it.value().isString() || it.value().toString().isEmpty() || it.value().toString().size() > 24)
                    reader.fail(labelsPath / it.key(), DiagnosticCode::Invalid, tr("expected a label of 1 to 24 characters"));
                else
                    mask.tokenLabels.insert(id, it.value().toString());
            }
        }
    }
    if (reader.hasErrors())
        return;
    if (!fromChapter)
        compareWithChapter(c);
    // The engine packs the block and computes its mask: the question is checked against it.
    const std::optional<PackedBlock> block = MaskQuestion::block(mask);
    if (!block) {
        diagnostics.error(paramsPath / QStringLiteral("block"), DiagnosticCode::OutOfRange, tr("the packing has no block %1").arg(mask.block));
        return;
    }
    if (mask.query >= block->length()) {
        diagnostics.error(paramsPath / QStringLiteral("query"), DiagnosticCode::OutOfRange, tr("block %1 has %2 slots; query %3 is outside it").arg(mask.block).arg(block->length()).arg(mask.query));
        return;
    }
    if (mask.rule == MaskQuestionSpec::Rule::Induction && MaskQuestion::allowedKeys(mask).isEmpty()) {
        // An empty selection is never graded: the question would have no answer.
        diagnostics.error(paramsPath / QStringLiteral("query"), DiagnosticCode::Invalid, tr("the token at slot %1 does not occur earlier in its document, "
                                                                   "so an induction head has no key to read: choose a query in the repeat")
                                                                    .arg(mask.query));
        return;
    }
    if (object.contains(QLatin1String("answer")))
        readAnswer(c);
}

} // namespace atlas
