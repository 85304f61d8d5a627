#include "settingspanel.h"

#include "inductionparams.h"
#include "inductionsession.h"

#include "core/numberinput.h"
#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QThread>

#include <vector>

namespace atlas {

namespace {

constexpr int customPreset = 3;
constexpr double minimumRate = 1e-6;

QSpinBox *spin(QWidget *parent, int minimum, int maximum)
{
    auto *box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setKeyboardTracking(false); // one edit per value, not one per key
    return box;
}

bool sameExceptRun(const InductionTrainingConfig &a, const InductionTrainingConfig &b)
{
    return a.task.vocabulary == b.task.vocabulary && a.task.repeat == b.task.repeat
        && a.task.minimumRepeat == b.task.minimumRepeat && a.task.beginToken == b.task.beginToken
        && a.layers == b.layers && a.heads == b.heads && a.width == b.width && a.positions == b.positions
        && a.batch == b.batch && a.optimizer == b.optimizer && a.learningRate == b.learningRate
        && a.warmupSteps == b.warmupSteps && a.clipNorm == b.clipNorm;
}

} // namespace

SettingsPanel::SettingsPanel(InductionSession &session, QWidget *parent)
    : QWidget(parent), session_(session), preset_(new QComboBox(this)), seed_(spin(this, 0, 2147483647)),
      steps_(spin(this, 1, declared::induction::steps::maximum)), threads_(spin(this, 1, std::max(1, QThread::idealThreadCount()))),
      vocabulary_(spin(this, declared::induction::vocabulary::minimum, declared::induction::vocabulary::maximum)),
      repeat_(spin(this, declared::induction::repeat::minimum, declared::induction::repeat::maximum)), shortest_(spin(this, 1, declared::induction::repeat::maximum)),
      begin_(new QCheckBox(this)), layers_(spin(this, 1, declared::induction::layers::maximum)), heads_(spin(this, 1, declared::induction::heads::maximum)),
      width_(spin(this, declared::induction::width::minimum, declared::induction::width::maximum)), positions_(new QCheckBox(this)),
      batch_(spin(this, 1, declared::induction::batch::maximum)), optimizer_(new QComboBox(this)), rate_(new QLineEdit(this)),
      warmup_(spin(this, 0, declared::induction::warmup::maximum)), clip_(new QDoubleSpinBox(this)), problem_(new ParagraphLabel(this)),
      fresh_(new ParagraphLabel(this, QStringLiteral("freshModelNote"))), revert_(new QPushButton(this))
{
    setObjectName(QStringLiteral("settings"));
    auto *texts = new Retranslator(this);
    for (int i = 0; i < 4; ++i)
        preset_->addItem(QString());
    preset_->setObjectName(QStringLiteral("preset"));
    // The entries are long sentences: the box stays narrow enough for a narrow lab column and
    // shows the whole entry in its list.
    preset_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    preset_->setMinimumContentsLength(16);
    texts->bind([this] {
        preset_->setItemText(0, tr("Default: d = 64, 4 heads per layer, R = 12 (forms in a few hundred steps)"));
        preset_->setItemText(1, tr("Larger: V = 48, R = 16 (slower)"));
        preset_->setItemText(2, tr("Quick: d = 32, 2 heads per layer, R = 8"));
        //: The preset entry shown when the settings match none of the presets.
        preset_->setItemText(3, tr("Custom"));
    });
    positions_->setObjectName(QStringLiteral("positions"));
    optimizer_->addItem(QStringLiteral("Adam"));
    optimizer_->addItem(QStringLiteral("SGD"));
    clip_->setRange(0, declared::induction::clip::maximum);
    clip_->setDecimals(2);
    clip_->setSingleStep(0.5);
    clip_->setKeyboardTracking(false);
    rate_->setMaximumWidth(100);
    steps_->setSingleStep(100);
    batch_->setSingleStep(8);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, QColor(0xa0, 0x2c, 0x00));
    problem_->setPalette(warning);
    problem_->hide();

