#include "workedrelationpanel.h"

#include "scoresweepchart.h"
#include "shortnumber.h"
#include "stoplistening.h"

#include "core/numberinput.h"
#include "sdk/boxlayout.h"
#include "sdk/chartfigure.h"
#include "sdk/errormessagelabel.h"
#include "sdk/formulaview.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>

#include <cmath>

namespace atlas {

namespace {

QString editText(double value)
{
    QString text = QLocale().toString(value, 'g', 6);
    text.replace(QLocale().negativeSign(), QStringLiteral("−"));
    return text;
}

// A number inside a formula: negative numbers in parentheses so "0.25 · (−3)" reads right, and
// a decimal comma in braces ("0{,}25"), which TeX sets as part of the number rather than as
// punctuation followed by a space.
QString texNumber(double value)
{
    QString text = ShortNumber::format(value);
    text.replace(QLatin1Char(','), QStringLiteral("{,}"));
    return text.startsWith(QStringLiteral("−")) ? QStringLiteral("(") + text + QStringLiteral(")") : text;
}

QLabel *mutedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, label->palette().color(QPalette::PlaceholderText).darker(130));
    label->setPalette(palette);
    return label;
}

} // namespace

WorkedRelationPanel::WorkedRelationPanel(const WorkedRelationParams &params, QWidget *parent)
    : QWidget(parent), texts_(new Retranslator(this)), relation_(new FormulaView(this)),
      seedButton_(new QPushButton(this)), firstPositionButton_(new QPushButton(this)),
      addButton_(new QPushButton(this)), removeButton_(new QPushButton(this)), grid_(new QWidget(this)),
      gridLayout_(new QGridLayout(grid_)), outputFormula_(new FormulaView(this)), output_(new QLabel(this)),
      note_(mutedLabel(this)), error_(new ErrorMessageLabel(this)),
      sweepKeyBox_(new QComboBox(this)), chart_(new ScoreSweepChart(this))
{
    setObjectName(QStringLiteral("workedRelation"));
    output_->setObjectName(QStringLiteral("workedOutput"));
    QFont outputFont = output_->font();
    outputFont.setBold(true);
    output_->setFont(outputFont);
    output_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outputFormula_->setDisplayStyle(false);
    auto *intro = new ParagraphLabel(this);
    texts_->text(seedButton_, [] {
        //: Button: go back to the default example of this panel (scores 0 and ln 3, values 2 and 6).
        //: "Seed" means the starting example, not a random-number seed.
        return tr("Seed example");
    });
    texts_->toolTip(seedButton_, [] { return tr("Scores [0, ln 3], values [2, 6], both keys allowed"); });
    texts_->text(firstPositionButton_, [] { return tr("First causal position"); });
    texts_->toolTip(firstPositionButton_, [] { return tr("Only the first key is allowed: key 2 is the future"); });
    texts_->text(addButton_, [] { return tr("Add key"); });
    texts_->text(removeButton_, [] { return tr("Remove key"); });
    QLabel *sweepLabel = texts_->label(sweepKeyBox_, [] { return tr("Sweep the score:"); });
    texts_->accessibleName(sweepKeyBox_, [] { return tr("score to sweep"); });
    texts_->bind([this] {
        // The sums run over the keys the query may read, written as the course writes them.
        //: Word inside the typeset formulas "Σ over l allowed": under the sum signs, the keys the query may read.
        //: Plain text only (no braces or backslashes).
        const QString allowed = tr("allowed", "under a sum sign");
        relation_->setFormula(QStringLiteral("a_j = \\frac{e^{s_j}}{\\sum_{l \\text{ %1}} e^{s_l}}, \\quad o = \\sum_{j \\text{ %1}} a_j v_j, \\quad "
                                             "\\frac{\\partial o}{\\partial s_j} = a_j \\left( v_j - o \\right)").arg(allowed));
        relation_->setAccessibleName(tr("The worked relation"));
    });

    gridLayout_->setContentsMargins(0, 0, 0, 0);
    gridLayout_->setHorizontalSpacing(8);
    gridLayout_->setVerticalSpacing(4);
    for (int c = 0; c < 6; ++c) {
        auto *header = new QLabel(grid_);
        QFont f = header->font();
        f.setBold(true);
        header->setFont(f);
        gridLayout_->addWidget(header, 0, c);
        headers_.append(header);
    }
    gridLayout_->setColumnStretch(5, 1);

    // The panel's own margins: it fills a tab page.
    setLayout(BoxLayout::column({intro, relation_, BoxLayout::row({seedButton_, firstPositionButton_, BoxLayout::stretch()}),
                                 grid_, BoxLayout::row({addButton_, removeButton_, BoxLayout::stretch()}), output_,
                                 outputFormula_, note_, error_, BoxLayout::row({sweepLabel, sweepKeyBox_, BoxLayout::stretch()}),
                                 BoxLayout::stretched(new ChartFigure(chart_, this), 1)}));

    connect(seedButton_, &QPushButton::clicked, this, &WorkedRelationPanel::loadSeedExample);
    connect(firstPositionButton_, &QPushButton::clicked, this, &WorkedRelationPanel::loadFirstCausalPosition);
    connect(addButton_, &QPushButton::clicked, this, &WorkedRelationPanel::addKey);
    connect(removeButton_, &QPushButton::clicked, this, &WorkedRelationPanel::removeKey);
    connect(sweepKeyBox_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0)
            setSweepKey(index);
    });

    sweepKey_ = params.sweepKey;
    setKeys(params.scores, params.values, params.allowed);
    // The texts that follow the keys, bound once there are keys.
    texts_->bind([this, intro] {
        //: %n is the number of keys in the worked example (1 or more).
        intro->setText(tr("One query and %n key(s). Edit a score, a value or which keys are allowed: the "
                          "probabilities, the output and its derivatives follow at once.", nullptr, keyCount()));
        showKeyTexts();
        showResult();
    });
}

