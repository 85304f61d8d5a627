// One figure of a lesson: an image of the pack, scaled down to the width it is given (never
// enlarged beyond its own size, its proportions kept), and "Figure N. caption" under it,
// wrapped at word boundaries. An image that cannot be read (the pack changed since it was
// checked) shows why, in red, in its place. The alt text (or the caption) is the accessible
// name, so a screen reader says what the image shows.
#pragma once

#include "lessonparams.h"

#include "core/packpaths.h"

#include <QImage>
#include <QTextDocument>
#include <QWidget>

namespace atlas {

class LessonFigureView final : public QWidget {
    Q_OBJECT
    // For tests and tools that see the plugin's widgets through Qt's types only.
    Q_PROPERTY(QString error READ error CONSTANT)
    Q_PROPERTY(QRect imageRect READ imageRect)

public:
    LessonFigureView(const PackPaths &paths, const LessonFigure &figure, int number, const QString &language,
                     QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    QString error() const { return error_; }
    const QImage &image() const { return image_; }
    // The rectangle the image is drawn in, at the current width (empty when it is not shown).
    QRect imageRect() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QSize imageSize(int width) const;
    void updateCaption();

    LessonFigure figure_;
    int number_;
    QString language_;
    QImage image_;
    QString error_;
    mutable QTextDocument caption_; // laid out at the width asked for
};

} // namespace atlas
