#include "mechanismparams.h"

#include "core/jsonparser.h"
#include "core/jsonmatrix.h"
#include "core/paramsfields.h"

#include <QJsonArray>

#include <cmath>

namespace atlas {

namespace {

namespace field = declared::mechanism;

static_assert(field::seed::maximum == JsonParser::maxExactInteger, "a seed is exact in a JSON number");

} // namespace

QStringList MechanismParams::defaultTokens()
{
    return {QStringLiteral("The"), QStringLiteral("cat"), QStringLiteral("sat"),
            QStringLiteral("on"), QStringLiteral("the"), QStringLiteral("mat")};
}

MechanismParams MechanismParams::read(const QJsonObject &params, ParamsReport &report)
{
    MechanismParams p;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);

    // Tokens first: their count is the row count of X.
    bool tokensGiven = false;
    if (fields.has(field::tokens::key)) {
        const JsonPath path = fields.path(field::tokens::key);
        const QJsonValue value = fields.value(field::tokens::key);
        if (!value.isArray()) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of 1 to %1 token labels, got %2")
                                  .arg(declared::mechanism::tokens::maxItems).arg(JsonReader::typeName(value)));
        } else if (value.toArray().size() < field::tokens::minItems || value.toArray().size() > declared::mechanism::tokens::maxItems) {
            reader.fail(path, DiagnosticCode::OutOfRange, tr("expected 1 to %1 token labels, got %2").arg(declared::mechanism::tokens::maxItems).arg(value.toArray().size()));
        } else {
            QStringList labels;
            const QJsonArray array = value.toArray();
            bool ok = true;
            for (qsizetype i = 0; i < array.size(); ++i) {
                const std::optional<QString> label = reader.string(array.at(i), path / i);
                if (!label) {
                    ok = false;
                    continue;
                }
                const QString trimmed = label->trimmed();
                if (trimmed.isEmpty() || trimmed.size() > maxTokenLength) {
                    reader.fail(path / i, DiagnosticCode::Invalid, tr("expected a label of 1 to %1 characters, got '%2'")
                                              .arg(maxTokenLength).arg(label->left(40)));
                    ok = false;
                    continue;
                }
                labels.append(trimmed);
            }
            if (ok) {
                p.tokens = labels;
                tokensGiven = true;
            }
        }
    }

    fields.read<field::d_model>(p.modelWidth);
    fields.read<field::heads>(p.heads);
    fields.read<field::dk>(p.keyWidth);
    fields.read<field::dv>(p.valueWidth);
    fields.read<field::seed>(p.seed);
    fields.read<field::causal>(p.causal);
    const QString temperatureRange = tr("expected a number from %1 to %2, got %3");
    fields.read<field::temperature>(p.temperature, temperatureRange);
    fields.read<field::sampling_temperature>(p.samplingTemperature, temperatureRange);

    // A matrix: its entries, then its shape against what the other fields say.
    MatrixLimits limits;
    limits.maxRows = 32;
    limits.maxColumns = 32;
    const auto readMatrix = [&](const char *name) -> std::optional<Matrix<double>> {
        const QString key = QLatin1String(name);
        if (!params.contains(key))
            return std::nullopt;
        const JsonPath path = JsonPath::field(key);
        std::optional<Matrix<double>> m = JsonMatrix::read(reader, params.value(key), path, limits);
        if (!m)
            return std::nullopt;
        for (Index r = 0; r < m->rows(); ++r)
            for (Index c = 0; c < m->cols(); ++c)
                if (std::abs((*m)(r, c)) > maxMagnitude) {
                    reader.fail(path / r / c, DiagnosticCode::OutOfRange, tr("expected a number from −%1 to %1, got %2")
                                                  .arg(maxMagnitude).arg((*m)(r, c)));
                    return std::nullopt;
                }
        return m;
    };
    std::optional<Matrix<double>> x = readMatrix("x");
    // Without d_model, X decides it; without tokens, X's rows are named t0, t1, ….
    if (x && !params.contains(QLatin1String("d_model")) && x->cols() <= maxModelWidth)
        p.modelWidth = static_cast<int>(x->cols());
    if (!tokensGiven && !params.contains(QLatin1String("tokens"))) {
        if (x && x->rows() <= declared::mechanism::tokens::maxItems) {
            for (Index r = 0; r < x->rows(); ++r)
                p.tokens.append(QStringLiteral("t%1").arg(r));
        } else {
            p.tokens = defaultTokens();
        }
    }
    if (p.tokens.isEmpty())
        p.tokens = defaultTokens(); // the given tokens were wrong (reported above)
    const Index T = p.length();
    const auto checkShape = [&](const char *name, std::optional<Matrix<double>> &m, Index rows, Index cols,
                                const QString &meaning) {
        if (m && (m->rows() != rows || m->cols() != cols)) {
            reader.fail(JsonPath::field(QLatin1String(name)), DiagnosticCode::Inconsistent,
                        tr("expected %1 (%2), got %3")
                            .arg(JsonReader::shape(rows, cols), meaning, JsonReader::shape(m->rows(), m->cols())));
            m.reset();
        }
    };
    checkShape("x", x, T, p.modelWidth, tr("tokens × d_model"));
    p.x = x;
    p.wq = readMatrix("wq");
    p.wk = readMatrix("wk");
    p.wv = readMatrix("wv");
    p.wo = readMatrix("wo");
    checkShape("wq", p.wq, p.modelWidth, p.heads * p.keyWidth, tr("d_model × heads·dk"));
    checkShape("wk", p.wk, p.modelWidth, p.heads * p.keyWidth, tr("d_model × heads·dk"));
    checkShape("wv", p.wv, p.modelWidth, p.heads * p.valueWidth, tr("d_model × heads·dv"));
    checkShape("wo", p.wo, p.heads * p.valueWidth, p.modelWidth, tr("heads·dv × d_model"));

    fields.read<field::query>(p.query, T - 1);
    return p;
}

} // namespace atlas
