#include "exportpanel.h"

#include "packingexport.h"
#include "packingsession.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>

namespace atlas {

ExportPanel::ExportPanel(PackingSession &session, QWidget *parent)
    : QWidget(parent), session_(session), intro_(new QLabel(this)), view_(new QPlainTextEdit(this)),
      copy_(new QPushButton(this)), save_(new QPushButton(this)), status_(new QLabel(this))
{
    setObjectName(QStringLiteral("exportPanel"));
    intro_->setWordWrap(true);
    intro_->setTextFormat(Qt::PlainText);
    status_->setWordWrap(true);
    view_->setReadOnly(true);
    view_->setLineWrapMode(QPlainTextEdit::NoWrap);
    view_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view_->setMinimumHeight(view_->fontMetrics().height() * 22);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(copy_);
    buttons->addWidget(save_);
    buttons->addWidget(status_, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addLayout(buttons);
    layout->addWidget(view_, 1);
    connect(copy_, &QPushButton::clicked, this, &ExportPanel::copy);
    connect(save_, &QPushButton::clicked, this, &ExportPanel::saveInteractively);
    connect(&session_, &PackingSession::corpusChanged, this, &ExportPanel::refresh);
    retranslate();
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

void ExportPanel::retranslate()
{
    intro_->setText(tr("The packing in the form other frameworks take. Per block: input_ids, labels (the next "
                       "token of the stream; the last one lies in the next block), loss_mask, document_ids "
                       "(the instance of every slot, from 0 in each block), position_ids restarting in every "
                       "instance, and cu_seqlens — the instances' boundaries, which variable-length attention "
                       "kernels take instead of a T × T mask — with max_seqlen."));
    copy_->setText(tr("Copy"));
    save_->setText(tr("Save…"));
    view_->setAccessibleName(tr("packing as JSON"));
}

void ExportPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace atlas

#include "moc_exportpanel.cpp"
