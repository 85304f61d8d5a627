// The matrix vocabulary every chapter speaks: the model (through QAbstractItemModelTester),
// the heatmap (labels, captions, masked ≠ 0, selection, accessible cells), the editor
// (refusing bad cells with a message, undo/redo, paste) and figure export.
#include "darkpalette.h"
#include "hostileinput.h"
#include "sdk/changemarking.h"
#include "sdk/compactheaderview.h"
#include "sdk/enginematrix.h"
#include "sdk/figureexporter.h"
#include "sdk/matrixeditor.h"
#include "sdk/matrixheatmap.h"
#include "sdk/matrixmodel.h"
#include "suiteregistry.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFontInfo>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace atlas;
using atlas::test::HostileInput;

namespace {

Matrix<double> sample()
{
    Matrix<double> m(3, 3);
    m << 0.5, -1.25, 0.0, 2.0, 0.0, -0.5, 1.0, 0.25, 3.0;
    return m;
}

BoolMatrix causal(int n)
{
    BoolMatrix allowed(n, n);
    for (int q = 0; q < n; ++q)
        for (int k = 0; k < n; ++k)
            allowed(q, k) = k <= q;
    return allowed;
}

} // namespace

class TestMatrixWidgets : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void editorRefusesHostileInput();
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void modelPassesTheModelTester();
    void maskedCellsAreNotZeros();
    void anEditMarksExactlyTheCellsItChanged();
    void anEditThatMasksOrUnmasksMarksThoseCells();
    void marksFadeUnlessSticky();
    void compactLabelsStayReadable();
    void accessibleCellText();
    void colourScales();
    void csvIsFullPrecision();
    void heatmapTitleShapeAndCaptions();
    void heatmapRowSelection();
    void editorAcceptsAndUndoes();
    void editorRefusesBadCells_data();
    void editorRefusesBadCells();
    void editorTypedEdit();
    void editorPasteIsAllOrNothing();
    void exportWritesFiles();
    void exportIsBlackOnWhiteOnADarkDesktop();
};

void TestMatrixWidgets::modelPassesTheModelTester()
{
    MatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMatrix(sample());
    model.setRowLabels({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    model.setMask(causal(3));
    model.setMatrix(Matrix<double>::Ones(2, 4)); // reshape resets and drops the 3×3 mask
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 4);
    QVERIFY(!model.isMasked(0, 3));
    model.setMatrix(Matrix<double>::Zero(2, 4));
    QCOMPARE(model.data(model.index(1, 3), MatrixModel::ValueRole).toDouble(), 0.0);
}

void TestMatrixWidgets::maskedCellsAreNotZeros()
{
    MatrixModel model;
    model.setScale(MatrixModel::Scale::Probability);
    Matrix<double> p = Matrix<double>::Zero(3, 3);
    p(0, 0) = 1;
    p(1, 0) = 0;   // a computed zero…
    p(1, 1) = 1;
    p(2, 0) = 0.2;
    p(2, 1) = 0.3;
    p(2, 2) = 0.5;
    model.setMatrix(p);
    model.setMask(causal(3));
    // …reads as a number, while a masked cell says it is masked.
    QCOMPARE(model.data(model.index(1, 0)).toString(), QStringLiteral("0.00"));
    QCOMPARE(model.data(model.index(1, 0), MatrixModel::MaskedRole).toBool(), false);
    QCOMPARE(model.data(model.index(0, 1), MatrixModel::MaskedRole).toBool(), true);
    QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("masked"));
    QVERIFY(model.data(model.index(0, 1), MatrixModel::ColorRole).value<QColor>()
            != model.data(model.index(1, 0), MatrixModel::ColorRole).value<QColor>());
    model.setMaskedText(QStringLiteral("−∞"));
    QCOMPARE(model.data(model.index(0, 2)).toString(), QStringLiteral("−∞"));
}

