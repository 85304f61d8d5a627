#include "svgsafety.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QXmlStreamReader>

#include <algorithm>

namespace atlas {

namespace {

struct Place {
    int line = 0;
    int column = 0;
};

// An element that can be referred to (it has an id) or the root: the nodes of the reference
// graph. Elements without an id belong to their nearest such ancestor.
struct Node {
    qint64 ownElements = 0; // elements whose nearest node is this one, itself included
    QList<int> expands;     // nodes drawn as part of this one: children with ids, <use> targets
    QList<int> refers;      // every node this one refers to (expands, gradients, url(#…))
    QList<Place> referPlaces;
};

struct PendingReference {
    int fromNode;
    QString target; // an id
    bool drawn;     // a <use>: the target is drawn again here
    Place place;
};

bool startsWithBytes(const QByteArray &data, const char *magic, int length)
{
    return data.size() >= length && std::equal(magic, magic + length, data.constData());
}

// True for "data:image/png;base64,…" (or jpeg, gif) whose bytes are what the type says.
bool isEmbeddedRasterImage(QStringView value)
{
    const qsizetype comma = value.indexOf(QLatin1Char(','));
    if (comma < 0)
        return false;
    const QString header = value.left(comma).toString().toLower().remove(QLatin1Char(' '));
    static const QStringList accepted{QStringLiteral("data:image/png;base64"), QStringLiteral("data:image/jpeg;base64"),
                                      QStringLiteral("data:image/jpg;base64"), QStringLiteral("data:image/gif;base64")};
    if (!accepted.contains(header))
        return false;
    QByteArray encoded = value.mid(comma + 1).toLatin1();
    encoded.replace(' ', QByteArray()).replace('\n', QByteArray()).replace('\r', QByteArray()).replace('\t', QByteArray());
    const auto decoded = QByteArray::fromBase64Encoding(encoded, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return false;
    const QByteArray &bytes = *decoded;
    return startsWithBytes(bytes, "\x89PNG\r\n\x1a\n", 8) || startsWithBytes(bytes, "\xFF\xD8\xFF", 3)
        || startsWithBytes(bytes, "GIF87a", 6) || startsWithBytes(bytes, "GIF89a", 6);
}

QString shortened(QStringView text)
{
    const QString s = text.trimmed().toString();
    return s.size() > 60 ? s.left(57) + QStringLiteral("…") : s;
}

// The text of the file as QtSvg's XML reader would decode it, so that offsets into it give
// lines and columns: UTF-8 (or ASCII), Latin-1 when the XML declaration says so, or what a
// byte-order mark says. Anything else is refused rather than guessed.
std::optional<QString> decoded(const QByteArray &bytes, QString *error)
{
    if (const std::optional<QStringConverter::Encoding> bom = QStringConverter::encodingForData(bytes)) {
        QStringDecoder decoder(*bom);
        const QString text = decoder(bytes);
        if (!decoder.hasError())
            return text;
        *error = SvgSafety::tr("the text does not match its byte-order mark");
        return std::nullopt;
    }
    static const QRegularExpression declaration(QStringLiteral("^\\s*<\\?xml[^>]*encoding\\s*=\\s*[\"']([A-Za-z0-9._-]+)[\"']"));
    const QRegularExpressionMatch match = declaration.match(QString::fromLatin1(bytes.left(256)));
    const QString encoding = match.hasMatch() ? match.captured(1).toLower() : QStringLiteral("utf-8");
    QStringDecoder decoder;
    if (encoding == QLatin1String("utf-8") || encoding == QLatin1String("utf8") || encoding == QLatin1String("us-ascii"))
        decoder = QStringDecoder(QStringConverter::Utf8);
    else if (encoding == QLatin1String("iso-8859-1") || encoding == QLatin1String("latin1") || encoding == QLatin1String("latin-1"))
        decoder = QStringDecoder(QStringConverter::Latin1);
    if (!decoder.isValid()) {
        //: %1 is an encoding name such as windows-1252
        *error = SvgSafety::tr("the encoding '%1' is not supported; save the SVG as UTF-8").arg(encoding);
        return std::nullopt;
    }
    const QString text = decoder(bytes);
    if (decoder.hasError()) {
        *error = SvgSafety::tr("not valid UTF-8 text; save the SVG as UTF-8");
        return std::nullopt;
    }
    return text;
}

class Checker {
public:
    explicit Checker(const QString &text) : text_(text), reader_(text) { reader_.setNamespaceProcessing(false); }

    std::optional<SvgSafety::Problem> run();

private:
    // 1-based line and column of a character offset into the text.
    Place placeAt(qsizetype offset)
    {
        if (lineStarts_.isEmpty()) {
            lineStarts_.append(0);
            for (qsizetype i = 0; i < text_.size(); ++i)
                if (text_.at(i) == QLatin1Char('\n'))
                    lineStarts_.append(i + 1);
        }
        offset = std::clamp<qsizetype>(offset, 0, text_.size());
        const auto next = std::upper_bound(lineStarts_.cbegin(), lineStarts_.cend(), offset);
        const qsizetype line = next - lineStarts_.cbegin(); // ≥ 1: lineStarts_ begins with 0
        return Place{int(line), int(offset - lineStarts_.at(line - 1)) + 1};
    }
    // Where the token just read begins: its end is exact (the reader looks ahead only after
    // character data), and '<' cannot occur inside a tag's attribute values.
    Place tokenStart(QLatin1String opening)
    {
        const qsizetype end = reader_.characterOffset();
        const qsizetype at = text_.lastIndexOf(opening, std::max<qsizetype>(0, end - 1));
        return placeAt(at < 0 ? 0 : at);
    }

    std::optional<SvgSafety::Problem> problem(const Place &place, const QString &message) const
    {
        return SvgSafety::Problem{place.line, place.column, message};
    }
    std::optional<SvgSafety::Problem> checkAttributes(int node, bool isLink, bool isUse, const Place &place);
    // `place` is where `css` starts when it is an element's text (then the problem's line is
    // counted inside it), or the element when it is an attribute's value.
    std::optional<SvgSafety::Problem> checkCss(QStringView css, int node, const Place &place, bool isText);
    std::optional<SvgSafety::Problem> checkGraph();

    QString text_;
    QXmlStreamReader reader_;
    QList<qsizetype> lineStarts_;
    QList<Node> nodes_;
    QHash<QString, int> nodeById_;
    QList<PendingReference> references_;
};

std::optional<SvgSafety::Problem> Checker::checkCss(QStringView css, int node, const Place &start, bool isText)
{
    const auto placeOf = [&](qsizetype offset) {
        if (!isText)
            return start;
        const QStringView before = css.left(offset);
        const qsizetype lines = before.count(QLatin1Char('\n'));
        if (lines == 0)
            return Place{start.line, start.column + int(offset)};
        return Place{start.line + int(lines), int(offset - before.lastIndexOf(QLatin1Char('\n')))};
    };
    if (const qsizetype at = css.indexOf(QLatin1String("@import"), 0, Qt::CaseInsensitive); at >= 0)
        return problem(placeOf(at), SvgSafety::tr("a style sheet imports another file (@import); an SVG in a pack must be self-contained"));
    qsizetype from = 0;
    while (true) {
        const qsizetype at = css.indexOf(QLatin1String("url("), from, Qt::CaseInsensitive);
        if (at < 0)
            return std::nullopt;
        const Place place = placeOf(at);
        const qsizetype close = css.indexOf(QLatin1Char(')'), at);
        if (close < 0)
            return problem(place, SvgSafety::tr("'url(' without its closing parenthesis"));
        QString target = css.mid(at + 4, close - at - 4).trimmed().toString();
        if (target.size() >= 2 && (target.front() == QLatin1Char('"') || target.front() == QLatin1Char('\''))
            && target.back() == target.front())
            target = target.mid(1, target.size() - 2).trimmed();
        if (!target.startsWith(QLatin1Char('#')) || target.size() < 2)
            //: %1 is the reference as written, e.g. url(../x.png)
            return problem(place, SvgSafety::tr("'url(%1)' refers to something outside this file; only url(#id) is allowed in a pack's SVG").arg(shortened(target)));
        references_.append({node, target.mid(1), false, place});
        from = close + 1;
    }
}

std::optional<SvgSafety::Problem> Checker::checkAttributes(int node, bool isLink, bool isUse, const Place &place)
{
    const QXmlStreamAttributes attributes = reader_.attributes();
    for (const QXmlStreamAttribute &attribute : attributes) {
        const QStringView name = attribute.qualifiedName();
        const QStringView value = attribute.value();
        const bool isHref = name == QLatin1String("href") || name.endsWith(QLatin1String(":href"));
        if (isHref && !isLink) {
            const QStringView trimmed = value.trimmed();
            if (trimmed.startsWith(QLatin1Char('#')) && trimmed.size() > 1) {
                references_.append({node, trimmed.mid(1).toString(), isUse, place});
                continue;
            }
            if (trimmed.startsWith(QLatin1String("data:"), Qt::CaseInsensitive)) {
                if (isEmbeddedRasterImage(trimmed))
                    continue;
                return problem(place, SvgSafety::tr("an embedded image that is not a base64 PNG, JPEG or GIF; a pack's SVG may embed only those"));
            }
            //: %1 is the reference as written, e.g. ../../outside/x.png
            return problem(place, SvgSafety::tr("'%1' refers to a file or address outside this SVG; an SVG in a pack must be self-contained (only #id references and embedded PNG, JPEG or GIF images)")
                                      .arg(shortened(trimmed)));
        }
        if (std::optional<SvgSafety::Problem> p = checkCss(value, node, place, false))
            return p;
    }
    return std::nullopt;
}

std::optional<SvgSafety::Problem> Checker::checkGraph()
{
    for (const PendingReference &ref : std::as_const(references_)) {
        const auto target = nodeById_.constFind(ref.target);
        if (target == nodeById_.constEnd())
            continue; // QtSvg draws nothing for an unknown id
        Node &from = nodes_[ref.fromNode];
        from.refers.append(*target);
        from.referPlaces.append(ref.place);
        if (ref.drawn)
            from.expands.append(*target);
    }
    for (Node &node : nodes_)
        for (int child : std::as_const(node.expands))
            if (!node.refers.contains(child)) {
                node.refers.append(child);
                node.referPlaces.append(Place{});
            }

    // Depth-first search without recursion (a hostile file may nest references deeply): a
    // node met again while still on the path closes a circle.
    enum class State { New, OnPath, Done };
    QList<State> state(nodes_.size(), State::New);
    struct Frame {
        int node;
        int next;
    };
    for (int start = 0; start < nodes_.size(); ++start) {
        if (state[start] != State::New)
            continue;
        QList<Frame> path{{start, 0}};
        state[start] = State::OnPath;
        while (!path.isEmpty()) {
            Frame &top = path.last();
            const Node &node = nodes_[top.node];
            if (top.next == node.refers.size()) {
                state[top.node] = State::Done;
                path.removeLast();
                continue;
            }
            const int edge = top.next++;
            const int next = node.refers[edge];
            if (state[next] == State::OnPath) {
                const QString id = nodeById_.key(next);
                Place place = node.referPlaces[edge];
                // A circle closed by containment: name the reference on the path instead.
                for (qsizetype i = path.size() - 1; place.line == 0 && i >= 0; --i)
                    place = nodes_[path[i].node].referPlaces[path[i].next - 1];
                return problem(place, SvgSafety::tr("'#%1' refers back to itself; drawing it would never end").arg(shortened(id)));
            }
            if (state[next] == State::New) {
                state[next] = State::OnPath;
                path.append({next, 0});
            }
        }
    }

    // The graph has no circle: count what drawing the root expands to, children first.
    QList<qint64> size(nodes_.size(), -1);
    QList<Frame> path{{0, 0}};
    while (!path.isEmpty()) {
        Frame &top = path.last();
        const Node &node = nodes_[top.node];
        if (top.next < node.expands.size()) {
            const int child = node.expands[top.next++];
            if (size[child] < 0)
                path.append({child, 0});
            continue;
        }
        qint64 total = node.ownElements;
        for (int child : node.expands)
            total = std::min(SvgSafety::maxExpandedElements + 1, total + size[child]);
        size[top.node] = total;
        path.removeLast();
    }
    if (size[0] > SvgSafety::maxExpandedElements)
        return problem(Place{1, 1}, SvgSafety::tr("<use> elements multiply this drawing into more than %1 elements").arg(SvgSafety::maxExpandedElements));
    return std::nullopt;
}

std::optional<SvgSafety::Problem> Checker::run()
{
    QList<int> openNodes;     // for each open element, the node it belongs to
    QList<QString> openNames; // qualified names of the open elements
    bool sawRoot = false;
    qsizetype previousEnd = 0; // where the token being read begins, for character data
    while (true) {
        const QXmlStreamReader::TokenType token = reader_.readNext();
        if (token == QXmlStreamReader::Invalid || token == QXmlStreamReader::EndDocument)
            break;
        const qsizetype start = previousEnd;
        previousEnd = reader_.characterOffset();
        switch (token) {
        case QXmlStreamReader::DTD:
            if (!reader_.entityDeclarations().isEmpty())
                return problem(tokenStart(QLatin1String("<!DOCTYPE")), SvgSafety::tr("the DOCTYPE declares entities; a pack's SVG may not"));
            break;
        case QXmlStreamReader::ProcessingInstruction:
            if (reader_.processingInstructionTarget().compare(QLatin1String("xml-stylesheet"), Qt::CaseInsensitive) == 0)
                return problem(tokenStart(QLatin1String("<?")), SvgSafety::tr("an <?xml-stylesheet?> instruction loads another file; an SVG in a pack must be self-contained"));
            break;
        case QXmlStreamReader::StartElement: {
            const Place place = tokenStart(QLatin1String("<"));
            const QString name = reader_.qualifiedName().toString();
            if (!sawRoot) {
                sawRoot = true;
                if (name != QLatin1String("svg") && !name.endsWith(QLatin1String(":svg")))
                    return problem(place, SvgSafety::tr("not an SVG image: the root element is <%1>, not <svg>").arg(shortened(name)));
            }
            if (openNames.size() >= SvgSafety::maxDepth)
                return problem(place, SvgSafety::tr("elements nested deeper than %1 levels").arg(SvgSafety::maxDepth));
            const QString id = reader_.attributes().value(QLatin1String("id")).trimmed().toString();
            int node = openNodes.isEmpty() ? -1 : openNodes.last();
            if (node < 0 || (!id.isEmpty() && !nodeById_.contains(id))) {
                const int parent = node;
                node = int(nodes_.size());
                nodes_.append(Node{});
                if (parent >= 0)
                    nodes_[parent].expands.append(node);
                if (!id.isEmpty())
                    nodeById_.insert(id, node);
            }
            ++nodes_[node].ownElements;
            const QString local = name.section(QLatin1Char(':'), -1);
            if (std::optional<SvgSafety::Problem> p = checkAttributes(node, name == QLatin1String("a"), local == QLatin1String("use"), place))
                return p;
            openNodes.append(node);
            openNames.append(name);
            break;
        }
        case QXmlStreamReader::EndElement:
            if (!openNodes.isEmpty()) {
                openNodes.removeLast();
                openNames.removeLast();
            }
            break;
        case QXmlStreamReader::Characters:
            if (!openNames.isEmpty() && openNames.last().section(QLatin1Char(':'), -1) == QLatin1String("style"))
                if (std::optional<SvgSafety::Problem> p = checkCss(reader_.text(), openNodes.last(), placeAt(start), true))
                    return p;
            break;
        default:
            break;
        }
    }
    if (reader_.hasError() && !sawRoot && reader_.error() == QXmlStreamReader::PrematureEndOfDocumentError)
        return problem(Place{1, 1}, SvgSafety::tr("not an SVG image: there is no <svg> element"));
    if (reader_.hasError())
        return problem(Place{int(reader_.lineNumber()), std::max(1, int(reader_.columnNumber()))},
                       SvgSafety::tr("not well-formed XML: %1").arg(reader_.errorString()));
    if (!sawRoot)
        return problem(Place{1, 1}, SvgSafety::tr("not an SVG image: there is no <svg> element"));
    return checkGraph();
}

} // namespace

std::optional<SvgSafety::Problem> SvgSafety::check(const QByteArray &svg)
{
    QString error;
    const std::optional<QString> text = decoded(svg, &error);
    if (!text)
        return Problem{1, 1, error};
    return Checker(*text).run();
}

} // namespace atlas
