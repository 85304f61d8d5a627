// What the executable decoder reads, editable: the tokens (words of the vocabulary, typed
// with spaces between), the label after the last token, document ids, and the model's sizes
// and seed. A word outside the vocabulary or ids that do not fit are refused with a message,
// and the decoder keeps its last valid input.
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace atlas {

class DecoderSession;
class ErrorMessageLabel;

class DecoderInputBar : public QWidget {
    Q_OBJECT

public:
    explicit DecoderInputBar(DecoderSession &session, QWidget *parent = nullptr);
    ~DecoderInputBar() override;

    QString message() const;
    // Model sizes, applied together (fresh parameters).
    void applyModel();

private:
    void syncFromSession();

    DecoderSession &session_;
    QLineEdit *tokens_;
    QComboBox *nextToken_;
    QLineEdit *documentIds_;
    QSpinBox *modelWidth_;
    QSpinBox *heads_;
    QSpinBox *keyWidth_;
    QSpinBox *valueWidth_;
    QSpinBox *seed_;
    ErrorMessageLabel *message_;
};

} // namespace atlas