WorkedRelationPanel::~WorkedRelationPanel()
{
    stopListeningToChildren(this);
}

void WorkedRelationPanel::setKeys(std::vector<double> scores, std::vector<double> values, std::vector<bool> allowed)
{
    const int n = int(scores.size());
    scores_ = Eigen::Map<const Vector<double>>(scores.data(), n);
    values_ = Eigen::Map<const Vector<double>>(values.data(), n);
    allowed.resize(std::size_t(n), true);
    allowed_ = std::move(allowed);
    sweepKey_ = std::clamp(sweepKey_, 0, n - 1);
    rebuildRows();
    recompute();
    texts_->apply();
}

void WorkedRelationPanel::rebuildRows()
{
    const int n = keyCount();
    while (rows_.size() > n) {
        const KeyRow row = rows_.takeLast();
        for (QWidget *w : {static_cast<QWidget *>(row.name), static_cast<QWidget *>(row.allowed),
                           static_cast<QWidget *>(row.score), static_cast<QWidget *>(row.value),
                           static_cast<QWidget *>(row.probability), static_cast<QWidget *>(row.derivative)})
            delete w;
    }
    while (rows_.size() < n) {
        const int key = int(rows_.size());
        KeyRow row;
        row.name = new QLabel(grid_);
        row.allowed = new QCheckBox(grid_);
        row.score = new QLineEdit(grid_);
        row.value = new QLineEdit(grid_);
        row.probability = new QLabel(grid_);
        row.derivative = new QLabel(grid_);
        for (QLineEdit *edit : {row.score, row.value}) {
            edit->setMaximumWidth(90);
            edit->setMinimumWidth(56);
            edit->setAlignment(Qt::AlignRight);
        }
        row.probability->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.probability->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.derivative->setTextInteractionFlags(Qt::TextSelectableByMouse);
        row.derivative->setWordWrap(true); // "0.25 × (2 − 5)" over "= −0.75" in a narrow lab (see derivativeText)
        const int gridRow = key + 1;
        gridLayout_->addWidget(row.name, gridRow, 0);
        gridLayout_->addWidget(row.allowed, gridRow, 1, Qt::AlignCenter);
        gridLayout_->addWidget(row.score, gridRow, 2);
        gridLayout_->addWidget(row.value, gridRow, 3);
        gridLayout_->addWidget(row.probability, gridRow, 4);
        gridLayout_->addWidget(row.derivative, gridRow, 5);
        connect(row.score, &QLineEdit::textEdited, this, [this, key](const QString &text) { submit(key, text, true); });
        connect(row.value, &QLineEdit::textEdited, this, [this, key](const QString &text) { submit(key, text, false); });
        connect(row.score, &QLineEdit::editingFinished, this, [this, key] { restoreText(key, true); });
        connect(row.value, &QLineEdit::editingFinished, this, [this, key] { restoreText(key, false); });
        connect(row.allowed, &QCheckBox::toggled, this, [this, key](bool on) { setAllowed(key, on); });
        rows_.append(row);
    }
    // Tab order: row by row, allowed → score → value.
    QWidget *previous = firstPositionButton_;
    for (const KeyRow &row : std::as_const(rows_)) {
        for (QWidget *w : {static_cast<QWidget *>(row.allowed), static_cast<QWidget *>(row.score),
                           static_cast<QWidget *>(row.value)}) {
            setTabOrder(previous, w);
            previous = w;
        }
    }
    setTabOrder(previous, addButton_);
    setTabOrder(addButton_, removeButton_);
    setTabOrder(removeButton_, sweepKeyBox_);
    for (int key = 0; key < n; ++key) {
        const KeyRow &row = rows_[key];
        const QSignalBlocker blockAllowed(row.allowed);
        row.allowed->setChecked(allowed_[std::size_t(key)]);
        row.score->setText(editText(scores_(key)));
        row.value->setText(editText(values_(key)));
    }
    {
        const QSignalBlocker block(sweepKeyBox_);
        sweepKeyBox_->clear();
        for (int key = 0; key < n; ++key)
            sweepKeyBox_->addItem(QStringLiteral("s") + ShortNumber::subscript(key + 1));
        sweepKeyBox_->setCurrentIndex(sweepKey_);
    }
    addButton_->setEnabled(n < WorkedRelationParams::maxKeys);
    removeButton_->setEnabled(n > WorkedRelationParams::minKeys);
}

