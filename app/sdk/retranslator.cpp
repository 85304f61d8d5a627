#include "retranslator.h"

#include "paragraphlabel.h"

#include <QEvent>

namespace atlas {

Retranslator::Retranslator(QWidget *owner) : QObject(owner)
{
    owner->installEventFilter(this);
}

void Retranslator::bind(std::function<void()> apply)
{
    apply();
    bindings_.push_back(std::move(apply));
}

QLabel *Retranslator::buddyLabel(QWidget *control)
{
    auto *label = new QLabel(control->parentWidget());
    label->setBuddy(control);
    return label;
}

QLabel *Retranslator::newParagraph() const
{
    return new ParagraphLabel(static_cast<QWidget *>(parent()));
}

void Retranslator::apply()
{
    for (const std::function<void()> &binding : bindings_)
        binding();
}

bool Retranslator::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == parent())
        apply();
    return QObject::eventFilter(watched, event);
}

} // namespace atlas

#include "moc_retranslator.cpp"
