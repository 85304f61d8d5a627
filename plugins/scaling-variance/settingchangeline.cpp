#include "settingchangeline.h"

#include "core/numberinput.h"
#include "sdk/retranslator.h"


namespace atlas {

SettingChangeLine::SettingChangeLine(QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("settingChangeLine"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    auto *texts = new Retranslator(this);
    texts->bind([this] { showText(); });
}

void SettingChangeLine::begin(Setting setting, double from, double to, std::optional<VarianceResult> before,
                              int beforeWidth, double fromCorrelation)
{
    setting_ = setting;
    from_ = from;
    to_ = to;
    fromCorrelation_ = fromCorrelation;
    before_ = std::move(before);
    beforeWidth_ = beforeWidth;
    after_.reset();
    showText();
}

void SettingChangeLine::update(const std::optional<VarianceResult> &after, int width)
{
    if (!setting_ || (after_.has_value() == after.has_value() && width == width_ && !after))
        return;
    after_ = after;
    width_ = width;
    showText();
}

QString SettingChangeLine::settingText() const
{
    const QLocale l = locale();
    // As the spin boxes show them, without trailing zeros: "σ 1 → 1.5".
    const auto number = [&l](double v) { return l.toString(v, 'g', 6); };
    switch (*setting_) {
    case Setting::Width:
        return tr("dₖ %1 → %2").arg(l.toString(int(from_)), l.toString(int(to_)));
    case Setting::Samples:
        //: A setting changed, e.g. "samples 2,000 → 8,000".
        return tr("samples %1 → %2").arg(l.toString(qint64(from_)), l.toString(qint64(to_)));
    case Setting::Seed:
        return tr("seed %1 → %2").arg(l.toString(qint64(from_)), l.toString(qint64(to_)));
    case Setting::Keys:
        return tr("keys T %1 → %2").arg(l.toString(int(from_)), l.toString(int(to_)));
    case Setting::Std:
        return tr("σ %1 → %2").arg(number(from_), number(to_));
    case Setting::Correlation:
        return tr("ρ %1 → %2").arg(number(from_), number(to_));
    case Setting::Assumptions:
        //: The restore button's change: σ and ρ from their values back to 1 and 0.
        return tr("σ, ρ %1, %2 → 1, 0").arg(number(from_), number(fromCorrelation_));
    }
    return QString();
}

void SettingChangeLine::showText()
{
    if (!setting_) {
        //: Under the scaling-variance lab's controls before the learner changed anything.
        setText(tr("Change a setting: this line then says what it did to the numbers measured."));
        return;
    }
    const QLocale l = locale();
    const auto number = [&l](double v, int decimals) { return NumberInput::format(v, l, decimals); };
    QString text;
    if (!after_) {
        //: %1 the setting and its change, e.g. "σ 1 → 1.5".
        text = tr("Your last change, %1: measuring…").arg(settingText());
    } else if (before_) {
        const auto largest = [](const VarianceResult &r) {
            return r.unscaledSaturation ? r.unscaledSaturation->meanMaxProbability : 0.0;
        };
        //: %1 the setting and its change; %2 the head width; then the measured values before → after.
        text = tr("Your last change, %1: at dₖ = %2, Var(q·k) %3 → %4; after dividing by √dₖ, %5 → %6; the mean "
                  "largest probability (unscaled) %7 → %8.")
                   .arg(settingText(), l.toString(width_), number(before_->variance, 2), number(after_->variance, 2),
                        number(before_->scaledVariance, 2), number(after_->scaledVariance, 2),
                        number(largest(*before_), 3), number(largest(*after_), 3));
    } else {
        //: %1 the setting and its change; %2 the head width; nothing was measured before the change.
        text = tr("Your last change, %1: at dₖ = %2, Var(q·k) is %3 and %4 after dividing by √dₖ.")
                   .arg(settingText(), l.toString(width_), number(after_->variance, 2), number(after_->scaledVariance, 2));
    }
    setText(text);
    setAccessibleName(text);
}

} // namespace atlas

#include "moc_settingchangeline.cpp"
