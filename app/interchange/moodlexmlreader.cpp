#include "moodlexmlreader.h"

#include "importlimits.h"
#include "moodlegrades.h"
#include "core/moodletext.h"

#include <QLocale>
#include <QXmlStreamReader>

#include <algorithm>
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
    // Answers of every question so far.
    qsizetype answers() const { return answers_; }
    qsizetype errors() const { return errors_; }
    // One note for the warnings beyond the limit, if any.
    void finish(int line)
    {
        if (warnings_ > ImportLimits::maxMessages)
            result_.messages.append({ImportMessage::Severity::Note, line,
                                     tr("%n more warning(s) like the ones above, not shown", nullptr, static_cast<int>(warnings_ - ImportLimits::maxMessages))});
    }

private:
    void error(int line, const QString &message)
    {
        ++errors_;
        result_.messages.append({ImportMessage::Severity::Error, line, message});
    }
    void warn(int line, const QString &message)
    {
        if (warnings_++ < ImportLimits::maxMessages)
            result_.messages.append({ImportMessage::Severity::Warning, line, message});
    }

    MoodleTextFormat format(const Node &node, MoodleTextFormat fallback);
    MoodleText text(const Node *node, MoodleTextFormat fallback);
    std::optional<double> number(const Node &where, const QString &raw, const QString &what);

    MoodleXmlReader::Result &result_;
    qsizetype answers_ = 0;
    qsizetype errors_ = 0;
    qsizetype warnings_ = 0;
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
        || q.type == QLatin1String("numerical") || q.type == QLatin1String("shortanswer")
        || q.type == QLatin1String("matching") || q.type == QLatin1String("match") || q.type == QLatin1String("ordering")
        || q.type == QLatin1String("gapselect") || q.type == QLatin1String("cloze") || q.type == QLatin1String("multianswer");
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
    q.caseSensitive = flag(node.value(QLatin1String("usecase"), QStringLiteral("0")));

    const QList<const Node *> answerNodes = node.all(QLatin1String("answer"));
    answers_ += answerNodes.size();
    if (answerNodes.size() > ImportLimits::maxAnswersPerQuestion) {
        error(node.line, tr("more than %1 answers in one question").arg(ImportLimits::maxAnswersPerQuestion));
        return;
    }
    bool ok = true;
    // Moodle checks every answer's grade, whatever the type, and refuses the file over one;
    // an ordering question's answers hold their positions there, which Moodle does not check.
    const bool ordering = q.type == QLatin1String("ordering");
    for (const Node *a : answerNodes) {
        MoodleAnswer answer;
        answer.line = a->line;
        if (a->attributes.hasAttribute(QLatin1String("fraction")) && !ordering) {
            const QString written = a->attributes.value(QLatin1String("fraction")).toString().trimmed();
            const std::optional<double> fraction = number(*a, written, tr("the answer's fraction"));
            if (!fraction) {
                ok = false;
            } else if (*fraction < -100 || *fraction > 100) {
                error(a->line, tr("the answer's fraction must be a percentage from -100 to 100, got %1").arg(*fraction));
                ok = false;
            } else if (const std::optional<double> listed = MoodleGrades::match(*fraction / 100)) {
                answer.fraction = *listed;
            } else {
                error(a->line, MoodleGrades::refusal(written));
                ok = false;
            }
        }
        if (!imported)
            continue;
        answer.text = MoodleText{a->textChild(a->text.trimmed()), format(*a, q.text.format), a->line};
        if (q.type != QLatin1String("multichoice"))
            answer.text.format = MoodleTextFormat::Plain; // a number, true/false, or text to type
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
    if (ordering)
        for (const char *option : {"layouttype", "selecttype", "selectcount", "gradingtype", "showgrading"})
            if (const Node *o = node.child(QLatin1String(option)))
                q.options.insert(QLatin1String(option), o->text.trimmed());
    if (imported) {
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
        // Matching: <subquestion><text>item</text><answer><text>match</text></answer></subquestion>.
        const QList<const Node *> subquestions = node.all(QLatin1String("subquestion"));
        if (subquestions.size() > ImportLimits::maxAnswersPerQuestion) {
            error(node.line, tr("more than %1 answers in one question").arg(ImportLimits::maxAnswersPerQuestion));
            return;
        }
        answers_ += subquestions.size();
        for (const Node *sub : subquestions) {
            MoodleAnswer pair;
            pair.line = sub->line;
            pair.text = text(sub, q.text.format);
            pair.fraction = 1;
            if (const Node *match = sub->child(QLatin1String("answer")))
                pair.match = match->textChild(match->text.trimmed());
            q.answers.append(pair);
        }
        // Gap select: <selectoption><text>choice</text><group>1</group></selectoption>.
        const QList<const Node *> options = node.all(QLatin1String("selectoption"));
        if (options.size() > ImportLimits::maxAnswersPerQuestion) {
            error(node.line, tr("more than %1 answers in one question").arg(ImportLimits::maxAnswersPerQuestion));
            return;
        }
        answers_ += options.size();
        for (const Node *o : options) {
            MoodleAnswer option;
            option.line = o->line;
            option.text = MoodleText{o->textChild(), MoodleTextFormat::Plain, o->line};
            option.group = o->value(QLatin1String("group"), QStringLiteral("1")).trimmed().toInt();
            q.answers.append(option);
        }
        for (const char *dropped : {"correctfeedback", "partiallycorrectfeedback", "incorrectfeedback"}) {
            const Node *f = node.child(QLatin1String(dropped));
            if (f && !f->textChild().isEmpty())
                warn(f->line, tr("<%1> is dropped: a pack question has feedback per choice and an explanation").arg(QLatin1String(dropped)));
        }
        // Moodle shows its hints one per wrong try (interactive behaviour); a pack question has
        // one, shown after the first wrong try: the first is kept.
        const QList<const Node *> hints = node.all(QLatin1String("hint"));
        for (qsizetype i = 0; i < hints.size(); ++i) {
            const MoodleText t = text(hints.at(i), q.text.format);
            if (t.text.trimmed().isEmpty())
                continue; // Moodle's form writes empty hints; nothing is lost
            if (q.hint.text.isEmpty())
                q.hint = t;
            else
                //: Moodle XML import; %1: the hint's number among the question's hints (2, 3, …).
                warn(hints.at(i)->line, tr("hint %1 is dropped: a pack question has one hint, shown after the first wrong try").arg(i + 1));
        }
        for (const char *image : {"image", "image_base64"})
            if (const Node *old = node.child(QLatin1String(image)); old && !old->text.trimmed().isEmpty())
                //: Moodle XML import: <image> and <image_base64> are how Moodle 1.x–2.0 attached a picture to a question.
                warn(old->line, tr("the question's picture (<%1>, Moodle's old form) is dropped: a pack question's texts hold no files")
                                    .arg(QLatin1String(image)));
    }
    if (const Node *tags = node.child(QLatin1String("tags")))
        for (const Node *tag : tags->all(QLatin1String("tag")))
            if (const QString t = tag->textChild(tag->text.trimmed()); !t.isEmpty())
                q.tags.append(t);
    if (ok)
        result_.questions.append(q);
}

