#include "sectionheading.h"

#include <QFrame>
#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

SectionHeading::SectionHeading(QWidget *parent) : QWidget(parent), title_(new QLabel(this))
{
    QFont font = title_->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.25);
    title_->setFont(font);
    // A title longer in another language wraps instead of widening the lab past its column.
    title_->setWordWrap(true);
    // Space above the title separates it from the section before.
    title_->setContentsMargins(0, 14, 0, 0);
    auto *rule = new QFrame(this);
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Sunken);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(title_);
    layout->addWidget(rule);
}

void SectionHeading::setText(const QString &text)
{
    title_->setText(text);
}

QString SectionHeading::text() const
{
    return title_->text();
}

} // namespace atlas

#include "moc_sectionheading.cpp"
