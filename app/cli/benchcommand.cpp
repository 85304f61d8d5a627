#include "benchcommand.h"

#include "commandline.h"
#include "jsonwriter.h"

#include <atlas/kernelbenchmark.h>

#include <QCommandLineParser>
#include <QRegularExpression>

#include <optional>

namespace atlas {

namespace {

// The option's value as an integer in [minimum, maximum]; on failure prints the error.
std::optional<qint64> integerOption(const QCommandLineParser &parser, const QCommandLineOption &option,
                                    std::optional<qint64> fallback, qint64 minimum, qint64 maximum,
                                    const QString &meaning)
{
    const QString name = QLatin1String("--") + option.names().constFirst();
    if (!parser.isSet(option)) {
        if (fallback)
            return fallback;
        CommandLine::failRequest(CommandLine::fieldError(name, BenchCommand::tr("missing (%1)").arg(meaning)));
        return std::nullopt;
    }
    bool ok = false;
    const QString text = parser.value(option);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < minimum || value > maximum) {
        CommandLine::failRequest(CommandLine::fieldError(name,
            BenchCommand::tr("expected an integer from %1 to %2 (%3), got '%4'").arg(minimum).arg(maximum).arg(meaning, text)));
        return std::nullopt;
    }
    return value;
}

// The option's value among `choices`; on failure prints the error.
std::optional<QString> choiceOption(const QCommandLineParser &parser, const QCommandLineOption &option,
                                    std::optional<QString> fallback, const QStringList &choices)
{
    const QString name = QLatin1String("--") + option.names().constFirst();
    if (!parser.isSet(option)) {
        if (fallback)
            return fallback;
        CommandLine::failRequest(CommandLine::fieldError(name, BenchCommand::tr("missing (one of %1)").arg(choices.join(QLatin1String(", ")))));
        return std::nullopt;
    }
    const QString value = parser.value(option);
    if (!choices.contains(value)) {
        CommandLine::failRequest(CommandLine::fieldError(name,
            BenchCommand::tr("expected one of %1, got '%2'").arg(choices.join(QLatin1String(", ")), value)));
        return std::nullopt;
    }
    return value;
}

} // namespace

int BenchCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Measures one attention kernel on this machine and prints one JSON object: times, the "
           "useful GFLOP/s (2·(dk + dv) operations per allowed pair and head forward, 3.5 times that "
           "for forward and backward), the memory beyond inputs and outputs, the GFLOP/s of "
           "Eigen's and OpenBLAS's matrix products in the same precision measured in the same run, "
           "and the roofline: the useful GFLOP/s over the better of the two. Inputs are seeded N(0, 1)."));
    const QCommandLineOption length(QStringLiteral("length"), tr("Sequence length T (required)."), tr("T"));
    const QCommandLineOption heads(QStringLiteral("heads"), tr("Number of heads H (required)."), tr("H"));
    const QCommandLineOption dk(QStringLiteral("dk"), tr("Query/key width per head (required)."), tr("D"));
    const QCommandLineOption dv(QStringLiteral("dv"), tr("Value width per head (default: dk)."), tr("D"));
    const QCommandLineOption mask(QStringLiteral("mask"),
        tr("none, causal, docs:N — N documents of equal length (document ⌊i·N/T⌋), causal within each — or window:W — "
           "causal, each query reading its W most recent keys (required)."), tr("mask"));
    const QCommandLineOption pass(QStringLiteral("pass"), tr("forward, or backward: forward and backward together (required)."), tr("pass"));
    const QCommandLineOption precision(QStringLiteral("precision"), tr("float or double (required)."), tr("precision"));
    const QCommandLineOption threads(QStringLiteral("threads"), tr("Threads (default 1)."), tr("K"));
    const QCommandLineOption repeats(QStringLiteral("repeats"), tr("Timed runs after one untimed run (default 5)."), tr("R"));
    const QCommandLineOption kernel(QStringLiteral("kernel"), tr("tiled (default) or dense."), tr("kernel"));
    const QCommandLineOption products(QStringLiteral("products"),
        tr("The tiled kernel's tile products: eigen (default) or openblas."), tr("products"));
    parser.addOptions({length, heads, dk, dv, mask, pass, precision, threads, repeats, kernel, products});
    parser.addHelpOption();
    if (const std::optional<int> status = CommandLine::parse(parser, arguments, 0))
        return *status;

    KernelBenchmark::Request request;
    const std::optional<qint64> t = integerOption(parser, length, std::nullopt, 1, maxLength, tr("the sequence length T"));
    if (!t)
        return CommandLine::usageError;
    const std::optional<qint64> h = integerOption(parser, heads, std::nullopt, 1, maxHeads, tr("the number of heads"));
    if (!h)
        return CommandLine::usageError;
    const std::optional<qint64> keyWidth = integerOption(parser, dk, std::nullopt, 1, maxWidth, tr("the query/key width"));
    if (!keyWidth)
        return CommandLine::usageError;
    const std::optional<qint64> valueWidth = integerOption(parser, dv, *keyWidth, 1, maxWidth, tr("the value width"));
    if (!valueWidth)
        return CommandLine::usageError;

    const QString maskName = QLatin1String("--") + mask.names().constFirst();
    if (!parser.isSet(mask))
        return CommandLine::failRequest(CommandLine::fieldError(maskName, tr("missing (none, causal, docs:N or window:W)")));
    const QString maskText = parser.value(mask);
    static const QRegularExpression documentsPattern(QStringLiteral("^docs:([0-9]+)$"));
    static const QRegularExpression windowPattern(QStringLiteral("^window:([0-9]+)$"));
    const QRegularExpressionMatch documents = documentsPattern.match(maskText);
    const QRegularExpressionMatch window = windowPattern.match(maskText);
    if (maskText == QLatin1String("none")) {
        request.causal = false;
    } else if (maskText == QLatin1String("causal")) {
        request.causal = true;
    } else if (documents.hasMatch()) {
        bool ok = false;
        const qint64 n = documents.captured(1).toLongLong(&ok);
        if (!ok || n < 1 || n > *t)
            return CommandLine::failRequest(CommandLine::fieldError(maskName,
                tr("expected docs:N with 1 ≤ N ≤ T = %1 documents, got '%2'").arg(*t).arg(maskText)));
        request.causal = true;
        request.documents = n;
    } else if (window.hasMatch()) {
        bool ok = false;
        const qint64 w = window.captured(1).toLongLong(&ok);
        if (!ok || w < 1 || w > *t)
            return CommandLine::failRequest(CommandLine::fieldError(maskName,
                tr("expected window:W with 1 ≤ W ≤ T = %1 keys, got '%2'").arg(*t).arg(maskText)));
        request.causal = true;
        request.window = w;
    } else {
        return CommandLine::failRequest(CommandLine::fieldError(maskName,
            tr("expected none, causal, docs:N (N documents of equal length) or window:W (W most recent keys), got '%1'")
                .arg(maskText)));
    }

    const std::optional<QString> passValue = choiceOption(parser, pass, std::nullopt, {QStringLiteral("forward"), QStringLiteral("backward")});
    if (!passValue)
        return CommandLine::usageError;
    const std::optional<QString> precisionValue = choiceOption(parser, precision, std::nullopt, {QStringLiteral("float"), QStringLiteral("double")});
    if (!precisionValue)
        return CommandLine::usageError;
    const std::optional<qint64> threadCount = integerOption(parser, threads, 1, 1, maxThreads, tr("threads"));
    if (!threadCount)
        return CommandLine::usageError;
    const std::optional<qint64> repeatCount = integerOption(parser, repeats, 5, 1, maxRepeats, tr("timed runs"));
    if (!repeatCount)
        return CommandLine::usageError;
    const std::optional<QString> kernelValue = choiceOption(parser, kernel, QStringLiteral("tiled"), {QStringLiteral("tiled"), QStringLiteral("dense")});
    if (!kernelValue)
        return CommandLine::usageError;
    const std::optional<QString> productsValue = choiceOption(parser, products, QStringLiteral("eigen"),
                                                              {QStringLiteral("eigen"), QStringLiteral("openblas")});
    if (!productsValue)
        return CommandLine::usageError;

    const qint64 inputEntries = *t * *h * std::max(*keyWidth, *valueWidth);
    if (inputEntries > maxInputEntries)
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--length"),
            tr("T·H·max(dk, dv) = %1 numbers per input matrix is beyond this tool's limit of %2").arg(inputEntries).arg(maxInputEntries)));
    const bool dense = *kernelValue == QLatin1String("dense");
    if (dense && parser.isSet(products))
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--products"),
            tr("only the tiled kernel has tile products (the dense kernel uses Eigen's)")));
    if (dense && *h * *t * *t > maxDenseScores)
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--length"),
            tr("the dense kernel would keep H·T² = %1 scores, beyond this tool's limit of %2 (use --kernel tiled)")
                .arg(*h * *t * *t).arg(maxDenseScores)));

    request.kernel = dense ? KernelBenchmark::Kernel::Dense : KernelBenchmark::Kernel::Tiled;
    request.pass = *passValue == QLatin1String("backward") ? KernelBenchmark::Pass::ForwardBackward : KernelBenchmark::Pass::Forward;
    request.singlePrecision = *precisionValue == QLatin1String("float");
    request.length = *t;
    request.heads = *h;
    request.dk = *keyWidth;
    request.dv = *valueWidth;
    request.threads = static_cast<int>(*threadCount);
    request.repeats = static_cast<int>(*repeatCount);
    request.products = *productsValue == QLatin1String("openblas") ? AttentionKernelOptions::Products::OpenBlas
                                                                    : AttentionKernelOptions::Products::Eigen;

    KernelBenchmark::Result result;
    try {
        result = KernelBenchmark::run(request);
    } catch (const std::bad_alloc &) {
        return CommandLine::failRequest(CommandLine::fieldError(QStringLiteral("--length"), tr("not enough memory for these sizes")));
    }

    std::string out;
    JsonWriter w(out);
    w.beginObject();
    w.key("kernel");
    w.value(std::string_view(dense ? "dense" : "tiled"));
    w.key("products");
    w.value(std::string_view(dense ? "eigen" : productsValue->toStdString()));
    w.key("length");
    w.value(static_cast<std::int64_t>(request.length));
    w.key("heads");
    w.value(static_cast<std::int64_t>(request.heads));
    w.key("dk");
    w.value(static_cast<std::int64_t>(request.dk));
    w.key("dv");
    w.value(static_cast<std::int64_t>(request.dv));
    w.key("mask");
    w.value(std::string_view(maskText.toStdString()));
    w.key("pass");
    w.value(std::string_view(passValue->toStdString()));
    w.key("precision");
    w.value(std::string_view(precisionValue->toStdString()));
    w.key("threads");
    w.value(static_cast<std::int64_t>(request.threads));
    w.key("median_ms");
    w.value(result.medianMs);
    w.key("min_ms");
    w.value(result.minMs);
    w.key("allowed_pairs");
    w.value(result.allowedPairs);
    w.key("gflops");
    w.value(result.gflops);
    w.key("peak_extra_bytes");
    w.value(static_cast<std::int64_t>(result.peakExtraBytes));
    w.key("gemm_gflops");
    w.value(result.gemmGflops);
    w.key("blas_gflops");
    w.value(result.blasGflops);
    w.key("roofline");
    w.value(result.roofline());
    w.endObject();
    out += '\n';
    CommandLine::writeStdout(out);
    return 0;
}

} // namespace atlas
