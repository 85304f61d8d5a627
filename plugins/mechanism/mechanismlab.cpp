#include "mechanismlab.h"

#include "changesummary.h"

#include "distinctionsview.h"
#include "exampleeditors.h"
#include "flowlayout.h"
#include "headcombinationview.h"
#include "headpipelineview.h"
#include "querymixtureview.h"
#include "scorememoryview.h"
#include "temperatureslider.h"
#include "tokenlabels.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/chartfigure.h"
#include "sdk/labsections.h"
#include "sdk/matrixeditor.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabBar>

namespace atlas {

MechanismLab::MechanismLab(const MechanismParams &params, QWidget *parent)
    : ChapterLab(parent), state_(std::make_unique<MechanismState>(params)), heads_(new QSpinBox(this)),
      causal_(new QCheckBox(this)),
      temperature_(new TemperatureSlider(declared::mechanism::temperature::minimum, declared::mechanism::temperature::maximum, this)),
      query_(new QComboBox(this)), newWeights_(new QPushButton(this)), reset_(new QPushButton(this)),
      status_(new ParagraphLabel(this, QStringLiteral("mechanismStatus"))), scroll_(new LabSections(this)), sections_(scroll_->widget()),
      editors_(new ExampleEditors(sections_)), pipeline_(new HeadPipelineView(sections_)),
      mixture_(new QueryMixtureView(sections_)), combination_(new HeadCombinationView(sections_)),
      distinctions_(new DistinctionsView(sections_)), engineering_(new ScoreMemoryView(sections_))
{
    heads_->setRange(1, declared::mechanism::heads::maximum);
    temperature_->setSymbol(QStringLiteral("τ"));
    auto *texts = new Retranslator(this);
    // Each control's object name is how tests find it.
    heads_->setObjectName(QStringLiteral("heads"));
    QLabel *headsLabel = texts->label(heads_, [] { return tr("&Heads"); });
    texts->accessibleName(heads_, [] { return tr("Number of heads"); });
    texts->accessibleName(scroll_, [] { return tr("Mechanism lab"); });
    causal_->setObjectName(QStringLiteral("causal"));
    texts->text(causal_, [] { return tr("&Causal mask"); });
    texts->toolTip(causal_, [] { return tr("A query may read only itself and earlier tokens (an autoregressive decoder)."); });
    QLabel *temperatureLabel = texts->label(temperature_->slider(), [] { return tr("Attention &temperature"); });
    // TemperatureSlider's own setAccessibleName, which names its slider too.
    texts->bind([this] { temperature_->setAccessibleName(tr("Attention temperature")); });
    texts->toolTip(temperature_, [] {
        return tr("τ divides the scores inside the softmax: below 1 sharpens every row of A, above 1 flattens it.");
    });
    query_->setObjectName(QStringLiteral("query"));
    QLabel *queryLabel = texts->label(query_, [] { return tr("&Query"); });
    texts->accessibleName(query_, [] { return tr("Selected query"); });
    newWeights_->setObjectName(QStringLiteral("newWeights"));
    texts->text(newWeights_, [] { return tr("&New random weights"); });
    reset_->setObjectName(QStringLiteral("resetExample"));
    texts->text(reset_, [] { return tr("&Reset example"); });

    // The controls stay in view while the sections scroll beneath them. Three short rows, so
    // the lab stays usable in a narrow column; the first and the buttons wrap where even they
    // do not fit (a large font in a small window) instead of pushing the lab sideways.
    auto *firstRow = new QWidget(this);
    auto *flow = new FlowLayout(firstRow, 16, 4);
    flow->setContentsMargins(0, 0, 0, 0);
    const auto labelled = [firstRow](QWidget *label, QWidget *field) {
        auto *pair = new QWidget(firstRow);
        auto *pairLayout = BoxLayout::row({label, field});
        pairLayout->setContentsMargins(0, 0, 0, 0);
        pair->setLayout(pairLayout);
        return pair;
    };
    flow->addWidget(labelled(headsLabel, heads_));
    flow->addWidget(causal_);
    flow->addWidget(labelled(queryLabel, query_));
    auto *controls = new QGridLayout;
    controls->setHorizontalSpacing(10);
    controls->addWidget(firstRow, 0, 0, 1, 2);
    controls->addWidget(temperatureLabel, 1, 0);
    controls->addWidget(temperature_, 1, 1);
    auto *buttonRow = new QWidget(this);
    auto *buttons = new FlowLayout(buttonRow, 6, 4);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(newWeights_);
    buttons->addWidget(reset_);
    controls->addWidget(buttonRow, 2, 0, 1, 2);
    controls->setColumnStretch(1, 1);

    for (QWidget *section : QList<QWidget *>{editors_, pipeline_, mixture_, combination_, distinctions_, engineering_}) {
        scroll_->addHeading();
        scroll_->addWidget(section);
    }
    texts->bind([this] {
        const QStringList titles{tr("1 · The example"), tr("2 · One head, stage by stage"), tr("3 · One query, read closely"),
                                 tr("4 · Several heads, combined"), tr("5 · Two distinctions"),
                                 tr("6 · Engineering: the T × T score matrix")};
        scroll_->setHeadings(titles);
    });

    BoxLayout::column(this, {controls, status_, BoxLayout::stretched(scroll_, 1)});

    // Tab order follows the page: controls, then the sections top to bottom.
    setTabOrder(heads_, causal_);
    setTabOrder(causal_, query_);
    setTabOrder(query_, temperature_->slider());
    setTabOrder(temperature_->slider(), newWeights_);
    setTabOrder(newWeights_, reset_);

    connect(heads_, &QSpinBox::valueChanged, this, [this](int heads) {
        if (heads == state_->heads())
            return;
        bool replaced = false;
        state_->setHeads(heads, &replaced);
        const int seed = state_->weightSeed();
        // Kept as a function: the note is written again in the language shown.
        showEdit([heads, seed, replaced] {
            //: %n is the new number of heads (at least 1), %1 the seed the weight matrices were drawn from;
            //: X is the matrix of token embeddings.
            return replaced ? tr("%n head(s). The weights were drawn anew from seed %1 in the new shape, replacing the weights "
                                 "you had edited or the pack had given; X is unchanged.", nullptr, heads).arg(seed)
                            //: %n is the new number of heads (at least 1), %1 the seed the weight matrices were drawn from;
                            //: X is the matrix of token embeddings.
                            : tr("%n head(s). The weights were drawn from seed %1 in the new shape; X is unchanged.", nullptr, heads)
                                  .arg(seed);
        }, Reload::Weights);
    });
    connect(causal_, &QCheckBox::toggled, this, [this](bool on) {
        state_->setCausal(on);
        showEdit([on] {
            return on ? tr("Causal mask on: each query reads only itself and earlier tokens.")
                      : tr("Causal mask off: every query reads every token, including later ones.");
        });
    });
    connect(temperature_, &TemperatureSlider::valueChanged, this, [this](double t) {
        state_->setTemperature(t);
        showEdit({});
    });
    connect(query_, &QComboBox::currentIndexChanged, this, &MechanismLab::selectQuery);
    connect(newWeights_, &QPushButton::clicked, this, [this] {
        state_->drawNewWeights();
        showEdit([seed = state_->weightSeed()] { return tr("New weights from seed %1.").arg(seed); }, Reload::Weights);
    });
    connect(reset_, &QPushButton::clicked, this, [this] {
        state_->reset();
        showEdit([] { return tr("The example is as the chapter gave it."); }, Reload::Example);
    });
    connect(editors_, &ExampleEditors::embeddingsEdited, this, [this](const Matrix<double> &x) {
        if (state_->setEmbeddings(x))
            showEdit({});
    });
    connect(editors_, &ExampleEditors::weightEdited, this, [this](MechanismState::Weight which, const Matrix<double> &w) {
        if (state_->setWeight(which, w))
            showEdit({});
    });
    connect(pipeline_, &HeadPipelineView::querySelected, this, &MechanismLab::selectQuery);
    connect(pipeline_, &HeadPipelineView::headChanged, this, [this] { refresh(); });
    connect(combination_, &HeadCombinationView::querySelected, this, &MechanismLab::selectQuery);
    connect(distinctions_, &DistinctionsView::samplingTemperatureChanged, this, [this](double t) {
        state_->setSamplingTemperature(t);
        showEdit({});
    });
    connect(distinctions_, &DistinctionsView::newValueWeightsRequested, this, [this] {
        state_->drawNewValueWeights();
        showEdit([] { return tr("Only Wv was drawn anew; Wq, Wk, Wo and X are unchanged."); }, Reload::Weights);
    });

    editors_->load(*state_);
    refresh();
    texts->bind([this] {
        syncControls();
        updateStatus();
    });
}

MechanismLab::~MechanismLab()
{
    // The state goes before the child widgets: nothing they report while being destroyed
    // may reach it.
    editors_->blockSignals(true);
    exportPipelines_.clear(); // they read the state
}

void MechanismLab::selectQuery(int row)
{
    if (row < 0 || row == state_->query() || !state_->setQuery(row))
        return;
    refresh();
}

void MechanismLab::prepareForScreenshot()
{
    scrollToSection(1);
}

void MechanismLab::scrollToSection(int index)
{
    scroll_->scrollToSection(index);
}

void MechanismLab::refresh()
{
    syncControls();
    if (!state_->engineError().isEmpty()) {
        // Not reachable through the controls; if it happens it is a bug, and says so.
        status_->setText(tr("The engine refused this example: %1").arg(state_->engineError()));
        return;
    }
    pipeline_->show(*state_);
    mixture_->show(*state_, pipeline_->head());
    combination_->show(*state_);
    distinctions_->show(*state_);
    engineering_->show(state_->length(), state_->heads(), state_->keyWidth(), state_->valueWidth());
    updateStatus();
}

void MechanismLab::syncControls()
{
    const QSignalBlocker b1(heads_), b2(causal_), b3(temperature_), b4(query_);
    heads_->setValue(state_->heads());
    causal_->setChecked(state_->causal());
    temperature_->setValue(state_->temperature());
    const QStringList tokens = TokenLabels::unique(state_->tokens());
    if (query_->count() != tokens.size()) {
        query_->clear();
        for (int i = 0; i < tokens.size(); ++i)
            query_->addItem(QString());
    }
    // A translation may be longer than the first one shown: the box follows its items.
    query_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i < tokens.size(); ++i)
        query_->setItemText(i, tr("%1 (row %2)").arg(tokens.at(i)).arg(i));
    query_->setCurrentIndex(state_->query());
}

