// WheelGuard: a wheel turned over a spin box, slider or combo box without the focus changes
// nothing (and gives no focus: their focus policy becomes click-or-Tab); with the focus it
// changes the value as before; scroll bars and other widgets are left alone.
#include "sdk/wheelguard.h"

#include "suiteregistry.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

using namespace atlas;

namespace {

// One notch of a mouse wheel, towards the user, over the middle of `widget`.
void turnWheel(QWidget *widget, int delta = -120)
{
    const QPointF middle(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent event(middle, widget->mapToGlobal(middle), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
}

} // namespace

class TestWheelGuard : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void unfocusedControlsIgnoreTheWheel();
    void focusedControlsFollowIt();
    void whatIsGuarded();
};

void TestWheelGuard::initTestCase()
{
    WheelGuard::install();
    WheelGuard::install(); // once is enough; twice changes nothing
}

void TestWheelGuard::unfocusedControlsIgnoreTheWheel()
{
    QScrollArea area;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    auto *spin = new QSpinBox;
    spin->setRange(0, 100);
    spin->setValue(50);
    auto *slider = new QSlider(Qt::Horizontal);
    slider->setRange(0, 100);
    slider->setValue(50);
    auto *combo = new QComboBox;
    combo->addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    combo->setCurrentIndex(1);
    auto *line = new QLineEdit;
    for (QWidget *w : std::initializer_list<QWidget *>{line, spin, slider, combo})
        layout->addWidget(w);
    area.setWidget(content);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    line->setFocus();
    QTRY_VERIFY(line->hasFocus());
    // A click or Tab gives these controls the focus, a wheel does not.
    for (QWidget *w : std::initializer_list<QWidget *>{spin, slider, combo})
        QCOMPARE(w->focusPolicy(), Qt::StrongFocus);
    for (QWidget *w : std::initializer_list<QWidget *>{spin, slider, combo})
        turnWheel(w);
    QCOMPARE(spin->value(), 50);
    QCOMPARE(slider->value(), 50);
    QCOMPARE(combo->currentIndex(), 1);
    QVERIFY(line->hasFocus());
}

void TestWheelGuard::focusedControlsFollowIt()
{
    QSpinBox spin;
    spin.setRange(0, 100);
    spin.setValue(50);
    spin.show();
    QVERIFY(QTest::qWaitForWindowActive(&spin));
    spin.setFocus();
    QTRY_VERIFY(spin.hasFocus());
    turnWheel(&spin, 120);
    QCOMPARE(spin.value(), 51);
}

void TestWheelGuard::whatIsGuarded()
{
    QSpinBox spin;
    QDoubleSpinBox doubleSpin;
    QSlider slider;
    QComboBox combo;
    QScrollBar bar;
    QLineEdit line;
    QVERIFY(WheelGuard::guards(&spin) && WheelGuard::guards(&doubleSpin) && WheelGuard::guards(&slider) && WheelGuard::guards(&combo));
    QVERIFY(!WheelGuard::guards(&bar)); // a scroll bar scrolls with the wheel, focus or not
    QVERIFY(!WheelGuard::guards(&line));
    QVERIFY(!WheelGuard::guards(nullptr));
}

ATLAS_TEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
