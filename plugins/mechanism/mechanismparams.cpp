#include "mechanismparams.h"

#include "core/jsonparser.h"
#include "core/jsonreader.h"
#include "core/paramsfields.h"

#include <QJsonArray>

#include <cmath>

namespace atlas {

namespace {

constexpr qint64 largestSeed = JsonParser::maxExactInteger; // exact in a JSON number

} // namespace

QStringList MechanismParams::defaultTokens()
{
    return {QStringLiteral("The"), QStringLiteral("cat"), QStringLiteral("sat"),
            QStringLiteral("on"), QStringLiteral("the"), QStringLiteral("mat")};
}

QStringList MechanismParams::keys()
{
    return {QStringLiteral("tokens"), QStringLiteral("d_model"), QStringLiteral("heads"),
            QStringLiteral("dk"), QStringLiteral("dv"), QStringLiteral("seed"),
            QStringLiteral("x"), QStringLiteral("wq"), QStringLiteral("wk"),
            QStringLiteral("wv"), QStringLiteral("wo"), QStringLiteral("causal"),
            QStringLiteral("temperature"), QStringLiteral("sampling_temperature"),
            QStringLiteral("query")};
}

MechanismParams MechanismParams::read(const QJsonObject &params, ParamsReport &report)
{
    MechanismParams p;
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), keys());

    ParamsFields fields(params, reader);

    // Tokens first: their count is the row count of X.
    bool tokensGiven = false;
    if (params.contains(QLatin1String("tokens"))) {
        const JsonPath path = JsonPath::field(QStringLiteral("tokens"));
        const QJsonValue value = params.value(QLatin1String("tokens"));
        if (!value.isArray()) {
            reader.fail(path, DiagnosticCode::WrongType, tr("expected an array of 1 to %1 token labels, got %2")
                                  .arg(maxTokens).arg(JsonReader::typeName(value)));
        } else if (value.toArray().isEmpty() || value.toArray().size() > maxTokens) {
            reader.fail(path, DiagnosticCode::OutOfRange, tr("expected 1 to %1 token labels, got %2").arg(maxTokens).arg(value.toArray().size()));
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

    fields.readInteger("d_model", p.modelWidth, 1, maxModelWidth);
    fields.readInteger("heads", p.heads, 1, maxHeads);
    fields.readInteger("dk", p.keyWidth, 1, maxHeadWidth);
    fields.readInteger("dv", p.valueWidth, 1, maxHeadWidth);
    fields.readInteger("seed", p.seed, 0, largestSeed);
    fields.readBoolean("causal", p.causal);
    const QString temperatureRange = tr("expected a number from %1 to %2, got %3");
    fields.readNumber("temperature", p.temperature, minTemperature, maxTemperature, temperatureRange);
    fields.readNumber("sampling_temperature", p.samplingTemperature, minTemperature, maxTemperature, temperatureRange);

    // A matrix: its entries, then its shape against what the other fields say.
    MatrixLimits limits;
    limits.maxRows = 32;
    limits.maxColumns = 32;
    const auto readMatrix = [&](const char *name) -> std::optional<Matrix<double>> {
        const QString key = QLatin1String(name);
        if (!params.contains(key))
            return std::nullopt;
        const JsonPath path = JsonPath::field(key);
        std::optional<Matrix<double>> m = reader.matrix(params.value(key), path, limits);
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
        if (x && x->rows() <= maxTokens) {
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

    fields.readInteger("query", p.query, 0, static_cast<int>(T) - 1);
    report.take(reader);
    return p;
}

} // namespace atlas
