#include "changesummary.h"

#include <QStringList>

namespace atlas {

QString ChangeSummary::changeName(MechanismState::Change change)
{
    using C = MechanismState::Change;
    switch (change) {
    case C::None: return QString();
    case C::Embeddings: return tr("an edit of X");
    case C::QueryWeights: return tr("an edit of Wq");
    case C::KeyWeights: return tr("an edit of Wk");
    case C::ValueWeights: return tr("an edit of Wv");
    case C::OutputWeights: return tr("an edit of Wo");
    case C::Heads: return tr("a new number of heads");
    case C::Causal: return tr("switching the causal mask");
    case C::AttentionTemperature: return tr("the attention temperature τ");
    case C::SamplingTemperature: return tr("the sampling temperature τₛ");
    case C::NewWeights: return tr("new random weights");
    case C::NewValueWeights: return tr("another Wv");
    case C::Reset: return tr("resetting the example");
    }
    return QString();
}

QString ChangeSummary::line(const MechanismState::ChangeEffect &effect, const QLocale &locale)
{
    if (effect.change == MechanismState::Change::None)
        return tr("Edit any cell of X or of the weights, or change a control: every matrix below is recomputed at once, "
                  "and the cells your change moved are outlined for a moment.");
    const QString name = changeName(effect.change);
    if (!effect.comparable)
        //: %1 names the change, e.g. "a new number of heads".
        return tr("Your last change, %1, changed the shapes: nothing is compared cell by cell.").arg(name);
    const auto amount = [&locale](double change) { return locale.toString(change, 'g', 2); };
    QStringList moved, still;
    for (std::size_t h = 0; h < effect.attentionChangeByHead.size(); ++h) {
        const double change = effect.attentionChangeByHead[h];
        if (change > 0)
            //: One head whose attention weights moved, e.g. "head 2 (by up to 0.12)".
            moved << tr("head %1 (by up to %2)").arg(h + 1).arg(amount(change));
        else
            still << tr("head %1").arg(h + 1);
    }
    const QString separator = tr(", ");
    QString attention;
    if (moved.isEmpty())
        attention = tr("A unchanged in every head, bit for bit");
    else if (still.isEmpty())
        //: %1 lists the heads, e.g. "head 1 (by up to 0.3), head 2 (by up to 0.1)".
        attention = tr("A moved in %1").arg(moved.join(separator));
    else
        //: %1 lists the heads that moved, %2 those that did not.
        attention = tr("A moved in %1, not in %2").arg(moved.join(separator), still.join(separator));
    const QString output = effect.outputIdentical ? tr("MHA(X) unchanged") : tr("MHA(X) by up to %1").arg(amount(effect.maxOutputChange));
    const QString distribution = effect.maxDistributionChange == 0 ? tr("p unchanged")
                                                                   : tr("p by up to %1").arg(amount(effect.maxDistributionChange));
    const bool anyMoved = !moved.isEmpty() || !effect.outputIdentical;
    //: %1 names the change ("an edit of X"); %2 what it did to A, %3 to the layer output, %4 to the next-token distribution.
    QString text = tr("Your last change, %1: %2; %3; %4.").arg(name, attention, output, distribution);
    if (anyMoved)
        text += QLatin1Char(' ') + tr("The cells it changed are outlined in every view.");
    return text;
}

} // namespace atlas
