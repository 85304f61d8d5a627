#include "atlas/decoderarchive.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <set>

namespace atlas {

namespace {

constexpr std::string_view magic = "attention-atlas-decoder";
constexpr std::int64_t maximumSize = 1 << 20;          // any one dimension
constexpr std::int64_t maximumNumbers = 64LL << 20;    // all parameters together

std::uint64_t fnv1a(std::string_view bytes)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (unsigned char c : bytes) {
        hash ^= c;
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

std::string hex(std::uint64_t value)
{
    char text[17];
    for (int i = 15; i >= 0; --i) {
        text[i] = "0123456789abcdef"[value & 15];
        value >>= 4;
    }
    return std::string(text, 16);
}

std::string decimal(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

bool validName(std::string_view name)
{
    if (name.empty())
        return false;
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.'))
            return false;
    return true;
}

template <typename Stored>
void appendLittleEndian(std::string &out, Stored value)
{
    using Bits = std::conditional_t<sizeof(Stored) == 4, std::uint32_t, std::uint64_t>;
    Bits bits = std::bit_cast<Bits>(value);
    for (std::size_t i = 0; i < sizeof bits; ++i) {
        out.push_back(static_cast<char>(bits & 0xff));
        bits >>= 8;
    }
}

template <typename Stored>
Stored readLittleEndian(const char *in)
{
    using Bits = std::conditional_t<sizeof(Stored) == 4, std::uint32_t, std::uint64_t>;
    Bits bits = 0;
    for (std::size_t i = sizeof bits; i-- > 0;)
        bits = (bits << 8) | static_cast<unsigned char>(in[i]);
    return std::bit_cast<Stored>(bits);
}

// Fresh matrices of the configuration's shapes (every value 0).
template <typename Scalar>
DecoderParameters<Scalar> shaped(const DecoderConfig &c)
{
    DecoderParameters<Scalar> p;
    p.tokenEmbedding = Matrix<Scalar>::Zero(c.vocabulary, c.modelWidth);
    p.positionEmbedding = Matrix<Scalar>::Zero(c.positionRows(), c.modelWidth);
    for (Index l = 0; l < c.layers; ++l) {
        AttentionWeights<Scalar> w;
        w.wq = Matrix<Scalar>::Zero(c.modelWidth, c.heads * c.keyWidth);
        w.wk = Matrix<Scalar>::Zero(c.modelWidth, c.heads * c.keyWidth);
        w.wv = Matrix<Scalar>::Zero(c.modelWidth, c.heads * c.valueWidth);
        w.wo = Matrix<Scalar>::Zero(c.heads * c.valueWidth, c.modelWidth);
        p.layers.push_back(std::move(w));
    }
    p.unembedding = Matrix<Scalar>::Zero(c.modelWidth, c.vocabulary);
    return p;
}

} // namespace

template <typename Scalar>
std::string DecoderArchive<Scalar>::write() const
{
    TinyDecoder<Scalar> check(config, parameters); // throws ShapeError on a mismatch
    std::string payload;
    for (const Matrix<Scalar> *m : parameters.list())
        for (Index i = 0; i < m->rows(); ++i)
            for (Index j = 0; j < m->cols(); ++j)
                appendLittleEndian(payload, (*m)(i, j));

    std::string out;
    // Format 1 while it can say everything: learned positions.
    const bool learned = config.positions == DecoderPositions::Learned;
    out.append(magic).append(" ").append(learned ? "1" : std::to_string(formatVersion)).append("\n");
    out.append("scalar ").append(sizeof(Scalar) == 4 ? "float32" : "float64").append("\n");
    auto line = [&](const char *key, const std::string &value) {
        out.append(key).append(" ").append(value).append("\n");
    };
    line("vocabulary", std::to_string(config.vocabulary));
    line("width", std::to_string(config.modelWidth));
    line("heads", std::to_string(config.heads));
    line("key_width", std::to_string(config.keyWidth));
    line("value_width", std::to_string(config.valueWidth));
    line("max_length", std::to_string(config.maxLength));
    line("layers", std::to_string(config.layers));
    line("temperature", decimal(config.temperature));
    line("init_scale", decimal(config.initScale));
    if (config.positions == DecoderPositions::Rotary) {
        line("positions", "rotary");
        line("rotary_base", decimal(config.rotaryBase));
        line("rotary_scale", decimal(config.rotaryScale));
    } else if (config.positions == DecoderPositions::Alibi) {
        line("positions", "alibi");
    }
    for (const auto &[name, text] : metadata) {
        if (!validName(name))
            throw ArchiveError("metadata name '" + name + "': expected letters a–z, digits, '_' or '.'");
        if (text.find_first_of("\r\n") != std::string::npos)
            throw ArchiveError("metadata " + name + ": expected one line of text");
        out.append("meta.").append(name).append(" ").append(text).append("\n");
    }
    line("payload", std::to_string(payload.size()) + " " + hex(fnv1a(payload)));
    out += payload;
    return out;
}

template <typename Scalar>
DecoderArchive<Scalar> DecoderArchive<Scalar>::read(std::string_view bytes)
{
    DecoderArchive archive;
    std::size_t position = 0;
    int lineNumber = 0;
    auto nextLine = [&]() -> std::string_view {
        const std::size_t end = bytes.find('\n', position);
        ++lineNumber;
        if (end == std::string_view::npos)
            throw ArchiveError("line " + std::to_string(lineNumber) + ": the header ends before its payload line");
        const std::string_view text = bytes.substr(position, end - position);
        position = end + 1;
        return text;
    };
    auto where = [&](std::string_view key) {
        return "line " + std::to_string(lineNumber) + " (" + std::string(key) + ")";
    };
    auto integer = [&](std::string_view key, std::string_view text, std::int64_t low, std::int64_t high) {
        std::int64_t value = 0;
        const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
        if (result.ec != std::errc() || result.ptr != text.data() + text.size() || value < low || value > high)
            throw ArchiveError(where(key) + ": expected an integer from " + std::to_string(low) + " to "
                               + std::to_string(high) + ", got '" + std::string(text) + "'");
        return value;
    };
    auto number = [&](std::string_view key, std::string_view text) {
        double value = 0;
        const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
        if (result.ec != std::errc() || result.ptr != text.data() + text.size() || !std::isfinite(value) || !(value > 0))
            throw ArchiveError(where(key) + ": expected a positive number, got '" + std::string(text) + "'");
        return value;
    };

    std::string_view first = nextLine();
    if (first.substr(0, magic.size()) != magic || first.size() < magic.size() + 2 || first[magic.size()] != ' ')
        throw ArchiveError("line 1: not an Attention Atlas decoder file (expected '" + std::string(magic) + " <format>')");
    const std::int64_t version = integer("format", first.substr(magic.size() + 1), 1, 1 << 30);
    if (version > formatVersion)
        throw ArchiveError("line 1: format " + std::to_string(version) + " is newer than this program reads ("
                           + std::to_string(formatVersion) + ")");

    bool doublePayload = false;
    std::set<std::string, std::less<>> seen;
    std::uint64_t payloadSize = 0, checksum = 0;
    for (;;) {
        const std::string_view text = nextLine();
        const std::size_t space = text.find(' ');
        if (space == std::string_view::npos)
            throw ArchiveError("line " + std::to_string(lineNumber) + ": expected 'key value', got '" + std::string(text) + "'");
        const std::string_view key = text.substr(0, space), value = text.substr(space + 1);
        if (!seen.insert(std::string(key)).second)
            throw ArchiveError(where(key) + ": the key appears twice");
        if (key.substr(0, 5) == "meta.") {
            if (!validName(key.substr(5)))
                throw ArchiveError(where(key) + ": expected a metadata name of a–z, digits, '_' or '.'");
            archive.metadata.emplace(std::string(key.substr(5)), std::string(value));
        } else if (key == "scalar") {
            if (value != "float32" && value != "float64")
                throw ArchiveError(where(key) + ": expected float32 or float64, got '" + std::string(value) + "'");
            doublePayload = value == "float64";
        } else if (key == "vocabulary") {
            archive.config.vocabulary = integer(key, value, 1, maximumSize);
        } else if (key == "width") {
            archive.config.modelWidth = integer(key, value, 1, maximumSize);
        } else if (key == "heads") {
            archive.config.heads = integer(key, value, 1, maximumSize);
        } else if (key == "key_width") {
            archive.config.keyWidth = integer(key, value, 1, maximumSize);
        } else if (key == "value_width") {
            archive.config.valueWidth = integer(key, value, 1, maximumSize);
        } else if (key == "max_length") {
            archive.config.maxLength = integer(key, value, 1, maximumSize);
        } else if (key == "layers") {
            archive.config.layers = integer(key, value, 1, 1024);
        } else if (key == "temperature") {
            archive.config.temperature = number(key, value);
        } else if (key == "init_scale") {
            archive.config.initScale = number(key, value);
        } else if (key == "positions" && version >= 2) {
            if (value == "learned")
                archive.config.positions = DecoderPositions::Learned;
            else if (value == "rotary")
                archive.config.positions = DecoderPositions::Rotary;
            else if (value == "alibi")
                archive.config.positions = DecoderPositions::Alibi;
            else
                throw ArchiveError(where(key) + ": expected learned, rotary or alibi, got '" + std::string(value) + "'");
        } else if (key == "rotary_base" && version >= 2) {
            archive.config.rotaryBase = number(key, value);
        } else if (key == "rotary_scale" && version >= 2) {
            archive.config.rotaryScale = number(key, value);
        } else if (key == "payload") {
            const std::size_t gap = value.find(' ');
            if (gap == std::string_view::npos || value.size() - gap - 1 != 16)
                throw ArchiveError(where(key) + ": expected '<bytes> <16 hex digits>'");
            payloadSize = static_cast<std::uint64_t>(integer(key, value.substr(0, gap), 0, maximumNumbers * 8));
            const std::string_view digits = value.substr(gap + 1);
            const auto result = std::from_chars(digits.data(), digits.data() + digits.size(), checksum, 16);
            if (result.ec != std::errc() || result.ptr != digits.data() + digits.size())
                throw ArchiveError(where(key) + ": expected a checksum of 16 hex digits");
            break;
        } else {
            throw ArchiveError(where(key) + ": unknown key");
        }
    }
    for (const char *key : {"scalar", "vocabulary", "width", "heads", "key_width", "value_width",
                            "max_length", "layers", "temperature", "init_scale"})
        if (!seen.contains(std::string_view(key)))
            throw ArchiveError(std::string("header: the key ") + key + " is missing");

    const DecoderConfig &c = archive.config;
    if ((seen.contains(std::string_view("rotary_base")) || seen.contains(std::string_view("rotary_scale")))
        && c.positions != DecoderPositions::Rotary)
        throw ArchiveError("header: rotary_base and rotary_scale belong to positions rotary");
    const double numbers = static_cast<double>(c.vocabulary + c.positionRows()) * static_cast<double>(c.modelWidth)
        + static_cast<double>(c.layers) * static_cast<double>(c.modelWidth)
              * static_cast<double>(c.heads) * static_cast<double>(2 * c.keyWidth + 2 * c.valueWidth)
        + static_cast<double>(c.modelWidth) * static_cast<double>(c.vocabulary);
    if (numbers > static_cast<double>(maximumNumbers))
        throw ArchiveError("header: " + decimal(numbers) + " parameters is more than this format allows ("
                           + std::to_string(maximumNumbers) + ")");
    const std::size_t width = doublePayload ? 8 : 4;
    const auto expected = static_cast<std::uint64_t>(numbers) * width;
    if (payloadSize != expected)
        throw ArchiveError("payload: the header's sizes need " + std::to_string(expected) + " bytes, it says "
                           + std::to_string(payloadSize));
    const std::string_view payload = bytes.substr(position);
    if (payload.size() != payloadSize)
        throw ArchiveError("payload: expected " + std::to_string(payloadSize) + " bytes after the header, found "
                           + std::to_string(payload.size()) + (payload.size() < payloadSize ? " (the file is cut short)" : ""));
    if (fnv1a(payload) != checksum)
        throw ArchiveError("payload: the checksum does not match (the file is damaged)");

    archive.parameters = shaped<Scalar>(c);
    const std::vector<std::string> ids = archive.parameters.ids();
    const std::vector<Matrix<Scalar> *> list = archive.parameters.list();
    const char *in = payload.data();
    for (std::size_t m = 0; m < list.size(); ++m) {
        for (Index i = 0; i < list[m]->rows(); ++i) {
            for (Index j = 0; j < list[m]->cols(); ++j) {
                const double value = doublePayload ? readLittleEndian<double>(in) : readLittleEndian<float>(in);
                in += width;
                if (!std::isfinite(value))
                    throw ArchiveError("payload: " + ids[m] + "(" + std::to_string(i) + ", " + std::to_string(j)
                                       + ") is not a finite number");
                (*list[m])(i, j) = static_cast<Scalar>(value);
            }
        }
    }
    return archive;
}

template struct DecoderArchive<float>;
template struct DecoderArchive<double>;

} // namespace atlas
