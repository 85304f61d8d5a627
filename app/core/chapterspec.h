// One chapter as authored in a pack: which plugin kind presents it, its texts, the body
// file, the kind-specific params and its questions.
#pragma once

#include "core/coreexport.h"

#include "localizedtext.h"
#include "questionspec.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace atlas {

struct ATLAS_CORE_EXPORT ChapterSpec {
    QString id;
    QString kind;
    LocalizedText title;
    LocalizedText summary;
    QString body;            // relative path of the English body, e.g. "chapters/mechanism.md"; may be empty
    QJsonObject params;
    QList<QuestionSpec> questions;
    QStringList gatheredQuestions; // ids of other chapters' questions it presents (a final quiz),
                                   // from its kind's params report: solved too for completion
    QStringList problems;    // translated errors found while loading; empty when the chapter is usable
};

} // namespace atlas
