// A chapter's bodies (the Markdown file and one per declared language): each must be a file of
// the pack within the size limit, valid UTF-8, with formulas that parse, links to chapters
// that exist, and images inside the pack in a format the reading view shows — SVGs
// self-contained. Every defect is reported at its line and column in the body.
#pragma once

#include "packimagecheck.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace atlas {

struct ChapterSpec;
class JsonPath;
class ManifestFields;
class PackPaths;

class BodyChecker {
    Q_DECLARE_TR_FUNCTIONS(BodyChecker)

public:
    // `directory` is the pack folder as given (diagnostics name files under it).
    BodyChecker(const QString &directory, const PackPaths &paths, ManifestFields &fields);

    // Checks every body of `chapter` (at `path` in the manifest); links may name `chapterIds`.
    void check(const ChapterSpec &chapter, const JsonPath &path, const QStringList &chapterIds);
    // The text of `chapter`'s body written for `language` (not a fallback to another
    // language's), as check() read it; empty when there is none or it could not be read.
    QString text(const ChapterSpec &chapter, const QString &language) const;

private:
    void checkFile(const QString &relative, const QStringList &chapterIds);
    void checkFormulas(const QString &shown, const QString &markdown);

    QString directory_;
    const PackPaths &paths_;
    ManifestFields &fields_;
    PackImageCheck images_;
    QHash<QString, QString> texts_; // body file (relative path) → its text, each read once
};

} // namespace atlas
