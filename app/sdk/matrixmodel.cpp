#include "matrixmodel.h"

#include "changemarking.h"

#include "colorscale.h"

#include "core/numberinput.h"

#include <QLocale>

#include <cmath>

namespace atlas {

MatrixModel::MatrixModel(QObject *parent)
    : QAbstractTableModel(parent), rowName_(tr("query")), columnName_(tr("key"))
{
    //: Text of a matrix cell (an attention pair) that the mask forbids.
    maskedText_ = tr("masked");
}

void MatrixModel::setMatrix(const Matrix<double> &values)
{
    if (values.rows() != values_.rows() || values.cols() != values_.cols()) {
        beginResetModel();
        values_ = values;
        if (allowed_ && (allowed_->rows() != values.rows() || allowed_->cols() != values.cols()))
            allowed_.reset();
        changed_ = BoolMatrix();
        maskChanged_ = BoolMatrix();
        const bool hadMarks = changedCount_ > 0;
        changedCount_ = 0;
        updateRange();
        endResetModel();
        if (hadMarks)
            Q_EMIT changesMarked(0);
        if (values_.size() > 0)
            ChangeMarking::tallyReshaped(this);
        return;
    }
    // Bit for bit: a cell the edit did not reach is recomputed to the same number.
    BoolMatrix changed;
    if (ChangeMarking::isActive() && values_.size() > 0)
        changed = values.array() != values_.array();
    // The mask changes of this marking stay (a mask set before the numbers); older ones go.
    if (ChangeMarking::generation() != markGeneration_)
        maskChanged_ = BoolMatrix();
    markGeneration_ = ChangeMarking::generation();
    values_ = values;
    updateRange();
    setChanged(std::move(changed));
    if (ChangeMarking::isActive() && values_.size() > 0)
        ChangeMarking::tally(this, changedCount_);
    if (values_.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::setChanged(BoolMatrix changed)
{
    const bool had = changedCount_ > 0;
    changed_ = std::move(changed);
    updateChangedCount();
    if (changedCount_ > 0 || had)
        Q_EMIT changesMarked(changedCount_);
}

void MatrixModel::updateChangedCount()
{
    changedCount_ = 0;
    if (changed_.size() == 0 && maskChanged_.size() == 0)
        return;
    for (int r = 0; r < values_.rows(); ++r)
        for (int c = 0; c < values_.cols(); ++c)
            changedCount_ += isChanged(r, c) ? 1 : 0;
}

bool MatrixModel::isChanged(int row, int column) const
{
    if (row < 0 || column < 0)
        return false;
    // A cell the edit masked or unmasked changed what it shows.
    if (row < maskChanged_.rows() && column < maskChanged_.cols() && maskChanged_(row, column))
        return true;
    // A masked cell shows "masked" before and after: its hidden number is no change to see.
    return row < changed_.rows() && column < changed_.cols() && changed_(row, column) && !isMasked(row, column);
}

void MatrixModel::markChangesAgainst(const Matrix<double> &reference)
{
    if (reference.rows() != values_.rows() || reference.cols() != values_.cols()) {
        clearChanges();
        return;
    }
    maskChanged_ = BoolMatrix();
    setChanged(values_.array() != reference.array());
    if (values_.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::clearChanges()
{
    if (changed_.size() == 0 && maskChanged_.size() == 0)
        return;
    maskChanged_ = BoolMatrix();
    setChanged(BoolMatrix());
    if (values_.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::setMask(const std::optional<BoolMatrix> &allowed)
{
    const Index rows = values_.rows(), cols = values_.cols();
    const quint64 generation = ChangeMarking::generation();
    if (generation != 0 && values_.size() > 0) {
        // Within a marking: the cells this mask masks or unmasks are changes to see.
        BoolMatrix flipped(rows, cols);
        for (Index r = 0; r < rows; ++r)
            for (Index c = 0; c < cols; ++c) {
                const bool was = isMasked(int(r), int(c));
                const bool will = allowed && r < allowed->rows() && c < allowed->cols() && !(*allowed)(r, c);
                flipped(r, c) = was != will;
            }
        if (generation != markGeneration_) {
            // A new edit: the marks of the last one go.
            changed_ = BoolMatrix();
            maskChanged_ = flipped;
            markGeneration_ = generation;
        } else if (maskChanged_.rows() == rows && maskChanged_.cols() == cols) {
            maskChanged_ = maskChanged_.array() || flipped.array();
        } else {
            maskChanged_ = flipped;
        }
    } else if (generation == 0) {
        maskChanged_ = BoolMatrix();
    }
    allowed_ = allowed;
    const bool had = changedCount_ > 0;
    updateChangedCount();
    if (generation != 0 && values_.size() > 0) {
        ChangeMarking::tally(this, changedCount_);
        if (changedCount_ > 0 || had)
            Q_EMIT changesMarked(changedCount_);
    }
    updateRange();
    if (values_.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

bool MatrixModel::isMasked(int row, int column) const
{
    return allowed_ && row < allowed_->rows() && column < allowed_->cols() && !(*allowed_)(row, column);
}

void MatrixModel::setMaskedText(const QString &text)
{
    maskedText_ = text;
}

void MatrixModel::setRowLabels(const QStringList &labels)
{
    rowLabels_ = labels;
    if (rowCount() > 0)
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

void MatrixModel::setColumnLabels(const QStringList &labels)
{
    columnLabels_ = labels;
    if (columnCount() > 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

QString MatrixModel::rowLabel(int row) const
{
    return row < rowLabels_.size() ? rowLabels_.at(row) : QString::number(row);
}

QString MatrixModel::columnLabel(int column) const
{
    return column < columnLabels_.size() ? columnLabels_.at(column) : QString::number(column);
}

void MatrixModel::setAxisNames(const QString &rowName, const QString &columnName)
{
    rowName_ = rowName;
    columnName_ = columnName;
}

void MatrixModel::setScale(Scale scale)
{
    scale_ = scale;
    updateRange();
    if (values_.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::setFixedColorRange(std::optional<std::pair<double, double>> range)
{
    fixedRange_ = range;
    updateRange();
    if (values_.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::updateRange()
{
    // Cached: painting asks for the colour of every cell.
    double low = 0, high = 0;
    bool any = false;
    for (int r = 0; r < values_.rows(); ++r)
        for (int c = 0; c < values_.cols(); ++c) {
            const double v = values_(r, c);
            if (isMasked(r, c) || !std::isfinite(v))
                continue;
            low = any ? std::min(low, v) : v;
            high = any ? std::max(high, v) : v;
            any = true;
        }
    if (fixedRange_) {
        low_ = fixedRange_->first;
        high_ = fixedRange_->second;
    } else if (scale_ == Scale::Probability) {
        low_ = 0;
        high_ = 1;
    } else if (scale_ == Scale::Signed) {
        high_ = std::max({std::fabs(low), std::fabs(high), 1e-12});
        low_ = -high_;
    } else {
        low_ = low;
        high_ = high;
    }
}

QColor MatrixModel::color(double value) const
{
    const double low = low_, high = high_;
    if (scale_ == Scale::Signed) {
        const double limit = std::max(std::fabs(low), std::fabs(high));
        return ColorScale::diverging(limit > 0 ? value / limit : 0.0);
    }
    return ColorScale::sequential(high > low ? (value - low) / (high - low) : 0.0);
}

void MatrixModel::setDecimals(int decimals)
{
    decimals_ = decimals;
    if (values_.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QString MatrixModel::formatted(double value) const
{
    return NumberInput::format(value, QLocale(), decimals_);
}

void MatrixModel::setValue(int row, int column, double value)
{
    if (row < 0 || column < 0 || row >= values_.rows() || column >= values_.cols())
        return;
    values_(row, column) = value;
    updateRange();
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1)); // colours rescale
}

QString MatrixModel::cellDescription(int row, int column) const
{
    const QString where = tr("%1 %2, %3 %4").arg(rowName_, rowLabel(row), columnName_, columnLabel(column));
    if (isMasked(row, column))
        return tr("%1: masked").arg(where);
    if (isChanged(row, column))
        //: A heatmap cell's accessible text when the learner's last edit changed it, e.g. "query 2, key 1: 0.33, changed by your last edit".
        return tr("%1: %2, changed by your last edit").arg(where, formatted(values_(row, column)));
    return tr("%1: %2").arg(where, formatted(values_(row, column)));
}

QString MatrixModel::toCsv() const
{
    // Plain C-locale numbers, shortest text that reads back exactly: for spreadsheets and programs.
    auto quote = [](QString s) {
        if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) || s.contains(QLatin1Char('\n')))
            s = QLatin1Char('"') + s.replace(QLatin1Char('"'), QLatin1String("\"\"")) + QLatin1Char('"');
        return s;
    };
    QString csv = quote(rowName_ + QLatin1Char('\\') + columnName_);
    for (int c = 0; c < values_.cols(); ++c)
        csv += QLatin1Char(',') + quote(columnLabel(c));
    csv += QLatin1Char('\n');
    for (int r = 0; r < values_.rows(); ++r) {
        csv += quote(rowLabel(r));
        for (int c = 0; c < values_.cols(); ++c) {
            csv += QLatin1Char(',');
            if (isMasked(r, c))
                csv += QLatin1String("masked");
            else
                csv += QString::number(values_(r, c), 'g', QLocale::FloatingPointShortest);
        }
        csv += QLatin1Char('\n');
    }
    return csv;
}

int MatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(values_.rows());
}

int MatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(values_.cols());
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const int r = index.row(), c = index.column();
    const double v = values_(r, c);
    const bool masked = isMasked(r, c);
    switch (role) {
    case Qt::DisplayRole:
        return masked ? maskedText_ : formatted(v);
    case Qt::EditRole:
    case ValueRole:
        return v;
    case MaskedRole:
        return masked;
    case ChangedRole:
        return isChanged(r, c);
    case ColorRole:
        return masked ? ColorScale::maskedFill() : color(v);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return cellDescription(r, c);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    default:
        return QVariant();
    }
}

QVariant MatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0)
        return QVariant();
    const bool rows = orientation == Qt::Vertical;
    if (rows ? section >= rowCount() : section >= columnCount())
        return QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return rows ? rowLabel(section) : columnLabel(section);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return rows ? tr("%1 %2 (row %3)").arg(rowName_, rowLabel(section)).arg(section)
                    : tr("%1 %2 (column %3)").arg(columnName_, columnLabel(section)).arg(section);
    default:
        return QVariant();
    }
}

Qt::ItemFlags MatrixModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (editable_)
        f |= Qt::ItemIsEditable;
    return f;
}

bool MatrixModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!editable_ || role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return false;
    Q_EMIT editRequested(index.row(), index.column(), v);
    return true;
}

} // namespace atlas

#include "moc_matrixmodel.cpp"
