// The hello-chapter page: the chapter's text and question on the left, the lab on the right
// (the layout StandardChapterPage gives every chapter).
#pragma once

#include "hellochapterparams.h"

#include "sdk/standardchapterpage.h"

namespace hello {

class HelloChapterLab;
class HelloChapterSession;

class HelloChapterPage final : public atlas::StandardChapterPage {
    Q_OBJECT

public:
    // The plugin reads the params once and gives them here.
    HelloChapterPage(atlas::ChapterContext &context, const HelloChapterParams &params, QWidget *parent = nullptr);

    HelloChapterSession *session() const { return session_; }
    HelloChapterLab *helloLab() const { return lab_; }

    // File → Export Figures: the weights as PNG, SVG and CSV.
    QList<atlas::ExportableFigure> figures() const override;

private:
    HelloChapterSession *session_;
    HelloChapterLab *lab_;
};

} // namespace hello
