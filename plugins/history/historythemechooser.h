// The timeline's theme filter: one check box per theme, with the theme's marker colour and
// how many entries it has ("Efficiency (3)"), and "Show all". An entry shows when any of its
// themes is ticked.
#pragma once

#include <QList>
#include <QSet>
#include <QWidget>

class QCheckBox;
class QGridLayout;
class QLabel;
class QPushButton;

namespace atlas {

class HistoryTimelineModel;

class HistoryThemeChooser final : public QWidget {
    Q_OBJECT

public:
    explicit HistoryThemeChooser(QWidget *parent = nullptr);

    // Builds a check box per theme of the model's params, all ticked.
    void setModel(const HistoryTimelineModel *model);
    QSet<QString> chosenThemes() const;
    void setChosen(const QString &themeId, bool chosen);
    void chooseAll();
    QCheckBox *box(const QString &themeId) const;
    // The check boxes, then "Show all": the order Tab should follow.
    QList<QWidget *> focusOrder() const;

    // Theme names and counts again (the content language changed).
    void refreshTexts();

Q_SIGNALS:
    void chosenThemesChanged(const QSet<QString> &themes);

private:
    const HistoryTimelineModel *model_ = nullptr;
    QGridLayout *boxesLayout_;
    QList<QCheckBox *> boxes_;
    QPushButton *allButton_;
};

} // namespace atlas
