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

MatrixHeatmap::MatrixHeatmap(QWidget *parent)
    : QWidget(parent), model_(new MatrixModel(this)), view_(new QTableView(this)),
      delegate_(new HeatmapDelegate(this)), titleLabel_(new QLabel(this)),
      columnCaption_(new QLabel(this)), rowCaption_(new VerticalLabel(QString(), this)),
      legend_(new ColorLegend(model_, this)), changeFade_(new QTimer(this))
{
    // Before the model: the view hands its model to the header it has then.
    view_->setHorizontalHeader(new CompactHeaderView(Qt::Horizontal, view_));
    view_->setVerticalHeader(new CompactHeaderView(Qt::Vertical, view_));
    view_->setModel(model_);
    changeFade_->setSingleShot(true);
    changeFade_->setInterval(changeMarkMilliseconds);
    connect(changeFade_, &QTimer::timeout, model_, &MatrixModel::clearChanges);
    connect(model_, &MatrixModel::changesMarked, this, [this](int count) {
        if (count > 0 && !changesSticky_)
            changeFade_->start(); // again from the start at every new edit
    });
    view_->setItemDelegate(delegate_);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setSelectionBehavior(QAbstractItemView::SelectItems);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab enters the matrix and leaves it; the arrow keys move from cell to cell. Otherwise a
    // keyboard user tabs through every cell of every matrix on the way to the next control.
    view_->setTabKeyNavigation(false);
    view_->setMouseTracking(true);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    view_->setShowGrid(true);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->horizontalHeader()->setHighlightSections(false);
    view_->verticalHeader()->setHighlightSections(false);
    view_->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Maximum);

    QFont titleFont = titleLabel_->font();
    titleFont.setBold(true);
    titleLabel_->setFont(titleFont);
    titleLabel_->setTextFormat(Qt::PlainText);
    titleLabel_->setWordWrap(true);
    columnCaption_->setAlignment(Qt::AlignCenter);
    // A role, not a colour taken now: the captions follow a palette that changes later (the
    // desktop's, or the paper's while a figure is exported).
    columnCaption_->setForegroundRole(QPalette::PlaceholderText);
    rowCaption_->setForegroundRole(QPalette::PlaceholderText);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    grid->addWidget(titleLabel_, 0, 0, 1, 2);
    grid->addWidget(columnCaption_, 1, 1);
    grid->addWidget(rowCaption_, 2, 0);
    grid->addWidget(view_, 2, 1, Qt::AlignLeft | Qt::AlignTop);
    grid->addWidget(legend_, 3, 1);
    grid->setColumnStretch(1, 1);

    connect(view_, &QTableView::entered, this, [this](const QModelIndex &index) {
        Q_EMIT cellHovered(index.row(), index.column());
    });
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    setSelectedRow(current.row());
            });
    connect(view_->verticalHeader(), &QHeaderView::sectionClicked, this, &MatrixHeatmap::setSelectedRow);
    connect(model_, &MatrixModel::modelReset, this, [this] {
        updateTitle();
        updateSizes();
    });
    connect(model_, &MatrixModel::headerDataChanged, this, &MatrixHeatmap::updateSizes);
    connect(model_, &MatrixModel::dataChanged, this, [this] {
        updateSizes();
        updateTitle(); // the description says whether cells are masked
    });

    applyCaptions();
    FigureExporter::installContextMenu(this, model_, QStringLiteral("matrix"));
}

void MatrixHeatmap::setChangesSticky(bool sticky)
{
    changesSticky_ = sticky;
    if (sticky)
        changeFade_->stop();
}

void MatrixHeatmap::setTitle(const QString &title)
{
    title_ = title;
    updateTitle();
}

