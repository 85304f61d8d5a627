#include "noticebar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace atlas {

NoticeBar::NoticeBar(QWidget *parent)
    : QFrame(parent), label_(new QLabel(this)), action_(new QPushButton(this)), close_(new QPushButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette p = palette();
    // Okabe–Ito orange, lightened: noticeable, readable in light and dark themes alike.
    p.setColor(QPalette::Window, QColor(0xfc, 0xe8, 0xc0));
    p.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(p);
    label_->setWordWrap(true);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    close_->setText(tr("Dismiss"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(label_, 1);
    layout->addWidget(action_);
    layout->addWidget(close_);
    connect(action_, &QPushButton::clicked, this, &NoticeBar::actionTriggered);
    connect(close_, &QPushButton::clicked, this, &QWidget::hide);
    setAccessibleName(tr("Notice"));
    hide();
}

void NoticeBar::showNotice(const QString &text, const QString &actionText)
{
    label_->setText(text);
    action_->setText(actionText);
    action_->setVisible(!actionText.isEmpty());
    setAccessibleDescription(text);
    show();
}

QString NoticeBar::text() const
{
    return isHidden() ? QString() : label_->text();
}

void NoticeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        close_->setText(tr("Dismiss"));
    QFrame::changeEvent(event);
}

} // namespace atlas
