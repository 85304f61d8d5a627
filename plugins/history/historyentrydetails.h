// The selected timeline entry in full: year and headline, its themes, what the work
// established, what it did not establish, and its primary source as a citation (with the
// arXiv id as a link and a button that copies the citation).
#pragma once

#include "historyentry.h"

#include <QWidget>

#include <optional>

class QLabel;

namespace atlas {

class HistoryTimelineModel;

class HistoryEntryDetails final : public QWidget {
    Q_OBJECT

public:
    explicit HistoryEntryDetails(const HistoryTimelineModel &model, QWidget *parent = nullptr);

    // "" shows the hint that no entry is selected.
    void showEntry(const QString &entryId);
    QString entryId() const { return entryId_; }

    // Plain texts of what is shown, for tests and accessibility.
    QString headingText() const;
    QString establishedText() const;
    QString notEstablishedText() const;
    QString citationText() const;

    void refreshTexts();

private:
    void copyCitation();

    const HistoryTimelineModel &model_;
    QString entryId_;
    QLabel *heading_;
    QLabel *themes_;
    QLabel *established_;
    QLabel *notEstablished_;
    QLabel *citation_;
    QLabel *empty_;
    QWidget *body_;
};

} // namespace atlas
