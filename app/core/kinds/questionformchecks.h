// What lets a learner answer a question from its form instead of from knowing the answer, so
// that an author hears of it before a class does (docs/cli.md, code "guessable"; each finding
// is a warning, which `validate --strict` refuses):
//   * a key (a right choice) more than keyLengthRatio times as long as the longest wrong one;
//   * a chapter or a pack (of at least minimumForRates choice questions) where the strictly
//     longest choice is a key more often than chance (keys/choices, averaged) plus longestMargin;
//   * a pack whose multiple-choice questions (at least minimumMultiple) all have as many keys;
//   * in a shuffled question, a choice that points at other choices ("above", "all of these",
//     "Those, and…"; German and French alike), which means nothing once each learner sees the
//     choices in an order of their own;
//   * a prompt with its key that repeats restatedWords or more consecutive words of its
//     chapter's text: recall of a sentence, not understanding;
//   * two prompts of at least minimumPromptWords words that share nearIdentical or more of their
//     word pairs (Jaccard similarity): one question asked twice.
// Lengths count characters of each language's text; the rates are measured on the English texts,
// which the translations follow.
#pragma once

#include "core/chapterpack.h"
#include "core/jsonpath.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace atlas {

class QuestionFormChecks {
    Q_DECLARE_TR_FUNCTIONS(QuestionFormChecks)

public:
    static constexpr double keyLengthRatio = 1.5;
    static constexpr double longestMargin = 0.10;
    static constexpr int minimumForRates = 5;
    static constexpr int minimumMultiple = 4;
    static constexpr int restatedWords = 8;
    static constexpr int minimumPromptWords = 4;
    static constexpr double nearIdentical = 0.8;

    struct Finding {
        JsonPath path;   // in the manifest
        QString message; // translated
    };
    // The text of chapter `chapter`'s body written for `language` (not a fallback), or empty.
    using BodyText = std::function<QString(qsizetype chapter, const QString &language)>;

    static QList<Finding> check(const ChapterPack &pack, const BodyText &bodyText);

private:
    static void keysTooLong(const ChapterPack &pack, QList<Finding> &out);
    static void longestIsKey(const ChapterPack &pack, QList<Finding> &out);
    static void sameKeyCount(const ChapterPack &pack, QList<Finding> &out);
    static void pointingChoices(const ChapterPack &pack, QList<Finding> &out);
    static void restatedBody(const ChapterPack &pack, const BodyText &bodyText, QList<Finding> &out);
    static void nearIdenticalPrompts(const ChapterPack &pack, QList<Finding> &out);
};

} // namespace atlas
