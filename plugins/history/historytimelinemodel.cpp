#include "historytimelinemodel.h"

#include "historycitation.h"

namespace atlas {

HistoryTimelineModel::HistoryTimelineModel(QObject *parent) : QAbstractListModel(parent) {}

void HistoryTimelineModel::setParams(const HistoryParams &params)
{
    beginResetModel();
    params_ = params;
    endResetModel();
}

void HistoryTimelineModel::setLanguage(const QString &language)
{
    if (language == language_)
        return;
    language_ = language;
    if (!params_.entries.isEmpty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}

QString HistoryTimelineModel::themeName(const QString &themeId) const
{
    const HistoryTheme *theme = params_.theme(themeId);
    if (!theme)
        return themeId;
    return theme->isBuiltIn() ? HistoryParams::builtInThemeName(themeId) : theme->name.text(language_);
}

int HistoryTimelineModel::rowOf(const QString &entryId) const
{
    for (qsizetype i = 0; i < params_.entries.size(); ++i)
        if (params_.entries.at(i).id == entryId)
            return static_cast<int>(i);
    return -1;
}

int HistoryTimelineModel::countWithTheme(const QString &themeId) const
{
    int n = 0;
    for (const HistoryEntry &e : params_.entries)
        n += e.themes.contains(themeId) ? 1 : 0;
    return n;
}

int HistoryTimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(params_.entries.size());
}

QVariant HistoryTimelineModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= params_.entries.size())
        return {};
    const HistoryEntry &e = params_.entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        //: A timeline entry as a screen reader reads it: year · headline — authors.
        return tr("%1 · %2 — %3").arg(e.year).arg(e.title.text(language_), HistoryCitation::shortAuthors(e.source));
    case Qt::ToolTipRole:
        return e.source.title;
    case Qt::AccessibleDescriptionRole:
        //: Accessible description of a timeline entry; %1 lists its themes.
        return tr("Themes: %1").arg(data(index, ThemeNamesRole).toString());
    case IdRole: return e.id;
    case YearRole: return e.year;
    case HeadlineRole: return e.title.text(language_);
    case AuthorsRole: return HistoryCitation::shortAuthors(e.source);
    case ThemesRole: return e.themes;
    case ThemeNamesRole: {
        QStringList names;
        for (const QString &id : e.themes)
            names.append(themeName(id));
        return names.join(QLatin1String(", "));
    }
    case ThemeIndexRole:
        for (qsizetype i = 0; i < params_.themes.size(); ++i)
            if (!e.themes.isEmpty() && params_.themes.at(i).id == e.themes.constFirst())
                return static_cast<int>(i);
        return 0;
    default: return {};
    }
}

QHash<int, QByteArray> HistoryTimelineModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "id");
    names.insert(YearRole, "year");
    names.insert(HeadlineRole, "headline");
    names.insert(AuthorsRole, "authors");
    names.insert(ThemesRole, "themes");
    names.insert(ThemeNamesRole, "themeNames");
    names.insert(ThemeIndexRole, "themeIndex");
    return names;
}

} // namespace atlas

#include "moc_historytimelinemodel.cpp"
