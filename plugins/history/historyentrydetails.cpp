#include "historyentrydetails.h"

#include "headinglabel.h"
#include "historycitation.h"
#include "historytimelinemodel.h"

#include "sdk/boxlayout.h"
#include "sdk/retranslator.h"

#include <QApplication>
#include <QClipboard>
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
    auto *label = new HeadingLabel(1, parent);
    label->setObjectName(QLatin1String(name));
    return label;
}

} // namespace

HistoryEntryDetails::HistoryEntryDetails(const HistoryTimelineModel &model, QWidget *parent)
    : QWidget(parent), model_(model), body_(new QWidget(this))
{
    setObjectName(QStringLiteral("entryDetails"));
    auto *texts = new Retranslator(this);
    texts->accessibleName(this, [] { return tr("Selected entry"); });
    heading_ = new HeadingLabel(1.15, body_);
    heading_->setObjectName(QStringLiteral("heading"));
    heading_->setWordWrap(true);
    heading_->setTextFormat(Qt::PlainText);
    themes_ = paragraph(body_, "themes");
    themes_->setForegroundRole(QPalette::PlaceholderText);
    QLabel *establishedTitle = subheading(body_, "establishedTitle");
    texts->text(establishedTitle, [] { return tr("What it established"); });
    established_ = paragraph(body_, "established");
    QLabel *notEstablishedTitle = subheading(body_, "notEstablishedTitle");
    texts->text(notEstablishedTitle, [] { return tr("What it did not establish"); });
    notEstablished_ = paragraph(body_, "notEstablished");
    QLabel *sourceTitle = subheading(body_, "sourceTitle");
    texts->text(sourceTitle, [] {
        //: Heading of the citation of a timeline entry's primary source.
        return tr("Primary source");
    });
    citation_ = new QLabel(body_);
    citation_->setObjectName(QStringLiteral("citation"));
    citation_->setWordWrap(true);
    citation_->setTextFormat(Qt::RichText);
    // The arXiv link opens in the browser; the text stays selectable and the link reachable by Tab.
    citation_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    citation_->setOpenExternalLinks(true);
    auto *copyButton = new QPushButton(body_);
    copyButton->setObjectName(QStringLiteral("copyCitation"));
    texts->text(copyButton, [] { return tr("Copy citation"); });
    texts->toolTip(copyButton, [] { return tr("Copy the citation as plain text"); });
    connect(copyButton, &QPushButton::clicked, this, &HistoryEntryDetails::copyCitation);

    BoxLayout::column(body_, {heading_, themes_, BoxLayout::spacing(6), establishedTitle, established_, BoxLayout::spacing(6),
                              notEstablishedTitle, notEstablished_, BoxLayout::spacing(6), sourceTitle, citation_,
                              BoxLayout::row({copyButton, BoxLayout::stretch()})})
        ->setSpacing(4);

    empty_ = paragraph(this, "noEntry");
    texts->text(empty_, [] {
        return tr("No entry is selected. Choose one on the timeline to read what it established and what it did not.");
    });
    BoxLayout::column(this, {body_, empty_});
    showEntry(QString());
    texts->bind([this] { refreshTexts(); });
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

} // namespace atlas

#include "moc_historyentrydetails.cpp"
