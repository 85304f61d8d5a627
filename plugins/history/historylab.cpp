#include "historylab.h"

#include "headinglabel.h"
#include "historydistinctions.h"
#include "historyentrydetails.h"
#include "historythemechooser.h"
#include "historythemefiltermodel.h"
#include "historytimeline.h"
#include "historytimelinemodel.h"

#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QFrame>
#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

HistoryLab::HistoryLab(const HistoryParams &params, const QString &language, QWidget *parent)
    : ChapterLab(parent), params_(params), model_(new HistoryTimelineModel(this)), filter_(new HistoryThemeFilterModel(this)),
      chooser_(new HistoryThemeChooser(this)), status_(new ParagraphLabel(this, QStringLiteral("timelineStatus"))),
      timeline_(new HistoryTimeline(this)), details_(nullptr), distinctions_(nullptr)
{
    setObjectName(QStringLiteral("historyLab"));
    model_->setLanguage(language);
    model_->setParams(params_);
    filter_->setSourceModel(model_);
    QSet<QString> all;
    for (const HistoryTheme &theme : params_.themes)
        all.insert(theme.id);
    filter_->setChosenThemes(all);
    chooser_->setModel(model_);
    timeline_->setModels(model_, filter_);
    details_ = new HistoryEntryDetails(*model_, this);
    distinctions_ = new HistoryDistinctions(this);

    auto *texts = new Retranslator(this);
    auto *timelineTitle = new HeadingLabel(1.3, this);
    texts->text(timelineTitle, [] {
        //: Section title in the history chapter's lab.
        return tr("Timeline");
    });
    texts->accessibleName(timeline_, [] { return tr("Timeline of attention's milestones"); });
    status_->setForegroundRole(QPalette::PlaceholderText);

    auto *detailsFrame = new QFrame(this);
    detailsFrame->setFrameShape(QFrame::StyledPanel);
    BoxLayout::column(detailsFrame, {details_})->setContentsMargins(12, 10, 12, 10);

    QVBoxLayout *layout = BoxLayout::column(this, {timelineTitle, chooser_, status_, timeline_, detailsFrame,
                                                   BoxLayout::spacing(12), distinctions_, BoxLayout::stretch()});
    layout->setContentsMargins(4, 0, 8, 8);
    layout->setSpacing(8);

    // Tab order: the theme boxes, Show all, the timeline, then the details and distinctions
    // (created after the timeline, so they already follow it).
    const QList<QWidget *> chooserOrder = chooser_->focusOrder();
    for (qsizetype i = 1; i < chooserOrder.size(); ++i)
        QWidget::setTabOrder(chooserOrder.at(i - 1), chooserOrder.at(i));
    QWidget::setTabOrder(chooserOrder.constLast(), timeline_);
    connect(timeline_, &HistoryTimeline::currentEntryChanged, details_, &HistoryEntryDetails::showEntry);
    connect(chooser_, &HistoryThemeChooser::chosenThemesChanged, this, &HistoryLab::themesChanged);
    timeline_->setCurrentEntry(params_.selected);
    texts->bind([this] {
        chooser_->refreshTexts();
        updateStatus();
    });
}

void HistoryLab::themesChanged()
{
    const QString current = details_->entryId();
    filter_->setChosenThemes(chooser_->chosenThemes());
    if (!timeline_->setCurrentEntry(current)) {
        if (timeline_->visibleCount() > 0)
            timeline_->setCurrentIndex(timeline_->model()->index(0, 0));
        else
            details_->showEntry(QString());
    }
    updateStatus();
}

void HistoryLab::updateStatus()
{
    const int shown = timeline_->visibleCount();
    const int total = static_cast<int>(params_.entries.size());
    if (total == 0)
        status_->setText(tr("This chapter's timeline has no entries (its params list none)."));
    else if (shown == 0)
        status_->setText(tr("No entry has the chosen themes. Tick a theme, or press Show all."));
    else
        //: %1 entries shown of %n; Up/Down keys move through them.
        status_->setText(tr("Showing %1 of %n entry(s). Use Up and Down to move through them.", nullptr, total).arg(shown));
    timeline_->setAccessibleDescription(status_->text());
}

void HistoryLab::setContentLanguage(const QString &language)
{
    model_->setLanguage(language);
    chooser_->refreshTexts();
    details_->refreshTexts();
    updateStatus();
}

QList<ExportableFigure> HistoryLab::figures() const
{
    return QList<ExportableFigure>{{QStringLiteral("history-timeline"), timeline_, nullptr}} + distinctions_->figures();
}

void HistoryLab::prepareForScreenshot()
{
    distinctions_->prepareForScreenshot();
    if (!params_.selected.isEmpty()) {
        chooser_->chooseAll();
        timeline_->setCurrentEntry(params_.selected);
    }
}

} // namespace atlas

#include "moc_historylab.cpp"
