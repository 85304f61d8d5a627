#include "formulanode.h"

namespace atlas {

QString FormulaNode::shape() const
{
    auto joined = [this](QLatin1Char separator) {
        QString s;
        for (std::size_t i = 0; i < children.size(); ++i) {
            if (i)
                s += separator;
            s += children[i].shape();
        }
        return s;
    };
    switch (kind) {
    case Kind::Row:
        return QLatin1Char('[') + joined(QLatin1Char(' ')) + QLatin1Char(']');
    case Kind::Symbol:
        return text;
    case Kind::Text:
        return QLatin1String("text(") + text + QLatin1Char(')');
    case Kind::Space:
        return QLatin1String("space(") + QString::number(mu) + QLatin1Char(')');
    case Kind::Scripts: {
        const QString base = children[0].shape();
        if (hasSubscript && hasSuperscript)
            return QLatin1String("subsup(") + base + QLatin1Char(',') + children[1].shape() + QLatin1Char(',')
                + children[2].shape() + QLatin1Char(')');
        if (hasSubscript)
            return QLatin1String("sub(") + base + QLatin1Char(',') + children[1].shape() + QLatin1Char(')');
        return QLatin1String("sup(") + base + QLatin1Char(',') + children[2].shape() + QLatin1Char(')');
    }
    case Kind::Fraction:
        return QLatin1String("frac(") + joined(QLatin1Char(',')) + QLatin1Char(')');
    case Kind::Root:
        if (children[1].isEmptyRow())
            return QLatin1String("sqrt(") + children[0].shape() + QLatin1Char(')');
        return QLatin1String("root(") + joined(QLatin1Char(',')) + QLatin1Char(')');
    case Kind::Delimited:
        return QLatin1String("left") + (text.isEmpty() ? QStringLiteral(".") : text) + QLatin1Char('(')
            + joined(QLatin1Char(',')) + QLatin1String(")right") + (closing.isEmpty() ? QStringLiteral(".") : closing);
    case Kind::Accent: {
        static const char *const names[] = {"hat", "bar", "tilde", "vec"};
        return QLatin1String(names[int(accent)]) + QLatin1Char('(') + joined(QLatin1Char(',')) + QLatin1Char(')');
    }
    }
    return QString();
}

namespace {

// A group that reads as one unit needs no parentheses: "x", "12", "d_k" stays bare.
QString grouped(const FormulaNode &node)
{
    const QString text = node.plainText();
    const bool single = node.kind == FormulaNode::Kind::Symbol
        || (node.kind == FormulaNode::Kind::Row && node.children.size() == 1
            && node.children[0].kind != FormulaNode::Kind::Row && !text.contains(QLatin1Char(' ')));
    return single || text.isEmpty() ? text : QLatin1Char('(') + text + QLatin1Char(')');
}

} // namespace

QString FormulaNode::plainText() const
{
    switch (kind) {
    case Kind::Row: {
        QString s;
        for (const FormulaNode &child : children) {
            // Spaces around operators and relations, as one reads them aloud.
            const bool spaced = child.atomClass == AtomClass::Binary || child.atomClass == AtomClass::Relation;
            const QString part = child.plainText();
            s += spaced ? QLatin1Char(' ') + part + QLatin1Char(' ') : part;
        }
        return s.simplified();
    }
    case Kind::Symbol:
    case Kind::Text:
        return text;
    case Kind::Space:
        return mu >= 3 ? QStringLiteral(" ") : QString();
    case Kind::Scripts: {
        QString s = children[0].plainText();
        if (hasSubscript)
            s += QLatin1Char('_') + grouped(children[1]);
        if (hasSuperscript)
            s += QLatin1Char('^') + grouped(children[2]);
        return s;
    }
    case Kind::Fraction:
        return grouped(children[0]) + QLatin1Char('/') + grouped(children[1]);
    case Kind::Root:
        return (children[1].isEmptyRow() ? QString() : grouped(children[1])) + QChar(0x221A)
            + QLatin1Char('(') + children[0].plainText() + QLatin1Char(')');
    case Kind::Delimited:
        return text + children[0].plainText() + closing;
    case Kind::Accent: {
        static const char *const names[] = {"hat", "bar", "tilde", "vec"};
        return QLatin1String(names[int(accent)]) + QLatin1Char('(') + children[0].plainText() + QLatin1Char(')');
    }
    }
    return QString();
}

} // namespace atlas
