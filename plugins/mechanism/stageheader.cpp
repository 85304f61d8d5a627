#include "stageheader.h"

#include "sdk/formulaview.h"

#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

StageHeader::StageHeader(const QString &formula, QWidget *parent)
    : QWidget(parent), formula_(new FormulaView(this)), explanation_(new QLabel(this))
{
    // Inline style keeps a stage's heading to a line or two, like the text beside it.
    formula_->setDisplayStyle(false);
    explanation_->setWordWrap(true);
    explanation_->setTextFormat(Qt::PlainText);
    explanation_->setVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 2);
    layout->setSpacing(2);
    layout->addWidget(formula_, 0, Qt::AlignLeft);
    layout->addWidget(explanation_);
    setFormula(formula);
}

void StageHeader::setFormula(const QString &tex)
{
    formula_->setFormula(tex);
    formula_->setVisible(!tex.isEmpty());
}

QString StageHeader::formula() const
{
    return formula_->formula();
}

void StageHeader::setExplanation(const QString &text)
{
    explanation_->setText(text);
    explanation_->setVisible(!text.isEmpty());
}

QString StageHeader::explanation() const
{
    return explanation_->text();
}

} // namespace atlas

#include "moc_stageheader.cpp"
