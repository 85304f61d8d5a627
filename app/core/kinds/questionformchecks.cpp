#include "questionformchecks.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <vector>

namespace atlas {

namespace {

bool isChoice(const QuestionSpec &question)
{
    return (question.type == QLatin1String("single") || question.type == QLatin1String("multiple")) && question.choices.size() >= 2;
}

JsonPath questionPath(qsizetype chapter, qsizetype question)
{
    return JsonPath::field(QStringLiteral("chapters")) / chapter / QStringLiteral("questions") / question;
}

// The words of `text`, lowercased: runs of letters and digits (markup and formulas' symbols
// fall away, their names stay).
QStringList words(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}]+"), QRegularExpression::UseUnicodePropertiesOption);
    QStringList out;
    QRegularExpressionMatchIterator it = word.globalMatch(text);
    while (it.hasNext())
        out.append(it.next().captured(0).toLower());
    return out;
}

// Runs of `n` consecutive words, each as a hash.
std::vector<size_t> shingles(const QStringList &words, int n)
{
    std::vector<size_t> out;
    for (qsizetype i = 0; i + n <= words.size(); ++i)
        out.push_back(qHash(words.mid(i, n).join(QLatin1Char(' ')), 0));
    return out;
}

qsizetype length(const LocalizedText &text, const QString &language)
{
    return text.text(language).trimmed().size();
}

// The length of the longest wrong choice of `question` in `language`.
qsizetype longestWrong(const QuestionSpec &question, const QString &language)
{
    qsizetype longest = 0;
    for (qsizetype j = 0; j < question.choices.size(); ++j)
        if (!question.correctChoices.contains(int(j)))
            longest = std::max(longest, length(question.choices.at(j).text, language));
    return longest;
}

// The languages every choice of `question` is written in.
QStringList choiceLanguages(const QuestionSpec &question)
{
    QStringList out;
    for (const QString &language : question.choices.constFirst().text.languages())
        if (std::all_of(question.choices.cbegin(), question.choices.cend(), [&](const ChoiceSpec &c) { return c.text.has(language); }))
            out.append(language);
    return out;
}

QString percent(double fraction)
{
    return QString::number(qRound(fraction * 100));
}

} // namespace

QList<QuestionFormChecks::Finding> QuestionFormChecks::check(const ChapterPack &pack, const BodyText &bodyText)
{
    QList<Finding> out;
    keysTooLong(pack, out);
    longestIsKey(pack, out);
    sameKeyCount(pack, out);
    pointingChoices(pack, out);
    restatedBody(pack, bodyText, out);
    nearIdenticalPrompts(pack, out);
    return out;
}

void QuestionFormChecks::keysTooLong(const ChapterPack &pack, QList<Finding> &out)
{
    for (qsizetype c = 0; c < pack.chapters.size(); ++c) {
        const QList<QuestionSpec> &questions = pack.chapters.at(c).questions;
        for (qsizetype q = 0; q < questions.size(); ++q) {
            const QuestionSpec &question = questions.at(q);
            if (!isChoice(question) || question.correctChoices.isEmpty() || question.correctChoices.size() >= question.choices.size())
                continue;
            const QStringList languages = choiceLanguages(question);
            for (int key : question.correctChoices) {
                QStringList failing;
                qsizetype keyLength = 0, longest = 0;
                for (const QString &language : languages) {
                    const qsizetype wrong = longestWrong(question, language);
                    const qsizetype right = length(question.choices.at(key).text, language);
                    if (wrong > 0 && double(right) > keyLengthRatio * double(wrong)) {
                        if (failing.isEmpty())
                            keyLength = right, longest = wrong;
                        failing.append(language);
                    }
                }
                if (!failing.isEmpty())
                    out.append({questionPath(c, q) / QStringLiteral("choices") / key,
                                //: %1, %2: numbers of characters; %3: languages, e.g. "en, de"
                                tr("a right choice of %1 characters beside wrong ones of at most %2 (%3): a learner can pick it "
                                   "by its length; give the wrong choices the same detail, or say the right one in fewer words")
                                    .arg(keyLength).arg(longest).arg(failing.join(QLatin1String(", ")))});
            }
        }
    }
}

