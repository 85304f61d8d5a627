#include "clitestsupport.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QProcess>

#include <algorithm>
#include <cmath>

namespace atlas::test {

namespace {

QString number(double x)
{
    return QString::number(x, 'g', 17);
}

QString shortened(const QByteArray &bytes)
{
    constexpr qsizetype limit = 600;
    const QString text = QString::fromUtf8(bytes.left(limit));
    return bytes.size() > limit ? text + QStringLiteral("… (%1 bytes)").arg(bytes.size()) : text;
}

} // namespace

QString CliResult::describe() const
{
    return QStringLiteral("[finished %1, exit %2; stdout: \"%3\"; stderr: \"%4\"]")
        .arg(finished ? QStringLiteral("normally") : QStringLiteral("NOT normally"))
        .arg(exitCode)
        .arg(shortened(out), shortened(err));
}

QString cliPath()
{
    return QStringLiteral(ATLAS_CLI);
}

CliResult runCli(const QStringList &arguments, const QByteArray &input, int timeoutMs)
{
    CliResult result;
    QProcess process;
    process.start(cliPath(), arguments);
    if (!process.waitForStarted()) {
        result.err = process.errorString().toUtf8();
        return result;
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = "timed out: " + process.readAllStandardError();
        return result;
    }
    result.finished = process.exitStatus() == QProcess::NormalExit;
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QString errorContract(const CliResult &r, const QString &field, const QStringList &mentions,
                      const QString &exactLine)
{
    if (!r.finished || r.exitCode != 2)
        return QStringLiteral("expected exit status 2 ") + r.describe();
    if (!r.out.isEmpty())
        return QStringLiteral("expected nothing on stdout ") + r.describe();
    const QString err = QString::fromUtf8(r.err);
    if (!err.endsWith(QLatin1Char('\n')) || err.count(QLatin1Char('\n')) != 1)
        return QStringLiteral("expected exactly one line on stderr ") + r.describe();
    const QString line = err.chopped(1);
    const QString prefix = QStringLiteral("error: ");
    if (!line.startsWith(prefix) || line.size() <= prefix.size() || line.endsWith(QLatin1Char(' ')))
        return QStringLiteral("expected a line \"error: <message>\" ") + r.describe();
    if (!field.isEmpty()) {
        const qsizetype separator = line.indexOf(QStringLiteral(": "), prefix.size());
        const QString named = line.mid(prefix.size(), separator - prefix.size());
        const auto within = [&named](const QString &f) {
            return named == f || (named.startsWith(f) && (named.at(f.size()) == QLatin1Char('[') || named.at(f.size()) == QLatin1Char('.')));
        };
        const QStringList alternatives = field.split(QLatin1Char('|'));
        if (separator < 0 || separator + 2 >= line.size() || std::none_of(alternatives.begin(), alternatives.end(), within))
            return QStringLiteral("expected \"error: %1: <message>\" (or a location inside it) ").arg(field) + r.describe();
    }
    for (const QString &mention : mentions)
        if (!line.contains(mention))
            return QStringLiteral("expected the message to mention \"%1\" ").arg(mention) + r.describe();
    if (!exactLine.isEmpty() && line != exactLine)
        return QStringLiteral("expected exactly \"%1\" ").arg(exactLine) + r.describe();
    return {};
}

QString successContract(const CliResult &r, QJsonObject &response)
{
    if (!r.finished || r.exitCode != 0)
        return QStringLiteral("expected exit status 0 ") + r.describe();
    if (!r.err.isEmpty())
        return QStringLiteral("expected nothing on stderr ") + r.describe();
    QJsonParseError error;
    // fromJson refuses anything but whitespace after the document: stdout holds nothing else.
    const QJsonDocument document = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("stdout is not one JSON document (%1 at byte %2) ")
                   .arg(error.errorString()).arg(error.offset)
            + r.describe();
    if (!document.isObject())
        return QStringLiteral("stdout is not a JSON object ") + r.describe();
    response = document.object();
    return {};
}

QString noNullOrNonFinite(const QJsonValue &value, const QString &where)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return where + QStringLiteral(" is null");
    case QJsonValue::Double:
        return std::isfinite(value.toDouble()) ? QString() : where + QStringLiteral(" is not finite");
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            if (QString problem = noNullOrNonFinite(array.at(i), where + QStringLiteral("[%1]").arg(i)); !problem.isEmpty())
                return problem;
        return {};
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            if (QString problem = noNullOrNonFinite(it.value(), where + QLatin1Char('.') + it.key()); !problem.isEmpty())
                return problem;
        return {};
    }
    case QJsonValue::Bool:
    case QJsonValue::String:
        return {};
    }
    return {};
}

