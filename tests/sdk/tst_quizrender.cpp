// Renders the quiz widgets the way a learner sees them — a panel with one question of each
// type before answering, answered right, answered wrong, with answers that do not count, in a
// dark palette; and the packed-block strip with labels, a continuing fragment and a narrow
// width — to PNG files for people to look at (ATLAS_RENDER_DIR, default
// <build>/tests/sdk/quiz-render). What a machine can judge it checks: nothing clipped, nothing
// overlapping, every wrapped text given its full height.
#include "darkpalette.h"
#include "quiztestsupport.h"
#include "suiteregistry.h"

#include "sdk/packedblockstrip.h"
#include "sdk/questionview.h"
#include "sdk/quizpanel.h"

#include <atlas/packer.h>

#include <QAbstractButton>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include "testpaths.h"

using namespace atlas;
using quiztest::Course;

namespace {

QString renderDir()
{
    const QString dir = qEnvironmentVariableIsSet("ATLAS_RENDER_DIR")
        ? qEnvironmentVariable("ATLAS_RENDER_DIR")
        : testpaths::buildDir() + QStringLiteral("/tests/sdk/quiz-render");
    QDir().mkpath(dir);
    return dir;
}

// Lays a top-level widget out at `width` and the height it asks for at that width.
bool settle(QWidget *w, int width)
{
    w->show();
    if (!QTest::qWaitForWindowExposed(w))
        return false;
    for (int i = 0; i < 4; ++i) {
        const int height = std::max(w->hasHeightForWidth() ? w->heightForWidth(width) : w->sizeHint().height(),
                                    w->minimumSizeHint().height());
        w->resize(width, height);
        QCoreApplication::processEvents();
    }
    return true;
}

// Nothing of `root` is cut off or drawn over something else.
QString layoutProblems(const QWidget *root)
{
    QStringList problems;
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (const QWidget *w : widgets) {
        if (!w->isVisibleTo(root) || w->isWindow())
            continue;
        const QString who = QLatin1String(w->metaObject()->className()) + QLatin1Char('#') + w->objectName();
        const QWidget *parent = w->parentWidget();
        if (!parent->rect().contains(w->geometry()))
            problems << who + QStringLiteral(" sticks out of its parent");
        const int needed = w->hasHeightForWidth() ? w->heightForWidth(w->width()) : w->minimumSizeHint().height();
        if (w->height() < needed)
            problems << QStringLiteral("%1 is %2 px high but needs %3").arg(who).arg(w->height()).arg(needed);
        if (const auto *label = qobject_cast<const QLabel *>(w); label && !label->wordWrap() && label->pixmap().isNull()
            && label->width() < label->sizeHint().width())
            problems << QStringLiteral("%1 is cut: %2 px wide, needs %3").arg(who).arg(label->width()).arg(label->sizeHint().width());
        for (const QWidget *sibling : widgets) {
            if (sibling == w || sibling->parentWidget() != parent || !sibling->isVisibleTo(root) || sibling->isWindow())
                continue;
            if (w < sibling && w->geometry().intersects(sibling->geometry()))
                problems << who + QStringLiteral(" overlaps ") + QLatin1String(sibling->metaObject()->className())
                        + QLatin1Char('#') + sibling->objectName();
        }
    }
    return problems.join(QLatin1String("; "));
}

bool save(QWidget *w, const QString &name)
{
    const QString path = QDir(renderDir()).filePath(name);
    const QPixmap pixmap = w->grab();
    if (pixmap.isNull() || pixmap.size() != w->size() * pixmap.devicePixelRatio() || !pixmap.save(path))
        return false;
    qInfo("rendered %s", qPrintable(QDir::toNativeSeparators(path)));
    return true;
}

PackedBlock block(const std::vector<std::vector<std::int64_t>> &documents, int length, int index)
{
    PackRequest request;
    request.documents = documents;
    request.blockLength = length;
    request.bos = 1;
    request.eos = 2;
    return Packer::pack(request).at(static_cast<std::size_t>(index));
}

} // namespace

class TestQuizRender : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void panel_data();
    void panel();
    void strip_data();
    void strip();
};

void TestQuizRender::panel_data()
{
    QTest::addColumn<QString>("state");
    QTest::addColumn<bool>("dark");
    QTest::newRow("before") << QStringLiteral("before") << false;
    QTest::newRow("correct") << QStringLiteral("correct") << false;
    QTest::newRow("incorrect") << QStringLiteral("incorrect") << false;
    QTest::newRow("invalid") << QStringLiteral("invalid") << false;
    QTest::newRow("incorrect-dark") << QStringLiteral("incorrect") << true;
}

