// The encoders chapter's params: the examples its three lab panels start from. Its fields, their
// bounds and defaults are declared in encoders.params.json (atlas::declared::encoders); a word
// is 1–16 characters without spaces. Every defect is reported at its path with what was
// expected; reading never throws and needs no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"
#include "encoders.params.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <cstdint>

namespace atlas {

struct EncodersParams {
    Q_DECLARE_TR_FUNCTIONS(EncodersParams)

public:
    static constexpr int maxWords = declared::encoders::sentence::maxItems;
    static constexpr int maxWordLength = declared::encoders::sentence::itemMaxLength;
    static constexpr int maxGroups = declared::encoders::lexicon::maxItems;
    static constexpr int minGroupWords = 2, maxGroupWords = 4; // lexicon's items (the header carries no nested array's bounds)
    static constexpr int maxSequences = declared::encoders::lengths::maxItems;
    static constexpr int minLength = declared::encoders::lengths::itemMinimum;
    static constexpr int maxLength = declared::encoders::lengths::itemMaximum;

    QStringList sentence{QStringLiteral("the"), QStringLiteral("bank"), QStringLiteral("by"), QStringLiteral("the"),
                         QStringLiteral("river")};
    QString alternative = QString::fromUtf8(declared::encoders::alternative::defaultValue);
    QStringList source{QStringLiteral("the"), QStringLiteral("black"), QStringLiteral("cat"), QStringLiteral("is"),
                       QStringLiteral("sleeping")};
    QStringList target{QStringLiteral("le"), QStringLiteral("chat"), QStringLiteral("noir"), QStringLiteral("dort")};
    QList<QStringList> lexicon = defaultLexicon();
    QList<int> lengths{5, 2, 3};
    double sharpness = declared::encoders::sharpness::defaultValue;
    std::uint64_t seed = declared::encoders::seed::defaultValue;

    static QList<QStringList> defaultLexicon();
    // Whether `word` is 1–16 characters without white space.
    static bool isWord(const QString &word);
    // Splits a line typed by a learner into words; nullopt with `problem` set when it holds
    // fewer than `minimum` or more than maxWords words, or one is too long.
    static std::optional<QStringList> words(const QString &line, int minimum, QString *problem);

    // Reads `params`, reporting every defect in `report`; the result is usable (defaults in
    // place of anything wrong) even when the report has errors.
    static EncodersParams read(const QJsonObject &params, ParamsReport &report);
};

} // namespace atlas
