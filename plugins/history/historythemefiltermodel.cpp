#include "historythemefiltermodel.h"

#include "historytimelinemodel.h"

namespace atlas {

HistoryThemeFilterModel::HistoryThemeFilterModel(QObject *parent) : QSortFilterProxyModel(parent) {}

void HistoryThemeFilterModel::setChosenThemes(const QSet<QString> &themes)
{
    if (themes == chosen_)
        return;
    chosen_ = themes;
    invalidateFilter();
}

bool HistoryThemeFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const QStringList themes = index.data(HistoryTimelineModel::ThemesRole).toStringList();
    for (const QString &theme : themes)
        if (chosen_.contains(theme))
            return true;
    return false;
}

} // namespace atlas

#include "moc_historythemefiltermodel.cpp"
