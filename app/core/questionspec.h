// A check-your-understanding question as authored in a pack.
#pragma once

#include "core/coreexport.h"

#include "localizedtext.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace atlas {

struct ATLAS_CORE_EXPORT ChoiceSpec {
    LocalizedText text;
    LocalizedText feedback; // shown when this choice was picked; may be empty
    // The credit this choice (short: answer) gives, as the author wrote it: short 0 to 1
    // (unwritten: 1); single 0 to 1 for a choice other than the answer (partial credit);
    // multiple −1 to 1, graded as Moodle does when any choice has one (else all-or-nothing).
    std::optional<double> fraction = std::nullopt;
};

// A packed block, described the way the pack command takes it; the correct keys are computed
// by the engine, never typed by hand: by default the keys the query may attend to (the
// document-aware causal mask); with the induction rule the keys an induction head reads from
// the query (the slots just after earlier occurrences of its token, atlas/inductionmetrics.h).
struct ATLAS_CORE_EXPORT MaskQuestionSpec {
    enum class Rule { Allowed, Induction };
    Rule rule = Rule::Allowed;
    std::vector<std::vector<std::int64_t>> documents;
    qint64 blockLength = 0;
    qint64 bos = 0;
    qint64 eos = 0;
    int block = 0;  // which block of the packing
    int query = 0;  // the query slot within that block
    std::optional<QList<int>> authoredAnswer; // if the author wrote one: checked against the engine
    QHash<qint64, QString> tokenLabels;       // optional display labels by token id (e.g. 1 → "BOS")
};

// A numeric question's further answer: within `tolerance` of `value` it earns `fraction` of the
// credit and shows its feedback (Moodle's numerical question with several answers).
struct ATLAS_CORE_EXPORT NumericAnswerSpec {
    double value = 0;
    double tolerance = 0;
    double fraction = 0;
    LocalizedText feedback;
};

struct ATLAS_CORE_EXPORT QuestionSpec {
    QString id;           // unique in the pack
    QString chapterId;
    // Its kind's name (QuestionKinds), the pack's "type" field: "single" (choose one choice),
    // "multiple" (choose every correct choice), "numeric" (type a number; correct within a
    // tolerance), "mask" (select the keys one query of a packed block may attend to), …
    QString type = QStringLiteral("single");
    LocalizedText prompt;
    QList<ChoiceSpec> choices;      // single, multiple; short: the accepted answers, in the order tried;
                                    // matching: the matches (each item's, then the distractors)
    QList<LocalizedText> items;     // matching: the items, each matched with choices[correctChoices[i]]
    QList<int> correctChoices;      // single: one index; multiple: the set (sorted, unique); matching: per item
    bool shuffle = true;            // kinds with items: shown in the learner's order (false: as authored)
    double numericAnswer = 0;       // numeric
    double tolerance = 0;           // numeric: |x − answer| ≤ tolerance is correct
    LocalizedText unit;             // numeric: shown next to the field; may be empty
    LocalizedText answerFeedback;   // numeric: shown when the answer is right; may be empty
    QList<NumericAnswerSpec> moreAnswers; // numeric: tried in order when the answer is not right
    LocalizedText otherFeedback;    // numeric: shown when no answer matches; may be empty
    MaskQuestionSpec mask;          // mask
    bool caseSensitive = false;     // short: "Softmax" ≠ "softmax"
    // gapselect, cloze: the gaps the prompt marks [[1]], [[2]], …, in that order, each a
    // question of its own kind without a prompt or an explanation (gapselect: "single"; cloze:
    // "single", "multiple", "short" or "numeric"), and a gap's share of the credit.
    std::vector<QuestionSpec> gaps;
    int weight = 1;
    LocalizedText explanation;      // the worked solution: after a right answer, the second miss or on request
    LocalizedText hint;             // after the first miss: a nudge that does not give the answer; may be empty
    // A question-kind plugin's own fields, as its QuestionKind::read() keeps them (the
    // built-in kinds use the members above).
    QJsonObject kindData;
};

} // namespace atlas
