// The selected timeline entry in full: year and headline, its themes, what the work
// established, what it did not establish, and its primary source as a citation (with the
// arXiv id as a link and a button that copies the citation).
#pragma once

#include "historyentry.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

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

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void copyCitation();

    const HistoryTimelineModel &model_;
    QString entryId_;
    QLabel *heading_;
    QLabel *themes_;
    QLabel *establishedTitle_;
    QLabel *established_;
    QLabel *notEstablishedTitle_;
    QLabel *notEstablished_;
    QLabel *sourceTitle_;
    QLabel *citation_;
    QPushButton *copyButton_;
    QLabel *empty_;
    QWidget *body_;
};

} // namespace atlas
