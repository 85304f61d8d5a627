#include "mainwindow.h"

#include "chapterlistmodel.h"
#include "chapterpdfexporter.h"
#include "coursesession.h"
#include "classresultsdialog.h"
#include "diagnosticsdialog.h"
#include "gettingstarteddialog.h"
#include "languagemanager.h"
#include "noticebar.h"
#include "pluginsdialog.h"
#include "shortcutsdialog.h"
#include "textsize.h"

#include "core/packwatcher.h"
#include "core/pluginregistry.h"
#include "core/progressstore.h"
#include "sdk/chapterpage.h"
#include "sdk/figureexporter.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace atlas {

namespace {
constexpr int maxRecentPacks = 8;
const QString recentKey = QStringLiteral("packs/recent");
const QString chapterListKey = QStringLiteral("window/chapterList");
}

MainWindow::MainWindow(PluginRegistry &registry, ProgressStore &store, LanguageManager &languages,
                       QWidget *parent)
    : QMainWindow(parent), registry_(registry), store_(store), languages_(languages),
      splitter_(new QSplitter(this)), navigator_(new QListView(this)),
      chapters_(new ChapterListModel(this)), stack_(new QStackedWidget(this)),
      notice_(new NoticeBar(this)), position_(new QLabel(this)), textSize_(new TextSize(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    navigator_->setModel(chapters_);
    navigator_->setObjectName(QStringLiteral("ChapterNavigator"));
    navigator_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    navigator_->setSpacing(2);
    navigator_->setIconSize(QSize(18, 18));
    navigator_->setWordWrap(true);
    navigator_->setMinimumWidth(180);
    connect(navigator_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) {
                if (index.isValid() && index.row() != current_)
                    showChapter(index.row());
            });

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(0);
    rightLayout->addWidget(notice_);
    rightLayout->addWidget(stack_, 1);
    splitter_->addWidget(navigator_);
    splitter_->addWidget(right);
    splitter_->setStretchFactor(0, 0);
    splitter_->setStretchFactor(1, 1);
    splitter_->setSizes({240, 1200});
    splitter_->setChildrenCollapsible(false);
    setCentralWidget(splitter_);

    createActions();
    createMenus();
    updateTextSizeActions();
    statusBar()->addPermanentWidget(position_);
    retranslate();

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    splitter_->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    chapterListAction_->setChecked(settings.value(chapterListKey, true).toBool());
    if (!settings.contains(QStringLiteral("window/geometry")))
        resize(1440, 900);
    connect(&languages_, &LanguageManager::languageChanged, this, [this](const QString &code) {
        if (session_)
            session_->setLanguage(code);
        chapters_->refresh();
        updateNavigation();
    });
}

MainWindow::~MainWindow()
{
    // Pages are deleted by the session; take them out of the stack first.
    while (stack_->count() > 0)
        stack_->removeWidget(stack_->widget(0));
    delete session_.data();
}

