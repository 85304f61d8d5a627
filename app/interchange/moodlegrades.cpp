#include "moodlegrades.h"

#include <array>
#include <cmath>

namespace atlas {

namespace {

// Moodle's question_bank::fraction_options(), to 7 decimals as Moodle stores them.
constexpr std::array<double, 21> listed{1.0,       0.9,       0.8333333, 0.8, 0.75,      0.7,       0.6666667,
                                        0.6,       0.5,       0.4,       0.3333333, 0.3,  0.25,      0.2,
                                        0.1666667, 0.1428571, 0.125,     0.1111111, 0.1,  0.05,      0.0};

} // namespace

std::optional<double> MoodleGrades::match(double fraction)
{
    for (const double value : listed)
        for (const double signedValue : {value, -value})
            if (std::abs(fraction - signedValue) < 0.00001)
                return signedValue;
    return std::nullopt;
}

QString MoodleGrades::refusal(const QString &percent)
{
    //: Moodle import error; %1 is the grade as written (e.g. "33"). The list is Moodle's own.
    return tr("the grade %1% is not one of Moodle's grades (100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, "
              "33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5 or 0%, or one of them below zero); "
              "Moodle refuses the file")
        .arg(percent);
}

} // namespace atlas
