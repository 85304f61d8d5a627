#include "positionidspanel.h"

#include "positionssession.h"

#include "sdk/boxlayout.h"
#include "sdk/changemarking.h"
#include "sdk/matrixheatmap.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>

namespace atlas {

PositionIdsPanel::PositionIdsPanel(PositionsSession &session, QWidget *parent)
    : QWidget(parent), session_(session), documents_(new QLineEdit(this)),
      problem_(new ParagraphLabel(this, QStringLiteral("documentsProblem"))), ids_(new MatrixHeatmap(this)),
      reading_(new ParagraphLabel(this))
{
    setObjectName(QStringLiteral("positionIdsPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("When documents are packed into one training sequence, each token still needs a position id: "
                  "the row of P it gets, or the angle RoPE turns it by. Two choices are common.");
    });
    problem_->setStyleSheet(QStringLiteral("color: #b2182b"));
    problem_->hide();
    documents_->setObjectName(QStringLiteral("documentLengths"));
    documents_->setMaxLength(100);
    QLabel *documentsLabel = texts->label(documents_, [] { return tr("&Document lengths:"); });
    texts->toolTip(documents_, [] { return tr("The lengths of the packed documents, e.g. 3 4 2. Press Enter to apply."); });
    ids_->setObjectName(QStringLiteral("positionIds"));
    ids_->model()->setScale(MatrixModel::Scale::Sequential);
    ids_->model()->setDecimals(0);
    ids_->setShowLegend(false);
    ids_->setExportName(QStringLiteral("position-ids"));
    texts->bind([this] {
        ids_->setTitle(tr("Position ids, slot by slot"));
        ids_->setAxisCaptions(tr("slots (document A, B, …)"), tr("numbering"));
        ids_->model()->setAxisNames(tr("slot of document"), tr("numbering"));
        ids_->model()->setColumnLabels({tr("continuing"), tr("reset")});
    });

    BoxLayout::column(this, {intro, BoxLayout::row({documentsLabel, BoxLayout::stretched(documents_, 1)}), problem_,
                             BoxLayout::aligned(ids_, Qt::AlignLeft), reading_});

    connect(documents_, &QLineEdit::editingFinished, this, &PositionIdsPanel::apply);
    connect(&session_, &PositionsSession::changed, this, &PositionIdsPanel::refresh);
    refresh();
    texts->bind([this] { showReading(); });
}

void PositionIdsPanel::apply()
{
    QList<int> lengths;
    bool numbers = true;
    for (const QString &part : documents_->text().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int n = part.toInt(&ok);
        numbers = numbers && ok;
        lengths.append(ok ? n : 0);
    }
    if (numbers && lengths == session_.documents()) {
        problem_->hide();
        return;
    }
    QString why;
    ChangeMarking marking(this);
    if (numbers && session_.setDocuments(lengths, &why)) {
        problem_->hide();
        return;
    }
    if (!numbers)
        session_.setDocuments({}, &why); // only for the message: an empty list is refused
    //: %1 says what the lengths must be.
    problem_->setText(tr("Not applied: %1 The lab keeps the documents it had.").arg(why));
    problem_->show();
}

void PositionIdsPanel::refresh()
{
    if (!documents_->hasFocus()) {
        QStringList parts;
        for (int n : session_.documents())
            parts.append(QString::number(n));
        documents_->setText(parts.join(QLatin1Char(' ')));
    }
    const PositionIdList continuing = session_.continuingIds(), reset = session_.resetIds();
    // Rows = slots, so that a long packed sequence grows down the column, not across it.
    Matrix<double> ids(Index(continuing.size()), 2);
    for (std::size_t t = 0; t < continuing.size(); ++t) {
        ids(Index(t), 0) = double(continuing[t]);
        ids(Index(t), 1) = double(reset[t]);
    }
    ids_->model()->setMatrix(ids);
    // Rows name the slot and the document it belongs to: 0 A, 1 A, …, 3 B, …
    QStringList rows;
    const DocumentIds documents = session_.documentIds();
    for (std::size_t t = 0; t < documents.size(); ++t)
        rows.append(QStringLiteral("%1 %2").arg(t).arg(QChar(u'A' + int(documents[t]))));
    ids_->model()->setRowLabels(rows);
    showReading();
}

void PositionIdsPanel::showReading()
{
    reading_->setText(tr("Continuing ids tell the first token of document B that it stands at position %1, as if it "
                         "continued A. Reset ids give every document the positions it would have alone, so a model "
                         "sees the same positions in training as on a single document. Neither isolates the "
                         "documents: which keys a query may read is decided by the mask alone (the chapter on "
                         "packing shows the document-aware mask).")
                          .arg(session_.documents().isEmpty() ? 0 : session_.documents().constFirst()));
}

} // namespace atlas

#include "moc_positionidspanel.cpp"
