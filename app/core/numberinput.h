// Reads a number a learner typed, in their locale or in the C locale ("0,5" and "0.5" in
// German), and says precisely what is wrong otherwise: not a number, not finite, or outside
// the allowed range. Used by every editable cell and numeric answer.
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace atlas {

struct NumberParse {
    bool ok = false;
    double value = 0;
    QString error; // translated, when !ok
};

class NumberInput {
    Q_DECLARE_TR_FUNCTIONS(NumberInput)

public:
    // Longer texts are refused unread.
    static constexpr qsizetype maxLength = 1000;

    // Range checks are inclusive; pass ±infinity for no bound.
    static NumberParse parse(const QString &text, const QLocale &locale, double minimum,
                             double maximum);
    // For display: `decimals` places in `locale`, with a real minus sign.
    static QString format(double value, const QLocale &locale, int decimals);
};

} // namespace atlas
