#include "encoderslab.h"

#include "crossattentionpanel.h"
#include "directionpanel.h"
#include "encoderssession.h"
#include "paddingpanel.h"

#include "sdk/changemarking.h"
#include "sdk/changesummaryline.h"
#include "sdk/chapterpage.h"
#include "sdk/labsections.h"
#include "sdk/matrixheatmap.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

EncodersLab::EncodersLab(EncodersSession &session, QWidget *parent)
    : QWidget(parent), session_(session), reset_(new QPushButton(this)), sections_(new LabSections(this)),
      direction_(new DirectionPanel(session, sections_->widget())), cross_(new CrossAttentionPanel(session, sections_->widget())),
      padding_(new PaddingPanel(session, sections_->widget()))
{
    setObjectName(QStringLiteral("encodersLab"));
    reset_->setObjectName(QStringLiteral("resetButton"));
    for (QWidget *panel : QList<QWidget *>{direction_, cross_, padding_}) {
        sections_->addHeading();
        sections_->addWidget(panel);
    }
    // Beside the reset button, what the last change did: never stale, never another lab's.
    auto *top = new QHBoxLayout;
    top->addWidget(new ChangeSummaryLine(this, this), 1);
    top->addWidget(reset_, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(sections_, 1);
    connect(reset_, &QPushButton::clicked, this, [this] { ChangeMarking marking(this); session_.reset(); });
    retranslate();
}

QList<ExportableFigure> EncodersLab::figures() const
{
    QList<ExportableFigure> list;
    const auto add = [&list](const char *name, MatrixHeatmap *m) { list.append({QString::fromLatin1(name), m, m->model()}); };
    add("encoder-weights", direction_->encoder());
    add("decoder-weights", direction_->decoder());
    add("cross-attention-alignment", cross_->alignment());
    add("padded-weights", padding_->weights());
    return list;
}

void EncodersLab::retranslate()
{
    reset_->setText(tr("Reset the examples"));
    sections_->setAccessibleName(tr("Encoders lab"));
    sections_->setHeadings({tr("1 · Encoder or decoder?"), tr("2 · Cross-attention"), tr("3 · Padding a batch")});
}

void EncodersLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_encoderslab.cpp"
