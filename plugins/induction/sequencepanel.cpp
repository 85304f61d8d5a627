#include "sequencepanel.h"

#include "headerwrapping.h"
#include "wholetable.h"

#include "headsview.h"
#include "inductionsession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QTimer>

#include <algorithm>
#include <random>

namespace atlas {

namespace {

// A cell of the table whose text the learner's last edit changed (Qt::UserRole + 1): framed,
// with a corner notch, as MatrixHeatmap marks a changed number.
constexpr int changedRole = Qt::UserRole + 1;

class ChangedCellDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, index);
        if (!index.data(changedRole).toBool())
            return;
        painter->save();
        const QColor ink = option.palette.color(QPalette::Text);
        painter->setPen(QPen(ink, 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option.rect).adjusted(2, 2, -2, -2));
        const double notch = std::min(option.rect.width(), option.rect.height()) * 0.3;
        painter->setPen(Qt::NoPen);
        painter->setBrush(ink);
        const QPointF corner = QPointF(option.rect.topLeft()) + QPointF(1, 1);
        painter->drawPolygon(QPolygonF({corner, corner + QPointF(notch, 0), corner + QPointF(0, notch)}));
        painter->restore();
    }
};


// The most probable next token at `position` (the lowest id among equals, as the engine's
// accuracy counts it) and its probability.
std::pair<int, double> topPrediction(const AttentionSnapshot &s, std::size_t position)
{
    int best = 0;
    for (Index v = 1; v < s.predictions.cols(); ++v)
        if (s.predictions(Index(position), v) > s.predictions(Index(position), best))
            best = int(v);
    return {best, s.predictions(Index(position), best)};
}

// The position after the latest earlier occurrence of the token at `position`, or −1.
int afterEarlierOccurrence(const std::vector<int> &tokens, std::size_t position)
{
    for (std::size_t j = position; j-- > 0;)
        if (tokens[j] == tokens[position])
            return int(j + 1);
    return -1;
}

} // namespace

SequencePanel::SequencePanel(InductionSession &session, QWidget *parent)
    : QWidget(parent), session_(session), input_(new QLineEdit(this)), newPhrase_(new QPushButton(this)),
      problem_(new ParagraphLabel(this, QStringLiteral("sequenceProblem"))),
      summary_(new ParagraphLabel(this, QStringLiteral("sequenceSummary"))),
      table_(WholeTable::make(this, QStringLiteral("predictionTable"), 5)),
      queryHeads_(new MatrixHeatmap(this))
{
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Type tokens of the model's vocabulary, separated by spaces — a phrase and then the same phrase "
                  "again, say. The model reads them after its BOS token, as in training. Select a row to see where "
                  "every head looks from that query.");
    });
    input_->setObjectName(QStringLiteral("sequenceInput"));
    input_->setText(session.sequenceText());
    texts->accessibleName(input_, [] { return tr("Your own sequence"); });
    texts->text(newPhrase_, [] { return tr("New phrase"); });
    texts->toolTip(newPhrase_, [] { return tr("A new phrase of distinct tokens, followed by its repeat."); });
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, QColor(0xa0, 0x2c, 0x00));
    problem_->setPalette(warning);
    problem_->hide();

    table_->setItemDelegate(new ChangedCellDelegate(table_));
    changeFade_ = new QTimer(this);
    changeFade_->setSingleShot(true);
    changeFade_->setInterval(MatrixHeatmap::changeMarkMilliseconds);
    connect(changeFade_, &QTimer::timeout, this, [this] {
        for (int r = 0; r < table_->rowCount(); ++r)
            for (int c = 0; c < table_->columnCount(); ++c)
                if (QTableWidgetItem *item = table_->item(r, c))
                    item->setData(changedRole, false);
    });
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);

    MatrixModel *model = queryHeads_->model();
    model->setScale(MatrixModel::Scale::Probability);
    model->setFixedColorRange(std::make_pair(0.0, 1.0));
    queryHeads_->setCompactCellSize(16);
    queryHeads_->setExportName(QStringLiteral("attention-of-every-head-for-one-query"));

    BoxLayout::column(this, {intro, BoxLayout::row({BoxLayout::stretched(input_, 1), newPhrase_}), problem_, summary_,
                             table_, queryHeads_});

    connect(input_, &QLineEdit::textEdited, this, &SequencePanel::apply);
    connect(newPhrase_, &QPushButton::clicked, this, &SequencePanel::newPhrase);
    connect(table_, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0 && row != query_) {
            query_ = row;
            showQuery();
        }
    });
    // The examples name the model's tokens; the table's texts are words too.
    texts->bind([this] {
        input_->setPlaceholderText(tr("e.g. %1").arg(session_.vocabulary().exampleSequence()));
        input_->setToolTip(tr("Tokens: %1").arg(session_.vocabulary().listing()));
        headings_ = {tr("position"), tr("token"), tr("followed it last time"), tr("model predicts next"), tr("actual next")};
        HeaderWrapping::apply(table_, headings_);
        table_->setAccessibleName(tr("Predictions at every position"));
        if (session_.sequenceSnapshot().tokens.size() > 0)
            refresh();
    });
    refresh();
}

