// The score by chapter as horizontal stacked bars: for each chapter its questions split into
// right first time, right after a retry, not yet right and not answered (Okabe–Ito colours,
// the counts also in the table beside it). Titled, with labelled axes and a legend.
#pragma once

#include <QChartView>

class QBarCategoryAxis;
class QBarSet;
class QValueAxis;

namespace atlas {

class QuizSession;

class QuizScoreChart final : public QChartView {
    Q_OBJECT

public:
    explicit QuizScoreChart(const QuizSession &session, QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    // Rebuilds the bars now, or when next shown if hidden (an answer on the Questions tab
    // should not pay for a chart nobody sees).
    void scheduleRefresh();
    void ensureCurrent();
    QList<QBarSet *> sets();
    QStringList categories();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void retranslateUi();

    const QuizSession &session_;
    QString language_ = QStringLiteral("en");
    QList<QBarSet *> sets_;
    QBarCategoryAxis *chapters_;
    QValueAxis *counts_;
    bool stale_ = true;
};

} // namespace atlas
