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

#include <atlas/types.h>

#include <QAbstractTableModel>
#include <QColor>
#include <QStringList>

#include <optional>

namespace atlas {

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

    void setMatrix(const Matrix<double> &values);
    const Matrix<double> &matrix() const { return values_; }

    // The cells the last edit changed (see ChangeMarking) — a number that moved, or a cell
    // the edit masked or unmasked — or those that differ from `reference` (same shape; else
    // none are marked).
    bool isChanged(int row, int column) const;
    int changedCount() const { return changedCount_; }
    void markChangesAgainst(const Matrix<double> &reference);
    void clearChanges();
    double value(int row, int column) const { return values_(row, column); }

    // allowed(r, c) false marks (r, c) masked. nullopt: nothing is masked.
    void setMask(const std::optional<BoolMatrix> &allowed);
    bool isMasked(int row, int column) const;
    void setMaskedText(const QString &text);

    void setRowLabels(const QStringList &labels);
    void setColumnLabels(const QStringList &labels);
    QString rowLabel(int row) const;
    QString columnLabel(int column) const;
    // Singular nouns for the axes, used in accessible texts and tooltips.
    void setAxisNames(const QString &rowName, const QString &columnName);
    QString rowAxisName() const { return rowName_; }
    QString columnAxisName() const { return columnName_; }

    void setScale(Scale scale);
    Scale scale() const { return scale_; }
    // The value mapped to the ends of the colour scale (Signed: ±limit; else [low, high]).
    double colorLow() const { return low_; }
    double colorHigh() const { return high_; }
    // Fix the colour range (e.g. to compare matrices); unset: derived from the values.
    void setFixedColorRange(std::optional<std::pair<double, double>> range);
    QColor color(double value) const;

    void setDecimals(int decimals);
    int decimals() const { return decimals_; }
    QString formatted(double value) const;

    // Editable models do not change themselves: an edit emits editRequested and the owner
    // decides (MatrixEditor pushes an undoable command, then calls setValue).
    void setEditable(bool editable) { editable_ = editable; }
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
    void setChanged(BoolMatrix changed);
    void updateChangedCount();

    Matrix<double> values_;
    BoolMatrix changed_;   // the cells whose number changed (masked ones are not shown as changed)
    BoolMatrix maskChanged_; // the cells masked or unmasked by the marking in progress
    quint64 markGeneration_ = 0; // the ChangeMarking that changed_ and maskChanged_ belong to
    int changedCount_ = 0;
    double low_ = -1, high_ = 1;
    std::optional<BoolMatrix> allowed_;
    QStringList rowLabels_, columnLabels_;
    QString rowName_, columnName_;
    QString maskedText_;
    Scale scale_ = Scale::Signed;
    std::optional<std::pair<double, double>> fixedRange_;
    int decimals_ = 2;
    bool editable_ = false;
};

} // namespace atlas
