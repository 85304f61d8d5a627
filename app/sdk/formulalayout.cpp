#include "formulalayout.h"

#include "formuladelimiter.h"
#include "formulafonts.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

namespace atlas {

namespace {

using Node = FormulaNode;
using Kind = FormulaNode::Kind;
using AtomClass = FormulaNode::AtomClass;
using FontStyle = FormulaNode::FontStyle;
using Item = FormulaRenderer::Item;
using Role = FormulaRenderer::Item::Role;
using Box = FormulaBox;
using Level = FormulaLevel;
using MathStyle = FormulaLevel::Style;
using Metrics = FormulaFonts::Metrics;

// TeX's parameters (cmsy10/cmex10), divided by cmr10's x-height (0.430555 em) so that they
// follow the proportions of whatever serif font draws the formula.
namespace tex {
constexpr qreal sup1 = 0.412892 / 0.430555;   // superscript shift, display
constexpr qreal sup2 = 0.362892 / 0.430555;   // … text
constexpr qreal sup3 = 0.288889 / 0.430555;   // … cramped
constexpr qreal sub1 = 0.15 / 0.430555;       // subscript shift, alone
constexpr qreal sub2 = 0.247217 / 0.430555;   // … with a superscript
constexpr qreal supDrop = 0.386108 / 0.430555;
constexpr qreal subDrop = 0.05 / 0.430555;
constexpr qreal num1 = 0.676508 / 0.430555;   // numerator shift, display
constexpr qreal num2 = 0.393732 / 0.430555;   // … text
constexpr qreal denom1 = 0.685951 / 0.430555; // denominator shift, display
constexpr qreal denom2 = 0.344841 / 0.430555; // … text
constexpr qreal bigOpSpacing1 = 0.111112 / 0.430555;
constexpr qreal bigOpSpacing2 = 0.166667 / 0.430555;
constexpr qreal bigOpSpacing3 = 0.2 / 0.430555;
constexpr qreal bigOpSpacing4 = 0.6 / 0.430555;
constexpr qreal bigOpSpacing5 = 0.1 / 0.430555;
} // namespace tex

// Space between neighbouring atoms in mu (TeXbook, chapter 18): rows are the left atom's
// class, columns the right one's; a negative entry applies only in display and text styles.
constexpr int spacing[8][8] = {
    //         Ord Op  Bin Rel Open Close Punct Inner
    /* Ord */  {0, 3, -4, -5, 0, 0, 0, -3},
    /* Op */   {3, 3, 0, -5, 0, 0, 0, -3},
    /* Bin */  {-4, -4, 0, 0, -4, 0, 0, -4},
    /* Rel */  {-5, -5, 0, 0, -5, 0, 0, -5},
    /* Open */ {0, 0, 0, 0, 0, 0, 0, 0},
    /* Close */{0, 3, -4, -5, 0, 0, 0, -3},
    /* Punct */{-3, -3, 0, -3, -3, -3, -3, -3},
    /* Inner */{-3, 3, -4, -5, -3, 0, -3, -3},
};

class Layout {
public:
    explicit Layout(qreal pixelSize) : fonts_(pixelSize)
    {
        rule_ = std::max<qreal>(1.0, 0.05 * pixelSize);
    }

    Box layout(const Node &node, Level level)
    {
        switch (node.kind) {
        case Kind::Row: return row(node, level);
        case Kind::Symbol: return symbol(node, level);
        case Kind::Text: return text(node, level);
        case Kind::Space: {
            Box b;
            b.width = node.mu * fonts_.em(level) / 18.0;
            return b;
        }
        case Kind::Scripts: return scripts(node, level);
        case Kind::Fraction: return fraction(node, level);
        case Kind::Root: return root(node, level);
        case Kind::Delimited: return delimited(node, level);
        case Kind::Accent: return accent(node, level);
        }
        return Box();
    }

private:
    Box symbol(const Node &node, Level level)
    {
        if (node.atomClass == AtomClass::LargeOperator) {
            // Bigger in display style, and centred on the axis like TeX's operators.
            const bool integral = !node.limits;
            const qreal scale = level.style == MathStyle::Display ? (integral ? 2.0 : 1.45) : (integral ? 1.25 : 1.15);
            Box b = Box::glyphs(node.text, fonts_.font(level, FontStyle::Upright, scale), Role::LargeOperator);
            const qreal shift = fonts_.metrics(level).axis - (b.ascent - b.descent) / 2;
            for (Item &item : b.items) {
                item.origin.ry() -= shift;
                item.baseline -= shift;
                item.rect.translate(0, -shift);
            }
            b.ascent += shift;
            b.descent -= shift;
            b.atomClass = AtomClass::LargeOperator;
            return b;
        }
        Box b = Box::glyphs(node.text, fonts_.font(level, node.fontStyle), Role::Symbol);
        b.atomClass = node.atomClass;
        b.isCharacter = true;
        return b;
    }

