// One milestone of the history timeline, as a pack describes it: when, what it established,
// what it did not, under which themes, and the primary source a reader can look up.
#pragma once

#include "core/localizedtext.h"

#include <QString>
#include <QStringList>

namespace atlas {

struct HistoryEntry {
    struct Source {
        QStringList authors;  // as printed on the work, in order
        QString title;        // the work's own title (not translated)
        QString venue;        // e.g. "ICLR 2015"; may be empty when there is an arXiv id
        QString arxiv;        // e.g. "1706.03762"; may be empty when there is a venue
    };

    QString id;
    int year = 0;
    LocalizedText title;          // a short headline for the timeline
    LocalizedText established;    // what the work showed
    LocalizedText notEstablished; // what it did not show (the scope a reader should keep)
    QStringList themes;           // theme ids, at least one
    Source source;
};

} // namespace atlas
