#include "historythemechooser.h"

#include "historytimelinemodel.h"

#include "sdk/boxlayout.h"
#include "sdk/colorscale.h"
#include "sdk/retranslator.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

namespace {

// The theme's marker as it appears on the timeline: a circle in the theme's colour.
QIcon markerIcon(int themeIndex, const QColor &outline)
{
    QPixmap pixmap(28, 28);
    pixmap.setDevicePixelRatio(2);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(outline, 1.2));
    p.setBrush(ColorScale::category(themeIndex));
    p.drawEllipse(QRectF(1.5, 1.5, 11, 11));
    return QIcon(pixmap);
}

} // namespace

HistoryThemeChooser::HistoryThemeChooser(QWidget *parent)
    : QWidget(parent), boxesLayout_(new QGridLayout), allButton_(new QPushButton(this))
{
    setObjectName(QStringLiteral("themeChooser"));
    auto *texts = new Retranslator(this);
    auto *label = new QLabel(this);
    texts->text(label, [] {
        //: Label before the theme check boxes of the history timeline.
        return tr("Themes:");
    });
    allButton_->setObjectName(QStringLiteral("showAllThemes"));
    texts->text(allButton_, [] { return tr("Show all"); });
    texts->toolTip(allButton_, [] { return tr("Tick every theme"); });
    texts->accessibleName(this, [] { return tr("Filter the timeline by theme"); });
    // "Themes:" above two columns of check boxes, "Show all" beside them: narrow enough for
    // the lab column of a 1024-pixel window in every language.
    boxesLayout_->setHorizontalSpacing(16);
    boxesLayout_->setVerticalSpacing(4);
    QHBoxLayout *row = BoxLayout::row({boxesLayout_, BoxLayout::stretch(), BoxLayout::aligned(allButton_, Qt::AlignTop)});
    row->setSpacing(12);
    BoxLayout::column(this, {label, row})->setSpacing(4);
    connect(allButton_, &QPushButton::clicked, this, &HistoryThemeChooser::chooseAll);
    texts->bind([this] { refreshTexts(); });
}

void HistoryThemeChooser::setModel(const HistoryTimelineModel *model)
{
    model_ = model;
    qDeleteAll(boxes_);
    boxes_.clear();
    const QList<HistoryTheme> &themes = model_->params().themes;
    for (qsizetype i = 0; i < themes.size(); ++i) {
        auto *box = new QCheckBox(this);
        box->setObjectName(QStringLiteral("theme-") + themes.at(i).id);
        box->setProperty("themeId", themes.at(i).id);
        box->setIcon(markerIcon(static_cast<int>(i), palette().color(QPalette::Text)));
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, [this] { Q_EMIT chosenThemesChanged(chosenThemes()); });
        boxesLayout_->addWidget(box, static_cast<int>(i / 2), static_cast<int>(i % 2));
        boxes_.append(box);
    }
    refreshTexts();
}

QSet<QString> HistoryThemeChooser::chosenThemes() const
{
    QSet<QString> chosen;
    for (const QCheckBox *box : boxes_)
        if (box->isChecked())
            chosen.insert(box->property("themeId").toString());
    return chosen;
}

QCheckBox *HistoryThemeChooser::box(const QString &themeId) const
{
    for (QCheckBox *box : boxes_)
        if (box->property("themeId").toString() == themeId)
            return box;
    return nullptr;
}

QList<QWidget *> HistoryThemeChooser::focusOrder() const
{
    QList<QWidget *> order;
    for (QCheckBox *box : boxes_)
        order.append(box);
    order.append(allButton_);
    return order;
}

void HistoryThemeChooser::setChosen(const QString &themeId, bool chosen)
{
    if (QCheckBox *b = box(themeId))
        b->setChecked(chosen);
}

void HistoryThemeChooser::chooseAll()
{
    QSignalBlocker blocker(this);
    for (QCheckBox *box : std::as_const(boxes_))
        box->setChecked(true);
    blocker.unblock();
    Q_EMIT chosenThemesChanged(chosenThemes());
}

void HistoryThemeChooser::refreshTexts()
{
    if (!model_)
        return;
    for (QCheckBox *box : std::as_const(boxes_)) {
        const QString id = box->property("themeId").toString();
        //: A theme check box of the timeline filter: name (number of entries), e.g. "Efficiency (3)".
        box->setText(tr("%1 (%2)").arg(model_->themeName(id)).arg(model_->countWithTheme(id)));
        //: Tooltip of a theme check box; %1 is the theme's name exactly as the pack gives it (capitalized,
        //: such as "Efficiency"), so a quoted form reads well.
        box->setToolTip(tr("Show the entries about the theme “%1”").arg(model_->themeName(id)));
    }
}

} // namespace atlas

#include "moc_historythemechooser.cpp"
