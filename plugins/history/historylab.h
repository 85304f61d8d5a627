// The history chapter's lab: the timeline with its theme filter and the selected entry's
// details, then "Distinctions and trade-offs". Selecting an entry (click, arrow keys) shows
// it; unticking a theme hides its entries, and when the selected entry is hidden the
// earliest shown one is selected instead, so the details always describe an entry in view.
#pragma once

#include "historyparams.h"

#include "sdk/chapterpage.h"

#include "sdk/chapterlab.h"

class QLabel;

namespace atlas {

class HistoryDistinctions;
class HistoryEntryDetails;
class HistoryThemeChooser;
class HistoryThemeFilterModel;
class HistoryTimeline;
class HistoryTimelineModel;

class HistoryLab final : public ChapterLab {
    Q_OBJECT

public:
    HistoryLab(const HistoryParams &params, const QString &language, QWidget *parent = nullptr);

    void setContentLanguage(const QString &language) override;

    QList<ExportableFigure> figures() const override;
    // Finishes the comparison run, measures the kernels' default (short) sweep, and shows the
    // params' selected entry.
    void prepareForScreenshot() override;

private:
    void themesChanged();
    void updateStatus();

    HistoryParams params_;
    HistoryTimelineModel *model_;
    HistoryThemeFilterModel *filter_;
    HistoryThemeChooser *chooser_;
    QLabel *status_;
    HistoryTimeline *timeline_;
    HistoryEntryDetails *details_;
    HistoryDistinctions *distinctions_;
};

} // namespace atlas
