// What a kind of question knows about itself: how its fields are read from a pack and written
// back, how an answer to it is graded, stored in the learner's progress and put in words, and
// how it maps to Moodle's question bank (GIFT, Moodle XML). One object per kind, held by
// QuestionKinds; nothing outside a kind's own files asks which kind a question is.
//
// An answer (QuizAnswer) has the form its kind gives it: choice indices, a number, key slots…
// Every function but read() takes a question already validated by the pack loader.
#pragma once

#include "core/coreexport.h"

#include "questionspec.h"
#include "quizanswer.h"
#include "quizgrader.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace atlas {

// The Moodle mapping is the built-in kinds' (its types are not installed with the SDK): a kind
// built outside the tree keeps the defaults, imports nothing and is left out of an export.
class MoodleExportContext;
class MoodleImportContext;
struct MoodleQuestion;
class QuestionFields;
class QuestionJsonMembers;

class ATLAS_CORE_EXPORT QuestionKind {
public:
    virtual ~QuestionKind();

    // The kind's name in a pack's "type" field ("single", "numeric", …).
    virtual QString name() const = 0;

    // The kind's part of the pack's JSON Schema (Draft 2020-12), the one place its fields are
    // declared: an object schema of a question of this kind whose "properties" are the fields
    // the kind owns beyond those every question has (id, type, prompt, explanation, shuffle),
    // with "required" and any other keyword the kind needs. Definitions it refers to go in its
    // own "$defs" and are shared by name ("#/$defs/choice"): two kinds that define one name
    // define it alike. Another kind's fragment is "#/$defs/question-<name>". PackSchema makes
    // `attention-atlas-cli schema` and docs/pack.schema.json from every kind's; the pack loader
    // (read()) stays the judge of what the schema cannot say.
    virtual QJsonObject schema() const = 0;
    // The fields the kind owns: the properties of its schema(). Another kind's field on this
    // kind's question is an error, a field no kind has a warning.
    QStringList fieldNames() const;
    // Whether the learner sees the question's items in an order of their own, unless the
    // question says "shuffle": false (only such kinds may say it).
    virtual bool hasShuffle() const;
    // Reads the kind's fields of `fields.object()` into `question`, reporting every defect.
    virtual void read(QuestionFields &fields, QuestionSpec &question) const = 0;
    // Writes the kind's fields, in the order docs/pack-format.md gives them.
    virtual void writeJson(const QuestionSpec &question, QuestionJsonMembers &members) const = 0;

    // Whether the kind imports `question`, an entry of Moodle's question bank; at most one
    // kind takes each.
    virtual bool takesMoodle(const MoodleQuestion &question) const;
    // Fills the kind's part of `question` (the common texts are read already) from `moodle`;
    // false when it cannot, with the reason warned through `context`. What is lost on the way
    // is a warning too.
    virtual bool fromMoodle(const MoodleQuestion &moodle, QuestionSpec &question, MoodleImportContext &context) const;
    // Fills the kind's part of `moodle` (type, answers, units; the common texts are set);
    // false when the question cannot be exported, with the reason noted through `context`.
    virtual bool toMoodle(const QuestionSpec &question, MoodleQuestion &moodle, MoodleExportContext &context) const;

    // The verdict on `answer`: Invalid, with the reason in words, when it is no answer at all
    // (nothing chosen, not a number), which does not count as an attempt.
    virtual GradeResult grade(const QuestionSpec &question, const QuizAnswer &answer) const = 0;

    // The answer as the progress file stores it, and back; nullopt when `value` is not an
    // answer of this kind (a file edited by hand, or written for another kind).
    virtual QJsonValue answerToJson(const QuizAnswer &answer) const = 0;
    virtual std::optional<QuizAnswer> answerFromJson(const QJsonValue &value) const = 0;

    // The answer that is graded correct (numeric: the exact number).
    virtual QuizAnswer correctAnswer(const QuestionSpec &question) const = 0;
    // An answer in words, for the mistakes review and the exported results ("Value vectors",
    // "−0.75 value units", "keys 5, 6, 7"); the correct answer in the same words, with what
    // else is accepted (numeric: "± 0.005").
    virtual QString describeAnswer(const QuestionSpec &question, const QuizAnswer &answer, const QString &language,
                                   const QLocale &locale) const = 0;
    virtual QString describeCorrect(const QuestionSpec &question, const QString &language, const QLocale &locale) const;

    // The prompt as a learner reads it, from the authored `prompt` in one language (gap kinds:
    // each gap's mark a numbered blank).
    virtual QString presentPrompt(const QString &prompt) const;
    // The question below its prompt on paper (the PDF handout), a line each, for a learner to
    // answer with a pen: "○ Value vectors", "Answer: ________ value units". None by default.
    virtual QStringList printLines(const QuestionSpec &question, const QString &language, const QLocale &locale) const;

    // How many items (choices) the question shows in an order CourseProgress may make the
    // learner's own, when the question shuffles; 0 when the kind has no such items.
    virtual int itemCount(const QuestionSpec &question) const;

    // What identifies the items an answer picked, independent of their positions (their
    // English texts), so that a stored answer follows its items when an updated pack reorders
    // them; and the answer that picks the items `keys` name now (nullopt: one is gone). Kinds
    // whose answers name no items keep the defaults: nothing to follow.
    virtual QStringList answerKeys(const QuestionSpec &question, const QuizAnswer &answer) const;
    virtual std::optional<QuizAnswer> answerFromKeys(const QuestionSpec &question, const QStringList &keys) const;

    // A number as the course writes it in `locale`: the shortest exact form, a real minus sign.
    static QString numberText(double value, const QLocale &locale);

protected:
    // `json` (a schema fragment written as JSON text) as an object; {} when it is not one.
    static QJsonObject schemaFromJson(const char *json);
};

} // namespace atlas
