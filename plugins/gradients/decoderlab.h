// The executable decoder's part of the lab: what it reads (DecoderInputBar) above four views
// of the same decoder — its gradient graph with the selected node's value and gradient, the
// gradient check, prefix invariance, and training.
#pragma once

#include "sdk/chapterpage.h"

#include <QWidget>

class QTabWidget;

namespace atlas {

class DecoderInputBar;
class DecoderSession;
class GradientCheckPanel;
class GradientGraphView;
class NodeInspector;
class PrefixInvariancePanel;
class TrainingPanel;

class DecoderLab : public QWidget {
    Q_OBJECT

public:
    explicit DecoderLab(DecoderSession &session, QWidget *parent = nullptr);

    // The figures of the four views (the selected node's value and, where it has one, its
    // gradient; the check's error map; the prefix chart; the loss curve).
    QList<ExportableFigure> figures() const;
    // Blocks until the gradient check and a training run have ended (screenshots).
    void waitForRuns();

private:
    void showGraph();
    void showSelectedNode();

    DecoderSession &session_;
    DecoderInputBar *inputBar_;
    QTabWidget *tabs_;
    GradientGraphView *graphView_;
    NodeInspector *inspector_;
    GradientCheckPanel *check_;
    PrefixInvariancePanel *prefix_;
    TrainingPanel *training_;
};

} // namespace atlas
