#include "packedblockstrip.h"

#include "colorscale.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPointer>
#include <QToolTip>

#include <algorithm>

namespace atlas {

namespace {

// ---- accessibility: the strip is a list, each slot a (check box) item ------------------------

class SlotAccessible final : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    SlotAccessible(PackedBlockStrip *strip, int slot) : strip_(strip), slot_(slot) {}

    bool isValid() const override { return strip_ && slot_ < strip_->slotCount(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override
    {
        return strip_ ? strip_->window()->windowHandle() : nullptr;
    }
    QList<std::pair<QAccessibleInterface *, QAccessible::Relation>> relations(QAccessible::Relation) const override
    {
        return {};
    }
    QAccessibleInterface *focusChild() const override { return nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override
    {
        return strip_ ? QAccessible::queryAccessibleInterface(strip_.data()) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return QString();
        if (t == QAccessible::Name)
            return strip_->slotAccessibleText(slot_);
        return QString();
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        if (!isValid())
            return QRect();
        const QRect r = strip_->slotRect(slot_);
        return QRect(strip_->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override
    {
        return strip_ && strip_->isSelectable() ? QAccessible::CheckBox : QAccessible::ListItem;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.focused = strip_->hasFocus() && strip_->currentSlot() == slot_;
        s.checkable = strip_->isSelectable();
        s.checked = strip_->isSelected(slot_);
        s.readOnly = !strip_->isSelectable();
        return s;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this) : nullptr;
    }

    QStringList actionNames() const override
    {
        if (!isValid())
            return {};
        if (strip_->isSelectable())
            return {toggleAction(), setFocusAction()};
        return {setFocusAction()};
    }
    void doAction(const QString &name) override
    {
        if (!isValid())
            return;
        if (name == setFocusAction() || name == toggleAction()) {
            strip_->setFocus(Qt::OtherFocusReason);
            strip_->setCurrentSlot(slot_);
        }
        if (name == toggleAction() && strip_->isSelectable())
            strip_->toggleSlot(slot_);
    }
    QStringList keyBindingsForAction(const QString &name) const override
    {
        return name == toggleAction() ? QStringList{QStringLiteral("Space")} : QStringList();
    }

    int slot() const { return slot_; }
    const PackedBlockStrip *strip() const { return strip_.data(); }

private:
    QPointer<PackedBlockStrip> strip_;
    int slot_;
};

class StripAccessible final : public QAccessibleWidget {
public:
    explicit StripAccessible(PackedBlockStrip *strip) : QAccessibleWidget(strip, QAccessible::List) {}
    ~StripAccessible() override
    {
        for (QAccessible::Id id : std::as_const(children_))
            QAccessible::deleteAccessibleInterface(id);
    }

    PackedBlockStrip *strip() const { return static_cast<PackedBlockStrip *>(widget()); }

    int childCount() const override { return strip()->slotCount(); }
    QAccessibleInterface *child(int index) const override
    {
        if (index < 0 || index >= childCount())
            return nullptr;
        // Slot interfaces live as long as the strip's interface; validity is checked live, so a
        // shorter block simply makes the surplus ones invalid.
        if (const auto it = children_.constFind(index); it != children_.constEnd())
            return QAccessible::accessibleInterface(*it);
        auto *slot = new SlotAccessible(strip(), index);
        children_.insert(index, QAccessible::registerAccessibleInterface(slot));
        return slot;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        const auto *slot = dynamic_cast<const SlotAccessible *>(child);
        return slot && slot->strip() == strip() && slot->slot() < childCount() ? slot->slot() : -1;
    }
    QAccessibleInterface *focusChild() const override
    {
        return strip()->hasFocus() ? child(strip()->currentSlot()) : nullptr;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        return child(strip()->slotAt(strip()->mapFromGlobal(QPoint(x, y))));
    }

private:
    mutable QHash<int, QAccessible::Id> children_;
};

QAccessibleInterface *stripAccessibleFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String(PackedBlockStrip::staticMetaObject.className()) && object
        && object->isWidgetType())
        return new StripAccessible(static_cast<PackedBlockStrip *>(object));
    return nullptr;
}

// ---- drawing helpers -----------------------------------------------------------------------

QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

void drawCheckBadge(QPainter &p, const QPointF &centre, double radius, const QColor &fill,
                    const QColor &mark, const QColor &ring)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(ring, 1.5));
    p.setBrush(fill);
    p.drawEllipse(centre, radius, radius);
    QPainterPath tick;
    tick.moveTo(centre + QPointF(-radius * 0.5, 0));
    tick.lineTo(centre + QPointF(-radius * 0.12, radius * 0.42));
    tick.lineTo(centre + QPointF(radius * 0.55, -radius * 0.45));
    p.setPen(QPen(mark, std::max(1.5, radius * 0.28), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(tick);
    p.restore();
}

// A small horizontal arrow from `from` to `tip`.
void drawArrow(QPainter &p, const QPointF &from, const QPointF &tip, const QColor &color)
{
    const double direction = tip.x() >= from.x() ? 1 : -1;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color, 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawLine(from, tip);
    p.drawLine(tip, tip + QPointF(-4 * direction, -3.5));
    p.drawLine(tip, tip + QPointF(-4 * direction, 3.5));
    p.restore();
}

} // namespace

// ---- the widget ----------------------------------------------------------------------------

PackedBlockStrip::PackedBlockStrip(QWidget *parent) : QWidget(parent)
{
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(stripAccessibleFactory);
        return true;
    }();
    Q_UNUSED(factoryInstalled);

    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    updateAccessibleName();
}

void PackedBlockStrip::setBlock(const PackedBlock &block)
{
    block_ = block;
    bosId_.reset();
    eosId_.reset();
    for (std::size_t i = 0; i < block_.tokens.size(); ++i) {
        if (block_.roles[i] == SlotRole::Bos && !bosId_)
            bosId_ = block_.tokens[i];
        if (block_.roles[i] == SlotRole::Eos && !eosId_)
            eosId_ = block_.tokens[i];
    }
    const int n = slotCount();
    QSet<int> kept;
    for (int s : std::as_const(selected_))
        if (s < n)
            kept.insert(s);
    const bool selectionChanged_ = kept != selected_;
    selected_ = kept;
    missed_.clear();
    extra_.clear();
    if (query_ >= n)
        query_ = -1;
    current_ = n == 0 ? -1 : std::clamp(current_, 0, n - 1);
    invalidateLayout();
    updateAccessibleName();
    if (selectionChanged_)
        Q_EMIT selectionChanged();
}

void PackedBlockStrip::setTokenLabels(const QHash<qint64, QString> &labels)
{
    tokenLabels_ = labels;
    invalidateLayout();
}

void PackedBlockStrip::setShowLabels(bool show)
{
    if (show == showLabels_)
        return;
    showLabels_ = show;
    invalidateLayout();
}

void PackedBlockStrip::setQuerySlot(int slot)
{
    const int q = slot >= 0 && slot < slotCount() ? slot : -1;
    if (q == query_)
        return;
    query_ = q;
    invalidateLayout();
    updateAccessibleName();
}

void PackedBlockStrip::setSelectable(bool selectable)
{
    if (selectable == selectable_)
        return;
    selectable_ = selectable;
    setCursor(selectable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

QList<int> PackedBlockStrip::selectedSlots() const
{
    QList<int> slots(selected_.begin(), selected_.end());
    std::sort(slots.begin(), slots.end());
    return slots;
}

void PackedBlockStrip::setSelectedSlots(const QList<int> &selection)
{
    QSet<int> next;
    for (int s : selection)
        if (s >= 0 && s < slotCount())
            next.insert(s);
    if (next == selected_)
        return;
    selected_ = next;
    update();
    Q_EMIT selectionChanged();
}

void PackedBlockStrip::toggleSlot(int slot)
{
    if (slot < 0 || slot >= slotCount())
        return;
    if (!selected_.remove(slot))
        selected_.insert(slot);
    update();
    notifyAccessibleState(slot);
    Q_EMIT selectionChanged();
}

void PackedBlockStrip::setKeyMarks(const QList<int> &missed, const QList<int> &extra)
{
    const QSet<int> m(missed.begin(), missed.end()), e(extra.begin(), extra.end());
    if (m == missed_ && e == extra_)
        return;
    // The marks add a caption row, so the height changes when they appear or disappear.
    const bool rowChanged = (m.isEmpty() && e.isEmpty()) != (missed_.isEmpty() && extra_.isEmpty());
    missed_ = m;
    extra_ = e;
    if (rowChanged)
        invalidateLayout();
    else
        update();
}

void PackedBlockStrip::setCurrentSlot(int slot)
{
    if (slotCount() == 0)
        return;
    slot = std::clamp(slot, 0, slotCount() - 1);
    if (slot == current_)
        return;
    current_ = slot;
    update();
    notifyAccessibleFocus();
    Q_EMIT currentSlotChanged(slot);
}

// ---- texts ---------------------------------------------------------------------------------

QString PackedBlockStrip::tokenText(qint64 token, SlotRole role) const
{
    switch (role) {
    case SlotRole::Bos:
        //: Marker of the begin-of-sequence token in a packed block; keep it short.
        return tr("⟨BOS⟩");
    case SlotRole::Eos:
        //: Marker of the end-of-sequence token in a packed block; keep it short.
        return tr("⟨EOS⟩");
    case SlotRole::Token:
        break;
    }
    const QString label = tokenLabels_.value(token);
    return label.isEmpty() ? QString::number(token) : label;
}

QString PackedBlockStrip::tokenAccessibleText(qint64 token, SlotRole role) const
{
    switch (role) {
    case SlotRole::Bos:
        //: Spoken for a begin-of-sequence slot; %1 is the token id.
        return tr("BOS, start of a document, token %1").arg(token);
    case SlotRole::Eos:
        //: Spoken for an end-of-sequence slot; %1 is the token id.
        return tr("EOS, end of a document, token %1").arg(token);
    case SlotRole::Token:
        break;
    }
    const QString label = tokenLabels_.value(token);
    if (label.isEmpty())
        return tr("token %1").arg(token);
    //: %1 is a token id, %2 its display label, e.g. token 22 "cat".
    return tr("token %1 “%2”").arg(QString::number(token), label);
}

QString PackedBlockStrip::slotDisplayText(int slot) const
{
    const auto i = static_cast<std::size_t>(slot);
    return tokenText(block_.tokens[i], block_.roles[i]);
}

bool PackedBlockStrip::hasLabel(int slot) const
{
    return block_.labels[static_cast<std::size_t>(slot)].has_value();
}

bool PackedBlockStrip::labelFromNextBlock(int slot) const
{
    return slot == slotCount() - 1 && hasLabel(slot);
}

QString PackedBlockStrip::labelDisplayText(int slot) const
{
    const auto i = static_cast<std::size_t>(slot);
    if (!block_.labels[i])
        //: No label: the end of the stream. A dash.
        return tr("—");
    const qint64 label = *block_.labels[i];
    // Inside the block the label is the next slot's token, so its role is known; the last
    // label comes from the next block, where the BOS/EOS ids seen here name it.
    SlotRole role = SlotRole::Token;
    if (i + 1 < block_.roles.size())
        role = block_.roles[i + 1];
    else if (bosId_ && label == *bosId_)
        role = SlotRole::Bos;
    else if (eosId_ && label == *eosId_)
        role = SlotRole::Eos;
    return tokenText(label, role);
}

QString PackedBlockStrip::labelAccessibleText(int slot) const
{
    const auto i = static_cast<std::size_t>(slot);
    if (!block_.labels[i])
        return tr("no label, end of the stream");
    const QString label = labelDisplayText(slot);
    if (labelFromNextBlock(slot))
        //: %1 is the label token; it lies in the next block, so nothing here can attend to it.
        return block_.lossMask[i] ? tr("label %1 from the next block").arg(label)
                                  : tr("label %1 from the next block, not trained (loss-masked)").arg(label);
    if (!block_.lossMask[i])
        //: %1 is the label token; the loss ignores it because it belongs to another document.
        return tr("label %1, not trained (loss-masked)").arg(label);
    return tr("label %1").arg(label);
}

int PackedBlockStrip::instanceStart(int slot) const
{
    const auto &ids = block_.documentIds;
    while (slot > 0 && ids[static_cast<std::size_t>(slot - 1)] == ids[static_cast<std::size_t>(slot)])
        --slot;
    return slot;
}

bool PackedBlockStrip::instanceContinues(int slot) const
{
    const DocumentId instance = block_.documentIds[static_cast<std::size_t>(slot)];
    return instance >= 0 && static_cast<std::size_t>(instance) < block_.continuesPrevious.size()
        && block_.continuesPrevious[static_cast<std::size_t>(instance)];
}

QString PackedBlockStrip::slotAccessibleText(int slot) const
{
    if (slot < 0 || slot >= slotCount())
        return QString();
    const auto i = static_cast<std::size_t>(slot);
    QStringList parts;
    parts << tr("slot %1").arg(slot) << tokenAccessibleText(block_.tokens[i], block_.roles[i])
          //: %1 counts the documents of the packing from 1.
          << tr("document %1").arg(block_.documentIndex[i] + 1);
    if (instanceContinues(slot) && instanceStart(slot) == slot)
        parts << tr("continues from the previous block");
    if (slot == query_)
        parts << tr("query");
    if (showLabels_)
        parts << labelAccessibleText(slot);
    if (missed_.contains(slot))
        //: After grading: this key should have been selected.
        parts << tr("missed");
    if (extra_.contains(slot))
        //: After grading: this key should not have been selected.
        parts << tr("extra");
    if (selected_.contains(slot))
        //: Part of a slot's spoken description: the key slot is selected (chosen) in the exercise.
        parts << tr("selected");
    //: Separator between the parts of a slot's spoken description.
    return parts.join(tr(", "));
}

QString PackedBlockStrip::instanceCaption(int slot, int availableWidth, const QFontMetrics &fm) const
{
    // The longest caption that fits: "document 2 (continued)" → "document 2" → "doc. 2" → "2".
    const int number = block_.documentIndex[static_cast<std::size_t>(slot)] + 1;
    QStringList candidates;
    if (instanceContinues(slot))
        //: Caption of a document fragment that started in an earlier block.
        candidates << tr("document %1 (continued)").arg(number) << tr("doc. %1 (cont.)").arg(number);
    candidates << tr("document %1").arg(number)
               //: Short form of "document %1" for narrow spaces.
               << tr("doc. %1").arg(number) << QString::number(number);
    for (const QString &c : std::as_const(candidates))
        if (fm.horizontalAdvance(c) <= availableWidth)
            return c;
    return QString();
}

void PackedBlockStrip::updateAccessibleName()
{
    //: Accessible name of the packed-block strip; %n is the number of slots.
    setAccessibleName(tr("Packed block, %n slot(s)", nullptr, slotCount()));
    QStringList instances;
    for (int s = 0; s < slotCount(); ++s) {
        if (instanceStart(s) != s)
            continue;
        int end = s;
        while (end + 1 < slotCount() && instanceStart(end + 1) == s)
            ++end;
        QString text = tr("document %1 in slots %2 to %3")
                           .arg(block_.documentIndex[static_cast<std::size_t>(s)] + 1)
                           .arg(s)
                           .arg(end);
        if (instanceContinues(s))
            text += tr(", continued from the previous block");
        instances << text;
    }
    QString description = instances.join(tr("; "));
    if (query_ >= 0)
        description += tr(". The query is slot %1.").arg(query_);
    setAccessibleDescription(description);
}

void PackedBlockStrip::notifyAccessibleFocus()
{
    if (!QAccessible::isActive() || !hasFocus() || current_ < 0)
        return;
    QAccessibleEvent event(this, QAccessible::Focus);
    event.setChild(current_);
    QAccessible::updateAccessibility(&event);
}

void PackedBlockStrip::notifyAccessibleState(int slot)
{
    if (!QAccessible::isActive())
        return;
    QAccessible::State changed;
    changed.checked = true;
    QAccessibleStateChangeEvent event(this, changed);
    event.setChild(slot);
    QAccessible::updateAccessibility(&event);
}

// ---- geometry ------------------------------------------------------------------------------

QFont PackedBlockStrip::smallFont() const
{
    QFont f = font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(std::max(7.0, f.pointSizeF() * 0.85));
    else
        f.setPixelSize(std::max(9, f.pixelSize() * 85 / 100));
    return f;
}

void PackedBlockStrip::invalidateLayout()
{
    metrics_.reset();
    placement_ = Placement();
    updateGeometry();
    update();
}

const PackedBlockStrip::Metrics &PackedBlockStrip::metrics() const
{
    if (metrics_)
        return *metrics_;
    Metrics m;
    const QFontMetrics fm(font());
    const QFontMetrics small(smallFont());

    m.gutter = 0;
    for (const QString &caption : {tr("slot"), tr("input"), tr("label")})
        m.gutter = std::max(m.gutter, small.horizontalAdvance(caption));
    m.gutter += 10;

    // Slots are as wide as their widest text, within readable bounds (longer labels elide).
    int widest = std::max(fm.horizontalAdvance(QStringLiteral("000")), fm.horizontalAdvance(tokenText(0, SlotRole::Bos)));
    widest = std::max(widest, fm.horizontalAdvance(tokenText(0, SlotRole::Eos)));
    for (int s = 0; s < slotCount(); ++s) {
        widest = std::max(widest, fm.horizontalAdvance(slotDisplayText(s)));
        if (showLabels_)
            widest = std::max(widest, fm.horizontalAdvance(labelDisplayText(s)));
    }
    if (!missed_.isEmpty() || !extra_.isEmpty()) {
        //: After grading: this key should have been selected.
        const QString missed = tr("missed");
        //: After grading: this key should not have been selected.
        const QString extra = tr("extra");
        widest = std::max({widest, small.horizontalAdvance(missed), small.horizontalAdvance(extra)});
    }
    m.boxHeight = fm.height() + 12;
    m.slotWidth = std::clamp(widest + 14, m.boxHeight, fm.averageCharWidth() * 12 + 14);
    m.trailing = showLabels_ ? 16 : 0;
    m.instanceGap = std::max(14, small.height());

    // Rows of one band, from the bracket row down; the query pointer sits above the bracket row
    // of its own band only.
    m.queryHeight = query_ >= 0 ? small.height() + 9 : 0;
    m.queryTop = -m.queryHeight;
    int y = 0;
    m.bracketTop = y;
    y += small.height() + 7;
    m.indexTop = y;
    y += small.height() + 3;
    m.tokenTop = y;
    y += m.boxHeight;
    if (!missed_.isEmpty() || !extra_.isEmpty()) {
        m.markTop = y + 2;
        y += small.height() + 4;
    }
    if (showLabels_) {
        m.labelTop = y + 8;
        y += 8 + m.boxHeight;
    }
    m.bandHeight = y + 4; // room for the focus ring
    m.bandSpacing = small.height();
    metrics_ = m;
    return *metrics_;
}

const PackedBlockStrip::Placement &PackedBlockStrip::placement(int width) const
{
    if (placement_.width == width)
        return placement_;
    const Metrics &m = metrics();
    Placement p;
    p.width = width;
    const int left = m.margin + m.gutter;
    const int right = width - m.margin - m.trailing;
    int band = 0;
    int x = left;
    for (int s = 0; s < slotCount(); ++s) {
        const bool newInstance = s > 0 && instanceStart(s) == s;
        int gap = x == left ? 0 : (newInstance ? m.instanceGap : m.slotGap);
        if (x != left && x + gap + m.slotWidth > right) {
            ++band; // wrap; a slot never goes below the minimum width of one
            x = left;
            gap = 0;
        }
        p.band.append(band);
        p.x.append(x + gap);
        x += gap + m.slotWidth;
    }
    p.bands = slotCount() == 0 ? 1 : band + 1;
    placement_ = p;
    return placement_;
}

int PackedBlockStrip::bandTop(int band) const
{
    const Metrics &m = metrics();
    const bool queryAbove = query_ >= 0 && placement(width()).band[query_] <= band;
    return m.margin + band * (m.bandHeight + m.bandSpacing) + (queryAbove ? m.queryHeight : 0);
}

int PackedBlockStrip::heightForWidth(int width) const
{
    const Metrics &m = metrics();
    const int bands = placement(width).bands;
    return 2 * m.margin + m.queryHeight + bands * m.bandHeight + (bands - 1) * m.bandSpacing;
}

QSize PackedBlockStrip::sizeHint() const
{
    // One row when it fits a readable width; longer blocks wrap.
    const Metrics &m = metrics();
    int oneRow = 2 * m.margin + m.gutter + m.trailing;
    for (int s = 0; s < slotCount(); ++s)
        oneRow += m.slotWidth + (s == 0 ? 0 : (instanceStart(s) == s ? m.instanceGap : m.slotGap));
    const int width = std::min(oneRow, std::max(QFontMetrics(font()).averageCharWidth() * 100, 2 * m.margin + m.gutter + m.slotWidth));
    return QSize(width, heightForWidth(width));
}

QSize PackedBlockStrip::minimumSizeHint() const
{
    // One slot wide; as high as one row, since layouts take the minimum height at any width
    // and ask heightForWidth() for the real one.
    const Metrics &m = metrics();
    const int width = 2 * m.margin + m.gutter + m.trailing + m.slotWidth;
    return QSize(width, heightForWidth(QWIDGETSIZE_MAX));
}

QRect PackedBlockStrip::slotRect(int slot) const
{
    if (slot < 0 || slot >= slotCount())
        return QRect();
    const Metrics &m = metrics();
    const Placement &p = placement(width());
    return QRect(p.x[slot], bandTop(p.band[slot]) + m.tokenTop, m.slotWidth, m.boxHeight);
}

QRect PackedBlockStrip::labelRect(int slot) const
{
    if (slot < 0 || slot >= slotCount() || !showLabels_)
        return QRect();
    const Metrics &m = metrics();
    const Placement &p = placement(width());
    return QRect(p.x[slot], bandTop(p.band[slot]) + m.labelTop, m.slotWidth, m.boxHeight);
}

QRect PackedBlockStrip::columnRect(int slot) const
{
    const Metrics &m = metrics();
    const Placement &p = placement(width());
    const int top = bandTop(p.band[slot]);
    const int bottom = top + (m.labelTop >= 0 ? m.labelTop + m.boxHeight
                              : m.markTop >= 0 ? m.markTop + QFontMetrics(smallFont()).height()
                                               : m.tokenTop + m.boxHeight);
    return QRect(QPoint(p.x[slot], top + m.indexTop), QPoint(p.x[slot] + m.slotWidth - 1, bottom));
}

int PackedBlockStrip::slotAt(const QPoint &position) const
{
    for (int s = 0; s < slotCount(); ++s)
        if (columnRect(s).contains(position))
            return s;
    return -1;
}

// ---- painting ------------------------------------------------------------------------------

void PackedBlockStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const Placement &pl = placement(width());
    for (int band = 0; band < pl.bands; ++band)
        paintBand(p, band);
    for (int s = 0; s < slotCount(); ++s)
        paintSlot(p, s);
}

void PackedBlockStrip::paintBand(QPainter &p, int band) const
{
    const Metrics &m = metrics();
    const Placement &pl = placement(width());
    const int top = bandTop(band);
    const QFont small = smallFont();
    const QFontMetrics sfm(small);
    const QColor text = palette().color(QPalette::WindowText);
    const QColor muted = palette().color(QPalette::PlaceholderText);

    // Row captions in the gutter.
    p.setFont(small);
    p.setPen(muted);
    const QRect gutter(m.margin, 0, m.gutter - 8, 0);
    p.drawText(QRect(gutter.left(), top + m.indexTop, gutter.width(), sfm.height()), Qt::AlignRight | Qt::AlignVCenter, tr("slot"));
    //: Row caption: the input tokens of the packed block.
    p.drawText(QRect(gutter.left(), top + m.tokenTop, gutter.width(), m.boxHeight), Qt::AlignRight | Qt::AlignVCenter, tr("input"));
    if (m.labelTop >= 0)
        //: Row caption: the training labels (the next token of each slot).
        p.drawText(QRect(gutter.left(), top + m.labelTop, gutter.width(), m.boxHeight), Qt::AlignRight | Qt::AlignVCenter, tr("label"));

    // One bracket per run of an instance within this band, captioned with its document.
    for (int s = 0; s < slotCount(); ++s) {
        if (pl.band[s] != band || (s > 0 && pl.band[s - 1] == band && instanceStart(s - 1) == instanceStart(s)))
            continue;
        int end = s;
        while (end + 1 < slotCount() && pl.band[end + 1] == band && instanceStart(end + 1) == instanceStart(s))
            ++end;
        const bool startsHere = instanceStart(s) == s;
        const bool continues = instanceContinues(s) && startsHere;
        const bool endsHere = end + 1 >= slotCount() || instanceStart(end + 1) != instanceStart(s);
        const int x0 = pl.x[s], x1 = pl.x[end] + m.slotWidth;
        const int lineY = top + m.bracketTop + sfm.height() + 3;
        QPen pen(text, 1.2);
        p.setPen(pen);
        p.drawLine(x0, lineY, x1 - 1, lineY);
        if (startsHere && !continues)
            p.drawLine(x0, lineY, x0, lineY + 4);
        if (endsHere)
            p.drawLine(x1 - 1, lineY, x1 - 1, lineY + 4);
        int captionLeft = x0;
        if (continues) {
            // Coming in from the previous block: an arrow into the bracket. A run that merely
            // wraps from the row above just has an open end, so the two never look alike.
            drawArrow(p, QPointF(x0, lineY), QPointF(x0 + 10, lineY), text);
            captionLeft += 14;
        }
        const QString caption = instanceCaption(s, x1 - captionLeft - 2, sfm);
        if (!caption.isEmpty()) {
            p.setPen(text);
            p.drawText(QRect(captionLeft, top + m.bracketTop, x1 - captionLeft, sfm.height()), Qt::AlignHCenter | Qt::AlignBottom, caption);
        }
    }

    // The query pointer above its slot.
    if (query_ >= 0 && pl.band[query_] == band) {
        const int cx = pl.x[query_] + m.slotWidth / 2;
        QFont bold = small;
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(text);
        const QString caption = tr("query");
        const int w = QFontMetrics(bold).horizontalAdvance(caption) + 4;
        p.drawText(QRect(cx - w / 2, top + m.queryTop, w, sfm.height()), Qt::AlignCenter, caption);
        QPainterPath triangle;
        const double ty = top + m.queryTop + sfm.height() + 1;
        triangle.moveTo(cx - 5, ty);
        triangle.lineTo(cx + 5, ty);
        triangle.lineTo(cx, ty + 6);
        triangle.closeSubpath();
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.fillPath(triangle, text);
        p.restore();
    }
}

void PackedBlockStrip::paintSlot(QPainter &p, int s) const
{
    const Metrics &m = metrics();
    const Placement &pl = placement(width());
    const auto i = static_cast<std::size_t>(s);
    const int top = bandTop(pl.band[s]);
    const QFontMetrics fm(font());
    const QFont small = smallFont();
    const QFontMetrics sfm(small);
    const QColor text = palette().color(QPalette::WindowText);
    const QColor muted = palette().color(QPalette::PlaceholderText);
    const QColor base = palette().color(QPalette::Base);
    const QColor highlight = palette().color(QPalette::Highlight);

    // Slot index; the query's in bold.
    QFont indexFont = small;
    indexFont.setBold(s == query_);
    p.setFont(indexFont);
    p.setPen(s == query_ ? text : muted);
    p.drawText(QRect(pl.x[s], top + m.indexTop, m.slotWidth, sfm.height()), Qt::AlignCenter, QString::number(s));

    // The input token.
    const QRect box = slotRect(s);
    const QColor fill = ColorScale::category(block_.documentIndex[i]);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const bool selected = selected_.contains(s);
    QPen border(fill.darker(170), 1);
    if (selected)
        border = QPen(text, 3);
    else if (missed_.contains(s))
        border = QPen(text, 2, Qt::DashLine);
    p.setPen(border);
    p.setBrush(fill);
    const QRectF r = QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5);
    if (instanceContinues(s) && instanceStart(s) == s) {
        // A torn left edge: this fragment began in the previous block.
        QPainterPath torn;
        torn.moveTo(r.topLeft());
        torn.lineTo(r.topRight());
        torn.lineTo(r.bottomRight());
        torn.lineTo(r.bottomLeft());
        const int teeth = 4;
        for (int t = 1; t <= 2 * teeth; ++t)
            torn.lineTo(r.left() + (t % 2 ? 4 : 0), r.bottom() - r.height() * t / (2 * teeth));
        torn.closeSubpath();
        p.drawPath(torn);
    } else {
        p.drawRoundedRect(r, 4, 4);
    }
    p.restore();
    p.setFont(font());
    p.setPen(ColorScale::textOn(fill));
    p.drawText(box.adjusted(4, 0, -4, 0), Qt::AlignCenter, fm.elidedText(slotDisplayText(s), Qt::ElideRight, box.width() - 8));
    if (selected)
        drawCheckBadge(p, QPointF(box.right() - 1, box.top() + 1), std::max(6.0, sfm.height() * 0.42), highlight,
                       palette().color(QPalette::HighlightedText), base);

    // Marks after grading.
    if (m.markTop >= 0 && (missed_.contains(s) || extra_.contains(s))) {
        QFont markFont = small;
        markFont.setBold(true);
        p.setFont(markFont);
        p.setPen(text);
        //: After grading: this key should have been selected.
        const QString missed = tr("missed");
        //: After grading: this key should not have been selected.
        const QString extra = tr("extra");
        p.drawText(QRect(pl.x[s] - 2, top + m.markTop, m.slotWidth + 4, sfm.height()), Qt::AlignCenter,
                   missed_.contains(s) ? missed : extra);
    }

    // The shifted label.
    if (m.labelTop >= 0) {
        const QRect lbox = labelRect(s);
        if (!hasLabel(s)) {
            p.setFont(font());
            p.setPen(muted);
            p.drawText(lbox, Qt::AlignCenter, labelDisplayText(s));
        } else {
            const bool trained = block_.lossMask[i];
            const bool outside = labelFromNextBlock(s);
            QColor labelFill = base;
            if (!outside && trained)
                labelFill = blend(ColorScale::category(block_.documentIndex[i + 1]), base, 0.45);
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(outside || !trained ? muted : labelFill.darker(170), outside ? 1.5 : 1,
                          outside ? Qt::DashLine : Qt::SolidLine));
            p.setBrush(labelFill);
            p.drawRoundedRect(QRectF(lbox).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
            p.restore();
            QFont labelFont = font();
            labelFont.setStrikeOut(!trained);
            p.setFont(labelFont);
            p.setPen(trained ? ColorScale::textOn(labelFill) : muted);
            p.drawText(lbox.adjusted(4, 0, -4, 0), Qt::AlignCenter,
                       fm.elidedText(labelDisplayText(s), Qt::ElideRight, lbox.width() - 8));
            if (outside)
                // It arrives from beyond the block's right edge.
                drawArrow(p, QPointF(lbox.right() + m.trailing - 2, lbox.center().y()),
                          QPointF(lbox.right() + 3, lbox.center().y()), text);
        }
    }

    // The focus ring around the whole column.
    if (hasFocus() && s == current_) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(highlight, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(columnRect(s)).adjusted(-3, -2, 3, 3), 5, 5);
        p.restore();
    }
}

