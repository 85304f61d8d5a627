// The worked relation, editable: one query, 2–6 keys with scores sⱼ, scalar values vⱼ and an
// "allowed" toggle each. The engine (WorkedRelation) gives the probabilities aⱼ, the output
// o = Σ aⱼvⱼ and ∂o/∂sⱼ = aⱼ(vⱼ − o), shown with their arithmetic; a chart sweeps one score.
//
// Two scenarios load the seed's numbers: its example (scores [0, ln 3], values [2, 6]) and its
// first causal position, where only the first key is allowed and o = 2 whatever the future
// key's score and value — the learner can change them and watch o stay.
//
// A typed number that is not a number, not finite or out of range is refused with a message
// and the previous value stays in force.
#pragma once

#include "gradientsparams.h"
#include "scoresweep.h"

#include <atlas/workedrelation.h>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace atlas {

class ErrorMessageLabel;
class FormulaView;
class Retranslator;
class ScoreSweepChart;

class WorkedRelationPanel : public QWidget {
    Q_OBJECT

public:
    explicit WorkedRelationPanel(const WorkedRelationParams &params, QWidget *parent = nullptr);
    ~WorkedRelationPanel() override;

    int keyCount() const { return int(scores_.size()); }
    const Vector<double> &scores() const { return scores_; }
    const Vector<double> &values() const { return values_; }
    const std::vector<bool> &allowed() const { return allowed_; }
    const WorkedRelationResult<double> &result() const { return result_; }
    const ScoreSweepResult &sweep() const { return sweep_; }
    ScoreSweepChart *chart() const { return chart_; }

    int sweepKey() const { return sweepKey_; }
    void setSweepKey(int key);

    // As if typed into the key's score or value field: applied, or refused with lastError().
    bool submitScore(int key, const QString &text);
    bool submitValue(int key, const QString &text);
    void setAllowed(int key, bool allowed);
    bool addKey();
    bool removeKey();
    void loadSeedExample();
    void loadFirstCausalPosition();
    QString lastError() const { return lastError_; }

    QLineEdit *scoreEdit(int key) const;
    QLineEdit *valueEdit(int key) const;
    QCheckBox *allowedBox(int key) const;
    // What the panel shows, for tests and screen readers.
    QString outputText() const;
    QString probabilityText(int key) const;
    QString derivativeText(int key) const;
    QString noteText() const;

Q_SIGNALS:
    void changed();

private:
    struct KeyRow {
        QLabel *name = nullptr;
        QCheckBox *allowed = nullptr;
        QLineEdit *score = nullptr;
        QLineEdit *value = nullptr;
        QLabel *probability = nullptr;
        QLabel *derivative = nullptr;
    };

    void setKeys(std::vector<double> scores, std::vector<double> values, std::vector<bool> allowed);
    void rebuildRows();
    bool submit(int key, const QString &text, bool score);
    void restoreText(int key, bool score);
    void recompute();
    void showResult();
    // The table's headers and each key's names and tooltips, in the current language.
    void showKeyTexts();
    void showError(const QString &message);

    Vector<double> scores_;
    Vector<double> values_;
    std::vector<bool> allowed_;
    int sweepKey_ = 0;
    WorkedRelationResult<double> result_;
    ScoreSweepResult sweep_;
    QString lastError_;

    Retranslator *texts_;
    FormulaView *relation_;
    QPushButton *seedButton_;
    QPushButton *firstPositionButton_;
    QPushButton *addButton_;
    QPushButton *removeButton_;
    QWidget *grid_;
    QGridLayout *gridLayout_;
    QList<QLabel *> headers_;
    QList<KeyRow> rows_;
    FormulaView *outputFormula_;
    QLabel *output_;
    QLabel *note_;
    ErrorMessageLabel *error_;
    QComboBox *sweepKeyBox_;
    ScoreSweepChart *chart_;
};

} // namespace atlas
