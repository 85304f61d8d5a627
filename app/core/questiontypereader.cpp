#include "questiontypereader.h"

#include "choicequestionreader.h"
#include "manifestfields.h"
#include "maskquestionreader.h"
#include "numericquestionreader.h"
#include "packdiagnostics.h"

namespace atlas {

const QuestionTypeReader &QuestionTypeReader::forType(QuestionType type)
{
    static const ChoiceQuestionReader choice;
    static const NumericQuestionReader numeric;
    static const MaskQuestionReader mask;
    switch (type) {
    case QuestionType::Single:
    case QuestionType::Multiple:
        return choice;
    case QuestionType::Numeric:
        return numeric;
    case QuestionType::Mask:
        return mask;
    }
    return choice;
}

void QuestionTypeReader::forbid(const QJsonObject &question, const JsonPath &path, const char *key, const QString &why,
                                ManifestFields &fields)
{
    if (question.contains(QLatin1String(key)))
        fields.diagnostics().error(path / QLatin1String(key), DiagnosticCode::Inconsistent, why);
}

QString QuestionTypeReader::onlyNumericHaveTolerance()
{
    return tr("only numeric questions have a tolerance");
}

QString QuestionTypeReader::onlyMaskHaveParams()
{
    return tr("only mask questions have params");
}

QString QuestionTypeReader::onlySingleAndMultipleShuffle()
{
    return tr("only single and multiple questions have choices to shuffle");
}

} // namespace atlas