    texts->toolTip(seed_, [] {
        return tr("Seeds the initial weights and every batch: the same seed gives the same run, bit for bit, "
                  "whatever the threads.");
    });
    texts->toolTip(threads_, [] { return tr("Worker threads for each step's batch. They change how long a step takes, never its result."); });
    texts->toolTip(shortest_, [] {
        return tr("Each sequence copies r tokens, r drawn from this to R, behind fresh tokens. With r = R "
                  "every copy starts at the same place, and a model can predict it by position alone.");
    });
    texts->text(begin_, [] { return tr("&BOS token first"); });
    texts->text(positions_, [] { return tr("&Position embeddings"); });
    texts->accessibleName(rate_, [] { return tr("Learning rate"); });
    texts->bind([this] { clip_->setSpecialValueText(tr("off")); });
    texts->toolTip(clip_, [] { return tr("When the gradient's norm over every parameter is larger, it is scaled down to this; 0 turns clipping off."); });
    texts->text(revert_, [] { return tr("Back to the model's settings"); });

    // A field's label, its buddy; it wraps rather than widen the column (resizeEvent()).
    const auto label = [texts](QWidget *field, auto text) {
        QLabel *made = texts->label(field, text);
        made->setWordWrap(true);
        return made;
    };
    // A caption or a note takes a row of its own.
    const auto caption = [this, texts](auto text) {
        auto *made = new QLabel(this);
        QFont bold = made->font();
        bold.setBold(true);
        made->setFont(bold);
        texts->text(made, text);
        return made;
    };
    auto *positionsNote = texts->paragraph([] {
        return tr("Without position embeddings a position is its token's embedding and nothing else, so "
                  "a first-layer head can tell keys apart only by their tokens, not by where they stand, "
                  "and cannot single out the token just before. Only the causal mask still hints at "
                  "position (query i reads i + 1 keys): the model learns to use that slowly and in part, "
                  "over thousands of steps.");
    });

    // The fields in reading order; a caption or note (no field) takes a row of its own. The
    // grid places one or two fields per row, whichever fits the panel's width (reflow()).
    entries_ = {{label(preset_, [] { return tr("&Preset"); }), preset_, true},
                {label(seed_, [] { return tr("&Seed"); }), seed_},
                {label(steps_, [] { return tr("Steps per &run"); }), steps_},
                {label(threads_, [] { return tr("T&hreads"); }), threads_},
                {caption([] { return tr("The task"); }), nullptr},
                {label(vocabulary_, [] { return tr("&Vocabulary V"); }), vocabulary_},
                {label(repeat_, [] { return tr("Copy length &R"); }), repeat_},
                {label(shortest_, [] { return tr("Shortest copy &r"); }), shortest_},
                {nullptr, begin_},
                {caption([] { return tr("The model"); }), nullptr},
                {label(layers_, [] { return tr("&Layers"); }), layers_},
                {label(heads_, [] { return tr("&Heads per layer"); }), heads_},
                {label(width_, [] { return tr("&Width d"); }), width_},
                {nullptr, positions_},
                {positionsNote, nullptr},
                {caption([] { return tr("The optimizer"); }), nullptr},
                {label(batch_, [] { return tr("&Batch"); }), batch_},
                {label(optimizer_, [] { return tr("&Optimizer"); }), optimizer_},
                {label(rate_, [] { return tr("Learning r&ate"); }), rate_},
                {label(warmup_, [] { return tr("&Warm-up steps"); }), warmup_},
                {label(clip_, [] { return tr("&Clip gradient norm"); }), clip_}};
    grid_ = new QGridLayout;
    grid_->setHorizontalSpacing(8);

    BoxLayout::column(this, {grid_, problem_, BoxLayout::row({BoxLayout::stretched(fresh_, 1), BoxLayout::aligned(revert_, Qt::AlignTop)})});

    connect(preset_, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && index < customPreset)
            choosePreset(static_cast<InductionPreset>(index));
    });
    for (QSpinBox *box : {seed_, steps_, threads_, vocabulary_, repeat_, shortest_, layers_, heads_, width_, batch_, warmup_})
        connect(box, &QSpinBox::valueChanged, this, &SettingsPanel::edited);
    connect(clip_, &QDoubleSpinBox::valueChanged, this, &SettingsPanel::edited);
    connect(begin_, &QCheckBox::toggled, this, &SettingsPanel::edited);
    connect(positions_, &QCheckBox::toggled, this, &SettingsPanel::edited);
    connect(optimizer_, &QComboBox::currentIndexChanged, this, &SettingsPanel::edited);
    connect(rate_, &QLineEdit::editingFinished, this, &SettingsPanel::edited);
    connect(revert_, &QPushButton::clicked, this, [this] {
        InductionTrainingConfig model = session_.modelConfig();
        model.steps = session_.settings().steps;
        model.threads = session_.settings().threads;
        session_.setSettings(model);
        load();
        Q_EMIT settingsChanged();
    });
    texts->bind([this] { updateNotes(); });
    load();
    reflow(1);
}

