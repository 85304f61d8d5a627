// The timeline: the entries of the chosen themes, top to bottom in time, each at its place
// by year (HistoryTimelineDelegate). It is a list view, so Up/Down, Home/End and Page keys
// move between entries and a screen reader reads each one; it is as tall as its entries, so
// the lab's single scroll bar is the only one.
#pragma once

#include <QListView>

namespace atlas {

class HistoryThemeFilterModel;
class HistoryTimelineModel;

class HistoryTimeline final : public QListView {
    Q_OBJECT

public:
    explicit HistoryTimeline(QWidget *parent = nullptr);

    void setModels(HistoryTimelineModel *entries, HistoryThemeFilterModel *filter);

    // The selected entry's id ("" when none is shown).
    QString currentEntry() const;
    // Selects the entry if it is shown; returns whether it is.
    bool setCurrentEntry(const QString &entryId);
    int visibleCount() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void currentEntryChanged(const QString &entryId);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitHeight();

    HistoryTimelineModel *entries_ = nullptr;
    HistoryThemeFilterModel *filter_ = nullptr;
};

} // namespace atlas
