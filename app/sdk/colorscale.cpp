#include "colorscale.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace atlas {

namespace {

QColor interpolate(const QColor *stops, int count, double t)
{
    t = std::clamp(t, 0.0, 1.0) * (count - 1);
    const int i = std::min(static_cast<int>(std::floor(t)), count - 2);
    const double f = t - i;
    const QColor &a = stops[i];
    const QColor &b = stops[i + 1];
    return QColor::fromRgbF(static_cast<float>(a.redF() + f * (b.redF() - a.redF())),
                            static_cast<float>(a.greenF() + f * (b.greenF() - a.greenF())),
                            static_cast<float>(a.blueF() + f * (b.blueF() - a.blueF())));
}

} // namespace

QColor ColorScale::diverging(double t)
{
    // ColorBrewer RdBu (11 classes), from most negative (blue) to most positive (red).
    static const std::array<QColor, 11> stops{
        QColor(0x05, 0x30, 0x61), QColor(0x21, 0x66, 0xac), QColor(0x43, 0x93, 0xc3),
        QColor(0x92, 0xc5, 0xde), QColor(0xd1, 0xe5, 0xf0), QColor(0xf7, 0xf7, 0xf7),
        QColor(0xfd, 0xdb, 0xc7), QColor(0xf4, 0xa5, 0x82), QColor(0xd6, 0x60, 0x4d),
        QColor(0xb2, 0x18, 0x2b), QColor(0x67, 0x00, 0x1f)};
    return interpolate(stops.data(), static_cast<int>(stops.size()), (std::clamp(t, -1.0, 1.0) + 1.0) / 2.0);
}

QColor ColorScale::sequential(double t)
{
    // ColorBrewer Purples (9 classes).
    static const std::array<QColor, 9> stops{
        QColor(0xfc, 0xfb, 0xfd), QColor(0xef, 0xed, 0xf5), QColor(0xda, 0xda, 0xeb),
        QColor(0xbc, 0xbd, 0xdc), QColor(0x9e, 0x9a, 0xc8), QColor(0x80, 0x7d, 0xba),
        QColor(0x6a, 0x51, 0xa3), QColor(0x54, 0x27, 0x8f), QColor(0x3f, 0x00, 0x7d)};
    return interpolate(stops.data(), static_cast<int>(stops.size()), t);
}

QColor ColorScale::textOn(const QColor &background)
{
    // Relative luminance (sRGB approximation) decides.
    const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF()
        + 0.0722 * background.blueF();
    return luminance > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
}

QColor ColorScale::maskedFill()
{
    return QColor(0xd9, 0xd9, 0xd9);
}

QColor ColorScale::category(int index)
{
    static const std::array<QColor, 7> okabeIto{
        QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9), QColor(0x00, 0x9e, 0x73),
        QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00),
        QColor(0xcc, 0x79, 0xa7)};
    return okabeIto[static_cast<std::size_t>(std::abs(index)) % okabeIto.size()];
}

} // namespace atlas
