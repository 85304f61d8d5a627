// What a learner, a paste or a sticky key may put into a field that feeds the engine, and the
// gestures that put it there, for the tests that hold each editor to its contract: no NaN, no
// infinity and no value outside the documented range ever reaches the engine, whatever is
// typed or pasted — a refusal says why and keeps what was there.
#pragma once

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QClipboard>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QStringList>
#include <QTest>

#include <cmath>

// A problem from HostileInput (a non-empty description) fails the test with it.
#define ATLAS_ABUSE_OK(expression)                                                             \
    do {                                                                                       \
        const QString atlasAbuseProblem_ = (expression);                                       \
        QVERIFY2(atlasAbuseProblem_.isEmpty(), qPrintable(atlasAbuseProblem_));                \
    } while (false)

namespace atlas::test {

class HostileInput {
public:
    // Texts no number field may take as they are: NaN and the infinities in their spellings,
    // exponents beyond a double either way, other notations, a pasted matrix, words, and ten
    // megabytes of digits and of rows.
    static const QStringList &texts()
    {
        static const QStringList list = [] {
            QStringList l{QStringLiteral("nan"), QStringLiteral("NaN"), QStringLiteral("-nan"), QStringLiteral("inf"),
                          QStringLiteral("-inf"), QStringLiteral("Infinity"), QStringLiteral("∞"), QStringLiteral("−∞"),
                          QStringLiteral("1e309"), QStringLiteral("-1e309"), QStringLiteral("1e-400"), QStringLiteral("1e308"),
                          QStringLiteral("-1e308"), QStringLiteral("0x1p3"), QStringLiteral("١٢٣"), QStringLiteral("1.5.3"),
                          QStringLiteral("12abc"), QString(), QStringLiteral("   "), QStringLiteral("1\t2\n3\t4"),
                          QStringLiteral("99999999999999999999999999999"), QStringLiteral("-99999999999999999999")};
            l.append(tenMegabytes(QStringLiteral("9")));
            l.append(tenMegabytes(QStringLiteral("1\t2\n")));
            return l;
        }();
        return list;
    }

    static QString tenMegabytes(const QString &piece) { return piece.repeated((10 << 20) / piece.size()); }

    // Replaces the field's text as a paste does (through the clipboard, as far as the field's
    // maximum length lets it) and presses Return.
    static void paste(QLineEdit *edit, const QString &text)
    {
        QApplication::clipboard()->setText(text);
        edit->setFocus();
        edit->selectAll();
        edit->paste();
        QTest::keyClick(edit, Qt::Key_Return);
    }

    // Blocks a spreadsheet may paste into a matrix: bigger than any matrix, ragged, with a
    // NaN or an infinity among good numbers, and ten megabytes of rows.
    static QStringList matrixTexts()
    {
        QStringList l = texts();
        l << QStringLiteral("1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11\t12\t13\t14\t15\t16\t17\t18\t19\t20\t21\t22\t23\t24\t25\t26\t27\t28\t29\t30\t31\t32\t33")
          << QStringLiteral("1\n").repeated(40) << QStringLiteral("1\t2\n3") << QStringLiteral("0.5\tNaN") << QStringLiteral("0.5\t1e999")
          << QStringLiteral("0.5;0,25;-1") << tenMegabytes(QStringLiteral("0.5\t0.25\n"));
        return l;
    }

    // Every hostile text pasted into the spin box, then steps and pages beyond both ends; the
    // first moment its value is not a finite number in its range, described, else "".
    static QString abuse(QAbstractSpinBox *box)
    {
        QLineEdit *edit = box->findChild<QLineEdit *>();
        if (!edit)
            return QStringLiteral("%1 has no line edit").arg(box->objectName());
        const auto check = [box](const QString &after) -> QString {
            if (auto *spin = qobject_cast<QSpinBox *>(box)) {
                if (spin->value() < spin->minimum() || spin->value() > spin->maximum())
                    return QStringLiteral("%1 → %2, outside %3 … %4").arg(after.left(20)).arg(spin->value()).arg(spin->minimum()).arg(spin->maximum());
            } else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(box)) {
                const double v = dspin->value();
                if (!std::isfinite(v) || v < dspin->minimum() || v > dspin->maximum())
                    return QStringLiteral("%1 → %2, outside %3 … %4").arg(after.left(20)).arg(v).arg(dspin->minimum()).arg(dspin->maximum());
            }
            return QString();
        };
        for (const QString &text : texts()) {
            paste(edit, text);
            box->interpretText();
            if (const QString problem = check(text); !problem.isEmpty())
                return problem;
        }
        for (const Qt::Key key : {Qt::Key_PageUp, Qt::Key_Up, Qt::Key_PageDown, Qt::Key_Down}) {
            for (int i = 0; i < 30; ++i)
                QTest::keyClick(box, key);
            if (const QString problem = check(QStringLiteral("keys")); !problem.isEmpty())
                return problem;
        }
        return QString();
    }

    // Keys beyond both ends of a slider: it stays in its range.
    static QString abuse(QSlider *slider)
    {
        for (const Qt::Key key : {Qt::Key_End, Qt::Key_PageUp, Qt::Key_Home, Qt::Key_PageDown, Qt::Key_Left, Qt::Key_Right}) {
            for (int i = 0; i < 30; ++i)
                QTest::keyClick(slider, key);
            if (slider->value() < slider->minimum() || slider->value() > slider->maximum())
                return QStringLiteral("slider at %1, outside %2 … %3").arg(slider->value()).arg(slider->minimum()).arg(slider->maximum());
        }
        return QString();
    }

    // Pastes `text` at `index` of a table view as Ctrl+V does.
    static void paste(QAbstractItemView *view, const QModelIndex &index, const QString &text)
    {
        QApplication::clipboard()->setText(text);
        view->setFocus();
        view->setCurrentIndex(index);
        QTest::keyClick(view, Qt::Key_V, Qt::ControlModifier);
    }

    // Every spin box and slider under `root`.
    static QString abuseAll(QWidget *root)
    {
        const QList<QAbstractSpinBox *> boxes = root->findChildren<QAbstractSpinBox *>();
        for (QAbstractSpinBox *box : boxes)
            if (const QString problem = abuse(box); !problem.isEmpty())
                return problem;
        const QList<QSlider *> sliders = root->findChildren<QSlider *>();
        for (QSlider *slider : sliders)
            if (const QString problem = abuse(slider); !problem.isEmpty())
                return problem;
        return QString();
    }
};

} // namespace atlas::test