int SettingsPanel::pairWidth() const
{
    // A label's room: its longest word, so that a label wraps rather than widens the column.
    int label = 0, field = 0;
    for (const Entry &e : entries_) {
        if (!e.field || !e.label)
            continue;
        const auto *text = qobject_cast<const QLabel *>(e.label);
        const QFontMetrics metrics(e.label->font());
        for (const QString &word : (text ? text->text() : QString()).remove(QLatin1Char('&')).split(QLatin1Char(' ')))
            label = std::max(label, metrics.horizontalAdvance(word));
        if (!e.wide)
            field = std::max(field, e.field->minimumSizeHint().width());
    }
    for (const Entry &e : entries_)
        if (e.field && !e.label)
            field = std::max(field, e.field->sizeHint().width() - label - grid_->horizontalSpacing());
    return label + grid_->horizontalSpacing() + field;
}

void SettingsPanel::reflow(int pairs)
{
    if (pairs == pairsPerRow_)
        return;
    pairsPerRow_ = pairs;
    while (grid_->count() > 0)
        delete grid_->takeAt(0); // the item, not its widget: the widgets stay, only their places change
    const int columns = 2 * pairs;
    int row = 0, slot = 0;
    const auto newRow = [&] {
        if (slot > 0) {
            ++row;
            slot = 0;
        }
    };
    for (const Entry &e : entries_) {
        if (!e.field) { // a caption or a note: a row of its own
            newRow();
            grid_->addWidget(e.label, row++, 0, 1, columns);
            continue;
        }
        if (e.wide)
            newRow();
        const int column = 2 * slot;
        if (e.label) {
            grid_->addWidget(e.label, row, column);
            grid_->addWidget(e.field, row, column + 1, 1, e.wide ? columns - 1 : 1);
        } else {
            grid_->addWidget(e.field, row, column, 1, 2); // a check box: label and field in one
        }
        if (e.wide || ++slot == pairs) {
            ++row;
            slot = 0;
        }
    }
    for (int c = 0; c < 4; ++c)
        grid_->setColumnStretch(c, c < columns && c % 2 == 1 ? 1 : 0);
}

void SettingsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Two fields a row when two fit side by side, else one: the panel never forces the lab wider.
    reflow(width() >= 2 * pairWidth() + grid_->horizontalSpacing() ? 2 : 1);
    // A label on one line when its pair's half of the width holds it; it wraps only when not.
    int natural = 0;
    for (const Entry &e : entries_)
        if (e.label && e.field)
            natural = std::max(natural, e.label->fontMetrics().horizontalAdvance(qobject_cast<QLabel *>(e.label)->text().remove(QLatin1Char('&'))));
    const int labelWidth = std::min(natural, width() / pairsPerRow_ / 2);
    for (int c = 0; c < 4; c += 2)
        grid_->setColumnMinimumWidth(c, c < 2 * pairsPerRow_ ? labelWidth : 0);
}

void SettingsPanel::load()
{
    loading_ = true;
    const InductionTrainingConfig &s = session_.settings();
    std::vector<QSignalBlocker> quiet;
    quiet.reserve(std::size_t(entries_.size()));
    for (const Entry &e : entries_)
        if (e.field)
            quiet.emplace_back(e.field);
    seed_->setValue(int(std::min<std::uint64_t>(s.seed, 2147483647u)));
    steps_->setValue(int(s.steps));
    threads_->setMaximum(std::max(threads_->maximum(), s.threads));
    threads_->setValue(s.threads);
    vocabulary_->setValue(int(s.task.vocabulary));
    repeat_->setValue(int(s.task.repeat));
    shortest_->setRange(int(std::max<Index>(1, 2 * s.task.repeat - s.task.vocabulary)), int(s.task.repeat));
    shortest_->setValue(int(InductionTask(s.task).minimumRepeat()));
    begin_->setChecked(s.task.beginToken);
    layers_->setValue(int(s.layers));
    heads_->setValue(int(s.heads));
    width_->setSingleStep(int(s.heads));
    width_->setValue(int(s.width));
    positions_->setChecked(s.positions);
    batch_->setValue(int(s.batch));
    optimizer_->setCurrentIndex(s.optimizer == OptimizerKind::Adam ? 0 : 1);
    learningRate_ = s.learningRate;
    rate_->setText(QLocale().toString(s.learningRate, 'g', 6));
    warmup_->setValue(int(s.warmupSteps));
    clip_->setValue(s.clipNorm);
    const std::optional<InductionPreset> preset = matchingPreset();
    preset_->setCurrentIndex(preset ? int(*preset) : customPreset);
    loading_ = false;
    problem_->hide();
    updateNotes();
}