void TestMatrixWidgets::accessibleCellText()
{
    MatrixModel model;
    model.setMatrix(sample());
    model.setRowLabels({QStringLiteral("The"), QStringLiteral("cat"), QStringLiteral("sat")});
    model.setColumnLabels({QStringLiteral("The"), QStringLiteral("cat"), QStringLiteral("sat")});
    model.setMask(causal(3));
    QCOMPARE(model.data(model.index(2, 1), Qt::AccessibleTextRole).toString(), QStringLiteral("query sat, key cat: 0.25"));
    QCOMPARE(model.data(model.index(0, 2), Qt::AccessibleTextRole).toString(), QStringLiteral("query The, key sat: masked"));
    QCOMPARE(model.headerData(1, Qt::Vertical, Qt::AccessibleTextRole).toString(), QStringLiteral("query cat (row 1)"));
    // Negative numbers use a real minus sign.
    model.setMask(std::nullopt);
    QCOMPARE(model.data(model.index(0, 1)).toString(), QString(QChar(0x2212)) + QStringLiteral("1.25"));
}

void TestMatrixWidgets::colourScales()
{
    MatrixModel model;
    model.setMatrix(sample());
    // Signed: symmetric around 0 (the largest magnitude, 3, sets both ends), 0 is white-ish.
    QCOMPARE(model.colorLow(), -3.0);
    QCOMPARE(model.colorHigh(), 3.0);
    const QColor zero = model.color(0);
    QVERIFY(zero.red() > 240 && zero.green() > 240 && zero.blue() > 240);
    QVERIFY(model.color(-3).blue() > model.color(-3).red());  // negative: blue
    QVERIFY(model.color(3).red() > model.color(3).blue());    // positive: red
    model.setScale(MatrixModel::Scale::Probability);
    QCOMPARE(model.colorLow(), 0.0);
    QCOMPARE(model.colorHigh(), 1.0);
    model.setFixedColorRange(std::make_pair(-10.0, 10.0));
    QCOMPARE(model.colorHigh(), 10.0);
}

void TestMatrixWidgets::csvIsFullPrecision()
{
    MatrixModel model;
    Matrix<double> m(1, 2);
    m << 0.1 + 0.2, -1e-17;
    model.setMatrix(m);
    model.setColumnLabels({QStringLiteral("a,b"), QStringLiteral("c")});
    const QString csv = model.toCsv();
    QVERIFY2(csv.contains(QStringLiteral("0.30000000000000004")), qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral("\"a,b\"")), qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral("-1e-17")), qPrintable(csv));
}

void TestMatrixWidgets::heatmapTitleShapeAndCaptions()
{
    MatrixHeatmap heatmap;
    heatmap.setTitle(QStringLiteral("Scores S"));
    heatmap.model()->setMatrix(Matrix<double>::Zero(5, 4));
    const QList<QLabel *> labels = heatmap.findChildren<QLabel *>();
    QStringList texts;
    for (const QLabel *l : labels)
        texts.append(l->text());
    QVERIFY2(texts.contains(QStringLiteral("Scores S · 5 × 4")), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY2(texts.contains(QStringLiteral("columns: keys")), qPrintable(texts.join(QLatin1Char('|'))));
    QCOMPARE(heatmap.view()->accessibleName(), QStringLiteral("Scores S · 5 × 4"));
}

void TestMatrixWidgets::heatmapRowSelection()
{
    MatrixHeatmap heatmap;
    heatmap.model()->setMatrix(sample());
    heatmap.show();
    QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
    QSignalSpy rows(&heatmap, &MatrixHeatmap::rowSelected);
    heatmap.view()->setFocus();
    heatmap.view()->setCurrentIndex(heatmap.model()->index(0, 0));
    QTest::keyClick(heatmap.view(), Qt::Key_Down);
    QCOMPARE(heatmap.selectedRow(), 1);
    QVERIFY(!rows.isEmpty());
    QCOMPARE(rows.last().first().toInt(), 1);
}

void TestMatrixWidgets::editorAcceptsAndUndoes()
{
    MatrixEditor editor;
    editor.setMatrix(sample());
    QSignalSpy changed(&editor, &MatrixEditor::matrixChanged);
    QVERIFY(editor.submitText(0, 0, QStringLiteral("4.5")));
    QCOMPARE(editor.matrix()(0, 0), 4.5);
    QCOMPARE(changed.size(), 1);
    editor.undoStack()->undo();
    QCOMPARE(editor.matrix()(0, 0), 0.5);
    editor.undoStack()->redo();
    QCOMPARE(editor.matrix()(0, 0), 4.5);
    editor.setMatrix(sample()); // a new matrix starts a new history
    QVERIFY(!editor.undoStack()->canUndo());
}

void TestMatrixWidgets::editorRefusesBadCells_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("word") << QStringLiteral("abc") << QStringLiteral("not a number");
    QTest::newRow("empty") << QStringLiteral("  ") << QStringLiteral("Type a number");
    QTest::newRow("nan") << QStringLiteral("nan") << QStringLiteral("finite");
    QTest::newRow("inf") << QStringLiteral("-inf") << QStringLiteral("finite");
    QTest::newRow("infinity sign") << QStringLiteral("∞") << QStringLiteral("finite");
    QTest::newRow("too large") << QStringLiteral("1e400") << QString();
    QTest::newRow("above range") << QStringLiteral("11") << QStringLiteral("outside the allowed range");
    QTest::newRow("below range") << QStringLiteral("-10.5") << QStringLiteral("outside the allowed range");
}

