// Shared by the quiz widget suites: the built-in course loaded from the source tree, with two
// extra questions — a multiple-choice one whose answer is its first two choices and a numeric one
// with a negative answer — and a progress store in a temporary folder. Keyboard helpers send keys to whatever has the focus, as a learner would.
//
// By default the store shows every question's choices as authored (as the tour does), so a
// suite about keys and verdicts knows where each choice is; Course(Course::Shuffled) keeps the
// learner's own order, for the suites about that order.
#pragma once

#include "core/courseprogress.h"
#include "core/packloader.h"
#include "core/progressstore.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <memory>
#include "testpaths.h"

namespace quiztest {

inline atlas::QuestionSpec multipleQuestion()
{
    atlas::QuestionSpec q;
    q.id = QStringLiteral("test-multiple-scores");
    q.chapterId = QStringLiteral("mechanism");
    q.type = QStringLiteral("multiple");
    q.prompt = atlas::LocalizedText(QStringLiteral("Which vectors enter the attention scores?"));
    q.prompt.set(QStringLiteral("de"), QStringLiteral("Welche Vektoren gehen in die Attention-Scores ein?"));
    atlas::ChoiceSpec queries{atlas::LocalizedText(QStringLiteral("Queries")),
                              atlas::LocalizedText(QStringLiteral("Yes: each score is a query times a key."))};
    queries.text.set(QStringLiteral("de"), QStringLiteral("Queries (Anfragen)"));
    atlas::ChoiceSpec keys{atlas::LocalizedText(QStringLiteral("Keys & their positions")),
                           atlas::LocalizedText(QStringLiteral("Yes: every query is compared with every key it may read."))};
    atlas::ChoiceSpec values{atlas::LocalizedText(QStringLiteral("Values")),
                             atlas::LocalizedText(QStringLiteral("Values are mixed by the weights; they do not enter the scores."))};
    q.choices = {queries, keys, values};
    q.correctChoices = {0, 1};
    q.explanation = atlas::LocalizedText(QStringLiteral("S = Q·Kᵀ/√d_k: queries and keys make the scores; the values are what the weights mix."));
    return q;
}

// A numeric question with a negative answer (the keyboard tests type the minus sign and the
// decimal comma), as the course asks it nowhere else.
inline atlas::QuestionSpec numericQuestion()
{
    atlas::QuestionSpec q;
    q.id = QStringLiteral("test-numeric-first-score");
    q.chapterId = QStringLiteral("gradients");
    q.type = QStringLiteral("numeric");
    q.prompt = atlas::LocalizedText(QStringLiteral("Scores [0, ln 3], values [2, 6]: type ∂o/∂s₁."));
    q.numericAnswer = -0.75;
    q.tolerance = 0.005;
    q.unit = atlas::LocalizedText(QStringLiteral("value units per score unit"));
    q.explanation = atlas::LocalizedText(QStringLiteral("a₁(v₁ − o) = 0.25 × (2 − 5) = −0.75."));
    return q;
}

// A short-answer question: "softmax" for full credit, "soft*max" for half, "*sigmoid*" for
// none with feedback.
inline atlas::QuestionSpec shortQuestion()
{
    atlas::QuestionSpec q;
    q.id = QStringLiteral("test-short-normaliser");
    q.chapterId = QStringLiteral("mechanism");
    q.type = QStringLiteral("short");
    q.prompt = atlas::LocalizedText(QStringLiteral("Which function turns scores into weights?"));
    atlas::ChoiceSpec exact{atlas::LocalizedText(QStringLiteral("softmax")), atlas::LocalizedText(QStringLiteral("Yes: positive weights that sum to 1."))};
    atlas::ChoiceSpec spelled{atlas::LocalizedText(QStringLiteral("soft*max")), atlas::LocalizedText(), 0.5};
    atlas::ChoiceSpec wrong{atlas::LocalizedText(QStringLiteral("*sigmoid*")), atlas::LocalizedText(QStringLiteral("A sigmoid squashes each score alone.")), 0};
    q.choices = {exact, spelled, wrong};
    q.explanation = atlas::LocalizedText(QStringLiteral("Softmax: exp(s) / Σ exp(s)."));
    return q;
}

// A matching question: three items, the first and the third sharing a match, and a distractor.
inline atlas::QuestionSpec matchingQuestion()
{
    atlas::QuestionSpec q;
    q.id = QStringLiteral("test-matching-formulas");
    q.chapterId = QStringLiteral("mechanism");
    q.type = QStringLiteral("matching");
    q.prompt = atlas::LocalizedText(QStringLiteral("Match each expression with what it computes."));
    q.items = {atlas::LocalizedText(QStringLiteral("Q·Kᵀ/√d")), atlas::LocalizedText(QStringLiteral("softmax of each row")),
               atlas::LocalizedText(QStringLiteral("one query's row of Q·Kᵀ/√d"))};
    q.choices = {atlas::ChoiceSpec{atlas::LocalizedText(QStringLiteral("scores")), atlas::LocalizedText()},
                 atlas::ChoiceSpec{atlas::LocalizedText(QStringLiteral("weights")), atlas::LocalizedText()},
                 atlas::ChoiceSpec{atlas::LocalizedText(QStringLiteral("gradients")), atlas::LocalizedText()}};
    q.correctChoices = {0, 1, 0};
    q.explanation = atlas::LocalizedText(QStringLiteral("Scores first, then softmax turns them into weights."));
    return q;
}

// The steps of one head, written in their right order.
inline atlas::QuestionSpec orderingQuestion()
{
    atlas::QuestionSpec q;
    q.id = QStringLiteral("test-ordering-steps");
    q.chapterId = QStringLiteral("mechanism");
    q.type = QStringLiteral("ordering");
    q.prompt = atlas::LocalizedText(QStringLiteral("Put the steps of one attention head in order."));
    for (const char *step : {"scores S = Q·Kᵀ/√d", "weights A = softmax(S)", "output O = A·V"})
        q.choices.append(atlas::ChoiceSpec{atlas::LocalizedText(QString::fromUtf8(step)), atlas::LocalizedText()});
    q.explanation = atlas::LocalizedText(QStringLiteral("Scores, then weights, then the weighted sum of values."));
    return q;
}

// A cloze question: a choice gap, then a number gap that weighs twice as much.
inline atlas::QuestionSpec clozeQuestion()
{
    atlas::QuestionSpec q;
    q.id = QStringLiteral("test-cloze-scale");
    q.chapterId = QStringLiteral("mechanism");
    q.type = QStringLiteral("cloze");
    q.prompt = atlas::LocalizedText(QStringLiteral("Scores are divided by [[1]]; with d = 64 that multiplies them by [[2]]."));
    atlas::QuestionSpec pick;
    pick.type = QStringLiteral("single");
    pick.shuffle = false;
    for (const char *c : {"√d", "d", "1"})
        pick.choices.append(atlas::ChoiceSpec{atlas::LocalizedText(QString::fromUtf8(c)), atlas::LocalizedText()});
    pick.choices[1].feedback = atlas::LocalizedText(QStringLiteral("Dividing by d shrinks the scores too much."));
    pick.correctChoices = {0};
    atlas::QuestionSpec number;
    number.type = QStringLiteral("numeric");
    number.numericAnswer = 0.125;
    number.tolerance = 0.001;
    number.weight = 2;
    q.gaps = {pick, number};
    q.explanation = atlas::LocalizedText(QStringLiteral("1/√64 = 1/8."));
    return q;
}

class Course {
public:
    enum ChoiceOrder { Authored, Shuffled };
    explicit Course(ChoiceOrder order = Authored) : order_(order)
    {
        QStandardPaths::setTestModeEnabled(true);
        atlas::PackLoader::Options options;
        options.checkBodies = false;
        atlas::PackLoadResult result = atlas::PackLoader::load(testpaths::sourceDir() + QStringLiteral("/content/self-attention"), options);
        if (!result.pack)
            return;
        pack_ = *result.pack;
        for (atlas::ChapterSpec &chapter : pack_.chapters) {
            if (chapter.id == QLatin1String("mechanism"))
                chapter.questions.append(multipleQuestion());
            if (chapter.id == QLatin1String("gradients"))
                chapter.questions.append(numericQuestion());
        }
        reopen();
    }

