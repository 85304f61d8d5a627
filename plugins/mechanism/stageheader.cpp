#include "stageheader.h"

#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

StageHeader::StageHeader(const QString &formula, QWidget *parent)
    : QWidget(parent), formulaLabel_(new QLabel(this)), explanation_(new QLabel(this))
{
    formulaLabel_->setTextFormat(Qt::PlainText);
    QFont formulaFont = formulaLabel_->font();
    formulaFont.setPointSizeF(formulaFont.pointSizeF() * 1.1);
    formulaLabel_->setFont(formulaFont);
    explanation_->setWordWrap(true);
    explanation_->setTextFormat(Qt::PlainText);
    explanation_->setVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 2);
    layout->setSpacing(2);
    layout->addWidget(formulaLabel_);
    layout->addWidget(explanation_);
    setFormula(formula);
}

void StageHeader::setFormula(const QString &tex)
{
    formula_ = tex;
    formulaLabel_->setText(tex);
    formulaLabel_->setAccessibleName(tex);
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
