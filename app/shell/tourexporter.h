// --export-tour DIR: shows every chapter of the open pack in the main window, at a fixed
// window size, and saves a screenshot of each as DIR/NN-<chapter-id>.png (NN from 01).
// Each chapter waits for its background work (ChapterPage::prepareForScreenshot), whose cost a
// valid pack bounds (e.g. ScalingVarianceParams::maxSweepCost); `progress` hears of each
// chapter before it is drawn, so a long run says where it is.
#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <functional>

namespace atlas {

class MainWindow;

class TourExporter {
    Q_DECLARE_TR_FUNCTIONS(TourExporter)

public:
    // (index from 0, count, chapter id)
    using Progress = std::function<void(int, int, const QString &)>;

    // Shows chapter `index` in the window as the tour draws it: its background work finished
    // (ChapterPage::prepareForScreenshot) and its layout settled. --export-pdf prints the same.
    static void showPrepared(MainWindow &window, int index);

    // Returns the number of files written, or −1 with `error` set.
    static int exportTour(MainWindow &window, const QString &directory, QSize size, QString &error,
                          const Progress &progress = {});
};

} // namespace atlas
