// A widget's texts declared once, where the widget is made: bind(apply) runs `apply` now and
// again whenever the owner receives a language change, so a class needs no retranslate list
// and no changeEvent of its own. The texts are tr() calls inside the lambdas: they keep the
// owner's translation context, so lupdate and the .ts files see them where they were.
//
//     texts_.text(intro, [] { return tr("What the panel shows …"); });
//     texts_.bind([this] { showReading(); }); // texts that depend on the state
//
// The bindings run in the order they were made, each time after the language is installed
// (the event reaches the owner's children only after the owner, so a child's own texts come
// later).
#pragma once

#include "sdk/sdkexport.h"

#include <QLabel>
#include <QObject>
#include <QWidget>

#include <functional>
#include <vector>

namespace atlas {

class ATLAS_SDK_EXPORT Retranslator final : public QObject {
    Q_OBJECT

public:
    // Watches `owner` (a child of it: it lives as long as the owner).
    explicit Retranslator(QWidget *owner);

    void bind(std::function<void()> apply);

    template <typename Widget, typename Text>
    void text(Widget *widget, Text text)
    {
        bind([widget, text] { widget->setText(text()); });
    }
    template <typename Text>
    void accessibleName(QWidget *widget, Text text)
    {
        bind([widget, text] { widget->setAccessibleName(text()); });
    }
    template <typename Text>
    void toolTip(QWidget *widget, Text text)
    {
        bind([widget, text] { widget->setToolTip(text()); });
    }

    // A label for `control`, beside it in its parent: its buddy, so that the letter marked with
    // '&' in the text moves the focus to the control.
    template <typename Text>
    QLabel *label(QWidget *control, Text text)
    {
        QLabel *made = buddyLabel(control);
        this->text(made, text);
        return made;
    }

    // A paragraph (ParagraphLabel) in the owner, its text bound: a panel's introduction.
    template <typename Text>
    QLabel *paragraph(Text text)
    {
        QLabel *made = newParagraph();
        this->text(made, text);
        return made;
    }

    // Runs every binding again (after something they read changed).
    void apply();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static QLabel *buddyLabel(QWidget *control);
    QLabel *newParagraph() const;

    std::vector<std::function<void()>> bindings_;
};

} // namespace atlas
