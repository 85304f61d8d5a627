// Trained decoder parameters as bytes: a documented, versioned format (pure C++; the app
// writes the bytes with QSaveFile so that a half-written file never replaces a good one).
//
// Format 1. A UTF-8 text header of "key value" lines, each ended by "\n", then the payload:
//
//     attention-atlas-decoder 1          magic and format version (always the first line)
//     scalar float32                     float32 or float64: how the payload stores numbers
//     vocabulary 33                      DecoderConfig, every field:
//     width 32                             modelWidth
//     heads 2
//     key_width 16
//     value_width 16
//     max_length 33
//     layers 2
//     temperature 1                       (shortest round-trip decimal)
//     init_scale 1
//     meta.<name> <text>                 zero or more: free metadata (the trainer's settings,
//                                        steps done…); <name> is [a-z0-9_.]+, <text> one line
//     payload <bytes> <fnv1a64 hex>      byte count and FNV-1a 64 checksum of the payload
//     <payload>                          every matrix of DecoderParameters::list() in that
//                                        order (E, P, then Wq, Wk, Wv, Wo per layer, U),
//                                        row-major, IEEE-754 little-endian, no padding
//
// Format 2 adds, for a decoder without learned positions (tinydecoder.h), after init_scale:
//
//     positions rotary                   learned (the default, then format 1 is written), rotary
//                                        or alibi; without learned positions there is no P in
//                                        the payload
//     rotary_base 10000                  rotary only
//     rotary_scale 1                     rotary only (position interpolation)
//
// A decoder with learned positions is still written in format 1, byte for byte as before, so
// that an older program reads it.
//
// The shapes follow from the configuration (tinydecoder.h), so the payload holds numbers
// only. A reader refuses — with the line or field named — a wrong magic, a newer format, a
// missing or repeated key, a size out of range, a payload of the wrong length or checksum, and
// a non-finite number. Unknown keys are refused too: a later format adds a version.
#pragma once

#include "atlas/tinydecoder.h"

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

namespace atlas {

class ArchiveError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

template <typename Scalar>
struct DecoderArchive {
    static constexpr int formatVersion = 2;

    DecoderConfig config;
    DecoderParameters<Scalar> parameters;
    std::map<std::string, std::string> metadata;

    // Throws ShapeError when the parameters do not fit the configuration, ArchiveError on a
    // metadata name or text the format cannot hold.
    std::string write() const;
    // Reads either scalar type into Scalar. Throws ArchiveError naming what is wrong.
    static DecoderArchive read(std::string_view bytes);
};

extern template struct DecoderArchive<float>;
extern template struct DecoderArchive<double>;

} // namespace atlas
