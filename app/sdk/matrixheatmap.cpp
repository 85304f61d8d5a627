#include "matrixheatmap.h"

#include "colorlegend.h"
#include "compactheaderview.h"
#include "figureexporter.h"
#include "heatmapdelegate.h"
#include "verticallabel.h"

#include <QEvent>
#include <QFontInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSet>
#include <QStringList>
#include <QTableView>
#include <QTimer>

namespace atlas {

namespace {

bool anyMasked(const MatrixModel &model)
{
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c)
            if (model.isMasked(r, c))
                return true;
    return false;
}

// What a sighted learner reads off the picture before any number: its shape, what rows and
// columns stand for (`axes`, may be empty), and that hatching means masked.
QString describe(const MatrixModel &model, const QString &axes)
{
    QString description = axes.isEmpty()
        //: Screen-reader description of a heatmap whose axes have no caption. %1, %2: numbers of rows and columns.
        ? MatrixHeatmap::tr("%1 rows by %2 columns. Each cell says its row, its column and its value.").arg(model.rowCount()).arg(model.columnCount())
        //: Screen-reader description of a heatmap. %1, %2: numbers of rows and columns;
        //: %3: what they are, e.g. "rows: queries, columns: keys".
        : MatrixHeatmap::tr("%1 rows by %2 columns; %3. Each cell says its row, its column and its value.")
              .arg(model.rowCount())
              .arg(model.columnCount())
              .arg(axes);
    if (anyMasked(model))
        //: Appended to a heatmap's screen-reader description when some cells are masked.
        description += QLatin1Char(' ') + MatrixHeatmap::tr("Hatched cells are masked: that query may not read that key.");
    return description;
}

} // namespace

struct MatrixHeatmap::Private {
    MatrixModel *model;
    QTableView *view;
    HeatmapDelegate *delegate;
    QLabel *titleLabel;
    QLabel *columnCaption;
    VerticalLabel *rowCaption;
    ColorLegend *legend;
    QString title;
    QString rowsText, columnsText;
    int selectedRow = -1;
    bool changesSticky = false;
    QTimer *changeFade;
    int compactCell = 0;
    int preferredCell = 0;
};

MatrixHeatmap::MatrixHeatmap(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    d->model = new MatrixModel(this);
    d->view = new QTableView(this);
    d->delegate = new HeatmapDelegate(this);
    d->titleLabel = new QLabel(this);
    d->columnCaption = new QLabel(this);
    d->rowCaption = new VerticalLabel(QString(), this);
    d->legend = new ColorLegend(d->model, this);
    d->changeFade = new QTimer(this);
    // Before the model: the view hands its model to the header it has then.
    d->view->setHorizontalHeader(new CompactHeaderView(Qt::Horizontal, d->view));
    d->view->setVerticalHeader(new CompactHeaderView(Qt::Vertical, d->view));
    d->view->setModel(d->model);
    d->changeFade->setSingleShot(true);
    d->changeFade->setInterval(changeMarkMilliseconds);
    connect(d->changeFade, &QTimer::timeout, d->model, &MatrixModel::clearChanges);
    connect(d->model, &MatrixModel::changesMarked, this, [this](int count) {
        if (count > 0 && !d->changesSticky)
            d->changeFade->start(); // again from the start at every new edit
    });
    d->view->setItemDelegate(d->delegate);
    d->view->setSelectionMode(QAbstractItemView::SingleSelection);
    d->view->setSelectionBehavior(QAbstractItemView::SelectItems);
    d->view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab enters the matrix and leaves it; the arrow keys move from cell to cell. Otherwise a
    // keyboard user tabs through every cell of every matrix on the way to the next control.
    d->view->setTabKeyNavigation(false);
    d->view->setMouseTracking(true);
    d->view->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    d->view->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    d->view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    d->view->setShowGrid(true);
    d->view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    d->view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    d->view->horizontalHeader()->setHighlightSections(false);
    d->view->verticalHeader()->setHighlightSections(false);
    d->view->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Maximum);

    QFont titleFont = d->titleLabel->font();
    titleFont.setBold(true);
    d->titleLabel->setFont(titleFont);
    d->titleLabel->setTextFormat(Qt::PlainText);
    d->titleLabel->setWordWrap(true);
    d->columnCaption->setAlignment(Qt::AlignCenter);
    // A role, not a colour taken now: the captions follow a palette that changes later (the
    // desktop's, or the paper's while a figure is exported).
    d->columnCaption->setForegroundRole(QPalette::PlaceholderText);
    d->rowCaption->setForegroundRole(QPalette::PlaceholderText);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    grid->addWidget(d->titleLabel, 0, 0, 1, 2);
    grid->addWidget(d->columnCaption, 1, 1);
    grid->addWidget(d->rowCaption, 2, 0);
    grid->addWidget(d->view, 2, 1, Qt::AlignLeft | Qt::AlignTop);
    grid->addWidget(d->legend, 3, 1);
    grid->setColumnStretch(1, 1);

    connect(d->view, &QTableView::entered, this, [this](const QModelIndex &index) {
        Q_EMIT cellHovered(index.row(), index.column());
    });
    connect(d->view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    setSelectedRow(current.row());
            });
    connect(d->view->verticalHeader(), &QHeaderView::sectionClicked, this, &MatrixHeatmap::setSelectedRow);
    connect(d->model, &MatrixModel::modelReset, this, [this] {
        updateTitle();
        updateSizes();
    });
    connect(d->model, &MatrixModel::headerDataChanged, this, &MatrixHeatmap::updateSizes);
    connect(d->model, &MatrixModel::dataChanged, this, [this] {
        updateSizes();
        updateTitle(); // the description says whether cells are masked
    });

    applyCaptions();
    FigureExporter::installContextMenu(this, d->model, QStringLiteral("matrix"));
}

