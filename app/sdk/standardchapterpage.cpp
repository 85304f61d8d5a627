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

StandardChapterPage::StandardChapterPage(ChapterContext &context, QWidget *parent)
    : ChapterPage(parent), context_(context), title_(new QLabel(this)), summary_(new QLabel(this)),
      splitter_(new QSplitter(Qt::Horizontal, this)), readingArea_(new QScrollArea(this)),
      labArea_(new QScrollArea(this)), body_(new MarkdownView(this)),
      quiz_(new QuizPanel(context.chapter().questions, context.progress(), context.language(), this))
{
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setWordWrap(true);
    title_->setAccessibleName(tr("Chapter title"));
    summary_->setWordWrap(true);
    summary_->setForegroundRole(QPalette::PlaceholderText);

    // The body grows to its full height inside the reading column's single scroll bar, so
    // prose and questions read as one page.
    // A table too wide for the column at word boundaries scrolls sideways (MarkdownView keeps
    // its words whole), under the text.
    body_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    body_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    body_->setFrameShape(QFrame::NoFrame);
    body_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(body_->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged,
            this, &StandardChapterPage::fitBodyHeight);
    connect(body_, &MarkdownView::chapterLinkActivated, &context_, &ChapterContext::requestChapter);

    auto *reading = new QWidget(readingArea_);
    auto *readingLayout = new QVBoxLayout(reading);
    readingLayout->setContentsMargins(0, 0, 8, 8);
    readingLayout->addWidget(body_);
    readingLayout->addWidget(quiz_);
    readingLayout->addStretch(1);
    readingArea_->setWidget(reading);
    readingArea_->setWidgetResizable(true);
    readingArea_->setFrameShape(QFrame::NoFrame);
    readingArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Prose needs a measure of its own: below ~45 characters a line, tables break words and
    // formulas shrink. The lab scrolls instead.
    readingArea_->setMinimumWidth(fontMetrics().averageCharWidth() * 46);

    labArea_->setWidgetResizable(true);
    labArea_->setFrameShape(QFrame::NoFrame);
    labArea_->setVisible(false);

    splitter_->addWidget(readingArea_);
    splitter_->addWidget(labArea_);
    splitter_->setChildrenCollapsible(false);
    splitter_->setStretchFactor(0, 2);
    splitter_->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 12, 8);
    layout->setSpacing(6);
    layout->addWidget(title_);
    layout->addWidget(summary_);
    layout->addWidget(splitter_, 1);

    connect(&context_, &ChapterContext::languageChanged, this, &StandardChapterPage::reloadContent);
    quiz_->setVisible(!context_.chapter().questions.isEmpty());
    reloadContent();
}

StandardChapterPage::~StandardChapterPage()
{
    if (lab_)
        QSettings().setValue(QStringLiteral("chapters/%1/splitter").arg(context_.chapter().kind), splitter_->saveState());
}

void StandardChapterPage::setLab(QWidget *lab)
{
    lab_ = lab;
    labArea_->setWidget(lab);
    labArea_->setVisible(lab != nullptr);
    const QByteArray state = QSettings().value(QStringLiteral("chapters/%1/splitter").arg(context_.chapter().kind)).toByteArray();
    if (!state.isEmpty())
        splitter_->restoreState(state);
    else
        splitter_->setSizes({400, 600});
}

void StandardChapterPage::reloadContent()
{
    readingArea_->setAccessibleName(tr("Chapter text and questions"));
    labArea_->setAccessibleName(tr("Lab"));
    body_->setAccessibleName(tr("Chapter text"));
    const ChapterSpec &chapter = context_.chapter();
    title_->setText(context_.text(chapter.title));
    summary_->setText(context_.text(chapter.summary));
    summary_->setVisible(!summary_->text().isEmpty());
    const QString path = context_.bodyPath();
    body_->setVisible(!path.isEmpty());
    if (!path.isEmpty())
        body_->loadFile(path, context_.paths());
    quiz_->setLanguage(context_.language());
    fitBodyHeight();
}

void StandardChapterPage::fitBodyHeight()
{
    const int width = body_->viewport()->width();
    if (width <= 0)
        return;
    body_->document()->setTextWidth(width);
    const bool scrollsSideways = body_->document()->size().width() > width + 0.5;
    const int height = static_cast<int>(std::ceil(body_->document()->size().height()))
        + body_->contentsMargins().top() + body_->contentsMargins().bottom() + 4
        + (scrollsSideways ? body_->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, body_) : 0);
    if (body_->height() != height)
        body_->setFixedHeight(height);
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