std::optional<InductionPreset> SettingsPanel::matchingPreset() const
{
    for (InductionPreset p : {InductionPreset::Default, InductionPreset::Larger, InductionPreset::Quick})
        if (sameExceptRun(session_.settings(), inductionPreset(p)))
            return p;
    return std::nullopt;
}

void SettingsPanel::choosePreset(InductionPreset preset)
{
    InductionTrainingConfig c = inductionPreset(preset);
    // A preset is the task, the model and the optimizer; the seed and the threads stay.
    c.seed = session_.settings().seed;
    c.threads = session_.settings().threads;
    session_.setSettings(c);
    load();
    Q_EMIT settingsChanged();
}

void SettingsPanel::edited()
{
    if (loading_)
        return;
    InductionTrainingConfig c = session_.settings();
    c.seed = std::uint64_t(seed_->value());
    c.steps = steps_->value();
    c.threads = threads_->value();
    c.task.vocabulary = vocabulary_->value();
    c.task.repeat = repeat_->value();
    c.task.beginToken = begin_->isChecked();
    c.layers = layers_->value();
    c.heads = heads_->value();
    c.width = width_->value();
    c.positions = positions_->isChecked();
    c.batch = batch_->value();
    c.optimizer = optimizer_->currentIndex() == 0 ? OptimizerKind::Adam : OptimizerKind::Sgd;
    c.warmupSteps = warmup_->value();
    c.clipNorm = clip_->value();
    // r keeps within what V and R allow; r = R is the fixed task (0 to the engine).
    const int lowest = int(std::max<Index>(1, 2 * c.task.repeat - c.task.vocabulary));
    const int shortest = std::clamp(shortest_->value(), lowest, int(std::max<Index>(lowest, c.task.repeat)));
    c.task.minimumRepeat = shortest >= c.task.repeat ? 0 : shortest;
    const NumberParse rate = NumberInput::parse(rate_->text(), QLocale(), minimumRate, declared::induction::learning_rate::maximum);
    QString problem;
    if (!rate.ok) {
        //: %1 is a whole sentence saying what is wrong with the typed learning rate.
        problem = tr("The learning rate stays at %1: %2").arg(QLocale().toString(learningRate_, 'g', 6), rate.error);
    } else {
        c.learningRate = rate.value;
    }
    if (c.width % c.heads != 0) {
        // Keep each head's width: d follows the heads (the field's step is the heads too).
        const Index perHead = std::max<Index>(1, session_.settings().width / std::max<Index>(1, session_.settings().heads));
        c.width = std::clamp<Index>(perHead * c.heads, c.heads * ((declared::induction::width::minimum + c.heads - 1) / c.heads),
                                    c.heads * (declared::induction::width::maximum / c.heads));
    }
    if (const QString refused = session_.settingsProblem(c); !refused.isEmpty()) {
        problem = problem.isEmpty() ? refused : problem + QLatin1Char(' ') + refused;
        load();
    } else {
        session_.setSettings(c);
        if (rate.ok)
            learningRate_ = c.learningRate;
        load(); // dependent ranges (r, d's step) and the preset follow
        Q_EMIT settingsChanged();
    }
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
}

void SettingsPanel::setRunning(bool running)
{
    for (const Entry &e : entries_)
        if (e.field)
            e.field->setEnabled(!running);
    revert_->setEnabled(!running);
    updateNotes();
}

void SettingsPanel::updateNotes()
{
    const bool differ = session_.settingsNeedFreshModel();
    fresh_->setText(differ ? tr("These settings differ from those the model was trained with: Train starts a fresh "
                                "model with them (the model shown now is replaced).")
                           : tr("These are the settings the model shown was trained with; Train goes on from where it is."));
    revert_->setVisible(differ);
}

} // namespace atlas

#include "moc_settingspanel.cpp"
