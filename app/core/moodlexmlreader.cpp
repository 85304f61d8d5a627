#include "moodlexmlreader.h"

#include "moodletext.h"

#include <QLocale>
#include <QXmlStreamReader>

#include <cmath>
#include <memory>
#include <optional>
#include <vector>

namespace atlas {

namespace {

// One element of a <question>, with what Moodle's importer reads of it.
struct Node {
    QString name;
    QXmlStreamAttributes attributes;
    QString text; // the character data directly inside
    std::vector<std::unique_ptr<Node>> children;
    int line = 0;

    const Node *child(QLatin1String childName) const
    {
        for (const auto &c : children)
            if (c->name == childName)
                return c.get();
        return nullptr;
    }
    QList<const Node *> all(QLatin1String childName) const
    {
        QList<const Node *> out;
        for (const auto &c : children)
            if (c->name == childName)
                out.append(c.get());
        return out;
    }
    // The <text> inside, trimmed as Moodle trims it; `fallback` when there is none.
    QString textChild(const QString &fallback = QString()) const
    {
        const Node *t = child(QLatin1String("text"));
        return t ? t->text.trimmed() : fallback;
    }
    QString value(QLatin1String childName, const QString &fallback) const
    {
        const Node *c = child(childName);
        return c ? c->text.trimmed() : fallback;
    }
};

constexpr int maxDepth = 32;

class Interpreter {
    Q_DECLARE_TR_FUNCTIONS(MoodleXmlReader)

public:
    explicit Interpreter(MoodleXmlReader::Result &result) : result_(result) {}

    void question(const Node &node);

private:
    void error(int line, const QString &message) { result_.messages.append({ImportMessage::Severity::Error, line, message}); }
    void warn(int line, const QString &message) { result_.messages.append({ImportMessage::Severity::Warning, line, message}); }

    MoodleTextFormat format(const Node &node, MoodleTextFormat fallback);
    MoodleText text(const Node *node, MoodleTextFormat fallback);
    std::optional<double> number(const Node &where, const QString &raw, const QString &what);

