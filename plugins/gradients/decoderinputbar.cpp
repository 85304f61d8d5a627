#include "decoderinputbar.h"

#include "decodersession.h"

#include "sdk/changemarking.h"
#include "sdk/errormessagelabel.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace atlas {

DecoderInputBar::DecoderInputBar(DecoderSession &session, QWidget *parent)
    : QWidget(parent), session_(session), vocabulary_(new QLabel(this)), tokensLabel_(new QLabel(this)),
      tokens_(new QLineEdit(this)), nextTokenLabel_(new QLabel(this)), nextToken_(new QComboBox(this)),
      documentIdsLabel_(new QLabel(this)), documentIds_(new QLineEdit(this)), sizesLabel_(new QLabel(this)),
      modelWidth_(new QSpinBox(this)), heads_(new QSpinBox(this)), keyWidth_(new QSpinBox(this)),
      valueWidth_(new QSpinBox(this)), seedLabel_(new QLabel(this)), seed_(new QSpinBox(this)), message_(new ErrorMessageLabel(this))
{
    vocabulary_->setWordWrap(true);
    vocabulary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tokensLabel_->setBuddy(tokens_);
    nextTokenLabel_->setBuddy(nextToken_);
    documentIdsLabel_->setBuddy(documentIds_);
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
    grid->addWidget(vocabulary_, 0, 0, 1, 2);
    grid->addWidget(tokensLabel_, 1, 0);
    grid->addWidget(tokens_, 1, 1);
    grid->addWidget(nextTokenLabel_, 2, 0);
    auto *next = new QHBoxLayout;
    next->addWidget(nextToken_);
    next->addStretch(1);
    grid->addLayout(next, 2, 1);
    grid->addWidget(documentIdsLabel_, 3, 0);
    grid->addWidget(documentIds_, 3, 1);
    grid->addWidget(sizesLabel_, 4, 0);
    auto *sizes = new QHBoxLayout;
    for (QSpinBox *box : {modelWidth_, heads_, keyWidth_, valueWidth_})
        sizes->addWidget(box);
    sizes->addStretch(1);
    grid->addLayout(sizes, 4, 1);
    grid->addWidget(seedLabel_, 5, 0);
    auto *seed = new QHBoxLayout;
    seed->addWidget(seed_);
    seed->addStretch(1);
    grid->addLayout(seed, 5, 1);
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
    retranslate();
    syncFromSession();
}

DecoderInputBar::~DecoderInputBar()
{
    // QWidget's destructor hides the children after this class's members are gone, and a
    // focused field then reports editingFinished: stop listening to them first.
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
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

void DecoderInputBar::retranslate()
{
    //: %n is the number of words in the vocabulary, %1 the words themselves.
    vocabulary_->setText(tr("Vocabulary (%n word(s)): %1", nullptr, int(session_.vocabulary().size()))
                             .arg(session_.vocabulary().join(QStringLiteral("  "))));
    tokensLabel_->setText(tr("Tokens:"));
    //: Accessible name of the field where the input tokens (words) are typed.
    tokens_->setAccessibleName(tr("tokens"));
    tokens_->setToolTip(tr("Words of the vocabulary separated by spaces, 1 to 16"));
    nextTokenLabel_->setText(tr("Next token:"));
    nextToken_->setAccessibleName(tr("label after the last token"));
    nextToken_->setToolTip(tr("The label of the last position: the next token after the input — supervision, never context"));
    // A translation may be longer than the first one shown: the box follows its items.
    nextToken_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    if (nextToken_->count() > 0)
        nextToken_->setItemText(0, tr("(none)"));
    documentIdsLabel_->setText(tr("Document ids:"));
    documentIds_->setPlaceholderText(tr("empty: one document; e.g. 0 0 0 0 1 1 1"));
    documentIds_->setAccessibleName(tr("document ids"));
    sizesLabel_->setText(tr("Sizes:"));
    sizesLabel_->setToolTip(tr("d_model (d), heads (H), dₖ and dᵥ; new sizes give fresh parameters"));
    seedLabel_->setText(tr("Seed:"));
    seedLabel_->setBuddy(seed_);
    modelWidth_->setAccessibleName(tr("model width d_model"));
    heads_->setAccessibleName(tr("heads"));
    keyWidth_->setAccessibleName(tr("key width dk"));
    valueWidth_->setAccessibleName(tr("value width dv"));
    seed_->setAccessibleName(tr("seed"));
    // The tooltips repeat the accessible names, so they are set after them (in the current language).
    for (QSpinBox *box : {modelWidth_, heads_, keyWidth_, valueWidth_, seed_})
        box->setToolTip(box->accessibleName());
}

void DecoderInputBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_decoderinputbar.cpp"
