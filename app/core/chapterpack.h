// A loaded chapter pack (format 1): the course as data.
#pragma once

#include "core/coreexport.h"

#include "chapterspec.h"
#include "localizedtext.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace atlas {

struct ATLAS_CORE_EXPORT ChapterPack {
    QString directory;        // canonical absolute path of the pack folder
    int format = 1;
    QString id;               // reverse-DNS, e.g. "org.attention-atlas.self-attention"
    QString version;
    LocalizedText title;
    LocalizedText description;
    QStringList languages;    // languages the author declares complete
    QStringList authors;
    QList<ChapterSpec> chapters;

    const ChapterSpec *chapter(const QString &chapterId) const;
    int chapterIndex(const QString &chapterId) const; // −1 if absent
    const QuestionSpec *question(const QString &questionId) const;
    QList<const QuestionSpec *> allQuestions() const;
    QStringList questionIds() const;

    // The body file for `locale`: "x.de_CH.md", then "x.de.md", then "x.md"; the absolute,
    // confined path or an empty string if the chapter has no body.
    QString bodyPath(const ChapterSpec &chapter, const QString &locale) const;
    // Candidate relative paths for a language, most specific first.
    static QStringList bodyCandidates(const QString &body, const QString &locale);
};

} // namespace atlas
