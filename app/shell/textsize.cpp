#include "textsize.h"

#include <QApplication>
#include <QSettings>

#include <algorithm>

namespace atlas {

namespace {
const QString settingsKey = QStringLiteral("ui/textSizePercent");
}

TextSize::TextSize(QObject *parent) : QObject(parent), base_(QApplication::font()) {}

void TextSize::setPercent(int percent, bool remember)
{
    const int stepped = qRound(percent / double(stepPercent)) * stepPercent;
    const int clamped = std::clamp(stepped, minPercent, maxPercent);
    if (remember)
        QSettings().setValue(settingsKey, clamped);
    if (clamped == percent_)
        return;
    percent_ = clamped;
    QFont font = base_;
    const double factor = percent_ / 100.0;
    if (base_.pointSizeF() > 0)
        font.setPointSizeF(base_.pointSizeF() * factor);
    else
        font.setPixelSize(std::max(1, qRound(base_.pixelSize() * factor)));
    QApplication::setFont(font);
    Q_EMIT changed(percent_);
}

void TextSize::restore()
{
    bool ok = false;
    const int remembered = QSettings().value(settingsKey, 100).toInt(&ok);
    // A damaged value (text, out of range) is not the learner's choice: the default.
    setPercent(ok && remembered >= minPercent && remembered <= maxPercent ? remembered : 100, false);
}

} // namespace atlas

#include "moc_textsize.cpp"
