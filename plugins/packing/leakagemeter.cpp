#include "leakagemeter.h"

#include "packingsession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/colorscale.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"
#include "sdk/scientificnumber.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLegend>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace atlas {

namespace {

constexpr std::array<LeakagePolicy, LeakageMeter::policyCount> policies{
    LeakagePolicy::DocumentAware, LeakagePolicy::PlainCausal, LeakagePolicy::ResetPositionsPlainCausal};

QString scientific(double value)
{
    if (value == 0)
        return QStringLiteral("0");
    const int exponent = int(std::floor(std::log10(std::abs(value))));
    if (exponent >= -3)
        return QLocale().toString(value, 'f', std::max(0, 2 - exponent)).replace(QLatin1Char('-'), QStringLiteral("−"));
    return ScientificNumber::format(value, 1);
}

} // namespace

int LeakageMeter::index(LeakagePolicy policy)
{
    return policy == LeakagePolicy::DocumentAware ? 0 : policy == LeakagePolicy::PlainCausal ? 1 : 2;
}

LeakageMeter::LeakageMeter(PackingSession &session, QWidget *parent)
    : QWidget(parent), session_(session), slot_(new QSpinBox(this)), replacement_(new QComboBox(this)),
      note_(new ParagraphLabel(this))
{
    setObjectName(QStringLiteral("leakageMeter"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("Change one token and measure how far every position's attention output moves. The "
                  "same layer runs three ways. Only the document-aware mask keeps the other documents "
                  "exactly still; resetting the position ids per document is not enough.");
    });
    QLabel *slotLabel = texts->label(slot_, [] {
        //: Label before a spin box choosing the slot (position) of the packed block whose token is replaced;
        //: followed by "put in:" and a list of tokens. Each label stands on its own.
        return tr("Edit slot:");
    });
    QLabel *replacementLabel = texts->label(replacement_, [] {
        //: Label before the list of tokens to put into the chosen slot in place of its token (the replacement).
        //: It follows the spin box of "Edit slot:"; a label of its own.
        return tr("put in:");
    });
    slot_->setObjectName(QStringLiteral("editSlot"));
    texts->accessibleName(slot_, [] { return tr("slot to edit"); });
    replacement_->setObjectName(QStringLiteral("replacement"));
    texts->accessibleName(replacement_, [] { return tr("replacement token"); });
    // The style's margins: a tab of its own, not a lab section.
    QVBoxLayout *layout = BoxLayout::column(
        {intro, BoxLayout::row({slotLabel, slot_, replacementLabel, replacement_, BoxLayout::stretch()}), note_});
    setLayout(layout);
    for (View &view : views_) {
        view.chart = new QChartView(new QChart, this);
        view.series = new QStackedBarSeries(view.chart);
        view.slots = new QBarCategoryAxis(view.chart);
        view.change = new QValueAxis(view.chart);
        view.summary = new ParagraphLabel(this);
        QFont bold = view.summary->font();
        bold.setBold(true);
        view.summary->setFont(bold);
        QChart *chart = view.chart->chart();
        chart->setAnimationOptions(QChart::NoAnimation);
        chart->addSeries(view.series);
        chart->addAxis(view.slots, Qt::AlignBottom);
        chart->addAxis(view.change, Qt::AlignLeft);
        view.series->attachAxis(view.slots);
        view.series->attachAxis(view.change);
        chart->legend()->setAlignment(Qt::AlignRight);
        chart->setMargins(QMargins(2, 2, 2, 2));
        view.change->setLabelFormat(QStringLiteral("%.2g"));
        view.chart->setRenderHint(QPainter::Antialiasing);
        view.chart->setMinimumHeight(250);
        BoxLayout::add(layout, {view.summary, view.chart});
    }
    texts->bind([this] {
        for (View &view : views_) {
            view.slots->setTitleText(tr("slot (token; ✎ edited)"));
            view.change->setTitleText(tr("|ΔY| (value units)"));
        }
    });

    // The edit's effect is outlined where it reaches: under the document mask, nowhere in
    // another document.
    connect(slot_, &QSpinBox::valueChanged, this, [this](int slot) {
        ChangeMarking marking(this);
        session_.setEdit(slot, replacement_->currentData().toLongLong());
    });
    connect(replacement_, &QComboBox::currentIndexChanged, this, [this] {
        ChangeMarking marking(this);
        session_.setEdit(slot_->value(), replacement_->currentData().toLongLong());
    });
    connect(&session_, &PackingSession::corpusChanged, this, [this] {
        rebuildModel();
        syncControls();
        recompute();
    });
    connect(&session_, &PackingSession::selectionChanged, this, [this] {
        syncControls();
        recompute();
    });
    rebuildModel();
    syncControls();
    texts->bind([this] { recompute(); });
}

