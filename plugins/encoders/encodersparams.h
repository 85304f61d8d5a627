// The encoders chapter's params: the examples its three lab panels start from.
//
//     sentence     2–8 words for encoder against decoder (default: the bank by the river)
//     alternative  the word the last one may be changed to (default: vault)
//     source       1–8 words the cross-attention queries read (default: the black cat is sleeping)
//     target       1–8 words whose queries read them (default: le chat noir dort)
//     lexicon      groups of words that mean the same, 0–32 groups of 2–4 words (default:
//                  the/le, black/noir, cat/chat, sleeping/dort): their vectors share a direction
//     lengths      1–6 sequence lengths of 1–12 for the padded batch (default [5, 2, 3])
//     sharpness    how strongly the cross-attention example's projections align, 0.5–8 (default 4)
//     seed         seeds every vector and projection
//
// A word is 1–16 characters without spaces. Every defect is reported at its path with what was
// expected; reading never throws and needs no widget. Qt Core only.
#pragma once

#include "core/paramsreport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <cstdint>

namespace atlas {

struct EncodersParams {
    Q_DECLARE_TR_FUNCTIONS(EncodersParams)

public:
    static constexpr int minSentence = 2;
    static constexpr int maxWords = 8;
    static constexpr int maxWordLength = 16;
    static constexpr int maxGroups = 32;
    static constexpr int maxSequences = 6;
    static constexpr int maxLength = 12;
    static constexpr double minSharpness = 0.5;
    static constexpr double maxSharpness = 8;

    QStringList sentence{QStringLiteral("the"), QStringLiteral("bank"), QStringLiteral("by"), QStringLiteral("the"),
                         QStringLiteral("river")};
    QString alternative = QStringLiteral("vault");
    QStringList source{QStringLiteral("the"), QStringLiteral("black"), QStringLiteral("cat"), QStringLiteral("is"),
                       QStringLiteral("sleeping")};
    QStringList target{QStringLiteral("le"), QStringLiteral("chat"), QStringLiteral("noir"), QStringLiteral("dort")};
    QList<QStringList> lexicon = defaultLexicon();
    QList<int> lengths{5, 2, 3};
    double sharpness = 4;
    std::uint64_t seed = 2;

    static QList<QStringList> defaultLexicon();
    static QStringList keys();
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
