// The line under the scaling-variance lab's controls that says what the learner's last change
// of a setting did to the measured numbers, at the head width shown: "Your last change, σ 1 →
// 1.5: at dₖ = 64, Var(q·k) 63.8 → 144; after dividing by √dₖ, 1.00 → 2.25; the mean largest
// probability (unscaled) 0.61 → 0.83." The numbers come from the experiments, which run in
// the background: until the new one is measured the line says so. Written again in each
// language, never stale: every change of a setting begins a new one.
#pragma once

#include <atlas/scalingvariance.h>

#include <QLabel>

#include <optional>

namespace atlas {

class SettingChangeLine final : public QLabel {
    Q_OBJECT

public:
    enum class Setting { Width, Samples, Seed, Keys, Std, Correlation, Assumptions };

    explicit SettingChangeLine(QWidget *parent = nullptr);

    // A change of `setting` from `from` to `to` (Assumptions: σ and ρ restored to 1 and 0, the
    // values are σ's and ρ's before), with what was measured before at the width then shown.
    void begin(Setting setting, double from, double to, std::optional<VarianceResult> before, int beforeWidth,
               double fromCorrelation = 0);
    // What is measured now at `width` (nullopt: not yet).
    void update(const std::optional<VarianceResult> &after, int width);

    bool hasChange() const { return setting_.has_value(); }

private:
    void showText();
    QString settingText() const;

    std::optional<Setting> setting_;
    double from_ = 0, to_ = 0, fromCorrelation_ = 0;
    std::optional<VarianceResult> before_, after_;
    int beforeWidth_ = 0, width_ = 0;
};

} // namespace atlas
