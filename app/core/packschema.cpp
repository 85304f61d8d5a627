#include "packschema.h"

#include "questionkinds.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

#include <algorithm>

namespace atlas {

namespace {

const QLatin1String definitionsKey("$defs");
const QLatin1String propertiesKey("properties");

// The chapters' part, as written (the questions' definitions are made below).
QJsonObject base()
{
    QFile file(QStringLiteral(":/atlas/schema/pack.base.schema.json"));
    const bool opened = file.open(QIODevice::ReadOnly);
    Q_ASSERT_X(opened, "PackSchema", "the base schema is a resource of atlas_core");
    return opened ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

// The "question" definition: the fields every question has, each kind's fields (a field two
// kinds give different forms is described by each kind's fragment), and for each kind its
// fragment, and no other kind's field (nor "shuffle", unless it shuffles).
QJsonObject questionDefinition()
{
    QStringList names;
    QStringList shuffling;
    QMap<QString, QStringList> owners; // field → kinds that have it
    QMap<QString, QJsonValue> forms;   // field → its schema, or null when kinds differ on it
    for (const QuestionKind *kind : QuestionKinds::all()) {
        names.append(kind->name());
        if (kind->hasShuffle())
            shuffling.append(kind->name());
        const QJsonObject properties = kind->schema().value(propertiesKey).toObject();
        for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
            owners[it.key()].append(kind->name());
            const auto form = forms.constFind(it.key());
            forms.insert(it.key(), form == forms.constEnd() || *form == it.value() ? it.value() : QJsonValue());
        }
    }

    QJsonObject properties{
        {QStringLiteral("id"), QJsonObject{{QStringLiteral("$ref"), QStringLiteral("#/$defs/id")}}},
        {QStringLiteral("type"), QJsonObject{{QStringLiteral("enum"), QJsonArray::fromStringList(names)}}},
        {QStringLiteral("prompt"), QJsonObject{{QStringLiteral("$ref"), QStringLiteral("#/$defs/text")}}},
        {QStringLiteral("explanation"), QJsonObject{{QStringLiteral("$ref"), QStringLiteral("#/$defs/text")}}},
        {QStringLiteral("hint"), QJsonObject{{QStringLiteral("$ref"), QStringLiteral("#/$defs/text")},
                                             {QStringLiteral("description"), QStringLiteral("shown after the first wrong try, before the explanation: a nudge that does not give the answer away")}}},
        {QStringLiteral("shuffle"), QJsonObject{
             {QStringLiteral("type"), QStringLiteral("boolean")}, {QStringLiteral("default"), true},
             {QStringLiteral("description"), QStringLiteral("%1 questions: false shows the items in the order written (ordered ranges, "
                                                            "\"none of the above\"); true gives each learner their own stable order")
                                                 .arg(shuffling.join(QLatin1String(", ")))}}},
    };
    for (auto it = forms.constBegin(); it != forms.constEnd(); ++it)
        properties.insert(it.key(), it.value().isNull()
                                        ? QJsonValue(QJsonObject{{QStringLiteral("description"),
                                                                  QStringLiteral("%1 questions, each in the form its kind gives it")
                                                                      .arg(owners.value(it.key()).join(QLatin1String(", ")))}})
                                        : it.value());

    QJsonArray kinds;
    for (const QuestionKind *kind : QuestionKinds::all()) {
        const QStringList own = kind->fieldNames();
        QStringList forbidden;
        for (auto it = owners.constBegin(); it != owners.constEnd(); ++it)
            if (!own.contains(it.key()))
                forbidden.append(it.key());
        if (!kind->hasShuffle())
            forbidden.append(QStringLiteral("shuffle"));
        forbidden.sort();
        QJsonObject then{{QStringLiteral("$ref"), PackSchema::kindReference(kind->name())}};
        if (!forbidden.isEmpty())
            then.insert(QStringLiteral("propertyNames"),
                        QJsonObject{{QStringLiteral("not"), QJsonObject{{QStringLiteral("enum"), QJsonArray::fromStringList(forbidden)}}}});
        const QJsonObject when{{QStringLiteral("required"), QJsonArray{QStringLiteral("type")}},
                               {propertiesKey, QJsonObject{{QStringLiteral("type"), QJsonObject{{QStringLiteral("const"), kind->name()}}}}}};
        kinds.append(QJsonObject{{QStringLiteral("if"), when}, {QStringLiteral("then"), then}});
    }
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                       {QStringLiteral("required"), QJsonArray{QStringLiteral("id"), QStringLiteral("type"), QStringLiteral("prompt")}},
                       {propertiesKey, properties},
                       {QStringLiteral("allOf"), kinds},
                       {QStringLiteral("description"), QStringLiteral("A question: the fields every question has, and its kind's "
                                                                      "(#/$defs/question-<type>). A field no kind has is a warning.")}};
}

QByteArray scalar(const QJsonValue &value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

// One line, with a space after each ':' and ','.
QByteArray flat(const QJsonValue &value)
{
    QByteArray out;
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        out += '{';
        for (auto it = object.constBegin(); it != object.constEnd(); ++it)
            out += (it == object.constBegin() ? "" : ", ") + scalar(it.key()) + ": " + flat(it.value());
        out += '}';
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        out += '[';
        for (qsizetype i = 0; i < array.size(); ++i)
            out += (i ? ", " : "") + flat(array.at(i));
        out += ']';
    } else {
        out += scalar(value);
    }
    return out;
}

void write(QByteArray &out, const QJsonValue &value, int indent)
{
    constexpr int lineWidth = 100;
    const QByteArray line = flat(value);
    if ((!value.isObject() && !value.isArray()) || indent + line.size() <= lineWidth) {
        out += line;
        return;
    }
    const QByteArray inner(indent + 2, ' ');
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        out += "{\n";
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            out += inner + scalar(it.key()) + ": ";
            write(out, it.value(), indent + 2);
            out += std::next(it) != object.constEnd() ? ",\n" : "\n";
        }
        out += QByteArray(indent, ' ') + '}';
    } else if (const QJsonArray array = value.toArray();
               std::none_of(array.begin(), array.end(), [](const QJsonValue &v) { return v.isObject() || v.isArray(); })) {
        // Names, numbers: as many to a line as fit.
        out += "[\n" + inner;
        qsizetype column = inner.size();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QByteArray item = scalar(array.at(i)) + (i + 1 < array.size() ? "," : "");
            if (i && column + 1 + item.size() > lineWidth) {
                out += '\n' + inner;
                column = inner.size();
            } else if (i) {
                out += ' ';
                ++column;
            }
            out += item;
            column += item.size();
        }
        out += '\n' + QByteArray(indent, ' ') + ']';
    } else {
        out += "[\n";
        for (qsizetype i = 0; i < array.size(); ++i) {
            out += inner;
            write(out, array.at(i), indent + 2);
            out += i + 1 < array.size() ? ",\n" : "\n";
        }
        out += QByteArray(indent, ' ') + ']';
    }
}

} // namespace

