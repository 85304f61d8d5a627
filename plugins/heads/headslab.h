// The heads chapter's lab: three numbered sections in one scrolling column — where a head
// looks, the trained decoder's heads, how they compose — each driving the one HeadsSession,
// and a Reset button above them.
#pragma once

#include <QWidget>

class QPushButton;

namespace atlas {

class CircuitsPanel;
class CompositionPanel;
class HeadsSession;
class LabSections;
class RankPanel;
struct ExportableFigure;

class HeadsLab final : public QWidget {
    Q_OBJECT

public:
    explicit HeadsLab(HeadsSession &session, QWidget *parent = nullptr);

    LabSections *sections() const { return sections_; }
    RankPanel *rank() const { return rank_; }
    CircuitsPanel *circuits() const { return circuits_; }
    CompositionPanel *composition() const { return composition_; }
    QPushButton *resetButton() const { return reset_; }
    QList<ExportableFigure> figures() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    HeadsSession &session_;
    QPushButton *reset_;
    LabSections *sections_;
    RankPanel *rank_;
    CircuitsPanel *circuits_;
    CompositionPanel *composition_;
};

} // namespace atlas
