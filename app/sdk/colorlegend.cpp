#include "colorlegend.h"

#include "colorscale.h"
#include "matrixmodel.h"

#include <QLinearGradient>
#include <QPainter>

namespace atlas {

ColorLegend::ColorLegend(const MatrixModel *model, QWidget *parent) : QWidget(parent), model_(model)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto refresh = [this] { update(); };
    connect(model_, &MatrixModel::dataChanged, this, refresh);
    connect(model_, &MatrixModel::modelReset, this, refresh);
}

bool ColorLegend::hasMaskedCells() const
{
    for (int r = 0; r < model_->rowCount(); ++r)
        for (int c = 0; c < model_->columnCount(); ++c)
            if (model_->isMasked(r, c))
                return true;
    return false;
}

QSize ColorLegend::sizeHint() const
{
    const QFontMetrics fm(font());
    return QSize(320, fm.height() * 2 + 14);
}

QSize ColorLegend::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return QSize(160, fm.height() * 2 + 14);
}

void ColorLegend::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QFontMetrics fm(font());
    const int barHeight = 10;
    const bool masked = hasMaskedCells();
    //: Legend caption of the hatched swatch: matrix cells (attention pairs) that the mask forbids.
    const QString maskedCaption = tr("masked");
    const int swatch = masked ? fm.horizontalAdvance(maskedCaption) + barHeight + 20 : 0;
    const int barWidth = std::max(60, std::min(width() - swatch - 8, 260));
    const QRect bar(4, 2, barWidth, barHeight);

    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    const double low = model_->colorLow(), high = model_->colorHigh();
    for (int i = 0; i <= 16; ++i) {
        const double t = i / 16.0;
        gradient.setColorAt(t, model_->color(low + t * (high - low)));
    }
    p.fillRect(bar, gradient);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(bar.adjusted(0, 0, -1, -1));

    p.setPen(palette().color(QPalette::WindowText));
    const int textTop = bar.bottom() + 3;
    const QString lowText = model_->formatted(low);
    const QString highText = model_->formatted(high);
    const QString midText = model_->formatted((low + high) / 2);
    p.drawText(QRect(bar.left(), textTop, barWidth, fm.height()), Qt::AlignLeft, lowText);
    p.drawText(QRect(bar.left(), textTop, barWidth, fm.height()), Qt::AlignHCenter, midText);
    p.drawText(QRect(bar.left(), textTop, barWidth, fm.height()), Qt::AlignRight, highText);

    if (masked) {
        const QRect box(bar.right() + 16, bar.top(), barHeight + 4, barHeight);
        p.fillRect(box, ColorScale::maskedFill());
        p.fillRect(box, QBrush(QColor(0x96, 0x96, 0x96), Qt::BDiagPattern));
        p.drawText(QRect(box.right() + 4, box.top() - 2, width() - box.right(), fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, maskedCaption);
    }
}

} // namespace atlas

#include "moc_colorlegend.cpp"
