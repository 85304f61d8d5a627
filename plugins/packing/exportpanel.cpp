#include "exportpanel.h"

#include "packingexport.h"
#include "packingsession.h"

#include "sdk/boxlayout.h"
#include "sdk/paragraphlabel.h"
#include "sdk/retranslator.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>

namespace atlas {

ExportPanel::ExportPanel(PackingSession &session, QWidget *parent)
    : QWidget(parent), session_(session), view_(new QPlainTextEdit(this)), status_(new ParagraphLabel(this))
{
    setObjectName(QStringLiteral("exportPanel"));
    auto *texts = new Retranslator(this);
    auto *intro = texts->paragraph([] {
        return tr("The packing in the form other frameworks take. Per block: input_ids, labels (the next "
                  "token of the stream; the last one lies in the next block), loss_mask, document_ids "
                  "(the instance of every slot, from 0 in each block), position_ids restarting in every "
                  "instance, and cu_seqlens — the instances' boundaries, which variable-length attention "
                  "kernels take instead of a T × T mask — with max_seqlen.");
    });
    auto *copy = new QPushButton(this);
    auto *save = new QPushButton(this);
    texts->text(copy, [] { return tr("Copy"); });
    texts->text(save, [] { return tr("Save…"); });
    view_->setReadOnly(true);
    view_->setLineWrapMode(QPlainTextEdit::NoWrap);
    view_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view_->setMinimumHeight(view_->fontMetrics().height() * 22);
    texts->accessibleName(view_, [] { return tr("packing as JSON"); });
    // The style's margins: a tab of its own, not a lab section.
    setLayout(BoxLayout::column({intro, BoxLayout::row({copy, save, BoxLayout::stretched(status_, 1)}),
                                 BoxLayout::stretched(view_, 1)}));
    connect(copy, &QPushButton::clicked, this, &ExportPanel::copy);
    connect(save, &QPushButton::clicked, this, &ExportPanel::saveInteractively);
    connect(&session_, &PackingSession::corpusChanged, this, &ExportPanel::refresh);
    refresh();
}

QString ExportPanel::text() const
{
    return PackingExport::json(session_.corpus(), session_.blocks(), session_.blockLength());
}

void ExportPanel::refresh()
{
    view_->setPlainText(text());
}

void ExportPanel::copy()
{
    QApplication::clipboard()->setText(text());
    status_->setText(tr("Copied to the clipboard."));
}

bool ExportPanel::save(const QString &path, QString &error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(text().toUtf8());
    if (!file.commit()) {
        error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void ExportPanel::saveInteractively()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the packing"), QStringLiteral("packing.json"),
                                                      tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    status_->setText(save(path, error) ? tr("Saved %1.").arg(path) : error);
}

} // namespace atlas

#include "moc_exportpanel.cpp"
