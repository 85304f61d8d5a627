// The learner's progress file as the application reads it at start: ProgressStore::load over
// a file holding the input, then what a session does with it — a pack's record (migrated to
// another version), a save, and a second load of what was saved, which must read back
// without a notice. The file lives in a scratch folder; whatever is set aside goes there too.
#include "fuzztarget.h"

#include "core/progressstore.h"

#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QTemporaryDir>

#include <cstdlib>

namespace {
QTemporaryDir *scratch = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    atlas::fuzz::makeApplication<QCoreApplication>();
    // Every damaged input warns; millions of warnings would only slow the fuzzer.
    QLoggingCategory::setFilterRules(QStringLiteral("atlas.progress.warning=false"));
    scratch = new QTemporaryDir;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QDir folder(scratch->filePath(QStringLiteral("run")));
    folder.removeRecursively();
    QDir().mkpath(folder.path());
    const QString path = folder.filePath(QStringLiteral("progress.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            std::abort();
        file.write(atlas::fuzz::bytes(data, size));
    }
    atlas::ProgressStore store(path);
    const atlas::ProgressStore::LoadOutcome outcome = store.load();
    if (!outcome.setAsidePath.isEmpty() && !QFileInfo::exists(outcome.setAsidePath))
        std::abort(); // set aside means kept
    // What a session does next: open the built-in course's record, here under a new version.
    atlas::PackProgress &p = store.progress(QStringLiteral("org.attention-atlas.self-attention"), QStringLiteral("9.9"),
                                            {QStringLiteral("q1"), QStringLiteral("q2")});
    p.visited.insert(QStringLiteral("mechanism"));
    if (store.savingDisabled())
        return 0;
    QString error;
    if (!store.save(&error))
        return 0; // e.g. beyond the size limit: reported, the old file kept
    atlas::ProgressStore again(path);
    if (!again.load().notice.isEmpty())
        std::abort(); // what was saved must read back cleanly
    return 0;
}