void MechanismLab::showEdit(std::function<QString()> note, Reload reload)
{
    note_ = std::move(note);
    ChangeMarking marking(this);
    if (reload == Reload::Weights)
        editors_->loadWeights(*state_);
    else if (reload == Reload::Example)
        editors_->load(*state_);
    refresh();
}

void MechanismLab::updateStatus()
{
    if (!state_->engineError().isEmpty())
        return;
    const QString summary = ChangeSummary::line(state_->lastEffect(), locale());
    status_->setText(note_ ? note_() + QLatin1Char(' ') + summary : summary);
}

QList<ExportableFigure> MechanismLab::figures() const
{
    QList<ExportableFigure> list;
    const auto add = [&list](const QString &name, MatrixHeatmap *m) { list.append({name, m, m->model()}); };
    // Every head's stages: the head shown from the lab, the others from pipelines kept off
    // screen (laid out, never shown).
    for (int h = 0; h < state_->heads(); ++h) {
        const HeadPipelineView *view = pipeline_;
        if (h != pipeline_->head()) {
            if (exportPipelines_.size() <= std::size_t(h))
                exportPipelines_.resize(std::size_t(h) + 1);
            std::unique_ptr<HeadPipelineView> &offscreen = exportPipelines_[std::size_t(h)];
            if (!offscreen) {
                offscreen = std::make_unique<HeadPipelineView>();
                offscreen->setAttribute(Qt::WA_DontShowOnScreen);
            }
            offscreen->show(*state_);
            offscreen->setHead(h);
            offscreen->QWidget::show(); // laid out at its size, off screen
            view = offscreen.get();
        }
        const int head = h + 1;
        // HeadPipelineView::heatmaps() gives the stages in this order.
        const QStringList stages{QStringLiteral("queries"), QStringLiteral("keys"), QStringLiteral("values"),
                                 QStringLiteral("dot-products"), QStringLiteral("scores"),
                                 QStringLiteral("masked-scores"), QStringLiteral("weights"), QStringLiteral("output")};
        const QList<MatrixHeatmap *> maps = view->heatmaps();
        for (qsizetype stage = 0; stage < stages.size(); ++stage)
            add(QStringLiteral("%1-head-%2").arg(stages.at(stage)).arg(head), maps.at(stage));
    }
    add(QStringLiteral("mixture-head-%1").arg(pipeline_->head() + 1), mixture_->mixture());
    list.append({QStringLiteral("query-weights"), mixture_->weightChart(), nullptr});
    const QList<MatrixHeatmap *> heads = combination_->headWeights();
    for (int h = 0; h < heads.size(); ++h)
        add(QStringLiteral("weights-all-heads-%1").arg(h + 1), heads.at(h));
    add(QStringLiteral("concatenated"), combination_->concatenated());
    add(QStringLiteral("layer-output"), combination_->output());
    list.append({QStringLiteral("next-token-distribution"), distinctions_->distributionChart(), nullptr});
    add(QStringLiteral("output-before-last-change"), distinctions_->outputBefore());
    add(QStringLiteral("output-now"), distinctions_->outputAfter());
    list.append({QStringLiteral("score-memory"), engineering_->memoryFigure(), nullptr});
    return list;
}

} // namespace atlas

#include "moc_mechanismlab.cpp"
