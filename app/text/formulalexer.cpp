#include "formulalexer.h"

#include <QStringView>

namespace atlas {

namespace {

bool isAsciiLetter(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
}

} // namespace

void FormulaLexer::skipSpaces()
{
    while (!atEnd() && s_.at(pos_).isSpace())
        ++pos_;
}

bool FormulaLexer::atCommand(QLatin1String name) const
{
    if (peek() != QLatin1Char('\\') || !QStringView(s_).mid(pos_ + 1).startsWith(name))
        return false;
    const qsizetype after = pos_ + 1 + name.size();
    return after >= s_.size() || !isAsciiLetter(s_.at(after));
}

QString FormulaLexer::readCommandName()
{
    ++pos_; // the backslash
    if (atEnd())
        return QString();
    const int start = pos_;
    if (isAsciiLetter(s_.at(pos_))) {
        while (!atEnd() && isAsciiLetter(s_.at(pos_)))
            ++pos_;
    } else {
        ++pos_;
    }
    return s_.mid(start, pos_ - start);
}

} // namespace atlas
