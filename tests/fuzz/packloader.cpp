// The whole pack loader, as `attention-atlas-cli validate` and the application run it: the
// input is written out as a pack folder and loaded with every body and image checked and the
// real chapter plugins validating params.
//
// Input: the manifest's bytes, then any number of "\0<relative path>\0<contents>" — e.g.
//     {"format": 1, …}\0chapters/intro.md\0# Intro …\0chapters/fig.svg\0<svg …
// (scripts/fuzz.sh turns each fixture pack into one such seed). Paths other than plain
// relative ones (letters, digits, . _ -, at most four levels, no "..") are skipped: the
// loader's handling of links and odd files is tested by the fixtures, not here.
#include "fuzztarget.h"

#include "core/packloader.h"
#include "core/pluginregistry.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

QTemporaryDir *scratch = nullptr;
atlas::PluginRegistry *plugins = nullptr;

bool plainRelativePath(const QString &path)
{
    static const QRegularExpression component(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$"));
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.size() > 4 || parts.contains(QStringLiteral("..")))
        return false;
    for (const QString &part : parts)
        if (!component.match(part).hasMatch())
            return false;
    return path != atlas::PackLoader::manifestName();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    atlas::fuzz::makeApplication<QCoreApplication>();
    scratch = new QTemporaryDir;
    plugins = new atlas::PluginRegistry;
    plugins->scan({QStringLiteral(ATLAS_PLUGIN_BUILD_DIR)}, false);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = atlas::fuzz::bytes(data, size);
    QDir pack(scratch->filePath(QStringLiteral("pack")));
    pack.removeRecursively();
    QDir().mkpath(pack.path());

    const QList<QByteArray> parts = input.split('\0');
    auto write = [&pack](const QString &relative, const QByteArray &contents) {
        const QString path = pack.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(contents);
    };
    write(atlas::PackLoader::manifestName(), parts.value(0));
    for (qsizetype i = 1; i + 1 < parts.size() && i < 64; i += 2) {
        const QString relative = QString::fromUtf8(parts.at(i));
        if (plainRelativePath(relative) && !QFileInfo(pack.filePath(relative)).isDir())
            write(relative, parts.at(i + 1));
    }

    atlas::PackLoader::Options options;
    options.catalog = plugins;
    options.checkBodies = true;
    const atlas::PackLoadResult result = atlas::PackLoader::load(pack.path(), options);
    // What the validator prints: every diagnostic must be presentable.
    for (const atlas::Diagnostic &d : result.diagnostics)
        (void)d.toString();
    return 0;
}
