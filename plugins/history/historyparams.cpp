#include "historyparams.h"

#include "core/jsonreader.h"
#include "core/packlimits.h"
#include "core/paramsfields.h"

#include <QDate>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace atlas {

namespace {

namespace field = declared::history;
using entryField = field::entries;
using sourceField = entryField::source;

static_assert(sourceField::venue::maxLength == HistoryParams::maxShortText && sourceField::authors::itemMaxLength == HistoryParams::maxShortText,
              "titles, venues and author names are short texts alike");

const QRegularExpression &idPattern()
{
    static const QRegularExpression p(QStringLiteral("^[a-z0-9][a-z0-9_.-]{0,63}$"));
    return p;
}

const QStringList &builtInThemeIds()
{
    static const QStringList ids{QStringLiteral("mechanism"), QStringLiteral("architecture"),
                                 QStringLiteral("efficiency"), QStringLiteral("interpretation")};
    return ids;
}

// Reads params through one JsonReader on the report: errors and warnings reach it in
// document order.
class Reading {
public:
    explicit Reading(ParamsReport &report) : report_(report), reader_(report) {}

    JsonReader &reader() { return reader_; }
    void error(const JsonPath &path, DiagnosticCode code, const QString &message)
    {
        report_.error(path, code, message);
    }
    void warning(const JsonPath &path, DiagnosticCode code, const QString &message)
    {
        report_.warning(path, code, message);
    }

    std::optional<QString> identifier(const QJsonValue &value, const JsonPath &path)
    {
        const std::optional<QString> s = reader_.string(value, path);
        if (!s)
            return std::nullopt;
        if (!idPattern().match(*s).hasMatch()) {
            error(path, DiagnosticCode::Invalid, HistoryParams::tr("'%1' is not an id: expected lower-case letters, digits, '-', '_' or '.', at most 64").arg(s->left(80)));
            return std::nullopt;
        }
        return s;
    }

    std::optional<QString> shortText(const QJsonValue &value, const JsonPath &path)
    {
        const std::optional<QString> s = reader_.string(value, path);
        if (!s)
            return std::nullopt;
        if (s->trimmed().isEmpty()) {
            error(path, DiagnosticCode::Missing, HistoryParams::tr("expected a non-empty text"));
            return std::nullopt;
        }
        if (s->size() > HistoryParams::maxShortText) {
            error(path, DiagnosticCode::TooLarge, HistoryParams::tr("%1 characters, more than the limit of %2").arg(s->size()).arg(HistoryParams::maxShortText));
            return std::nullopt;
        }
        return s->trimmed();
    }

private:
    ParamsReport &report_;
    JsonReader reader_;
};

std::optional<QList<HistoryTheme>> readThemes(const QJsonValue &value, const JsonPath &path, Reading &in)
{
    if (!value.isArray()) {
        in.error(path, DiagnosticCode::WrongType, HistoryParams::tr("expected an array of themes, got %1").arg(JsonReader::typeName(value)));
        return std::nullopt;
    }
    const QJsonArray list = value.toArray();
    if (list.size() < field::themes::minItems || list.size() > declared::history::themes::maxItems) {
        in.error(path, DiagnosticCode::OutOfRange, HistoryParams::tr("expected 1 to %1 themes, got %2").arg(declared::history::themes::maxItems).arg(list.size()));
        return std::nullopt;
    }
    QList<HistoryTheme> themes;
    QSet<QString> seen;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonPath at = path / i;
        HistoryTheme theme;
        if (list.at(i).isString()) {
            const std::optional<QString> id = in.identifier(list.at(i), at);
            if (!id)
                continue;
            if (!builtInThemeIds().contains(*id)) {
                in.error(at, DiagnosticCode::Reference, HistoryParams::tr("'%1' is not a built-in theme (%2); give a new theme as {\"id\", \"name\"}")
                                 .arg(*id, builtInThemeIds().join(QLatin1String(", "))));
                continue;
            }
            theme.id = *id;
        } else if (list.at(i).isObject()) {
            const QJsonObject object = list.at(i).toObject();
            in.reader().rejectUnknownKeys(object, at, {QStringLiteral("id"), QStringLiteral("name")});
            const std::optional<QString> id = object.contains(QLatin1String("id"))
                ? in.identifier(object.value(QLatin1String("id")), at / QStringLiteral("id")) : std::nullopt;
            if (!object.contains(QLatin1String("id")))
                in.error(at / QStringLiteral("id"), DiagnosticCode::Missing, HistoryParams::tr("missing (the theme's id, named by entries)"));
            std::optional<LocalizedText> name;
            if (object.contains(QLatin1String("name")))
                name = in.reader().text(object.value(QLatin1String("name")), at / QStringLiteral("name"), HistoryParams::maxShortText);
            else
                in.error(at / QStringLiteral("name"), DiagnosticCode::Missing, HistoryParams::tr("missing (the theme's name shown in the filter)"));
            if (!id || !name)
                continue;
            theme.id = *id;
            theme.name = *name;
        } else {
            in.error(at, DiagnosticCode::WrongType, HistoryParams::tr("expected a built-in theme id or {\"id\", \"name\"}, got %1").arg(JsonReader::typeName(list.at(i))));
            continue;
        }
        if (seen.contains(theme.id)) {
            in.error(at, DiagnosticCode::Duplicate, HistoryParams::tr("theme '%1' is listed twice").arg(theme.id));
            continue;
        }
        seen.insert(theme.id);
        themes.append(theme);
    }
    return themes;
}

