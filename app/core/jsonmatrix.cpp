#include "jsonmatrix.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace atlas {

// The messages keep the context they were translated in (JsonReader's).

std::optional<Matrix<double>> JsonMatrix::read(JsonReader &reader, const QJsonValue &value, const JsonPath &path,
                                               const MatrixLimits &limits)
{
    if (!value.isArray()) {
        reader.fail(path, DiagnosticCode::WrongType, QCoreApplication::translate("JsonReader", "expected a matrix (an array of rows, each an array of numbers), got %1")
                       .arg(JsonReader::typeName(value)));
        return std::nullopt;
    }
    const QJsonArray rows = value.toArray();
    if (rows.isEmpty()) {
        reader.fail(path, DiagnosticCode::Missing, QCoreApplication::translate("JsonReader", "expected a matrix with at least one row, got an empty array"));
        return std::nullopt;
    }
    if (rows.size() > limits.maxRows) {
        reader.fail(path, DiagnosticCode::TooLarge, QCoreApplication::translate("JsonReader", "expected at most %1 rows, got %2").arg(limits.maxRows).arg(rows.size()));
        return std::nullopt;
    }
    if (!rows.first().isArray()) {
        reader.fail(path / 0, DiagnosticCode::WrongType, QCoreApplication::translate("JsonReader", "expected a row (an array of numbers), got %1").arg(JsonReader::typeName(rows.first())));
        return std::nullopt;
    }
    const qsizetype columns = rows.first().toArray().size();
    if (columns == 0) {
        reader.fail(path / 0, DiagnosticCode::Missing, QCoreApplication::translate("JsonReader", "expected a row with at least one number, got an empty array"));
        return std::nullopt;
    }
    if (columns > limits.maxColumns) {
        reader.fail(path, DiagnosticCode::TooLarge, QCoreApplication::translate("JsonReader", "expected at most %1 columns, got %2").arg(limits.maxColumns).arg(columns));
        return std::nullopt;
    }
    if (rows.size() * columns > limits.maxElements) {
        reader.fail(path, DiagnosticCode::TooLarge, QCoreApplication::translate("JsonReader", "expected at most %1 numbers, got %2")
                       .arg(limits.maxElements)
                       .arg(JsonReader::shape(rows.size(), columns)));
        return std::nullopt;
    }
    Matrix<double> result(rows.size(), columns);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QJsonValue rowValue = rows.at(r);
        if (!rowValue.isArray()) {
            reader.fail(path / r, DiagnosticCode::WrongType, QCoreApplication::translate("JsonReader", "expected a row (an array of numbers), got %1").arg(JsonReader::typeName(rowValue)));
            return std::nullopt;
        }
        const QJsonArray row = rowValue.toArray();
        if (row.size() != columns) {
            reader.fail(path / r, DiagnosticCode::Inconsistent, QCoreApplication::translate("JsonReader", "expected %1 numbers like row 0, got %2").arg(columns).arg(row.size()));
            return std::nullopt;
        }
        for (qsizetype c = 0; c < columns; ++c) {
            const QJsonValue cell = row.at(c);
            if (!cell.isDouble()) {
                reader.fail(path / r / c, DiagnosticCode::WrongType, QCoreApplication::translate("JsonReader", "expected a number, got %1").arg(JsonReader::typeName(cell)));
                return std::nullopt;
            }
            const double x = cell.toDouble();
            if (!std::isfinite(x)) {
                reader.fail(path / r / c, DiagnosticCode::NotFinite, QCoreApplication::translate("JsonReader", "expected a finite number"));
                return std::nullopt;
            }
            result(r, c) = x;
        }
    }
    return result;
}

} // namespace atlas
