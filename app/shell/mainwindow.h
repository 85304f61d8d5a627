// The courseware window: the chapter navigator with progress marks and "n/m solved" on the
// left, the current chapter on the right, Back/Next (Alt+Left/Right, Ctrl+PgUp/PgDn), File →
// Open Pack… with recent packs, View → Language (switched at run time) and Text Size, Tools →
// Pack Problems / Plugins / Class Results for authors and teachers, Help → Getting Started /
// Keyboard Shortcuts / About. It remembers its geometry and resumes at the learner's last
// chapter.
#pragma once

#include <QIcon>
#include <QMainWindow>
#include <QPointer>

class QAction;
class QActionGroup;
class QLabel;
class QListView;
class QMenu;
class QSplitter;
class QStackedWidget;

namespace atlas {

class ChapterListModel;
class CourseSession;
class LanguageManager;
class NoticeBar;
class PackWatcher;
class PluginRegistry;
class ProgressStore;
class TextSize;

class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    MainWindow(PluginRegistry &registry, ProgressStore &store, LanguageManager &languages,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a pack folder, replacing the current one. On failure keeps the current pack and
    // sets `error` (translated).
    bool openPack(const QString &directory, QString *error = nullptr);
    // The application's icon: an attention matrix under a causal mask (also installed for the
    // desktop's launcher as org.attention-atlas.AttentionAtlas).
    static QIcon applicationIcon();
    // Reads the open pack's folder again (an author editing it sees the change), staying at
    // the current chapter if it still exists. On failure keeps everything as it was and sets
    // `error` (translated).
    bool reloadPack(QString *error = nullptr);
    QString packDirectory() const { return packDirectory_; }
    // With `on`, the open pack (and any pack opened later) is read again each time one of its
    // files is saved, as by File → Reload Pack, for an author writing it (--watch). A save that
    // leaves the manifest unreadable changes nothing and says why in the notice bar.
    void setWatchingPack(bool on);
    bool isWatchingPack() const { return watcher_ != nullptr; }
    CourseSession *session() const;

    bool showChapter(int index);
    bool showChapter(const QString &chapterId);
    int currentChapter() const { return current_; }
    // The last chapter the learner visited in this pack, or the first.
    int resumeChapter() const;

    // The learner's remembered text size (View → Text Size), applied; batch renders skip it.
    void restoreTextSize();
    TextSize *textSize() const { return textSize_; }

    void showNotice(const QString &text);
    NoticeBar *noticeBar() const { return notice_; }

public Q_SLOTS:
    void goBack();
    void goNext();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void updateNavigation();
    void updateRecentMenu();
    void rememberRecent(const QString &directory);
    void chooseAndOpenPack();
    // Reloads and says how it went: in a dialog when asked (F5), else in the notice bar.
    void reloadPackAndReport(bool interactive = true);
    void exportFigures();
    void exportChapterPdf();
    void showPlugins();
    void showClassResults();
    void showPackProblems();
    void showAbout();
    void showGettingStarted();
    void showShortcuts();
    void updateTextSizeActions();
    void switchLanguage(const QString &code);

    PluginRegistry &registry_;
    ProgressStore &store_;
    LanguageManager &languages_;
    QPointer<CourseSession> session_;
    QString packDirectory_; // the open pack's folder, as given
    int current_ = -1;
    PackWatcher *watcher_ = nullptr; // set while watching the pack (--watch)

    QSplitter *splitter_;
    QListView *navigator_;
    ChapterListModel *chapters_;
    QStackedWidget *stack_;
    NoticeBar *notice_;
    QLabel *position_;
    TextSize *textSize_;

    QMenu *fileMenu_ = nullptr;
    QMenu *recentMenu_ = nullptr;
    QMenu *goMenu_ = nullptr;
    QMenu *viewMenu_ = nullptr;
    QMenu *languageMenu_ = nullptr;
    QMenu *textSizeMenu_ = nullptr;
    QMenu *toolsMenu_ = nullptr;
    QMenu *helpMenu_ = nullptr;
    QAction *openAction_ = nullptr;
    QAction *reloadAction_ = nullptr;
    QAction *exportAction_ = nullptr;
    QAction *pdfAction_ = nullptr;
    QAction *quitAction_ = nullptr;
    QAction *backAction_ = nullptr;
    QAction *nextAction_ = nullptr;
    QAction *fullScreenAction_ = nullptr;
    QAction *chapterListAction_ = nullptr; // shows or hides the chapter list (F9), remembered
    QAction *problemsAction_ = nullptr;
    QAction *pluginsAction_ = nullptr;
    QAction *classResultsAction_ = nullptr;
    QAction *largerTextAction_ = nullptr;
    QAction *smallerTextAction_ = nullptr;
    QAction *resetTextAction_ = nullptr;
    QAction *gettingStartedAction_ = nullptr;
    QAction *shortcutsAction_ = nullptr;
    QAction *aboutAction_ = nullptr;
    QAction *aboutQtAction_ = nullptr;
    QActionGroup *languageGroup_ = nullptr;
    QToolBar *toolBar_ = nullptr;
};

} // namespace atlas
