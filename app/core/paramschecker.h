// A chapter's params, checked by the plugin of its kind (through ChapterKindCatalog, without
// creating a widget), with every finding placed in the manifest under the chapter's "params".
// The plugin's report may name questions; they must be questions of the pack, so this runs
// after every chapter's questions were read. It also fills ChapterSpec::gatheredQuestions,
// the other chapters' questions a chapter presents (and needs solved to be complete). Images
// the params name (figures) are checked like a body's images.
#pragma once

#include "packimagecheck.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>

namespace atlas {

class ChapterKindCatalog;
struct ChapterPack;
struct ChapterSpec;
class JsonPath;
class PackDiagnostics;

class ParamsChecker {
    Q_DECLARE_TR_FUNCTIONS(ParamsChecker)

public:
    // Without a catalog nothing is checked (`validate --no-plugins`).
    // `directory` is the pack folder as given (diagnostics name files under it).
    ParamsChecker(ChapterKindCatalog *catalog, PackDiagnostics &diagnostics, const QSet<QString> &questionIds,
                  const PackPaths &paths, const QString &directory)
        : catalog_(catalog), diagnostics_(diagnostics), questionIds_(questionIds), images_(paths), directory_(directory)
    {
    }

    // Checks the params of `chapter` (at `path` in the manifest), one of `pack`'s chapters.
    void check(ChapterSpec &chapter, const ChapterPack &pack, const JsonPath &path);

private:
    ChapterKindCatalog *catalog_;
    PackDiagnostics &diagnostics_;
    const QSet<QString> &questionIds_;
    PackImageCheck images_;
    QString directory_;
};

} // namespace atlas