    Box text(const Node &node, Level level)
    {
        Box b = Box::glyphs(node.text, fonts_.font(level, node.fontStyle), Role::Text);
        b.atomClass = node.atomClass;
        return b;
    }

    Box row(const Node &node, Level level)
    {
        struct Atom {
            Box box;
            bool space = false;
        };
        std::vector<Atom> atoms;
        atoms.reserve(node.children.size());
        for (const Node &child : node.children) {
            Atom a{layout(child, level), child.kind == Kind::Space};
            if (child.kind == Kind::Row)
                a.box.atomClass = AtomClass::Ordinary; // a {group} is an ordinary atom
            atoms.push_back(std::move(a));
        }
        // A binary operator with nothing to combine on one side is ordinary: unary minus.
        int previous = -1;
        for (int i = 0; i < int(atoms.size()); ++i) {
            if (atoms[i].space)
                continue;
            AtomClass &c = atoms[i].box.atomClass;
            const AtomClass before = previous < 0 ? AtomClass::Binary : atoms[previous].box.atomClass;
            if (c == AtomClass::Binary
                && (before == AtomClass::Binary || before == AtomClass::LargeOperator || before == AtomClass::Relation
                    || before == AtomClass::Opening || before == AtomClass::Punctuation))
                c = AtomClass::Ordinary;
            if (previous >= 0 && atoms[previous].box.atomClass == AtomClass::Binary
                && (c == AtomClass::Relation || c == AtomClass::Closing || c == AtomClass::Punctuation))
                atoms[previous].box.atomClass = AtomClass::Ordinary;
            previous = i;
        }
        if (previous >= 0 && atoms[previous].box.atomClass == AtomClass::Binary)
            atoms[previous].box.atomClass = AtomClass::Ordinary;

        Box b;
        const qreal mu = fonts_.em(level) / 18.0;
        previous = -1;
        for (int i = 0; i < int(atoms.size()); ++i) {
            const Box &box = atoms[i].box;
            if (!atoms[i].space) {
                if (previous >= 0) {
                    const int s = spacing[int(atoms[previous].box.atomClass)][int(box.atomClass)];
                    if (s > 0 || (s < 0 && !level.isScript()))
                        b.width += std::abs(s) * mu;
                }
                previous = i;
            }
            b.place(box, b.width, 0);
            b.width += box.width;
            b.ascent = std::max(b.ascent, box.ascent);
            b.descent = std::max(b.descent, box.descent);
            b.italic = box.italic;
        }
        if (atoms.size() == 1) {
            b.atomClass = atoms[0].box.atomClass;
            b.isCharacter = atoms[0].box.isCharacter;
        }
        return b;
    }

