// The state of the hello-chapter lab: one query's scores and the temperature, and the
// attention weights the engine computes from them,
//
//     wₖ = exp(sₖ / τ) / Σⱼ exp(sⱼ / τ),
//
// the masked softmax of atlas/maskedsoftmax.h with every key allowed. The page and the tests
// drive the same object; Qt Core only.
#pragma once

#include "hellochapterparams.h"

#include <QObject>

#include <vector>

namespace hello {

class HelloChapterSession : public QObject {
    Q_OBJECT

public:
    explicit HelloChapterSession(const HelloChapterParams &params, QObject *parent = nullptr);

    int keyCount() const { return int(scores_.size()); }
    const std::vector<double> &scores() const { return scores_; }
    double temperature() const { return temperature_; }
    // One weight per key; they sum to 1.
    const std::vector<double> &weights() const { return weights_; }
    // The key with the largest weight (the first of equals).
    int strongestKey() const;

    // Each refuses (returns false, changes nothing) a value outside the params' limits.
    bool setScore(int key, double score);
    bool setTemperature(double temperature);

Q_SIGNALS:
    void changed();

private:
    void recompute();

    std::vector<double> scores_;
    double temperature_;
    std::vector<double> weights_;
};

} // namespace hello
