#include "maskpanel.h"

#include "packingsession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QButtonGroup>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>

namespace atlas {

namespace {

QString slotRanges(const QList<int> &slots)
{
    QStringList parts;
    for (qsizetype i = 0; i < slots.size();) {
        qsizetype j = i;
        while (j + 1 < slots.size() && slots[j + 1] == slots[j] + 1)
            ++j;
        parts.append(i == j ? QString::number(slots[i]) : QString::number(slots[i]) + QStringLiteral("–") + QString::number(slots[j]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

MaskPanel::MaskPanel(PackingSession &session, QWidget *parent)
    : QWidget(parent), session_(session), documentAware_(new QRadioButton(this)), plainCausal_(new QRadioButton(this)),
      heatmap_(new MatrixHeatmap(this)), summary_(new ParagraphLabel(this))
{
    setObjectName(QStringLiteral("maskPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("softmax(QKᵀ/√dₖ + M): M is 0 where a query may read a key and −∞ where it may not, so "
                  "masked keys get probability exactly 0. Choose a query by clicking a slot of the strip "
                  "or a row here.");
    });
    QFont bold = summary_->font();
    bold.setBold(true);
    summary_->setFont(bold);
    auto *group = new QButtonGroup(this);
    group->addButton(documentAware_);
    group->addButton(plainCausal_);
    documentAware_->setObjectName(QStringLiteral("documentAware"));
    texts->text(documentAware_, [] { return tr("Document-aware causal"); });
    plainCausal_->setObjectName(QStringLiteral("plainCausal"));
    texts->text(plainCausal_, [] { return tr("Plain causal"); });
    heatmap_->model()->setScale(MatrixModel::Scale::Sequential);
    heatmap_->model()->setFixedColorRange(std::make_pair(0.0, 1.0));
    heatmap_->model()->setMaskedText(QStringLiteral("−∞"));
    heatmap_->model()->setDecimals(0);
    // Every allowed cell is 0, so a colour ramp would explain nothing; the title says 0 / −∞.
    heatmap_->setShowLegend(false);
    heatmap_->setExportName(QStringLiteral("packing-mask"));
    texts->bind([this] { heatmap_->setAxisCaptions(tr("rows: queries (slots)"), tr("columns: keys (slots)")); });

    // The style's margins: a tab of its own, not a lab section.
    setLayout(BoxLayout::column({intro, BoxLayout::row({documentAware_, plainCausal_, BoxLayout::stretch()}), summary_,
                                 heatmap_, BoxLayout::stretch()}));

    connect(documentAware_, &QRadioButton::toggled, this, [this](bool on) {
        ChangeMarking marking(this);
        if (on)
            session_.setMask(PackingParams::Mask::DocumentAware);
    });
    connect(plainCausal_, &QRadioButton::toggled, this, [this](bool on) {
        ChangeMarking marking(this);
        if (on)
            session_.setMask(PackingParams::Mask::PlainCausal);
    });
    connect(heatmap_, &MatrixHeatmap::rowSelected, &session_, &PackingSession::setQuery);
    connect(&session_, &PackingSession::corpusChanged, this, &MaskPanel::refresh);
    connect(&session_, &PackingSession::selectionChanged, this, &MaskPanel::refresh);
    texts->bind([this] { refresh(); });
}

int MaskPanel::crossDocumentPairs() const
{
    const PackedBlock &block = session_.block();
    const BoolMatrix plain = block.causalOnly();
    const BoolMatrix aware = block.allowed();
    int count = 0;
    for (Index q = 0; q < plain.rows(); ++q)
        for (Index k = 0; k < plain.cols(); ++k)
            count += plain(q, k) && !aware(q, k) ? 1 : 0;
    return count;
}

QString MaskPanel::summaryText() const
{
    const int q = session_.query();
    const QString keys = slotRanges(session_.allowedKeys());
    // One whole text per case, so translators see the sentences that end up together.
    if (session_.mask() == PackingParams::Mask::PlainCausal) {
        const int leaks = crossDocumentPairs();
        if (leaks > 0) {
            //: %1 the query slot, %2 its allowed key slots (such as "5–7"), %n the number of (query, key)
            //: pairs that cross a document boundary.
            return tr("Query slot %1 may read slots %2. The plain causal mask allows %n pair(s) that cross a document "
                      "boundary: later documents read earlier ones.", nullptr, leaks)
                .arg(q)
                .arg(keys);
        }
        //: %1 the query slot, %2 its allowed key slots (such as "5–7").
        return tr("Query slot %1 may read slots %2.").arg(q).arg(keys);
    }
    //: %1 the query slot, %2 its allowed key slots (such as "5–7"). The two conditions are those of the
    //: document-aware causal mask.
    return tr("Query slot %1 may read slots %2. Same document instance and not in the future: both conditions hold.")
        .arg(q)
        .arg(keys);
}

void MaskPanel::refresh()
{
    {
        const QSignalBlocker blockAware(documentAware_);
        const QSignalBlocker blockPlain(plainCausal_);
        documentAware_->setChecked(session_.mask() == PackingParams::Mask::DocumentAware);
        plainCausal_->setChecked(session_.mask() == PackingParams::Mask::PlainCausal);
    }
    const PackedBlock &block = session_.block();
    const Index T = block.length();
    QStringList labels;
    const TokenizedCorpus &corpus = session_.corpus();
    for (Index i = 0; i < T; ++i) {
        const SlotRole role = block.roles[std::size_t(i)];
        const QString token = role == SlotRole::Bos ? QStringLiteral("⟨BOS⟩")
            : role == SlotRole::Eos                 ? QStringLiteral("⟨EOS⟩")
                                                    : corpus.vocabulary.value(block.tokens[std::size_t(i)]);
        labels.append(QString::number(i) + QLatin1Char(' ') + token);
    }
    // Each change reaches the view (and its sizing pass) only when something changed: a query
    // click changes none of these, a mask toggle only the mask.
    MatrixModel *model = heatmap_->model();
    if (model->rowCount() != T)
        model->setMatrix(Matrix<double>::Zero(T, T));
    if (labels != shownLabels_) {
        shownLabels_ = labels;
        model->setRowLabels(labels);
        // Keys by slot number only: the strip above names their tokens, and narrow columns
        // keep a 10-slot mask within the lab.
        QStringList slots;
        for (Index i = 0; i < T; ++i)
            slots.append(QString::number(i));
        model->setColumnLabels(slots);
    }
    const BoolMatrix mask = session_.currentMask();
    if (mask.rows() != shownMask_.rows() || mask != shownMask_) {
        shownMask_ = mask;
        model->setMask(mask);
    }
    heatmap_->setTitle(session_.mask() == PackingParams::Mask::DocumentAware
                           ? tr("Document-aware causal mask M of block %1 (0 allowed, −∞ masked)").arg(session_.blockIndex())
                           : tr("Plain causal mask M of block %1 (0 allowed, −∞ masked)").arg(session_.blockIndex()));
    {
        const QSignalBlocker block(heatmap_);
        heatmap_->setSelectedRow(session_.query());
    }
    summary_->setText(summaryText());
}

} // namespace atlas

#include "moc_maskpanel.cpp"