QByteArray toJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QJsonArray toJson(const Mat &m)
{
    QJsonArray rows;
    for (Index r = 0; r < m.rows(); ++r) {
        QJsonArray row;
        for (Index c = 0; c < m.cols(); ++c)
            row.append(m(r, c));
        rows.append(row);
    }
    return rows;
}

QJsonArray toJson(const std::vector<std::int64_t> &values)
{
    QJsonArray array;
    for (std::int64_t v : values)
        array.append(static_cast<qint64>(v));
    return array;
}

namespace {

// Walks a rows × cols array of arrays, handing each cell to `read`.
template <typename Read>
QString readCells(const QJsonValue &value, Index rows, Index cols, const QString &what, Read read)
{
    if (!value.isArray() || value.toArray().size() != rows)
        return QStringLiteral("%1: expected %2 rows, got %3").arg(what).arg(rows)
            .arg(QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).left(200));
    const QJsonArray array = value.toArray();
    for (Index r = 0; r < rows; ++r) {
        const QJsonValue row = array.at(r);
        if (!row.isArray() || row.toArray().size() != cols)
            return QStringLiteral("%1[%2]: expected a row of %3 entries").arg(what).arg(r).arg(cols);
        const QJsonArray cells = row.toArray();
        for (Index c = 0; c < cols; ++c)
            if (!read(cells.at(c), r, c))
                return QStringLiteral("%1[%2][%3]: unexpected entry type").arg(what).arg(r).arg(c);
    }
    return {};
}

} // namespace

QString readMatrix(const QJsonValue &value, Index rows, Index cols, Mat &out, const QString &what)
{
    out.resize(rows, cols);
    return readCells(value, rows, cols, what, [&](const QJsonValue &cell, Index r, Index c) {
        if (!cell.isDouble())
            return false;
        out(r, c) = cell.toDouble();
        return true;
    });
}

QString readBoolMatrix(const QJsonValue &value, Index rows, Index cols, BoolMatrix &out,
                       const QString &what)
{
    out.resize(rows, cols);
    return readCells(value, rows, cols, what, [&](const QJsonValue &cell, Index r, Index c) {
        if (!cell.isBool())
            return false;
        out(r, c) = cell.toBool();
        return true;
    });
}

QString compareExact(const QString &what, const Mat &actual, const Mat &expected)
{
    if (actual.rows() != expected.rows() || actual.cols() != expected.cols())
        return QStringLiteral("%1: shape %2×%3, expected %4×%5").arg(what).arg(actual.rows()).arg(actual.cols())
            .arg(expected.rows()).arg(expected.cols());
    for (Index r = 0; r < actual.rows(); ++r)
        for (Index c = 0; c < actual.cols(); ++c)
            if (!(actual(r, c) == expected(r, c)))
                return QStringLiteral("%1[%2][%3] = %4, expected exactly %5").arg(what).arg(r).arg(c)
                    .arg(number(actual(r, c)), number(expected(r, c)));
    return {};
}

