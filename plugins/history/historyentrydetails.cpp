#include "historyentrydetails.h"

#include "historycitation.h"
#include "historytimelinemodel.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

namespace {

QLabel *paragraph(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setFocusPolicy(Qt::NoFocus);
    return label;
}

QLabel *subheading(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

} // namespace

HistoryEntryDetails::HistoryEntryDetails(const HistoryTimelineModel &model, QWidget *parent)
    : QWidget(parent), model_(model), body_(new QWidget(this))
{
    setObjectName(QStringLiteral("entryDetails"));
    heading_ = new QLabel(body_);
    heading_->setObjectName(QStringLiteral("heading"));
    heading_->setWordWrap(true);
    heading_->setTextFormat(Qt::PlainText);
    QFont headingFont = heading_->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.15);
    heading_->setFont(headingFont);
    themes_ = paragraph(body_, "themes");
    themes_->setForegroundRole(QPalette::PlaceholderText);
    establishedTitle_ = subheading(body_, "establishedTitle");
    established_ = paragraph(body_, "established");
    notEstablishedTitle_ = subheading(body_, "notEstablishedTitle");
    notEstablished_ = paragraph(body_, "notEstablished");
    sourceTitle_ = subheading(body_, "sourceTitle");
    citation_ = new QLabel(body_);
    citation_->setObjectName(QStringLiteral("citation"));
    citation_->setWordWrap(true);
    citation_->setTextFormat(Qt::RichText);
    // The arXiv link opens in the browser; the text stays selectable and the link reachable by Tab.
    citation_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    citation_->setOpenExternalLinks(true);
    copyButton_ = new QPushButton(body_);
    copyButton_->setObjectName(QStringLiteral("copyCitation"));
    connect(copyButton_, &QPushButton::clicked, this, &HistoryEntryDetails::copyCitation);

    auto *bodyLayout = new QVBoxLayout(body_);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->setSpacing(4);
    bodyLayout->addWidget(heading_);
    bodyLayout->addWidget(themes_);
    bodyLayout->addSpacing(6);
    bodyLayout->addWidget(establishedTitle_);
    bodyLayout->addWidget(established_);
    bodyLayout->addSpacing(6);
    bodyLayout->addWidget(notEstablishedTitle_);
    bodyLayout->addWidget(notEstablished_);
    bodyLayout->addSpacing(6);
    bodyLayout->addWidget(sourceTitle_);
    bodyLayout->addWidget(citation_);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(copyButton_);
    buttons->addStretch(1);
    bodyLayout->addLayout(buttons);

    empty_ = paragraph(this, "noEntry");
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(body_);
    layout->addWidget(empty_);
    retranslateUi();
    showEntry(QString());
}

void HistoryEntryDetails::showEntry(const QString &entryId)
{
    entryId_ = entryId;
    refreshTexts();
}

void HistoryEntryDetails::refreshTexts()
{
    const HistoryEntry *entry = model_.params().entry(entryId_);
    body_->setVisible(entry != nullptr);
    empty_->setVisible(entry == nullptr);
    if (!entry) {
        setAccessibleDescription(empty_->text());
        return;
    }
    const QString language = model_.language();
    //: Heading of the selected timeline entry: year · headline.
    heading_->setText(tr("%1 · %2").arg(entry->year).arg(entry->title.text(language)));
    QStringList names;
    for (const QString &id : entry->themes)
        names.append(model_.themeName(id));
    //: The themes of the selected timeline entry.
    themes_->setText(tr("Themes: %1").arg(names.join(QLatin1String(", "))));
    established_->setText(entry->established.text(language));
    notEstablished_->setText(entry->notEstablished.text(language));
    citation_->setText(HistoryCitation::html(*entry));
    citation_->setAccessibleName(HistoryCitation::text(*entry));
    setAccessibleDescription(heading_->text());
}

QString HistoryEntryDetails::headingText() const
{
    return body_->isVisibleTo(this) ? heading_->text() : empty_->text();
}

QString HistoryEntryDetails::establishedText() const
{
    return established_->text();
}

QString HistoryEntryDetails::notEstablishedText() const
{
    return notEstablished_->text();
}

QString HistoryEntryDetails::citationText() const
{
    const HistoryEntry *entry = model_.params().entry(entryId_);
    return entry ? HistoryCitation::text(*entry) : QString();
}

void HistoryEntryDetails::copyCitation()
{
    const QString text = citationText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void HistoryEntryDetails::retranslateUi()
{
    setAccessibleName(tr("Selected entry"));
    establishedTitle_->setText(tr("What it established"));
    notEstablishedTitle_->setText(tr("What it did not establish"));
    //: Heading of the citation of a timeline entry's primary source.
    sourceTitle_->setText(tr("Primary source"));
    copyButton_->setText(tr("Copy citation"));
    copyButton_->setToolTip(tr("Copy the citation as plain text"));
    empty_->setText(tr("No entry is selected. Choose one on the timeline to read what it established and what it did not."));
    refreshTexts();
}

void HistoryEntryDetails::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_historyentrydetails.cpp"
