#include "learnerid.h"

#include <QRandomGenerator>
#include <QSettings>

#include <algorithm>

namespace atlas {

namespace {

const QString &key()
{
    static const QString name = QStringLiteral("learner/id");
    return name;
}

} // namespace

QString LearnerId::current()
{
    QSettings settings;
    QString id = settings.value(key()).toString();
    if (QString error; validate(id, error))
        return id.trimmed();
    id = drawn();
    settings.setValue(key(), id);
    return id;
}

bool LearnerId::set(const QString &id, QString &error)
{
    if (!validate(id, error))
        return false;
    QSettings().setValue(key(), id.trimmed());
    return true;
}

bool LearnerId::validate(const QString &id, QString &error)
{
    const QString trimmed = id.trimmed();
    if (trimmed.isEmpty()) {
        error = tr("a learner id cannot be empty");
        return false;
    }
    if (trimmed.size() > maxLength) {
        error = tr("a learner id has at most %1 characters").arg(maxLength);
        return false;
    }
    if (std::any_of(trimmed.cbegin(), trimmed.cend(), [](QChar c) { return c.category() == QChar::Other_Control; })) {
        error = tr("a learner id cannot hold control characters");
        return false;
    }
    return true;
}

QString LearnerId::drawn()
{
    // Letters and digits that cannot be mistaken for one another when read aloud or copied.
    static const char alphabet[] = "abcdefghjkmnpqrstuvwxyz23456789";
    QString id = QStringLiteral("learner-");
    for (int i = 0; i < 8; ++i)
        id += QLatin1Char(alphabet[QRandomGenerator::global()->bounded(int(sizeof alphabet) - 1)]);
    return id;
}

} // namespace atlas
