#include "stageheader.h"

#include "sdk/boxlayout.h"
#include "sdk/formulaview.h"
#include "sdk/paragraphlabel.h"

#include <QVBoxLayout>

namespace atlas {

StageHeader::StageHeader(const QString &formula, QWidget *parent)
    : QWidget(parent), formula_(new FormulaView(this)), explanation_(new ParagraphLabel(this))
{
    // Inline style keeps a stage's heading to a line or two, like the text beside it.
    formula_->setDisplayStyle(false);
    explanation_->setVisible(false);
    QVBoxLayout *layout = BoxLayout::column(this, {BoxLayout::aligned(formula_, Qt::AlignLeft), explanation_});
    layout->setContentsMargins(0, 8, 0, 2);
    layout->setSpacing(2);
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
