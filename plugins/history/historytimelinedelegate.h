// Paints one timeline entry: its year left of a vertical time axis, a marker on the axis in
// its first theme's colour, the headline (on two lines when it is longer than the list is
// wide, rather than cut off) and, under it, the authors and themes. The space
// above an entry is proportional to the years since the previous visible entry, with a tick
// for every year in between, so the entries sit at their place in time; entries of one year
// share the year label. Colour is never the only cue: the themes are also written out.
#pragma once

#include <QStyledItemDelegate>

namespace atlas {

class HistoryTimelineDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    static constexpr int pixelsPerYear = 16;

    explicit HistoryTimelineDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The space above the entry: 0 for the first, a little for one of the same year as the
    // previous, and pixelsPerYear per year since the previous otherwise.
    static int gapAbove(const QModelIndex &index);
    // The year of the previous visible entry, or 0.
    static int previousYear(const QModelIndex &index);
    // The headline as shown in `width` pixels of `font`: one line, or two (the second elided
    // if even two are not enough).
    static QStringList headlineLines(const QString &headline, const QFont &font, int width);

private:
    struct Geometry {
        int yearWidth, axisX, textX, lineHeight;
        int contentHeight(int headlineLines) const;
    };
    Geometry geometry(const QStyleOptionViewItem &option) const;
    // The width the headline and the details have in the view that shows the entry.
    static int textWidth(const QStyleOptionViewItem &option, const Geometry &g);
};

} // namespace atlas
