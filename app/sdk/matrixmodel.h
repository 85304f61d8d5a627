// A matrix as an item model: numbers with row and column labels, an optional attention mask,
// a colour scale, and accessible cell descriptions ("query 7, key 5: 0.33").
//
// A matrix replaced while a ChangeMarking exists marks the cells whose value changed
// (ChangedRole); the marks go with the next replacement outside one, or clearChanges().
//
// Rows and columns carry names for the two axes (by default "query" and "key": rows are
// queries, columns are keys). Masked cells — keys a query may not attend to — report
// MaskedRole = true and display their masked text ("masked", or "−∞" for a score after the
// mask); they are never shown as a computed 0.
#pragma once

#include "sdk/sdkexport.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QStringList>

#include <concepts>
#include <cstddef>
#include <type_traits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace atlas {

// Anything shaped like a matrix: rows(), cols() and m(r, c) (an Eigen matrix or expression,
// the engine's Matrix<double> and BoolMatrix among them). The SDK copies such a matrix into
// its own value types below, so that its headers need no linear-algebra library.
template <typename M>
concept MatrixLike = requires(const M &m) {
    { m.rows() } -> std::convertible_to<long long>;
    { m.cols() } -> std::convertible_to<long long>;
    m(0, 0);
};

namespace sdkdetail {
// An expression (a product, a sum…) is evaluated once before its cells are read; what has its
// numbers in memory already (a matrix, a block, a map, a reference) is read where it stands.
template <typename M>
decltype(auto) evaluated(const M &m)
{
    if constexpr (requires { m.eval(); } && !requires { m.data(); })
        return m.eval();
    else
        return (m);
}

template <typename T, typename M>
std::vector<T> rowMajor(const M &matrix)
{
    decltype(auto) m = evaluated(matrix);
    const long long rows = m.rows(), cols = m.cols();
    using Evaluated = std::remove_cvref_t<decltype(m)>;
    if constexpr (requires { m.data(); m.innerStride(); m.outerStride(); Evaluated::IsRowMajor; }) {
        // Row-major and contiguous (the engine's matrices): one block copy.
        if (Evaluated::IsRowMajor && m.innerStride() == 1 && m.outerStride() == cols)
            return std::vector<T>(m.data(), m.data() + rows * cols);
    }
    std::vector<T> cells;
    cells.reserve(std::size_t(rows * cols));
    for (long long r = 0; r < rows; ++r)
        for (long long c = 0; c < cols; ++c)
            cells.push_back(static_cast<T>(m(r, c)));
    return cells;
}

template <typename T, typename Self, typename M>
bool sameCells(const Self &self, const M &other)
{
    decltype(auto) m = evaluated(other);
    if (self.rows() != m.rows() || self.cols() != m.cols())
        return false;
    for (int r = 0; r < self.rows(); ++r)
        for (int c = 0; c < self.cols(); ++c)
            if (!(self(r, c) == static_cast<T>(m(r, c))))
                return false;
    return true;
}
} // namespace sdkdetail

// A matrix of numbers as the SDK shows it: rows × columns, stored row by row. Built from any
// MatrixLike (implicitly, so an engine matrix can be handed to setMatrix as it is) or from
// row-major cells; compares equal to a MatrixLike with the same shape and numbers.
class MatrixValues {
public:
    MatrixValues() = default;
    MatrixValues(int rows, int columns, double fill = 0.0)
        : rows_(rows), cols_(columns), cells_(std::size_t(rows) * std::size_t(columns), fill) {}
    // `cells` row by row; its size must be rows × columns.
    MatrixValues(int rows, int columns, std::vector<double> cells)
        : rows_(rows), cols_(columns), cells_(std::move(cells)) {}
    template <MatrixLike M>
        requires(!std::same_as<M, MatrixValues>)
    MatrixValues(const M &m) // NOLINT(google-explicit-constructor): engine matrices pass as they are
        : rows_(int(m.rows())), cols_(int(m.cols())), cells_(sdkdetail::rowMajor<double>(m)) {}

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int size() const { return rows_ * cols_; }
    double operator()(int row, int column) const { return cells_[std::size_t(row) * std::size_t(cols_) + std::size_t(column)]; }
    double &operator()(int row, int column) { return cells_[std::size_t(row) * std::size_t(cols_) + std::size_t(column)]; }
    // Row by row.
    const std::vector<double> &cells() const { return cells_; }