void QuestionFormChecks::longestIsKey(const ChapterPack &pack, QList<Finding> &out)
{
    struct Tally {
        int questions = 0;
        double chance = 0; // the expected number of questions whose longest choice is a key
        QStringList longestIsKey;
    };
    const QString english = LocalizedText::defaultLanguage();
    const auto count = [&](const QuestionSpec &question, Tally &tally) {
        if (!isChoice(question) || question.correctChoices.isEmpty())
            return;
        ++tally.questions;
        tally.chance += double(question.correctChoices.size()) / double(question.choices.size());
        qsizetype longest = -1;
        int at = -1, ties = 0;
        for (qsizetype j = 0; j < question.choices.size(); ++j) {
            const qsizetype l = length(question.choices.at(j).text, english);
            if (l > longest)
                longest = l, at = int(j), ties = 0;
            else if (l == longest)
                ++ties;
        }
        if (ties == 0 && question.correctChoices.contains(at))
            tally.longestIsKey.append(question.id);
    };
    const auto report = [&](const Tally &tally, const JsonPath &path) {
        if (tally.questions < minimumForRates)
            return;
        const double observed = double(tally.longestIsKey.size()) / tally.questions;
        const double chance = tally.chance / tally.questions;
        if (observed > chance + longestMargin)
            out.append({path,
                        //: %1 of %2 questions; %3, %4: percentages; %5: question ids
                        tr("in %1 of %2 choice questions the longest choice is a right one (%3%, where chance gives about %4%): "
                           "a learner who picks the longest choice does better than they know; make a wrong choice the longest "
                           "in some of %5")
                            .arg(tally.longestIsKey.size()).arg(tally.questions).arg(percent(observed), percent(chance),
                                                                                     tally.longestIsKey.join(QLatin1String(", ")))});
    };
    Tally whole;
    for (qsizetype c = 0; c < pack.chapters.size(); ++c) {
        Tally chapter;
        for (const QuestionSpec &question : pack.chapters.at(c).questions) {
            count(question, chapter);
            count(question, whole);
        }
        report(chapter, JsonPath::field(QStringLiteral("chapters")) / c / QStringLiteral("questions"));
    }
    if (pack.chapters.size() > 1)
        report(whole, JsonPath::field(QStringLiteral("chapters")));
}

void QuestionFormChecks::sameKeyCount(const ChapterPack &pack, QList<Finding> &out)
{
    QList<std::pair<JsonPath, qsizetype>> multiples;
    for (qsizetype c = 0; c < pack.chapters.size(); ++c)
        for (qsizetype q = 0; q < pack.chapters.at(c).questions.size(); ++q) {
            const QuestionSpec &question = pack.chapters.at(c).questions.at(q);
            if (question.type == QLatin1String("multiple"))
                multiples.append({questionPath(c, q) / QStringLiteral("answer"), question.correctChoices.size()});
        }
    if (multiples.size() < minimumMultiple)
        return;
    const qsizetype keys = multiples.constFirst().second;
    if (std::all_of(multiples.cbegin(), multiples.cend(), [keys](const auto &m) { return m.second == keys; }))
        out.append({multiples.constFirst().first,
                    //: %1: how many questions; %2: how many right choices each has
                    tr("all %1 multiple-choice questions of the pack have %2 right choices: a learner who notices picks %2 "
                       "and needs to know less; vary how many are right, from 1 to one fewer than the choices")
                        .arg(multiples.size()).arg(keys)});
}