QString compareClose(const QString &what, const Mat &actual, const Mat &expected,
                     double relative, double absolute)
{
    if (actual.rows() != expected.rows() || actual.cols() != expected.cols())
        return QStringLiteral("%1: shape %2×%3, expected %4×%5").arg(what).arg(actual.rows()).arg(actual.cols())
            .arg(expected.rows()).arg(expected.cols());
    for (Index r = 0; r < actual.rows(); ++r)
        for (Index c = 0; c < actual.cols(); ++c) {
            const double a = actual(r, c), e = expected(r, c);
            if (!(std::fabs(a - e) <= absolute + relative * std::fabs(e)))
                return QStringLiteral("%1[%2][%3] = %4, expected %5 (± %6 + %7 relative)").arg(what).arg(r).arg(c)
                    .arg(number(a), number(e), number(absolute), number(relative));
        }
    return {};
}

QString compareBool(const QString &what, const BoolMatrix &actual, const BoolMatrix &expected)
{
    if (actual.rows() != expected.rows() || actual.cols() != expected.cols())
        return QStringLiteral("%1: shape mismatch").arg(what);
    for (Index r = 0; r < actual.rows(); ++r)
        for (Index c = 0; c < actual.cols(); ++c)
            if (actual(r, c) != expected(r, c))
                return QStringLiteral("%1[%2][%3] = %4, expected %5").arg(what).arg(r).arg(c)
                    .arg(actual(r, c) ? QStringLiteral("true") : QStringLiteral("false"),
                         expected(r, c) ? QStringLiteral("true") : QStringLiteral("false"));
    return {};
}

double Values::next()
{
    // splitmix64: portable, so the cases are the same on every machine.
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return static_cast<double>(z >> 11) * 0x1.0p-52 - 1.0;
}

Mat Values::matrix(Index rows, Index cols)
{
    Mat m(rows, cols);
    for (Index r = 0; r < rows; ++r)
        for (Index c = 0; c < cols; ++c)
            m(r, c) = next();
    return m;
}

Index AttentionCase::length() const
{
    return projected() ? x.rows() : inputs.front().q.rows();
}

Index AttentionCase::keyLength() const
{
    return context ? context->rows() : length();
}

Index AttentionCase::headCount() const
{
    return projected() ? heads : static_cast<Index>(inputs.size());
}

Index AttentionCase::groupCount() const
{
    return kvHeads ? *kvHeads : headCount();
}

QJsonObject AttentionCase::toJson() const
{
    QJsonObject request;
    if (projected()) {
        request.insert(QStringLiteral("x"), test::toJson(x));
        request.insert(QStringLiteral("heads"), heads);
        request.insert(QStringLiteral("wq"), test::toJson(wq));
        request.insert(QStringLiteral("wk"), test::toJson(wk));
        request.insert(QStringLiteral("wv"), test::toJson(wv));
    } else {
        QJsonArray list;
        for (const HeadInput<double> &head : inputs)
            list.append(QJsonObject{{QStringLiteral("q"), test::toJson(head.q)},
                                    {QStringLiteral("k"), test::toJson(head.k)},
                                    {QStringLiteral("v"), test::toJson(head.v)}});
        request.insert(QStringLiteral("inputs"), list);
    }
    if (wo)
        request.insert(QStringLiteral("wo"), test::toJson(*wo));
    if (causal)
        request.insert(QStringLiteral("causal"), *causal);
    if (!documentIds.empty())
        request.insert(QStringLiteral("document_ids"), test::toJson(documentIds));
    if (window)
        request.insert(QStringLiteral("window"), qint64(*window));
    if (temperature)
        request.insert(QStringLiteral("temperature"), *temperature);
    if (gradOutput)
        request.insert(QStringLiteral("grad_output"), test::toJson(*gradOutput));
    if (!precision.isEmpty())
        request.insert(QStringLiteral("precision"), precision);
    if (kvHeads)
        request.insert(QStringLiteral("kv_heads"), *kvHeads);
    if (alibi)
        request.insert(QStringLiteral("alibi"), *alibi);
    if (rotary) {
        QJsonObject r;
        if (!rotaryBaseOmitted)
            r.insert(QStringLiteral("base"), rotary->base);
        if (!rotary->positions.empty())
            r.insert(QStringLiteral("positions"), test::toJson(rotary->positions));
        request.insert(QStringLiteral("rotary"), r);
    }
    if (context)
        request.insert(QStringLiteral("context"), test::toJson(*context));
    if (!keyPadding.empty()) {
        QJsonArray flags;
        for (bool padding : keyPadding)
            flags.append(padding);
        request.insert(QStringLiteral("key_padding"), flags);
    }
    return request;
}

