// The positions lab's state and every number it shows, from the engine:
//
//   - order: one bidirectional (or causal) attention layer over the tokens and over the
//     tokens reordered by π, with no positions, a sinusoidal table added by slot, or rotary
//     rotations (PermutationEquivariance: Δ = Y(ΠX + P) − Π·Y(X + P));
//   - absolute tables: the sinusoidal P (SinusoidalPositions) and a learned P (the position
//     table of a trained decoder file), each with the cosine similarity of its rows;
//   - rotary: the score of q at m and k at n, and at m + s and n + s (RotaryEmbedding), the
//     frequencies, and one pair before and after its rotation;
//   - ALiBi: the bias −m·|i − j| (AlibiBias) added to the scaled scores exactly where the
//     causal mask is, softmax(S + B + M) beside softmax(S + M);
//   - position ids of packed documents, continuing and reset (PositionIds).
// Everything is small (T ≤ 8, tables of at most 64 × 64), so a change recomputes at once on the
// calling thread and emits changed(). Setters refuse values outside the params' limits and then
// change nothing. Qt Core only.
#pragma once

#include "positionsparams.h"

#include <atlas/permutationequivariance.h>
#include <atlas/positionids.h>
#include <atlas/types.h>

#include <QObject>
#include <QPointF>

#include <optional>

namespace atlas {

class PositionsSession final : public QObject {
    Q_OBJECT

public:
    using OrderPositions = PositionsParams::OrderPositions;
    // The width of the token vectors X and of the layer's queries and keys (even, for rotary),
    // and of its values: small enough to read every number.
    static constexpr int modelWidth = 4;
    static constexpr int valueWidth = 3;

    struct Rotary {
        std::vector<double> frequencies;   // ω₀ … ω₃
        double unrotatedScore = 0;         // q·k
        double score = 0;                  // (R(m)q)·(R(n)k)
        double shiftedScore = 0;           // (R(m+s)q)·(R(n+s)k)
        double difference = 0;             // shiftedScore − score
        // The drawn pair of q and k: before rotation, at (m, n), at (m + s, n + s).
        QPointF query, key, queryAt, keyAt, queryShifted, keyShifted;
    };

    struct Alibi {
        Matrix<double> bias;      // B = −m·|i − j|, T × T
        BoolMatrix allowed;       // the causal mask M (true: the key may be read)
        Matrix<double> scores;    // S, scaled, before bias and mask
        Matrix<double> maskOnly;  // softmax(S + M)
        Matrix<double> withBias;  // softmax(S + B + M)
    };

    explicit PositionsSession(const PositionsParams &params, QObject *parent = nullptr);

    const PositionsParams &params() const { return params_; }

    // --- the order experiment
    const QStringList &tokens() const { return tokens_; }
    // 2–8 labels of 1–16 characters without spaces; a new count resets π to the reversal.
    bool setTokens(const QStringList &tokens, QString *problem = nullptr);
    const std::vector<int> &permutation() const { return permutation_; }
    bool setPermutation(const std::vector<int> &order);
    void reversePermutation();
    void rotatePermutation();          // π(i) = i + 1 (mod T): every token moves one slot
    void shufflePermutation();         // a seeded shuffle, never the identity
    OrderPositions orderPositions() const { return orderPositions_; }
    void setOrderPositions(OrderPositions positions);
    bool causal() const { return causal_; }
    void setCausal(bool causal);
    QStringList permutedTokens() const;
    const Matrix<double> &embeddings() const { return x_; }
    const EquivarianceReport &order() const { return order_; }

    // --- absolute positions
    double base() const { return base_; }
    bool setBase(double base);
    int tableLength() const { return tableLength_; }
    bool setTableLength(int length);
    int width() const { return params_.width; }
    const Matrix<double> &sinusoidalTable() const { return sinusoidal_; }
    const Matrix<double> &sinusoidalSimilarity() const { return sinusoidalSimilarity_; }
    bool hasLearnedTable() const { return learned_.size() > 0; }
    const Matrix<double> &learnedTable() const { return learned_; }
    const Matrix<double> &learnedSimilarity() const { return learnedSimilarity_; }
    // The position table of a decoder file (decoderarchive.h); false, with why, when the bytes
    // are not one, and the learned table is left as it was.
    bool loadLearnedTable(const QByteArray &bytes, QString *problem = nullptr);
    // cos(P_p, P_q) for every pair of rows (a zero row gives 0).
    static Matrix<double> cosineSimilarity(const Matrix<double> &table);
    // Entry k: the mean of similarity(p, p + k) over the rows p — how alike two positions k
    // apart are, on average (for a Toeplitz matrix, such as the sinusoidal one, every such
    // entry is the same).
    static std::vector<double> meanByDistance(const Matrix<double> &similarity);

    // --- rotary
    int queryPosition() const { return queryPosition_; }
    int keyPosition() const { return keyPosition_; }
    int shift() const { return shift_; }
    int pair() const { return pair_; }
    bool setQueryPosition(int m);
    bool setKeyPosition(int n);
    bool setShift(int s);
    bool setPair(int pair);
    const Matrix<double> &rotaryQuery() const { return rotaryQ_; }   // 1 × 8
    const Matrix<double> &rotaryKey() const { return rotaryK_; }     // 1 × 8
    const Rotary &rotary() const { return rotary_; }
    // The rotary score of this session's q at m and k at n (the engine's rotation).
    double rotaryScore(std::int64_t m, std::int64_t n) const;

    // --- ALiBi
    double slope() const { return slope_; }
    bool setSlope(double slope);
    const Alibi &alibi() const { return alibi_; }

    // --- position ids
    const QList<int> &documents() const { return documents_; }
    bool setDocuments(const QList<int> &lengths, QString *problem = nullptr);
    DocumentIds documentIds() const;
    PositionIdList continuingIds() const;
    PositionIdList resetIds() const;

    // Everything back to the params (the learned table stays).
    void reset();

Q_SIGNALS:
    void changed();

private:
    // A rotary position (m, n or the shift s) within 0 … maxPosition.
    bool setPosition(int &position, int value);
    void drawWeights();
    void recompute();
    void recomputeOrder();
    void recomputeTables();
    void recomputeRotary();
    void recomputeAlibi();

    PositionsParams params_;
    QStringList tokens_;
    std::vector<int> permutation_;
    OrderPositions orderPositions_;
    bool causal_;
    double base_;
    int tableLength_;
    int queryPosition_, keyPosition_, shift_, pair_;
    double slope_;
    QList<int> documents_;
    std::uint64_t shuffles_ = 0;

    Matrix<double> x_;
    AttentionWeights<double> weights_;
    Matrix<double> rotaryQ_, rotaryK_;
    EquivarianceReport order_;
    Matrix<double> sinusoidal_, sinusoidalSimilarity_, learned_, learnedSimilarity_;
    Rotary rotary_;
    Alibi alibi_;
};

} // namespace atlas