void QuestionFormChecks::pointingChoices(const ChapterPack &pack, QList<Finding> &out)
{
    const auto pattern = [](const char *expression) {
        return QRegularExpression(QString::fromUtf8(expression),
                                  QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    };
    // Words that point at other choices, by language (English for any other).
    static const QHash<QString, QRegularExpression> pointing{
        {QStringLiteral("en"), pattern(R"(\b(above|below|aforementioned)\b|^\W*(those|these)\W*(,|$|\band\b|\bor\b)|\b(both|all|none|neither|either) of (these|those|the (choices|answers|options|others))\b)")},
        {QStringLiteral("de"), pattern(R"(\b(oben|unten|obige\w*|obengenannt\w*)\b|^\W*(diese|jene)\W*(,|$|\bund\b|\boder\b)|\b(keine|alle|beide) (davon|der (genannten|Antworten|Optionen))\b)")},
        {QStringLiteral("fr"), pattern(R"((ci-dessus|ci-dessous)|^\W*(celles?-(ci|là)|ceux-(ci|là))\W*(,|$|\bet\b|\bou\b)|\b(aucune|toutes|chacune) (des|de ces) (réponses|propositions|choix)\b)")},
    };
    for (qsizetype c = 0; c < pack.chapters.size(); ++c) {
        const QList<QuestionSpec> &questions = pack.chapters.at(c).questions;
        for (qsizetype q = 0; q < questions.size(); ++q) {
            const QuestionSpec &question = questions.at(q);
            if (!isChoice(question) || !question.shuffle)
                continue;
            for (qsizetype j = 0; j < question.choices.size(); ++j) {
                const LocalizedText &text = question.choices.at(j).text;
                for (const QString &language : text.languages()) {
                    const QString language2 = language.left(2);
                    const QRegularExpression &words = pointing.contains(language2) ? pointing[language2] : pointing[QStringLiteral("en")];
                    const QRegularExpressionMatch m = words.match(text.text(language));
                    if (!m.hasMatch())
                        continue;
                    out.append({questionPath(c, q) / QStringLiteral("choices") / j,
                                //: %1: the words, e.g. "above"; %2: a language code
                                tr("\"%1\" (%2) points at other choices, but each learner sees the choices in an order of their "
                                   "own: say what it means, or keep the written order with \"shuffle\": false")
                                    .arg(m.captured(0).trimmed(), language)});
                    break;
                }
            }
        }
    }
}

void QuestionFormChecks::restatedBody(const ChapterPack &pack, const BodyText &bodyText, QList<Finding> &out)
{
    QStringList languages{LocalizedText::defaultLanguage()};
    for (const QString &language : pack.languages)
        if (!languages.contains(language))
            languages.append(language);
    for (qsizetype c = 0; c < pack.chapters.size(); ++c) {
        const QList<QuestionSpec> &questions = pack.chapters.at(c).questions;
        if (questions.isEmpty())
            continue;
        QSet<qsizetype> reported;
        for (const QString &language : std::as_const(languages)) {
            const QString body = bodyText(c, language);
            if (body.isEmpty())
                continue;
            const std::vector<size_t> runs = shingles(words(body), restatedWords);
            const QSet<size_t> known(runs.cbegin(), runs.cend());
            for (qsizetype q = 0; q < questions.size(); ++q) {
                const QuestionSpec &question = questions.at(q);
                if (reported.contains(q) || !question.prompt.has(language))
                    continue;
                QString text = question.prompt.text(language);
                if (isChoice(question))
                    for (int key : question.correctChoices)
                        text += QLatin1Char(' ') + question.choices.value(key).text.text(language);
                const QStringList said = words(text);
                const std::vector<size_t> asked = shingles(said, restatedWords);
                for (std::size_t i = 0; i < asked.size(); ++i) {
                    if (!known.contains(asked[i]))
                        continue;
                    reported.insert(q);
                    out.append({questionPath(c, q) / QStringLiteral("prompt"),
                                //: %1: words quoted from the chapter; %2: a language code
                                tr("the prompt with its answer repeats \"%1…\" (%2) from the chapter's text word for word: it asks to "
                                   "recall a sentence, not to use it; ask for a prediction or a computation instead")
                                    .arg(said.mid(qsizetype(i), restatedWords).join(QLatin1Char(' ')), language)});
                    break;
                }
            }
        }
    }
}

void QuestionFormChecks::nearIdenticalPrompts(const ChapterPack &pack, QList<Finding> &out)
{
    struct Prompt {
        JsonPath path;
        QString id;
        std::vector<size_t> pairs; // sorted, unique
    };
    std::vector<Prompt> prompts;
    for (qsizetype c = 0; c < pack.chapters.size(); ++c)
        for (qsizetype q = 0; q < pack.chapters.at(c).questions.size(); ++q) {
            const QuestionSpec &question = pack.chapters.at(c).questions.at(q);
            const QStringList said = words(question.prompt.text(LocalizedText::defaultLanguage()));
            if (said.size() < minimumPromptWords)
                continue;
            std::vector<size_t> pairs = shingles(said, 2);
            std::sort(pairs.begin(), pairs.end());
            pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
            prompts.push_back({questionPath(c, q) / QStringLiteral("prompt"), question.id, std::move(pairs)});
        }
    // At most PackLimits::maxQuestions prompts: comparing every two is cheap.
    for (std::size_t j = 1; j < prompts.size(); ++j)
        for (std::size_t i = 0; i < j; ++i) {
            const std::vector<size_t> &a = prompts[i].pairs, &b = prompts[j].pairs;
            // By value: std::minmax of two temporaries returns references to them, gone at the ';'.
            const std::size_t smaller = std::min(a.size(), b.size()), larger = std::max(a.size(), b.size());
            if (double(smaller) < nearIdentical * double(larger)) // Jaccard ≤ smaller / larger
                continue;
            std::size_t shared = 0;
            for (auto x = a.cbegin(), y = b.cbegin(); x != a.cend() && y != b.cend();)
                if (*x < *y)
                    ++x;
                else if (*y < *x)
                    ++y;
                else
                    ++shared, ++x, ++y;
            const double jaccard = double(shared) / double(a.size() + b.size() - shared);
            if (jaccard < nearIdentical)
                continue;
            out.append({prompts[j].path,
                        //: %1: another question's id; %2: a percentage
                        tr("its prompt is nearly that of question '%1' (%2% of their word pairs alike): one question asked "
                           "twice counts its idea twice; merge them, or ask something else")
                            .arg(prompts[i].id, percent(jaccard))});
            break;
        }
}

} // namespace atlas
