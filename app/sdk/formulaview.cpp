#include "formulaview.h"

#include "formularenderer.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>

#include <cmath>
#include <optional>

namespace atlas {

struct FormulaView::Private {
    QString formula;
    bool display = true;
    Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter;
    std::optional<FormulaRenderer> renderer;
};

FormulaView::~FormulaView() = default;

QString FormulaView::formula() const
{
    return d->formula;
}

bool FormulaView::isDisplayStyle() const
{
    return d->display;
}

Qt::Alignment FormulaView::alignment() const
{
    return d->alignment;
}

bool FormulaView::isValid() const
{
    return d->renderer && d->renderer->isValid();
}

const FormulaRenderer *FormulaView::renderer() const
{
    return d->renderer ? &*d->renderer : nullptr;
}

FormulaView::FormulaView(QWidget *parent) : FormulaView(QString(), parent)
{
}

FormulaView::FormulaView(const QString &formula, QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    d->formula = formula;
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    relayout();
}

void FormulaView::setFormula(const QString &tex)
{
    if (tex == d->formula && d->renderer)
        return;
    d->formula = tex;
    relayout();
}

void FormulaView::setDisplayStyle(bool display)
{
    if (display == d->display)
        return;
    d->display = display;
    relayout();
}

void FormulaView::setAlignment(Qt::Alignment alignment)
{
    d->alignment = alignment;
    update();
}

QString FormulaView::errorString() const
{
    if (!d->renderer || d->renderer->isValid())
        return QString();
    //: %1 is a character position in the formula (counting from 1), %2 the parser's message
    return tr("Formula error at character %1: %2").arg(d->renderer->errorOffset() + 1).arg(d->renderer->errorString());
}

void FormulaView::relayout()
{
    d->renderer.emplace(d->formula, font(), d->display ? FormulaRenderer::Style::Display : FormulaRenderer::Style::Inline);
    if (d->renderer->isValid()) {
        setAccessibleName(d->renderer->plainText());
        setAccessibleDescription(d->formula);
        setToolTip(QString());
    } else {
        setAccessibleName(d->formula);
        setAccessibleDescription(errorString());
        setToolTip(errorString());
    }
    updateGeometry();
    update();
}

QFont FormulaView::sourceFont() const
{
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    f.setPointSizeF(font().pointSizeF() > 0 ? font().pointSizeF() : f.pointSizeF());
    return f;
}

// Red that stays readable on both light and dark windows.
QColor FormulaView::errorColor() const
{
    return palette().color(QPalette::Window).lightness() < 128 ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
}

QSize FormulaView::sizeHint() const
{
    const QMargins m = contentsMargins();
    if (d->renderer && d->renderer->isValid()) {
        const QSizeF s = d->renderer->size();
        return QSize(int(std::ceil(s.width())) + m.left() + m.right(), int(std::ceil(s.height())) + m.top() + m.bottom());
    }
    const QFontMetrics source(sourceFont());
    const QFontMetrics message(font());
    const int width = std::max(source.horizontalAdvance(d->formula), message.horizontalAdvance(errorString()));
    return QSize(std::min(width, 800) + m.left() + m.right(), source.height() + message.height() + m.top() + m.bottom());
}

QSize FormulaView::minimumSizeHint() const
{
    const QSize hint = sizeHint();
    return QSize(std::min(hint.width(), 40), hint.height());
}

void FormulaView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect area = contentsRect();
    if (d->renderer && d->renderer->isValid()) {
        const QSizeF s = d->renderer->size();
        qreal x = area.left();
        if (d->alignment & Qt::AlignHCenter)
            x = area.left() + (area.width() - s.width()) / 2;
        else if (d->alignment & Qt::AlignRight)
            x = area.right() + 1 - s.width();
        qreal y = area.top() + (area.height() - s.height()) / 2;
        if (d->alignment & Qt::AlignTop)
            y = area.top();
        else if (d->alignment & Qt::AlignBottom)
            y = area.bottom() + 1 - s.height();
        // Whole pixels keep the fraction bars and stems crisp.
        painter.setPen(palette().color(foregroundRole()));
        d->renderer->paint(painter, QPointF(std::round(x), std::round(y)));
        return;
    }
    // Invalid: the source as written, then what is wrong with it.
    const QFontMetrics source(sourceFont());
    painter.setFont(sourceFont());
    painter.setPen(errorColor());
    const int flags = int(d->alignment & Qt::AlignHorizontal_Mask) | Qt::AlignTop;
    painter.drawText(QRect(area.left(), area.top(), area.width(), source.height()), flags,
                     source.elidedText(d->formula, Qt::ElideRight, area.width()));
    painter.setFont(font());
    painter.setPen(palette().color(foregroundRole()));
    painter.drawText(QRect(area.left(), area.top() + source.height(), area.width(), area.height() - source.height()),
                     flags, fontMetrics().elidedText(errorString(), Qt::ElideRight, area.width()));
}

void FormulaView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        relayout();
    else if (event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_formulaview.cpp"
