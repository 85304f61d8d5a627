#include "distinctioncard.h"

#include "headinglabel.h"

#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"

#include <QVBoxLayout>

namespace atlas {

DistinctionCard::DistinctionCard(QWidget *demonstration, QWidget *parent)
    : QFrame(parent), statement_(new HeadingLabel(1.08, this)),
      explanation_(new ParagraphLabel(this, QStringLiteral("explanation")))
{
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Plain);
    statement_->setObjectName(QStringLiteral("statement"));
    statement_->setWordWrap(true);
    statement_->setTextFormat(Qt::PlainText);
    demonstration->setParent(this);
    QVBoxLayout *layout = BoxLayout::column(this, {statement_, explanation_, demonstration});
    layout->setContentsMargins(12, 10, 12, 12);
    layout->setSpacing(6);
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
