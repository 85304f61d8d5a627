// Reads a number a learner typed, in their locale or in the C locale ("0,5" and "0.5" in
// German), and says precisely what is wrong otherwise: not a number, not finite, or outside
// the allowed range. Used by every editable cell and numeric answer.
#pragma once

#include "core/coreexport.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace atlas {

struct ATLAS_CORE_EXPORT NumberParse {
    bool ok = false;
    double value = 0;
    QString error; // translated, when !ok
};

class ATLAS_CORE_EXPORT NumberInput {
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
