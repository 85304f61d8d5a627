// A chapter body: what the validator and the reading view look for in it — image and link
// references (MarkdownReferences) and formulas (MarkdownFormulas), with the code spans and
// fences they skip. The input is UTF-8 as a body file is; invalid bytes are replaced as
// QString::fromUtf8 does (the loader refuses such bodies, the scanners must not care).
#include "fuzztarget.h"

#include "text/markdownformulas.h"
#include "text/markdownreferences.h"

#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString body = QString::fromUtf8(atlas::fuzz::bytes(data, size));
    const QList<atlas::MarkdownReference> references = atlas::MarkdownReferences::scan(body);
    for (const atlas::MarkdownReference &r : references) {
        // Places are inside the body.
        if (r.line < 1 || r.column < 1)
            std::abort();
        (void)r.isExternal();
        (void)r.isAnchor();
    }
    const atlas::MarkdownFormulas::Scan scan = atlas::MarkdownFormulas::scan(body);
    qsizetype previousEnd = 0;
    for (const atlas::MarkdownFormula &f : scan.formulas) {
        // Formulas lie inside the body, in order, without overlapping, and their text is
        // where they say.
        if (f.start < previousEnd || f.length <= 0 || f.start + f.length > body.size()
            || f.texStart < f.start || f.texStart + f.tex.size() > f.start + f.length
            || QStringView(body).mid(f.texStart, f.tex.size()) != f.tex)
            std::abort();
        previousEnd = f.start + f.length;
        for (int offset : {0, int(f.tex.size() / 2), int(f.tex.size())})
            (void)f.position(offset);
    }
    return 0;
}