    Box scripts(const Node &node, Level level)
    {
        const Box base = layout(node.children[0], level);
        const Metrics m = fonts_.metrics(level);
        const Level supLevel = level.superscript();
        const Level subLevel = level.subscript();
        Box sup = node.hasSuperscript ? layout(node.children[2], supLevel) : Box();
        Box sub = node.hasSubscript ? layout(node.children[1], subLevel) : Box();

        if (node.limits && base.atomClass == AtomClass::LargeOperator && level.style == MathStyle::Display)
            return limits(base, sup, sub, node, level);

        const Metrics ms = fonts_.metrics(supLevel);
        const bool character = base.isCharacter && base.atomClass != AtomClass::LargeOperator;
        qreal up = character ? 0 : base.ascent - tex::supDrop * ms.xHeight;
        qreal down = character ? 0 : base.descent + tex::subDrop * ms.xHeight;
        const qreal theta = rule_;
        if (node.hasSuperscript) {
            const qreal minimum = level.style == MathStyle::Display ? tex::sup1 : level.cramped ? tex::sup3 : tex::sup2;
            up = std::max({up, minimum * m.xHeight, sup.descent + m.xHeight / 4});
        }
        if (node.hasSubscript && !node.hasSuperscript)
            down = std::max({down, tex::sub1 * m.xHeight, sub.ascent - 0.8 * m.xHeight});
        if (node.hasSubscript && node.hasSuperscript) {
            down = std::max(down, tex::sub2 * m.xHeight);
            const qreal gap = (up - sup.descent) - (sub.ascent - down);
            if (gap < 4 * theta) {
                down += 4 * theta - gap;
                const qreal psi = 0.8 * m.xHeight - (up - sup.descent);
                if (psi > 0) {
                    up += psi;
                    down -= psi;
                }
            }
        }
        Box b;
        b.atomClass = base.atomClass;
        b.place(base, 0, 0);
        b.width = base.width;
        b.ascent = base.ascent;
        b.descent = base.descent;
        const qreal scriptSpace = 0.05 * m.em;
        if (node.hasSuperscript) {
            b.place(sup, base.width, -up);
            b.width = std::max(b.width, base.width + sup.width + scriptSpace);
            b.ascent = std::max(b.ascent, up + sup.ascent);
            b.descent = std::max(b.descent, sup.descent - up);
        }
        if (node.hasSubscript) {
            const qreal x = base.width - base.italic;
            b.place(sub, x, down);
            b.width = std::max(b.width, x + sub.width + scriptSpace);
            b.ascent = std::max(b.ascent, sub.ascent - down);
            b.descent = std::max(b.descent, down + sub.descent);
        }
        return b;
    }

    // ∑ in display style: the limits centred above and below.
    Box limits(const Box &op, const Box &sup, const Box &sub, const Node &node, Level level)
    {
        const qreal x = fonts_.metrics(level).xHeight;
        const qreal width = std::max({op.width, node.hasSuperscript ? sup.width : 0, node.hasSubscript ? sub.width : 0});
        Box b;
        b.atomClass = AtomClass::LargeOperator;
        b.width = width;
        b.place(op, (width - op.width) / 2, 0);
        b.ascent = op.ascent;
        b.descent = op.descent;
        if (node.hasSuperscript) {
            const qreal gap = std::max(tex::bigOpSpacing1 * x, tex::bigOpSpacing3 * x - sup.descent);
            const qreal baseline = -(op.ascent + gap + sup.descent);
            b.place(sup, (width - sup.width) / 2, baseline);
            b.ascent = -baseline + sup.ascent + tex::bigOpSpacing5 * x;
        }
        if (node.hasSubscript) {
            const qreal gap = std::max(tex::bigOpSpacing2 * x, tex::bigOpSpacing4 * x - sub.ascent);
            const qreal baseline = op.descent + gap + sub.ascent;
            b.place(sub, (width - sub.width) / 2, baseline);
            b.descent = baseline + sub.descent + tex::bigOpSpacing5 * x;
        }
        return b;
    }

    Box fraction(const Node &node, Level level)
    {
        const Metrics m = fonts_.metrics(level);
        const Box num = layout(node.children[0], level.numerator());
        const Box den = layout(node.children[1], level.denominator());
        const bool display = level.style == MathStyle::Display;
        const qreal theta = rule_;
        qreal up = (display ? tex::num1 : tex::num2) * m.xHeight;
        qreal down = (display ? tex::denom1 : tex::denom2) * m.xHeight;
        // Keep both parts clear of the bar (3θ in display style, θ otherwise).
        const qreal clearance = display ? 3 * theta : theta;
        const qreal aboveBar = (up - num.descent) - (m.axis + theta / 2);
        if (aboveBar < clearance)
            up += clearance - aboveBar;
        const qreal belowBar = (m.axis - theta / 2) - (den.ascent - down);
        if (belowBar < clearance)
            down += clearance - belowBar;

        const qreal overhang = 0.08 * m.em; // the bar reaches a little past the wider part
        const qreal inner = std::max(num.width, den.width) + 2 * overhang;
        const qreal side = 0.06 * m.em;     // TeX's \nulldelimiterspace, roughly
        Box b;
        b.atomClass = AtomClass::Inner;
        b.width = inner + 2 * side;
        b.place(num, side + (inner - num.width) / 2, -up);
        b.place(den, side + (inner - den.width) / 2, down);
        Item bar = Box::rule(QRectF(side, -m.axis - theta / 2, inner, theta), Role::FractionBar);
        b.items.append(bar);
        b.ascent = std::max(up + num.ascent, m.axis + theta / 2);
        b.descent = std::max(down + den.descent, theta / 2 - m.axis);
        return b;
    }

