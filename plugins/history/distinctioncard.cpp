#include "distinctioncard.h"

#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

DistinctionCard::DistinctionCard(QWidget *demonstration, QWidget *parent)
    : QFrame(parent), statement_(new QLabel(this)), explanation_(new QLabel(this)), demonstration_(demonstration)
{
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Plain);
    statement_->setObjectName(QStringLiteral("statement"));
    statement_->setWordWrap(true);
    statement_->setTextFormat(Qt::PlainText);
    QFont font = statement_->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.08);
    statement_->setFont(font);
    explanation_->setObjectName(QStringLiteral("explanation"));
    explanation_->setWordWrap(true);
    explanation_->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 12);
    layout->setSpacing(6);
    layout->addWidget(statement_);
    layout->addWidget(explanation_);
    demonstration_->setParent(this);
    layout->addWidget(demonstration_);
}

void DistinctionCard::setTexts(const QString &statement, const QString &explanation)
{
    statement_->setText(statement);
    explanation_->setText(explanation);
    setAccessibleName(statement);
}

QString DistinctionCard::statement() const
{
    return statement_->text();
}

QString DistinctionCard::explanation() const
{
    return explanation_->text();
}

} // namespace atlas

#include "moc_distinctioncard.cpp"
