// "Check your understanding": the questions of a chapter, one QuestionView each, under a title
// and a score line that follows the learner's progress live ("2 of 3 correct, 1 on the first
// try").
#pragma once

#include "sdk/sdkexport.h"

#include "core/courseprogress.h"
#include "core/questionspec.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace atlas {

class QuestionView;

class ATLAS_SDK_EXPORT QuizPanel : public QWidget {
    Q_OBJECT

public:
    // The questions are copied; `progress` outlives the panel.
    QuizPanel(const QList<QuestionSpec> &questions, CourseProgress &progress, const QString &language,
              QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    QString language() const { return language_; }

    const QList<QuestionView *> &views() const { return views_; }
    QString title() const;
    QString scoreText() const;

Q_SIGNALS:
    void answered(const QString &questionId, bool correct);
    void scoreChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateScore();

    CourseProgress &progress_;
    QString language_;
    QList<QuestionView *> views_;
    QLabel *titleLabel_;
    QLabel *scoreLabel_;
};

} // namespace atlas