void SequencePanel::apply(const QString &text)
{
    QString problem;
    ChangeMarking marking(this);
    if (session_.setSequenceText(text, &problem)) {
        problem_->hide();
        return; // the session's inspectionChanged refreshes the panel
    }
    problem_->setText(tr("%1 The table below still shows the last sequence the model could read.").arg(problem));
    problem_->show();
}

void SequencePanel::newPhrase()
{
    const InductionVocabulary &vocabulary = session_.vocabulary();
    // Distinct tokens, 4 to 8 of them (as many as fit twice), drawn from a generator that
    // counts the presses: the same phrases on every machine.
    std::mt19937_64 random(session_.modelConfig().seed * 1000003u + ++phrases_);
    std::vector<int> ids(std::size_t(vocabulary.tokenCount()));
    for (std::size_t i = 0; i < ids.size(); ++i)
        ids[i] = int(i);
    std::shuffle(ids.begin(), ids.end(), random);
    const int longest = std::max(1, std::min({8, vocabulary.maxTyped() / 2, vocabulary.tokenCount()}));
    const int shortest = std::min(4, longest);
    const int length = shortest + int(random() % std::uint64_t(longest - shortest + 1));
    ids.resize(std::size_t(length));
    ids.insert(ids.end(), ids.begin(), ids.end());
    QStringList words;
    for (int id : ids)
        words.append(vocabulary.label(id));
    const QString text = words.join(QLatin1Char(' '));
    input_->setText(text);
    apply(text);
}

SequencePanel::Copying SequencePanel::copying(const AttentionSnapshot &s)
{
    Copying c;
    for (std::size_t i = 0; i + 1 < s.tokens.size(); ++i) {
        const int after = afterEarlierOccurrence(s.tokens, i);
        const int predicted = topPrediction(s, i).first;
        if (after >= 0) {
            const int gap = int(i) - (after - 1);
            c.shortestGap = c.shortestGap == 0 ? gap : std::min(c.shortestGap, gap);
            ++c.repeated;
            c.copied += predicted == s.tokens[std::size_t(after)] ? 1 : 0;
        } else {
            ++c.fresh;
            c.freshCorrect += predicted == s.tokens[i + 1] ? 1 : 0;
        }
    }
    return c;
}

void SequencePanel::refresh()
{
    if (input_->text() != session_.sequenceText() && !input_->hasFocus()) {
        input_->setText(session_.sequenceText()); // the model changed and the old text no longer fits
        problem_->hide();
    }
    fillTable();
    const AttentionSnapshot &s = session_.sequenceSnapshot();
    if (query_ < 0 || query_ >= int(s.tokens.size()))
        query_ = int(s.tokens.size()) - 1;
    {
        const QSignalBlocker block(table_);
        table_->setCurrentCell(query_, 0);
    }
    showQuery();
    const Copying c = copying(s);
    const QLocale locale;
    if (c.repeated == 0) {
        summary_->setText(tr("No token of this sequence appears twice, so there is nothing to copy: type a phrase and then "
                             "the same phrase again."));
    } else {
        //: %1 and %2 count positions; %3 and %4 too, for the tokens seen for the first time.
        summary_->setText(tr("At %2 positions the token appeared before; there the model's top prediction is what "
                             "followed it last time at %1 of them. At the %4 positions whose token is new it guesses "
                             "the actual next token %3 times.")
                              .arg(c.copied)
                              .arg(c.repeated)
                              .arg(c.freshCorrect)
                              .arg(c.fresh));
        // A repeat at a distance the model never practised: say so, or a 0 of 7 looks like a fault.
        const InductionTaskConfig &task = session_.modelConfig().task;
        const int longest = int(task.repeat), shortest = int(task.minimumRepeat > 0 ? task.minimumRepeat : task.repeat);
        if (c.shortestGap < shortest || c.shortestGap > longest)
            summary_->setText(summary_->text() + QLatin1Char(' ')
                              + (shortest == longest
                                     //: %1: the one copy length the model was trained on; %2: how soon the typed phrase comes back.
                                     ? tr("This model only ever saw copies of %1 tokens; here the phrase comes back after %2, "
                                          "outside its training, and a model this small need not copy there. Try a phrase of %1 "
                                          "tokens.")
                                           .arg(shortest)
                                           .arg(c.shortestGap)
                                     //: %1 and %2: the copy lengths the model was trained on; %3: how soon the typed phrase comes back.
                                     : tr("This model only ever saw copies of %1 to %2 tokens; here the phrase comes back after %3, "
                                          "outside its training, and a model this small need not copy there. Try a phrase of %1 to "
                                          "%2 tokens.")
                                           .arg(shortest)
                                           .arg(longest)
                                           .arg(c.shortestGap)));
    }
}

