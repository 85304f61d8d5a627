#include "historytimelinedelegate.h"

#include "historytimelinemodel.h"

#include "sdk/colorscale.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QTextLayout>

namespace atlas {

namespace {
constexpr int sameYearGap = 2;
constexpr int contentPadding = 6;
constexpr int markerRadius = 6;
} // namespace

HistoryTimelineDelegate::HistoryTimelineDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

int HistoryTimelineDelegate::previousYear(const QModelIndex &index)
{
    if (!index.isValid() || index.row() == 0)
        return 0;
    return index.sibling(index.row() - 1, 0).data(HistoryTimelineModel::YearRole).toInt();
}

int HistoryTimelineDelegate::gapAbove(const QModelIndex &index)
{
    const int previous = previousYear(index);
    if (previous == 0)
        return 0;
    const int years = index.data(HistoryTimelineModel::YearRole).toInt() - previous;
    return years <= 0 ? sameYearGap : years * pixelsPerYear;
}

HistoryTimelineDelegate::Geometry HistoryTimelineDelegate::geometry(const QStyleOptionViewItem &option) const
{
    QFont bold = option.font;
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    Geometry g;
    g.yearWidth = boldMetrics.horizontalAdvance(QStringLiteral("0000")) + 8;
    g.axisX = g.yearWidth + 12;
    g.textX = g.axisX + markerRadius + 12;
    g.lineHeight = std::max(boldMetrics.height(), option.fontMetrics.height());
    return g;
}

int HistoryTimelineDelegate::Geometry::contentHeight(int headlineLines) const
{
    return (headlineLines + 1) * lineHeight + 2 * contentPadding + 2;
}

int HistoryTimelineDelegate::textWidth(const QStyleOptionViewItem &option, const Geometry &g)
{
    // Painting knows its rectangle; a size hint asks for the view's width.
    int width = option.rect.width();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget); view && width <= 0)
        width = view->viewport()->width();
    return width - g.textX - 4;
}

QStringList HistoryTimelineDelegate::headlineLines(const QString &headline, const QFont &font, int width)
{
    const QFontMetrics metrics(font);
    if (width <= 0 || metrics.horizontalAdvance(headline) <= width)
        return {headline};
    QTextLayout layout(headline, font);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(wrap);
    layout.beginLayout();
    QTextLine first = layout.createLine();
    first.setLineWidth(width);
    layout.endLayout();
    const QString firstLine = headline.left(first.textLength()).trimmed();
    const QString rest = headline.mid(first.textLength()).trimmed();
    if (firstLine.isEmpty() || rest.isEmpty()) // a single word longer than the line
        return {metrics.elidedText(headline, Qt::ElideRight, width)};
    return {firstLine, metrics.elidedText(rest, Qt::ElideRight, width)};
}

QSize HistoryTimelineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const Geometry g = geometry(option);
    QFont bold = option.font;
    bold.setBold(true);
    const int lines = int(headlineLines(index.data(HistoryTimelineModel::HeadlineRole).toString(), bold, textWidth(option, g)).size());
    return QSize(g.textX + 240, gapAbove(index) + g.contentHeight(lines));
}

void HistoryTimelineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const Geometry g = geometry(option);
    const QRect rect = option.rect;
    const int gap = gapAbove(index);
    const QRect content(rect.left(), rect.top() + gap, rect.width(), rect.height() - gap);
    const int markerY = content.top() + contentPadding + g.lineHeight / 2 + 1;
    const bool selected = option.state & QStyle::State_Selected;
    const int rows = index.model()->rowCount(index.parent());
    const QPalette &palette = option.palette;
    const QColor muted = palette.color(QPalette::PlaceholderText);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);

    // The time axis runs from the first marker to the last.
    QPen axisPen(palette.color(QPalette::Mid), 2);
    painter->setPen(axisPen);
    const int axisTop = index.row() == 0 ? markerY : rect.top();
    const int axisBottom = index.row() == rows - 1 ? markerY : rect.bottom() + 1;
    painter->drawLine(QPoint(rect.left() + g.axisX, axisTop), QPoint(rect.left() + g.axisX, axisBottom));

    // A tick, with its year where there is room, for every year without an entry.
    const int year = index.data(HistoryTimelineModel::YearRole).toInt();
    const int previous = previousYear(index);
    if (previous > 0 && year - previous > 1) {
        QFont small = option.font;
        small.setPointSizeF(small.pointSizeF() * 0.8);
        painter->setFont(small);
        // Spread evenly over this entry's stretch of the axis, above its marker.
        const int span = markerY - rect.top();
        for (int y = previous + 1; y < year; ++y) {
            const int tickY = rect.top() + span * (y - previous) / (year - previous);
            painter->setPen(QPen(palette.color(QPalette::Mid), 1));
            painter->drawLine(QPoint(rect.left() + g.axisX - 4, tickY), QPoint(rect.left() + g.axisX + 4, tickY));
            if (QFontMetrics(small).height() <= span / (year - previous) + 2) {
                painter->setPen(muted);
                painter->drawText(QRect(rect.left(), tickY - pixelsPerYear / 2, g.yearWidth, pixelsPerYear),
                                  Qt::AlignRight | Qt::AlignVCenter, QString::number(y));
            }
        }
    }

    // The entry itself, highlighted when selected.
    const QRect textArea(rect.left() + g.axisX + markerRadius + 4, content.top(), rect.right() - (rect.left() + g.axisX + markerRadius + 4), content.height());
    if (selected)
        painter->fillRect(textArea, palette.color(option.state & QStyle::State_Active ? QPalette::Active : QPalette::Inactive, QPalette::Highlight));
    const QColor textColor = palette.color(selected ? QPalette::HighlightedText : QPalette::Text);

    QFont bold = option.font;
    bold.setBold(true);
    if (previous != year) {
        painter->setFont(bold);
        painter->setPen(palette.color(QPalette::Text));
        painter->drawText(QRect(rect.left(), markerY - g.lineHeight / 2 - 1, g.yearWidth, g.lineHeight + 2), Qt::AlignRight | Qt::AlignVCenter, QString::number(year));
    }

    const QColor themeColor = ColorScale::category(index.data(HistoryTimelineModel::ThemeIndexRole).toInt());
    const int radius = selected ? markerRadius + 1 : markerRadius;
    painter->setPen(QPen(palette.color(QPalette::Text), selected ? 2.5 : 1.2));
    painter->setBrush(themeColor);
    painter->drawEllipse(QPoint(rect.left() + g.axisX, markerY), radius, radius);

    const int textWidth = rect.right() - (rect.left() + g.textX) - 4;
    painter->setFont(bold);
    painter->setPen(textColor);
    const QStringList headline = headlineLines(index.data(HistoryTimelineModel::HeadlineRole).toString(), bold, textWidth);
    int lineTop = content.top() + contentPadding;
    for (const QString &line : headline) {
        painter->drawText(QRect(rect.left() + g.textX, lineTop, textWidth, g.lineHeight), Qt::AlignLeft | Qt::AlignVCenter, line);
        lineTop += g.lineHeight;
    }
    painter->setFont(option.font);
    painter->setPen(selected ? textColor : muted);
    //: Second line of a timeline entry: short authors · themes, e.g. "Vaswani et al. · Mechanism, Architecture".
    const QString detail = tr("%1 · %2").arg(index.data(HistoryTimelineModel::AuthorsRole).toString(),
                                             index.data(HistoryTimelineModel::ThemeNamesRole).toString());
    painter->drawText(QRect(rect.left() + g.textX, lineTop + 2, textWidth, g.lineHeight),
                      Qt::AlignLeft | Qt::AlignVCenter, option.fontMetrics.elidedText(detail, Qt::ElideRight, textWidth));

    if (option.state & QStyle::State_HasFocus) {
        QStyleOptionFocusRect focus;
        focus.initFrom(option.widget);
        focus.rect = textArea.adjusted(1, 1, -1, -1);
        focus.backgroundColor = palette.color(selected ? QPalette::Highlight : QPalette::Base);
        QStyle *style = option.widget ? option.widget->style() : QApplication::style();
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, option.widget);
    }
    painter->restore();
}

} // namespace atlas

#include "moc_historytimelinedelegate.cpp"
