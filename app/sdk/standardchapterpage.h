// The layout most chapters share: a header (title and summary), a reading column on the left
// (the chapter body, then its check-your-understanding questions) and the chapter's lab — the
// interactive part a plugin provides — on the right. Both columns scroll independently; the
// split is adjustable and remembered per chapter kind.
#pragma once

#include "sdk/sdkexport.h"

#include "chapterpage.h"

#include <memory>

namespace atlas {

class ChapterContext;
class MarkdownView;
class QuizPanel;

class ATLAS_SDK_EXPORT StandardChapterPage : public ChapterPage {
    Q_OBJECT

public:
    explicit StandardChapterPage(ChapterContext &context, QWidget *parent = nullptr);
    ~StandardChapterPage() override;

    ChapterContext &context() const;
    MarkdownView *body() const;
    QuizPanel *quiz() const;

protected:
    // The plugin's interactive part; the page takes ownership. Without one, the reading column
    // takes the whole width.
    void setLab(QWidget *lab);
    QWidget *lab() const;
    // Re-reads the body and texts in the context's language (called on languageChanged).
    virtual void reloadContent();
    void changeEvent(QEvent *event) override;

private:
    void fitBodyHeight();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