LeakageMeter::~LeakageMeter()
{
    // QWidget's destructor hides the children after this class's members are gone, and a
    // focused field then reports editingFinished: stop listening to them first.
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
}

void LeakageMeter::rebuildModel()
{
    LeakageModelConfig config;
    config.vocabulary = std::max<Index>(2, session_.corpus().vocabulary.size());
    config.maxLength = declared::packing::block_length::maximum;
    model_ = std::make_unique<PackingLeakage>(config, session_.seed());
}

void LeakageMeter::syncControls()
{
    const QSignalBlocker blockSlot(slot_);
    const QSignalBlocker blockReplacement(replacement_);
    slot_->setRange(0, int(session_.block().length()) - 1);
    slot_->setValue(session_.editSlot());
    const QStringList &vocabulary = session_.corpus().vocabulary;
    if (shownVocabulary_ != vocabulary) {
        shownVocabulary_ = vocabulary;
        replacement_->clear();
        // Words first; ⟨BOS⟩ and ⟨EOS⟩ are tokens too and may replace a word.
        for (qsizetype id = 2; id < vocabulary.size(); ++id)
            replacement_->addItem(vocabulary[id], qlonglong(id));
        replacement_->addItem(QStringLiteral("⟨BOS⟩"), qlonglong(CorpusTokenizer::bos));
        replacement_->addItem(QStringLiteral("⟨EOS⟩"), qlonglong(CorpusTokenizer::eos));
    }
    replacement_->setCurrentIndex(replacement_->findData(qlonglong(session_.replacement())));
}

void LeakageMeter::recompute()
{
    const PackedBlock &block = session_.block();
    for (LeakagePolicy policy : policies) {
        try {
            reports_[std::size_t(index(policy))] = model_->probe(block, session_.editSlot(), session_.replacement(), policy);
        } catch (const ShapeError &) {
            reports_[std::size_t(index(policy))] = LeakageReport();
        }
    }
    double largest = 0;
    for (const LeakageReport &report : reports_)
        for (double change : report.change)
            largest = std::max(largest, change);
    for (LeakagePolicy policy : policies) {
        show(policy);
        // One scale for the three charts, so their bars compare directly.
        View &view = views_[std::size_t(index(policy))];
        view.change->setRange(0, largest > 0 ? largest * 1.05 : 1.0);
        view.change->applyNiceNumbers();
    }
    note_->setText(noteText());
}

QString LeakageMeter::noteText() const
{
    const PackedBlock &block = session_.block();
    const int slot = session_.editSlot();
    const QStringList &vocabulary = session_.corpus().vocabulary;
    auto word = [&](qint64 id) {
        return id == CorpusTokenizer::bos ? QStringLiteral("⟨BOS⟩") : id == CorpusTokenizer::eos ? QStringLiteral("⟨EOS⟩") : vocabulary.value(id);
    };
    const qint64 current = block.tokens[std::size_t(slot)];
    if (current == session_.replacement())
        return tr("Slot %1 already holds \"%2\": choose another word to make an edit.").arg(slot).arg(word(current));
    //: %1 slot, %2 document number, %3 old word, %4 new word.
    return tr("Edit: slot %1 (document %2) changes from \"%3\" to \"%4\". Each bar is how far that position's "
              "output moves, the largest change of any of its coordinates.")
        .arg(slot)
        .arg(block.documentIndex[std::size_t(slot)] + 1)
        .arg(word(current), word(session_.replacement()));
}

