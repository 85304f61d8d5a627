// `attention-atlas-cli new-pack DIR [--id ID] [--title T] [--languages en,de]`: writes a
// minimal valid chapter pack to start from (docs/cli.md) — one lesson chapter with a figure, a
// body with formulas and one question of each type, in each language asked for, and a
// README.md that explains every file. `validate --strict` accepts it as written.
//
// The files are templates in the tool's resources (app/cli/newpack/), written in every
// language the tool has texts for; each text object is cut down to the languages asked for.
// DIR must be new or empty: nothing is ever overwritten.
#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace atlas {

class NewPackCommand {
    Q_DECLARE_TR_FUNCTIONS(NewPackCommand)

public:
    static int run(const QStringList &arguments);

    // The languages the templates are written in, English first.
    static QStringList knownLanguages();
    // The template text `text` with every {"en": …, "de": …, "fr": …} object cut down to
    // `languages` (in that order).
    static QString keepLanguages(const QString &text, const QStringList &languages);
};

} // namespace atlas
