#include "kernelscalingsweep.h"

#include <atlas/attentioncost.h>
#include <atlas/attentionkerneloptions.h>
#include <atlas/structuredmask.h>

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace atlas {

namespace {

constexpr int progressSteps = 1000;

Index powerOfTwoAtMost(Index n)
{
    Index p = 1;
    while (p * 2 <= n)
        p *= 2;
    return p;
}

double pairsComputed(const KernelScalingSweep::Settings &s, Index length, KernelScalingSweep::Kernel kernel)
{
    const double t = static_cast<double>(length);
    switch (kernel) {
    case KernelScalingSweep::Kernel::Dense:
        return t * t;
    case KernelScalingSweep::Kernel::Tiled:
        return static_cast<double>(StructuredMask::causal().allowedPairs(length, length));
    case KernelScalingSweep::Kernel::TiledDocuments:
        return static_cast<double>(StructuredMask::equalDocuments(length, std::min(s.documents, length), true)
                                       .allowedPairs(length, length));
    }
    return 0;
}

// The worker: the ceiling, then every point in order; progress over the estimated work.
void measure(QPromise<KernelScalingSweep::Event> &promise, KernelScalingSweep::Settings settings,
             std::shared_ptr<std::atomic<bool>> cancel)
{
    using Sweep = KernelScalingSweep;
    promise.setProgressRange(0, progressSteps);
    const QList<Index> lengths = settings.lengths();
    // The ceiling: two products (Eigen's, OpenBLAS's) of n³ multiply–adds on each thread.
    const double gemmWork = 2 * 2.0 * double(Sweep::gemmSize) * double(Sweep::gemmSize) * double(Sweep::gemmSize)
        * double(settings.threads) * (settings.repeats + 1);
    double total = gemmWork, done = 0;
    for (Index t : lengths)
        for (Sweep::Kernel kernel : Sweep::kernels())
            if (Sweep::runs(settings, t, kernel))
                total += Sweep::countedOperations(settings, t, kernel) * (settings.repeats + 1);
    auto report = [&promise, &total](double work) {
        promise.setProgressValue(static_cast<int>(std::min(1.0, work / total) * progressSteps));
    };

    Sweep::Event ceiling;
    ceiling.gemmGflops = KernelBenchmark::gemmGflops(settings.singlePrecision, settings.threads, settings.repeats,
                                                     Sweep::gemmSize);
    ceiling.blasGflops = KernelBenchmark::blasGflops(settings.singlePrecision, settings.threads, settings.repeats,
                                                     Sweep::gemmSize);
    promise.addResult(ceiling);
    done += gemmWork;
    report(done);
    for (Index t : lengths) {
        for (Sweep::Kernel kernel : Sweep::kernels()) {
            if (cancel->load() || promise.isCanceled())
                return;
            Sweep::Event event;
            event.point = Sweep::Point{t, kernel, false, {}};
            if (!Sweep::runs(settings, t, kernel)) {
                event.point->skipped = true;
                promise.addResult(event);
                continue;
            }
            const double work = Sweep::countedOperations(settings, t, kernel) * (settings.repeats + 1);
            try {
                event.point->result = KernelBenchmark::run(Sweep::request(settings, t, kernel), cancel.get(),
                                                           [&](double fraction) { report(done + fraction * work); });
            } catch (const ShapeError &) {
                return; // the settings are normalized: not reachable, and never a crash
            }
            if (event.point->result.cancelled)
                return;
            promise.addResult(event);
            done += work;
            report(done);
        }
    }
}

} // namespace

QList<Index> KernelScalingSweep::Settings::lengths() const
{
    QList<Index> out;
    for (Index t = fromLength; t <= toLength; t *= 2)
        out.append(t);
    return out;
}

KernelScalingSweep::Settings KernelScalingSweep::normalized(Settings s)
{
    s.fromLength = powerOfTwoAtMost(std::clamp(s.fromLength, minLength, maxLength));
    s.toLength = powerOfTwoAtMost(std::clamp(s.toLength, minLength, maxLength));
    if (s.toLength < s.fromLength)
        std::swap(s.fromLength, s.toLength);
    s.heads = std::clamp<Index>(s.heads, 1, maxHeads);
    s.headWidth = std::clamp<Index>(s.headWidth, 1, maxHeadWidth);
    s.threads = std::max(1, s.threads);
    s.documents = std::clamp<Index>(s.documents, 1, maxDocuments);
    s.repeats = std::clamp(s.repeats, 1, maxRepeats);
    return s;
}

KernelBenchmark::Request KernelScalingSweep::request(const Settings &s, Index length, Kernel kernel)
{
    KernelBenchmark::Request r;
    r.kernel = kernel == Kernel::Dense ? KernelBenchmark::Kernel::Dense : KernelBenchmark::Kernel::Tiled;
    r.pass = KernelBenchmark::Pass::Forward;
    r.singlePrecision = s.singlePrecision;
    r.length = length;
    r.heads = s.heads;
    r.dk = r.dv = s.headWidth;
    r.causal = true;
    r.documents = kernel == Kernel::TiledDocuments ? std::min(s.documents, length) : 0;
    r.threads = s.threads;
    r.repeats = s.repeats;
    r.measureGemm = false;
    r.seed = s.seed;
    return r;
}

bool KernelScalingSweep::runs(const Settings &s, Index length, Kernel kernel)
{
    return kernel != Kernel::Dense || double(s.heads) * double(length) * double(length) <= maxDenseScores;
}

double KernelScalingSweep::countedOperations(const Settings &s, Index length, Kernel kernel)
{
    // AttentionCost counts every pair; scale it to the pairs this kernel computes.
    const double t = static_cast<double>(length);
    return AttentionCost::attentionOperations(length, s.heads, s.headWidth, s.headWidth) * pairsComputed(s, length, kernel)
        / (t * t);
}

double KernelScalingSweep::countedScoreBytes(const Settings &s, Index length, Kernel kernel)
{
    const Index b = bytesPerNumber(s);
    if (kernel == Kernel::Dense)
        return AttentionCost::denseScoreBytes(length, s.heads, b);
    const auto bytes = static_cast<std::size_t>(b);
    return AttentionCost::tiledScoreBytes(length, s.heads, AttentionKernelOptions::defaultTileRows(bytes, s.headWidth, s.headWidth),
                                          AttentionKernelOptions::defaultTileColumns(bytes, s.headWidth, s.headWidth), b);
}

KernelScalingSweep::KernelScalingSweep(QObject *parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<Event>::resultsReadyAt, this, &KernelScalingSweep::takeRemaining);
    connect(&watcher_, &QFutureWatcher<Event>::progressValueChanged, this, [this](int value) {
        progress_ = std::max(progress_, double(value) / progressSteps);
        Q_EMIT progressChanged(progress_);
    });
    connect(&watcher_, &QFutureWatcher<Event>::finished, this, [this] {
        takeRemaining();
        cancelled_ = cancelFlag_ && cancelFlag_->load();
        if (!cancelled_ && progress_ < 1) {
            progress_ = 1;
            Q_EMIT progressChanged(progress_);
        }
        Q_EMIT finished(cancelled_);
    });
}

