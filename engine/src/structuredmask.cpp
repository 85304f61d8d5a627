#include "atlas/structuredmask.h"

#include <algorithm>
#include <unordered_map>
#include <utility>

namespace atlas {

StructuredMask StructuredMask::causal()
{
    StructuredMask m;
    m.causal_ = true;
    return m;
}

StructuredMask StructuredMask::documents(std::vector<std::int64_t> ids, bool causal)
{
    StructuredMask m;
    m.causal_ = causal;
    m.keyIds_ = ids;
    m.queryIds_ = std::move(ids);
    return m;
}

StructuredMask StructuredMask::cumulativeLengths(const std::vector<Index> &cuSeqlens, bool causal)
{
    if (cuSeqlens.empty() || cuSeqlens.front() != 0)
        throw ShapeError("cu_seqlens: expected to start at 0");
    std::vector<std::int64_t> ids;
    ids.reserve(static_cast<std::size_t>(cuSeqlens.back() > 0 ? cuSeqlens.back() : 0));
    for (std::size_t n = 1; n < cuSeqlens.size(); ++n) {
        if (cuSeqlens[n] < cuSeqlens[n - 1])
            throw ShapeError("cu_seqlens: expected non-decreasing offsets, got "
                             + std::to_string(cuSeqlens[n - 1]) + " then "
                             + std::to_string(cuSeqlens[n]));
        ids.insert(ids.end(), static_cast<std::size_t>(cuSeqlens[n] - cuSeqlens[n - 1]),
                   static_cast<std::int64_t>(n - 1));
    }
    return documents(std::move(ids), causal);
}

StructuredMask StructuredMask::equalDocuments(Index length, Index count, bool causal)
{
    if (length < 0 || count < 1)
        throw ShapeError("documents: expected T ≥ 0 and at least one document");
    std::vector<std::int64_t> ids(static_cast<std::size_t>(length));
    for (Index i = 0; i < length; ++i)
        ids[static_cast<std::size_t>(i)] = static_cast<std::int64_t>(i * count / length);
    return documents(std::move(ids), causal);
}

StructuredMask StructuredMask::cross(std::vector<std::int64_t> queryIds,
                                     std::vector<std::int64_t> keyIds, bool causal,
                                     Index queryOffset)
{
    if (queryIds.empty() != keyIds.empty())
        throw ShapeError("document ids: expected ids for both queries and keys, or for neither");
    StructuredMask m;
    m.causal_ = causal;
    m.queryOffset_ = queryOffset;
    m.queryIds_ = std::move(queryIds);
    m.keyIds_ = std::move(keyIds);
    return m;
}

StructuredMask StructuredMask::withWindow(Index window) const
{
    if (window < 0)
        throw ShapeError("window: expected W ≥ 1 keys, got " + std::to_string(window));
    if (window > 0 && !causal_)
        throw ShapeError("window: needs the causal mask (query i reads keys i − W + 1 … i)");
    StructuredMask m = *this;
    m.window_ = window;
    return m;
}

void StructuredMask::check(Index queryCount, Index keyCount) const
{
    if (queryIds_.empty())
        return;
    if (static_cast<Index>(queryIds_.size()) != queryCount)
        throw ShapeError("query document ids: expected " + std::to_string(queryCount) + ", got "
                         + std::to_string(queryIds_.size()));
    if (static_cast<Index>(keyIds_.size()) != keyCount)
        throw ShapeError("key document ids: expected " + std::to_string(keyCount) + ", got "
                         + std::to_string(keyIds_.size()));
}

std::int64_t StructuredMask::allowedPairs(Index queryCount, Index keyCount) const
{
    check(queryCount, keyCount);
    // Keys visible to query i under the causal order and the window: j ∈ [first(i), end(i)),
    // both non-decreasing in i.
    auto end = [&](Index i) -> Index {
        if (!causal_)
            return keyCount;
        return std::clamp<Index>(i + queryOffset_ + 1, 0, keyCount);
    };
    auto first = [&](Index i) -> Index {
        if (window_ == 0)
            return 0;
        return std::clamp<Index>(i + queryOffset_ - window_ + 1, 0, keyCount);
    };
    std::int64_t total = 0;
    if (queryIds_.empty()) {
        for (Index i = 0; i < queryCount; ++i)
            total += std::max<Index>(0, end(i) - first(i));
        return total;
    }
    // Sweep the queries in order (both ends of the visible keys only move forward), counting
    // the keys of each document inside the visible range.
    std::unordered_map<std::int64_t, std::int64_t> seen;
    Index next = 0, gone = 0;
    for (Index i = 0; i < queryCount; ++i) {
        const Index limit = end(i);
        for (; next < limit; ++next)
            ++seen[keyIds_[static_cast<std::size_t>(next)]];
        const Index start = std::min(first(i), next);
        for (; gone < start; ++gone)
            --seen[keyIds_[static_cast<std::size_t>(gone)]];
        const auto it = seen.find(queryIds_[static_cast<std::size_t>(i)]);
        if (it != seen.end())
            total += it->second;
    }
    return total;
}

BoolMatrix StructuredMask::toMatrix(Index queryCount, Index keyCount) const
{
    check(queryCount, keyCount);
    BoolMatrix m(queryCount, keyCount);
    for (Index i = 0; i < queryCount; ++i)
        for (Index j = 0; j < keyCount; ++j)
            m(i, j) = allows(i, j);
    return m;
}

std::string StructuredMask::describe() const
{
    std::string text;
    if (!queryIds_.empty()) {
        std::vector<std::int64_t> distinct = queryIds_;
        std::sort(distinct.begin(), distinct.end());
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
        text = std::string(causal_ ? "causal " : "") + "documents (" + std::to_string(distinct.size()) + ")";
    } else {
        text = causal_ ? "causal" : "none";
    }
    if (window_ > 0)
        text += ", window " + std::to_string(window_);
    if (queryOffset_ != 0)
        text += ", query offset " + std::to_string(queryOffset_);
    return text;
}

} // namespace atlas
