#include "atlas/attentioncost.h"

namespace atlas {

double AttentionCost::denseScoreBytes(Index length, Index heads, Index bytesPerElement)
{
    const double t = static_cast<double>(length);
    return t * t * static_cast<double>(heads) * static_cast<double>(bytesPerElement);
}

double AttentionCost::tiledScoreBytes(Index length, Index heads, Index tileRows, Index tileCols,
                                      Index bytesPerElement)
{
    const double perHead = static_cast<double>(tileRows) * static_cast<double>(tileCols)
        + 2.0 * static_cast<double>(length);
    return perHead * static_cast<double>(heads) * static_cast<double>(bytesPerElement);
}

double AttentionCost::matmulIntensity(Index m, Index k, Index n, Index bytesPerElement)
{
    const double dm = static_cast<double>(m), dk = static_cast<double>(k),
                 dn = static_cast<double>(n);
    return 2.0 * dm * dk * dn / ((dm * dk + dk * dn + dm * dn) * static_cast<double>(bytesPerElement));
}

double AttentionCost::attentionOperations(Index length, Index heads, Index dk, Index dv)
{
    const double t = static_cast<double>(length);
    return 2.0 * t * t * static_cast<double>(heads) * static_cast<double>(dk + dv);
}

} // namespace atlas