void MainWindow::createActions()
{
    openAction_ = new QAction(this);
    openAction_->setShortcut(QKeySequence::Open);
    connect(openAction_, &QAction::triggered, this, &MainWindow::chooseAndOpenPack);

    reloadAction_ = new QAction(this);
    reloadAction_->setShortcut(QKeySequence::Refresh);
    reloadAction_->setEnabled(false);
    connect(reloadAction_, &QAction::triggered, this, [this] { reloadPackAndReport(); });

    exportAction_ = new QAction(this);
    exportAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(exportAction_, &QAction::triggered, this, &MainWindow::exportFigures);

    pdfAction_ = new QAction(this);
    pdfAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(pdfAction_, &QAction::triggered, this, &MainWindow::exportChapterPdf);

    quitAction_ = new QAction(this);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);

    backAction_ = new QAction(this);
    backAction_->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    backAction_->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    connect(backAction_, &QAction::triggered, this, &MainWindow::goBack);

    nextAction_ = new QAction(this);
    nextAction_->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    nextAction_->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    connect(nextAction_, &QAction::triggered, this, &MainWindow::goNext);

    fullScreenAction_ = new QAction(this);
    fullScreenAction_->setShortcut(QKeySequence::FullScreen);
    fullScreenAction_->setCheckable(true);
    connect(fullScreenAction_, &QAction::toggled, this, [this](bool on) {
        on ? showFullScreen() : showNormal();
    });

    // Hiding the list gives a narrow window or a large font the width of the list; Back, Next
    // and the status line's "Chapter n of m" still navigate.
    chapterListAction_ = new QAction(this);
    chapterListAction_->setObjectName(QStringLiteral("ChapterListAction"));
    chapterListAction_->setShortcut(QKeySequence(Qt::Key_F9));
    chapterListAction_->setCheckable(true);
    chapterListAction_->setChecked(true);
    connect(chapterListAction_, &QAction::toggled, this, [this](bool on) {
        const bool hadFocus = navigator_->hasFocus();
        navigator_->setVisible(on);
        if (hadFocus && !on && stack_->currentWidget())
            stack_->currentWidget()->setFocus(Qt::OtherFocusReason);
        QSettings().setValue(chapterListKey, on);
    });

    problemsAction_ = new QAction(this);
    connect(problemsAction_, &QAction::triggered, this, &MainWindow::showPackProblems);
    pluginsAction_ = new QAction(this);
    connect(pluginsAction_, &QAction::triggered, this, &MainWindow::showPlugins);
    classResultsAction_ = new QAction(this);
    connect(classResultsAction_, &QAction::triggered, this, &MainWindow::showClassResults);
    // Text size: Ctrl++ / Ctrl+- / Ctrl+0, as in browsers and editors.
    largerTextAction_ = new QAction(this);
    largerTextAction_->setObjectName(QStringLiteral("LargerTextAction"));
    largerTextAction_->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(largerTextAction_, &QAction::triggered, textSize_, &TextSize::larger);
    smallerTextAction_ = new QAction(this);
    smallerTextAction_->setObjectName(QStringLiteral("SmallerTextAction"));
    smallerTextAction_->setShortcut(QKeySequence::ZoomOut);
    connect(smallerTextAction_, &QAction::triggered, textSize_, &TextSize::smaller);
    resetTextAction_ = new QAction(this);
    resetTextAction_->setObjectName(QStringLiteral("ResetTextAction"));
    resetTextAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(resetTextAction_, &QAction::triggered, textSize_, &TextSize::reset);
    connect(textSize_, &TextSize::changed, this, [this](int percent) {
        updateTextSizeActions();
        //: Status bar message after View → Text Size; %1 is a percentage of the normal size.
        statusBar()->showMessage(tr("Text size %1 %").arg(percent), 4000);
    });

    gettingStartedAction_ = new QAction(this);
    gettingStartedAction_->setObjectName(QStringLiteral("GettingStartedAction"));
    gettingStartedAction_->setShortcut(QKeySequence::HelpContents);
    connect(gettingStartedAction_, &QAction::triggered, this, &MainWindow::showGettingStarted);
    shortcutsAction_ = new QAction(this);
    shortcutsAction_->setObjectName(QStringLiteral("ShortcutsAction"));
    shortcutsAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F1));
    connect(shortcutsAction_, &QAction::triggered, this, &MainWindow::showShortcuts);

    aboutAction_ = new QAction(this);
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);
    aboutQtAction_ = new QAction(this);
    aboutQtAction_->setMenuRole(QAction::AboutQtRole);
    connect(aboutQtAction_, &QAction::triggered, qApp, &QApplication::aboutQt);

    languageGroup_ = new QActionGroup(this);
    languageGroup_->setExclusive(true);
    for (const QString &code : LanguageManager::available()) {
        auto *action = new QAction(LanguageManager::nativeName(code), languageGroup_);
        action->setCheckable(true);
        action->setData(code);
        connect(action, &QAction::triggered, this, [this, code] { switchLanguage(code); });
    }
}

