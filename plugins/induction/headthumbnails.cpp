#include "headthumbnails.h"

#include "sdk/colorscale.h"
#include "sdk/retranslator.h"

#include <QLocale>
#include <QPainter>
#include <QResizeEvent>

#include <algorithm>

namespace atlas {

namespace {
constexpr int mapSide = 84;  // px, each map
constexpr int gap = 10;      // px between maps
}

HeadThumbnails::HeadThumbnails(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("headThumbnails"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto *texts = new Retranslator(this);
    texts->bind([this] { updateTexts(); });
}

void HeadThumbnails::show(const AttentionSnapshot &snapshot, int headsPerLayer, const HeadMask &mask)
{
    snapshot_ = snapshot;
    headsPerLayer_ = std::max(1, headsPerLayer);
    mask_ = mask;
    updateTexts();
    if (width() > 0)
        setFixedHeight(heightForWidth(width()));
    updateGeometry();
    update();
}

void HeadThumbnails::updateTexts()
{
    titles_.clear();
    const QLocale locale;
    for (std::size_t i = 0; i < snapshot_.attention.size(); ++i) {
        const int layer = int(i) / headsPerLayer_ + 1, head = int(i) % headsPerLayer_ + 1;
        //: A small map's title: layer and head, e.g. "L2 H1".
        QString title = tr("L%1 H%2").arg(layer).arg(head) + QLatin1Char('\n');
        // Its strongest telling score: induction where measured, else previous-token.
        const std::optional<double> induction = i < snapshot_.inductionScores.size() ? snapshot_.inductionScores[i] : std::nullopt;
        const double previous = i < snapshot_.previousTokenScores.size() ? snapshot_.previousTokenScores[i] : 0.0;
        if (induction && *induction >= previous)
            //: Under a small map: the head's induction score, e.g. "ind 0.82".
            title += tr("ind %1").arg(locale.toString(*induction, 'f', 2));
        else
            //: Under a small map: the head's previous-token score, e.g. "prev 0.91".
            title += tr("prev %1").arg(locale.toString(previous, 'f', 2));
        if (i < mask_.size() && !mask_[i])
            //: Under a small map: the head is switched off.
            title += QLatin1Char(' ') + tr("(off)");
        titles_.append(title);
    }
    //: Above the small maps shown while a run goes or a replay is scrubbed; %1 is the training step shown.
    caption_ = tr("Each head at step %1 — rows: queries, columns: keys; white 0, deep purple 1").arg(snapshot_.step);
    setAccessibleName(caption_);
    setAccessibleDescription(QString(titles_.join(QLatin1String("; "))).replace(QLatin1Char('\n'), QLatin1Char(' ')));
}

QStringList HeadThumbnails::titles() const
{
    return titles_;
}

int HeadThumbnails::cellSide() const
{
    return mapSide + 2 * fontMetrics().height() + 6; // the map, then two lines of title
}

QSize HeadThumbnails::sizeHint() const
{
    const int n = std::max<int>(1, int(snapshot_.attention.size()));
    return {n * (mapSide + gap), captionHeight() + cellSide()};
}

QSize HeadThumbnails::minimumSizeHint() const
{
    return {2 * (mapSide + gap), captionHeight() + cellSide()};
}

void HeadThumbnails::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // As many rows as the width needs (a narrow lab wraps the maps): the height follows.
    if (const int needed = heightForWidth(width()); needed != minimumHeight())
        setFixedHeight(needed);
}

int HeadThumbnails::heightForWidth(int width) const
{
    // As many rows as the width needs: a narrow lab wraps the maps.
    const int perRow = std::max(1, width / (mapSide + gap));
    const int rows = std::max(1, (int(snapshot_.attention.size()) + perRow - 1) / perRow);
    return captionHeight() + rows * cellSide();
}

int HeadThumbnails::captionHeight() const
{
    return fontMetrics().height() + 4;
}

void HeadThumbnails::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const int perRow = std::max(1, width() / (mapSide + gap));
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(gap / 2, 0, width() - gap, captionHeight()), Qt::AlignLeft | Qt::AlignTop,
               fontMetrics().elidedText(caption_, Qt::ElideRight, width() - gap));
    for (std::size_t i = 0; i < snapshot_.attention.size(); ++i) {
        const Matrix<double> &a = snapshot_.attention[i];
        const int x0 = gap / 2 + int(i) % perRow * (mapSide + gap), y0 = captionHeight() + int(i) / perRow * cellSide();
        const Eigen::Index t = a.rows();
        if (t == 0)
            continue;
        const double cell = double(mapSide) / double(t);
        const bool off = i < mask_.size() && !mask_[i];
        for (Eigen::Index r = 0; r < t; ++r)
            for (Eigen::Index c = 0; c < t; ++c) {
                const QRectF rect(x0 + c * cell, y0 + r * cell, cell + 0.5, cell + 0.5);
                // The causal mask's future: neither white (0) nor a shade of the scale.
                QColor fill = c > r ? ColorScale::maskedFill() : ColorScale::sequential(a(r, c));
                if (off)
                    fill = fill.lighter(140);
                p.fillRect(rect, fill);
            }
        p.setPen(palette().color(QPalette::Mid));
        p.drawRect(QRect(x0, y0, mapSide, mapSide));
        p.setPen(palette().color(off ? QPalette::PlaceholderText : QPalette::WindowText));
        const QStringList lines = titles_.value(int(i)).split(QLatin1Char('\n'));
        for (int line = 0; line < lines.size(); ++line) {
            const QRect text(x0 - gap / 2, y0 + mapSide + 2 + line * fontMetrics().height(), mapSide + gap, fontMetrics().height());
            p.drawText(text, Qt::AlignHCenter | Qt::AlignTop, fontMetrics().elidedText(lines.at(line), Qt::ElideRight, text.width()));
        }
    }
}

} // namespace atlas

#include "moc_headthumbnails.cpp"