std::optional<HistoryEntry::Source> readSource(const QJsonValue &value, const JsonPath &path, int entryYear, Reading &in)
{
    const std::optional<QJsonObject> object = in.reader().object(value, path);
    if (!object)
        return std::nullopt;
    const ParamsFields fields(*object, in.reader(), sourceField::declaredKeys, path);
    HistoryEntry::Source source;
    bool ok = true;

    const JsonPath authorsPath = fields.path(sourceField::authors::key);
    const QJsonValue authors = fields.value(sourceField::authors::key);
    if (!fields.has(sourceField::authors::key)) {
        in.error(authorsPath, DiagnosticCode::Missing, HistoryParams::tr("missing (the work's authors, in order)"));
        ok = false;
    } else if (!authors.isArray() || authors.toArray().size() < sourceField::authors::minItems || authors.toArray().size() > declared::history::entries::source::authors::maxItems) {
        in.error(authorsPath, DiagnosticCode::Invalid, HistoryParams::tr("expected an array of 1 to %1 author names").arg(declared::history::entries::source::authors::maxItems));
        ok = false;
    } else {
        const QJsonArray names = authors.toArray();
        for (qsizetype i = 0; i < names.size(); ++i) {
            if (const std::optional<QString> name = in.shortText(names.at(i), authorsPath / i))
                source.authors.append(*name);
            else
                ok = false;
        }
    }

    const JsonPath titlePath = fields.path(sourceField::title::key);
    if (!fields.has(sourceField::title::key)) {
        in.error(titlePath, DiagnosticCode::Missing, HistoryParams::tr("missing (the work's own title)"));
        ok = false;
    } else if (const std::optional<QString> title = in.shortText(fields.value(sourceField::title::key), titlePath)) {
        source.title = *title;
    } else {
        ok = false;
    }

    if (fields.has(sourceField::venue::key)) {
        if (const std::optional<QString> venue = in.shortText(fields.value(sourceField::venue::key), fields.path(sourceField::venue::key)))
            source.venue = *venue;
        else
            ok = false;
    }
    if (fields.has(sourceField::arxiv::key)) {
        const JsonPath arxivPath = fields.path(sourceField::arxiv::key);
        if (const std::optional<QString> id = in.reader().string(fields.value(sourceField::arxiv::key), arxivPath)) {
            const HistoryParams::ArxivCheck check = HistoryParams::checkArxivId(*id);
            if (!check.year) {
                in.error(arxivPath, DiagnosticCode::Invalid, check.problem);
                ok = false;
            } else {
                source.arxiv = *id;
                if (entryYear > 0 && *check.year != entryYear)
                    in.warning(arxivPath, DiagnosticCode::Inconsistent, HistoryParams::tr("arXiv:%1 was posted in %2, but the entry's year is %3 (use the year of the work's first public version)")
                                              .arg(*id).arg(*check.year).arg(entryYear));
            }
        } else {
            ok = false;
        }
    }
    if (ok && source.venue.isEmpty() && source.arxiv.isEmpty()) {
        in.error(path, DiagnosticCode::Missing, HistoryParams::tr("a primary source needs a \"venue\" or an \"arxiv\" id (or both), so that a reader can find it"));
        ok = false;
    }
    if (!ok)
        return std::nullopt;
    return source;
}

