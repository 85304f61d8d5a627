#include "questionkinds.h"

#include "kinds/choicequestionkind.h"
#include "kinds/clozequestionkind.h"
#include "kinds/gapselectquestionkind.h"
#include "kinds/maskquestionkind.h"
#include "kinds/matchingquestionkind.h"
#include "kinds/numericquestionkind.h"
#include "kinds/orderingquestionkind.h"
#include "kinds/shortanswerquestionkind.h"

#include "packschema.h"

#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>

#include <initializer_list>

namespace atlas {

namespace {

// The fields a kind's schema declares.
QStringList propertiesOf(const QJsonObject &schema)
{
    return schema.value(QLatin1String("properties")).toObject().keys();
}

// The kinds in order, and each one's fields, read once from its schema.
struct Registry {
    QList<const QuestionKind *> kinds;
    QHash<const QuestionKind *, QStringList> fields;

    void append(const QuestionKind *kind)
    {
        kinds.append(kind);
        fields.insert(kind, propertiesOf(kind->schema()));
    }
};

Registry &registry()
{
    static const ChoiceQuestionKind single(ChoiceQuestionKind::Answers::One);
    static const ChoiceQuestionKind multiple(ChoiceQuestionKind::Answers::Several);
    static const NumericQuestionKind numeric;
    static const MaskQuestionKind mask;
    static const ShortAnswerQuestionKind shortAnswer;
    static const MatchingQuestionKind matching;
    static const OrderingQuestionKind ordering;
    static const GapSelectQuestionKind gapSelect;
    static const ClozeQuestionKind cloze;
    static Registry r = [] {
        Registry built;
        for (const QuestionKind *kind : std::initializer_list<const QuestionKind *>{
                 &single, &multiple, &numeric, &mask, &shortAnswer, &matching, &ordering, &gapSelect, &cloze})
            built.append(kind);
        return built;
    }();
    return r;
}

} // namespace

const QList<const QuestionKind *> &QuestionKinds::all()
{
    return registry().kinds;
}

QStringList QuestionKinds::fieldNames(const QuestionKind &kind)
{
    const Registry &r = registry();
    const auto it = r.fields.constFind(&kind);
    return it != r.fields.constEnd() ? *it : propertiesOf(kind.schema());
}

bool QuestionKinds::add(const QuestionKind &kind, QString &error)
{
    static const QRegularExpression namePattern(QStringLiteral("^[a-z][a-z0-9-]{0,63}$"));
    const QString name = kind.name();
    if (!namePattern.match(name).hasMatch()) {
        error = tr("'%1' is not a question kind's name: lowercase letters, digits and '-', starting with a letter").arg(name);
        return false;
    }
    if (find(name)) {
        error = tr("the question kind '%1' already exists").arg(name);
        return false;
    }
    const QJsonObject schema = kind.schema();
    for (const QString &field : propertiesOf(schema))
        if (PackSchema::commonQuestionFields().contains(field)) {
            //: %1: a question kind's name; %2: a field, e.g. "prompt"
            error = tr("the question kind '%1' claims the field \"%2\", which every question has").arg(name, field);
            return false;
        }
    if (const QString clash = PackSchema::definitionClash(schema); !clash.isEmpty()) {
        //: %1: a question kind's name; %2: the name of a JSON Schema definition, e.g. "choice"
        error = tr("the question kind '%1' defines \"%2\" in its schema, which another kind defines differently or the schema reserves")
                    .arg(name, clash);
        return false;
    }
    registry().append(&kind);
    return true;
}

QStringList QuestionKinds::names()
{
    QStringList out;
    for (const QuestionKind *kind : all())
        out.append(kind->name());
    return out;
}

const QuestionKind *QuestionKinds::find(const QString &name)
{
    for (const QuestionKind *kind : all())
        if (kind->name() == name)
            return kind;
    return nullptr;
}

const QuestionKind &QuestionKinds::of(const QuestionSpec &question)
{
    const QuestionKind *kind = find(question.type);
    Q_ASSERT(kind);
    return kind ? *kind : *all().constFirst();
}

const QuestionKind *QuestionKinds::forMoodle(const MoodleQuestion &question)
{
    for (const QuestionKind *kind : all())
        if (kind->takesMoodle(question))
            return kind;
    return nullptr;
}

} // namespace atlas
