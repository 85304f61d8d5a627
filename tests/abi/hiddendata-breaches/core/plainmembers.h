// A class that shows its data: each member is a breach the check must find.
#pragma once
#include <QString>
#include <vector>
namespace atlas {
class ATLAS_CORE_EXPORT PlainMembers {
public:
    PlainMembers() = default;
    int count() const { return count_; } // an inline function: not data
    enum class Kind { A, B };
private:
    int count_ = 0;
    std::vector<double> scores{0.0, 1.0};
    QString name = QStringLiteral("x");
};
} // namespace atlas
