#include "noticebar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace atlas {

NoticeBar::NoticeBar(QWidget *parent)
    : QFrame(parent), label_(new QLabel(this)), close_(new QPushButton(this))
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
    layout_ = new QHBoxLayout(this);
    layout_->setContentsMargins(10, 6, 10, 6);
    layout_->addWidget(label_, 1);
    layout_->addWidget(close_);
    connect(close_, &QPushButton::clicked, this, &QWidget::hide);
    setAccessibleName(tr("Notice"));
    hide();
}

void NoticeBar::showNotice(const QString &text, const QString &actionText)
{
    label_->setText(text);
    // The action button exists only while a notice offers one: a hidden button without text
    // would still reach a screen reader (AT-SPI lists hidden children) as an unnamed "button".
    if (actionText.isEmpty()) {
        delete action_;
    } else {
        if (!action_) {
            action_ = new QPushButton(this);
            layout_->insertWidget(1, action_);
            connect(action_, &QPushButton::clicked, this, &NoticeBar::actionTriggered);
        }
        action_->setText(actionText);
    }
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

#include "moc_noticebar.cpp"
