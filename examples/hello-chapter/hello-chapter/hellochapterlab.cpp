#include "hellochapterlab.h"

#include "hellochaptersession.h"

#include "sdk/formulaview.h"
#include "sdk/matrixeditor.h"
#include "sdk/matrixheatmap.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace hello {

namespace {

QStringList keyLabels(int count)
{
    QStringList labels;
    for (int k = 1; k <= count; ++k)
        labels.append(QString::number(k));
    return labels;
}

} // namespace

HelloChapterLab::HelloChapterLab(HelloChapterSession &session, QWidget *parent)
    : QWidget(parent), session_(session), intro_(new QLabel(this)),
      formula_(new atlas::FormulaView(QStringLiteral("w_k = \\frac{\\exp(s_k / \\tau)}{\\sum_j \\exp(s_j / \\tau)}"), this)),
      scores_(new atlas::MatrixEditor(this)), temperatureLabel_(new QLabel(this)), temperature_(new QDoubleSpinBox(this)),
      weights_(new atlas::MatrixHeatmap(this)), summary_(new QLabel(this))
{
    intro_->setWordWrap(true);
    summary_->setWordWrap(true);

    // Rows are queries, columns are keys — here one query.
    atlas::MatrixValues scores(1, session_.keyCount());
    for (int k = 0; k < session_.keyCount(); ++k)
        scores(0, k) = session_.scores()[std::size_t(k)];
    scores_->setRange(-HelloChapterParams::scoreLimit, HelloChapterParams::scoreLimit);
    scores_->setMatrix(scores);
    scores_->model()->setColumnLabels(keyLabels(session_.keyCount()));
    scores_->model()->setRowLabels({QStringLiteral("q")});
    connect(scores_, &atlas::MatrixEditor::matrixChanged, this, [this] {
        const atlas::MatrixValues &edited = scores_->matrix();
        for (int k = 0; k < session_.keyCount(); ++k)
            if (edited(0, k) != session_.scores()[std::size_t(k)])
                session_.setScore(k, edited(0, k));
    });

    temperature_->setRange(HelloChapterParams::minTemperature, HelloChapterParams::maxTemperature);
    temperature_->setSingleStep(0.1);
    temperature_->setDecimals(2);
    temperature_->setValue(session_.temperature());
    temperature_->setKeyboardTracking(false);
    temperatureLabel_->setBuddy(temperature_);
    connect(temperature_, &QDoubleSpinBox::valueChanged, &session_, &HelloChapterSession::setTemperature);

    weights_->model()->setScale(atlas::MatrixModel::Scale::Probability);
    weights_->model()->setDecimals(3);
    weights_->setExportName(QStringLiteral("hello-weights"));

    auto *temperatureRow = new QHBoxLayout;
    temperatureRow->addWidget(temperatureLabel_);
    temperatureRow->addWidget(temperature_);
    temperatureRow->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addWidget(formula_, 0, Qt::AlignLeft);
    layout->addWidget(scores_);
    layout->addLayout(temperatureRow);
    layout->addWidget(weights_);
    layout->addWidget(summary_);
    layout->addStretch();

    connect(&session_, &HelloChapterSession::changed, this, &HelloChapterLab::showSession);
    retranslate();
    showSession();
}

void HelloChapterLab::showSession()
{
    atlas::MatrixValues weights(1, session_.keyCount());
    for (int k = 0; k < session_.keyCount(); ++k)
        weights(0, k) = session_.weights()[std::size_t(k)];
    weights_->model()->setMatrix(weights);
    weights_->model()->setColumnLabels(keyLabels(session_.keyCount()));
    weights_->model()->setRowLabels({QStringLiteral("q")});
    {
        const QSignalBlocker blocker(temperature_);
        temperature_->setValue(session_.temperature());
    }
    const int strongest = session_.strongestKey();
    const QLocale locale;
    summary_->setText(tr("The query attends most to key %1, with weight %2; the weights sum to 1.")
                          .arg(strongest + 1)
                          .arg(locale.toString(session_.weights()[std::size_t(strongest)], 'f', 3)));
}

void HelloChapterLab::retranslate()
{
    intro_->setText(tr("Edit the query's scores or the temperature: the engine recomputes the attention weights."));
    scores_->setTitle(tr("Scores s (the query against each key)"));
    //: τ is the temperature that divides every score before the softmax.
    temperatureLabel_->setText(tr("Temperature τ:"));
    weights_->setTitle(tr("Attention weights w"));
    weights_->setAxisCaptions(tr("query"), tr("keys"));
}

void HelloChapterLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showSession();
    }
    QWidget::changeEvent(event);
}

} // namespace hello
