// The files and addresses a Markdown body refers to, with their line and column, so the
// validator can check that every image and local link stays inside the pack.
//
// Recognized: inline images ![alt](target) and links [text](target), reference definitions
// [id]: target (an image when ![alt][id], ![id][] or ![id] uses it), and HTML
// <img src="target">. Fenced code blocks and inline code are skipped.
#pragma once

#include "text/textexport.h"

#include <QList>
#include <QString>

namespace atlas {

struct ATLAS_TEXT_EXPORT MarkdownReference {
    QString target;   // as written, percent-decoded, without an optional "title"
    int line = 0;     // 1-based
    int column = 0;   // 1-based, in characters
    bool image = false;

    bool isExternal() const; // http:, https:, mailto:
    bool isAnchor() const;   // "#section"
};

class ATLAS_TEXT_EXPORT MarkdownReferences {
public:
    static QList<MarkdownReference> scan(const QString &markdown);
    // Each "chapter:ID" written as text rather than as a link's target ("see chapter:masks"
    // instead of "[masks](chapter:masks)"): shown to the learner as plain text. Code, link
    // texts and targets, reference definitions, autolinks and HTML attributes are skipped.
    static QList<MarkdownReference> bareChapterLinks(const QString &markdown);
};

} // namespace atlas
