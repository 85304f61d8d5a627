#include "packingpage.h"

#include "efficiencypanel.h"
#include "leakagemeter.h"
#include "maskpanel.h"
#include "packinglab.h"
#include "packingsession.h"

#include "sdk/matrixheatmap.h"
#include "sdk/packedblockstrip.h"

#include <QChartView>
#include <QTabWidget>

namespace atlas {

PackingPage::PackingPage(ChapterContext &context, const PackingParams &params, QWidget *parent)
    : StandardChapterPage(context, parent), session_(new PackingSession(params, this)), lab_(new PackingLab(*session_))
{
    setLab(lab_);
}

QList<ExportableFigure> PackingPage::figures() const
{
    QList<ExportableFigure> list{{QStringLiteral("packed-block"), lab_->strip(), nullptr},
                                 {QStringLiteral("packing-mask"), lab_->maskPanel()->heatmap(), lab_->maskPanel()->heatmap()->model()}};
    const std::pair<LeakagePolicy, const char *> charts[] = {{LeakagePolicy::DocumentAware, "leakage-document-aware"},
                                                             {LeakagePolicy::PlainCausal, "leakage-plain-causal"},
                                                             {LeakagePolicy::ResetPositionsPlainCausal, "leakage-reset-positions"}};
    for (const auto &[policy, name] : charts)
        list.append({QString::fromLatin1(name), lab_->leakageMeter()->chartView(policy), nullptr});
    list.append({QStringLiteral("packing-pairs"), lab_->efficiencyPanel()->chartView(), nullptr});
    return list;
}

void PackingPage::prepareForScreenshot()
{
    // The efficiency view's measured speedup (a short run on a worker) finishes first; the
    // tour shows the seed's picture: the mask with the query the seed discusses selected.
    lab_->efficiencyPanel()->prepareForScreenshot();
    lab_->tabs()->setCurrentWidget(lab_->maskPanel());
}

} // namespace atlas

#include "moc_packingpage.cpp"
