#include "exampleeditors.h"

#include "stageheader.h"
#include "tokenlabels.h"

#include "sdk/boxlayout.h"
#include "sdk/enginematrix.h"
#include "sdk/matrixeditor.h"
#include "sdk/retranslator.h"

#include <QTabWidget>
#include <QTableView>

namespace atlas {

namespace {

MatrixEditor *newEditor(QWidget *parent)
{
    auto *editor = new MatrixEditor(parent);
    editor->setRange(-MechanismParams::maxMagnitude, MechanismParams::maxMagnitude);
    editor->model()->setDecimals(1);
    return editor;
}

} // namespace

ExampleEditors::ExampleEditors(QWidget *parent)
    : QWidget(parent), inputHeader_(new StageHeader(QStringLiteral("X \\in \\mathbb{R}^{T \\times d_{\\mathrm{model}}}"), this)),
      weightHeader_(new StageHeader(QStringLiteral("Q = X W_q, \\quad K = X W_k, \\quad V = X W_v, \\quad \\operatorname{MHA}(X) = C \\, W_o"), this)),
      embeddings_(newEditor(this)), tabs_(new QTabWidget(this))
{
    embeddings_->setObjectName(QStringLiteral("embeddings"));
    using W = MechanismState::Weight;
    for (W which : {W::Query, W::Key, W::Value, W::Output}) {
        MatrixEditor *editor = newEditor(tabs_);
        editors_[static_cast<int>(which)] = editor;
        tabs_->addTab(editor, QString());
        connect(editor, &MatrixEditor::matrixChanged, this, [this, which, editor] {
            if (!loading_)
                Q_EMIT weightEdited(which, engineMatrix(editor->matrix()));
        });
    }
    tabs_->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Maximum);
    connect(embeddings_, &MatrixEditor::matrixChanged, this, [this] {
        if (!loading_)
            Q_EMIT embeddingsEdited(engineMatrix(embeddings_->matrix()));
    });

    BoxLayout::column(this, {inputHeader_, embeddings_, weightHeader_, BoxLayout::aligned(tabs_, Qt::AlignLeft)});
    (new Retranslator(this))->bind([this] { showTexts(); });
}

ExampleEditors::~ExampleEditors()
{
    // The editors' undo stacks report a change while they are destroyed: not an edit.
    loading_ = true;
}

MatrixEditor *ExampleEditors::weightEditor(MechanismState::Weight which) const
{
    return editors_[static_cast<int>(which)];
}

void ExampleEditors::load(const MechanismState &state)
{
    const QStringList tokens = TokenLabels::unique(state.tokens());
    loading_ = true;
    embeddings_->setMatrix(state.embeddings());
    loading_ = false;
    embeddings_->model()->setRowLabels(tokens);
    embeddings_->model()->setColumnLabels(TokenLabels::numbered(QStringLiteral("x"), state.modelWidth()));
    loadWeights(state);
}

void ExampleEditors::loadWeights(const MechanismState &state)
{
    using W = MechanismState::Weight;
    heads_ = state.heads();
    loading_ = true;
    const QStringList modelColumns = TokenLabels::numbered(QStringLiteral("x"), state.modelWidth());
    for (W which : {W::Query, W::Key, W::Value, W::Output}) {
        MatrixEditor *editor = weightEditor(which);
        editor->setMatrix(state.weight(which));
        if (which == W::Output) {
            editor->model()->setRowLabels(TokenLabels::perHead(state.heads(), state.valueWidth()));
            editor->model()->setColumnLabels(TokenLabels::numbered(QStringLiteral("y"), state.modelWidth()));
        } else {
            editor->model()->setRowLabels(modelColumns);
            editor->model()->setColumnLabels(TokenLabels::perHead(state.heads(), which == W::Value ? state.valueWidth() : state.keyWidth()));
        }
    }
    loading_ = false;
    showTexts();
}

void ExampleEditors::showTexts()
{
    inputHeader_->setExplanation(tr("Inputs X: one row per token, one column per feature. Edit any cell; "
                                    "everything below is recomputed at once."));
    embeddings_->setTitle(tr("X (tokens × d_model)"));
    tabs_->setAccessibleName(tr("Projection weights"));
    weightHeader_->setExplanation(tr("The learned projections: Wq and Wk are d_model × H·dₖ, Wv is d_model × H·dᵥ, "
                                     "Wo is H·dᵥ × d_model. Columns h1:…, h2:… belong to head 1, head 2, …"));
    //: Titles of the weight editors; Wq etc. are symbols.
    const QString titles[4] = {tr("Wq (queries)"), tr("Wk (keys)"), tr("Wv (values)"), tr("Wo (output)")};
    const QString symbols[4] = {QStringLiteral("Wq"), QStringLiteral("Wk"), QStringLiteral("Wv"), QStringLiteral("Wo")};
    for (int i = 0; i < 4; ++i) {
        // Short tabs, so all four show even in a narrow column; the editor says the rest.
        tabs_->setTabText(i, symbols[i]);
        tabs_->setTabToolTip(i, titles[i]);
        editors_[i]->setTitle(titles[i]);
    }
    embeddings_->model()->setAxisNames(tr("token"), tr("feature"));
}

} // namespace atlas

#include "moc_exampleeditors.cpp"
