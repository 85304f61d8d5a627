// One formula as a body writes it between dollars: FormulaParser's TeX subset, then the
// renderer's layout in both styles (boxes, glyph runs, paths — everything but painting).
// Layout measures text, so the target runs a QGuiApplication on the offscreen platform.
#include "fuzztarget.h"

#include "sdk/formularenderer.h"
#include "text/formulaparser.h"

#include <QFont>
#include <QGuiApplication>

#include <cmath>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    atlas::fuzz::makeApplication<QGuiApplication>();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString tex = QString::fromUtf8(atlas::fuzz::bytes(data, size));
    const atlas::FormulaParseResult parsed = atlas::FormulaParser::parse(tex);
    if (parsed.error && (parsed.error->offset < 0 || parsed.error->offset > tex.size() || parsed.error->message.isEmpty()))
        std::abort();
    QFont font(atlas::FormulaRenderer::fontFamilies().constFirst());
    font.setPixelSize(16);
    for (const auto style : {atlas::FormulaRenderer::Style::Inline, atlas::FormulaRenderer::Style::Display}) {
        const atlas::FormulaRenderer renderer(tex, font, style);
        if (renderer.isValid() != parsed.ok())
            std::abort();
        if (!renderer.isValid())
            continue;
        // A laid-out formula has a finite, non-negative size and its items lie in it.
        const QSizeF box = renderer.size();
        if (!std::isfinite(box.width()) || !std::isfinite(box.height()) || box.width() < 0 || box.height() < 0
            || !std::isfinite(renderer.baseline()))
            std::abort();
        for (const atlas::FormulaRenderer::Item &item : renderer.items())
            if (!std::isfinite(item.rect.x()) || !std::isfinite(item.rect.y()) || !std::isfinite(item.rect.width())
                || !std::isfinite(item.rect.height()))
                std::abort();
        (void)renderer.plainText();
    }
    return 0;
}
