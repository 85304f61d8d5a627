#include "headerwrapping.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QList>
#include <QRegularExpression>
#include <QStyle>
#include <QTableWidget>

#include <algorithm>

namespace atlas {

namespace {

// The pieces a heading may break between: words, with a hyphen kept at the end of its piece.
QStringList pieces(const QString &text)
{
    QStringList result;
    static const QRegularExpression piece(QStringLiteral("[^\\s-]+-?|-"));
    for (auto it = piece.globalMatch(text); it.hasNext();)
        result.append(it.next().captured());
    return result;
}

} // namespace

QString HeaderWrapping::wrap(const QString &text, const QFontMetrics &metrics, int width)
{
    QStringList lines;
    QString line;
    for (const QString &p : pieces(text)) {
        // Hyphenated pieces join without a space ("previous-" + "token").
        const QString joined = line.isEmpty() ? p : line + (line.endsWith(QLatin1Char('-')) ? QString() : QStringLiteral(" ")) + p;
        if (!line.isEmpty() && metrics.horizontalAdvance(joined) > width) {
            lines.append(line);
            line = p;
        } else {
            line = joined;
        }
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines.join(QLatin1Char('\n'));
}

void HeaderWrapping::apply(QTableWidget *table, const QStringList &labels)
{
    QHeaderView *header = table->horizontalHeader();
    // Bold: the header shows a selected row's sections in bold.
    QFont font = header->font();
    font.setBold(true);
    const QFontMetrics metrics(font);
    const QFontMetrics cellMetrics(table->font());
    // A section's room around its text (the style's margins on both sides, and a little more).
    const int padding = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 12;
    QList<int> budgets, full;
    for (int c = 0; c < labels.size(); ++c) {
        int cells = 0;
        for (int r = 0; r < table->rowCount(); ++r)
            if (const QTableWidgetItem *item = table->item(r, c))
                cells = std::max(cells, QFontMetrics(item->font()).horizontalAdvance(item->text()));
        int longest = 0;
        for (const QString &p : pieces(labels.at(c)))
            longest = std::max(longest, metrics.horizontalAdvance(p));
        // At least a short word's room, so that a column of one-letter cells does not break
        // its heading after every word.
        budgets.append(std::max({cells, longest, cellMetrics.horizontalAdvance(QStringLiteral("0000000"))}));
        full.append(std::max(budgets.last(), metrics.horizontalAdvance(labels.at(c))));
    }
    // The room the table has beyond the narrowest headings goes to the headings, left to right,
    // so that a heading wraps only when the table is too narrow for it on one line.
    int spare = table->width() - 2 * table->frameWidth();
    for (int c = 0; c < budgets.size(); ++c)
        spare -= budgets.at(c) + padding;
    QStringList wrapped;
    for (int c = 0; c < labels.size(); ++c) {
        const int extra = std::clamp(full.at(c) - budgets.at(c), 0, std::max(0, spare));
        spare -= extra;
        wrapped.append(wrap(labels.at(c), metrics, budgets.at(c) + extra));
    }
    table->setHorizontalHeaderLabels(wrapped);
}

} // namespace atlas