// ---- interaction ---------------------------------------------------------------------------

void PackedBlockStrip::mousePressEvent(QMouseEvent *event)
{
    const int s = slotAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || s < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setCurrentSlot(s);
    if (selectable_)
        toggleSlot(s);
    Q_EMIT slotClicked(s);
}

void PackedBlockStrip::keyPressEvent(QKeyEvent *event)
{
    const int n = slotCount();
    if (n == 0 || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    const Placement &pl = placement(width());
    const int current = std::max(current_, 0);
    // The block is always drawn left to right (slot order is stream order), so are the keys.
    switch (event->key()) {
    case Qt::Key_Left:
        setCurrentSlot(current - 1);
        break;
    case Qt::Key_Right:
        setCurrentSlot(current + 1);
        break;
    case Qt::Key_Home:
        setCurrentSlot(0);
        break;
    case Qt::Key_End:
        setCurrentSlot(n - 1);
        break;
    case Qt::Key_Up:
    case Qt::Key_Down: {
        // Between wrapped rows: the slot nearest in x on the row above or below.
        const int target = pl.band[current] + (event->key() == Qt::Key_Up ? -1 : 1);
        if (target < 0 || target >= pl.bands) {
            event->ignore();
            return;
        }
        int best = -1;
        for (int s = 0; s < n; ++s)
            if (pl.band[s] == target && (best < 0 || std::abs(pl.x[s] - pl.x[current]) < std::abs(pl.x[best] - pl.x[current])))
                best = s;
        setCurrentSlot(best);
        break;
    }
    case Qt::Key_Space:
    case Qt::Key_Select:
        if (current_ < 0)
            setCurrentSlot(0);
        if (selectable_)
            toggleSlot(current_);
        Q_EMIT slotClicked(current_);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void PackedBlockStrip::focusInEvent(QFocusEvent *event)
{
    if (current_ < 0 && slotCount() > 0)
        current_ = 0;
    update();
    QWidget::focusInEvent(event);
    notifyAccessibleFocus();
}

void PackedBlockStrip::focusOutEvent(QFocusEvent *event)
{
    update();
    QWidget::focusOutEvent(event);
}

void PackedBlockStrip::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LanguageChange:
    case QEvent::LayoutDirectionChange:
        invalidateLayout();
        if (event->type() == QEvent::LanguageChange)
            updateAccessibleName();
        break;
    case QEvent::PaletteChange:
        update();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

bool PackedBlockStrip::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int s = slotAt(help->pos());
        if (s >= 0)
            QToolTip::showText(help->globalPos(), slotAccessibleText(s), this, columnRect(s));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace atlas

#include "moc_packedblockstrip.cpp"
