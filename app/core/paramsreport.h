// What a chapter kind finds wrong with a chapter's params, located by JSON paths relative to
// the params object. The pack loader turns each entry into a located Diagnostic.
//
// A kind cannot see the rest of the pack from its params alone; where a params value names a
// question of the pack (a quiz's list of questions), the kind records the reference and the
// loader, which knows every question id, reports the ones that name nothing.
#pragma once

#include "core/coreexport.h"

#include "diagnostic.h"
#include "jsonpath.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace atlas {

class JsonReader;

// Included by the plugin interface: Qt Core only (JsonReader, which reads matrices into the
// engine's types, is only declared here).
class ATLAS_CORE_EXPORT ParamsReport {
public:
    struct Entry {
        Diagnostic::Severity severity = Diagnostic::Severity::Error;
        JsonPath path; // relative to the params object
        DiagnosticCode code = DiagnosticCode::Invalid;
        QString message;
    };

    void error(const JsonPath &path, DiagnosticCode code, const QString &message)
    {
        entries_.append({Diagnostic::Severity::Error, path, code, message});
    }
    void warning(const JsonPath &path, DiagnosticCode code, const QString &message)
    {
        entries_.append({Diagnostic::Severity::Warning, path, code, message});
    }
    // Moves a JsonReader's errors into this report.
    void take(const JsonReader &reader);

    struct QuestionReference {
        JsonPath path; // relative to the params object
        QString questionId;
    };
    // `questionId`, at `path`, must name a question of the pack.
    void referToQuestion(const JsonPath &path, const QString &questionId)
    {
        questionReferences_.append({path, questionId});
    }
    const QList<QuestionReference> &questionReferences() const { return questionReferences_; }

    struct ImageReference {
        JsonPath path;    // relative to the params object
        QString file;     // relative to the pack folder, as written
    };
    // `file`, at `path`, must be an image of the pack the reading view can show: the loader
    // checks it as it checks a body's images (inside the pack, PNG, JPEG, SVG or GIF, within
    // the size limit, an SVG self-contained). A kind checks the path's syntax itself.
    void referToImage(const JsonPath &path, const QString &file) { imageReferences_.append({path, file}); }
    const QList<ImageReference> &imageReferences() const { return imageReferences_; }

    // A chapter that presents questions of other chapters (a final quiz) is complete when
    // those are answered correctly, not as soon as it is visited. The kind names them here:
    // a list of ids (each also referred to above), or every question of every other chapter.
    void gatherQuestions(const QStringList &questionIds)
    {
        gathersEveryOtherChapter_ = false;
        gatheredQuestions_ = questionIds;
    }
    void gatherEveryOtherChapter()
    {
        gathersEveryOtherChapter_ = true;
        gatheredQuestions_.clear();
    }
    bool gathersEveryOtherChapter() const { return gathersEveryOtherChapter_; }
    const QStringList &gatheredQuestions() const { return gatheredQuestions_; }

    const QList<Entry> &entries() const { return entries_; }
    bool hasErrors() const
    {
        for (const Entry &e : entries_)
            if (e.severity == Diagnostic::Severity::Error)
                return true;
        return false;
    }

private:
    QList<Entry> entries_;
    QList<QuestionReference> questionReferences_;
    bool gathersEveryOtherChapter_ = false;
    QStringList gatheredQuestions_;
    // Last, so that a plugin built before image references existed finds every other member
    // where it was.
    QList<ImageReference> imageReferences_;
};

} // namespace atlas
