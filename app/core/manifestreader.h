// The manifest of a pack (pack.json, its format already checked): the pack's id, version,
// texts, languages and authors, and each chapter's fields and questions. A chapter's params
// and body are checked afterwards (PackLoader), when every chapter and question id is known.
#pragma once

#include "chapterpack.h"
#include "questionreader.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace atlas {

class ManifestFields;
class PackPaths;

class ManifestReader {
    Q_DECLARE_TR_FUNCTIONS(ManifestReader)

public:
    ManifestReader(ManifestFields &fields, const PackPaths &paths);

    // Reads `root` into `pack`, reporting every defect; pack.chapters holds one entry per
    // element of "chapters", defective ones included (their problems say why).
    void read(const QJsonObject &root, ChapterPack &pack);

    const QuestionReader &questions() const { return questions_; }

private:
    void readLanguages(const QJsonObject &root, ChapterPack &pack);
    void readChapter(const QJsonObject &object, const JsonPath &path, ChapterSpec &chapter);
    void readQuestions(const QJsonObject &object, const JsonPath &path, ChapterSpec &chapter);

    ManifestFields &fields_;
    const PackPaths &paths_;
    QuestionReader questions_;
    int questionCount_ = 0;
};

} // namespace atlas
