// What every fuzz target shares: the libFuzzer entry points, a Qt application object made
// once (QCoreApplication, or QGuiApplication offscreen for the targets that lay out text), and
// the bytes as a QByteArray.
#pragma once

#include <QByteArray>
#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv);
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace atlas::fuzz {

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

// The application object the target needs, kept for the process's life and never destroyed:
// destroying it among the static destructors, after some of Qt's own, crashes in
// ~QCoreApplication. It stays reachable from a static, so LeakSanitizer does not count it.
template <typename Application>
void makeApplication()
{
    static int argc = 1;
    static char name[] = "atlas-fuzz";
    static char *argv[] = {name, nullptr};
    static Application *const application = QCoreApplication::instance() ? nullptr : new Application(argc, argv);
    Q_UNUSED(application);
}

} // namespace atlas::fuzz
