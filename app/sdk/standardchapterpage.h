// The layout most chapters share: a header (title and summary), a reading column on the left
// (the chapter body, then its check-your-understanding questions) and the chapter's lab — the
// interactive part a plugin provides — on the right. Both columns scroll independently; the
// split is adjustable and remembered per chapter kind.
#pragma once

#include "sdk/sdkexport.h"

#include "chapterpage.h"

class QLabel;
class QScrollArea;
class QSplitter;

namespace atlas {

class ChapterContext;
class MarkdownView;
class QuizPanel;

class ATLAS_SDK_EXPORT StandardChapterPage : public ChapterPage {
    Q_OBJECT

public:
    explicit StandardChapterPage(ChapterContext &context, QWidget *parent = nullptr);
    ~StandardChapterPage() override;

    ChapterContext &context() const { return context_; }
    MarkdownView *body() const { return body_; }
    QuizPanel *quiz() const { return quiz_; }

protected:
    // The plugin's interactive part; the page takes ownership. Without one, the reading column
    // takes the whole width.
    void setLab(QWidget *lab);
    QWidget *lab() const { return lab_; }
    // Re-reads the body and texts in the context's language (called on languageChanged).
    virtual void reloadContent();
    void changeEvent(QEvent *event) override;

private:
    void fitBodyHeight();

    ChapterContext &context_;
    QLabel *title_;
    QLabel *summary_;
    QSplitter *splitter_;
    QScrollArea *readingArea_;
    QScrollArea *labArea_;
    MarkdownView *body_;
    QuizPanel *quiz_;
    QWidget *lab_ = nullptr;
};

} // namespace atlas
