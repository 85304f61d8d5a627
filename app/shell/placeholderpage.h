// Shown instead of a chapter that cannot be presented: its kind has no plugin, its plugin
// failed to load, or the pack describes it wrongly. It says which, and what would fix it.
#pragma once

#include "sdk/chapterpage.h"

#include <QStringList>

class QLabel;

namespace atlas {

class ChapterContext;

class PlaceholderPage final : public ChapterPage {
    Q_OBJECT

public:
    PlaceholderPage(ChapterContext &context, bool missingPlugin, const QString &detail,
                    const QStringList &installedKinds, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    ChapterContext &context_;
    bool missingPlugin_;
    QString detail_;
    QStringList installedKinds_;
    QLabel *title_;
    QLabel *message_;
};

} // namespace atlas