KernelScalingSweep::~KernelScalingSweep()
{
    // The worker owns its settings and shares only the flag; stopping it keeps the pool quiet.
    cancel();
    future_.waitForFinished();
}

void KernelScalingSweep::start(const Settings &settings)
{
    // A run in flight stops within one tile or one head's scores; setFuture() then drops
    // whatever it had not yet delivered, so old points never mix with new ones.
    cancel();
    future_.waitForFinished();
    settings_ = normalized(settings);
    points_.clear();
    gemmGflops_.reset();
    blasGflops_.reset();
    progress_ = 0;
    cancelled_ = false;
    taken_ = 0;
    cancelFlag_ = std::make_shared<std::atomic<bool>>(false);
    future_ = QtConcurrent::run(measure, settings_, cancelFlag_);
    watcher_.setFuture(future_);
    Q_EMIT progressChanged(progress_);
}

void KernelScalingSweep::cancel()
{
    if (cancelFlag_ && future_.isRunning()) {
        cancelFlag_->store(true);
        future_.cancel();
    }
}

bool KernelScalingSweep::isRunning() const
{
    return future_.isRunning();
}

void KernelScalingSweep::finishNow()
{
    if (!future_.isValid())
        return;
    future_.waitForFinished();
    takeRemaining();
    // The watcher's finished() follows from the event loop; the state is final already.
    cancelled_ = cancelFlag_ && cancelFlag_->load();
    if (!cancelled_)
        progress_ = 1;
}

std::optional<KernelScalingSweep::Point> KernelScalingSweep::point(Index length, Kernel kernel) const
{
    for (const Point &p : points_)
        if (p.length == length && p.kernel == kernel)
            return p;
    return std::nullopt;
}

void KernelScalingSweep::takeRemaining()
{
    // Results are taken in order, once, whether the watcher's signal or finishNow() comes first.
    const int available = future_.resultCount();
    while (taken_ < available)
        take(future_.resultAt(taken_++));
}

std::optional<double> KernelScalingSweep::ceilingGflops() const
{
    if (!gemmGflops_ && !blasGflops_)
        return std::nullopt;
    return std::max(gemmGflops_.value_or(0), blasGflops_.value_or(0));
}

std::optional<double> KernelScalingSweep::roofline(const Point &point) const
{
    const std::optional<double> ceiling = ceilingGflops();
    if (point.skipped || !ceiling || *ceiling <= 0)
        return std::nullopt;
    return point.result.gflops / *ceiling;
}

void KernelScalingSweep::take(const Event &event)
{
    if (event.gemmGflops)
        gemmGflops_ = event.gemmGflops;
    if (event.blasGflops)
        blasGflops_ = event.blasGflops;
    if (event.point) {
        points_.append(*event.point);
        Q_EMIT pointMeasured();
    }
}

} // namespace atlas

#include "moc_kernelscalingsweep.cpp"