void MainWindow::createMenus()
{
    fileMenu_ = menuBar()->addMenu(QString());
    fileMenu_->addAction(openAction_);
    recentMenu_ = fileMenu_->addMenu(QString());
    fileMenu_->addAction(reloadAction_);
    fileMenu_->addSeparator();
    fileMenu_->addAction(exportAction_);
    fileMenu_->addAction(pdfAction_);
    fileMenu_->addSeparator();
    fileMenu_->addAction(quitAction_);

    goMenu_ = menuBar()->addMenu(QString());
    goMenu_->addAction(backAction_);
    goMenu_->addAction(nextAction_);

    viewMenu_ = menuBar()->addMenu(QString());
    languageMenu_ = viewMenu_->addMenu(QString());
    languageMenu_->addActions(languageGroup_->actions());
    textSizeMenu_ = viewMenu_->addMenu(QString());
    textSizeMenu_->addAction(largerTextAction_);
    textSizeMenu_->addAction(smallerTextAction_);
    textSizeMenu_->addAction(resetTextAction_);
    viewMenu_->addSeparator();
    viewMenu_->addAction(chapterListAction_);
    viewMenu_->addAction(fullScreenAction_);

    // What authors and teachers use, apart from what learners need.
    toolsMenu_ = menuBar()->addMenu(QString());
    toolsMenu_->addAction(problemsAction_);
    toolsMenu_->addAction(pluginsAction_);
    toolsMenu_->addSeparator();
    toolsMenu_->addAction(classResultsAction_);

    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addAction(gettingStartedAction_);
    helpMenu_->addAction(shortcutsAction_);
    helpMenu_->addSeparator();
    helpMenu_->addAction(aboutAction_);
    helpMenu_->addAction(aboutQtAction_);

    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName(QStringLiteral("NavigationToolBar"));
    toolBar_->setMovable(false);
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->addAction(backAction_);
    toolBar_->addAction(nextAction_);
    updateRecentMenu();
}

