// The heading of one stage of the computation: its formula, typeset, and one sentence on
// what the stage does ("each row sums to 1 over the keys it may read").
#pragma once

#include <QWidget>

class QLabel;

namespace atlas {

class FormulaView;

class StageHeader : public QWidget {
    Q_OBJECT

public:
    explicit StageHeader(const QString &formula = QString(), QWidget *parent = nullptr);

    // TeX source (the subset of docs/pack-format.md).
    void setFormula(const QString &tex);
    QString formula() const;
    void setExplanation(const QString &text);
    QString explanation() const;

private:
    FormulaView *formula_;
    QLabel *explanation_;
};

} // namespace atlas
