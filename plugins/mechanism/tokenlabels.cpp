#include "tokenlabels.h"

namespace atlas {

QStringList TokenLabels::unique(const QStringList &tokens)
{
    QStringList labels;
    labels.reserve(tokens.size());
    for (qsizetype i = 0; i < tokens.size(); ++i)
        labels.append(tokens.count(tokens.at(i)) > 1 ? tokens.at(i) + QChar(0x00B7) + QString::number(i)
                                                      : tokens.at(i));
    return labels;
}

QStringList TokenLabels::numbered(const QString &prefix, int count)
{
    QStringList labels;
    for (int i = 1; i <= count; ++i)
        labels.append(prefix + QString::number(i));
    return labels;
}

QStringList TokenLabels::perHead(int heads, int width)
{
    QStringList labels;
    for (int h = 1; h <= heads; ++h)
        for (int c = 1; c <= width; ++c)
            labels.append(QStringLiteral("h%1:%2").arg(h).arg(c));
    return labels;
}

QString TokenLabels::subscript(int n)
{
    QString digits = QString::number(n);
    for (QChar &c : digits)
        if (c.isDigit())
            c = QChar(0x2080 + c.digitValue());
        else if (c == QLatin1Char('-'))
            c = QChar(0x208B);
    return digits;
}

} // namespace atlas