    bool isValid() const { return dir_.isValid() && !pack_.id.isEmpty() && progress_ && pack_.question(QStringLiteral("packing-slot7-mask")); }
    QString progressPath() const { return dir_.filePath(QStringLiteral("progress.json")); }

    // A new store and progress read from the file: what the next run of the app sees.
    void reopen()
    {
        progress_.reset();
        store_ = std::make_unique<atlas::ProgressStore>(progressPath());
        store_->load();
        store_->setAuthoredChoiceOrder(order_ == Authored);
        progress_ = std::make_unique<atlas::CourseProgress>(*store_, pack_);
    }

    atlas::CourseProgress &progress() { return *progress_; }
    const atlas::ChapterPack &pack() const { return pack_; }
    const atlas::QuestionSpec &question(const QString &id) const { return *pack_.question(id); }

    static QString single() { return QStringLiteral("induction-which-half"); }          // answer 1
    static QString multiple() { return QStringLiteral("test-multiple-scores"); }        // answer {0, 1}
    static QString numeric() { return QStringLiteral("test-numeric-first-score"); }     // −0.75 ± 0.005
    static QString mask() { return QStringLiteral("packing-slot7-mask"); }              // keys 5, 6, 7

private:
    ChoiceOrder order_;
    QTemporaryDir dir_;
    atlas::ChapterPack pack_;
    std::unique_ptr<atlas::ProgressStore> store_;
    std::unique_ptr<atlas::CourseProgress> progress_;
};

// A key typed by the learner: it goes to the focus widget.
inline bool type(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *focus = QApplication::focusWidget();
    if (!focus)
        return false;
    QTest::keyClick(focus, key, modifiers);
    return true;
}

// Text typed by the learner, character by character; non-ASCII characters such as the
// typographic minus "−" arrive as key events carrying that text (QTest::keyClicks takes ASCII).
inline bool typeText(const QString &text)
{
    QWidget *focus = QApplication::focusWidget();
    if (!focus)
        return false;
    for (const QChar c : text) {
        if (c.unicode() < 0x80)
            QTest::keyClick(focus, c.toLatin1());
        else
            QTest::sendKeyEvent(QTest::Click, focus, static_cast<Qt::Key>(c.unicode()), QString(c), Qt::NoModifier);
    }
    return true;
}

} // namespace quiztest

#define TYPE(...) QVERIFY2(quiztest::type(__VA_ARGS__), "no widget has the keyboard focus")
