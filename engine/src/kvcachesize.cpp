#include "atlas/kvcachesize.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace atlas {

namespace {

void requirePositive(const char *field, Index value)
{
    if (value < 1)
        throw ShapeError(std::string(field) + ": expected at least 1, got " + std::to_string(value));
}

} // namespace

void KvCacheSize::check(const KvCacheShape &shape)
{
    requirePositive("layers", shape.layers);
    requirePositive("queryHeads", shape.queryHeads);
    requirePositive("kvHeads", shape.kvHeads);
    requirePositive("keyWidth", shape.keyWidth);
    if (shape.valueWidth < 0)
        throw ShapeError("valueWidth: expected 0 (as keyWidth) or more, got " + std::to_string(shape.valueWidth));
    requirePositive("contextLength", shape.contextLength);
    requirePositive("batch", shape.batch);
    if (!(shape.bytesPerNumber > 0) || !std::isfinite(shape.bytesPerNumber))
        throw ShapeError("bytesPerNumber: expected a finite number > 0");
    if (shape.window < 0)
        throw ShapeError("window: expected 0 (no window) or more, got " + std::to_string(shape.window));
    if (shape.kvHeads > shape.queryHeads || shape.queryHeads % shape.kvHeads != 0)
        throw ShapeError("kvHeads: expected a divisor of queryHeads = " + std::to_string(shape.queryHeads)
                         + ", got " + std::to_string(shape.kvHeads));
}

double KvCacheSize::numbersPerToken(const KvCacheShape &shape)
{
    check(shape);
    const Index valueWidth = shape.valueWidth > 0 ? shape.valueWidth : shape.keyWidth;
    return static_cast<double>(shape.layers) * static_cast<double>(shape.kvHeads)
        * static_cast<double>(shape.keyWidth + valueWidth);
}

Index KvCacheSize::cachedPositions(const KvCacheShape &shape)
{
    check(shape);
    return shape.window > 0 ? std::min(shape.contextLength, shape.window) : shape.contextLength;
}

double KvCacheSize::bytes(const KvCacheShape &shape)
{
    return numbersPerToken(shape) * static_cast<double>(cachedPositions(shape))
        * static_cast<double>(shape.batch) * shape.bytesPerNumber;
}

KvCacheShape KvCacheSize::withKvHeads(KvCacheShape shape, Index kvHeads)
{
    shape.kvHeads = kvHeads;
    check(shape);
    return shape;
}

} // namespace atlas
