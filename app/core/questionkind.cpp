#include "questionkind.h"

#include "moodleexportcontext.h"
#include "questionkinds.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <QCoreApplication>

namespace atlas {

QuestionKind::~QuestionKind() = default;

QStringList QuestionKind::fieldNames() const
{
    return QuestionKinds::fieldNames(*this);
}

QJsonObject QuestionKind::schemaFromJson(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    Q_ASSERT_X(error.error == QJsonParseError::NoError && document.isObject(), "QuestionKind::schemaFromJson",
               qPrintable(error.errorString()));
    return document.object();
}

QString QuestionKind::describeCorrect(const QuestionSpec &question, const QString &language, const QLocale &locale) const
{
    return describeAnswer(question, correctAnswer(question), language, locale);
}

QString QuestionKind::presentPrompt(const QString &prompt) const
{
    return prompt;
}

QStringList QuestionKind::printLines(const QuestionSpec &, const QString &, const QLocale &) const
{
    return {};
}

bool QuestionKind::hasShuffle() const
{
    return false;
}

bool QuestionKind::takesMoodle(const MoodleQuestion &) const
{
    return false;
}

bool QuestionKind::fromMoodle(const MoodleQuestion &, QuestionSpec &, MoodleImportContext &) const
{
    return false;
}

bool QuestionKind::toMoodle(const QuestionSpec &question, MoodleQuestion &, MoodleExportContext &context) const
{
    //: %1: a question id; %2: its type, e.g. "ordering"
    context.note(QCoreApplication::translate("QuestionKind", "question '%1': Moodle has no \"%2\" questions; it is not exported")
                     .arg(question.id, name()));
    return false;
}

int QuestionKind::itemCount(const QuestionSpec &) const
{
    return 0;
}

QStringList QuestionKind::answerKeys(const QuestionSpec &, const QuizAnswer &) const
{
    return {};
}

std::optional<QuizAnswer> QuestionKind::answerFromKeys(const QuestionSpec &, const QStringList &) const
{
    return std::nullopt;
}

QString QuestionKind::numberText(double value, const QLocale &locale)
{
    QLocale l = locale;
    l.setNumberOptions(QLocale::OmitGroupSeparator);
    QString s = l.toString(value, 'g', QLocale::FloatingPointShortest);
    if (s.startsWith(l.negativeSign()))
        s.replace(0, l.negativeSign().size(), QChar(0x2212));
    return s;
}

} // namespace atlas
