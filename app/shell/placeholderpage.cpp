#include "placeholderpage.h"

#include "sdk/chaptercontext.h"

#include <QEvent>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>

namespace atlas {

PlaceholderPage::PlaceholderPage(ChapterContext &context, bool missingPlugin, const QString &detail,
                                 const QStringList &installedKinds, QWidget *parent)
    : ChapterPage(parent), context_(context), missingPlugin_(missingPlugin), detail_(detail),
      installedKinds_(installedKinds), title_(new QLabel(this)), message_(new QLabel(this))
{
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(48, 48));
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    message_->setFocusPolicy(Qt::StrongFocus);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 32, 32, 32);
    layout->addWidget(icon, 0, Qt::AlignLeft);
    layout->addWidget(title_);
    layout->addWidget(message_);
    layout->addStretch(1);
    connect(&context_, &ChapterContext::languageChanged, this, &PlaceholderPage::retranslate);
    retranslate();
}

void PlaceholderPage::retranslate()
{
    title_->setText(context_.text(context_.chapter().title).isEmpty()
                        ? tr("Chapter %1").arg(context_.chapter().id)
                        : context_.text(context_.chapter().title));
    QString message;
    if (missingPlugin_) {
        message = tr("This chapter is presented by the chapter kind '%1', and no installed plugin provides it.")
                      .arg(context_.chapter().kind);
        //: Stands for the list of installed chapter kinds (plugins) when there is none: "Installed kinds: none."
        const QString none = tr("none");
        message += QLatin1String("\n\n")
            + tr("Installed kinds: %1.").arg(installedKinds_.isEmpty() ? none : installedKinds_.join(QLatin1String(", ")));
        message += QLatin1String("\n\n")
            + tr("Install a plugin for this kind, or point ATLAS_PLUGIN_PATH at the folder that holds it. Help → Plugins lists every plugin found and why any was refused.");
    } else {
        message = tr("This chapter cannot be shown:") + QLatin1String("\n\n") + detail_ + QLatin1String("\n\n")
            + tr("Check the pack with: attention-atlas-cli validate <pack folder>");
    }
    message_->setText(message);
    setAccessibleName(title_->text());
    setAccessibleDescription(message);
}

void PlaceholderPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    ChapterPage::changeEvent(event);
}

} // namespace atlas

#include "moc_placeholderpage.cpp"
