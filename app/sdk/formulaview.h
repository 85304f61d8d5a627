// One typeset formula as a widget, e.g. a lab's stage title "S = \frac{QK^\top}{\sqrt{d_k}}".
//
// It follows the widget's font and palette (the formula is drawn in the window-text colour,
// so dark mode works), sizes itself from the layout, and, when the formula is invalid, shows
// its source and the parser's message instead of nothing. Screen readers hear a linear
// reading of the formula; the TeX source is the accessible description.
#pragma once

#include "sdk/sdkexport.h"

#include <QWidget>

#include <memory>

namespace atlas {

class FormulaRenderer; // the typesetter (sdk/formularenderer.h, not installed)

class ATLAS_SDK_EXPORT FormulaView : public QWidget {
    Q_OBJECT
    Q_PROPERTY(QString formula READ formula WRITE setFormula)

public:
    explicit FormulaView(QWidget *parent = nullptr);
    explicit FormulaView(const QString &formula, QWidget *parent = nullptr);
    ~FormulaView() override;

    void setFormula(const QString &tex);
    QString formula() const;
    // Display style (the default) sets fractions and sums large; inline style keeps them
    // to the height of a line of text.
    void setDisplayStyle(bool display);
    bool isDisplayStyle() const;
    void setAlignment(Qt::Alignment alignment);
    Qt::Alignment alignment() const;

    bool isValid() const;
    QString errorString() const; // translated, with the character it concerns
    const FormulaRenderer *renderer() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void relayout();
    QColor errorColor() const;
    QFont sourceFont() const;

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace atlas
