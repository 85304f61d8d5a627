// The corpus, editable: one document per line of a list (double-click or F2 to edit, Add and
// Remove), the block length, and what the tokenizer makes of the selected document. A text the
// chapter cannot take (too long) is refused with a message and the old text comes back.
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QSpinBox;

namespace atlas {

class ErrorMessageLabel;
class PackingSession;

class CorpusEditor : public QWidget {
    Q_OBJECT

public:
    explicit CorpusEditor(PackingSession &session, QWidget *parent = nullptr);

    QString message() const;
    QString tokensText() const;

    // As if the learner had typed `text` into document `index`: false when refused.
    bool editDocument(int index, const QString &text);

private:
    void syncFromSession();
    void onItemChanged(QListWidgetItem *item);
    void addDocument();
    void removeSelected();
    void showTokens();

    PackingSession &session_;
    QListWidget *list_;
    QPushButton *add_;
    QPushButton *remove_;
    QSpinBox *blockLength_;
    QLabel *tokens_;
    QLabel *vocabulary_;
    ErrorMessageLabel *message_;
    bool syncing_ = false;
};

} // namespace atlas