std::optional<HistoryEntry> readEntry(const QJsonValue &value, const JsonPath &path, const QList<HistoryTheme> &themes, Reading &in)
{
    const std::optional<QJsonObject> object = in.reader().object(value, path);
    if (!object)
        return std::nullopt;
    const ParamsFields fields(*object, in.reader(), entryField::declaredKeys, path);
    HistoryEntry entry;
    bool ok = true;
    auto missing = [&](const char *name, const QString &what) {
        if (fields.has(name))
            return false;
        in.error(fields.path(name), DiagnosticCode::Missing, HistoryParams::tr("missing (%1)").arg(what));
        ok = false;
        return true;
    };

    if (!missing(entryField::id::key, HistoryParams::tr("the entry's id"))) {
        if (const std::optional<QString> id = in.identifier(fields.value(entryField::id::key), fields.path(entryField::id::key)))
            entry.id = *id;
        else
            ok = false;
    }
    if (!missing(entryField::year::key, HistoryParams::tr("the year of the work"))) {
        const int thisYear = QDate::currentDate().year();
        if (const std::optional<qint64> year = in.reader().integer(fields.value(entryField::year::key), fields.path(entryField::year::key), HistoryParams::minimumYear, thisYear))
            entry.year = static_cast<int>(*year);
        else
            ok = false;
    }
    const struct {
        const char *key;
        LocalizedText HistoryEntry::*field;
        const char *what;
    } texts[] = {
        {entryField::title::key, &HistoryEntry::title, QT_TRANSLATE_NOOP("atlas::HistoryParams", "a short headline for the timeline")},
        {entryField::established::key, &HistoryEntry::established, QT_TRANSLATE_NOOP("atlas::HistoryParams", "what the work established")},
        {entryField::not_established::key, &HistoryEntry::notEstablished, QT_TRANSLATE_NOOP("atlas::HistoryParams", "what the work did not establish")},
    };
    for (const auto &t : texts) {
        if (missing(t.key, HistoryParams::tr(t.what)))
            continue;
        if (const std::optional<LocalizedText> text = in.reader().text(fields.value(t.key), fields.path(t.key), PackLimits::maxTextLength))
            entry.*(t.field) = *text;
        else
            ok = false;
    }

    if (!missing(entryField::themes::key, HistoryParams::tr("the themes the entry belongs to"))) {
        const JsonPath themesPath = fields.path(entryField::themes::key);
        const QJsonValue list = fields.value(entryField::themes::key);
        if (!list.isArray() || list.toArray().size() < entryField::themes::minItems) {
            in.error(themesPath, DiagnosticCode::Missing, HistoryParams::tr("expected a non-empty array of theme ids"));
            ok = false;
        } else {
            const QJsonArray ids = list.toArray();
            QStringList known;
            for (const HistoryTheme &t : themes)
                known.append(t.id);
            for (qsizetype i = 0; i < ids.size(); ++i) {
                const std::optional<QString> id = in.identifier(ids.at(i), themesPath / i);
                if (!id) {
                    ok = false;
                } else if (!known.contains(*id)) {
                    in.error(themesPath / i, DiagnosticCode::Reference, HistoryParams::tr("unknown theme '%1' (themes: %2)").arg(*id, known.join(QLatin1String(", "))));
                    ok = false;
                } else if (entry.themes.contains(*id)) {
                    in.error(themesPath / i, DiagnosticCode::Duplicate, HistoryParams::tr("theme '%1' is named twice").arg(*id));
                    ok = false;
                } else {
                    entry.themes.append(*id);
                }
            }
        }
    }
    if (!missing(entryField::source::key, HistoryParams::tr("the primary source: authors, title, venue or arXiv id"))) {
        if (const std::optional<HistoryEntry::Source> source = readSource(fields.value(entryField::source::key), fields.path(entryField::source::key), entry.year, in))
            entry.source = *source;
        else
            ok = false;
    }
    if (!ok)
        return std::nullopt;
    return entry;
}

} // namespace

QList<HistoryTheme> HistoryParams::builtInThemes()
{
    QList<HistoryTheme> themes;
    for (const QString &id : builtInThemeIds())
        themes.append(HistoryTheme{id, LocalizedText()});
    return themes;
}

QString HistoryParams::builtInThemeName(const QString &id)
{
    if (id == QLatin1String("mechanism"))
        //: A theme of the history timeline: how attention computes.
        return tr("Mechanism");
    if (id == QLatin1String("architecture"))
        //: A theme of the history timeline: how models are built from attention.
        return tr("Architecture");
    if (id == QLatin1String("efficiency"))
        //: A theme of the history timeline: the cost of attention in time and memory.
        return tr("Efficiency");
    if (id == QLatin1String("interpretation"))
        //: A theme of the history timeline: what attention weights do and do not tell us.
        return tr("Interpretation");
    return QString();
}

