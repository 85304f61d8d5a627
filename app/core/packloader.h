// Loads a chapter pack and checks all of it, reporting every defect with its location.
//
// The same pass serves the application (open a pack, mark the chapters that cannot be shown)
// and `attention-atlas-cli validate` (print every diagnostic). Nothing a pack folder holds —
// missing files, symbolic links out of the folder, FIFOs, huge or deeply nested files,
// truncated JSON, wrong types anywhere — may crash it or make it hang: every file is checked
// for type and size before it is read, and every limit is in PackLimits.
#pragma once

#include "core/coreexport.h"

#include "chapterkindcatalog.h"
#include "chapterpack.h"
#include "diagnostic.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace atlas {

struct ATLAS_CORE_EXPORT PackLoadResult {
    std::optional<ChapterPack> pack; // nullopt when the manifest itself is unusable
    QList<Diagnostic> diagnostics;

    int errorCount() const { return Diagnostic::errorCount(diagnostics); }
    int warningCount() const { return Diagnostic::warningCount(diagnostics); }
    // The findings that concern chapters[index] (its fields, params, questions and bodies).
    int chapterErrorCount(int index) const;
    int chapterWarningCount(int index) const;
    bool isValid() const { return pack.has_value() && errorCount() == 0; }
};

class ATLAS_CORE_EXPORT PackLoader {
    Q_DECLARE_TR_FUNCTIONS(PackLoader)

public:
    struct Options {
        // The installed chapter kinds; without one, kinds and params are not checked.
        ChapterKindCatalog *catalog = nullptr;
        // Read every body (each language) and check the images and links it references.
        bool checkBodies = true;
    };

    static QString manifestName() { return QStringLiteral("pack.json"); }
    static PackLoadResult load(const QString &directory, const Options &options);
};

} // namespace atlas