void TestMatrixWidgets::editorRefusesBadCells()
{
    QFETCH(QString, typed);
    QFETCH(QString, mentions);
    MatrixEditor editor;
    editor.setRange(-10, 10);
    editor.setMatrix(sample());
    QSignalSpy rejected(&editor, &MatrixEditor::editRejected);
    QSignalSpy changed(&editor, &MatrixEditor::matrixChanged);
    QVERIFY(!editor.submitText(1, 2, typed));
    QCOMPARE(editor.matrix()(1, 2), -0.5);   // the old value stays
    QCOMPARE(changed.size(), 0);
    QCOMPARE(rejected.size(), 1);
    QCOMPARE(rejected.first().at(0).toInt(), 1);
    QCOMPARE(rejected.first().at(1).toInt(), 2);
    QVERIFY(!editor.lastError().isEmpty());
    if (!mentions.isEmpty())
        QVERIFY2(editor.lastError().contains(mentions), qPrintable(editor.lastError()));
    QVERIFY(!editor.undoStack()->canUndo());
}

void TestMatrixWidgets::editorTypedEdit()
{
    // Through the view's editor, as a learner types: a bad value is refused at the cell.
    MatrixEditor editor;
    editor.setRange(-10, 10);
    editor.setMatrix(sample());
    editor.show();
    editor.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    QTableView *view = editor.view();
    view->setFocus();
    view->setCurrentIndex(editor.model()->index(0, 1));
    QTest::keyClicks(view, QStringLiteral("7"));
    QVERIFY(QApplication::focusWidget() != view); // an editor opened in the cell
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_COMPARE(editor.matrix()(0, 1), 7.0); // the delegate commits on the next event-loop turn
    view->setCurrentIndex(editor.model()->index(0, 2));
    QTest::keyClicks(view, QStringLiteral("x"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_VERIFY(editor.lastError().contains(QStringLiteral("not a number")));
    QCOMPARE(editor.matrix()(0, 2), 0.0);
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(editor.matrix()(0, 1), -1.25);
}

void TestMatrixWidgets::editorPasteIsAllOrNothing()
{
    MatrixEditor editor;
    editor.setRange(-10, 10);
    editor.setMatrix(Matrix<double>::Zero(3, 3));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.view()->setFocus();
    editor.view()->setCurrentIndex(editor.model()->index(1, 1));
    QApplication::clipboard()->setText(QStringLiteral("1\t2\n3\t4"));
    QTest::keyClick(editor.view(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(editor.matrix()(1, 1), 1.0);
    QCOMPARE(editor.matrix()(2, 2), 4.0);
    editor.undoStack()->undo(); // one paste, one undo step
    QCOMPARE(editor.matrix()(2, 2), 0.0);
    QApplication::clipboard()->setText(QStringLiteral("5\t6\n7\tNaN"));
    QTest::keyClick(editor.view(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(editor.matrix()(1, 1), 0.0); // nothing applied
    QVERIFY(!editor.lastError().isEmpty());
}

void TestMatrixWidgets::exportWritesFiles()
{
    MatrixHeatmap heatmap;
    heatmap.model()->setMatrix(sample());
    heatmap.resize(300, 240);
    QTemporaryDir dir;
    QString error;
    for (const char *name : {"m.png", "m.svg", "m.csv"})
        QVERIFY2(FigureExporter::save(&heatmap, heatmap.model(), QDir(dir.path()).filePath(QLatin1String(name)), error), qPrintable(error));
    QImage png(QDir(dir.path()).filePath(QStringLiteral("m.png")));
    QCOMPARE(png.size(), QSize(600, 480)); // twice the widget, for slides
    QFile svg(QDir(dir.path()).filePath(QStringLiteral("m.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("<svg"));
    QVERIFY(!FigureExporter::save(&heatmap, nullptr, QDir(dir.path()).filePath(QStringLiteral("x.csv")), error));
    QVERIFY(!FigureExporter::save(&heatmap, nullptr, QDir(dir.path()).filePath(QStringLiteral("x.bmp")), error));
    QVERIFY(!FigureExporter::save(&heatmap, nullptr, QStringLiteral("/nonexistent/folder/x.png"), error));
    QVERIFY(!error.isEmpty());
}

namespace {
// The darkest grey (0 black … 255 white) of `image` inside `area` (widget pixels, the image
// drawn at `scale`).
int darkest(const QImage &image, const QRect &area, qreal scale)
{
    int result = 255;
    const QRect pixels(area.topLeft() * scale, area.size() * scale);
    for (int y = pixels.top(); y <= pixels.bottom(); ++y)
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            result = std::min(result, qGray(image.pixel(x, y)));
    return result;
}
} // namespace

// On a dark desktop a figure exported for slides or paper is still black on white: not the dark
// panels, not light text on white paper. The widget keeps the desktop's colours on screen.
void TestMatrixWidgets::exportIsBlackOnWhiteOnADarkDesktop()
{
    QWidget window;
    window.setPalette(test::darkPalette());
    auto *heatmap = new MatrixHeatmap(&window);
    heatmap->model()->setMatrix(sample());
    heatmap->setTitle(QStringLiteral("Weights"));
    heatmap->setAxisCaptions(QStringLiteral("rows: queries"), QStringLiteral("columns: keys"));
    window.resize(360, 260);
    heatmap->resize(360, 260);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir dir;
    QString error;
    const QString png = QDir(dir.path()).filePath(QStringLiteral("m.png"));
    QVERIFY2(FigureExporter::savePng(heatmap, png, error), qPrintable(error));
    const QImage image = QImage(png).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(image.size(), heatmap->size() * 2);
    QCOMPARE(QColor(image.pixel(image.width() - 2, 2)), QColor(Qt::white)); // paper, not a dark panel

    QLabel *title = nullptr, *caption = nullptr;
    for (QLabel *label : heatmap->findChildren<QLabel *>()) {
        if (label->text().startsWith(QStringLiteral("Weights")))
            title = label;
        if (label->text() == QStringLiteral("columns: keys"))
            caption = label;
    }
    QVERIFY(title && caption);
    QVERIFY2(darkest(image, title->geometry(), 2) < 60, "the title is black on paper");
    // The axis caption is muted, in the paper's muted grey: darker than the dark desktop's.
    QVERIFY2(darkest(image, caption->geometry(), 2) < 0xa0,
             qPrintable(QString::number(darkest(image, caption->geometry(), 2))));

    const QString svg = QDir(dir.path()).filePath(QStringLiteral("m.svg"));
    QVERIFY2(FigureExporter::saveSvg(heatmap, svg, QStringLiteral("m"), error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY2(!svgText.contains("#e8e8e8") && !svgText.contains("#2b2b2e"), "no colour of the dark desktop in the SVG");

    // On screen the heatmap has the desktop's colours again, inherited as before.
    QVERIFY(!heatmap->testAttribute(Qt::WA_SetPalette));
    QCOMPARE(heatmap->palette().color(QPalette::WindowText), test::darkPalette().color(QPalette::WindowText));
    QCOMPARE(caption->palette().color(caption->foregroundRole()), test::darkPalette().color(QPalette::PlaceholderText));
}

// §4: every cell typed or pasted with NaN, ∞, 1e309, words, ten megabytes, and blocks of the
// wrong shape (wider or taller than what remains, ragged): nothing is applied that is not a
// finite number in range, a block that does not fit is refused whole with a message naming
// the shapes, and undo has only real edits.
void TestMatrixWidgets::editorRefusesHostileInput()
{
    MatrixEditor editor;
    editor.setRange(-10, 10);
    const Matrix<double> start = Matrix<double>::Constant(3, 3, 0.5);
    editor.setMatrix(start);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    for (const QString &text : HostileInput::matrixTexts()) {
        for (int row = 0; row < 3; ++row) {
            HostileInput::paste(editor.view(), editor.model()->index(row, row), text);
            editor.submitText(row, 2 - row, text);
            QVERIFY2(engineView(editor.matrix()).allFinite() && engineView(editor.matrix()).cwiseAbs().maxCoeff() <= 10, qPrintable(text.left(20)));
        }
    }
    // The wrong shape: from (1, 1) only 2 × 2 cells remain.
    editor.setMatrix(start);
    HostileInput::paste(editor.view(), editor.model()->index(1, 1), QStringLiteral("1\t2\t3\n4\t5\t6"));
    QCOMPARE(editor.matrix(), start);
    QVERIFY2(editor.lastError().contains(QStringLiteral("3 values")) && editor.lastError().contains(QStringLiteral("2 × 2")),
             qPrintable(editor.lastError()));
    HostileInput::paste(editor.view(), editor.model()->index(1, 1), QStringLiteral("1\n2\n3"));
    QCOMPARE(editor.matrix(), start);
    QVERIFY2(editor.lastError().contains(QStringLiteral("more than 2 rows")), qPrintable(editor.lastError()));
    QCOMPARE(editor.undoStack()->count(), 0);
    // What fits is applied whole: a ragged block of numbers within the rest.
    HostileInput::paste(editor.view(), editor.model()->index(1, 1), QStringLiteral("1\t2\n3"));
    QCOMPARE(editor.matrix()(2, 1), 3.0);
    QCOMPARE(editor.matrix()(2, 2), 0.5);
    QCOMPARE(editor.undoStack()->count(), 1);
}

void TestMatrixWidgets::anEditMarksExactlyTheCellsItChanged()
{
    MatrixModel model;
    Matrix<double> a(2, 3);
    a << 1, 2, 3, 4, 5, 6;
    model.setMatrix(a);
    QCOMPARE(model.changedCount(), 0);
    Matrix<double> b = a;
    b(0, 1) = 2.5;
    b(1, 2) = 6 + 1e-15; // bit for bit: the smallest change is a change
    // Outside a marking (a recomputation that is not an edit): nothing is marked.
    model.setMatrix(b);
    QCOMPARE(model.changedCount(), 0);
    QSignalSpy marked(&model, &MatrixModel::changesMarked);
    {
        ChangeMarking marking;
        QVERIFY(ChangeMarking::isActive());
        model.setMatrix(a);
    }
    QVERIFY(!ChangeMarking::isActive());
    QCOMPARE(model.changedCount(), 2);
    QCOMPARE(marked.count(), 1);
    // The marking's report: one figure recomputed, changed, two numbers.
    QCOMPARE(ChangeMarking::lastReport().figures, 1);
    QCOMPARE(ChangeMarking::lastReport().changedFigures, 1);
    QCOMPARE(ChangeMarking::lastReport().changedCells, 2);
    QCOMPARE(marked.at(0).at(0).toInt(), 2);
    QVERIFY(model.isChanged(0, 1) && model.isChanged(1, 2));
    QVERIFY(!model.isChanged(0, 0) && !model.isChanged(1, 1));
    QVERIFY(model.data(model.index(0, 1), MatrixModel::ChangedRole).toBool());
    QVERIFY(model.data(model.index(0, 1), Qt::AccessibleTextRole).toString().endsWith(QStringLiteral(", changed by your last edit")));
    // A masked cell is not shown as changed; unmasked again, it is.
    BoolMatrix allowed = BoolMatrix::Constant(2, 3, true);
    allowed(0, 1) = false;
    model.setMask(allowed);
    QCOMPARE(model.changedCount(), 1);
    QVERIFY(!model.isChanged(0, 1));
    model.setMask(std::nullopt);
    QCOMPARE(model.changedCount(), 2);
    // Another shape is no edit of these cells; the next matrix outside a marking clears them.
    {
        ChangeMarking marking;
        model.setMatrix(Matrix<double>::Zero(3, 3));
    }
    QCOMPARE(model.changedCount(), 0);
    {
        ChangeMarking marking;
        model.setMatrix(a); // 3 × 3 → 2 × 3: nothing to compare
    }
    QCOMPARE(model.changedCount(), 0);
    {
        ChangeMarking marking;
        model.setMatrix(b);
    }
    QCOMPARE(model.changedCount(), 2);
    model.setMatrix(b);
    QCOMPARE(model.changedCount(), 0);
    // Against a reference (a before/after figure).
    model.markChangesAgainst(a);
    QCOMPARE(model.changedCount(), 2);
    model.clearChanges();
    QCOMPARE(model.changedCount(), 0);
    model.markChangesAgainst(Matrix<double>::Zero(1, 1));
    QCOMPARE(model.changedCount(), 0);
}

// Switching a mask is an edit of what the cells show: the cells it masks or unmasks are
// marked, a figure whose mask and numbers are both set counts once, the next edit's marks
// replace them, and another shape is reported as such.
void TestMatrixWidgets::anEditThatMasksOrUnmasksMarksThoseCells()
{
    MatrixModel model;
    const Matrix<double> a = Matrix<double>::Constant(2, 2, 0.5);
    model.setMatrix(a);
    BoolMatrix causal = BoolMatrix::Constant(2, 2, true);
    causal(0, 1) = false;
    {
        ChangeMarking marking;
        model.setMask(causal);
    }
    QCOMPARE(model.changedCount(), 1);
    QVERIFY(model.isChanged(0, 1)); // newly masked: shown as changed
    QCOMPARE(ChangeMarking::lastReport().figures, 1);
    QCOMPARE(ChangeMarking::lastReport().changedCells, 1);
    {
        ChangeMarking marking;
        model.setMask(std::nullopt); // unmasked again …
        Matrix<double> b = a;
        b(1, 0) = 0.25; // … and one number moved, in the same figure
        model.setMatrix(b);
    }
    QCOMPARE(model.changedCount(), 2);
    QVERIFY(model.isChanged(0, 1) && model.isChanged(1, 0));
    QCOMPARE(ChangeMarking::lastReport().figures, 1); // one figure, counted once
    QCOMPARE(ChangeMarking::lastReport().changedCells, 2);
    {
        ChangeMarking marking;
        model.setMask(std::nullopt); // the same again: nothing changes, the old marks go
    }
    QCOMPARE(model.changedCount(), 0);
    QCOMPARE(ChangeMarking::lastReport().changedCells, 0);
    QCOMPARE(ChangeMarking::lastReport().figures, 1);
    {
        ChangeMarking marking;
        model.setMatrix(Matrix<double>::Zero(3, 3));
        model.setMask(BoolMatrix::Constant(3, 3, true));
    }
    QCOMPARE(ChangeMarking::lastReport().reshaped, 1);
    QCOMPARE(ChangeMarking::lastReport().figures, 0);
    // Outside a marking, a new mask clears the marks.
    {
        ChangeMarking marking;
        BoolMatrix lower = BoolMatrix::Constant(3, 3, true);
        lower(0, 2) = false;
        model.setMask(lower);
    }
    QVERIFY(model.changedCount() > 0);
    model.setMask(std::nullopt);
    QCOMPARE(model.changedCount(), 0);
}

void TestMatrixWidgets::marksFadeUnlessSticky()
{
    MatrixHeatmap passing, sticky;
    sticky.setChangesSticky(true);
    Matrix<double> a = Matrix<double>::Zero(2, 2), b = a;
    b(1, 1) = 1;
    for (MatrixHeatmap *m : {&passing, &sticky}) {
        m->model()->setMatrix(a);
        ChangeMarking marking;
        m->model()->setMatrix(b);
        QCOMPARE(m->model()->changedCount(), 1);
    }
    QTRY_COMPARE_WITH_TIMEOUT(passing.model()->changedCount(), 0, MatrixHeatmap::changeMarkMilliseconds + 3000);
    QCOMPARE(sticky.model()->changedCount(), 1);
}

// A compact heatmap keeps labels one can read: rows at least a label high, column labels on
// end when they cannot stand side by side, never a font below minLabelPixels; a tall matrix
// scrolls.
void TestMatrixWidgets::compactLabelsStayReadable()
{
    MatrixHeatmap heatmap;
    heatmap.setCompactCellSize(6);
    const int n = 64;
    heatmap.model()->setMatrix(Matrix<double>::Random(n, 3));
    QStringList rows, columns{QStringLiteral("coordinate 1"), QStringLiteral("coordinate 2"), QStringLiteral("coordinate 3")};
    for (int i = 0; i < n; ++i)
        rows.append(QStringLiteral("%1 token").arg(i));
    heatmap.model()->setRowLabels(rows);
    heatmap.model()->setColumnLabels(columns);
    heatmap.show();
    QVERIFY(QTest::qWaitForWindowExposed(&heatmap));
    QTableView *view = heatmap.view();
    const QFontMetrics rowFont(view->verticalHeader()->font());
    QVERIFY(QFontInfo(view->verticalHeader()->font()).pixelSize() >= MatrixHeatmap::minLabelPixels);
    QVERIFY(QFontInfo(view->horizontalHeader()->font()).pixelSize() >= MatrixHeatmap::minLabelPixels);
    // Rows 6 px high: every k-th labelled, k rows being at least a line of text.
    auto *rowHeader = qobject_cast<CompactHeaderView *>(view->verticalHeader());
    QVERIFY(rowHeader);
    QVERIFY2(rowHeader->stride() * view->verticalHeader()->sectionSize(0) >= rowFont.height(), "labels overlap");
    QVERIFY(rowHeader->stride() > 1);
    QVERIFY(qobject_cast<CompactHeaderView *>(view->horizontalHeader())->labelsOnEnd());
    // Column labels on end: the header is as tall as the longest label is wide.
    QVERIFY(view->horizontalHeader()->height() >= QFontMetrics(view->horizontalHeader()->font()).horizontalAdvance(columns.at(0)));
    // 64 rows scroll instead of making the page endless.
    QVERIFY(view->height() <= MatrixHeatmap::maxCompactHeight);
    if (const QString dir = qEnvironmentVariable("ATLAS_RENDER_DIR"); !dir.isEmpty())
        heatmap.grab().save(dir + QStringLiteral("/compact-heatmap.png"));
}

ATLAS_TEST_MAIN(TestMatrixWidgets)
#include "tst_matrixwidgets.moc"
