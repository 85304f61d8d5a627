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
class QuizViewRefresh;

class QuizScoreChart final : public QChartView {
    Q_OBJECT

public:
    explicit QuizScoreChart(const QuizSession &session, QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    // Rebuilds the bars if they are stale (QuizViewRefresh: they wait while hidden).
    void ensureCurrent();
    QList<QBarSet *> sets();
    QStringList categories();

private:
    void refresh();

    const QuizSession &session_;
    QString language_ = QStringLiteral("en");
    QList<QBarSet *> sets_;
    QBarCategoryAxis *chapters_;
    QValueAxis *counts_;
    QuizViewRefresh *refresh_;
};

} // namespace atlas
