#include "diagnosticsink.h"

#include <array>
#include <utility>

namespace atlas {

DiagnosticSink::~DiagnosticSink() = default;

namespace {

constexpr std::array names{
    std::pair{DiagnosticCode::Invalid, "invalid"},
    std::pair{DiagnosticCode::Syntax, "syntax"},
    std::pair{DiagnosticCode::WrongType, "wrong-type"},
    std::pair{DiagnosticCode::Missing, "missing"},
    std::pair{DiagnosticCode::UnknownField, "unknown-field"},
    std::pair{DiagnosticCode::OutOfRange, "out-of-range"},
    std::pair{DiagnosticCode::NotFinite, "not-finite"},
    std::pair{DiagnosticCode::TooLarge, "too-large"},
    std::pair{DiagnosticCode::Duplicate, "duplicate"},
    std::pair{DiagnosticCode::Inconsistent, "inconsistent"},
    std::pair{DiagnosticCode::File, "file"},
    std::pair{DiagnosticCode::Unsafe, "unsafe"},
    std::pair{DiagnosticCode::Reference, "reference"},
    std::pair{DiagnosticCode::Formula, "formula"},
    std::pair{DiagnosticCode::Untranslated, "untranslated"},
    std::pair{DiagnosticCode::Guessable, "guessable"},
};

} // namespace

QLatin1String diagnosticCodeName(DiagnosticCode code)
{
    for (const auto &[c, name] : names)
        if (c == code)
            return QLatin1String(name);
    return QLatin1String("invalid");
}

std::optional<DiagnosticCode> diagnosticCodeFromName(QStringView name)
{
    for (const auto &[c, text] : names)
        if (name == QLatin1String(text))
            return c;
    return std::nullopt;
}

} // namespace atlas