void MatrixHeatmap::setChangesSticky(bool sticky)
{
    d->changesSticky = sticky;
    if (sticky)
        d->changeFade->stop();
}

void MatrixHeatmap::setTitle(const QString &title)
{
    d->title = title;
    updateTitle();
}

void MatrixHeatmap::updateTitle()
{
    const QString shape = QString::number(d->model->rowCount()) + QStringLiteral(" × ") + QString::number(d->model->columnCount());
    d->titleLabel->setText(d->title.isEmpty() ? shape : tr("%1 · %2").arg(d->title, shape));
    d->titleLabel->setVisible(true);
    // Set only when they change (this runs on every change of the numbers): each change is an
    // event sent to every screen reader.
    if (accessibleName() != d->titleLabel->text()) {
        setAccessibleName(d->titleLabel->text());
        d->view->setAccessibleName(d->titleLabel->text());
    }
    // A chapter's caption may be short ("queries (tokens)"), say its axis already ("rows:
    // positions") or be blank: the description names each axis once.
    const auto axis = [](const QString &caption, const QString &fallback, const QString &pattern) {
        if (caption.isEmpty())
            return fallback;
        const QString text = caption.trimmed();
        const QString prefix = pattern.arg(QString()).trimmed();
        return text.isEmpty() || text.startsWith(prefix) ? text : pattern.arg(text);
    };
    QStringList axes;
    //: Part of a heatmap's screen-reader description; %1 is its row caption, e.g. "queries (tokens)".
    axes << axis(d->rowsText, tr("rows: queries"), tr("rows: %1"))
         //: Part of a heatmap's screen-reader description; %1 is its column caption, e.g. "keys".
         << axis(d->columnsText, tr("columns: keys"), tr("columns: %1"));
    axes.removeAll(QString());
    if (const QString description = describe(*d->model, axes.join(QLatin1String(", ")));
        description != d->view->accessibleDescription())
        d->view->setAccessibleDescription(description);
}

void MatrixHeatmap::setAxisCaptions(const QString &rows, const QString &columns)
{
    d->rowsText = rows;
    d->columnsText = columns;
    applyCaptions();
}

void MatrixHeatmap::applyCaptions()
{
    // Empty captions mean the default, re-translated when the language changes.
    d->rowCaption->setText(d->rowsText.isEmpty() ? tr("rows: queries") : d->rowsText);
    d->columnCaption->setText(d->columnsText.isEmpty() ? tr("columns: keys") : d->columnsText);
    updateTitle(); // the description names the captions
}

void MatrixHeatmap::setShowLegend(bool show)
{
    d->legend->setVisible(show);
}

void MatrixHeatmap::setExportName(const QString &name)
{
    const QList<QAction *> old = actions();
    for (QAction *a : old) {
        removeAction(a);
        a->deleteLater();
    }
    FigureExporter::installContextMenu(this, d->model, name);
}

void MatrixHeatmap::setCompactCellSize(int pixels)
{
    d->compactCell = std::max(0, pixels);
    updateSizes(); // the cells, the labels' font and layout
}

void MatrixHeatmap::setSelectedRow(int row)
{
    if (row == d->selectedRow)
        return;
    d->selectedRow = row;
    d->delegate->setHighlightedRow(row);
    d->view->viewport()->update();
    if (row >= 0)
        Q_EMIT rowSelected(row);
}

