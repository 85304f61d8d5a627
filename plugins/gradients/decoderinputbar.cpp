#include "decoderinputbar.h"

#include "decodersession.h"
#include "stoplistening.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/errormessagelabel.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace atlas {

DecoderInputBar::DecoderInputBar(DecoderSession &session, QWidget *parent)
    : QWidget(parent), session_(session), tokens_(new QLineEdit(this)), nextToken_(new QComboBox(this)),
      documentIds_(new QLineEdit(this)), modelWidth_(new QSpinBox(this)), heads_(new QSpinBox(this)),
      keyWidth_(new QSpinBox(this)), valueWidth_(new QSpinBox(this)), seed_(new QSpinBox(this)),
      message_(new ErrorMessageLabel(this))
{
    // Object names let tests find the fields.
    tokens_->setObjectName(QStringLiteral("decoderTokens"));
    nextToken_->setObjectName(QStringLiteral("decoderNextToken"));
    documentIds_->setObjectName(QStringLiteral("decoderDocumentIds"));
    heads_->setObjectName(QStringLiteral("decoderHeads"));
    auto *texts = new Retranslator(this);
    auto *vocabulary = new ParagraphLabel(this, QString(), ParagraphLabel::Selection::ByMouse);
    texts->text(vocabulary, [this] {
        //: %n is the number of words in the vocabulary, %1 the words themselves.
        return tr("Vocabulary (%n word(s)): %1", nullptr, int(session_.vocabulary().size()))
            .arg(session_.vocabulary().join(QStringLiteral("  ")));
    });
    QLabel *tokensLabel = texts->label(tokens_, [] { return tr("Tokens:"); });
    texts->accessibleName(tokens_, [] {
        //: Accessible name of the field where the input tokens (words) are typed.
        return tr("tokens");
    });
    texts->toolTip(tokens_, [] { return tr("Words of the vocabulary separated by spaces, 1 to 16"); });
    QLabel *nextTokenLabel = texts->label(nextToken_, [] { return tr("Next token:"); });
    texts->accessibleName(nextToken_, [] { return tr("label after the last token"); });
    texts->toolTip(nextToken_, [] {
        return tr("The label of the last position: the next token after the input — supervision, never context");
    });
    // A translation may be longer than the first one shown: the box follows its items.
    nextToken_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    texts->bind([this] {
        if (nextToken_->count() > 0)
            nextToken_->setItemText(0, tr("(none)"));
    });
    QLabel *documentIdsLabel = texts->label(documentIds_, [] { return tr("Document ids:"); });
    texts->bind([this] { documentIds_->setPlaceholderText(tr("empty: one document; e.g. 0 0 0 0 1 1 1")); });
    texts->accessibleName(documentIds_, [] { return tr("document ids"); });
    auto *sizesLabel = new QLabel(this);
    texts->text(sizesLabel, [] { return tr("Sizes:"); });
    texts->toolTip(sizesLabel, [] { return tr("d_model (d), heads (H), dₖ and dᵥ; new sizes give fresh parameters"); });
    QLabel *seedLabel = texts->label(seed_, [] { return tr("Seed:"); });
    texts->accessibleName(modelWidth_, [] { return tr("model width d_model"); });
    texts->accessibleName(heads_, [] { return tr("heads"); });
    texts->accessibleName(keyWidth_, [] { return tr("key width dk"); });
    texts->accessibleName(valueWidth_, [] { return tr("value width dv"); });
    texts->accessibleName(seed_, [] { return tr("seed"); });
    // The tooltips repeat the accessible names, so they are set after them (in the current language).
    texts->bind([this] {
        for (QSpinBox *box : {modelWidth_, heads_, keyWidth_, valueWidth_, seed_})
            box->setToolTip(box->accessibleName());
    });
    modelWidth_->setRange(1, 32);
    heads_->setRange(1, 4);
    keyWidth_->setRange(1, 16);
    valueWidth_->setRange(1, 16);
    seed_->setRange(0, 99999);
    for (QSpinBox *box : {modelWidth_, heads_, keyWidth_, valueWidth_, seed_})
        box->setKeyboardTracking(false);
    // Each size says what it is inside its own box.
    modelWidth_->setPrefix(QStringLiteral("d "));
    heads_->setPrefix(QStringLiteral("H "));
    keyWidth_->setPrefix(QStringLiteral("dₖ "));
    valueWidth_->setPrefix(QStringLiteral("dᵥ "));

    // Rows rather than one long line, so the bar fits the lab of a small window.
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(vocabulary, 0, 0, 1, 2);
    grid->addWidget(tokensLabel, 1, 0);
    grid->addWidget(tokens_, 1, 1);
    grid->addWidget(nextTokenLabel, 2, 0);
    grid->addLayout(BoxLayout::row({nextToken_, BoxLayout::stretch()}), 2, 1);
    grid->addWidget(documentIdsLabel, 3, 0);
    grid->addWidget(documentIds_, 3, 1);
    grid->addWidget(sizesLabel, 4, 0);
    grid->addLayout(BoxLayout::row({modelWidth_, heads_, keyWidth_, valueWidth_, BoxLayout::stretch()}), 4, 1);
    grid->addWidget(seedLabel, 5, 0);
    grid->addLayout(BoxLayout::row({seed_, BoxLayout::stretch()}), 5, 1);
    grid->addWidget(message_, 6, 0, 1, 2);
    grid->setColumnStretch(1, 1);

    connect(tokens_, &QLineEdit::textEdited, this, [this](const QString &text) {
        ChangeMarking marking(this);
        message_->showMessage(session_.setTokensText(text));
    });
    connect(tokens_, &QLineEdit::editingFinished, this, &DecoderInputBar::syncFromSession);
    connect(documentIds_, &QLineEdit::textEdited, this, [this](const QString &text) {
        ChangeMarking marking(this);
        message_->showMessage(session_.setDocumentIdsText(text));
    });
    connect(documentIds_, &QLineEdit::editingFinished, this, &DecoderInputBar::syncFromSession);
    connect(nextToken_, &QComboBox::currentIndexChanged, this, [this](int index) {
        ChangeMarking marking(this);
        session_.setNextToken(index <= 0 ? QString() : nextToken_->itemText(index));
    });
    for (QSpinBox *box : {modelWidth_, heads_, keyWidth_, valueWidth_, seed_})
        connect(box, &QSpinBox::valueChanged, this, &DecoderInputBar::applyModel);
    connect(&session_, &DecoderSession::changed, this, &DecoderInputBar::syncFromSession);
    syncFromSession();
}

