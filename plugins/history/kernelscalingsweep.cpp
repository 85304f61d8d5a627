#include "kernelscalingsweep.h"

#include <atlas/attentioncost.h>
#include <atlas/attentionkerneloptions.h>
#include <atlas/structuredmask.h>

#include <algorithm>

namespace atlas {

namespace {

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
void measure(const KernelScalingSweep::Settings &settings, const std::atomic<bool> &cancel,
             const std::function<void(double)> &progress, const std::function<void(KernelScalingSweep::Event)> &publish)
{
    using Sweep = KernelScalingSweep;
    const QList<Index> lengths = settings.lengths();
    // The ceiling: two products (Eigen's, OpenBLAS's) of n³ multiply–adds on each thread.
    const double gemmWork = 2 * 2.0 * double(Sweep::gemmSize) * double(Sweep::gemmSize) * double(Sweep::gemmSize)
        * double(settings.threads) * (settings.repeats + 1);
    double total = gemmWork, done = 0;
    for (Index t : lengths)
        for (Sweep::Kernel kernel : Sweep::kernels())
            if (Sweep::runs(settings, t, kernel))
                total += Sweep::countedOperations(settings, t, kernel) * (settings.repeats + 1);
    auto report = [&progress, &total](double work) { progress(work / total); };

    Sweep::Event ceiling;
    ceiling.gemmGflops = KernelBenchmark::gemmGflops(settings.singlePrecision, settings.threads, settings.repeats,
                                                     Sweep::gemmSize);
    ceiling.blasGflops = KernelBenchmark::blasGflops(settings.singlePrecision, settings.threads, settings.repeats,
                                                     Sweep::gemmSize);
    publish(ceiling);
    done += gemmWork;
    report(done);
    for (Index t : lengths) {
        for (Sweep::Kernel kernel : Sweep::kernels()) {
            if (cancel.load())
                return;
            Sweep::Event event;
            event.point = Sweep::Point{t, kernel, false, {}};
            if (!Sweep::runs(settings, t, kernel)) {
                event.point->skipped = true;
                publish(event);
                continue;
            }
            const double work = Sweep::countedOperations(settings, t, kernel) * (settings.repeats + 1);
            // The settings are normalized: a ShapeError is not reachable, and would fail the run.
            event.point->result = KernelBenchmark::run(Sweep::request(settings, t, kernel), &cancel,
                                                       [&](double fraction) { report(done + fraction * work); });
            if (event.point->result.cancelled)
                return;
            publish(event);
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
    connect(&task_, &BackgroundTaskBase::progressChanged, this, &KernelScalingSweep::progressChanged);
    connect(&task_, &BackgroundTaskBase::finished, this, [this] { Q_EMIT finished(task_.wasCancelled()); });
}

void KernelScalingSweep::start(const Settings &settings)
{
    settings_ = normalized(settings);
    points_.clear();
    gemmGflops_.reset();
    blasGflops_.reset();
    task_.start([s = settings_](const std::atomic<bool> &cancel, const std::function<void(double)> &progress,
                                const std::function<void(Event)> &publish) { measure(s, cancel, progress, publish); },
                [this](const std::vector<Event> &events) {
                    for (const Event &event : events)
                        take(event);
                });
}

std::optional<KernelScalingSweep::Point> KernelScalingSweep::point(Index length, Kernel kernel) const
{
    for (const Point &p : points_)
        if (p.length == length && p.kernel == kernel)
            return p;
    return std::nullopt;
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
