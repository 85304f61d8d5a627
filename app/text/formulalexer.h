// The reading position in a formula's source, for FormulaParser: the character there, white
// space skipped, and TeX's command names — "\name" (letters) or "\c" (one other character).
// The parser derives from it and moves the position itself past what it reads. Private to
// core.
#pragma once

#include <QLatin1String>
#include <QString>

namespace atlas {

class FormulaLexer {
public:
    explicit FormulaLexer(const QString &source) : s_(source) {}

protected:
    bool atEnd() const { return pos_ >= s_.size(); }
    QChar peek() const { return atEnd() ? QChar() : s_.at(pos_); }
    void skipSpaces();
    // True if a command `name` (letters) starts at pos_.
    bool atCommand(QLatin1String name) const;
    // Reads "\name" (letters) or "\c" (one other character) at pos_; returns the name.
    QString readCommandName();

    const QString &s_;
    int pos_ = 0; // in UTF-16 units
};

} // namespace atlas