bool WorkedRelationPanel::submit(int key, const QString &text, bool score)
{
    if (key < 0 || key >= keyCount())
        return false;
    const double limit = score ? WorkedRelationParams::scoreLimit : WorkedRelationParams::valueLimit;
    const NumberParse parsed = NumberInput::parse(text, QLocale(), -limit, limit);
    const QString name = (score ? QStringLiteral("s") : QStringLiteral("v")) + ShortNumber::subscript(key + 1);
    if (!parsed.ok) {
        //: %1 is a whole sentence saying what is wrong with the typed text ("'x' is not a number."),
        //: %2 names the field (s₁ or v₂), %3 is the value the field keeps.
        showError(tr("%2 stays at %3: %1").arg(parsed.error, name, editText(score ? scores_(key) : values_(key))));
        return false;
    }
    (score ? scores_ : values_)(key) = parsed.value;
    showError(QString());
    // The field shows what was typed while it has focus; programmatic edits show the value.
    QLineEdit *edit = score ? rows_[key].score : rows_[key].value;
    if (!edit->hasFocus() && edit->text() != text)
        edit->setText(text);
    recompute();
    return true;
}

bool WorkedRelationPanel::submitScore(int key, const QString &text)
{
    return submit(key, text, true);
}

bool WorkedRelationPanel::submitValue(int key, const QString &text)
{
    return submit(key, text, false);
}

void WorkedRelationPanel::restoreText(int key, bool score)
{
    // Leaving a field whose text was refused shows the value still in force.
    if (key >= keyCount())
        return;
    QLineEdit *edit = score ? rows_[key].score : rows_[key].value;
    const double current = score ? scores_(key) : values_(key);
    const NumberParse parsed = NumberInput::parse(edit->text(), QLocale(), -1e300, 1e300);
    if (!parsed.ok || parsed.value != current)
        edit->setText(editText(current));
}

void WorkedRelationPanel::setAllowed(int key, bool allowed)
{
    if (key < 0 || key >= keyCount() || allowed_[std::size_t(key)] == allowed)
        return;
    allowed_[std::size_t(key)] = allowed;
    const QSignalBlocker block(rows_[key].allowed);
    rows_[key].allowed->setChecked(allowed);
    recompute();
}

bool WorkedRelationPanel::addKey()
{
    if (keyCount() >= WorkedRelationParams::maxKeys)
        return false;
    std::vector<double> scores(scores_.data(), scores_.data() + keyCount());
    std::vector<double> values(values_.data(), values_.data() + keyCount());
    // A new key starts neutral: score 0, the value of the last key plus one.
    scores.push_back(0);
    values.push_back(values.empty() ? 1 : values.back() + 1);
    std::vector<bool> allowed = allowed_;
    allowed.push_back(true);
    setKeys(scores, values, allowed);
    return true;
}