void MatrixHeatmap::updateTitle()
{
    const QString shape = QString::number(model_->rowCount()) + QStringLiteral(" × ") + QString::number(model_->columnCount());
    titleLabel_->setText(title_.isEmpty() ? shape : tr("%1 · %2").arg(title_, shape));
    titleLabel_->setVisible(true);
    // Set only when they change (this runs on every change of the numbers): each change is an
    // event sent to every screen reader.
    if (accessibleName() != titleLabel_->text()) {
        setAccessibleName(titleLabel_->text());
        view_->setAccessibleName(titleLabel_->text());
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
    axes << axis(rowsText_, tr("rows: queries"), tr("rows: %1"))
         //: Part of a heatmap's screen-reader description; %1 is its column caption, e.g. "keys".
         << axis(columnsText_, tr("columns: keys"), tr("columns: %1"));
    axes.removeAll(QString());
    if (const QString description = describe(*model_, axes.join(QLatin1String(", ")));
        description != view_->accessibleDescription())
        view_->setAccessibleDescription(description);
}

void MatrixHeatmap::setAxisCaptions(const QString &rows, const QString &columns)
{
    rowsText_ = rows;
    columnsText_ = columns;
    applyCaptions();
}

void MatrixHeatmap::applyCaptions()
{
    // Empty captions mean the default, re-translated when the language changes.
    rowCaption_->setText(rowsText_.isEmpty() ? tr("rows: queries") : rowsText_);
    columnCaption_->setText(columnsText_.isEmpty() ? tr("columns: keys") : columnsText_);
    updateTitle(); // the description names the captions
}

void MatrixHeatmap::setShowLegend(bool show)
{
    legend_->setVisible(show);
}

void MatrixHeatmap::setExportName(const QString &name)
{
    const QList<QAction *> old = actions();
    for (QAction *a : old) {
        removeAction(a);
        a->deleteLater();
    }
    FigureExporter::installContextMenu(this, model_, name);
}

void MatrixHeatmap::setCompactCellSize(int pixels)
{
    compactCell_ = std::max(0, pixels);
    updateSizes(); // the cells, the labels' font and layout
}

void MatrixHeatmap::setSelectedRow(int row)
{
    if (row == selectedRow_)
        return;
    selectedRow_ = row;
    delegate_->setHighlightedRow(row);
    view_->viewport()->update();
    if (row >= 0)
        Q_EMIT rowSelected(row);
}

void MatrixHeatmap::updateSizes()
{
    auto *columns = static_cast<CompactHeaderView *>(view_->horizontalHeader());
    auto *rows = static_cast<CompactHeaderView *>(view_->verticalHeader());
    const int columnCount = model_->columnCount();
    // Cells sized for their numbers: wide enough for the widest number and label, every cell
    // the same size so the matrix reads as a grid. Each distinct text is measured once:
    // shaping text is slow, and a large mask holds thousands of cells with two texts ("0", "−∞").
    const QFontMetrics fm(view_->font());
    int numberWidth = fm.horizontalAdvance(QStringLiteral("−0.00"));
    QSet<QString> measured;
    for (int r = 0; r < model_->rowCount(); ++r)
        for (int c = 0; c < columnCount; ++c) {
            const QString text = model_->data(model_->index(r, c)).toString();
            if (!measured.contains(text)) {
                measured.insert(text);
                numberWidth = std::max(numberWidth, fm.horizontalAdvance(text));
            }
        }
    const QFontMetrics headerMetrics(view_->font());
    int labelWidth = 0;
    for (int c = 0; c < columnCount; ++c)
        labelWidth = std::max(labelWidth, headerMetrics.horizontalAdvance(model_->columnLabel(c)));
    preferredCell_ = std::min(std::max(numberWidth + 12, labelWidth + 14), 140);

    // Narrower than that, the cells shrink to their numbers (the labels then stand on end);
    // narrower still, the numbers go to the tooltips and the cells show their colour only.
    int compact = compactCell_;
    int cell = preferredCell_;
    const int room = roomForColumns();
    if (compact == 0 && room > 0 && columnCount > 0 && preferredCell_ * columnCount > room) {
        cell = std::max(numberWidth + 6, room / columnCount);
        if ((numberWidth + 6) * columnCount > room)
            compact = std::max(minAutoCompactCell, room / columnCount);
    } else if (compact > 0 && room > 0 && columnCount > 0 && compact * columnCount > room) {
        compact = std::max(minAutoCompactCell, room / columnCount); // smaller squares, not hidden columns
    }
    delegate_->setShowText(compact == 0);
    view_->setShowGrid(compact == 0);

    if (compact > 0) {
        // Colours only, every cell the same square; the labels stay readable. Their font is
        // not below minLabelPixels (nor 85 % of the view's). Column labels too wide to stand
        // side by side stand on end; where a cell is narrower than a line of text, every
        // k-th label is shown (all stay in the tooltips and the accessible text). A matrix
        // taller than maxCompactHeight scrolls rather than lengthening the page.
        QFont labelFont = view_->font();
        labelFont.setPixelSize(std::max(minLabelPixels, qRound(QFontInfo(view_->font()).pixelSize() * 0.85)));
        const QFontMetrics lm(labelFont);
        int widest = 0;
        for (int c = 0; c < columnCount; ++c)
            widest = std::max(widest, lm.horizontalAdvance(model_->headerData(c, Qt::Horizontal).toString()));
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
        view_->setMaximumHeight(maxCompactHeight);
        view_->updateGeometry();
        return;
    }
    columns->setFont(view_->font());
    rows->setFont(view_->font());
    // A label wider than its column stands on end rather than be cut.
    columns->setLabelLayout(labelWidth + 14 > cell, 1);
    rows->setLabelLayout(false, 1);
    view_->setMaximumHeight(QWIDGETSIZE_MAX);
    const int cellHeight = fm.height() + 10;
    columns->setMinimumSectionSize(cell);
    columns->setDefaultSectionSize(cell);
    rows->setDefaultSectionSize(cellHeight);
    rows->setMinimumSectionSize(cellHeight);
    view_->updateGeometry();
}

int MatrixHeatmap::roomForColumns() const
{
    // The width this heatmap was given, less what sits beside its columns: the row caption,
    // the spacing, the row labels and the view's frame. −1 before it is laid out.
    if (width() <= 0 || !isVisible())
        return -1;
    const int spacing = layout() ? layout()->spacing() : 0;
    return width() - rowCaption_->sizeHint().width() - spacing - view_->verticalHeader()->sizeHint().width()
        - 2 * view_->frameWidth() - (view_->verticalScrollBar()->isVisible() ? view_->verticalScrollBar()->width() : 0);
}

QSize MatrixHeatmap::sizeHint() const
{
    // What it would take at the preferred cell width, so a column that widens again gets the
    // numbers back.
    QSize hint = QWidget::sizeHint();
    const int wanted = compactCell_ > 0 ? compactCell_ : preferredCell_;
    hint.rwidth() += std::max(0, wanted - view_->horizontalHeader()->defaultSectionSize()) * model_->columnCount();
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

} // namespace atlas

#include "moc_matrixheatmap.cpp"
