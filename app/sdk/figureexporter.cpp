#include "figureexporter.h"

#include "matrixmodel.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStyle>
#include <QSvgGenerator>
#include <QWidget>

namespace atlas {

namespace {

bool writeAtomically(const QString &path, const QByteArray &data, QString &error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        error = FigureExporter::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

QPixmap render(QWidget *widget, qreal scale)
{
    QPixmap pixmap(widget->size() * scale);
    pixmap.setDevicePixelRatio(scale);
    pixmap.fill(Qt::white);
    QPainter painter(&pixmap);
    FigureExporter::renderOnPaper(widget, &painter);
    return pixmap;
}

} // namespace

bool FigureExporter::savePng(QWidget *widget, const QString &path, QString &error, qreal scale)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!render(widget, scale).toImage().save(&buffer, "PNG")) {
        error = tr("Cannot encode the figure as PNG.");
        return false;
    }
    return writeAtomically(path, bytes, error);
}

bool FigureExporter::saveSvg(QWidget *widget, const QString &path, const QString &title, QString &error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(widget->size());
    generator.setViewBox(QRect(QPoint(0, 0), widget->size()));
    generator.setTitle(title);
    generator.setDescription(tr("Exported from Attention Atlas"));
    QPainter painter;
    if (!painter.begin(&generator)) {
        error = tr("Cannot create the SVG file.");
        return false;
    }
    renderOnPaper(widget, &painter);
    painter.end();
    return writeAtomically(path, bytes, error);
}

QPalette FigureExporter::paperPalette()
{
    QPalette palette = QApplication::style()->standardPalette();
    for (const auto role : {QPalette::Base, QPalette::Window, QPalette::Button, QPalette::AlternateBase})
        palette.setColor(role, Qt::white);
    for (const auto role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
        palette.setColor(role, Qt::black);
    palette.setColor(QPalette::Link, QColor(0x1a, 0x4f, 0x9c));
    palette.setColor(QPalette::LinkVisited, QColor(0x1a, 0x4f, 0x9c));
    return palette;
}

void FigureExporter::renderOnPaper(QWidget *widget, QPainter *painter, QWidget::RenderFlags flags)
{
    // A widget that inherits its palette inherits again afterwards (an empty palette unsets);
    // one with a palette of its own gets that back.
    const bool ownPalette = widget->testAttribute(Qt::WA_SetPalette);
    const QPalette own = widget->palette();
    widget->setPalette(paperPalette());
    widget->render(painter, QPoint(), QRegion(), flags);
    widget->setPalette(ownPalette ? own : QPalette());
}

bool FigureExporter::saveCsv(const MatrixModel &model, const QString &path, QString &error)
{
    return writeAtomically(path, model.toCsv().toUtf8(), error);
}

bool FigureExporter::save(QWidget *widget, const MatrixModel *model, const QString &path, QString &error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return savePng(widget, path, error);
    if (suffix == QLatin1String("svg"))
        return saveSvg(widget, path, QFileInfo(path).completeBaseName(), error);
    if (suffix == QLatin1String("csv")) {
        if (!model) {
            error = tr("Only matrices can be saved as CSV.");
            return false;
        }
        return saveCsv(*model, path, error);
    }
    error = tr("Unknown file type '%1': use .png, .svg or .csv.").arg(suffix);
    return false;
}

void FigureExporter::exportInteractively(QWidget *parent, QWidget *widget, const MatrixModel *model,
                                         const QString &suggestedName)
{
    QStringList filters{tr("PNG image (*.png)"), tr("SVG vector image (*.svg)")};
    if (model)
        filters.append(tr("CSV numbers (*.csv)"));
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString selected = filters.first();
    QString path = QFileDialog::getSaveFileName(parent, tr("Export Figure"),
                                                QDir(folder).filePath(suggestedName + QLatin1String(".png")),
                                                filters.join(QLatin1String(";;")), &selected);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty()) {
        const int index = static_cast<int>(filters.indexOf(selected));
        path += index == 1 ? QLatin1String(".svg") : index == 2 ? QLatin1String(".csv") : QLatin1String(".png");
    }
    QString error;
    if (!save(widget, model, path, error))
        QMessageBox::warning(parent, tr("Export Figure"), error);
}

void FigureExporter::installContextMenu(QWidget *widget, const MatrixModel *model, const QString &suggestedName)
{
    widget->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *exportAction = new QAction(tr("Export Figure…"), widget);
    QObject::connect(exportAction, &QAction::triggered, widget, [widget, model, suggestedName] {
        exportInteractively(widget->window(), widget, model, suggestedName);
    });
    widget->addAction(exportAction);
    if (model) {
        auto *copy = new QAction(tr("Copy Numbers"), widget);
        QObject::connect(copy, &QAction::triggered, widget, [model] {
            QApplication::clipboard()->setText(model->toCsv());
        });
        widget->addAction(copy);
    }
}

} // namespace atlas
