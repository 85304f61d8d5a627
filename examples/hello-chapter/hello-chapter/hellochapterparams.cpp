#include "hellochapterparams.h"

#include "core/jsonreader.h"
#include "core/paramsfields.h"

namespace hello {

using atlas::JsonPath;
using atlas::JsonReader;
using atlas::ParamsFields;
namespace field = atlas::declared::hello_chapter;

HelloChapterParams HelloChapterParams::read(const QJsonObject &params, atlas::ParamsReport &report)
{
    HelloChapterParams result;
    JsonReader reader(report);
    ParamsFields fields(params, reader, field::declaredKeys);

    if (fields.has(field::scores::key)) {
        const JsonPath path = fields.path(field::scores::key);
        if (const std::optional<std::vector<double>> scores = reader.numbers(fields.value(field::scores::key), path, maxKeys)) {
            bool ok = true;
            if (int(scores->size()) < minKeys) {
                reader.fail(path, atlas::DiagnosticCode::OutOfRange, tr("expected %1 to %2 scores (one per key), got %3").arg(minKeys).arg(maxKeys).arg(scores->size()));
                ok = false;
            }
            for (std::size_t k = 0; k < scores->size(); ++k)
                if (std::abs((*scores)[k]) > scoreLimit) {
                    reader.fail(path / qsizetype(k), atlas::DiagnosticCode::OutOfRange, tr("expected a score from −%1 to %1, got %2").arg(scoreLimit).arg((*scores)[k]));
                    ok = false;
                }
            if (ok)
                result.scores = *scores;
        }
    }
    fields.read<field::temperature>(result.temperature, tr("expected a temperature from %1 to %2, got %3"));
    return result;
}

} // namespace hello
