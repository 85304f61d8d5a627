// What a chapter kind finds wrong with a chapter's params, located by JSON paths relative to
// the params object: a DiagnosticSink. The pack loader makes the report on the pack's own
// sink, and each finding goes straight there, at its place in the manifest; a report made on
// its own (a test, a tool) keeps its entries.
//
// A kind cannot see the rest of the pack from its params alone; where a params value names a
// question of the pack (a quiz's list of questions), the kind records the reference and the
// loader, which knows every question id, reports the ones that name nothing.
#pragma once

#include "core/coreexport.h"

#include "diagnosticsink.h"
#include "jsonpath.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace atlas {

// Included by the plugin interface: Qt Core only. Its data is behind a d-pointer, so that what a report
// holds may grow without moving anything a plugin compiled against.
class ATLAS_CORE_EXPORT ParamsReport final : public DiagnosticSink {
public:
    using Severity = DiagnosticSeverity;
    using Entry = Finding; // its path relative to the params object

    // A report that keeps its entries.
    ParamsReport();
    // A report that passes each finding on to `target` (which outlives it), at `where` / its
    // path, and keeps none (entries() stays empty; hasErrors() still counts).
    ParamsReport(DiagnosticSink &target, const JsonPath &where);
    ParamsReport(const ParamsReport &other);
    ParamsReport(ParamsReport &&other);
    ParamsReport &operator=(const ParamsReport &other);
    ParamsReport &operator=(ParamsReport &&other);
    ~ParamsReport() override;

    void report(Severity severity, const JsonPath &path, DiagnosticCode code, const QString &message) override;

    struct QuestionReference {
        JsonPath path; // relative to the params object
        QString questionId;
    };
    // `questionId`, at `path`, must name a question of the pack.
    void referToQuestion(const JsonPath &path, const QString &questionId);
    const QList<QuestionReference> &questionReferences() const;

    struct ImageReference {
        JsonPath path;    // relative to the params object
        QString file;     // relative to the pack folder, as written
    };
    // `file`, at `path`, must be an image of the pack the reading view can show: the loader
    // checks it as it checks a body's images (inside the pack, PNG, JPEG, SVG or GIF, within
    // the size limit, an SVG self-contained). A kind checks the path's syntax itself.
    void referToImage(const JsonPath &path, const QString &file);
    const QList<ImageReference> &imageReferences() const;

    // A chapter that presents questions of other chapters (a final quiz) is complete when
    // those are answered correctly, not as soon as it is visited. The kind names them here:
    // a list of ids (each also referred to above), or every question of every other chapter.
    void gatherQuestions(const QStringList &questionIds);
    void gatherEveryOtherChapter();
    bool gathersEveryOtherChapter() const;
    const QStringList &gatheredQuestions() const;

    const QList<Entry> &entries() const;
    bool hasErrors() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
