#include "matrixmodel.h"

#include "changemarking.h"

#include "colorscale.h"

#include "core/numberinput.h"

#include <QLocale>

#include <cmath>

namespace atlas {

struct MatrixModel::Private {
    MatrixValues values;
    // Row by row, empty when nothing is marked: the cells whose number changed (masked ones
    // are not shown as changed), and those masked or unmasked by the marking in progress.
    MatrixMask changed;
    MatrixMask maskChanged;
    quint64 markGeneration = 0; // the ChangeMarking that changed and maskChanged belong to
    int changedCount = 0;
    double low = -1, high = 1;
    std::optional<MatrixMask> allowed;
    QStringList rowLabels, columnLabels;
    QString rowName, columnName;
    QString maskedText;
    Scale scale = Scale::Signed;
    std::optional<std::pair<double, double>> fixedRange;
    int decimals = 2;
    bool editable = false;
};

namespace {
// Which cells differ, bit for bit (same shapes).
MatrixMask differing(const MatrixValues &a, const MatrixValues &b)
{
    std::vector<unsigned char> out(a.cells().size());
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = a.cells()[i] != b.cells()[i] ? 1 : 0;
    return MatrixMask(a.rows(), a.cols(), std::move(out));
}
} // namespace

MatrixModel::MatrixModel(QObject *parent) : QAbstractTableModel(parent), d(std::make_unique<Private>())
{
    d->rowName = tr("query");
    d->columnName = tr("key");
    //: Text of a matrix cell (an attention pair) that the mask forbids.
    d->maskedText = tr("masked");
}

MatrixModel::~MatrixModel() = default;

const MatrixValues &MatrixModel::matrix() const
{
    return d->values;
}

int MatrixModel::changedCount() const
{
    return d->changedCount;
}

double MatrixModel::value(int row, int column) const
{
    return d->values(row, column);
}

QString MatrixModel::rowAxisName() const
{
    return d->rowName;
}

QString MatrixModel::columnAxisName() const
{
    return d->columnName;
}

MatrixModel::Scale MatrixModel::scale() const
{
    return d->scale;
}

double MatrixModel::colorLow() const
{
    return d->low;
}

double MatrixModel::colorHigh() const
{
    return d->high;
}

int MatrixModel::decimals() const
{
    return d->decimals;
}

void MatrixModel::setEditable(bool editable)
{
    d->editable = editable;
}

void MatrixModel::setMatrix(MatrixValues values)
{
    if (values.rows() != d->values.rows() || values.cols() != d->values.cols()) {
        beginResetModel();
        d->values = std::move(values);
        if (d->allowed && (d->allowed->rows() != d->values.rows() || d->allowed->cols() != d->values.cols()))
            d->allowed.reset();
        d->changed = MatrixMask();
        d->maskChanged = MatrixMask();
        const bool hadMarks = d->changedCount > 0;
        d->changedCount = 0;
        updateRange();
        endResetModel();
        if (hadMarks)
            Q_EMIT changesMarked(0);
        if (d->values.size() > 0)
            ChangeMarking::tallyReshaped(this);
        return;
    }
    // Bit for bit: a cell the edit did not reach is recomputed to the same number.
    MatrixMask changed;
    if (ChangeMarking::isActive() && d->values.size() > 0)
        changed = differing(values, d->values);
    // The mask changes of this marking stay (a mask set before the numbers); older ones go.
    if (ChangeMarking::generation() != d->markGeneration)
        d->maskChanged = MatrixMask();
    d->markGeneration = ChangeMarking::generation();
    d->values = std::move(values);
    updateRange();
    setChanged(std::move(changed));
    if (ChangeMarking::isActive() && d->values.size() > 0)
        ChangeMarking::tally(this, d->changedCount);
    if (d->values.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::setChanged(MatrixMask changed)
{
    const bool had = d->changedCount > 0;
    d->changed = std::move(changed);
    updateChangedCount();
    if (d->changedCount > 0 || had)
        Q_EMIT changesMarked(d->changedCount);
}

void MatrixModel::updateChangedCount()
{
    d->changedCount = 0;
    if (d->changed.size() == 0 && d->maskChanged.size() == 0)
        return;
    for (int r = 0; r < d->values.rows(); ++r)
        for (int c = 0; c < d->values.cols(); ++c)
            d->changedCount += isChanged(r, c) ? 1 : 0;
}

bool MatrixModel::isChanged(int row, int column) const
{
    if (row < 0 || column < 0)
        return false;
    // A cell the edit masked or unmasked changed what it shows.
    if (row < d->maskChanged.rows() && column < d->maskChanged.cols() && d->maskChanged(row, column))
        return true;
    // A masked cell shows "masked" before and after: its hidden number is no change to see.
    return row < d->changed.rows() && column < d->changed.cols() && d->changed(row, column) && !isMasked(row, column);
}

void MatrixModel::markChangesAgainst(const MatrixValues &reference)
{
    if (reference.rows() != d->values.rows() || reference.cols() != d->values.cols()) {
        clearChanges();
        return;
    }
    d->maskChanged = MatrixMask();
    setChanged(differing(d->values, reference));
    if (d->values.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::clearChanges()
{
    if (d->changed.size() == 0 && d->maskChanged.size() == 0)
        return;
    d->maskChanged = MatrixMask();
    setChanged(MatrixMask());
    if (d->values.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::setMask(std::optional<MatrixMask> allowed)
{
    const int rows = d->values.rows(), cols = d->values.cols();
    const quint64 generation = ChangeMarking::generation();
    if (generation != 0 && d->values.size() > 0) {
        // Within a marking: the cells this mask masks or unmasks are changes to see.
        MatrixMask flipped(rows, cols, false);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const bool was = isMasked(r, c);
                const bool will = allowed && r < allowed->rows() && c < allowed->cols() && !(*allowed)(r, c);
                flipped.set(r, c, was != will);
            }
        if (generation != d->markGeneration) {
            // A new edit: the marks of the last one go.
            d->changed = MatrixMask();
            d->maskChanged = flipped;
            d->markGeneration = generation;
        } else if (d->maskChanged.rows() == rows && d->maskChanged.cols() == cols) {
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c)
                    if (flipped(r, c))
                        d->maskChanged.set(r, c, true);
        } else {
            d->maskChanged = flipped;
        }
    } else if (generation == 0) {
        d->maskChanged = MatrixMask();
    }
    d->allowed = std::move(allowed);
    const bool had = d->changedCount > 0;
    updateChangedCount();
    if (generation != 0 && d->values.size() > 0) {
        ChangeMarking::tally(this, d->changedCount);
        if (d->changedCount > 0 || had)
            Q_EMIT changesMarked(d->changedCount);
    }
    updateRange();
    if (d->values.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

bool MatrixModel::isMasked(int row, int column) const
{
    return d->allowed && row < d->allowed->rows() && column < d->allowed->cols() && !(*d->allowed)(row, column);
}

void MatrixModel::setMaskedText(const QString &text)
{
    d->maskedText = text;
}

void MatrixModel::setRowLabels(const QStringList &labels)
{
    d->rowLabels = labels;
    if (rowCount() > 0)
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

void MatrixModel::setColumnLabels(const QStringList &labels)
{
    d->columnLabels = labels;
    if (columnCount() > 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

QString MatrixModel::rowLabel(int row) const
{
    return row < d->rowLabels.size() ? d->rowLabels.at(row) : QString::number(row);
}

QString MatrixModel::columnLabel(int column) const
{
    return column < d->columnLabels.size() ? d->columnLabels.at(column) : QString::number(column);
}

void MatrixModel::setAxisNames(const QString &rowName, const QString &columnName)
{
    d->rowName = rowName;
    d->columnName = columnName;
}

void MatrixModel::setScale(Scale scale)
{
    d->scale = scale;
    updateRange();
    if (d->values.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::setFixedColorRange(std::optional<std::pair<double, double>> range)
{
    d->fixedRange = range;
    updateRange();
    if (d->values.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixModel::updateRange()
{
    // Cached: painting asks for the colour of every cell.
    double low = 0, high = 0;
    bool any = false;
    for (int r = 0; r < d->values.rows(); ++r)
        for (int c = 0; c < d->values.cols(); ++c) {
            const double v = d->values(r, c);
            if (isMasked(r, c) || !std::isfinite(v))
                continue;
            low = any ? std::min(low, v) : v;
            high = any ? std::max(high, v) : v;
            any = true;
        }
    if (d->fixedRange) {
        d->low = d->fixedRange->first;
        d->high = d->fixedRange->second;
    } else if (d->scale == Scale::Probability) {
        d->low = 0;
        d->high = 1;
    } else if (d->scale == Scale::Signed) {
        d->high = std::max({std::fabs(low), std::fabs(high), 1e-12});
        d->low = -d->high;
    } else {
        d->low = low;
        d->high = high;
    }
}

QColor MatrixModel::color(double value) const
{
    const double low = d->low, high = d->high;
    if (d->scale == Scale::Signed) {
        const double limit = std::max(std::fabs(low), std::fabs(high));
        return ColorScale::diverging(limit > 0 ? value / limit : 0.0);
    }
    return ColorScale::sequential(high > low ? (value - low) / (high - low) : 0.0);
}

void MatrixModel::setDecimals(int decimals)
{
    d->decimals = decimals;
    if (d->values.size() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QString MatrixModel::formatted(double value) const
{
    return NumberInput::format(value, QLocale(), d->decimals);
}

void MatrixModel::setValue(int row, int column, double value)
{
    if (row < 0 || column < 0 || row >= d->values.rows() || column >= d->values.cols())
        return;
    d->values(row, column) = value;
    updateRange();
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1)); // colours rescale
}

QString MatrixModel::cellDescription(int row, int column) const
{
    const QString where = tr("%1 %2, %3 %4").arg(d->rowName, rowLabel(row), d->columnName, columnLabel(column));
    if (isMasked(row, column))
        return tr("%1: masked").arg(where);
    if (isChanged(row, column))
        //: A heatmap cell's accessible text when the learner's last edit changed it, e.g. "query 2, key 1: 0.33, changed by your last edit".
        return tr("%1: %2, changed by your last edit").arg(where, formatted(d->values(row, column)));
    return tr("%1: %2").arg(where, formatted(d->values(row, column)));
}

QString MatrixModel::toCsv() const
{
    // Plain C-locale numbers, shortest text that reads back exactly: for spreadsheets and programs.
    auto quote = [](QString s) {
        if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) || s.contains(QLatin1Char('\n')))
            s = QLatin1Char('"') + s.replace(QLatin1Char('"'), QLatin1String("\"\"")) + QLatin1Char('"');
        return s;
    };
    QString csv = quote(d->rowName + QLatin1Char('\\') + d->columnName);
    for (int c = 0; c < d->values.cols(); ++c)
        csv += QLatin1Char(',') + quote(columnLabel(c));
    csv += QLatin1Char('\n');
    for (int r = 0; r < d->values.rows(); ++r) {
        csv += quote(rowLabel(r));
        for (int c = 0; c < d->values.cols(); ++c) {
            csv += QLatin1Char(',');
            if (isMasked(r, c))
                csv += QLatin1String("masked");
            else
                csv += QString::number(d->values(r, c), 'g', QLocale::FloatingPointShortest);
        }
        csv += QLatin1Char('\n');
    }
    return csv;
}

int MatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(d->values.rows());
}

int MatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(d->values.cols());
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const int r = index.row(), c = index.column();
    const double v = d->values(r, c);
    const bool masked = isMasked(r, c);
    switch (role) {
    case Qt::DisplayRole:
        return masked ? d->maskedText : formatted(v);
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
        return rows ? tr("%1 %2 (row %3)").arg(d->rowName, rowLabel(section)).arg(section)
                    : tr("%1 %2 (column %3)").arg(d->columnName, columnLabel(section)).arg(section);
    default:
        return QVariant();
    }
}

Qt::ItemFlags MatrixModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (d->editable)
        f |= Qt::ItemIsEditable;
    return f;
}

bool MatrixModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!d->editable || role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
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
