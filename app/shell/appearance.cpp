#include "appearance.h"

#include <QApplication>
#include <QFont>
#include <QStyle>
#include <QStyleFactory>

namespace atlas {

QPalette Appearance::highContrastPalette()
{
    const QColor black(0, 0, 0), white(255, 255, 255);
    // #4d4d4d is 8.5:1 on white and 7.5:1 on the alternate rows' grey: at least 7:1 (WCAG
    // AAA) for every text here, secondary and disabled text too.
    const QColor secondary(0x4d, 0x4d, 0x4d);
    QPalette p(black, white);
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool disabled = group == QPalette::Disabled;
        p.setColor(group, QPalette::Window, white);
        p.setColor(group, QPalette::Base, white);
        p.setColor(group, QPalette::AlternateBase, QColor(0xf0, 0xf0, 0xf0));
        p.setColor(group, QPalette::Button, white);
        p.setColor(group, QPalette::ToolTipBase, white);
        for (const QPalette::ColorRole text : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText})
            p.setColor(group, text, disabled ? secondary : black);
        p.setColor(group, QPalette::PlaceholderText, secondary);
        p.setColor(group, QPalette::BrightText, white);
        // Frames and separators in black: every control's outline is visible.
        for (const QPalette::ColorRole line : {QPalette::Light, QPalette::Midlight, QPalette::Mid, QPalette::Dark, QPalette::Shadow})
            p.setColor(group, line, line == QPalette::Light || line == QPalette::Midlight ? white : black);
        p.setColor(group, QPalette::Highlight, disabled ? secondary : QColor(0x00, 0x00, 0x80));
        p.setColor(group, QPalette::HighlightedText, white);
        p.setColor(group, QPalette::Link, QColor(0x00, 0x00, 0xc0));
        p.setColor(group, QPalette::LinkVisited, QColor(0x55, 0x1a, 0x8b));
    }
    return p;
}

void Appearance::apply(double fontScale, bool highContrast)
{
    if (highContrast) {
        // Fusion draws every part from the palette; a platform style may not.
        if (QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion")))
            QApplication::setStyle(fusion);
        QApplication::setPalette(highContrastPalette());
    }
    if (fontScale != 1.0) {
        QFont font = QApplication::font();
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * fontScale);
        else
            font.setPixelSize(qRound(font.pixelSize() * fontScale));
        QApplication::setFont(font);
    }
}

} // namespace atlas