QJsonObject PackSchema::document(const QMap<QString, QJsonObject> &chapterParams)
{
    QJsonObject document = base();
    QJsonObject definitions = document.value(definitionsKey).toObject();
    // Each chapter kind's params, where the chapter is of that kind.
    QJsonObject chapter = definitions.value(QLatin1String("chapter")).toObject();
    QJsonArray kindParams; // one rule per kind (the base schema has none)
    for (auto it = chapterParams.constBegin(); it != chapterParams.constEnd(); ++it) {
        const QString name = QStringLiteral("params-") + it.key();
        const QJsonObject when{{QStringLiteral("required"), QJsonArray{QStringLiteral("kind")}},
                               {propertiesKey, QJsonObject{{QStringLiteral("kind"), QJsonObject{{QStringLiteral("const"), it.key()}}}}}};
        const QJsonObject reference{{QStringLiteral("$ref"), QString(QStringLiteral("#/$defs/") + name)}};
        const QJsonObject then{{propertiesKey, QJsonObject{{QStringLiteral("params"), reference}}}};
        const QJsonObject entry{{QStringLiteral("if"), when}, {QStringLiteral("then"), then}};
        kindParams.append(entry);
        definitions.insert(name, it.value());
    }
    if (!kindParams.isEmpty()) // JSON Schema wants allOf non-empty
        chapter.insert(QStringLiteral("allOf"), kindParams);
    definitions.insert(QStringLiteral("chapter"), chapter);
    for (const QuestionKind *kind : QuestionKinds::all()) {
        QJsonObject fragment = kind->schema();
        const QJsonObject own = fragment.take(definitionsKey).toObject();
        for (auto it = own.constBegin(); it != own.constEnd(); ++it)
            if (!definitions.contains(it.key())) // alike where two kinds define one (QuestionKinds::add)
                definitions.insert(it.key(), it.value());
        fragment.insert(QStringLiteral("type"), QStringLiteral("object"));
        definitions.insert(kindReference(kind->name()).mid(int(qstrlen("#/$defs/"))), fragment);
    }
    definitions.insert(QStringLiteral("question"), questionDefinition());
    document.insert(definitionsKey, definitions);
    return document;
}

QByteArray PackSchema::toJson(const QJsonObject &schema)
{
    QByteArray out;
    write(out, schema, 0);
    return out + '\n';
}

const QStringList &PackSchema::commonQuestionFields()
{
    static const QStringList fields{QStringLiteral("id"), QStringLiteral("type"), QStringLiteral("prompt"),
                                    QStringLiteral("explanation"), QStringLiteral("hint"), QStringLiteral("shuffle")};
    return fields;
}

QString PackSchema::kindReference(const QString &name)
{
    return QStringLiteral("#/$defs/question-") + name;
}

QString PackSchema::definitionClash(const QJsonObject &kindSchema)
{
    const QJsonObject own = kindSchema.value(definitionsKey).toObject();
    const QJsonObject reserved = base().value(definitionsKey).toObject();
    for (auto it = own.constBegin(); it != own.constEnd(); ++it) {
        if (it.key().startsWith(QLatin1String("question")) || reserved.contains(it.key()))
            return it.key();
        for (const QuestionKind *kind : QuestionKinds::all()) {
            const QJsonObject theirs = kind->schema().value(definitionsKey).toObject();
            if (theirs.contains(it.key()) && theirs.value(it.key()) != it.value())
                return it.key();
        }
    }
    return {};
}

} // namespace atlas