void SequencePanel::fillTable()
{
    const AttentionSnapshot &s = session_.sequenceSnapshot();
    const InductionVocabulary &vocabulary = session_.vocabulary();
    const QLocale locale;
    const QSignalBlocker block(table_);
    // An edit that keeps the length marks the cells whose text it changed.
    const bool marking = ChangeMarking::isActive() && table_->rowCount() == int(s.tokens.size());
    int changed = 0;
    table_->setRowCount(int(s.tokens.size()));
    for (std::size_t i = 0; i < s.tokens.size(); ++i) {
        const auto [predicted, probability] = topPrediction(s, i);
        const int after = afterEarlierOccurrence(s.tokens, i);
        const bool hasNext = i + 1 < s.tokens.size();
        const QStringList cells{
            QString::number(i), vocabulary.label(s.tokens[i]),
            after >= 0 ? tr("%1 (at %2)").arg(vocabulary.label(s.tokens[std::size_t(after)])).arg(after) : tr("—"),
            //: The model's most probable next token and its probability, e.g. "ko (0.97)".
            tr("%1 (%2)").arg(vocabulary.label(predicted), locale.toString(probability, 'f', 2)),
            hasNext ? vocabulary.label(s.tokens[i + 1]) : tr("—")};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = table_->item(int(i), c);
            if (!item) {
                item = new QTableWidgetItem;
                table_->setItem(int(i), c, item);
            }
            const bool differs = item->text() != cells.at(c);
            item->setData(changedRole, marking && differs);
            changed += marking && differs ? 1 : 0;
            item->setText(cells.at(c));
            QFont font = item->font();
            // What the model predicts is bold where it is what followed the token last time.
            font.setBold(c == 3 && after >= 0 && predicted == s.tokens[std::size_t(after)]);
            item->setFont(font);
        }
    }
    if (ChangeMarking::isActive()) {
        if (marking)
            ChangeMarking::tally(table_, changed);
        else
            ChangeMarking::tallyReshaped(table_);
    }
    if (changed > 0)
        changeFade_->start(); // the marks go after a moment, as the heatmaps' do
    WholeTable::fit(table_, headings_);
}

bool SequencePanel::isCellChanged(int row, int column) const
{
    const QTableWidgetItem *item = table_->item(row, column);
    return item && item->data(changedRole).toBool();
}

void SequencePanel::selectQuery(int position)
{
    const int count = int(session_.sequenceSnapshot().tokens.size());
    if (position < 0 || position >= count)
        return;
    table_->setCurrentCell(position, 0); // currentCellChanged shows it
}

void SequencePanel::showQuery()
{
    const AttentionSnapshot &s = session_.sequenceSnapshot();
    const InductionVocabulary &vocabulary = session_.vocabulary();
    const int heads = int(s.attention.size());
    const Index keys = Index(s.tokens.size());
    if (query_ < 0 || heads == 0)
        return;
    Matrix<double> rows = Matrix<double>::Zero(heads, keys);
    QStringList headLabels;
    const Index perLayer = std::max<Index>(1, session_.headsPerLayer());
    for (int h = 0; h < heads; ++h) {
        rows.row(h) = s.attention[std::size_t(h)].row(query_);
        //: A head's short name: layer and head, e.g. "L1 H3".
        headLabels.append(tr("L%1 H%2").arg(h / perLayer + 1).arg(h % perLayer + 1));
    }
    fitCells();
    MatrixModel *model = queryHeads_->model();
    const bool resized = model->rowCount() != heads || model->columnCount() != keys;
    model->setMatrix(rows);
    BoolMatrix allowed(heads, keys);
    for (int h = 0; h < heads; ++h)
        for (Index k = 0; k < keys; ++k)
            allowed(h, k) = k <= query_;
    model->setMask(allowed);
    if (resized || model->rowLabel(0) != headLabels.value(0))
        model->setRowLabels(headLabels);
    model->setColumnLabels(HeadsView::columnLabels(s.tokens.size()));
    model->setAxisNames(tr("head"), tr("key"));
    //: %1 is a position, %2 its token.
    queryHeads_->setTitle(tr("Every head's attention from query %1 (%2)").arg(query_).arg(vocabulary.label(s.tokens[std::size_t(query_)])));
    queryHeads_->setAxisCaptions(tr("heads"), tr("keys (positions)"));
}

void SequencePanel::fitCells()
{
    // Every key in view: cells as large as the panel's width allows (room left for the heads'
    // labels and the axis caption), between 8 and 16 pixels.
    const int keys = std::max<int>(1, int(session_.sequenceSnapshot().tokens.size()));
    const int cell = std::clamp((width() - 90) / keys, 8, 16);
    if (queryHeads_->compactCellSize() != cell)
        queryHeads_->setCompactCellSize(cell);
}

void SequencePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitCells();
    fillTable(); // the headings wrap for the new width
}

} // namespace atlas

#include "moc_sequencepanel.cpp"