const LeakageReport &LeakageMeter::report(LeakagePolicy policy) const
{
    return reports_[std::size_t(index(policy))];
}

QChartView *LeakageMeter::chartView(LeakagePolicy policy) const
{
    return views_[std::size_t(index(policy))].chart;
}

QString LeakageMeter::summaryText(LeakagePolicy policy) const
{
    const LeakageReport &r = report(policy);
    QString name;
    switch (policy) {
    case LeakagePolicy::DocumentAware: name = tr("Document-aware causal mask"); break;
    case LeakagePolicy::PlainCausal: name = tr("Plain causal mask"); break;
    case LeakagePolicy::ResetPositionsPlainCausal: name = tr("Positions reset per document, plain causal mask"); break;
    }
    if (r.change.empty())
        return name;
    if (r.maxOtherInstances == 0)
        //: %1 the mask's name.
        return tr("%1: other documents move by 0 (exactly) — no leak.").arg(name);
    //: %1 the mask's name, %2 the largest change, %n how many positions moved.
    return tr("%1: other documents move by up to %2 at %n position(s) — a leak.", nullptr, int(r.otherPositionsMoved))
        .arg(name, scientific(r.maxOtherInstances));
}

void LeakageMeter::show(LeakagePolicy policy)
{
    View &view = views_[std::size_t(index(policy))];
    const LeakageReport &report = reports_[std::size_t(index(policy))];
    const PackedBlock &block = session_.block();
    const QStringList &vocabulary = session_.corpus().vocabulary;
    view.series->clear();
    QStringList categories;
    for (Index i = 0; i < block.length(); ++i) {
        const SlotRole role = block.roles[std::size_t(i)];
        QString token = role == SlotRole::Bos ? QStringLiteral("⟨BOS⟩")
            : role == SlotRole::Eos           ? QStringLiteral("⟨EOS⟩")
                                              : vocabulary.value(block.tokens[std::size_t(i)]);
        if (i == session_.editSlot())
            token += QStringLiteral("✎");
        // Category labels are rich text: escape them.
        const QString category = QString::number(i) + QLatin1Char(' ') + token;
        categories.append(category.toHtmlEscaped());
    }
    view.slots->clear();
    view.slots->append(categories);
    // One bar set per document, so every bar has its document's colour (as in the strip).
    std::vector<int> documents(block.documentIndex.begin(), block.documentIndex.end());
    std::sort(documents.begin(), documents.end());
    documents.erase(std::unique(documents.begin(), documents.end()), documents.end());
    for (int document : documents) {
        auto *set = new QBarSet(tr("document %1").arg(document + 1));
        set->setColor(ColorScale::category(document));
        set->setBorderColor(ColorScale::category(document).darker(140));
        for (Index i = 0; i < block.length(); ++i) {
            const bool mine = block.documentIndex[std::size_t(i)] == document;
            set->append(mine && std::size_t(i) < report.change.size() ? report.change[std::size_t(i)] : 0.0);
        }
        view.series->append(set);
    }
    QString title;
    switch (policy) {
    case LeakagePolicy::DocumentAware: title = tr("Document-aware causal mask"); break;
    case LeakagePolicy::PlainCausal: title = tr("Plain causal mask"); break;
    case LeakagePolicy::ResetPositionsPlainCausal: title = tr("Positions reset per document, plain causal mask"); break;
    }
    view.chart->chart()->setTitle(title);
    view.chart->setAccessibleName(title);
    view.summary->setText(summaryText(policy));
}

} // namespace atlas

#include "moc_leakagemeter.cpp"