    friend bool operator==(const MatrixValues &, const MatrixValues &) = default;
    template <MatrixLike M>
        requires(!std::same_as<M, MatrixValues>)
    friend bool operator==(const MatrixValues &a, const M &b) { return sdkdetail::sameCells<double>(a, b); }

private:
    int rows_ = 0;
    int cols_ = 0;
    std::vector<double> cells_;
};

// Which cells of a matrix are allowed (true) — an attention mask — rows × columns, row by
// row; built from any MatrixLike of bool (the engine's BoolMatrix) or from row-major cells.
class MatrixMask {
public:
    MatrixMask() = default;
    MatrixMask(int rows, int columns, bool fill = true)
        : rows_(rows), cols_(columns), cells_(std::size_t(rows) * std::size_t(columns), fill ? 1 : 0) {}
    MatrixMask(int rows, int columns, std::vector<unsigned char> cells)
        : rows_(rows), cols_(columns), cells_(std::move(cells)) {}
    template <MatrixLike M>
        requires(!std::same_as<M, MatrixMask> && std::same_as<std::remove_cvref_t<decltype(std::declval<const M &>()(0, 0))>, bool>)
    MatrixMask(const M &m) // NOLINT(google-explicit-constructor): engine masks pass as they are
        : rows_(int(m.rows())), cols_(int(m.cols())), cells_(sdkdetail::rowMajor<unsigned char>(m)) {}

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int size() const { return rows_ * cols_; }
    bool operator()(int row, int column) const { return cells_[std::size_t(row) * std::size_t(cols_) + std::size_t(column)] != 0; }
    void set(int row, int column, bool allowed) { cells_[std::size_t(row) * std::size_t(cols_) + std::size_t(column)] = allowed ? 1 : 0; }
    // Row by row, 1 for allowed.
    const std::vector<unsigned char> &cells() const { return cells_; }

    friend bool operator==(const MatrixMask &, const MatrixMask &) = default;

private:
    int rows_ = 0;
    int cols_ = 0;
    std::vector<unsigned char> cells_;
};

class ATLAS_SDK_EXPORT MatrixModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Scale {
        Signed,      // diverging, symmetric around 0
        Probability, // sequential on [0, 1]
        Sequential   // sequential from the minimum to the maximum
    };
    enum Role { ValueRole = Qt::UserRole + 1, MaskedRole, ColorRole, ChangedRole };

    explicit MatrixModel(QObject *parent = nullptr);
    ~MatrixModel() override;

    // Taken by value: an engine matrix is copied once, into the model.
    void setMatrix(MatrixValues values);
    const MatrixValues &matrix() const;

    // The cells the last edit changed (see ChangeMarking) — a number that moved, or a cell
    // the edit masked or unmasked — or those that differ from `reference` (same shape; else
    // none are marked).
    bool isChanged(int row, int column) const;
    int changedCount() const;
    void markChangesAgainst(const MatrixValues &reference);
    void clearChanges();
    double value(int row, int column) const;

    // allowed(r, c) false marks (r, c) masked. nullopt: nothing is masked.
    void setMask(std::optional<MatrixMask> allowed);
    bool isMasked(int row, int column) const;
    void setMaskedText(const QString &text);

    void setRowLabels(const QStringList &labels);
    void setColumnLabels(const QStringList &labels);
    QString rowLabel(int row) const;
    QString columnLabel(int column) const;
    // Singular nouns for the axes, used in accessible texts and tooltips.
    void setAxisNames(const QString &rowName, const QString &columnName);
    QString rowAxisName() const;
    QString columnAxisName() const;

    void setScale(Scale scale);
    Scale scale() const;
    // The value mapped to the ends of the colour scale (Signed: ±limit; else [low, high]).
    double colorLow() const;
    double colorHigh() const;
    // Fix the colour range (e.g. to compare matrices); unset: derived from the values.
    void setFixedColorRange(std::optional<std::pair<double, double>> range);
    QColor color(double value) const;

    void setDecimals(int decimals);
    int decimals() const;
    QString formatted(double value) const;

    // Editable models do not change themselves: an edit emits editRequested and the owner
    // decides (MatrixEditor pushes an undoable command, then calls setValue).
    void setEditable(bool editable);
    void setValue(int row, int column, double value);

    QString cellDescription(int row, int column) const;
    QString toCsv() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void editRequested(int row, int column, double value);
    // Cells were marked as changed (count > 0) or the marks went (0).
    void changesMarked(int count);

private:
    void updateRange();
    void setChanged(MatrixMask changed);
    void updateChangedCount();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
