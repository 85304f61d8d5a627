#include "sectionedlab.h"

#include "changemarking.h"
#include "changesummaryline.h"
#include "labsections.h"
#include "matrixheatmap.h"

#include <QEvent>
#include <QLoggingCategory>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

namespace {

Q_LOGGING_CATEGORY(lcLab, "atlas.plugins")

} // namespace

SectionedLab::SectionedLab(QWidget *parent) : ChapterLab(parent), reset_(new QPushButton(this)), sections_(new LabSections(this))
{
    reset_->setObjectName(QStringLiteral("resetButton"));
    // Beside the reset button, what the last change did: never stale, never another lab's.
    auto *top = new QHBoxLayout;
    top->addWidget(new ChangeSummaryLine(this, this), 1);
    top->addWidget(reset_, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(sections_, 1);
    connect(reset_, &QPushButton::clicked, this, [this] {
        ChangeMarking marking(this);
        resetExamples();
    });
    retranslateReset();
}

void SectionedLab::addSection(QWidget *panel)
{
    sections_->addHeading();
    sections_->addWidget(panel);
}

// A figure whose widget is missing (a lab that looks its panels' widgets up by name, and a name
// that changed) is left out, said on atlas.plugins: the export lists what is there, and the
// chapter suites, which compare the figures' names, fail.
void SectionedLab::addFigure(const QString &name, MatrixHeatmap *heatmap)
{
    if (!heatmap) {
        qCWarning(lcLab) << "figure" << name << "has no heatmap";
        return;
    }
    figures_.append({name, heatmap, heatmap->model()});
}

void SectionedLab::addFigure(const QString &name, QWidget *chart)
{
    if (!chart) {
        qCWarning(lcLab) << "figure" << name << "has no chart";
        return;
    }
    figures_.append({name, chart, nullptr});
}

void SectionedLab::prepareForScreenshot()
{
    resetExamples();
    sections_->scrollToSection(0);
}

void SectionedLab::retranslateReset()
{
    reset_->setText(tr("Reset the examples"));
}

void SectionedLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateReset();
        retranslate();
    }
    ChapterLab::changeEvent(event);
}

} // namespace atlas

#include "moc_sectionedlab.cpp"
