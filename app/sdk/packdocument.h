// The document of a MarkdownView. QTextDocument::loadResource reads local files itself when
// the view returns nothing, and Qt's image handler then tries QImage::load on the name. This
// document asks the view only (MarkdownView::loadResource), keeps what it answers, and answers
// a refused image with a placeholder, so neither fallback ever runs. Private to the SDK.
#pragma once

#include <QTextDocument>

namespace atlas {

class MarkdownView;

class PackDocument final : public QTextDocument {
public:
    explicit PackDocument(MarkdownView *view);

protected:
    QVariant loadResource(int type, const QUrl &name) override;

private:
    static QImage placeholder();

    MarkdownView *view_;
};

} // namespace atlas
