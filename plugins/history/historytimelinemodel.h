// The timeline's entries as a list model, in year order, with their texts in one language.
// The display text is what a screen reader announces for an entry
// ("2017 · The Transformer … — Vaswani et al."); the delegate paints from the other roles.
#pragma once

#include "historyparams.h"

#include <QAbstractListModel>

namespace atlas {

class HistoryTimelineModel final : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        YearRole,         // int
        HeadlineRole,     // the entry's short title
        AuthorsRole,      // "Vaswani et al."
        ThemesRole,       // QStringList of theme ids
        ThemeNamesRole,   // "Mechanism, Architecture"
        ThemeIndexRole,   // int: index of the first theme in the vocabulary (its colour)
    };

    explicit HistoryTimelineModel(QObject *parent = nullptr);

    void setParams(const HistoryParams &params);
    const HistoryParams &params() const { return params_; }
    void setLanguage(const QString &language);
    QString language() const { return language_; }

    QString themeName(const QString &themeId) const;
    // The row of an entry id, −1 if absent.
    int rowOf(const QString &entryId) const;
    // How many entries name the theme.
    int countWithTheme(const QString &themeId) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    HistoryParams params_;
    QString language_ = QStringLiteral("en");
};

} // namespace atlas
