// The leakage meter: change the token in one slot and see how far every position's output
// moves. One attention layer (the engine's PackingLeakage, seeded embeddings and projections)
// runs over the block three ways, side by side as three bar charts coloured by document:
//   - the document-aware causal mask: other documents move by exactly 0;
//   - the plain causal mask: every later document moves (leakage);
//   - positions reset per document but the plain causal mask: still leaks — resetting the
//     position ids alone is a common bug, not a fix.
#pragma once

#include <atlas/packingleakage.h>

#include <QStringList>
#include <QWidget>

#include <array>
#include <memory>

class QBarCategoryAxis;
class QChartView;
class QComboBox;
class QLabel;
class QSpinBox;
class QStackedBarSeries;
class QValueAxis;

namespace atlas {

class PackingSession;

class LeakageMeter : public QWidget {
    Q_OBJECT

public:
    static constexpr int policyCount = 3;
    explicit LeakageMeter(PackingSession &session, QWidget *parent = nullptr);
    ~LeakageMeter() override;

    const LeakageReport &report(LeakagePolicy policy) const;
    QChartView *chartView(LeakagePolicy policy) const;
    QString summaryText(LeakagePolicy policy) const;
    QString noteText() const;

private:
    struct View {
        QChartView *chart = nullptr;
        QStackedBarSeries *series = nullptr;
        QBarCategoryAxis *slots = nullptr;
        QValueAxis *change = nullptr;
        QLabel *summary = nullptr;
    };

    void rebuildModel();
    void syncControls();
    void recompute();
    void show(LeakagePolicy policy);
    static int index(LeakagePolicy policy);

    PackingSession &session_;
    std::unique_ptr<PackingLeakage> model_;
    std::array<LeakageReport, policyCount> reports_;
    std::array<View, policyCount> views_;
    QStringList shownVocabulary_; // the words in the replacement box
    QSpinBox *slot_;
    QComboBox *replacement_;
    QLabel *note_;
};

} // namespace atlas