void MainWindow::retranslate()
{
    fileMenu_->setTitle(tr("&File"));
    recentMenu_->setTitle(tr("Open &Recent"));
    goMenu_->setTitle(tr("&Go"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    textSizeMenu_->setTitle(tr("&Text Size"));
    toolsMenu_->setTitle(tr("&Tools"));
    helpMenu_->setTitle(tr("&Help"));
    toolBar_->setWindowTitle(tr("Navigation"));
    openAction_->setText(tr("&Open Pack…"));
    openAction_->setStatusTip(tr("Open a chapter pack: a folder holding pack.json"));
    reloadAction_->setText(tr("Re&load Pack"));
    reloadAction_->setStatusTip(tr("Read the pack's files again after editing them; your place and your progress stay"));
    exportAction_->setText(tr("&Export Figures of This Chapter…"));
    pdfAction_->setText(tr("Export Chapter as &PDF…"));
    pdfAction_->setStatusTip(tr("Save this chapter as a handout to print: its text, formulas and the lab's figures as they are now"));
    quitAction_->setText(tr("&Quit"));
    backAction_->setText(tr("&Back"));
    //: %1: the keyboard shortcut, e.g. Alt+Left
    backAction_->setToolTip(tr("Previous chapter (%1)").arg(backAction_->shortcut().toString(QKeySequence::NativeText)));
    nextAction_->setText(tr("&Next"));
    //: %1: the keyboard shortcut, e.g. Alt+Right
    nextAction_->setToolTip(tr("Next chapter (%1)").arg(nextAction_->shortcut().toString(QKeySequence::NativeText)));
    fullScreenAction_->setText(tr("&Full Screen"));
    chapterListAction_->setText(tr("&Chapter List"));
    chapterListAction_->setStatusTip(tr("Show or hide the list of chapters; Back and Next still move between them"));
    problemsAction_->setText(tr("Pack &Problems…"));
    pluginsAction_->setText(tr("Pl&ugins…"));
    classResultsAction_->setText(tr("&Class Results…"));
    classResultsAction_->setToolTip(tr("Open a folder of your learners' exported quiz results: how hard each question was, and how well it told them apart"));
    largerTextAction_->setText(tr("&Larger"));
    smallerTextAction_->setText(tr("&Smaller"));
    resetTextAction_->setText(tr("&Normal Size"));
    gettingStartedAction_->setText(tr("&Getting Started"));
    gettingStartedAction_->setStatusTip(tr("How the chapters, the labs and the questions work"));
    shortcutsAction_->setText(tr("&Keyboard Shortcuts"));
    aboutAction_->setText(tr("&About Attention Atlas"));
    aboutQtAction_->setText(tr("About &Qt"));
    // Qt's own button for tool bar actions that do not fit: hidden while they fit, but listed
    // to a screen reader all the same, so it needs a name.
    if (auto *more = toolBar_->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
        //: Accessible name of the tool bar button that shows the actions that do not fit.
        more->setAccessibleName(tr("More navigation actions"));
    navigator_->setAccessibleName(tr("Chapters"));
    stack_->setAccessibleName(tr("Chapter"));
    for (QAction *action : languageGroup_->actions())
        action->setChecked(action->data().toString() == languages_.current());
    updateRecentMenu();
    updateNavigation();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

bool MainWindow::openPack(const QString &directory, QString *error)
{
    auto *session = new CourseSession(directory, registry_, store_, languages_.current(), this);
    if (!session->isOpen()) {
        if (error) {
            QStringList lines;
            for (const Diagnostic &d : session->loadResult().diagnostics)
                if (d.isError())
                    lines.append(d.toString());
            *error = tr("%1 cannot be opened as a chapter pack:").arg(QDir::toNativeSeparators(directory))
                + QLatin1Char('\n') + lines.mid(0, 10).join(QLatin1Char('\n'));
        }
        delete session;
        return false;
    }
    while (stack_->count() > 0)
        stack_->removeWidget(stack_->widget(0));
    chapters_->setSession(nullptr);
    delete session_.data();
    session_ = session;
    packDirectory_ = directory;
    reloadAction_->setEnabled(true);
    current_ = -1;
    chapters_->setSession(session_);
    connect(session_, &CourseSession::chapterRequested, this, qOverload<const QString &>(&MainWindow::showChapter));
    connect(session_, &CourseSession::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(&session_->progress(), &CourseProgress::chapterChanged, chapters_, &ChapterListModel::refreshChapter);
    // Every answer may change a chapter's "n/m solved" (its own, and the quiz gathering it).
    connect(&session_->progress(), &CourseProgress::recordChanged, chapters_, [this] { chapters_->refresh(); });
    connect(&session_->progress(), &CourseProgress::saveFailed, this, [this](const QString &m) {
        showNotice(tr("Your progress cannot be saved: %1").arg(m));
    });
    connect(&session_->progress(), &CourseProgress::progressCopyKept, this, &MainWindow::showNotice);
    rememberRecent(QFileInfo(directory).absoluteFilePath());
    if (watcher_ && watcher_->directory() != directory)
        watcher_->watch(directory);
    setWindowTitle(tr("%1 — Attention Atlas").arg(session_->pack().title.text(languages_.current())));

    const int errors = session_->loadResult().errorCount();
    if (errors > 0)
        showNotice(tr("This pack has %n error(s); the chapters concerned are marked. Tools → Pack Problems lists them.", nullptr, errors));
    return true;
}

QIcon MainWindow::applicationIcon()
{
    return QIcon(QStringLiteral(":/icons/org.attention-atlas.AttentionAtlas.svg"));
}

bool MainWindow::reloadPack(QString *error)
{
    if (!session_ || packDirectory_.isEmpty())
        return false;
    const QString chapterId = current_ >= 0 ? session_->pack().chapters.at(current_).id : QString();
    if (!openPack(packDirectory_, error))
        return false;
    const int index = session_->pack().chapterIndex(chapterId);
    showChapter(index >= 0 ? index : resumeChapter());
    return true;
}

void MainWindow::setWatchingPack(bool on)
{
    if (!on) {
        delete watcher_;
        watcher_ = nullptr;
        return;
    }
    if (!watcher_) {
        watcher_ = new PackWatcher(this);
        connect(watcher_, &PackWatcher::changed, this, [this] { reloadPackAndReport(false); });
    }
    watcher_->watch(packDirectory_);
}

void MainWindow::reloadPackAndReport(bool interactive)
{
    QString error;
    if (!reloadPack(&error)) {
        if (interactive)
            QMessageBox::warning(this, tr("Reload Pack"), error);
        else
            //: Shown when a pack watched with --watch was saved but cannot be read; %1 says why
            showNotice(tr("The pack was saved but cannot be read; it stays as it was. %1").arg(error));
        return;
    }
    const PackLoadResult &result = session_->loadResult();
    const int problems = result.errorCount() + result.warningCount();
    const QString folder = QDir::toNativeSeparators(packDirectory_);
    QString message;
    if (problems == 0)
        //: Status message after File → Reload Pack; %1 is the pack's folder
        message = tr("Reloaded %1: no problems found.").arg(folder);
    else
        //: Status message after File → Reload Pack; %1 is the pack's folder, %n errors and warnings together
        message = tr("Reloaded %1: %n problem(s); Tools → Pack Problems lists them.", nullptr, problems).arg(folder);
    statusBar()->showMessage(message, 8000);
}

CourseSession *MainWindow::session() const
{
    return session_;
}

int MainWindow::resumeChapter() const
{
    if (!session_)
        return -1;
    const int last = session_->pack().chapterIndex(session_->progress().lastChapter());
    return last >= 0 ? last : 0;
}

bool MainWindow::showChapter(int index)
{
    if (!session_ || index < 0 || index >= session_->chapterCount())
        return false;
    ChapterPage *page = session_->page(index, stack_);
    if (stack_->indexOf(page) < 0)
        stack_->addWidget(page);
    stack_->setCurrentWidget(page);
    current_ = index;
    const QString id = session_->pack().chapters.at(index).id;
    if (session_->status(index) == CourseSession::Status::Ok)
        session_->progress().visit(id);
    navigator_->setCurrentIndex(chapters_->index(index));
    chapters_->refreshChapter(id);
    updateNavigation();
    return true;
}

bool MainWindow::showChapter(const QString &chapterId)
{
    return session_ && showChapter(session_->pack().chapterIndex(chapterId));
}

void MainWindow::goBack()
{
    if (current_ > 0)
        showChapter(current_ - 1);
}

void MainWindow::goNext()
{
    if (session_ && current_ + 1 < session_->chapterCount())
        showChapter(current_ + 1);
}

void MainWindow::updateNavigation()
{
    const int count = session_ ? session_->chapterCount() : 0;
    backAction_->setEnabled(current_ > 0);
    nextAction_->setEnabled(current_ >= 0 && current_ + 1 < count);
    exportAction_->setEnabled(current_ >= 0);
    pdfAction_->setEnabled(current_ >= 0);
    position_->setText(current_ >= 0 ? tr("Chapter %1 of %2").arg(current_ + 1).arg(count) : QString());
    if (session_)
        setWindowTitle(tr("%1 — Attention Atlas").arg(session_->pack().title.text(languages_.current())));
}

void MainWindow::showNotice(const QString &text)
{
    notice_->showNotice(text);
}

void MainWindow::updateRecentMenu()
{
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    const QStringList recent = QSettings().value(recentKey).toStringList();
    for (const QString &directory : recent) {
        QAction *action = recentMenu_->addAction(QDir::toNativeSeparators(directory));
        connect(action, &QAction::triggered, this, [this, directory] {
            QString error;
            if (openPack(directory, &error))
                showChapter(resumeChapter());
            else
                QMessageBox::warning(this, tr("Open Pack"), error);
        });
    }
    recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::rememberRecent(const QString &directory)
{
    QSettings settings;
    QStringList recent = settings.value(recentKey).toStringList();
    recent.removeAll(directory);
    recent.prepend(directory);
    while (recent.size() > maxRecentPacks)
        recent.removeLast();
    settings.setValue(recentKey, recent);
    settings.setValue(QStringLiteral("packs/last"), directory);
    updateRecentMenu();
}

void MainWindow::chooseAndOpenPack()
{
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Open Chapter Pack"),
                                                                QSettings().value(QStringLiteral("packs/last")).toString());
    if (directory.isEmpty())
        return;
    QString error;
    if (openPack(directory, &error))
        showChapter(resumeChapter());
    else
        QMessageBox::warning(this, tr("Open Pack"), error);
}

void MainWindow::exportFigures()
{
    ChapterPage *page = session_ ? session_->existingPage(current_) : nullptr;
    if (!page)
        return;
    const QList<ExportableFigure> figures = page->figures();
    if (figures.isEmpty()) {
        QMessageBox::information(this, tr("Export Figures"), tr("This chapter has no figures to export."));
        return;
    }
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export Figures to Folder"),
                                                             QStandardPaths::writableLocation(QStandardPaths::PicturesLocation));
    if (folder.isEmpty())
        return;
    QStringList failures;
    int written = 0;
    for (const ExportableFigure &figure : figures) {
        QString error;
        for (const char *suffix : {".png", ".svg"}) {
            if (FigureExporter::save(figure.widget, figure.matrix, QDir(folder).filePath(figure.name + QLatin1String(suffix)), error))
                ++written;
            else
                failures.append(error);
        }
        if (figure.matrix) {
            if (FigureExporter::save(figure.widget, figure.matrix, QDir(folder).filePath(figure.name + QLatin1String(".csv")), error))
                ++written;
            else
                failures.append(error);
        }
    }
    statusBar()->showMessage(tr("%n file(s) written to %1", nullptr, written).arg(QDir::toNativeSeparators(folder)), 8000);
    if (!failures.isEmpty())
        QMessageBox::warning(this, tr("Export Figures"), failures.join(QLatin1Char('\n')));
}

void MainWindow::exportChapterPdf()
{
    if (!session_ || !session_->existingPage(current_))
        return;
    // The paper is chosen with the file type; the locale's usual size comes first.
    const QString a4 = tr("PDF, A4 paper (*.pdf)");
    const QString letter = tr("PDF, US Letter paper (*.pdf)");
    const bool letterFirst = ChapterPdfExporter::defaultPageSize() == QPageSize::Letter;
    const QString filters = letterFirst ? letter + QStringLiteral(";;") + a4 : a4 + QStringLiteral(";;") + letter;
    QString chosenFilter = letterFirst ? letter : a4;
    const ChapterSpec &chapter = session_->pack().chapters.at(current_);
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                  .filePath(QStringLiteral("%1-%2.pdf").arg(current_ + 1, 2, 10, QLatin1Char('0')).arg(chapter.id));
    QString path = QFileDialog::getSaveFileName(this, tr("Export Chapter as PDF"), suggested, filters, &chosenFilter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const int pages = ChapterPdfExporter::exportChapter(*this, current_, path,
                                                        chosenFilter == letter ? QPageSize::Letter : QPageSize::A4, error);
    QApplication::restoreOverrideCursor();
    if (pages < 0) {
        QMessageBox::warning(this, tr("Export Chapter as PDF"), error);
        return;
    }
    //: %1: the file written
    statusBar()->showMessage(tr("%n page(s) written to %1", nullptr, pages).arg(QDir::toNativeSeparators(path)), 8000);
}

void MainWindow::showPlugins()
{
    PluginsDialog dialog(registry_, languages_.current(), this);
    dialog.exec();
}

void MainWindow::showClassResults()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder of Class Results"),
                                                             QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    if (folder.isEmpty())
        return;
    ClassResultsDialog dialog(folder, this);
    dialog.exec();
}

void MainWindow::showPackProblems()
{
    if (!session_)
        return;
    DiagnosticsDialog dialog(session_->loadResult().diagnostics, session_->pack().directory, this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Attention Atlas"),
                       tr("<h3>Attention Atlas %1</h3>"
                          "<p>Courseware that teaches how self-attention works and lets you run it: "
                          "every number shown is computed by the attention engine, whose forward and "
                          "backward passes are checked against finite differences.</p>"
                          "<p>Built with Qt %2, Qt Charts and Eigen.</p>")
                           .arg(QCoreApplication::applicationVersion(), QLatin1String(qVersion())));
}

void MainWindow::restoreTextSize()
{
    textSize_->restore();
    updateTextSizeActions();
}

void MainWindow::updateTextSizeActions()
{
    largerTextAction_->setEnabled(textSize_->canGrow());
    smallerTextAction_->setEnabled(textSize_->canShrink());
    resetTextAction_->setEnabled(textSize_->percent() != 100);
}

void MainWindow::showGettingStarted()
{
    auto *dialog = findChild<GettingStartedDialog *>();
    if (!dialog) {
        dialog = new GettingStartedDialog(this);
        connect(dialog, &GettingStartedDialog::shortcutsRequested, this, &MainWindow::showShortcuts);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::showShortcuts()
{
    // Built each time from the menus as they are now (their language, their shortcuts).
    auto *dialog = new ShortcutsDialog({fileMenu_, goMenu_, viewMenu_, toolsMenu_, helpMenu_}, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::switchLanguage(const QString &code)
{
    if (languages_.setLanguage(code))
        QSettings().setValue(QStringLiteral("ui/language"), code);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), splitter_->saveState());
    QMainWindow::closeEvent(event);
}

} // namespace atlas

#include "moc_mainwindow.cpp"
