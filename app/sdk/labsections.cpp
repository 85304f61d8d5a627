#include "labsections.h"

#include "sectionheading.h"

#include <QScrollBar>
#include <QVBoxLayout>

namespace atlas {

LabSections::LabSections(QWidget *parent) : QScrollArea(parent)
{
    auto *content = new QWidget;
    column_ = new QVBoxLayout(content);
    // Right and bottom: room between the sections and the scroll bar, and below the last.
    column_->setContentsMargins(0, 0, 12, 12);
    column_->setSpacing(6);
    // Whatever height is left stays below the last section.
    column_->addStretch(1);
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
}

void LabSections::addHeading()
{
    auto *heading = new SectionHeading(widget());
    headings_.append(heading);
    addWidget(heading);
}

void LabSections::addWidget(QWidget *widget, Qt::Alignment alignment)
{
    column_->insertWidget(column_->count() - 1, widget, 0, alignment);
}

void LabSections::setHeadings(const QStringList &texts)
{
    for (qsizetype i = 0; i < headings_.size() && i < texts.size(); ++i)
        headings_.at(i)->setText(texts.at(i));
}

void LabSections::scrollToSection(int index)
{
    if (index < 0 || index >= headings_.size())
        return;
    column_->activate();
    verticalScrollBar()->setValue(headings_.at(index)->y());
}

} // namespace atlas

#include "moc_labsections.cpp"
