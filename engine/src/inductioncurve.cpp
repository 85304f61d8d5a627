#include "atlas/inductioncurve.h"

#include <charconv>
#include <cmath>
#include <sstream>

namespace atlas {

namespace {

std::int64_t blockOf(std::int64_t step)
{
    return (step - 1) / InductionCurve::blockSteps;
}

void appendNumber(std::string &out, double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    out.append(text, result.ptr);
}

bool readNumbers(const std::string &field, std::vector<double> &numbers)
{
    numbers.clear();
    const char *p = field.data(), *end = field.data() + field.size();
    while (p < end) {
        double value = 0;
        const auto result = std::from_chars(p, end, value);
        if (result.ec != std::errc() || !std::isfinite(value))
            return false;
        numbers.push_back(value);
        p = result.ptr;
        if (p < end) {
            if (*p != ',')
                return false;
            ++p;
        }
    }
    return true;
}

} // namespace

void InductionCurve::add(const TrainingStep &step)
{
    if (open_.count > 0 && blockOf(step.step) != blockOf(open_.last))
        close();
    if (open_.count == 0)
        open_.first = step.step;
    open_.last = step.step;
    ++open_.count;
    open_.loss += step.loss;
    open_.firstLoss += step.firstHalf.loss;
    open_.repeatedLoss += step.repeatedHalf.loss;
    open_.firstAccuracy += step.firstHalf.accuracy;
    open_.repeatedAccuracy += step.repeatedHalf.accuracy;
    lastStep_ = step.step;
    if (step.step % blockSteps == 0)
        close();
}

void InductionCurve::close()
{
    if (open_.count == 0)
        return;
    const double n = open_.count;
    CurvePoint p;
    p.step = open_.last;
    p.loss = open_.loss / n;
    p.firstHalfLoss = open_.firstLoss / n;
    p.repeatedHalfLoss = open_.repeatedLoss / n;
    p.firstHalfAccuracy = open_.firstAccuracy / n;
    p.repeatedHalfAccuracy = open_.repeatedAccuracy / n;
    points_.push_back(p);
    if (!formedAt_ && p.repeatedHalfAccuracy >= formationAccuracy)
        formedAt_ = p.step;
    open_ = Sums();
}

void InductionCurve::clear()
{
    *this = InductionCurve();
}

void InductionCurve::truncateAfter(std::int64_t step)
{
    if (open_.count > 0 && open_.last > step)
        open_ = Sums();
    while (!points_.empty() && points_.back().step > step)
        points_.pop_back();
    formedAt_.reset();
    for (const CurvePoint &p : points_)
        if (p.repeatedHalfAccuracy >= formationAccuracy) {
            formedAt_ = p.step;
            break;
        }
    lastStep_ = open_.count > 0 ? open_.last : points_.empty() ? 0 : points_.back().step;
}

std::string InductionCurve::toText() const
{
    // "curve1;" then one "step,loss,first loss,repeated loss,first accuracy,repeated accuracy"
    // per point, separated by ';', then "|" and the open block's count, first and last step
    // and sums in the same order (empty when no block is open).
    std::string out = "curve1";
    for (const CurvePoint &p : points_) {
        out += ';';
        out += std::to_string(p.step);
        for (double v : {p.loss, p.firstHalfLoss, p.repeatedHalfLoss, p.firstHalfAccuracy, p.repeatedHalfAccuracy}) {
            out += ',';
            appendNumber(out, v);
        }
    }
    out += '|';
    if (open_.count > 0) {
        out += std::to_string(open_.count) + ',' + std::to_string(open_.first) + ',' + std::to_string(open_.last);
        for (double v : {open_.loss, open_.firstLoss, open_.repeatedLoss, open_.firstAccuracy, open_.repeatedAccuracy}) {
            out += ',';
            appendNumber(out, v);
        }
    }
    return out;
}

std::optional<InductionCurve> InductionCurve::fromText(const std::string &text)
{
    const std::size_t bar = text.find('|');
    if (text.rfind("curve1", 0) != 0 || bar == std::string::npos)
        return std::nullopt;
    InductionCurve curve;
    std::vector<double> numbers;
    std::istringstream points(text.substr(6, bar - 6));
    std::string field;
    std::int64_t previous = 0;
    while (std::getline(points, field, ';')) {
        if (field.empty())
            continue;
        if (!readNumbers(field, numbers) || numbers.size() != 6 || numbers[0] != std::floor(numbers[0])
            || numbers[0] <= double(previous))
            return std::nullopt;
        CurvePoint p;
        p.step = static_cast<std::int64_t>(numbers[0]);
        p.loss = numbers[1];
        p.firstHalfLoss = numbers[2];
        p.repeatedHalfLoss = numbers[3];
        p.firstHalfAccuracy = numbers[4];
        p.repeatedHalfAccuracy = numbers[5];
        previous = p.step;
        curve.points_.push_back(p);
        if (!curve.formedAt_ && p.repeatedHalfAccuracy >= formationAccuracy)
            curve.formedAt_ = p.step;
    }
    curve.lastStep_ = previous;
    const std::string open = text.substr(bar + 1);
    if (!open.empty()) {
        if (!readNumbers(open, numbers) || numbers.size() != 8 || numbers[0] < 1 || numbers[0] > blockSteps
            || numbers[1] <= double(previous) || numbers[2] < numbers[1])
            return std::nullopt;
        Sums &s = curve.open_;
        s.count = static_cast<int>(numbers[0]);
        s.first = static_cast<std::int64_t>(numbers[1]);
        s.last = static_cast<std::int64_t>(numbers[2]);
        s.loss = numbers[3];
        s.firstLoss = numbers[4];
        s.repeatedLoss = numbers[5];
        s.firstAccuracy = numbers[6];
        s.repeatedAccuracy = numbers[7];
        curve.lastStep_ = s.last;
    }
    return curve;
}

} // namespace atlas
