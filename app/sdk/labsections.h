// A lab's scrolling column of numbered sections: each begins with a SectionHeading, the
// widgets added after it make up the section. The lab parents those widgets to widget(),
// adds them in reading order and gives the headings their (translated) texts.
#pragma once

#include "sdk/sdkexport.h"

#include <QList>
#include <QScrollArea>
#include <QStringList>

class QVBoxLayout;

namespace atlas {

class SectionHeading;

class ATLAS_SDK_EXPORT LabSections : public QScrollArea {
    Q_OBJECT

public:
    explicit LabSections(QWidget *parent = nullptr);

    // Begins the next section.
    void addHeading();
    // Adds `widget` (a child of widget()) to the section begun last.
    void addWidget(QWidget *widget, Qt::Alignment alignment = Qt::Alignment());
    // The headings' texts, the first section's first; headings without a text keep theirs.
    void setHeadings(const QStringList &texts);
    // Scrolls so that section `index` begins at the top; nothing for an index out of range.
    void scrollToSection(int index);

private:
    QVBoxLayout *column_;
    QList<SectionHeading *> headings_;
};

} // namespace atlas