bool WorkedRelationPanel::removeKey()
{
    if (keyCount() <= WorkedRelationParams::minKeys)
        return false;
    std::vector<double> scores(scores_.data(), scores_.data() + keyCount() - 1);
    std::vector<double> values(values_.data(), values_.data() + keyCount() - 1);
    std::vector<bool> allowed(allowed_.begin(), allowed_.end() - 1);
    setKeys(scores, values, allowed);
    return true;
}

void WorkedRelationPanel::loadSeedExample()
{
    showError(QString());
    sweepKey_ = 0;
    setKeys({0.0, std::log(3.0)}, {2.0, 6.0}, {true, true});
}

void WorkedRelationPanel::loadFirstCausalPosition()
{
    // The first query of a causal decoder may read only key 1: key 2 is its future.
    showError(QString());
    sweepKey_ = 1;
    setKeys({0.0, std::log(3.0)}, {2.0, 6.0}, {true, false});
}

void WorkedRelationPanel::setSweepKey(int key)
{
    if (key < 0 || key >= keyCount())
        return;
    sweepKey_ = key;
    const QSignalBlocker block(sweepKeyBox_);
    sweepKeyBox_->setCurrentIndex(key);
    recompute();
}

void WorkedRelationPanel::recompute()
{
    result_ = WorkedRelation<double>::compute(scores_, values_, allowed_);
    sweep_ = ScoreSweep::compute(scores_, values_, allowed_, sweepKey_);
    chart_->setSweep(sweep_);
    showResult();
    Q_EMIT changed();
}

QString WorkedRelationPanel::probabilityText(int key) const
{
    if (!allowed_[std::size_t(key)])
        //: A masked key's probability.
        return tr("0 (masked)");
    return ShortNumber::format(result_.probabilities(key));
}

QString WorkedRelationPanel::derivativeText(int key) const
{
    if (result_.empty)
        return tr("— (nothing to mix)");
    if (!allowed_[std::size_t(key)])
        //: The derivative of the output with respect to a masked key's score.
        return tr("0 (masked: not in the softmax support)");
    // No-break spaces: in a narrow lab the line breaks only before "=", so the product and its
    // parenthesis stay whole on the first line and "= −0.75" goes below.
    //: ∂o/∂sⱼ = aⱼ × (vⱼ − o) = result, with numbers. The spaces other than the one before "="
    //: are no-break spaces (keep them so), so that a line breaks only before "=".
    return tr("%1\u00a0×\u00a0(%2\u00a0−\u00a0%3) =\u00a0%4")
        .arg(ShortNumber::format(result_.probabilities(key)), ShortNumber::format(values_(key)),
             ShortNumber::format(result_.output), ShortNumber::signedFormat(result_.gradScores(key)));
}

QString WorkedRelationPanel::outputText() const
{
    if (result_.empty)
        return tr("o = 0: no key is allowed, so there is nothing to mix");
    return tr("o = %1").arg(ShortNumber::format(result_.output));
}

QString WorkedRelationPanel::noteText() const
{
    return note_->text();
}