    MoodleXmlReader::Result &result_;
};

MoodleTextFormat Interpreter::format(const Node &node, MoodleTextFormat fallback)
{
    if (!node.attributes.hasAttribute(QLatin1String("format")))
        return fallback;
    const QString name = node.attributes.value(QLatin1String("format")).toString();
    if (const std::optional<MoodleTextFormat> f = MoodleTextConverter::fromXmlName(name))
        return *f;
    warn(node.line, tr("unknown text format '%1', read as HTML (as Moodle does)").arg(name));
    return MoodleTextFormat::Html;
}

MoodleText Interpreter::text(const Node *node, MoodleTextFormat fallback)
{
    MoodleText t;
    t.format = fallback;
    if (!node)
        return t;
    t.format = format(*node, fallback);
    t.text = node->textChild();
    t.line = node->line;
    for (const Node *file : node->all(QLatin1String("file")))
        //: Moodle XML import: a file (usually an image) embedded in a text; the pack's question texts hold none.
        warn(file->line, tr("the embedded file '%1' is dropped: a pack question's texts hold no files")
                             .arg(file->attributes.value(QLatin1String("name")).toString()));
    return t;
}

std::optional<double> Interpreter::number(const Node &where, const QString &raw, const QString &what)
{
    bool ok = false;
    const double value = QLocale::c().toDouble(raw.trimmed(), &ok);
    if (!ok || !std::isfinite(value)) {
        error(where.line, tr("%1: expected a number, got '%2'").arg(what, raw));
        return std::nullopt;
    }
    return value;
}

void Interpreter::question(const Node &node)
{
    MoodleQuestion q;
    q.line = node.line;
    if (!node.attributes.hasAttribute(QLatin1String("type"))) {
        error(node.line, tr("<question> without its type attribute (e.g. type=\"multichoice\")"));
        return;
    }
    q.type = node.attributes.value(QLatin1String("type")).toString().trimmed();
    if (q.type == QLatin1String("category")) {
        const Node *category = node.child(QLatin1String("category"));
        q.category = category ? category->textChild(category->text.trimmed()) : QString();
        result_.questions.append(q);
        return;
    }
    const bool imported = q.type == QLatin1String("multichoice") || q.type == QLatin1String("truefalse")
        || q.type == QLatin1String("numerical");
    const Node *name = node.child(QLatin1String("name"));
    if (imported && (!name || name->textChild().isEmpty())) {
        error(node.line, tr("a question without its <name><text>…</text></name> (Moodle refuses it too)"));
        return;
    }
    q.name = name ? name->textChild() : QString();
    q.idNumber = node.value(QLatin1String("idnumber"), QString());
    q.text = text(node.child(QLatin1String("questiontext")), MoodleTextFormat::Html);
    q.generalFeedback = text(node.child(QLatin1String("generalfeedback")), q.text.format);
    // Moodle's defaults when the element is missing: one answer, answers not shuffled.
    const auto flag = [](const QString &v) { return !(v == QLatin1String("false") || v == QLatin1String("0") || v.isEmpty()); };
    q.single = flag(node.value(QLatin1String("single"), QStringLiteral("true")));
    q.shuffle = flag(node.value(QLatin1String("shuffleanswers"), QStringLiteral("false")));

    bool ok = true;
    if (imported) {
        for (const Node *a : node.all(QLatin1String("answer"))) {
            MoodleAnswer answer;
            answer.line = a->line;
            const std::optional<double> fraction = number(*a, a->attributes.value(QLatin1String("fraction")).toString(), tr("the answer's fraction"));
            if (!a->attributes.hasAttribute(QLatin1String("fraction")))
                answer.fraction = 0;
            else if (!fraction)
                ok = false;
            else if (*fraction < -100 || *fraction > 100) {
                error(a->line, tr("the answer's fraction must be a percentage from -100 to 100, got %1").arg(*fraction));
                ok = false;
            } else
                answer.fraction = *fraction / 100;
            answer.text = MoodleText{a->textChild(a->text.trimmed()), format(*a, q.text.format), a->line};
            if (q.type != QLatin1String("multichoice"))
                answer.text.format = MoodleTextFormat::Plain; // a number, or true/false
            answer.feedback = text(a->child(QLatin1String("feedback")), q.text.format);
            if (q.type == QLatin1String("numerical")) {
                const QString tolerance = a->value(QLatin1String("tolerance"), QStringLiteral("0"));
                if (const std::optional<double> t = number(*a, tolerance.isEmpty() ? QStringLiteral("0") : tolerance, tr("the tolerance")))
                    answer.tolerance = std::abs(*t); // Moodle uses the tolerance's size
                else
                    ok = false;
            }
            q.answers.append(answer);
        }
        if (const Node *units = node.child(QLatin1String("units"))) {
            for (const Node *u : units->all(QLatin1String("unit"))) {
                MoodleUnit unit;
                unit.name = u->value(QLatin1String("unit_name"), QString());
                if (const std::optional<double> m = number(*u, u->value(QLatin1String("multiplier"), QStringLiteral("1")), tr("the unit's multiplier")))
                    unit.multiplier = *m;
                else
                    ok = false;
                q.units.append(unit);
            }
        }
        for (const char *dropped : {"correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"}) {
            const Node *f = node.child(QLatin1String(dropped));
            if (f && !f->textChild().isEmpty())
                warn(f->line, tr("<%1> is dropped: a pack question has feedback per choice and an explanation").arg(QLatin1String(dropped)));
        }
        for (const Node *hint : node.all(QLatin1String("hint")))
            warn(hint->line, tr("a hint is dropped: a pack question has no hints"));
        if (const Node *tags = node.child(QLatin1String("tags")); tags && !tags->children.empty())
            warn(tags->line, tr("the question's tags are dropped: a pack has no question tags"));
    }
    if (ok)
        result_.questions.append(q);
}

} // namespace

MoodleXmlReader::Result MoodleXmlReader::read(const QByteArray &xml)
{
    Result result;
    QXmlStreamReader reader(xml);
    Interpreter interpreter(result);
    const auto fail = [&](const QString &message) {
        result.messages.append({ImportMessage::Severity::Error, static_cast<int>(reader.lineNumber()), message});
    };
    bool sawQuiz = false;
    std::vector<Node *> stack;     // open elements of the current question
    std::unique_ptr<Node> current; // the <question> being read
    int depth = 0;
    while (!reader.atEnd()) {
        const QXmlStreamReader::TokenType token = reader.readNext();
        switch (token) {
        case QXmlStreamReader::DTD:
            fail(tr("a DOCTYPE is not part of Moodle XML"));
            return result;
        case QXmlStreamReader::StartElement: {
            ++depth;
            if (depth > maxDepth) {
                fail(tr("elements nested deeper than %1 levels").arg(maxDepth));
                return result;
            }
            if (depth == 1) {
                if (reader.name() != QLatin1String("quiz")) {
                    fail(tr("expected <quiz> as the root element, got <%1>").arg(reader.name().toString()));
                    return result;
                }
                sawQuiz = true;
                break;
            }
            if (depth == 2) {
                if (reader.name() != QLatin1String("question")) {
                    reader.skipCurrentElement();
                    --depth;
                    break;
                }
                current = std::make_unique<Node>();
                current->name = QStringLiteral("question");
                current->attributes = reader.attributes();
                current->line = static_cast<int>(reader.lineNumber());
                stack = {current.get()};
                break;
            }
            auto node = std::make_unique<Node>();
            node->name = reader.name().toString();
            node->attributes = reader.attributes();
            node->line = static_cast<int>(reader.lineNumber());
            Node *raw = node.get();
            stack.back()->children.push_back(std::move(node));
            stack.push_back(raw);
            break;
        }
        case QXmlStreamReader::EndElement:
            if (depth == 2 && current) {
                interpreter.question(*current);
                current.reset();
                stack.clear();
            } else if (depth > 2 && !stack.empty()) {
                stack.pop_back();
            }
            --depth;
            break;
        case QXmlStreamReader::Characters:
            if (depth > 2 && !stack.empty())
                stack.back()->text += reader.text();
            break;
        default:
            break;
        }
    }
    if (reader.hasError()) {
        fail(tr("not well-formed XML: %1").arg(reader.errorString()));
        return result;
    }
    if (!sawQuiz)
        fail(tr("no <quiz> element: not a Moodle XML file"));
    return result;
}

} // namespace atlas
