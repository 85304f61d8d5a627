#include "moodletext.h"

#include "questionjson.h"

#include <QHash>
#include <QRegularExpression>

namespace atlas {

namespace {

// The named entities Moodle's editors write; any other is kept as written and reported.
const QHash<QString, QString> &namedEntities()
{
    static const QHash<QString, QString> entities{
        {QStringLiteral("amp"), QStringLiteral("&")},      {QStringLiteral("lt"), QStringLiteral("<")},
        {QStringLiteral("gt"), QStringLiteral(">")},       {QStringLiteral("quot"), QStringLiteral("\"")},
        {QStringLiteral("apos"), QStringLiteral("'")},     {QStringLiteral("nbsp"), QString(QChar(0x00A0))},
        {QStringLiteral("ndash"), QString(QChar(0x2013))}, {QStringLiteral("mdash"), QString(QChar(0x2014))},
        {QStringLiteral("hellip"), QString(QChar(0x2026))}, {QStringLiteral("lsquo"), QString(QChar(0x2018))},
        {QStringLiteral("rsquo"), QString(QChar(0x2019))}, {QStringLiteral("ldquo"), QString(QChar(0x201C))},
        {QStringLiteral("rdquo"), QString(QChar(0x201D))}, {QStringLiteral("laquo"), QString(QChar(0x00AB))},
        {QStringLiteral("raquo"), QString(QChar(0x00BB))}, {QStringLiteral("times"), QString(QChar(0x00D7))},
        {QStringLiteral("divide"), QString(QChar(0x00F7))}, {QStringLiteral("minus"), QString(QChar(0x2212))},
        {QStringLiteral("le"), QString(QChar(0x2264))},    {QStringLiteral("ge"), QString(QChar(0x2265))},
        {QStringLiteral("ne"), QString(QChar(0x2260))},    {QStringLiteral("asymp"), QString(QChar(0x2248))},
        {QStringLiteral("deg"), QString(QChar(0x00B0))},   {QStringLiteral("middot"), QString(QChar(0x00B7))},
        {QStringLiteral("plusmn"), QString(QChar(0x00B1))}, {QStringLiteral("euro"), QString(QChar(0x20AC))},
        {QStringLiteral("copy"), QString(QChar(0x00A9))},  {QStringLiteral("shy"), QString()},
        {QStringLiteral("larr"), QString(QChar(0x2190))},  {QStringLiteral("rarr"), QString(QChar(0x2192))},
        {QStringLiteral("infin"), QString(QChar(0x221E))}, {QStringLiteral("sum"), QString(QChar(0x2211))},
        {QStringLiteral("radic"), QString(QChar(0x221A))}, {QStringLiteral("alpha"), QString(QChar(0x03B1))},
        {QStringLiteral("beta"), QString(QChar(0x03B2))},  {QStringLiteral("sigma"), QString(QChar(0x03C3))},
    };
    return entities;
}

// Tags whose loss changes what the text says; the others only style it.
bool meaningfulTag(const QString &name)
{
    static const QStringList tags{QStringLiteral("img"), QStringLiteral("sup"), QStringLiteral("sub"),
                                  QStringLiteral("table"), QStringLiteral("math"), QStringLiteral("svg"),
                                  QStringLiteral("video"), QStringLiteral("audio"), QStringLiteral("iframe"),
                                  QStringLiteral("object"), QStringLiteral("embed"), QStringLiteral("script"),
                                  QStringLiteral("s"), QStringLiteral("del"), QStringLiteral("strike")};
    return tags.contains(name);
}

constexpr qsizetype maxTagLength = 4096;

// HTML collapses ASCII white space only (space, tab, line feed, form feed, carriage return): a
// no-break space, or the narrow one French puts before ; ? !, is a character of the text.
bool isHtmlSpace(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\f')
        || c == QLatin1Char('\r');
}

QString trimmedHtmlSpace(const QString &text)
{
    qsizetype begin = 0, end = text.size();
    while (begin < end && isHtmlSpace(text.at(begin)))
        ++begin;
    while (end > begin && isHtmlSpace(text.at(end - 1)))
        --end;
    return text.mid(begin, end - begin);
}

bool blockTag(const QString &name)
{
    static const QStringList tags{QStringLiteral("p"), QStringLiteral("div"), QStringLiteral("br"),
                                  QStringLiteral("li"), QStringLiteral("ul"), QStringLiteral("ol"),
                                  QStringLiteral("tr"), QStringLiteral("h1"), QStringLiteral("h2"),
                                  QStringLiteral("h3"), QStringLiteral("h4"), QStringLiteral("h5"),
                                  QStringLiteral("h6"), QStringLiteral("pre"), QStringLiteral("blockquote")};
    return tags.contains(name);
}

} // namespace

std::optional<MoodleTextFormat> MoodleTextConverter::fromGiftName(const QString &name)
{
    if (name == QLatin1String("moodle"))
        return MoodleTextFormat::MoodleAuto;
    if (name == QLatin1String("html"))
        return MoodleTextFormat::Html;
    if (name == QLatin1String("plain"))
        return MoodleTextFormat::Plain;
    if (name == QLatin1String("markdown"))
        return MoodleTextFormat::Markdown;
    return std::nullopt;
}

std::optional<MoodleTextFormat> MoodleTextConverter::fromXmlName(const QString &name)
{
    const QString n = name.trimmed();
    if (n == QLatin1String("moodle_auto_format"))
        return MoodleTextFormat::MoodleAuto;
    if (n == QLatin1String("html"))
        return MoodleTextFormat::Html;
    if (n == QLatin1String("plain_text"))
        return MoodleTextFormat::Plain;
    if (n == QLatin1String("markdown"))
        return MoodleTextFormat::Markdown;
    if (n == QLatin1String("wiki_like"))
        return MoodleTextFormat::Wiki;
    return std::nullopt;
}

QString MoodleTextConverter::xmlName(MoodleTextFormat format)
{
    switch (format) {
    case MoodleTextFormat::MoodleAuto: return QStringLiteral("moodle_auto_format");
    case MoodleTextFormat::Html: return QStringLiteral("html");
    case MoodleTextFormat::Plain: return QStringLiteral("plain_text");
    case MoodleTextFormat::Markdown: return QStringLiteral("markdown");
    case MoodleTextFormat::Wiki: return QStringLiteral("wiki_like");
    }
    return QStringLiteral("html");
}

QString MoodleTextConverter::percentText(double fraction)
{
    return QString::number(fraction * 100, 'g', 7);
}

QString MoodleTextConverter::numberText(double value)
{
    return QuestionJson::number(value);
}

QString MoodleTextConverter::toPlain(const MoodleText &text, QStringList &losses)
{
    switch (text.format) {
    case MoodleTextFormat::Plain:
    case MoodleTextFormat::Markdown:
    case MoodleTextFormat::Wiki:
        return text.text;
    case MoodleTextFormat::MoodleAuto:
        // Moodle's auto-format keeps line breaks and allows HTML tags.
        return htmlToPlain(text.text, true, losses);
    case MoodleTextFormat::Html:
        return htmlToPlain(text.text, false, losses);
    }
    return text.text;
}

QString MoodleTextConverter::htmlToPlain(const QString &html, bool keepNewlines, QStringList &losses)
{
    QString out;
    out.reserve(html.size());
    const auto lose = [&losses](const QString &what) {
        if (!losses.contains(what))
            losses.append(what);
    };
    static const QRegularExpression tagPattern(QStringLiteral("^<\\s*(/?)\\s*([A-Za-z][A-Za-z0-9]*)([^>]*)>"));
    static const QRegularExpression hrefPattern(QStringLiteral("href\\s*=\\s*[\"']([^\"']*)[\"']"),
                                                QRegularExpression::CaseInsensitiveOption);
    qsizetype i = 0;
    int skipDepth = 0; // inside <script> or <style>: their content is not text
    while (i < html.size()) {
        const QChar c = html.at(i);
        if (c == QLatin1Char('<')) {
            if (QStringView(html).mid(i, 4) == QLatin1String("<!--")) {
                const qsizetype end = html.indexOf(QLatin1String("-->"), i + 4);
                i = end < 0 ? html.size() : end + 3;
                continue;
            }
            // A tag ends within a bounded distance, so that text full of '<' costs linear time.
            const qsizetype close = QStringView(html).mid(i, maxTagLength).indexOf(QLatin1Char('>'));
            const QRegularExpressionMatch m = close > 0
                ? tagPattern.match(html.mid(i, close + 1))
                : QRegularExpressionMatch();
            if (!m.hasMatch()) {
                if (skipDepth == 0)
                    out += c; // a bare '<' in text
                ++i;
                continue;
            }
            const bool closing = !m.captured(1).isEmpty();
            const QString name = m.captured(2).toLower();
            if (name == QLatin1String("script") || name == QLatin1String("style"))
                skipDepth = closing ? qMax(0, skipDepth - 1) : skipDepth + 1;
            if (!closing && meaningfulTag(name))
                //: A Moodle text had an HTML element the pack cannot show; %1 is its tag, e.g. <img>.
                lose(tr("<%1> dropped").arg(name));
            if (!closing && name == QLatin1String("a")) {
                const QRegularExpressionMatch href = hrefPattern.match(m.captured(3));
                if (href.hasMatch())
                    //: A Moodle text had a link; the pack's texts keep its words, not where it points.
                    lose(tr("the link to %1 dropped (its words are kept)").arg(href.captured(1)));
            }
            if (blockTag(name) && !out.isEmpty() && !out.endsWith(QLatin1Char('\n')))
                out += QLatin1Char('\n');
            if (!closing && name == QLatin1String("li"))
                out += QStringLiteral("• ");
            i += m.capturedLength(0);
            continue;
        }
        if (skipDepth > 0) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('&')) {
            const qsizetype found = QStringView(html).mid(i + 1, 12).indexOf(QLatin1Char(';'));
            const qsizetype semicolon = found < 0 ? -1 : i + 1 + found;
            if (semicolon > i + 1) {
                const QString name = html.mid(i + 1, semicolon - i - 1);
                std::optional<char32_t> code;
                if (name.startsWith(QLatin1String("#x")) || name.startsWith(QLatin1String("#X"))) {
                    bool ok = false;
                    const uint v = name.mid(2).toUInt(&ok, 16);
                    if (ok)
                        code = v;
                } else if (name.startsWith(QLatin1Char('#'))) {
                    bool ok = false;
                    const uint v = name.mid(1).toUInt(&ok, 10);
                    if (ok)
                        code = v;
                }
                if (code) {
                    if (*code > 0 && *code <= 0x10FFFF && !(*code >= 0xD800 && *code <= 0xDFFF))
                        out += QString::fromUcs4(&*code, 1);
                    i = semicolon + 1;
                    continue;
                }
                const auto known = namedEntities().constFind(name);
                if (known != namedEntities().constEnd()) {
                    out += *known;
                    i = semicolon + 1;
                    continue;
                }
                static const QRegularExpression entityName(QStringLiteral("^[A-Za-z][A-Za-z0-9]*$"));
                if (entityName.match(name).hasMatch())
                    //: A Moodle HTML text had an entity such as &foo; that is kept as written.
                    lose(tr("the entity &%1; kept as written").arg(name));
            }
            out += c;
            ++i;
            continue;
        }
        if (isHtmlSpace(c) && !(keepNewlines && c == QLatin1Char('\n'))) {
            // HTML collapses white space; a line break only where a tag makes one.
            if (!out.isEmpty() && !out.endsWith(QLatin1Char(' ')) && !out.endsWith(QLatin1Char('\n')))
                out += QLatin1Char(' ');
            ++i;
            continue;
        }
        if (c == QLatin1Char('\n') && out.endsWith(QLatin1Char(' ')))
            out.chop(1);
        out += c;
        ++i;
    }
    // Trailing spaces of lines, and blank lines from nested blocks.
    static const QRegularExpression spaceBeforeNewline(QStringLiteral(" +\n"));
    out.replace(spaceBeforeNewline, QStringLiteral("\n"));
    return trimmedHtmlSpace(out);
}

} // namespace atlas
