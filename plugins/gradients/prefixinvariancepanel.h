// Prefix invariance, live: pick a position u and a new token for it; the engine
// (PrefixInvariance) runs the decoder before and after and measures
//   - the largest change of the logits at every position that cannot read u (every position
//     before u; with document ids also every other document): exactly 0, bit for bit;
//   - the largest change of the gradient, for every parameter, of the loss over the positions
//     whose loss cannot depend on u (≤ u − 2 causally): exactly 0;
//   - the loss of position u − 1, which does move: its label is token u (shifted supervision).
// A bar chart shows every position's largest logit change, coloured by whether it can read u.
#pragma once

#include <atlas/prefixinvariance.h>

#include <QWidget>

class QBarSet;
class QBarCategoryAxis;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedBarSeries;
class QValueAxis;

namespace atlas {

class DecoderSession;

class PrefixInvariancePanel : public QWidget {
    Q_OBJECT

public:
    explicit PrefixInvariancePanel(DecoderSession &session, QWidget *parent = nullptr);
    ~PrefixInvariancePanel() override;

    void setEdit(int position, const QString &token);
    int editPosition() const;
    QString editToken() const;
    const PrefixInvarianceReport &report() const { return report_; }
    QStringList editedTokens() const;

    QString outputIndicatorText() const;
    QString gradientIndicatorText() const;
    QString previousPositionText() const;
    QChartView *chartView() const { return chartView_; }

    // "0–3, 5, 7–8"
    static QString positionRanges(const std::vector<bool> &member);

private:
    void syncControls();
    void recompute();
    void showReport();
    void toggleDocuments();

    DecoderSession &session_;
    PrefixInvarianceReport report_;

    QSpinBox *position_;
    QComboBox *token_;
    QPushButton *documentsButton_;
    QLabel *sequence_;
    QLabel *outputIndicator_;
    QLabel *gradientIndicator_;
    QLabel *previous_;
    QChartView *chartView_;
    QStackedBarSeries *series_;
    QBarSet *independentSet_;
    QBarSet *dependentSet_;
    QBarCategoryAxis *positionAxis_;
    QValueAxis *changeAxis_;
};

} // namespace atlas
