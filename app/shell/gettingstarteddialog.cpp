#include "gettingstarteddialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QKeySequence>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace atlas {

namespace {

QString section(const QString &heading, const QStringList &paragraphs)
{
    QString html = QStringLiteral("<h3>") + heading.toHtmlEscaped() + QStringLiteral("</h3>");
    for (const QString &p : paragraphs)
        html += QStringLiteral("<p>") + p.toHtmlEscaped() + QStringLiteral("</p>");
    return html;
}

QString keys(const QKeySequence &sequence)
{
    return sequence.toString(QKeySequence::NativeText);
}

} // namespace

GettingStartedDialog::GettingStartedDialog(QWidget *parent) : QDialog(parent), text_(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("GettingStartedDialog"));
    text_->setObjectName(QStringLiteral("guide"));
    text_->setOpenLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *shortcuts = buttons->addButton(QString(), QDialogButtonBox::HelpRole);
    shortcuts->setObjectName(QStringLiteral("shortcutsButton"));
    connect(shortcuts, &QPushButton::clicked, this, &GettingStartedDialog::shortcutsRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text_);
    layout->addWidget(buttons);
    resize(620, 640);
    retranslateUi();
}

QString GettingStartedDialog::html()
{
    const QString check = keys(QKeySequence(Qt::CTRL | Qt::Key_Return));
    const QString back = keys(QKeySequence(Qt::ALT | Qt::Key_Left));
    const QString next = keys(QKeySequence(Qt::ALT | Qt::Key_Right));
    return section(tr("The chapters"),
                   {tr("The list on the left holds the course's chapters in order; Back and Next (%1, %2) step through them. "
                       "Under each title, \"3/15 solved\" counts the questions you have answered correctly.").arg(back, next),
                    tr("A chapter is text to read, a lab to try things in, and questions to check your understanding. "
                       "Its mark turns into a tick when every question is solved.")})
        + section(tr("The labs"),
                  {tr("Every number in a lab is computed live by the attention engine. Edit a matrix cell, move a slider or "
                      "switch a mask, and every view recomputes at once."),
                   tr("What your edit changed is outlined for a moment, and the line under the lab's controls says what it "
                      "did."),
                   tr("The labs that train a model (gradients, decoding, induction) show it as it learns. \"Slow enough to "
                      "watch\" slows a run down; afterwards the replay slider takes you back to any step of it.")})
        + section(tr("Answering questions"),
                  {tr("Choose or type your answer, then press Check (%1). An answer that is not one yet (nothing chosen, not a "
                      "number) is not counted.").arg(check),
                   tr("After a wrong try you see the feedback on what you chose and a hint. The solution and its explanation "
                      "come after a right answer, after a second try, or when you press \"Show the solution\" — which counts "
                      "the question as not right on the first try."),
                   tr("Your first tries are kept apart from your later ones: the final quiz reports both.")})
        + section(tr("Your progress"),
                  {tr("Your progress is saved as you go: the chapters you visited, your answers, and the model you trained in "
                      "the induction lab. The next time, the course opens at the chapter where you stopped.")})
        + section(tr("Reading comfortably"),
                  {tr("View → Text Size makes the text larger or smaller; View → Language switches the course's language; "
                      "F9 hides the chapter list to give the chapter more room.")});
}

void GettingStartedDialog::retranslateUi()
{
    setWindowTitle(tr("Getting Started"));
    text_->setHtml(html());
    text_->setAccessibleName(tr("Getting started guide"));
    if (auto *shortcuts = findChild<QPushButton *>(QStringLiteral("shortcutsButton")))
        shortcuts->setText(tr("Keyboard Shortcuts…"));
}

void GettingStartedDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace atlas

#include "moc_gettingstarteddialog.cpp"
