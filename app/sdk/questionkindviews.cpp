#include "questionkindviews.h"

#include "questionkindviewprovider.h"

#include "core/questionkind.h"
#include "core/questionkindprovider.h"
#include "kinds/choicequestioninput.h"
#include "kinds/gapsquestioninput.h"
#include "kinds/maskquestioninput.h"
#include "kinds/matchingquestioninput.h"
#include "kinds/numericquestioninput.h"
#include "kinds/orderingquestioninput.h"
#include "kinds/shortanswerquestioninput.h"

#include <QLoggingCategory>

#include <functional>

namespace atlas {

namespace {
Q_LOGGING_CATEGORY(lcKindViews, "atlas.plugins")
} // namespace

QuestionKindView::~QuestionKindView() = default;

namespace {

// A built-in kind's widgets: its name and how its input is made.
class BuiltInKindView final : public QuestionKindView {
public:
    using Make = std::function<QuestionInput *(const QuestionSpec &, CourseProgress &, QWidget *)>;
    BuiltInKindView(QString name, Make make) : name_(std::move(name)), make_(std::move(make)) {}

    QString name() const override { return name_; }
    QuestionInput *createInput(const QuestionSpec &question, CourseProgress &progress, const QString &language,
                               QWidget *parent) const override
    {
        QuestionInput *input = make_(question, progress, parent);
        input->setLanguage(language);
        input->retranslateUi();
        return input;
    }

private:
    QString name_;
    Make make_;
};

QList<const QuestionKindView *> &views()
{
    static const BuiltInKindView single(QStringLiteral("single"), [](const QuestionSpec &q, CourseProgress &p, QWidget *parent) {
        return new ChoiceQuestionInput(q, p, true, parent);
    });
    static const BuiltInKindView multiple(QStringLiteral("multiple"), [](const QuestionSpec &q, CourseProgress &p, QWidget *parent) {
        return new ChoiceQuestionInput(q, p, false, parent);
    });
    static const BuiltInKindView numeric(QStringLiteral("numeric"), [](const QuestionSpec &q, CourseProgress &, QWidget *parent) {
        return new NumericQuestionInput(q, parent);
    });
    static const BuiltInKindView mask(QStringLiteral("mask"), [](const QuestionSpec &q, CourseProgress &, QWidget *parent) {
        return new MaskQuestionInput(q, parent);
    });
    static const BuiltInKindView shortAnswer(QStringLiteral("short"), [](const QuestionSpec &q, CourseProgress &, QWidget *parent) {
        return new ShortAnswerQuestionInput(q, parent);
    });
    static const BuiltInKindView matching(QStringLiteral("matching"), [](const QuestionSpec &q, CourseProgress &p, QWidget *parent) {
        return new MatchingQuestionInput(q, p, parent);
    });
    static const BuiltInKindView ordering(QStringLiteral("ordering"), [](const QuestionSpec &q, CourseProgress &p, QWidget *parent) {
        return new OrderingQuestionInput(q, p, parent);
    });
    // Each gap's input is made by its own kind's view (GapsQuestionInput).
    const auto gaps = [](const QuestionSpec &q, CourseProgress &p, QWidget *parent) { return new GapsQuestionInput(q, p, parent); };
    static const BuiltInKindView gapSelect(QStringLiteral("gapselect"), gaps);
    static const BuiltInKindView cloze(QStringLiteral("cloze"), gaps);
    static QList<const QuestionKindView *> list{&single, &multiple, &numeric, &mask, &shortAnswer, &matching, &ordering, &gapSelect, &cloze};
    return list;
}

} // namespace

const QList<const QuestionKindView *> &QuestionKindViews::all()
{
    return views();
}

void QuestionKindViews::addFromPlugins(const QList<QObject *> &plugins)
{
    for (QObject *plugin : plugins) {
        const auto *provider = qobject_cast<QuestionKindViewProvider *>(plugin);
        const auto *kind = qobject_cast<QuestionKindProvider *>(plugin);
        if (!provider || !kind)
            continue;
        const QuestionKindView &view = provider->questionKindView();
        if (view.name() != kind->questionKind().name() || find(view.name())) {
            qCWarning(lcKindViews).noquote() << QStringLiteral("question kind %1: its view (%2) is not added").arg(kind->questionKind().name(), view.name());
            continue;
        }
        views().append(&view);
    }
}

const QuestionKindView *QuestionKindViews::find(const QString &name)
{
    for (const QuestionKindView *view : all())
        if (view->name() == name)
            return view;
    return nullptr;
}

} // namespace atlas