// The line of the first element with more than `limit` attributes, or 0. Qt's reader compares
// each attribute of an element with the ones before it, so a hostile element is found here,
// in one linear pass, before Qt reads it: a tag runs from '<' to the '>' outside quotes, and
// each '=' outside quotes in it is an attribute. Comments, CDATA sections, processing
// instructions and declarations hold none.
int crowdedElementLine(const QByteArray &xml, int limit)
{
    const qsizetype n = xml.size();
    const auto skipPast = [&](qsizetype from, const char *end) {
        const qsizetype at = xml.indexOf(end, from);
        return at < 0 ? n : at + qsizetype(qstrlen(end));
    };
    const auto startsAt = [&](qsizetype at, QByteArrayView prefix) { return QByteArrayView(xml).sliced(at).startsWith(prefix); };
    int line = 1;
    qsizetype i = 0;
    while (i < n) {
        const char c = xml.at(i);
        if (c == '\n') {
            ++line;
            ++i;
            continue;
        }
        if (c != '<') {
            ++i;
            continue;
        }
        qsizetype next = -1;
        if (startsAt(i, "<!--"))
            next = skipPast(i + 4, "-->");
        else if (startsAt(i, "<![CDATA["))
            next = skipPast(i + 9, "]]>");
        else if (startsAt(i, "<?"))
            next = skipPast(i + 2, "?>");
        if (next >= 0) {
            line += static_cast<int>(std::count(xml.cbegin() + i, xml.cbegin() + next, '\n'));
            i = next;
            continue;
        }
        const int start = line;
        int attributes = 0;
        char quote = 0;
        for (++i; i < n; ++i) {
            const char t = xml.at(i);
            if (t == '\n')
                ++line;
            if (quote) {
                if (t == quote)
                    quote = 0;
            } else if (t == '"' || t == '\'') {
                quote = t;
            } else if (t == '=') {
                if (++attributes > limit)
                    return start;
            } else if (t == '>') {
                ++i;
                break;
            }
        }
    }
    return 0;
}

} // namespace

MoodleXmlReader::Result MoodleXmlReader::read(const QByteArray &xml)
{
    Result result;
    if (const int line = crowdedElementLine(xml, ImportLimits::maxAttributesPerElement)) {
        result.messages.append({ImportMessage::Severity::Error, line,
                                tr("an element with more than %1 attributes (Moodle's have at most three)").arg(ImportLimits::maxAttributesPerElement)});
        return result;
    }
    QXmlStreamReader reader(xml);
    Interpreter interpreter(result);
    const auto fail = [&](const QString &message) {
        result.messages.append({ImportMessage::Severity::Error, static_cast<int>(reader.lineNumber()), message});
    };
    bool sawQuiz = false;
    std::vector<Node *> stack;     // open elements of the current question
    std::unique_ptr<Node> current; // the <question> being read
    int depth = 0;
    int elements = 0; // inside the current question
    int questions = 0; // <question> elements, malformed ones included
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
                if (++questions > ImportLimits::maxQuestions) {
                    fail(tr("more than %1 questions in one file; export them from Moodle a category at a time").arg(ImportLimits::maxQuestions));
                    return result;
                }
                elements = 0;
                current = std::make_unique<Node>();
                current->name = QStringLiteral("question");
                current->attributes = reader.attributes();
                current->line = static_cast<int>(reader.lineNumber());
                stack = {current.get()};
                break;
            }
            if (++elements > ImportLimits::maxElementsPerQuestion) {
                fail(tr("more than %1 elements in one question").arg(ImportLimits::maxElementsPerQuestion));
                return result;
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
                if (interpreter.answers() > ImportLimits::maxAnswers) {
                    fail(tr("more than %1 answers in one file; export the questions from Moodle a category at a time").arg(ImportLimits::maxAnswers));
                    return result;
                }
                if (interpreter.errors() > ImportLimits::maxMessages) {
                    fail(tr("more than %1 errors: the file is read no further").arg(ImportLimits::maxMessages));
                    return result;
                }
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
    interpreter.finish(static_cast<int>(reader.lineNumber()));
    return result;
}

} // namespace atlas
