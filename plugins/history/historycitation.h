// A timeline entry's primary source, written out the way a reader cites it:
//     Ashish Vaswani, Noam Shazeer, … and Illia Polosukhin (2017). Attention Is All You Need.
//     NIPS 2017. arXiv:1706.03762.
// and the short form the timeline shows ("Vaswani et al.", "Jain and Wallace"). Author names
// are used as the pack writes them; the short form takes the last word of a name as the
// family name.
#pragma once

#include "historyentry.h"

#include <QCoreApplication>
#include <QString>

namespace atlas {

class HistoryCitation {
    Q_DECLARE_TR_FUNCTIONS(HistoryCitation)

public:
    static QString shortAuthors(const HistoryEntry::Source &source);
    static QString authorList(const HistoryEntry::Source &source);
    static QString text(const HistoryEntry &entry);
    // The same citation as rich text: the title in italics, the arXiv id as a link.
    static QString html(const HistoryEntry &entry);
    static QString arxivUrl(const QString &id);
};

} // namespace atlas