DecoderInputBar::~DecoderInputBar()
{
    stopListeningToChildren(this);
}

void DecoderInputBar::applyModel()
{
    ChangeMarking marking(this);
    message_->showMessage(session_.setModel(modelWidth_->value(), heads_->value(), keyWidth_->value(), valueWidth_->value(),
                                            quint64(seed_->value())));
}

void DecoderInputBar::syncFromSession()
{
    // Fields being typed into keep the learner's text (and its message) until they leave it.
    if (!tokens_->hasFocus())
        tokens_->setText(session_.tokens().join(QLatin1Char(' ')));
    if (!documentIds_->hasFocus())
        documentIds_->setText(session_.documentIdsText());
    {
        const QSignalBlocker block(nextToken_);
        nextToken_->clear();
        nextToken_->addItem(tr("(none)"));
        nextToken_->addItems(session_.vocabulary());
        nextToken_->setCurrentIndex(session_.nextToken().isEmpty() ? 0 : int(session_.vocabulary().indexOf(session_.nextToken())) + 1);
    }
    const DecoderParams &p = session_.params();
    const std::pair<QSpinBox *, int> sizes[] = {{modelWidth_, p.modelWidth}, {heads_, p.heads}, {keyWidth_, p.keyWidth},
                                                {valueWidth_, p.valueWidth}, {seed_, int(p.seed)}};
    for (const auto &[box, value] : sizes) {
        const QSignalBlocker block(box);
        box->setValue(value);
    }
}

QString DecoderInputBar::message() const
{
    return message_->text();
}

} // namespace atlas

#include "moc_decoderinputbar.cpp"
