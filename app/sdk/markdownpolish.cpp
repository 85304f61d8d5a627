#include "markdownpolish.h"

#include <QColor>
#include <QList>
#include <QPalette>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace atlas {

namespace {

// GitHub's heading anchors: "The attention mechanism" → "the-attention-mechanism".
QString slug(const QString &heading)
{
    QString s;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            s += c;
        else if (c.isSpace())
            s += QLatin1Char('-');
    }
    return s;
}

QColor mixed(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

void MarkdownPolish::apply(QTextDocument *doc, const QPalette &palette, bool dark)
{
    const QColor link = palette.color(QPalette::Link);
    const QColor codeBackground = mixed(palette.color(QPalette::Base), palette.color(QPalette::Text), dark ? 0.14 : 0.06);
    struct Range {
        int from;
        int to;
        QTextCharFormat format;
    };
    QList<Range> ranges;
    QSet<QString> anchors;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        const bool code = format.hasProperty(QTextFormat::BlockCodeFence) || format.nonBreakableLines();
        if (code) {
            format.setBackground(codeBackground);
        } else if (!format.hasProperty(QTextFormat::UserProperty)) {
            format.setLineHeight(130, QTextBlockFormat::ProportionalHeight);
        }
        QTextCursor(block).setBlockFormat(format);
        if (format.headingLevel() > 0) {
            // "#the-attention-mechanism" links reach their heading, as on GitHub.
            QString anchor = slug(block.text());
            for (int n = 1; anchors.contains(anchor); ++n)
                anchor = slug(block.text()) + QLatin1Char('-') + QString::number(n);
            anchors.insert(anchor);
            QTextCharFormat named;
            named.setAnchor(true);
            named.setAnchorNames({anchor});
            ranges.append(Range{block.position(), block.position() + block.length() - 1, named});
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat f = fragment.charFormat();
            if (f.isAnchor() && !f.anchorHref().isEmpty()) {
                QTextCharFormat colored;
                colored.setForeground(link);
                ranges.append(Range{fragment.position(), fragment.position() + fragment.length(), colored});
            } else if (!code && f.fontFixedPitch() && !f.isImageFormat()) {
                QTextCharFormat shaded;
                shaded.setBackground(codeBackground);
                ranges.append(Range{fragment.position(), fragment.position() + fragment.length(), shaded});
            }
        }
    }
    for (const Range &range : ranges) {
        QTextCursor cursor(doc);
        cursor.setPosition(range.from);
        cursor.setPosition(range.to, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(range.format);
    }
}

} // namespace atlas
