// Shared by the gradients suites: the decoder lab's parts, found by their object names.
#pragma once

#include "decoderinputbar.h"
#include "decoderlab.h"
#include "gradientgraphview.h"
#include "nodeinspector.h"
#include "trainingpanel.h"

namespace decoderlabtest {

inline atlas::DecoderInputBar *inputBarOf(const atlas::DecoderLab &lab)
{
    return lab.findChild<atlas::DecoderInputBar *>(QStringLiteral("decoderInput"));
}

inline atlas::GradientGraphView *graphViewOf(const atlas::DecoderLab &lab)
{
    return lab.findChild<atlas::GradientGraphView *>(QStringLiteral("gradientGraph"));
}

inline atlas::NodeInspector *inspectorOf(const atlas::DecoderLab &lab)
{
    return lab.findChild<atlas::NodeInspector *>(QStringLiteral("nodeInspector"));
}

inline atlas::TrainingPanel *trainingPanelOf(const atlas::DecoderLab &lab)
{
    return lab.findChild<atlas::TrainingPanel *>(QStringLiteral("training"));
}

} // namespace decoderlabtest
