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
#include <QSharedDataPointer>
#include <QString>
#include <QStringList>

namespace atlas {

// The fields of one question object as a kind writes them (QuestionKind::writeJson): each a
// key and the JSON text of its value. A value class behind a d-pointer (copies share the members
// until one is changed).
class ATLAS_CORE_EXPORT QuestionJsonMembers {
public:
    QuestionJsonMembers(const QString &indent, const QString &unit);
    QuestionJsonMembers(const QuestionJsonMembers &other);
    QuestionJsonMembers &operator=(const QuestionJsonMembers &other);
    ~QuestionJsonMembers();

    void add(const QString &key, const QString &json);
    // An array with one item per line, as a question's choices are written.
    QString itemLines(const QStringList &items) const;
    // The members of an object that is an item of such an array (a gap of a cloze question).
    QuestionJsonMembers item() const;
    // The members as an object over several lines.
    QString object() const;

    const QList<QPair<QString, QString>> &members() const;

private:
    class Private;
    QSharedDataPointer<Private> d;
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