void WorkedRelationPanel::showResult()
{
    for (int key = 0; key < keyCount(); ++key) {
        rows_[key].probability->setText(probabilityText(key));
        const QString derivative = derivativeText(key);
        rows_[key].derivative->setText(derivative);
        // The product before " =" holds only no-break spaces, but a label narrower than it
        // still breaks it wherever it can — at a decimal comma ("0," over "25 × (2 − 5)" in the
        // French lab at 1024×700). The column is at least as wide as that first line.
        const qsizetype lineEnd = derivative.lastIndexOf(QLatin1String(" ="));
        rows_[key].derivative->setMinimumWidth(
            lineEnd > 0 ? rows_[key].derivative->fontMetrics().horizontalAdvance(derivative.left(lineEnd)) + 1 : 0);
        rows_[key].derivative->setAccessibleName(tr("derivative of o with respect to s%1").arg(key + 1));
        rows_[key].probability->setAccessibleName(tr("probability a%1").arg(key + 1));
    }
    output_->setText(outputText());

    // o = Σ aⱼvⱼ with the numbers, over the allowed keys only.
    QStringList terms;
    double derivativeSum = 0;
    int allowedCount = 0;
    int onlyKey = -1;
    for (int key = 0; key < keyCount(); ++key) {
        if (!allowed_[std::size_t(key)])
            continue;
        ++allowedCount;
        onlyKey = key;
        terms.append(texNumber(result_.probabilities(key)) + QStringLiteral(" \\cdot ") + texNumber(values_(key)));
        derivativeSum += result_.gradScores(key);
    }
    outputFormula_->setVisible(!result_.empty);
    if (!result_.empty)
        outputFormula_->setFormula(QStringLiteral("o = ") + terms.join(QStringLiteral(" + ")) + QStringLiteral(" = ")
                                   + texNumber(result_.output) + QStringLiteral(", \\quad \\sum_j \\frac{\\partial o}{\\partial s_j} = ")
                                   + texNumber(derivativeSum));

    // Each case is one whole text, so translators see every sentence that ends up together.
    const bool flat = !sweep_.keyAllowed && !result_.empty;
    const QString swept = ShortNumber::subscript(sweepKey_ + 1);
    QString note;
    if (result_.empty) {
        note = tr("No key is allowed: there is no mixture. The engine returns o = 0 and zero "
                  "derivatives for such a row — never NaN.");
    } else if (allowedCount == 1) {
        const QString j = ShortNumber::subscript(onlyKey + 1);
        if (flat) {
            //: %1 is a subscript index, %2 the value, %3 the subscript index of the swept score.
            note = tr("Only key %1 is allowed, as at the first causal position: a%1 = 1 and o = v%1 = %2 "
                      "exactly, whatever the masked keys' scores and values are. Change them and watch o stay. "
                      "The swept score s%3 belongs to a masked key, so the curves are flat: o does not depend on it.")
                       .arg(j, ShortNumber::format(values_(onlyKey)), swept);
        } else {
            //: %1 is a subscript index, %2 the value.
            note = tr("Only key %1 is allowed, as at the first causal position: a%1 = 1 and o = v%1 = %2 "
                      "exactly, whatever the masked keys' scores and values are. Change them and watch o stay.")
                       .arg(j, ShortNumber::format(values_(onlyKey)));
        }
    } else if (flat) {
        //: %1 is the subscript index of the swept score.
        note = tr("The derivatives sum to zero because the probabilities always sum to one: raising "
                  "every score by the same amount changes nothing. Each derivative on its own is not "
                  "zero — raising one score takes weight from every other allowed key. "
                  "The swept score s%1 belongs to a masked key, so the curves are flat: o does not depend on it.")
                   .arg(swept);
    } else {
        note = tr("The derivatives sum to zero because the probabilities always sum to one: raising "
                  "every score by the same amount changes nothing. Each derivative on its own is not "
                  "zero — raising one score takes weight from every other allowed key.");
    }
    note_->setText(note);
}

void WorkedRelationPanel::showError(const QString &message)
{
    lastError_ = message;
    error_->showMessage(message);
}

void WorkedRelationPanel::showKeyTexts()
{
    // Short headers: the formula above the table says what each column is.
    const QStringList headers{tr("key"), tr("allowed"), tr("score sⱼ"), tr("value vⱼ"), tr("aⱼ"), tr("∂o/∂sⱼ")};
    for (int c = 0; c < headers_.size(); ++c)
        headers_[c]->setText(headers[c]);
    for (int key = 0; key < rows_.size(); ++key) {
        const KeyRow &row = rows_[key];
        const QString j = ShortNumber::subscript(key + 1);
        row.name->setText(QString::number(key + 1));
        row.allowed->setAccessibleName(tr("key %1 allowed").arg(key + 1));
        row.score->setAccessibleName(tr("score s%1").arg(key + 1));
        row.value->setAccessibleName(tr("value v%1").arg(key + 1));
        row.score->setToolTip(key == 1 && std::abs(scores_(key) - std::log(3.0)) < 1e-15
                                  ? QStringLiteral("ln 3 = %1…").arg(locale().toString(std::log(3.0), 'f', 10))
                                  : tr("score s%1, from −%2 to %2").arg(j).arg(WorkedRelationParams::scoreLimit));
        row.value->setToolTip(tr("value v%1, from −%2 to %2").arg(j).arg(WorkedRelationParams::valueLimit));
    }
}

QLineEdit *WorkedRelationPanel::scoreEdit(int key) const
{
    return key >= 0 && key < rows_.size() ? rows_[key].score : nullptr;
}

QLineEdit *WorkedRelationPanel::valueEdit(int key) const
{
    return key >= 0 && key < rows_.size() ? rows_[key].value : nullptr;
}

QCheckBox *WorkedRelationPanel::allowedBox(int key) const
{
    return key >= 0 && key < rows_.size() ? rows_[key].allowed : nullptr;
}

} // namespace atlas

#include "moc_workedrelationpanel.cpp"