void TestQuizRender::panel()
{
    QFETCH(QString, state);
    QFETCH(bool, dark);
    Course course;
    QVERIFY(course.isValid());
    CourseProgress &progress = course.progress();
    if (state == QLatin1String("correct")) {
        progress.submit(course.question(Course::single()), QuizAnswer::choice(1));
        progress.submit(course.question(Course::multiple()), QuizAnswer::choices({2}));
        progress.submit(course.question(Course::multiple()), QuizAnswer::choices({0, 1}));
        progress.submit(course.question(Course::numeric()), QuizAnswer::numeric(-0.75));
        progress.submit(course.question(Course::mask()), QuizAnswer::keys({5, 6, 7}));
    } else if (state == QLatin1String("incorrect")) {
        progress.submit(course.question(Course::single()), QuizAnswer::choice(0));
        progress.submit(course.question(Course::multiple()), QuizAnswer::choices({0, 2}));
        progress.submit(course.question(Course::numeric()), QuizAnswer::numeric(0.75));
        progress.submit(course.question(Course::mask()), QuizAnswer::keys({0, 4, 5, 6}));
    }

    QWidget window;
    if (dark)
        window.setPalette(test::darkPalette());
    window.setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(&window);
    layout->setContentsMargins(16, 16, 16, 16);
    auto *panel = new QuizPanel({course.question(Course::single()), course.question(Course::multiple()),
                                 course.question(Course::numeric()), course.question(Course::mask())},
                                progress, QStringLiteral("en"), &window);
    layout->addWidget(panel);
    QVERIFY(settle(&window, 760));
    if (state == QLatin1String("invalid")) {
        // Nothing chosen, and text that is not a number: said why, not counted.
        panel->views().at(0)->check();
        panel->views().at(2)->findChild<QLineEdit *>(QStringLiteral("numberField"))->setText(QStringLiteral("0,7,5"));
        panel->views().at(2)->check();
        panel->views().at(3)->check();
        QVERIFY(settle(&window, 760));
        QVERIFY(!panel->views().at(0)->invalidMessage().isEmpty());
        QCOMPARE(progress.record(Course::single()).attempts, 0);
    }
    const QString problems = layoutProblems(&window);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    QVERIFY(save(&window, QStringLiteral("panel-%1%2.png").arg(state, dark ? QStringLiteral("-dark") : QString())));

    // Narrow, as in a side-by-side layout: still nothing cut off.
    QVERIFY(settle(&window, 420));
    const QString narrowProblems = layoutProblems(&window);
    QVERIFY2(narrowProblems.isEmpty(), qPrintable(narrowProblems));
    if (state == QLatin1String("incorrect") && !dark)
        QVERIFY(save(&window, QStringLiteral("panel-incorrect-narrow.png")));
}

void TestQuizRender::strip_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("dark");
    QTest::newRow("labels") << QStringLiteral("strip-labels") << 0 << false;
    QTest::newRow("labels-dark") << QStringLiteral("strip-labels-dark") << 0 << true;
    QTest::newRow("narrow") << QStringLiteral("strip-narrow") << 300 << false;
    QTest::newRow("continuing") << QStringLiteral("strip-continuing") << 0 << false;
}

void TestQuizRender::strip()
{
    QFETCH(QString, name);
    QFETCH(int, width);
    QFETCH(bool, dark);
    QWidget window;
    if (dark)
        window.setPalette(test::darkPalette());
    window.setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(&window);
    auto *strip = new PackedBlockStrip(&window);
    strip->setShowLabels(true);
    if (name == QLatin1String("strip-continuing")) {
        // Block 1 of [[11..15], [21..23], [31, 32]] cut every 6 slots: document 1's EOS
        // continues from block 0, and the last label is document 3's BOS, in block 2.
        strip->setBlock(block({{11, 12, 13, 14, 15}, {21, 22, 23}, {31, 32}}, 6, 1));
        strip->setTokenLabels({{21, QStringLiteral("the")}, {22, QStringLiteral("cat")}, {23, QStringLiteral("sat")}});
    } else {
        strip->setBlock(block({{11, 12, 13}, {21, 22, 23, 24}}, 10, 0));
        strip->setQuerySlot(7);
        strip->setSelectable(true);
        strip->setSelectedSlots({5, 6, 7});
    }
    layout->addWidget(strip);
    QVERIFY(settle(&window, width > 0 ? width : window.sizeHint().width()));
    QVERIFY(QTest::qWaitForWindowActive(&window));
    strip->setFocus();
    strip->setCurrentSlot(strip->slotCount() > 7 ? 6 : 0);
    const QString problems = layoutProblems(&window);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    for (int s = 0; s < strip->slotCount(); ++s)
        QVERIFY(strip->rect().contains(strip->slotRect(s)) && strip->rect().contains(strip->labelRect(s)));
    QVERIFY(save(&window, name + QStringLiteral(".png")));
}

ATLAS_TEST_MAIN(TestQuizRender)
#include "tst_quizrender.moc"