    Box root(const Node &node, Level level)
    {
        const Metrics m = fonts_.metrics(level);
        const Box radicand = layout(node.children[0], level.crampedSelf());
        const qreal theta = rule_;
        const qreal e = m.em;
        // TeX's clearance: θ + x-height/4 in display style, 5θ/4 otherwise; a touch more keeps
        // the vinculum off tall letters at screen sizes.
        const qreal clearance = (level.style == MathStyle::Display ? theta + m.xHeight / 4 : 1.25 * theta) + 0.1 * e;
        const qreal top = -(std::max(radicand.ascent, m.xHeight) + clearance + theta); // top of the vinculum
        const qreal bottom = std::max(radicand.descent, 0.0) + 0.1 * e;
        const qreal height = bottom - top;
        const qreal thin = theta;
        const qreal thick = std::max(2 * theta, 0.085 * e);

        // The sign: a short rising stroke, a thick fall to the bottom, a long thin rise to
        // the vinculum.
        const qreal tickX = 0.12 * e;
        const qreal valleyX = 0.33 * e;
        const qreal riseWidth = 0.18 * e + 0.06 * std::max<qreal>(0, height - e);
        const QPointF start(0.02 * e, bottom - 0.36 * e);
        const QPointF tick(tickX, bottom - 0.45 * e);
        const QPointF valley(valleyX, bottom);
        const QPointF peak(valleyX + riseWidth, top + theta / 2);

        Box index;
        qreal shift = 0;
        if (!node.children[1].isEmptyRow()) {
            index = layout(node.children[1], {MathStyle::ScriptScript, false});
            // The index sits over the tick, raised to 60 % of the sign's height.
            shift = std::max<qreal>(0, index.width - (tickX + 0.1 * e));
        }
        const qreal signWidth = peak.x() + shift;
        const qreal end = signWidth + radicand.width + 0.06 * e;

        Box b;
        b.atomClass = AtomClass::Ordinary;
        QPainterPath fall;
        fall.moveTo(tick + QPointF(shift, 0));
        fall.lineTo(valley + QPointF(shift, 0));
        QPainterPath strokes;
        strokes.moveTo(start + QPointF(shift, 0));
        strokes.lineTo(tick + QPointF(shift, 0));
        QPainterPath rise;
        rise.moveTo(valley + QPointF(shift, 0));
        rise.lineTo(peak + QPointF(shift, 0));
        b.items.append(Box::path(strokes, Role::Radical, false, thin));
        b.items.append(Box::path(fall, Role::Radical, false, thick));
        b.items.append(Box::path(rise, Role::Radical, false, thin));
        // The vinculum starts under the end of the rising stroke, so the corner is closed.
        b.items.append(Box::rule(QRectF(signWidth - theta / 2, top, end - signWidth + theta / 2, theta), Role::Vinculum));
        b.place(radicand, signWidth, 0);
        if (!node.children[1].isEmptyRow())
            b.place(index, std::max<qreal>(0, tickX + 0.1 * e - index.width), bottom - 0.6 * height - index.descent);
        b.width = end + 0.04 * e;
        b.ascent = std::max(-top + theta, node.children[1].isEmptyRow() ? 0 : 0.6 * height - bottom + index.descent + index.ascent);
        b.descent = bottom;
        return b;
    }


