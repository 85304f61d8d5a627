// The limits a chapter pack must respect, and why each is where it is.
//
// A pack is untrusted input (a teacher's download, a student's experiment). Every limit is
// generous for real courses and small enough that a hostile pack costs at most a fraction of
// a second and a few megabytes to reject.
#pragma once

#include "core/coreexport.h"

#include "text/formulalimits.h"

#include <QtGlobal>

namespace atlas {

struct ATLAS_CORE_EXPORT PackLimits {
    // The built-in course's manifest, in three languages, is ~140 KiB; 1 MiB leaves room for a
    // course twice as long in twice as many languages.
    static constexpr qint64 maxManifestBytes = qint64(1) << 20;
    // A chapter body is prose: 512 KiB is several books' chapters.
    static constexpr qint64 maxBodyBytes = qint64(512) << 10;
    // Figures are screenshots or diagrams; 8 MiB covers a high-DPI PNG.
    static constexpr qint64 maxImageBytes = qint64(8) << 20;
    // The format needs about 7 levels (params → matrix → row); 32 leaves room for authors.
    static constexpr int maxNestingDepth = 32;
    static constexpr int maxChapters = 64;
    static constexpr int maxQuestionsPerChapter = 64;
    static constexpr int maxQuestions = 512;
    static constexpr int maxChoices = 12;
    // Characters per text field: a long explanation is ~2000.
    static constexpr int maxTextLength = 20000;
    static constexpr int maxIdLength = 64;
    // Matrices in params are shown cell by cell; beyond 32 per side nobody can read them.
    static constexpr int maxMatrixSide = 32;
    // References (images, links) per body.
    static constexpr int maxReferencesPerBody = 256;
    // A mask question shows its block slot by slot.
    static constexpr int maxMaskBlockLength = 64;
    static constexpr int maxMaskStream = 1024;
    // A formula: the parser's limits (text/formulalimits.h says why they are where they are).
    static constexpr int maxFormulaLength = FormulaLimits::maxLength;
    static constexpr int maxFormulaDepth = FormulaLimits::maxDepth;
    // Each formula becomes an image in the reading view; a mathematics-heavy chapter has a few
    // hundred.
    static constexpr int maxFormulasPerBody = 2000;
    // After this many diagnostics the rest would not be read anyway.
    static constexpr int maxDiagnostics = 500;
};

} // namespace atlas
