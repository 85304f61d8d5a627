// A panel's destructor with editable fields calls this first: QWidget's destructor hides the
// children after the panel's members are gone, and a focused field then reports
// editingFinished to slots that would read those members.
#pragma once

class QObject;

namespace atlas {

// Disconnects every descendant of `listener` from it.
void stopListeningToChildren(QObject *listener);

} // namespace atlas
