#include "historycitation.h"

#include <QStringList>

namespace atlas {

namespace {

QString familyName(const QString &name)
{
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return words.isEmpty() ? name : words.constLast();
}

// A sentence ends with one full stop, also after a title that ends with "?" or "!".
QString sentence(const QString &text)
{
    if (text.endsWith(QLatin1Char('.')) || text.endsWith(QLatin1Char('?')) || text.endsWith(QLatin1Char('!')))
        return text;
    return text + QLatin1Char('.');
}

} // namespace

QString HistoryCitation::shortAuthors(const HistoryEntry::Source &source)
{
    switch (source.authors.size()) {
    case 0: return QString();
    case 1: return familyName(source.authors.at(0));
    //: Two authors in short form, e.g. "Jain and Wallace".
    case 2: return tr("%1 and %2").arg(familyName(source.authors.at(0)), familyName(source.authors.at(1)));
    default:
        //: Three or more authors in short form, e.g. "Vaswani et al.".
        return tr("%1 et al.").arg(familyName(source.authors.at(0)));
    }
}

QString HistoryCitation::authorList(const HistoryEntry::Source &source)
{
    const QStringList &a = source.authors;
    if (a.size() <= 1)
        return a.value(0);
    //: The last two authors of a list, e.g. "Kyunghyun Cho and Yoshua Bengio".
    return tr("%1 and %2").arg(QStringList(a.mid(0, a.size() - 1)).join(QLatin1String(", ")), a.constLast());
}

QString HistoryCitation::text(const HistoryEntry &entry)
{
    const HistoryEntry::Source &s = entry.source;
    QString out = authorList(s) + QStringLiteral(" (") + QString::number(entry.year) + QStringLiteral("). ") + sentence(s.title);
    if (!s.venue.isEmpty())
        out += QLatin1Char(' ') + sentence(s.venue);
    if (!s.arxiv.isEmpty())
        out += QStringLiteral(" arXiv:") + s.arxiv + QLatin1Char('.');
    return out;
}

QString HistoryCitation::html(const HistoryEntry &entry)
{
    const HistoryEntry::Source &s = entry.source;
    QString out = authorList(s).toHtmlEscaped() + QStringLiteral(" (") + QString::number(entry.year) + QStringLiteral("). <i>")
        + s.title.toHtmlEscaped() + QStringLiteral("</i>") + (sentence(s.title).size() > s.title.size() ? QStringLiteral(".") : QString());
    if (!s.venue.isEmpty())
        out += QLatin1Char(' ') + sentence(s.venue).toHtmlEscaped();
    if (!s.arxiv.isEmpty())
        out += QStringLiteral(" <a href=\"") + arxivUrl(s.arxiv) + QStringLiteral("\">arXiv:") + s.arxiv.toHtmlEscaped() + QStringLiteral("</a>.");
    return out;
}

QString HistoryCitation::arxivUrl(const QString &id)
{
    return QStringLiteral("https://arxiv.org/abs/") + id;
}

} // namespace atlas
