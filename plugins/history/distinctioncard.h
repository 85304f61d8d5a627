// One distinction of the "Distinctions and trade-offs" section: the statement in bold, a
// paragraph on what it means, and a live demonstration computed by the engine under it.
#pragma once

#include <QFrame>

class QLabel;
class QVBoxLayout;

namespace atlas {

class DistinctionCard final : public QFrame {
    Q_OBJECT

public:
    explicit DistinctionCard(QWidget *demonstration, QWidget *parent = nullptr);

    void setTexts(const QString &statement, const QString &explanation);
    QString statement() const;
    QString explanation() const;

private:
    QLabel *statement_;
    QLabel *explanation_;
};

} // namespace atlas