HistoryParams::ArxivCheck HistoryParams::checkArxivId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{2})([0-9]{2})\\.([0-9]{4,5})(v[1-9][0-9]{0,2})?$"));
    ArxivCheck check;
    if (id.startsWith(QLatin1String("arXiv:"), Qt::CaseInsensitive)) {
        check.problem = tr("write the identifier without the \"arXiv:\" prefix, e.g. \"%1\"").arg(id.mid(6).left(20));
        return check;
    }
    const QRegularExpressionMatch m = pattern.match(id);
    if (!m.hasMatch()) {
        check.problem = tr("'%1' is not an arXiv identifier: expected YYMM.NNNNN (e.g. 1706.03762), or YYMM.NNNN before 2015").arg(id.left(40));
        return check;
    }
    const int yy = m.captured(1).toInt();
    const int month = m.captured(2).toInt();
    const qsizetype digits = m.captured(3).size();
    if (month < 1 || month > 12) {
        check.problem = tr("'%1' is not an arXiv identifier: %2 is not a month (the digits after the year are 01 to 12)").arg(id, m.captured(2));
        return check;
    }
    const int yymm = yy * 100 + month;
    if (yymm < 704) {
        check.problem = tr("'%1' is not an arXiv identifier of this form: such identifiers began in April 2007 (0704)").arg(id);
        return check;
    }
    if (yymm <= 1412 && digits != 4) {
        check.problem = tr("'%1' is not an arXiv identifier: until December 2014 the number has 4 digits (e.g. 1409.0473)").arg(id);
        return check;
    }
    if (yymm >= 1501 && digits != 5) {
        check.problem = tr("'%1' is not an arXiv identifier: from January 2015 the number has 5 digits (e.g. 1706.03762)").arg(id);
        return check;
    }
    check.year = 2000 + yy;
    return check;
}

HistoryParams HistoryParams::read(const QJsonObject &params, ParamsReport &report)
{
    HistoryParams result;
    result.themes = builtInThemes();
    Reading in(report);
    const ParamsFields fields(params, in.reader(), field::declaredKeys);

    if (fields.has(field::themes::key))
        if (const std::optional<QList<HistoryTheme>> themes = readThemes(fields.value(field::themes::key), fields.path(field::themes::key), in))
            if (!themes->isEmpty())
                result.themes = *themes;

    const JsonPath entriesPath = fields.path(entryField::key);
    if (!fields.has(entryField::key)) {
        in.warning(entriesPath, DiagnosticCode::Missing, tr("no timeline entries: the chapter's timeline is empty"));
    } else if (!fields.value(entryField::key).isArray()) {
        in.error(entriesPath, DiagnosticCode::WrongType, tr("expected an array of timeline entries, got %1").arg(JsonReader::typeName(fields.value(entryField::key))));
    } else {
        const QJsonArray list = fields.value(entryField::key).toArray();
        if (list.isEmpty())
            in.warning(entriesPath, DiagnosticCode::Missing, tr("no timeline entries: the chapter's timeline is empty"));
        if (list.size() > declared::history::entries::maxItems) {
            in.error(entriesPath, DiagnosticCode::TooLarge, tr("%1 entries, more than the limit of %2").arg(list.size()).arg(declared::history::entries::maxItems));
        } else {
            QSet<QString> ids;
            for (qsizetype i = 0; i < list.size(); ++i) {
                std::optional<HistoryEntry> entry = readEntry(list.at(i), entriesPath / i, result.themes, in);
                if (!entry)
                    continue;
                if (ids.contains(entry->id)) {
                    in.error(entriesPath / i / QLatin1String(entryField::id::key), DiagnosticCode::Duplicate, tr("entry id '%1' is used twice").arg(entry->id));
                    continue;
                }
                ids.insert(entry->id);
                result.entries.append(*entry);
            }
        }
    }
    std::stable_sort(result.entries.begin(), result.entries.end(),
                     [](const HistoryEntry &a, const HistoryEntry &b) { return a.year < b.year; });

    if (fields.has(field::selected::key)) {
        const JsonPath selectedPath = fields.path(field::selected::key);
        if (const std::optional<QString> id = in.reader().string(fields.value(field::selected::key), selectedPath)) {
            // An entry left out for its own defects is not reported a second time here.
            bool named = false;
            for (const QJsonValue &e : fields.value(entryField::key).toArray())
                named = named || e.toObject().value(QLatin1String(entryField::id::key)).toString() == *id;
            if (result.entry(*id))
                result.selected = *id;
            else if (!named)
                in.error(selectedPath, DiagnosticCode::Reference, tr("no timeline entry has the id '%1'").arg(id->left(80)));
        }
    }
    if (result.selected.isEmpty() && !result.entries.isEmpty())
        result.selected = result.entries.constFirst().id;
    return result;
}

const HistoryEntry *HistoryParams::entry(const QString &id) const
{
    for (const HistoryEntry &e : entries)
        if (e.id == id)
            return &e;
    return nullptr;
}

const HistoryTheme *HistoryParams::theme(const QString &id) const
{
    for (const HistoryTheme &t : themes)
        if (t.id == id)
            return &t;
    return nullptr;
}

} // namespace atlas
