// Shows a chapter body: Markdown with typeset formulas, confined to its pack.
//
// Safety. A body comes from a pack, which is untrusted. QTextBrowser would read any local
// file an image names (and Qt's image handler falls back to reading the file itself when a
// resource comes back empty); here every resource goes through loadResource(), which serves
// only the rendered formulas and images inside the pack (resolved against the body's folder,
// confined with PackPaths, at most PackLimits::maxImageBytes), and the document never falls
// back to the file system. Links never navigate the view: http(s) and mailto go to the system
// browser (through externalLinkHandler, replaceable for tests), chapter:ID becomes
// chapterLinkActivated, #anchor scrolls, anything else is refused with a signal.
//
// Formulas. $…$ and $$…$$ (see MarkdownFormulas) are typeset by FormulaRenderer into images
// at the screen's device pixel ratio: inline ones sit on the text baseline, display ones are
// centred on a line of their own. An invalid formula shows as its source in red monospace
// with the parser's message as tooltip. Everything is rebuilt when the palette (dark mode),
// the font or the pixel ratio changes.
//
// Wrapping. Lines break between words, never inside a word before its punctuation; a word
// that overflows the measure a little hangs into the side margin. Only text wider than the
// whole view breaks anywhere.
//
// Any body the validator accepts opens interactively: runs of hundreds of characters without
// a place to break a line (a base64 blob) get invisible break opportunities, since Qt's line
// breaker is quadratic in such a run's length; copied text leaves them out.
#pragma once

#include "sdk/sdkexport.h"

#include "core/packpaths.h"

#include <QImage>
#include <QTextBrowser>
#include <QUrl>

#include <functional>
#include <optional>

namespace atlas {

class ATLAS_SDK_EXPORT MarkdownView : public QTextBrowser {
    Q_OBJECT

public:
    explicit MarkdownView(QWidget *parent = nullptr);

    // `baseFolder` is the absolute folder of the body file, inside the pack: relative image
    // names are resolved against it.
    void setMarkdown(const QString &markdown, const QString &baseFolder, const PackPaths &paths);
    // Reads a body file (at most PackLimits::maxBodyBytes, inside the pack, UTF-8); on failure
    // shows a short message in the view instead and returns false.
    bool loadFile(const QString &absolutePath, const PackPaths &paths);

    // Serves "atlas-formula:N" (the rendered formulas) and images inside the pack; anything
    // else yields an empty QVariant and resourceRefused().
    QVariant loadResource(int type, const QUrl &name) override;

    // What happens to http(s) and mailto links; by default QDesktopServices::openUrl.
    using ExternalLinkHandler = std::function<void(const QUrl &)>;
    void setExternalLinkHandler(ExternalLinkHandler handler);

    // Formulas are typeset into images at the screen's pixel ratio, or at least at this one:
    // a view made for print (a PDF handout) asks for more than the screen's pixels, so that
    // formulas stay sharp on paper. Rebuilds when it changes the ratio.
    void setMinimumFormulaPixelRatio(qreal ratio);

    int formulaCount() const { return int(formulas_.size()); }
    int invalidFormulaCount() const;
    QString errorMessage() const { return message_; } // the message shown instead of a body

Q_SIGNALS:
    void chapterLinkActivated(const QString &chapterId);
    void externalLinkRequested(const QUrl &url);
    void linkRefused(const QUrl &url, const QString &reason);
    void resourceRefused(const QUrl &url, const QString &reason);

protected:
    void changeEvent(QEvent *event) override;
    QMimeData *createMimeDataFromSelection() const override;
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct Formula {
        QString tex;
        QString written; // with its delimiters, as the author wrote it
        bool display = false;
        QImage image;
        QString error;
    };

    void rebuild();
    void typesetFormulas();
    void updateMeasure();
    void fitDisplayFormulas();
    void fitWrapMode();
    void showMessage(const QString &message);
    void activateLink(const QUrl &url);
    QVariant refuse(const QUrl &url, const QString &reason);
    QVariant packImage(const QUrl &url);
    QFont readingFont() const;
    qreal formulaPixelRatio() const;
    bool isDark() const;
    QString appearance() const;

    QString markdown_;
    QString message_;
    QString baseFolder_;              // canonical, inside the pack; empty: nothing is served
    std::optional<PackPaths> paths_;
    QList<Formula> formulas_;
    qreal renderedRatio_ = 0;
    qreal minimumFormulaRatio_ = 1;
    QString builtFor_; // appearance() when the document was last built
    bool rebuilding_ = false;
    bool keepScroll_ = false; // rebuilding the same text (palette, font): stay where the reader is
    ExternalLinkHandler externalLinkHandler_;
};

} // namespace atlas
