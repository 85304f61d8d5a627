#include "jsonlocator.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace atlas {

qsizetype JsonLocator::skipWhitespace(qsizetype i) const
{
    while (i < text_.size()) {
        const char c = text_.at(i);
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            break;
        ++i;
    }
    return i;
}

qsizetype JsonLocator::skipString(qsizetype i) const
{
    ++i; // opening quote
    while (i < text_.size()) {
        const char c = text_.at(i);
        if (c == '\\')
            i += 2;
        else if (c == '"')
            return i + 1;
        else
            ++i;
    }
    return text_.size();
}

qsizetype JsonLocator::skipValue(qsizetype i) const
{
    if (i >= text_.size())
        return i;
    const char first = text_.at(i);
    if (first == '"')
        return skipString(i);
    if (first == '{' || first == '[') {
        int depth = 0;
        while (i < text_.size()) {
            const char c = text_.at(i);
            if (c == '"') {
                i = skipString(i);
                continue;
            }
            if (c == '{' || c == '[')
                ++depth;
            else if (c == '}' || c == ']') {
                if (--depth == 0)
                    return i + 1;
            }
            ++i;
        }
        return i;
    }
    while (i < text_.size()) { // number, true, false, null
        const char c = text_.at(i);
        if (c == ',' || c == '}' || c == ']' || c == ' ' || c == '\n' || c == '\r' || c == '\t')
            break;
        ++i;
    }
    return i;
}

QString JsonLocator::readKey(qsizetype i, qsizetype end) const
{
    const QByteArray raw = text_.mid(i, end - i); // with quotes
    if (!raw.contains('\\'))
        return QString::fromUtf8(raw.mid(1, raw.size() - 2));
    const QJsonDocument decoded = QJsonDocument::fromJson('[' + raw + ']');
    return decoded.array().at(0).toString();
}

const JsonLocator::Children &JsonLocator::children(qsizetype open) const
{
    const auto cached = children_.constFind(open);
    if (cached != children_.constEnd())
        return *cached;
    Children &c = children_[open];
    const bool object = text_.at(open) == '{';
    qsizetype i = skipWhitespace(open + 1);
    while (i < text_.size()) {
        const char ch = text_.at(i);
        if (ch == '}' || ch == ']')
            break;
        if (object) {
            if (ch != '"')
                break;
            const qsizetype keyEnd = skipString(i);
            const QString key = readKey(i, keyEnd);
            i = skipWhitespace(keyEnd);
            if (i >= text_.size() || text_.at(i) != ':')
                break;
            i = skipWhitespace(i + 1);
            c.byKey.insert(key, i); // of duplicate keys QJsonDocument keeps the last: so do we
        } else {
            c.byIndex.append(i);
        }
        const qsizetype next = skipWhitespace(skipValue(i));
        if (next <= i) // nothing to skip: the text is not JSON here
            break;
        i = next;
        if (i < text_.size() && text_.at(i) == ',')
            i = skipWhitespace(i + 1);
    }
    return c;
}

qsizetype JsonLocator::child(qsizetype i, const QVariant &segment) const
{
    if (i >= text_.size())
        return -1;
    const bool wantKey = segment.typeId() == QMetaType::QString;
    const char open = text_.at(i);
    if ((wantKey && open != '{') || (!wantKey && open != '['))
        return -1;
    const Children &c = children(i);
    if (wantKey)
        return c.byKey.value(segment.toString(), -1);
    const qsizetype index = segment.toLongLong();
    return index >= 0 && index < c.byIndex.size() ? c.byIndex.at(index) : -1;
}

JsonLocator::Position JsonLocator::locate(const JsonPath &path) const
{
    qsizetype at = skipWhitespace(0);
    for (const QVariant &segment : path.segments()) {
        const qsizetype next = child(at, segment);
        if (next < 0)
            break;
        at = next;
    }
    return positionOf(at);
}

std::optional<std::pair<qsizetype, qsizetype>> JsonLocator::span(const JsonPath &path) const
{
    qsizetype at = skipWhitespace(0);
    for (const QVariant &segment : path.segments()) {
        at = child(at, segment);
        if (at < 0)
            return std::nullopt;
    }
    if (at >= text_.size())
        return std::nullopt;
    return std::make_pair(at, skipValue(at));
}

JsonLocator::Position JsonLocator::positionOf(qsizetype byteOffset) const
{
    const qsizetype end = std::clamp(byteOffset, qsizetype(0), text_.size());
    auto advance = [this](Position p, qsizetype from, qsizetype to) {
        for (qsizetype i = from; i < to; ++i) {
            const unsigned char c = static_cast<unsigned char>(text_.at(i));
            if (c == '\n') {
                ++p.line;
                p.column = 1;
            } else if ((c & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
                ++p.column;
            }
        }
        return p;
    };
    if (checkpoints_.empty()) {
        Position p{1, 1};
        for (qsizetype at = 0; at <= text_.size(); at += checkpointStride) {
            checkpoints_.push_back(p);
            p = advance(p, at, std::min(at + checkpointStride, text_.size()));
        }
    }
    const qsizetype stride = end / checkpointStride;
    return advance(checkpoints_[static_cast<std::size_t>(stride)], stride * checkpointStride, end);
}

int JsonLocator::nestingDepth(const QByteArray &utf8, int limit, qsizetype *tooDeepAt)
{
    int depth = 0, deepest = 0;
    bool inString = false;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            deepest = std::max(deepest, ++depth);
            if (deepest > limit) {
                if (tooDeepAt)
                    *tooDeepAt = i;
                return limit + 1;
            }
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return deepest;
}

} // namespace atlas
