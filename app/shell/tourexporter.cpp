#include "tourexporter.h"

#include "coursesession.h"
#include "mainwindow.h"

#include "sdk/chapterpage.h"

#include <QApplication>
#include <QDir>
#include <QPixmap>

namespace atlas {

void TourExporter::showPrepared(MainWindow &window, int index)
{
    window.showChapter(index);
    if (ChapterPage *page = window.session()->existingPage(index))
        page->prepareForScreenshot();
    // Layouts settle over a few event-loop turns (charts, word-wrapped labels).
    for (int turn = 0; turn < 4; ++turn)
        QApplication::processEvents();
}

int TourExporter::exportTour(MainWindow &window, const QString &directory, QSize size, QString &error,
                             const Progress &progress)
{
    if (!window.session()) {
        error = tr("no pack is open");
        return -1;
    }
    if (!QDir().mkpath(directory)) {
        error = tr("cannot create the folder %1").arg(directory);
        return -1;
    }
    window.resize(size);
    window.show();
    QApplication::processEvents();
    const int count = window.session()->chapterCount();
    int written = 0;
    for (int i = 0; i < count; ++i) {
        if (progress)
            progress(i, count, window.session()->pack().chapters.at(i).id);
        showPrepared(window, i);
        const QString id = window.session()->pack().chapters.at(i).id;
        const QString file = QDir(directory).filePath(QStringLiteral("%1-%2.png").arg(i + 1, 2, 10, QLatin1Char('0')).arg(id));
        if (!window.grab().save(file, "PNG")) {
            error = tr("cannot write %1").arg(file);
            return -1;
        }
        ++written;
    }
    return written;
}

} // namespace atlas
