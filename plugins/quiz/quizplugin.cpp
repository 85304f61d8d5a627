#include "quizplugin.h"

#include "quizpage.h"

namespace atlas {

void QuizPlugin::validateParams(const QJsonObject &params, ParamsReport &report) const
{
    JsonReader reader;
    reader.rejectUnknownKeys(params, JsonPath(), {});
    report.take(reader);
}

ChapterPage *QuizPlugin::createPage(ChapterContext &context, QWidget *parent)
{
    return new QuizPage(context, parent);
}

} // namespace atlas