AttentionOptions AttentionCase::options() const
{
    AttentionOptions options;
    options.causal = causal.value_or(!context); // a context: not causal unless asked
    options.documentIds = documentIds;
    options.temperature = temperature.value_or(1.0);
    options.kvHeads = kvHeads.value_or(0);
    options.alibi = alibi.value_or(false);
    options.rotary = rotary;
    options.keyPadding = keyPadding;
    options.window = window.value_or(0);
    return options;
}

QString parseAttentionResponse(const QJsonObject &response, const AttentionCase &request,
                               AttentionResponse &out)
{
    const Index length = request.length(), keys = request.keyLength();
    const Index heads = request.headCount();
    std::vector<Index> dk, dv;
    Index concatenated = 0;
    for (Index h = 0; h < heads; ++h) {
        if (request.projected()) {
            dk.push_back(request.wq.cols() / heads);
            dv.push_back(request.wv.cols() / request.groupCount());
        } else {
            dk.push_back(request.inputs[static_cast<std::size_t>(h)].q.cols());
            dv.push_back(request.inputs[static_cast<std::size_t>(h)].v.cols());
        }
        concatenated += dv.back();
    }
    const Index outputWidth = request.wo ? request.wo->cols() : concatenated;

    QString problem = readMatrix(response.value(QLatin1String("output")), length, outputWidth, out.output, QStringLiteral("output"));
    if (!problem.isEmpty())
        return problem;
    const QJsonValue headList = response.value(QLatin1String("heads"));
    if (!headList.isArray() || headList.toArray().size() != heads)
        return QStringLiteral("heads: expected an array of %1 heads").arg(heads);
    out.heads.assign(static_cast<std::size_t>(heads), {});
    for (Index h = 0; h < heads; ++h) {
        const QJsonObject head = headList.toArray().at(h).toObject();
        HeadResponse &r = out.heads[static_cast<std::size_t>(h)];
        const QString at = QStringLiteral("heads[%1].").arg(h);
        const std::size_t i = static_cast<std::size_t>(h);
        for (const auto &[key, matrix, rows, cols] :
             {std::tuple{"q", &r.q, length, dk[i]}, {"k", &r.k, keys, dk[i]}, {"v", &r.v, keys, dv[i]},
              {"scores", &r.scores, length, keys}, {"probabilities", &r.probabilities, length, keys},
              {"output", &r.output, length, dv[i]}})
            if (problem = readMatrix(head.value(QLatin1String(key)), rows, cols, *matrix, at + QLatin1String(key)); !problem.isEmpty())
                return problem;
        if (problem = readBoolMatrix(head.value(QLatin1String("allowed")), length, keys, r.allowed, at + QStringLiteral("allowed")); !problem.isEmpty())
            return problem;
        const bool rotated = request.rotary.has_value();
        for (const auto &[key, matrix] : {std::pair{"q_rotated", &r.qRotated}, {"k_rotated", &r.kRotated}}) {
            if (head.contains(QLatin1String(key)) != rotated)
                return at + QLatin1String(key) + (rotated ? QStringLiteral(": missing although the request has rotary")
                                                          : QStringLiteral(": present without rotary"));
            if (rotated)
                if (problem = readMatrix(head.value(QLatin1String(key)), length, dk[i], *matrix, at + QLatin1String(key)); !problem.isEmpty())
                    return problem;
        }
        const bool alibi = request.alibi.value_or(false);
        if (head.contains(QLatin1String("alibi_slope")) != alibi)
            return at + (alibi ? QStringLiteral("alibi_slope: missing although the request has alibi")
                               : QStringLiteral("alibi_slope: present without alibi"));
        if (alibi) {
            const QJsonValue slope = head.value(QLatin1String("alibi_slope"));
            if (!slope.isDouble())
                return at + QStringLiteral("alibi_slope: not a number");
            r.alibiSlope = slope.toDouble();
        }
    }

    out.hasGradients = response.contains(QLatin1String("gradients"));
    if (out.hasGradients != request.gradOutput.has_value())
        return request.gradOutput ? QStringLiteral("gradients: missing although grad_output was given")
                                  : QStringLiteral("gradients: present although no grad_output was given");
    if (!out.hasGradients)
        return {};
    const QJsonObject gradients = response.value(QLatin1String("gradients")).toObject();
    const Index modelWidth = request.projected() ? request.x.cols() : 0;
    for (const auto &[key, matrix, rows, cols] :
         {std::tuple{"x", &out.x, length, modelWidth}, {"wq", &out.wq, modelWidth, request.wq.cols()},
          {"wk", &out.wk, modelWidth, request.wk.cols()}, {"wv", &out.wv, modelWidth, request.wv.cols()}}) {
        const QString name = QStringLiteral("gradients.") + QLatin1String(key);
        if (gradients.contains(QLatin1String(key)) != request.projected())
            return name + (request.projected() ? QStringLiteral(": missing in the projected form")
                                               : QStringLiteral(": present although the request has no such field"));
        if (request.projected())
            if (problem = readMatrix(gradients.value(QLatin1String(key)), rows, cols, *matrix, name); !problem.isEmpty())
                return problem;
    }
    if (gradients.contains(QLatin1String("context")) != request.context.has_value())
        return request.context ? QStringLiteral("gradients.context: missing although the request has a context")
                               : QStringLiteral("gradients.context: present although the request has no context");
    if (request.context) {
        out.context.emplace();
        if (problem = readMatrix(gradients.value(QLatin1String("context")), keys, modelWidth, *out.context, QStringLiteral("gradients.context")); !problem.isEmpty())
            return problem;
    }
    if (gradients.contains(QLatin1String("wo")) != request.wo.has_value())
        return request.wo ? QStringLiteral("gradients.wo: missing although the request has wo")
                          : QStringLiteral("gradients.wo: present although the request has no wo");
    if (request.wo) {
        out.wo.emplace();
        if (problem = readMatrix(gradients.value(QLatin1String("wo")), request.wo->rows(), request.wo->cols(), *out.wo, QStringLiteral("gradients.wo")); !problem.isEmpty())
            return problem;
    }
    const QJsonValue headGradients = gradients.value(QLatin1String("heads"));
    if (!headGradients.isArray() || headGradients.toArray().size() != heads)
        return QStringLiteral("gradients.heads: expected an array of %1 heads").arg(heads);
    out.headGradients.assign(static_cast<std::size_t>(heads), {});
    for (Index h = 0; h < heads; ++h) {
        const QJsonObject head = headGradients.toArray().at(h).toObject();
        HeadGradientResponse &g = out.headGradients[static_cast<std::size_t>(h)];
        const QString at = QStringLiteral("gradients.heads[%1].").arg(h);
        const std::size_t i = static_cast<std::size_t>(h);
        for (const auto &[key, matrix, rows, cols] :
             {std::tuple{"q", &g.q, length, dk[i]}, {"k", &g.k, keys, dk[i]}, {"v", &g.v, keys, dv[i]},
              {"scores", &g.scores, length, keys}, {"probabilities", &g.probabilities, length, keys}})
            if (problem = readMatrix(head.value(QLatin1String(key)), rows, cols, *matrix, at + QLatin1String(key)); !problem.isEmpty())
                return problem;
    }
    return {};
}

QString runAttention(const AttentionCase &request, AttentionResponse &out)
{
    const CliResult result = runCli({QStringLiteral("attention")}, toJson(request.toJson()));
    QJsonObject response;
    if (QString problem = successContract(result, response); !problem.isEmpty())
        return problem;
    if (QString problem = noNullOrNonFinite(response); !problem.isEmpty())
        return problem;
    return parseAttentionResponse(response, request, out);
}

double loss(const Mat &gradOutput, const Mat &output)
{
    return (gradOutput.array() * output.array()).sum();
}

} // namespace atlas::test
