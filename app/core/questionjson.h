// A pack question as the text of its JSON object in pack.json (docs/pack-format.md), keys in
// the documented order, each text an object of language → string, numbers as the shortest
// text that reads back to the same double — for printing imported questions and for adding
// them to a manifest in the style of the file around them.
#pragma once

#include "core/coreexport.h"

#include "localizedtext.h"
#include "questionspec.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace atlas {

// The fields of one question object as a kind writes them (QuestionKind::writeJson): each a
// key and the JSON text of its value.
class ATLAS_CORE_EXPORT QuestionJsonMembers {
public:
    QuestionJsonMembers(const QString &indent, const QString &unit) : indent_(indent), unit_(unit) {}

    void add(const QString &key, const QString &json) { members_.append({key, json}); }
    // An array with one item per line, as a question's choices are written.
    QString itemLines(const QStringList &items) const;
    // The members of an object that is an item of such an array (a gap of a cloze question).
    QuestionJsonMembers item() const { return QuestionJsonMembers(indent_ + unit_ + unit_, unit_); }
    // The members as an object over several lines.
    QString object() const;

    const QList<QPair<QString, QString>> &members() const { return members_; }

private:
    QString indent_;
    QString unit_;
    QList<QPair<QString, QString>> members_;
};

class ATLAS_CORE_EXPORT QuestionJson {
public:
    // The object over several lines: `indent` before each line after the first, `unit` per level.
    static QString write(const QuestionSpec &question, const QString &indent = QString(),
                         const QString &unit = QStringLiteral("  "));
    static QString string(const QString &text);     // a JSON string literal
    static QString number(double value);            // shortest round-trip text
    static QString text(const LocalizedText &text); // {"en": "…", "de": "…"}
    static QString integers(const QList<int> &values);
};

} // namespace atlas
