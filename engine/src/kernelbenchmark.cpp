#include "atlas/kernelbenchmark.h"

#include "atlas/denseattention.h"
#include "atlas/normalsampler.h"
#include "atlas/tiledattention.h"

#include "tileproduct.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>

namespace atlas {

namespace {

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

template <typename Scalar>
Matrix<Scalar> normalMatrix(NormalSampler &sampler, Index rows, Index cols)
{
    Matrix<Scalar> m(rows, cols);
    for (Index i = 0; i < rows; ++i)
        for (Index j = 0; j < cols; ++j)
            m(i, j) = static_cast<Scalar>(sampler.next());
    return m;
}

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Progress over (1 warm-up + repeats) runs, each run's own fraction scaled into its share.
class RunProgress {
public:
    RunProgress(const std::function<void(double)> &callback, int runs) : callback_(callback), runs_(runs) {}

    std::function<void(double)> forRun(int run, double passShare, double passStart)
    {
        if (!callback_)
            return {};
        return [this, run, passShare, passStart](double fraction) {
            report((run + passStart + passShare * fraction) / runs_);
        };
    }

    void report(double fraction)
    {
        if (!callback_)
            return;
        const std::lock_guard<std::mutex> lock(mutex_);
        last_ = std::max(last_, std::min(1.0, fraction));
        callback_(last_);
    }

private:
    const std::function<void(double)> &callback_;
    double runs_;
    double last_ = 0;
    std::mutex mutex_;
};

StructuredMask maskOf(const KernelBenchmark::Request &r)
{
    return (!r.documentIds.empty() ? StructuredMask::documents(r.documentIds, r.causal)
            : r.documents > 0     ? StructuredMask::equalDocuments(r.length, r.documents, r.causal)
                                  : (r.causal ? StructuredMask::causal() : StructuredMask::none()))
        .withWindow(r.window);
}

template <typename Scalar>
KernelBenchmark::Result measure(const KernelBenchmark::Request &r, const std::atomic<bool> *cancel,
                                const std::function<void(double)> &progress)
{
    KernelBenchmark::Result result;
    NormalSampler sampler(r.seed);
    const Matrix<Scalar> q = normalMatrix<Scalar>(sampler, r.length, r.heads * r.dk);
    const Matrix<Scalar> k = normalMatrix<Scalar>(sampler, r.length, r.heads * r.dk);
    const Matrix<Scalar> v = normalMatrix<Scalar>(sampler, r.length, r.heads * r.dv);
    const Matrix<Scalar> gradOutput = r.pass == KernelBenchmark::Pass::ForwardBackward
        ? normalMatrix<Scalar>(sampler, r.length, r.heads * r.dv) : Matrix<Scalar>();
    const StructuredMask mask = maskOf(r);
    result.allowedPairs = mask.allowedPairs(r.length, r.length);
    const bool backward = r.pass == KernelBenchmark::Pass::ForwardBackward;
    result.flops = 2.0 * static_cast<double>(r.heads) * static_cast<double>(r.dk + r.dv)
        * static_cast<double>(result.allowedPairs) * (backward ? 3.5 : 1.0);

    AttentionKernelOptions options;
    options.heads = r.heads;
    options.threads = r.threads;
    options.products = r.products;
    options.cancel = cancel;
    const int runs = 1 + r.repeats;
    RunProgress runProgress(progress, runs);
    const double forwardShare = backward ? 1.0 / 3.5 : 1.0;
    for (int run = 0; run < runs; ++run) {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            return result;
        }
        options.progress = runProgress.forRun(run, forwardShare, 0.0);
        const Clock::time_point start = Clock::now();
        bool stopped = false;
        std::size_t extra = 0;
        int threads = 0;
        if (r.kernel == KernelBenchmark::Kernel::Tiled) {
            const TiledAttentionResult<Scalar> f = TiledAttention<Scalar>::forward(q, k, v, mask, options);
            stopped = f.cancelled;
            extra = f.peakExtraBytes;
            threads = f.threads;
            if (backward && !stopped) {
                options.progress = runProgress.forRun(run, 1.0 - forwardShare, forwardShare);
                const TiledAttentionGradients<Scalar> g = TiledAttention<Scalar>::backward(q, k, v, mask, options, f, gradOutput);
                stopped = g.cancelled;
                extra += g.peakExtraBytes;
                threads = std::max(threads, g.threads);
            }
        } else {
            const DenseAttentionResult<Scalar> f = DenseAttention<Scalar>::forward(q, k, v, mask, options);
            stopped = f.cancelled;
            extra = f.peakExtraBytes;
            threads = f.threads;
            if (backward && !stopped) {
                options.progress = runProgress.forRun(run, 1.0 - forwardShare, forwardShare);
                const DenseAttentionGradients<Scalar> g = DenseAttention<Scalar>::backward(q, k, v, mask, options, f, gradOutput);
                stopped = g.cancelled;
                extra += g.peakExtraBytes;
                threads = std::max(threads, g.threads);
            }
        }
        const double elapsed = millisecondsSince(start);
        if (stopped) {
            result.cancelled = true;
            return result;
        }
        result.peakExtraBytes = std::max(result.peakExtraBytes, extra);
        result.threads = std::max(result.threads, threads);
        if (run > 0) // run 0 warms up
            result.milliseconds.push_back(elapsed);
        runProgress.report(static_cast<double>(run + 1) / runs);
    }
    result.medianMs = median(result.milliseconds);
    result.minMs = *std::min_element(result.milliseconds.begin(), result.milliseconds.end());
    result.gflops = result.medianMs > 0 ? result.flops / (result.medianMs * 1e6) : 0;
    return result;
}

// `threads` independent n × n products C = A·B at once, one per thread, by `multiply`: their
// rates added, GFLOP/s (the median of `repeats` timed runs after one untimed).
template <typename Scalar, typename Multiply>
double productRate(int threads, int repeats, Index n, const Multiply &multiply)
{
    std::vector<Matrix<Scalar>> a, b, c;
    for (int t = 0; t < threads; ++t) {
        a.push_back(Matrix<Scalar>::Random(n, n));
        b.push_back(Matrix<Scalar>::Random(n, n));
        c.push_back(Matrix<Scalar>(n, n));
    }
    const auto one = [&](int t) {
        const auto i = static_cast<std::size_t>(t);
        multiply(a[i], b[i], c[i]);
    };
    std::vector<double> rates;
    for (int run = 0; run <= repeats; ++run) {
        const Clock::time_point start = Clock::now();
        std::vector<std::thread> workers;
        for (int t = 1; t < threads; ++t)
            workers.emplace_back(one, t);
        one(0);
        for (std::thread &w : workers)
            w.join();
        const double seconds = millisecondsSince(start) / 1000.0;
        if (run > 0) // run 0 warms up
            rates.push_back(2.0 * static_cast<double>(n) * static_cast<double>(n) * static_cast<double>(n) * threads / seconds / 1e9);
    }
    return median(rates);
}

template <typename Scalar>
double eigenRate(int threads, int repeats, Index n)
{
    return productRate<Scalar>(threads, repeats, n, [](const Matrix<Scalar> &a, const Matrix<Scalar> &b, Matrix<Scalar> &c) {
        c.noalias() = a * b;
    });
}

template <typename Scalar>
double blasRate(int threads, int repeats, Index n)
{
    return productRate<Scalar>(threads, repeats, n, [](const Matrix<Scalar> &a, const Matrix<Scalar> &b, Matrix<Scalar> &c) {
        detail::tileProduct(AttentionKernelOptions::Products::OpenBlas, c, a, detail::Op::AsIs, b, detail::Op::AsIs, Scalar(1), false);
    });
}

} // namespace

