// The params of a "history" chapter: the timeline's entries and its filter vocabulary. Their
// fields, bounds and defaults are declared in history.params.json (atlas::declared::history).
//
// Defaults: themes — the built-in vocabulary (mechanism, architecture, efficiency,
// interpretation), named by the plugin in the learner's language; entries — none (the
// timeline says so; the validator warns); selected — the earliest entry. A theme given as a
// plain string must be a built-in one; an object brings its own localized name.
//
// Checked here beyond the declaration: ids unique and id-shaped; years up to this year; texts
// non-empty; each entry's themes known; a source's venue or arXiv id (or both), so a reader can
// find it. An arXiv id must be well-formed: YYMM.NNNN (to December 2014) or YYMM.NNNNN (from
// January 2015), month 01–12, from April 2007 when such ids began, with an optional version
// (v2); an id posted in another year than the entry's is a warning (the entry's year is the
// year of the work, usually its first public version).
#pragma once

#include "historyentry.h"
#include "historytheme.h"

#include "core/paramsreport.h"
#include "history.params.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace atlas {

class HistoryParams {
    Q_DECLARE_TR_FUNCTIONS(HistoryParams)

public:
    static constexpr int minimumYear = declared::history::entries::year::minimum;
    static constexpr int maxShortText = declared::history::entries::source::title::maxLength; // titles, venues, author names

    QList<HistoryTheme> themes;  // in the order the filter shows them
    QList<HistoryEntry> entries; // by year; entries of one year in the order given
    QString selected;            // the entry shown first

    // Reads `params`, recording every defect in `report` (paths relative to the params).
    // Always returns usable params: a defective entry or theme is left out.
    static HistoryParams read(const QJsonObject &params, ParamsReport &report);

    static QList<HistoryTheme> builtInThemes();
    // A built-in theme's name in the current UI language ("" for an unknown id).
    static QString builtInThemeName(const QString &id);

    // The year an arXiv id was posted, or why the id is not well-formed (translated).
    struct ArxivCheck {
        std::optional<int> year;
        QString problem;
    };
    static ArxivCheck checkArxivId(const QString &id);

    const HistoryEntry *entry(const QString &id) const;
    const HistoryTheme *theme(const QString &id) const;
};

} // namespace atlas
