#include "standardchapterpage.h"

#include "chaptercontext.h"
#include "markdownview.h"
#include "quizpanel.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTextDocument>
#include <QVBoxLayout>

namespace atlas {

struct StandardChapterPage::Private {
    explicit Private(ChapterContext &c) : context(c) {}
    ChapterContext &context;
    QLabel *title = nullptr;
    QLabel *summary = nullptr;
    QSplitter *splitter = nullptr;
    QScrollArea *readingArea = nullptr;
    QScrollArea *labArea = nullptr;
    MarkdownView *body = nullptr;
    QuizPanel *quiz = nullptr;
    QWidget *lab = nullptr;
};

StandardChapterPage::StandardChapterPage(ChapterContext &context, QWidget *parent)
    : ChapterPage(parent), d(std::make_unique<Private>(context))
{
    d->title = new QLabel(this);
    d->summary = new QLabel(this);
    d->splitter = new QSplitter(Qt::Horizontal, this);
    d->readingArea = new QScrollArea(this);
    d->labArea = new QScrollArea(this);
    d->body = new MarkdownView(this);
    d->quiz = new QuizPanel(context.chapter().questions, context.progress(), context.language(), this);
    QFont titleFont = d->title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    d->title->setFont(titleFont);
    d->title->setWordWrap(true);
    d->title->setAccessibleName(tr("Chapter title"));
    d->summary->setWordWrap(true);
    d->summary->setForegroundRole(QPalette::PlaceholderText);

    // The body grows to its full height inside the reading column's single scroll bar, so
    // prose and questions read as one page.
    // A table too wide for the column at word boundaries scrolls sideways (MarkdownView keeps
    // its words whole), under the text.
    d->body->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    d->body->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    d->body->setFrameShape(QFrame::NoFrame);
    d->body->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(d->body->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged,
            this, &StandardChapterPage::fitBodyHeight);
    connect(d->body, &MarkdownView::chapterLinkActivated, &d->context, &ChapterContext::requestChapter);

    auto *reading = new QWidget(d->readingArea);
    auto *readingLayout = new QVBoxLayout(reading);
    readingLayout->setContentsMargins(0, 0, 8, 8);
    readingLayout->addWidget(d->body);
    readingLayout->addWidget(d->quiz);
    readingLayout->addStretch(1);
    d->readingArea->setWidget(reading);
    d->readingArea->setWidgetResizable(true);
    d->readingArea->setFrameShape(QFrame::NoFrame);
    d->readingArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Prose needs a measure of its own: below ~45 characters a line, tables break words and
    // formulas shrink. The lab scrolls instead.
    d->readingArea->setMinimumWidth(fontMetrics().averageCharWidth() * 46);

    d->labArea->setWidgetResizable(true);
    d->labArea->setFrameShape(QFrame::NoFrame);
    d->labArea->setVisible(false);

    d->splitter->addWidget(d->readingArea);
    d->splitter->addWidget(d->labArea);
    d->splitter->setChildrenCollapsible(false);
    d->splitter->setStretchFactor(0, 2);
    d->splitter->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 12, 8);
    layout->setSpacing(6);
    layout->addWidget(d->title);
    layout->addWidget(d->summary);
    layout->addWidget(d->splitter, 1);

    connect(&d->context, &ChapterContext::languageChanged, this, &StandardChapterPage::reloadContent);
    d->quiz->setVisible(!d->context.chapter().questions.isEmpty());
    reloadContent();
}

StandardChapterPage::~StandardChapterPage()
{
    if (d->lab)
        QSettings().setValue(QStringLiteral("chapters/%1/splitter").arg(d->context.chapter().kind), d->splitter->saveState());
    // The children go after this page's data: nothing of theirs may call back into it.
    d->body->document()->documentLayout()->disconnect(this);
}

ChapterContext &StandardChapterPage::context() const
{
    return d->context;
}

MarkdownView *StandardChapterPage::body() const
{
    return d->body;
}

QuizPanel *StandardChapterPage::quiz() const
{
    return d->quiz;
}

QWidget *StandardChapterPage::lab() const
{
    return d->lab;
}

void StandardChapterPage::setLab(QWidget *lab)
{
    d->lab = lab;
    d->labArea->setWidget(lab);
    d->labArea->setVisible(lab != nullptr);
    const QByteArray state = QSettings().value(QStringLiteral("chapters/%1/splitter").arg(d->context.chapter().kind)).toByteArray();
    if (!state.isEmpty())
        d->splitter->restoreState(state);
    else
        d->splitter->setSizes({400, 600});
}

void StandardChapterPage::reloadContent()
{
    d->readingArea->setAccessibleName(tr("Chapter text and questions"));
    d->labArea->setAccessibleName(tr("Lab"));
    d->body->setAccessibleName(tr("Chapter text"));
    const ChapterSpec &chapter = d->context.chapter();
    d->title->setText(d->context.text(chapter.title));
    d->summary->setText(d->context.text(chapter.summary));
    d->summary->setVisible(!d->summary->text().isEmpty());
    const QString path = d->context.bodyPath();
    d->body->setVisible(!path.isEmpty());
    if (!path.isEmpty())
        d->body->loadFile(path, d->context.paths());
    d->quiz->setLanguage(d->context.language());
    fitBodyHeight();
}

void StandardChapterPage::fitBodyHeight()
{
    const int width = d->body->viewport()->width();
    if (width <= 0)
        return;
    d->body->document()->setTextWidth(width);
    const bool scrollsSideways = d->body->document()->size().width() > width + 0.5;
    const int height = static_cast<int>(std::ceil(d->body->document()->size().height()))
        + d->body->contentsMargins().top() + d->body->contentsMargins().bottom() + 4
        + (scrollsSideways ? d->body->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, d->body) : 0);
    if (d->body->height() != height)
        d->body->setFixedHeight(height);
}

void StandardChapterPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        reloadContent();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitBodyHeight();
    ChapterPage::changeEvent(event);
}

} // namespace atlas

#include "moc_standardchapterpage.cpp"
