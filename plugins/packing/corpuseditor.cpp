#include "corpuseditor.h"

#include "packingsession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/errormessagelabel.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QSignalBlocker>

#include <algorithm>

namespace atlas {

CorpusEditor::CorpusEditor(PackingSession &session, QWidget *parent)
    : QWidget(parent), session_(session), list_(new QListWidget(this)), add_(new QPushButton(this)),
      remove_(new QPushButton(this)), blockLength_(new QSpinBox(this)),
      tokens_(new ParagraphLabel(this, QString(), ParagraphLabel::Selection::ByMouse)),
      vocabulary_(new ParagraphLabel(this, QString(), ParagraphLabel::Selection::ByMouse)), message_(new ErrorMessageLabel(this))
{
    setObjectName(QStringLiteral("corpusEditor"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("The corpus, one document per line: double-click (or F2) to edit. The tokenizer "
                  "lowercases, takes runs of letters and digits as words and every punctuation mark "
                  "as a token of its own; ids 0 and 1 are ⟨BOS⟩ and ⟨EOS⟩, words are numbered from 2 "
                  "in the order they first appear.");
    });
    list_->setObjectName(QStringLiteral("documents"));
    list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                           | QAbstractItemView::SelectedClicked);
    list_->setMaximumHeight(list_->fontMetrics().height() * 9);
    texts->accessibleName(list_, [] { return tr("documents"); });
    add_->setObjectName(QStringLiteral("addDocument"));
    texts->text(add_, [] { return tr("Add document"); });
    remove_->setObjectName(QStringLiteral("removeDocument"));
    texts->text(remove_, [] { return tr("Remove document"); });
    blockLength_->setObjectName(QStringLiteral("blockLength"));
    blockLength_->setRange(1, 64);
    blockLength_->setKeyboardTracking(false);
    QLabel *blockLengthLabel = texts->label(blockLength_, [] { return tr("Block length T:"); });
    texts->accessibleName(blockLength_, [] { return tr("block length"); });

    // The style's margins: a tab of its own, not a lab section.
    setLayout(BoxLayout::column({intro, list_,
                                 BoxLayout::row({add_, remove_, BoxLayout::stretch(), blockLengthLabel, blockLength_}),
                                 message_, tokens_, vocabulary_, BoxLayout::stretch()}));

    connect(list_, &QListWidget::itemChanged, this, &CorpusEditor::onItemChanged);
    connect(list_, &QListWidget::currentRowChanged, this, &CorpusEditor::showTokens);
    connect(add_, &QPushButton::clicked, this, &CorpusEditor::addDocument);
    connect(remove_, &QPushButton::clicked, this, &CorpusEditor::removeSelected);
    connect(blockLength_, &QSpinBox::valueChanged, this, [this](int length) {
        ChangeMarking marking(this);
        session_.setBlockLength(length);
    });
    connect(&session_, &PackingSession::corpusChanged, this, &CorpusEditor::syncFromSession);
    syncFromSession();
    list_->setCurrentRow(0);
    texts->bind([this] { showTokens(); });
}

void CorpusEditor::syncFromSession()
{
    syncing_ = true;
    const int current = list_->currentRow();
    list_->clear();
    for (const QString &text : session_.documents()) {
        auto *item = new QListWidgetItem(text, list_);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    list_->setCurrentRow(std::clamp(current, 0, list_->count() - 1));
    {
        const QSignalBlocker block(blockLength_);
        blockLength_->setValue(session_.blockLength());
    }
    remove_->setEnabled(list_->count() > 1);
    syncing_ = false;
    showTokens();
}

void CorpusEditor::onItemChanged(QListWidgetItem *item)
{
    if (syncing_)
        return;
    const int row = list_->row(item);
    ChangeMarking marking(this);
    const QString message = session_.setDocument(row, item->text());
    message_->showMessage(message);
    if (!message.isEmpty()) {
        // Refused: the document keeps its text.
        syncing_ = true;
        item->setText(session_.documents().value(row));
        syncing_ = false;
    }
    showTokens();
}

bool CorpusEditor::editDocument(int index, const QString &text)
{
    QListWidgetItem *item = list_->item(index);
    if (!item)
        return false;
    item->setText(text); // goes through onItemChanged like a typed edit
    return session_.documents().value(index) == text;
}

void CorpusEditor::addDocument()
{
    ChangeMarking marking(this);
    //: The text of a document added with the Add button: it becomes corpus text and is tokenized word by
    //: word (lower case, letters only), so translate it as a short plain phrase.
    const QString message = session_.addDocument(tr("a new document"));
    message_->showMessage(message);
    if (message.isEmpty()) {
        list_->setCurrentRow(list_->count() - 1);
        list_->editItem(list_->currentItem());
    }
}

void CorpusEditor::removeSelected()
{
    ChangeMarking marking(this);
    message_->showMessage(session_.removeDocument(list_->currentRow()));
}

QString CorpusEditor::tokensText() const
{
    return tokens_->text();
}

void CorpusEditor::showTokens()
{
    const int row = list_->currentRow();
    const TokenizedCorpus &corpus = session_.corpus();
    if (row < 0 || row >= corpus.pieces.size()) {
        tokens_->clear();
    } else {
        QStringList ids;
        for (std::int64_t id : corpus.documents[std::size_t(row)])
            ids.append(QString::number(id));
        const QStringList &pieces = corpus.pieces[row];
        //: Stands for the tokens of a document that has none.
        const QString noTokens = tr("(nothing)");
        //: Stands for the list of token ids of a document that has no tokens ("ids none").
        const QString noIds = tr("none");
        //: %1 the document number, %2 its tokens, %3 their ids, %n the number of tokens.
        tokens_->setText(tr("Document %1 tokenized: %2 → ids %3 (%n token(s), plus ⟨BOS⟩ and ⟨EOS⟩)", nullptr,
                            int(pieces.size()))
                             .arg(row + 1)
                             .arg(pieces.isEmpty() ? noTokens : pieces.join(QStringLiteral(" · ")),
                                  ids.isEmpty() ? noIds : ids.join(QLatin1Char(' '))));
    }
    QStringList entries;
    for (qsizetype id = 0; id < corpus.vocabulary.size(); ++id)
        entries.append(QString::number(id) + QLatin1Char(' ')
                       + (id == CorpusTokenizer::bos ? QStringLiteral("⟨BOS⟩") : id == CorpusTokenizer::eos ? QStringLiteral("⟨EOS⟩") : corpus.vocabulary[id]));
    //: %n is the number of token ids in the vocabulary, %1 the list "id token, id token, …".
    vocabulary_->setText(tr("Vocabulary (%n id(s)): %1", nullptr, int(corpus.vocabulary.size()))
                             .arg(entries.join(QStringLiteral(",  "))));
}

QString CorpusEditor::message() const
{
    return message_->text();
}

} // namespace atlas

#include "moc_corpuseditor.cpp"