void MatrixHeatmap::updateSizes()
{
    auto *columns = static_cast<CompactHeaderView *>(d->view->horizontalHeader());
    auto *rows = static_cast<CompactHeaderView *>(d->view->verticalHeader());
    const int columnCount = d->model->columnCount();
    // Cells sized for their numbers: wide enough for the widest number and label, every cell
    // the same size so the matrix reads as a grid. Each distinct text is measured once:
    // shaping text is slow, and a large mask holds thousands of cells with two texts ("0", "−∞").
    const QFontMetrics fm(d->view->font());
    int numberWidth = fm.horizontalAdvance(QStringLiteral("−0.00"));
    QSet<QString> measured;
    for (int r = 0; r < d->model->rowCount(); ++r)
        for (int c = 0; c < columnCount; ++c) {
            const QString text = d->model->data(d->model->index(r, c)).toString();
            if (!measured.contains(text)) {
                measured.insert(text);
                numberWidth = std::max(numberWidth, fm.horizontalAdvance(text));
            }
        }
    const QFontMetrics headerMetrics(d->view->font());
    int labelWidth = 0;
    for (int c = 0; c < columnCount; ++c)
        labelWidth = std::max(labelWidth, headerMetrics.horizontalAdvance(d->model->columnLabel(c)));
    d->preferredCell = std::min(std::max(numberWidth + 12, labelWidth + 14), 140);

    // Narrower than that, the cells shrink to their numbers (the labels then stand on end);
    // narrower still, the numbers go to the tooltips and the cells show their colour only.
    int compact = d->compactCell;
    int cell = d->preferredCell;
    const int room = roomForColumns();
    if (compact == 0 && room > 0 && columnCount > 0 && d->preferredCell * columnCount > room) {
        cell = std::max(numberWidth + 6, room / columnCount);
        if ((numberWidth + 6) * columnCount > room)
            compact = std::max(minAutoCompactCell, room / columnCount);
    } else if (compact > 0 && room > 0 && columnCount > 0 && compact * columnCount > room) {
        compact = std::max(minAutoCompactCell, room / columnCount); // smaller squares, not hidden columns
    }
    d->delegate->setShowText(compact == 0);
    d->view->setShowGrid(compact == 0);

    if (compact > 0) {
        // Colours only, every cell the same square; the labels stay readable. Their font is
        // not below minLabelPixels (nor 85 % of the view's). Column labels too wide to stand
        // side by side stand on end; where a cell is narrower than a line of text, every
        // k-th label is shown (all stay in the tooltips and the accessible text). A matrix
        // taller than maxCompactHeight scrolls rather than lengthening the page.
        QFont labelFont = d->view->font();
        labelFont.setPixelSize(std::max(minLabelPixels, qRound(QFontInfo(d->view->font()).pixelSize() * 0.85)));
        const QFontMetrics lm(labelFont);
        int widest = 0;
        for (int c = 0; c < columnCount; ++c)
            widest = std::max(widest, lm.horizontalAdvance(d->model->headerData(c, Qt::Horizontal).toString()));
        const int lineStride = (lm.height() + compact) / compact; // ⌈(height + 1) / cell⌉
        const bool onEnd = widest + 3 > compact;
        columns->setFont(labelFont);
        rows->setFont(labelFont);
        columns->setLabelLayout(onEnd, onEnd ? lineStride : 1);
        rows->setLabelLayout(false, lineStride);
        for (QHeaderView *header : {static_cast<QHeaderView *>(columns), static_cast<QHeaderView *>(rows)}) {
            header->setMinimumSectionSize(compact);
            header->setDefaultSectionSize(compact);
        }
        d->view->setMaximumHeight(maxCompactHeight);
        d->view->updateGeometry();
        return;
    }
    columns->setFont(d->view->font());
    rows->setFont(d->view->font());
    // A label wider than its column stands on end rather than be cut.
    columns->setLabelLayout(labelWidth + 14 > cell, 1);
    rows->setLabelLayout(false, 1);
    d->view->setMaximumHeight(QWIDGETSIZE_MAX);
    const int cellHeight = fm.height() + 10;
    columns->setMinimumSectionSize(cell);
    columns->setDefaultSectionSize(cell);
    rows->setDefaultSectionSize(cellHeight);
    rows->setMinimumSectionSize(cellHeight);
    d->view->updateGeometry();
}

int MatrixHeatmap::roomForColumns() const
{
    // The width this heatmap was given, less what sits beside its columns: the row caption,
    // the spacing, the row labels and the view's frame. −1 before it is laid out.
    if (width() <= 0 || !isVisible())
        return -1;
    const int spacing = layout() ? layout()->spacing() : 0;
    return width() - d->rowCaption->sizeHint().width() - spacing - d->view->verticalHeader()->sizeHint().width()
        - 2 * d->view->frameWidth() - (d->view->verticalScrollBar()->isVisible() ? d->view->verticalScrollBar()->width() : 0);
}

QSize MatrixHeatmap::sizeHint() const
{
    // What it would take at the preferred cell width, so a column that widens again gets the
    // numbers back.
    QSize hint = QWidget::sizeHint();
    const int wanted = d->compactCell > 0 ? d->compactCell : d->preferredCell;
    hint.rwidth() += std::max(0, wanted - d->view->horizontalHeader()->defaultSectionSize()) * d->model->columnCount();
    return hint;
}

void MatrixHeatmap::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateSizes();
}

void MatrixHeatmap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        applyCaptions();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        updateTitle();
        updateSizes();
    }
    QWidget::changeEvent(event);
}

MatrixHeatmap::~MatrixHeatmap()
{
    // The children go after this heatmap's data: nothing of theirs may call back into it.
    d->model->disconnect(this);
    d->view->selectionModel()->disconnect(this);
}

MatrixModel *MatrixHeatmap::model() const
{
    return d->model;
}

QTableView *MatrixHeatmap::view() const
{
    return d->view;
}

QString MatrixHeatmap::title() const
{
    return d->title;
}

int MatrixHeatmap::compactCellSize() const
{
    return d->compactCell;
}

int MatrixHeatmap::selectedRow() const
{
    return d->selectedRow;
}

} // namespace atlas

#include "moc_matrixheatmap.cpp"
