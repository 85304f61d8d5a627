// The entries of the chosen themes: an entry shows when any of its themes is chosen.
#pragma once

#include <QSet>
#include <QSortFilterProxyModel>

namespace atlas {

class HistoryThemeFilterModel final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit HistoryThemeFilterModel(QObject *parent = nullptr);

    void setChosenThemes(const QSet<QString> &themes);
    const QSet<QString> &chosenThemes() const { return chosen_; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QSet<QString> chosen_;
};

} // namespace atlas