    Box delimited(const Node &node, Level level)
    {
        const Metrics m = fonts_.metrics(level);
        const Box content = layout(node.children[0], level);
        // Symmetric about the axis and reaching a little past the contents. (TeX settles for
        // 90 % because its delimiters come in a few fixed sizes, usually larger than asked;
        // drawn ones are exact, so they must cover everything.)
        const qreal reach = std::max(content.ascent - m.axis, content.descent + m.axis);
        const qreal height = 2 * reach + 0.1 * m.em;
        const Box open = FormulaDelimiter::box(node.text, height, level, fonts_, rule_);
        const Box close = FormulaDelimiter::box(node.closing, height, level, fonts_, rule_);
        Box b;
        b.atomClass = AtomClass::Inner;
        b.place(open, 0, 0);
        b.place(content, open.width, 0);
        b.place(close, open.width + content.width, 0);
        b.width = open.width + content.width + close.width;
        b.ascent = std::max({open.ascent, content.ascent, close.ascent});
        b.descent = std::max({open.descent, content.descent, close.descent});
        return b;
    }

    Box accent(const Node &node, Level level)
    {
        const Metrics m = fonts_.metrics(level);
        const Box base = layout(node.children[0], level.crampedSelf());
        const qreal e = m.em;
        const bool single = base.isCharacter;
        const bool italic = single && !base.items.isEmpty() && base.items.first().font.italic();
        const qreal skew = italic ? 0.1 * m.xHeight : 0; // italic letters lean right
        const qreal gap = 0.1 * e;
        const qreal floor = -(std::max(base.ascent, m.xHeight) + gap); // bottom of the accent
        const qreal pen = std::max(rule_, 0.05 * e);
        qreal width = 0;
        qreal height = 0;
        QPainterPath p;
        Qt::PenCapStyle cap = Qt::FlatCap;
        Box b;
        b.place(base, 0, 0);
        switch (node.accent) {
        case Node::AccentKind::Hat: {
            width = single ? 0.42 * e : std::max(0.42 * e, base.width * 0.9);
            height = 0.16 * e + 0.02 * width;
            const qreal x0 = (base.width - width) / 2 + skew;
            p.moveTo(x0, floor);
            p.lineTo(x0 + width / 2, floor - height);
            p.lineTo(x0 + width, floor);
            break;
        }
        case Node::AccentKind::Bar: {
            width = single ? std::max(0.42 * e, base.width * 0.8) : base.width;
            height = rule_;
            const qreal x0 = (base.width - width) / 2 + skew;
            b.items.append(Box::rule(QRectF(x0, floor - rule_, width, rule_), Role::Accent));
            break;
        }
        case Node::AccentKind::Tilde: {
            width = single ? 0.45 * e : std::max(0.45 * e, base.width * 0.9);
            height = 0.12 * e;
            const qreal x0 = (base.width - width) / 2 + skew;
            const qreal y = floor - height / 2;
            p.moveTo(x0, y + height / 2);
            p.cubicTo(x0 + width * 0.3, y - height * 1.3, x0 + width * 0.7, y + height * 1.3, x0 + width, y - height / 2);
            cap = Qt::RoundCap;
            break;
        }
        case Node::AccentKind::Vec: {
            width = single ? 0.5 * e : std::max(0.5 * e, base.width);
            height = 0.2 * e;
            const qreal x0 = (base.width - width) / 2 + skew;
            const qreal y = floor - height / 2;
            p.moveTo(x0, y);
            p.lineTo(x0 + width, y);
            p.moveTo(x0 + width - 0.16 * e, y - height / 2);
            p.lineTo(x0 + width, y);
            p.lineTo(x0 + width - 0.16 * e, y + height / 2);
            break;
        }
        }
        if (!p.isEmpty())
            b.items.append(Box::path(p, Role::Accent, false, pen, cap));
        b.width = base.width;
        b.italic = base.italic;
        b.ascent = -floor + height + pen;
        b.descent = base.descent;
        b.atomClass = AtomClass::Ordinary;
        return b;
    }

    FormulaFonts fonts_;
    qreal rule_;
};

} // namespace

FormulaBox FormulaLayout::layout(const FormulaNode &root, FormulaLevel level, qreal pixelSize)
{
    return Layout(pixelSize).layout(root, level);
}

} // namespace atlas
