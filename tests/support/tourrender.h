// The chapter tests' render check at the tour's two window sizes in the three languages: the
// chapter opened in `language`, shown at `size`, its pending work finished, then
// PageChecks::tourRenderProblems on its lab. Shared by the chapters whose labs are one
// scrolling column of sections.
#pragma once

#include "chapterharness.h"
#include "languagescope.h"
#include "pagechecks.h"

#include "sdk/chapterpage.h"

#include <QApplication>
#include <QSize>
#include <QString>
#include <QTest>

namespace atlas::test {

// The data rows: 1440×900 and 1024×700 in en, de and fr.
inline void addTourSizes()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr"}) {
        QTest::addRow("1440x900-%s", language) << QSize(1440, 900) << QString::fromLatin1(language);
        QTest::addRow("1024x700-%s", language) << QSize(1024, 700) << QString::fromLatin1(language);
    }
}

// What is wrong with chapter `chapterId` at `size` in `language` ("" when nothing); renders
// are kept in ATLAS_RENDER_DIR as "<chapter>-<w>x<h>-<language>-….png" when it is set.
inline QString tourSizeProblems(const QString &chapterId, const char *labName, QSize size, const QString &language)
{
    const LanguageScope scope(language);
    if (!scope.isLoaded())
        return QStringLiteral("the %1 catalogue did not load").arg(language);
    ChapterHarness harness;
    if (!harness.open(chapterId, language))
        return harness.error();
    ChapterPage *page = harness.page();
    if (!harness.showPage(size))
        return QStringLiteral("the page was not shown at %1 × %2").arg(size.width()).arg(size.height());
    page->prepareForScreenshot();
    QApplication::processEvents();
    const QString stem = QStringLiteral("%1-%2x%3-%4").arg(chapterId).arg(size.width()).arg(size.height()).arg(language);
    return PageChecks::tourRenderProblems(page, labName, stem);
}

} // namespace atlas::test
