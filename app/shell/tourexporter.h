// --export-tour DIR: shows every chapter of the open pack in the main window, at a fixed
// window size, and saves a screenshot of each as DIR/NN-<chapter-id>.png (NN from 01).
#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>

namespace atlas {

class MainWindow;

class TourExporter {
    Q_DECLARE_TR_FUNCTIONS(TourExporter)

public:
    // Returns the number of files written, or −1 with `error` set.
    static int exportTour(MainWindow &window, const QString &directory, QSize size, QString &error);
};

} // namespace atlas