KernelBenchmark::Result KernelBenchmark::run(const Request &request, const std::atomic<bool> *cancel,
                                             const std::function<void(double)> &progress)
{
    if (request.length < 1 || request.heads < 1 || request.dk < 1 || request.dv < 1 || request.repeats < 1
        || request.threads < 1)
        throw ShapeError("benchmark: sizes, repeats and threads must be at least 1");
    if (request.documents < 0 || request.documents > request.length)
        throw ShapeError("benchmark: documents must be between 1 and T");
    if (!request.documentIds.empty() && static_cast<Index>(request.documentIds.size()) != request.length)
        throw ShapeError("benchmark: expected one document id per position");
    Result result = request.singlePrecision ? measure<float>(request, cancel, progress)
                                            : measure<double>(request, cancel, progress);
    if (!result.cancelled && request.measureGemm) {
        const int repeats = std::max(3, request.repeats);
        result.gemmGflops = gemmGflops(request.singlePrecision, request.threads, repeats);
        result.blasGflops = blasGflops(request.singlePrecision, request.threads, repeats);
    }
    return result;
}

std::int64_t KernelBenchmark::allowedPairs(const Request &request)
{
    return maskOf(request).allowedPairs(request.length, request.length);
}

double KernelBenchmark::Comparison::idealSpeedup() const
{
    return candidate.allowedPairs > 0 ? double(reference.allowedPairs) / double(candidate.allowedPairs) : 1.0;
}

double KernelBenchmark::Comparison::measuredSpeedup() const
{
    return candidate.medianMs > 0 ? reference.medianMs / candidate.medianMs : 0.0;
}

KernelBenchmark::Comparison KernelBenchmark::compare(const Request &reference, const Request &candidate,
                                                     const std::atomic<bool> *cancel, const std::function<void(double)> &progress)
{
    const double referencePairs = double(allowedPairs(reference)), candidatePairs = double(allowedPairs(candidate));
    const double referenceShare = referencePairs + candidatePairs > 0 ? referencePairs / (referencePairs + candidatePairs) : 0.5;
    const auto part = [&progress](double from, double share) -> std::function<void(double)> {
        if (!progress)
            return {};
        return [&progress, from, share](double f) { progress(from + share * f); };
    };
    Comparison out;
    out.reference = run(reference, cancel, part(0, referenceShare));
    if ((out.cancelled = out.reference.cancelled))
        return out;
    out.candidate = run(candidate, cancel, part(referenceShare, 1 - referenceShare));
    out.cancelled = out.candidate.cancelled;
    return out;
}

double KernelBenchmark::Result::roofline() const
{
    const double best = std::max(gemmGflops, blasGflops);
    return best > 0 ? gflops / best : 0;
}

double KernelBenchmark::gemmGflops(bool singlePrecision, int threads, int repeats, Index n)
{
    return singlePrecision ? eigenRate<float>(std::max(1, threads), std::max(1, repeats), n)
                           : eigenRate<double>(std::max(1, threads), std::max(1, repeats), n);
}

double KernelBenchmark::blasGflops(bool singlePrecision, int threads, int repeats, Index n)
{
    return singlePrecision ? blasRate<float>(std::max(1, threads), std::max(1, repeats), n)
                           : blasRate<double>(std::max(1, threads), std::max(1, repeats), n);
}

} // namespace atlas
