<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AttentionCommand</name>
    <message>
        <source>a value is too large for %1 precision</source>
        <translation>une valeur est trop grande pour la précision %1</translation>
    </message>
    <message>
        <source>the values are too large: the computation overflowed in %1 precision (scale the inputs down or raise the temperature)</source>
        <translation>les valeurs sont trop grandes&#xa0;: le calcul a débordé en précision %1 (réduisez l’échelle des entrées ou augmentez la température)</translation>
    </message>
    <message>
        <source>the gradients overflowed: the values are too large</source>
        <translation>dépassement de capacité dans les gradients&#xa0;: les valeurs sont trop grandes</translation>
    </message>
    <message>
        <source>Read the request from &lt;file&gt;.</source>
        <translation>Lire la requête JSON dans &lt;fichier&gt;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>Computes multi-head self-attention for one JSON request (standard input or --input) and writes every intermediate, and gradients when grad_output is given, as JSON. Optional: rotary positions, ALiBi biases, key/value heads shared by groups of query heads. With &quot;trace&quot;: false only the output and the gradients of x and the weights are computed, by the tiled kernel, for up to 16384 positions.</source>
        <translation>Calcule l’auto-attention multi-têtes pour une requête JSON (entrée standard ou --input) et écrit en JSON tous les résultats intermédiaires, ainsi que les gradients si grad_output est fourni. En option&#xa0;: positions rotatives (RoPE), biais ALiBi, têtes clés/valeurs partagées par des groupes de têtes de requête. Avec &quot;trace&quot;&#xa0;: false, seuls la sortie et les gradients de x et des poids sont calculés, par le noyau tuilé, pour jusqu’à 16384 positions.</translation>
    </message>
    <message>
        <source>a score reaches %1; in float precision scores beyond %2 are known only to %3 or worse, too coarse for the softmax (use &quot;double&quot;)</source>
        <translation>un score atteint %1 ; en précision float, les scores au-delà de %2 ne sont connus qu’à %3 près ou moins, trop grossièrement pour le softmax (utilisez « double »)</translation>
    </message>
</context>
<context>
    <name>AttentionRequest</name>
    <message>
        <source>missing (a required matrix)</source>
        <translation>manquant (une matrice obligatoire)</translation>
    </message>
    <message>
        <source>expected %1 (%2), got %3</source>
        <translation>attendu&#xa0;: %1 (%2), reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>missing (the number of heads, an integer ≥ 1)</source>
        <translation>manquant (le nombre de têtes, un entier ≥ 1)</translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of heads = %2 columns (d_model × heads·dk), got %3</source>
        <translation>attendu&#xa0;: d_model = %1 lignes et un multiple de heads = %2 colonnes (d_model × heads·dk), reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>d_model × heads·dk</source>
        <translation>d_model × heads·dk</translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of heads = %2 columns (d_model × heads·dv), got %3</source>
        <translation>attendu&#xa0;: d_model = %1 lignes et un multiple de heads = %2 colonnes (d_model × heads·dv), reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a non-empty array of heads, each {&quot;q&quot;, &quot;k&quot;, &quot;v&quot;}, got %1</source>
        <translation>attendu&#xa0;: un tableau non vide de têtes, chacune {&quot;q&quot;, &quot;k&quot;, &quot;v&quot;}, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected at most %1 heads, got %2</source>
        <translation>attendu&#xa0;: au plus %1 têtes, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1, the number of entries in inputs, got %2</source>
        <translation>attendu&#xa0;: %1, le nombre d’éléments de inputs, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>T × dk, T as in inputs[0]</source>
        <translation>T × dk, T comme dans inputs[0]</translation>
    </message>
    <message>
        <source>T × dk, as q</source>
        <translation>T × dk, comme q</translation>
    </message>
    <message>
        <source>T × dv</source>
        <translation>T × dv</translation>
    </message>
    <message>
        <source>T = %1 is beyond this tool&apos;s limit of %2 positions</source>
        <translation>T = %1 dépasse la limite de %2 positions de cet outil</translation>
    </message>
    <message>
        <source>heads·T² = %1 score entries is beyond this tool&apos;s limit of %2</source>
        <translation>heads·T² = %1 scores, au-delà de la limite de %2 de cet outil</translation>
    </message>
    <message>
        <source>heads·dv × d_out</source>
        <translation>heads·dv × d_out</translation>
    </message>
    <message>
        <source>expected %1 integers (one per position, T = %1), got %2</source>
        <translation>attendu&#xa0;: %1 entiers (un par position, T = %1), reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got %1</source>
        <translation>attendu&#xa0;: un nombre &gt; 0, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected &quot;double&quot; or &quot;float&quot;, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;double&quot; ou &quot;float&quot;, reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>T × d_out, the shape of the output</source>
        <translation>T × d_out, la forme de la sortie</translation>
    </message>
    <message>
        <source>not allowed together with inputs (give either x and the projections, or per-head inputs)</source>
        <translation>interdit avec inputs (donnez soit x et les projections, soit des entrées par tête)</translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of kv_heads = %2 columns (d_model × kv_heads·dk), got %3</source>
        <translation>attendu&#xa0;: d_model = %1 lignes et un multiple de kv_heads = %2 colonnes (d_model × kv_heads·dk), reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of kv_heads = %2 columns (d_model × kv_heads·dv), got %3</source>
        <translation>attendu&#xa0;: d_model = %1 lignes et un multiple de kv_heads = %2 colonnes (d_model × kv_heads·dv), reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a divisor of heads = %1 (query heads share key/value heads in equal groups), got %2</source>
        <translation>attendu&#xa0;: un diviseur de heads = %1 (les têtes de requête se partagent les têtes clés/valeurs par groupes égaux), reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an even dk (the rotation turns coordinate pairs), got dk = %1</source>
        <translation>attendu&#xa0;: un dk pair (la rotation fait tourner des paires de coordonnées), reçu&#xa0;: dk = %1</translation>
    </message>
    <message>
        <source>expected an even dk in every head (the rotation turns coordinate pairs), got dk = %1 in inputs[%2]</source>
        <translation>attendu&#xa0;: un dk pair dans chaque tête (la rotation fait tourner des paires de coordonnées), reçu&#xa0;: dk = %1 dans inputs[%2]</translation>
    </message>
    <message>
        <source>not allowed together with inputs (each per-head input has its own k and v; shared key/value heads need x and the projections)</source>
        <translation>interdit avec inputs (chaque entrée par tête a ses propres k et v&#x202f;; des têtes clés/valeurs partagées demandent x et les projections)</translation>
    </message>
    <message>
        <source>false needs x and the projections wq, wk, wv (the per-head form inputs is always traced)</source>
        <translation>false exige x et les projections wq, wk, wv (la forme par tête, inputs, donne toujours tous les résultats intermédiaires)</translation>
    </message>
    <message>
        <source>the response would hold %1 numbers, beyond this tool&apos;s limit of %2 (JSON is the wrong medium for more)</source>
        <translation>la réponse contiendrait %1 nombres, au-delà de la limite de cet outil de %2 (au-delà, JSON n’est pas le bon format)</translation>
    </message>
    <message>
        <source>heads·T·T_k = %1 score entries is beyond this tool&apos;s limit of %2</source>
        <translation>heads·T·T_k = %1 scores, au-delà de la limite de %2 de cet outil</translation>
    </message>
    <message>
        <source>true needs a context of T = %1 rows (query i reads context rows ≤ i), got %2: a context of another length has no order relative to the queries</source>
        <translation>true exige un context de T = %1 lignes (la requête i lit les lignes ≤ i du context), reçu&#xa0;: %2 — un context d’une autre longueur n’a pas d’ordre par rapport aux requêtes</translation>
    </message>
    <message>
        <source>not allowed together with context (it describes positions within one sequence)</source>
        <translation>interdit avec context (il décrit des positions au sein d’une même séquence)</translation>
    </message>
    <message>
        <source>not allowed together with inputs (cross-attention needs x and the projections: keys and values are the context times wk and wv)</source>
        <translation>interdit avec inputs (l’attention croisée demande x et les projections&#xa0;: les clés et les valeurs sont le produit de context par wk et par wv)</translation>
    </message>
    <message>
        <source>not available with &quot;trace&quot;: false (cross-attention is answered traced)</source>
        <translation>indisponible avec &quot;trace&quot;: false (l’attention croisée donne toujours tous les résultats intermédiaires)</translation>
    </message>
    <message>
        <source>expected d_model = %1 columns (as x: wk and wv take it), got %2</source>
        <translation>attendu&#xa0;: d_model = %1 colonnes (comme x&#xa0;: wk et wv s’y appliquent), reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>not available with &quot;trace&quot;: false (padding is answered traced)</source>
        <translation>indisponible avec &quot;trace&quot;: false (le remplissage donne toujours tous les résultats intermédiaires)</translation>
    </message>
    <message>
        <source>expected an array of %1 booleans (one per key, true = padding), got %2</source>
        <translation>attendu&#xa0;: un tableau de %1 booléens (un par clé, true = remplissage), reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 booleans (one per key, T_k = %1), got %2</source>
        <translation>attendu&#xa0;: %1 booléens (un par clé, T_k = %1), reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>needs the causal mask (query i reads keys i − W + 1 … i), but causal is false</source>
        <translation>nécessite le masque causal (la requête i lit les clés i − W + 1 … i), mais causal vaut false</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>missing (%1)</source>
        <translation>manquant (%1)</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2 (%3), got &apos;%4&apos;</source>
        <translation>attendu&#xa0;: un entier de %1 à %2 (%3), reçu&#xa0;: «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>missing (one of %1)</source>
        <translation>manquant (une valeur parmi %1)</translation>
    </message>
    <message>
        <source>expected one of %1, got &apos;%2&apos;</source>
        <translation>attendu&#xa0;: une valeur parmi %1, reçu&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Sequence length T (required).</source>
        <translation>Longueur de séquence T (obligatoire).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Number of heads H (required).</source>
        <translation>Nombre de têtes H (obligatoire).</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Query/key width per head (required).</source>
        <translation>Dimension des requêtes et des clés par tête (obligatoire).</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Value width per head (default: dk).</source>
        <translation>Dimension des valeurs par tête (par défaut&#xa0;: dk).</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>masque</translation>
    </message>
    <message>
        <source>forward, or backward: forward and backward together (required).</source>
        <translation>forward, ou backward&#xa0;: passes avant et arrière ensemble (obligatoire).</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>float or double (required).</source>
        <translation>float ou double (obligatoire).</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>précision</translation>
    </message>
    <message>
        <source>Threads (default 1).</source>
        <translation>Threads (par défaut 1).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Timed runs after one untimed run (default 5).</source>
        <translation>Exécutions chronométrées après une exécution non chronométrée (par défaut 5).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>tiled (default) or dense.</source>
        <translation>tiled (par défaut) ou dense.</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>noyau</translation>
    </message>
    <message>
        <source>the sequence length T</source>
        <translation>la longueur de séquence T</translation>
    </message>
    <message>
        <source>the number of heads</source>
        <translation>le nombre de têtes</translation>
    </message>
    <message>
        <source>the query/key width</source>
        <translation>la dimension des requêtes et des clés</translation>
    </message>
    <message>
        <source>the value width</source>
        <translation>la dimension des valeurs</translation>
    </message>
    <message>
        <source>expected docs:N with 1 ≤ N ≤ T = %1 documents, got &apos;%2&apos;</source>
        <translation>attendu&#xa0;: docs:N avec 1 ≤ N ≤ T = %1 documents, reçu&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>threads</translation>
    </message>
    <message>
        <source>timed runs</source>
        <translation>exécutions chronométrées</translation>
    </message>
    <message>
        <source>T·H·max(dk, dv) = %1 numbers per input matrix is beyond this tool&apos;s limit of %2</source>
        <translation>T·H·max(dk, dv) = %1 nombres par matrice d’entrée dépasse la limite de cet outil, %2</translation>
    </message>
    <message>
        <source>the dense kernel would keep H·T² = %1 scores, beyond this tool&apos;s limit of %2 (use --kernel tiled)</source>
        <translation>le noyau dense garderait H·T² = %1 scores, au-delà de la limite de cet outil, %2 (utilisez --kernel tiled)</translation>
    </message>
    <message>
        <source>not enough memory for these sizes</source>
        <translation>mémoire insuffisante pour ces tailles</translation>
    </message>
    <message>
        <source>none, causal, docs:N — N documents of equal length (document ⌊i·N/T⌋), causal within each — or window:W — causal, each query reading its W most recent keys (required).</source>
        <translation>none, causal, docs:N — N documents de même longueur (document ⌊i·N/T⌋), causal dans chacun — ou window:W — causal, chaque requête lisant ses W clés les plus récentes (obligatoire).</translation>
    </message>
    <message>
        <source>missing (none, causal, docs:N or window:W)</source>
        <translation>manquant (none, causal, docs:N ou window:W)</translation>
    </message>
    <message>
        <source>expected window:W with 1 ≤ W ≤ T = %1 keys, got &apos;%2&apos;</source>
        <translation>attendu&#xa0;: window:W avec 1 ≤ W ≤ T = %1 clés, reçu&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>expected none, causal, docs:N (N documents of equal length) or window:W (W most recent keys), got &apos;%1&apos;</source>
        <translation>attendu&#xa0;: none, causal, docs:N (N documents de même longueur) ou window:W (les W clés les plus récentes), reçu&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Measures one attention kernel on this machine and prints one JSON object: times, the useful GFLOP/s (2·(dk + dv) operations per allowed pair and head forward, 3.5 times that for forward and backward), the memory beyond inputs and outputs, the GFLOP/s of Eigen&apos;s and OpenBLAS&apos;s matrix products in the same precision measured in the same run, and the roofline: the useful GFLOP/s over the better of the two. Inputs are seeded N(0, 1).</source>
        <translation>Mesure un noyau d’attention sur cette machine et écrit un objet JSON&#xa0;: les temps, les GFLOP/s utiles (2·(dk + dv) opérations par paire autorisée et par tête pour la passe avant, 3,5 fois plus pour les passes avant et arrière), la mémoire au-delà des entrées et des sorties, les GFLOP/s des produits matriciels d’Eigen et d’OpenBLAS dans la même précision, mesurés pendant la même exécution, et la roofline&#xa0;: les GFLOP/s utiles rapportés au meilleur des deux. Les entrées suivent N(0, 1), à graine fixée.</translation>
    </message>
    <message>
        <source>The tiled kernel&apos;s tile products: eigen (default) or openblas.</source>
        <translation>Les produits des tuiles du noyau tuilé&#xa0;: eigen (par défaut) ou openblas.</translation>
    </message>
    <message>
        <source>products</source>
        <translation>produits</translation>
    </message>
    <message>
        <source>only the tiled kernel has tile products (the dense kernel uses Eigen&apos;s)</source>
        <translation>seul le noyau tuilé a des produits de tuiles (le noyau dense utilise ceux d’Eigen)</translation>
    </message>
</context>
<context>
    <name>BodyChecker</name>
    <message>
        <source>no %1 body (%2): learners see the English one</source>
        <translation>aucune version «&#xa0;%1&#xa0;» du texte (%2)&#xa0;: les apprenants voient la version anglaise</translation>
    </message>
    <message>
        <source>not valid UTF-8 text</source>
        <translation>texte UTF-8 non valide</translation>
    </message>
    <message>
        <source>%1 images and links, more than the limit of %2</source>
        <translation>%1 images et liens, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>link to chapter &apos;%1&apos;, which this pack does not have</source>
        <translation>lien vers le chapitre «&#xa0;%1&#xa0;», absent de ce pack</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is outside the pack: images are never loaded from the network</source>
        <translation>l’image «&#xa0;%1&#xa0;» est hors du pack&#xa0;: les images ne sont jamais chargées depuis le réseau</translation>
    </message>
    <message>
        <source>&apos;$$&apos; opens a display formula that is never closed; it is shown as text (write \$ for a dollar sign)</source>
        <translation>«&#xa0;$$&#xa0;» ouvre une formule centrée qui n’est jamais fermée&#x202f;; elle est affichée comme du texte (écrivez \$ pour un signe dollar)</translation>
    </message>
    <message>
        <source>%1 formulas, more than the limit of %2</source>
        <translation>%1 formules, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>in formula: %1</source>
        <translation>dans une formule&#xa0;: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; outside a link is shown as plain text; write [text](%1) to link to the chapter</source>
        <translation>«&#xa0;%1&#xa0;» hors d’un lien s’affiche comme du texte brut&#x202f;; écrivez [texte](%1) pour renvoyer au chapitre</translation>
    </message>
</context>
<context>
    <name>ChangeSummary</name>
    <message>
        <source>an edit of X</source>
        <translation>une modification de X</translation>
    </message>
    <message>
        <source>an edit of Wq</source>
        <translation>une modification de Wq</translation>
    </message>
    <message>
        <source>an edit of Wk</source>
        <translation>une modification de Wk</translation>
    </message>
    <message>
        <source>an edit of Wv</source>
        <translation>une modification de Wv</translation>
    </message>
    <message>
        <source>an edit of Wo</source>
        <translation>une modification de Wo</translation>
    </message>
    <message>
        <source>a new number of heads</source>
        <translation>un nouveau nombre de têtes</translation>
    </message>
    <message>
        <source>switching the causal mask</source>
        <translation>le basculement du masque causal</translation>
    </message>
    <message>
        <source>the attention temperature τ</source>
        <translation>la température d’attention τ</translation>
    </message>
    <message>
        <source>the sampling temperature τₛ</source>
        <translation>la température d’échantillonnage τₛ</translation>
    </message>
    <message>
        <source>new random weights</source>
        <translation>de nouveaux poids aléatoires</translation>
    </message>
    <message>
        <source>another Wv</source>
        <translation>un autre Wv</translation>
    </message>
    <message>
        <source>resetting the example</source>
        <translation>la réinitialisation de l’exemple</translation>
    </message>
    <message>
        <source>Edit any cell of X or of the weights, or change a control: every matrix below is recomputed at once, and the cells your change moved are outlined for a moment.</source>
        <translation>Modifiez n’importe quelle cellule de X ou des poids, ou changez un réglage&#xa0;: chaque matrice ci-dessous est aussitôt recalculée, et les cellules que votre modification a fait bouger sont encadrées un instant.</translation>
    </message>
    <message>
        <source>Your last change, %1, changed the shapes: nothing is compared cell by cell.</source>
        <extracomment>%1 names the change, e.g. &quot;a new number of heads&quot;.</extracomment>
        <translation>Votre dernière modification, %1, a changé les formes&#xa0;: rien n’est comparé cellule par cellule.</translation>
    </message>
    <message>
        <source>head %1 (by up to %2)</source>
        <extracomment>One head whose attention weights moved, e.g. &quot;head 2 (by up to 0.12)&quot;.</extracomment>
        <translation>la tête %1 (jusqu’à %2)</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>la tête %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>A unchanged in every head, bit for bit</source>
        <translation>A inchangé dans toutes les têtes, au bit près</translation>
    </message>
    <message>
        <source>A moved in %1</source>
        <extracomment>%1 lists the heads, e.g. &quot;head 1 (by up to 0.3), head 2 (by up to 0.1)&quot;.</extracomment>
        <translation>A a bougé dans %1</translation>
    </message>
    <message>
        <source>A moved in %1, not in %2</source>
        <extracomment>%1 lists the heads that moved, %2 those that did not.</extracomment>
        <translation>A a bougé dans %1, pas dans %2</translation>
    </message>
    <message>
        <source>MHA(X) unchanged</source>
        <translation>MHA(X) inchangé</translation>
    </message>
    <message>
        <source>MHA(X) by up to %1</source>
        <translation>MHA(X) a bougé jusqu’à %1</translation>
    </message>
    <message>
        <source>p unchanged</source>
        <translation>p inchangé</translation>
    </message>
    <message>
        <source>p by up to %1</source>
        <translation>p a bougé jusqu’à %1</translation>
    </message>
    <message>
        <source>Your last change, %1: %2; %3; %4.</source>
        <extracomment>%1 names the change (&quot;an edit of X&quot;); %2 what it did to A, %3 to the layer output, %4 to the next-token distribution.</extracomment>
        <translation>Votre dernière modification, %1&#xa0;: %2&#x202f;; %3&#x202f;; %4.</translation>
    </message>
    <message>
        <source>The cells it changed are outlined in every view.</source>
        <translation>Les cellules qu’elle a modifiées sont encadrées dans toutes les vues.</translation>
    </message>
</context>
<context>
    <name>ChapterPdfExporter</name>
    <message>
        <source>%1. %2</source>
        <extracomment>The title of a chapter in a printed handout: %1 its number, %2 its title
----------
A question in a printed handout: %1 its number in the chapter, %2 its prompt.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>the chapter has not been opened</source>
        <translation>le chapitre n’a pas encore été ouvert</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>The footer of every page of a printed handout</extracomment>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Figures from the lab</source>
        <extracomment>The heading above a chapter&apos;s figures in a printed handout</extracomment>
        <translation>Figures du laboratoire</translation>
    </message>
    <message>
        <source>no pack is open</source>
        <translation>aucun pack n’est ouvert</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>Check your understanding</source>
        <extracomment>The heading above a chapter&apos;s questions in a printed handout.</extracomment>
        <translation>Vérifiez votre compréhension</translation>
    </message>
</context>
<context>
    <name>ChoiceChecks</name>
    <message>
        <source>all %1 single-choice questions that keep their written order (&quot;shuffle&quot;: false) have their answer at index %2, so a learner can guess them by position; move some of those answers, or let the questions shuffle</source>
        <extracomment>%1: how many questions; %2: a choice index, counted from 0 as in &quot;answer&quot;.</extracomment>
        <translation>les %1 questions à choix unique qui gardent leur ordre écrit (&quot;shuffle&quot;&#xa0;: false) ont toutes leur réponse à l’indice %2, si bien qu’un apprenant peut les deviner par leur place&#x202f;; déplacez certaines de ces réponses, ou laissez les questions se mélanger</translation>
    </message>
</context>
<context>
    <name>ChoiceQuestionKind</name>
    <message>
        <source>Choose one answer.</source>
        <translation>Choisissez une réponse.</translation>
    </message>
    <message>
        <source>Choose at least one answer.</source>
        <translation>Choisissez au moins une réponse.</translation>
    </message>
    <message>
        <source>Choose exactly one answer.</source>
        <translation>Choisissez exactement une réponse.</translation>
    </message>
    <message>
        <source>Choice %1 does not exist.</source>
        <translation>Le choix %1 n’existe pas.</translation>
    </message>
    <message>
        <source>choice %1</source>
        <extracomment>A choice index the question does not have.</extracomment>
        <translation>le choix %1</translation>
    </message>
    <message>
        <source>nothing chosen</source>
        <extracomment>When nothing was chosen.</extracomment>
        <translation>aucun choix</translation>
    </message>
    <message numerus="yes">
        <source>skipped: %n answer(s); a pack question has 2 to %1 choices</source>
        <translation>
            <numerusform>ignorée&#xa0;: %n réponse&#xa0;; une question d’un pack a de 2 à %1 choix</numerusform>
            <numerusform>ignorée&#xa0;: %n réponses&#xa0;; une question d’un pack a de 2 à %1 choix</numerusform>
        </translation>
    </message>
    <message>
        <source>answer %1</source>
        <translation>la réponse %1</translation>
    </message>
    <message>
        <source>the feedback of answer %1</source>
        <translation>le feedback de la réponse %1</translation>
    </message>
    <message>
        <source>skipped: answer %1 has no text</source>
        <translation>ignorée&#xa0;: la réponse %1 n’a pas de texte</translation>
    </message>
    <message>
        <source>skipped: no answer is fully correct (100%)</source>
        <translation>ignorée&#xa0;: aucune réponse n’est entièrement correcte (100&#xa0;%)</translation>
    </message>
    <message>
        <source>skipped: %1 answers are fully correct; a single-answer question has one</source>
        <translation>ignorée&#xa0;: %1 réponses sont entièrement correctes&#xa0;; une question à réponse unique n’en a qu’une</translation>
    </message>
    <message>
        <source>skipped: no answer has a positive weight</source>
        <translation>ignorée&#xa0;: aucune réponse n’a de poids positif</translation>
    </message>
    <message>
        <source>True</source>
        <extracomment>A choice of a true/false question imported from Moodle.</extracomment>
        <translation>Vrai</translation>
    </message>
    <message>
        <source>False</source>
        <translation>Faux</translation>
    </message>
    <message>
        <source>the feedback for True</source>
        <translation>le feedback de Vrai</translation>
    </message>
    <message>
        <source>the feedback for False</source>
        <translation>le feedback de Faux</translation>
    </message>
    <message>
        <source>skipped: a true/false question needs the answers true and false, one of them at 100%</source>
        <translation>ignorée&#xa0;: une question vrai/faux demande les réponses true et false, l’une d’elles à 100&#xa0;%</translation>
    </message>
    <message>
        <source>the feedback of choice %1</source>
        <translation>le feedback du choix %1</translation>
    </message>
    <message>
        <source>answer %1 takes away %2 of the credit; a pack question&apos;s credit is 0 at least, so it gives 0</source>
        <translation>la réponse %1 retire %2 du crédit ; le crédit d’une question de paquet vaut au moins 0, elle donne donc 0</translation>
    </message>
    <message>
        <source>the correct answers weigh %1, not 100% in all; every answer of positive weight is imported as correct, graded all-or-nothing</source>
        <translation>les bonnes réponses pèsent %1, pas 100 % en tout ; chaque réponse de poids positif est importée comme juste, notée tout ou rien</translation>
    </message>
</context>
<context>
    <name>ChoiceQuestionReader</name>
    <message>
        <source>missing (at least two choices)</source>
        <translation>manquant (au moins deux choix)</translation>
    </message>
    <message>
        <source>expected an array of choices, got %1</source>
        <translation>attendu&#xa0;: un tableau de choix, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected 2 to %1 choices, got %2</source>
        <translation>attendu&#xa0;: de 2 à %1 choix, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a choice: {&quot;text&quot;: …, &quot;feedback&quot;: …} or a text, got %1</source>
        <translation>attendu&#xa0;: un choix ({&quot;text&quot;: …, &quot;feedback&quot;: …} ou un texte), reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the same text as an earlier choice</source>
        <translation>même texte qu’un choix précédent</translation>
    </message>
    <message>
        <source>missing (the index of the correct choice, from 0)</source>
        <translation>manquant (l’indice du bon choix, à partir de 0)</translation>
    </message>
    <message>
        <source>missing (the indices of the correct choices, from 0)</source>
        <translation>manquant (les indices des bons choix, à partir de 0)</translation>
    </message>
    <message>
        <source>expected a choice index from 0 to %1, got %2</source>
        <translation>attendu&#xa0;: un indice de choix de 0 à %1, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>choice %1 is listed twice</source>
        <translation>le choix %1 figure deux fois</translation>
    </message>
    <message>
        <source>expected at least one correct choice</source>
        <translation>attendu&#xa0;: au moins un bon choix</translation>
    </message>
    <message>
        <source>expected the credit from 0 to 1 (0.5 is half), got %1</source>
        <translation>attendu : le crédit de 0 à 1 (0.5 est la moitié), reçu %1</translation>
    </message>
    <message>
        <source>expected the credit from -1 to 1 (a wrong choice may take credit away), got %1</source>
        <translation>attendu : le crédit de -1 à 1 (un mauvais choix peut retirer du crédit), reçu %1</translation>
    </message>
    <message>
        <source>the answer gives full credit: its fraction is 1 (or leave it out), got %1</source>
        <translation>la réponse donne tout le crédit : sa fraction vaut 1 (ou omettez-la), reçu %1</translation>
    </message>
    <message>
        <source>only the answer gives full credit: a fraction of 1 here makes it a second answer</source>
        <translation>seule la réponse donne tout le crédit : une fraction de 1 ici en ferait une seconde réponse</translation>
    </message>
    <message>
        <source>a correct choice of a question whose choices have fractions needs a positive fraction</source>
        <translation>un bon choix d’une question dont les choix ont des fractions demande une fraction positive</translation>
    </message>
    <message>
        <source>a choice that is not in &quot;answer&quot; gives no credit: its fraction is 0 or below, got %1</source>
        <translation>un choix absent de &quot;answer&quot; ne donne aucun crédit : sa fraction vaut 0 ou moins, reçu %1</translation>
    </message>
    <message>
        <source>the fractions of the correct choices add up to %1; they must add up to 1</source>
        <translation>les fractions des bons choix font %1 au total ; elles doivent faire 1</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>no such file or folder</source>
        <translation>fichier ou dossier introuvable</translation>
    </message>
    <message>
        <source>more than %1 results files: this one and those after it are not read</source>
        <extracomment>%1: how many files are read</extracomment>
        <translation>plus de %1 fichiers de résultats&#xa0;: celui-ci et les suivants ne sont pas lus</translation>
    </message>
    <message>
        <source>results of the pack &apos;%1&apos;, not of &apos;%2&apos; like the first ones</source>
        <extracomment>%1, %2: pack ids</extracomment>
        <translation>résultats du pack «&#xa0;%1&#xa0;», et non de «&#xa0;%2&#xa0;» comme les premiers</translation>
    </message>
    <message>
        <source>learner &apos;%1&apos; again: the later export, %2, is counted</source>
        <extracomment>%1: a learner id; %2: the file whose results are counted</extracomment>
        <translation>apprenant «&#xa0;%1&#xa0;» une nouvelle fois&#xa0;: l’export le plus récent, %2, est compté</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>larger than %1 bytes: not a results file</source>
        <extracomment>%1: a size in bytes</extracomment>
        <translation>plus de %1 octets&#xa0;: ce n’est pas un fichier de résultats</translation>
    </message>
    <message>
        <source>neither .json nor .csv</source>
        <translation>ni .json ni .csv</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2 (a file cut short?)</source>
        <extracomment>%1: what is wrong; %2: a byte offset</extracomment>
        <translation>pas du JSON&#xa0;: %1 à l’octet %2 (un fichier tronqué&#x202f;?)</translation>
    </message>
    <message>
        <source>not quiz results: expected &quot;format&quot;: 1 and &quot;questions&quot;, as the quiz&apos;s Export results writes them</source>
        <translation>pas des résultats de quiz&#xa0;: attendu &quot;format&quot;: 1 et &quot;questions&quot;, tels que les écrit «&#xa0;Exporter les résultats&#xa0;» du quiz</translation>
    </message>
    <message>
        <source>question %1 has no id</source>
        <translation>la question %1 n’a pas d’identifiant</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; is there twice</source>
        <translation>la question «&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: a credit of %2, not between 0 and 1</source>
        <translation>question «&#xa0;%1&#xa0;»&#xa0;: un crédit de %2, qui n’est pas entre 0 et 1</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: the credit is not a number</source>
        <translation>question «&#xa0;%1&#xa0;»&#xa0;: le crédit n’est pas un nombre</translation>
    </message>
    <message>
        <source>not CSV: a quoted field does not end (a file cut short?)</source>
        <translation>pas du CSV&#xa0;: un champ entre guillemets ne se termine pas (un fichier tronqué&#x202f;?)</translation>
    </message>
    <message>
        <source>not quiz results: expected the columns &quot;question id&quot; and &quot;credit&quot;, as the quiz&apos;s Export results writes them</source>
        <translation>pas des résultats de quiz&#xa0;: attendu les colonnes &quot;question id&quot; et &quot;credit&quot;, telles que les écrit «&#xa0;Exporter les résultats&#xa0;» du quiz</translation>
    </message>
    <message>
        <source>line %1 has %2 fields, the header %3 (a file cut short?)</source>
        <extracomment>%1: a line number; %2, %3: numbers of fields</extracomment>
        <translation>la ligne %1 a %2 champs, l’en-tête %3 (un fichier tronqué&#x202f;?)</translation>
    </message>
    <message>
        <source>line %1 has no question id</source>
        <translation>la ligne %1 n’a pas d’identifiant de question</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: a credit of &apos;%2&apos;, not a number between 0 and 1</source>
        <translation>question «&#xa0;%1&#xa0;»&#xa0;: un crédit de «&#xa0;%2&#xa0;», qui n’est pas un nombre entre 0 et 1</translation>
    </message>
</context>
<context>
    <name>ClozeQuestionKind</name>
    <message>
        <source>skipped: %1 embedded answers in the text; a pack cloze question has 1 to %2</source>
        <translation>ignorée : %1 réponses intégrées dans le texte ; une question cloze d’un pack en a de 1 à %2</translation>
    </message>
    <message>
        <source>gap %1&apos;s weight %2 is taken as %3: a pack gap weighs 1 to %4</source>
        <translation>le poids %2 du trou %1 est pris comme %3 : un trou d’un pack pèse de 1 à %4</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; skipped: GIFT has no embedded answers (a cloze question); export it to Moodle XML</source>
        <translation>question « %1 » ignorée : GIFT n’a pas de réponses intégrées (une question cloze) ; exportez-la en Moodle XML</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: gap %2&apos;s unit is left out: Moodle&apos;s embedded answers have no units</source>
        <translation>question « %1 » : l’unité du trou %2 est omise : les réponses intégrées de Moodle n’ont pas d’unités</translation>
    </message>
    <message>
        <source>skipped: gap %1 has more than %2 answers</source>
        <translation>ignorée : le trou %1 a plus de %2 réponses</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>unexpected argument: %1</source>
        <translation>argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (line %2, column %3)</source>
        <extracomment>%1: what is wrong; %2, %3: line and column in the request</extracomment>
        <translation>%1 (ligne %2, colonne %3)</translation>
    </message>
    <message>
        <source>expected a JSON object, got %1</source>
        <translation>attendu : un objet JSON, reçu : %1</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got &apos;%3&apos;</source>
        <translation>attendu&#xa0;: un entier de %1 à %2, reçu&#xa0;: «&#xa0;%3&#xa0;»</translation>
    </message>
</context>
<context>
    <name>DecodingCorpus</name>
    <message>
        <source>&quot;%1&quot; is not a word of the corpus: the decoder knows only the corpus&apos;s words</source>
        <extracomment>%1 a word of the prompt that is not in the corpus.</extracomment>
        <translation>« %1 » n’est pas un mot du corpus : le décodeur ne connaît que les mots du corpus</translation>
    </message>
</context>
<context>
    <name>DecodingParams</name>
    <message>
        <source>expected an array of sentences, got %1</source>
        <translation>tableau de phrases attendu, reçu : %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 sentences, got %2</source>
        <translation>1 à %1 phrases attendues, reçu : %2</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation>au plus %1 caractères attendus, reçu : %2</translation>
    </message>
    <message>
        <source>expected a sentence with at least one word, got an empty one</source>
        <translation>phrase d’au moins un mot attendue, reçu : une phrase vide</translation>
    </message>
    <message>
        <source>expected at most %1 distinct words (the decoder&apos;s vocabulary), got %2</source>
        <translation>au plus %1 mots distincts attendus (le vocabulaire du décodeur), reçu : %2</translation>
    </message>
    <message>
        <source>expected at most %1 words, got %2</source>
        <translation>au plus %1 mots attendus, reçu : %2</translation>
    </message>
    <message>
        <source>expected a sampling temperature from %1 to %2, got %3</source>
        <translation>température d’échantillonnage de %1 à %2 attendue, reçu : %3</translation>
    </message>
</context>
<context>
    <name>EncodersParams</name>
    <message>
        <source>Type %1 to %2 words separated by spaces (%3 now).</source>
        <extracomment>%1 and %2 the fewest and most words, %3 how many were typed.</extracomment>
        <translation>Saisissez de %1 à %2 mots séparés par des espaces (actuellement %3).</translation>
    </message>
    <message>
        <source>Each word may have at most %1 characters; “%2” has more.</source>
        <extracomment>%1 the longest word allowed, %2 the word typed.</extracomment>
        <translation>Chaque mot peut avoir au plus %1 caractères&#x202f;; «&#xa0;%2&#xa0;» en a davantage.</translation>
    </message>
    <message>
        <source>expected an array of %1 to %2 words, got %3</source>
        <translation>attendu&#xa0;: un tableau de %1 à %2 mots, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected %1 to %2 words, got %3</source>
        <translation>attendu&#xa0;: de %1 à %2 mots, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a word of 1 to %1 characters without spaces, got &apos;%2&apos;</source>
        <translation>attendu&#xa0;: un mot de 1 à %1 caractères sans espace, reçu&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>expected an array of at most %1 groups of words that mean the same, e.g. [[&quot;cat&quot;, &quot;chat&quot;]]</source>
        <translation>attendu&#xa0;: un tableau d’au plus %1 groupes de mots de même sens, p. ex. [[&quot;cat&quot;, &quot;chat&quot;]]</translation>
    </message>
    <message>
        <source>expected 1 to %1 sequence lengths, got none</source>
        <translation>attendu&#xa0;: 1 à %1 longueurs de séquences, reçu&#xa0;: aucune</translation>
    </message>
    <message>
        <source>expected a length from 1 to %1, got %2</source>
        <translation>attendu&#xa0;: une longueur de 1 à %1, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a sharpness from %1 to %2, got %3</source>
        <translation>attendu&#xa0;: une netteté de %1 à %2, reçu&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>FigureExporter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot encode the figure as PNG.</source>
        <translation>Impossible d’encoder la figure en PNG.</translation>
    </message>
    <message>
        <source>Exported from Attention Atlas</source>
        <translation>Exporté depuis Attention Atlas</translation>
    </message>
    <message>
        <source>Cannot create the SVG file.</source>
        <translation>Impossible de créer le fichier SVG.</translation>
    </message>
    <message>
        <source>Only matrices can be saved as CSV.</source>
        <translation>Seules les matrices peuvent être enregistrées en CSV.</translation>
    </message>
    <message>
        <source>Unknown file type &apos;%1&apos;: use .png, .svg or .csv.</source>
        <translation>Type de fichier inconnu «&#xa0;%1&#xa0;»&#xa0;: utilisez .png, .svg ou .csv.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>Image vectorielle SVG (*.svg)</translation>
    </message>
    <message>
        <source>CSV numbers (*.csv)</source>
        <translation>Valeurs CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>Export Figure…</source>
        <translation>Exporter la figure…</translation>
    </message>
    <message>
        <source>Copy Numbers</source>
        <translation>Copier les valeurs</translation>
    </message>
</context>
<context>
    <name>FormulaParser</name>
    <message>
        <source>the formula has %1 characters, more than the limit of %2</source>
        <translation>la formule compte %1 caractères, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>empty formula</source>
        <translation>formule vide</translation>
    </message>
    <message>
        <source>the formula is nested deeper than %1 levels</source>
        <translation>la formule a plus de %1 niveaux d’imbrication</translation>
    </message>
    <message>
        <source>unbalanced braces: this &apos;{&apos; is never closed</source>
        <translation>accolades déséquilibrées&#xa0;: cette «&#xa0;{&#xa0;» n’est jamais fermée</translation>
    </message>
    <message>
        <source>the &apos;[&apos; opening the index of \sqrt is never closed with &apos;]&apos;</source>
        <translation>le «&#xa0;[&#xa0;» qui ouvre l’indice de \sqrt n’est jamais fermé par «&#xa0;]&#xa0;»</translation>
    </message>
    <message>
        <source>\left without a matching \right</source>
        <translation>\left sans \right correspondant</translation>
    </message>
    <message>
        <source>\left without a matching \right before the group closes</source>
        <translation>\left sans \right correspondant avant la fin du groupe</translation>
    </message>
    <message>
        <source>unbalanced braces: &apos;}&apos; without a matching &apos;{&apos;</source>
        <translation>accolades déséquilibrées&#xa0;: «&#xa0;}&#xa0;» sans «&#xa0;{&#xa0;» correspondante</translation>
    </message>
    <message>
        <source>\right without a matching \left</source>
        <translation>\right sans \left correspondant</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a special meaning in TeX; write \%1 for the character itself</source>
        <translation>«&#xa0;%1&#xa0;» a un sens particulier en TeX&#x202f;; écrivez \%1 pour le caractère lui-même</translation>
    </message>
    <message>
        <source>the character U+%1 cannot be typeset</source>
        <translation>le caractère U+%1 ne peut pas être composé</translation>
    </message>
    <message>
        <source>a broken UTF-16 surrogate at this character</source>
        <translation>paire de substitution UTF-16 défectueuse à ce caractère</translation>
    </message>
    <message>
        <source>double superscript: group it, e.g. x^{ab} or {x^a}^b</source>
        <translation>double exposant&#xa0;: utilisez des accolades, p. ex. x^{ab} ou {x^a}^b</translation>
    </message>
    <message>
        <source>double subscript: group it, e.g. x_{ij} or {x_i}_j</source>
        <translation>double indice&#xa0;: utilisez des accolades, p. ex. x_{ij} ou {x_i}_j</translation>
    </message>
    <message>
        <source>missing second argument for %1</source>
        <translation>second argument manquant pour %1</translation>
    </message>
    <message>
        <source>missing argument for %1</source>
        <translation>argument manquant pour %1</translation>
    </message>
    <message>
        <source>missing argument for %1 (write %1{…})</source>
        <translation>argument manquant pour %1 (écrivez %1{…})</translation>
    </message>
    <message>
        <source>unknown command &apos;\%1&apos; inside %2{…} (only \{ \} \_ \% \$ \# \&amp; are allowed there)</source>
        <translation>commande inconnue «&#xa0;\%1&#xa0;» dans %2{…} (seules \{ \} \_ \% \$ \# \&amp; y sont permises)</translation>
    </message>
    <message>
        <source>missing delimiter after %1 (one of ( ) [ ] | \| \{ \} \langle \rangle, or . for none)</source>
        <translation>délimiteur manquant après %1 (l’un de ( ) [ ] | \| \{ \} \langle \rangle, ou . pour aucun)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after %2 is not a delimiter (use one of ( ) [ ] | \| \{ \} \langle \rangle, or . for none)</source>
        <translation>«&#xa0;%1&#xa0;» après %2 n’est pas un délimiteur (utilisez l’un de ( ) [ ] | \| \{ \} \langle \rangle, ou . pour aucun)</translation>
    </message>
    <message>
        <source>a lone &apos;\&apos; at the end of the formula</source>
        <translation>un «&#xa0;\&#xa0;» isolé à la fin de la formule</translation>
    </message>
    <message>
        <source>unknown command &apos;\%1&apos;</source>
        <translation>commande inconnue «&#xa0;\%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>GapQuestionKind</name>
    <message>
        <source>missing (the gaps the prompt marks [[1]], [[2]], …: [{…}, …])</source>
        <translation>manquant (les trous que l’énoncé marque [[1]], [[2]], … : [{…}, …])</translation>
    </message>
    <message>
        <source>expected an array of gaps, got %1</source>
        <translation>attendu un tableau de trous, reçu %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 gaps, got %2</source>
        <translation>attendu de 1 à %1 trous, reçu %2</translation>
    </message>
    <message>
        <source>expected a gap {…}, got %1</source>
        <translation>attendu un trou {…}, reçu %1</translation>
    </message>
    <message>
        <source>expected the gap&apos;s kind, one of %1</source>
        <translation>attendu la sorte du trou, parmi %1</translation>
    </message>
    <message>
        <source>expected the gap&apos;s share of the credit, a whole number from 1 to %1</source>
        <translation>attendu la part du crédit du trou, un entier de 1 à %1</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 manque</translation>
    </message>
    <message>
        <source>%1 is there %2 times</source>
        <translation>%1 figure %2 fois</translation>
    </message>
    <message>
        <source>%1 marks no gap</source>
        <translation>%1 ne marque aucun trou</translation>
    </message>
    <message numerus="yes">
        <source>expected each of the %n gap(s) marked once ([[1]] …): %1</source>
        <translation>
            <numerusform>attendu le trou marqué une fois ([[1]] …) : %1</numerusform>
            <numerusform>attendu chacun des %n trous marqué une fois ([[1]] …) : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill every gap.</source>
        <translation>Remplissez chaque trou.</translation>
    </message>
    <message>
        <source>Gap %1: %2</source>
        <extracomment>A gap question&apos;s answer is not complete: &quot;Gap 2: Type a number.&quot;</extracomment>
        <translation>Trou %1 : %2</translation>
    </message>
    <message>
        <source>(empty)</source>
        <extracomment>A gap of a gap question left empty.</extracomment>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>(%1) %2</source>
        <extracomment>One gap&apos;s answer in a list of them: &quot;(1) the weights&quot;.</extracomment>
        <translation>(%1) %2</translation>
    </message>
</context>
<context>
    <name>GapSelectQuestionKind</name>
    <message>
        <source>skipped: %1 gaps in the text; a pack gap-select question has 1 to %2</source>
        <translation>ignorée : %1 trous dans le texte ; une question à trous d’un pack en a de 1 à %2</translation>
    </message>
    <message>
        <source>skipped: the text&apos;s gap [[%1]] names no choice (there are %2)</source>
        <translation>ignorée : le trou [[%1]] du texte ne désigne aucun choix (il y en a %2)</translation>
    </message>
    <message>
        <source>choice %1</source>
        <translation>le choix %1</translation>
    </message>
    <message>
        <source>skipped: gap [[%1]] offers %2 choices; a pack gap offers 2 to %3</source>
        <translation>ignorée : le trou [[%1]] propose %2 choix ; un trou d’un pack en propose de 2 à %3</translation>
    </message>
    <message>
        <source>gap %1, choice %2</source>
        <translation>trou %1, choix %2</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; skipped: GIFT holds a gap-select question only with one gap and no partial credit (its missing word); export it to Moodle XML</source>
        <translation>question « %1 » ignorée : GIFT ne contient une question à trous qu’avec un seul trou et sans crédit partiel (son mot manquant) ; exportez-la en Moodle XML</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: Moodle&apos;s gap-select question has no feedback and no partial credit per choice: they are left out</source>
        <translation>question « %1 » : la question à trous de Moodle n’a ni rétroaction ni crédit partiel par choix : ils sont omis</translation>
    </message>
</context>
<context>
    <name>GiftReader</name>
    <message>
        <source>%1: expected a number, got &apos;%2&apos;</source>
        <extracomment>GIFT import error; %1 names the number&apos;s role (&quot;the answer&quot;, &quot;the tolerance&quot;), %2 what was written.</extracomment>
        <translation>%1&#xa0;: nombre attendu, trouvé « %2 »</translation>
    </message>
    <message>
        <source>a weight is written as a percentage between %-signs, e.g. ~%50% or ~%-100%</source>
        <translation>un poids s’écrit en pourcentage entre signes %, p. ex. ~%50% ou ~%-100%</translation>
    </message>
    <message>
        <source>a weight must be between -100% and 100%, got %1%</source>
        <translation>un poids doit être compris entre -100&#xa0;% et 100&#xa0;%, trouvé %1%</translation>
    </message>
    <message>
        <source>the question&apos;s name opens with &apos;::&apos; but is not closed with &apos;::&apos;</source>
        <translation>le nom de la question s’ouvre par «&#xa0;:: » mais n’est pas fermé par «&#xa0;:: »</translation>
    </message>
    <message>
        <source>&apos;}&apos; without the &apos;{&apos; that opens the answers</source>
        <translation>« } » sans le « { » qui ouvre les réponses</translation>
    </message>
    <message>
        <source>the answers open with &apos;{&apos; but are not closed with &apos;}&apos;</source>
        <translation>les réponses s’ouvrent par « { » mais ne sont pas fermées par « } »</translation>
    </message>
    <message>
        <source>text before the first answer: each answer starts with &apos;=&apos; (correct) or &apos;~&apos;</source>
        <translation>du texte avant la première réponse&#xa0;: chaque réponse commence par « = » (correcte) ou « ~ »</translation>
    </message>
    <message>
        <source>&apos;=&apos; marks the correct answer (100%); a weight goes after &apos;~&apos;, e.g. ~%50%</source>
        <translation>« = » marque la réponse correcte (100&#xa0;%)&#xa0;; un poids se place après « ~ », p. ex. ~%50%</translation>
    </message>
    <message>
        <source>an answer without text</source>
        <translation>une réponse sans texte</translation>
    </message>
    <message>
        <source>a multiple-choice question needs at least two answers</source>
        <translation>une question à choix multiple demande au moins deux réponses</translation>
    </message>
    <message>
        <source>a numerical question needs at least one answer, e.g. {#3.14:0.01}</source>
        <translation>une question numérique demande au moins une réponse, p. ex. {#3.14:0.01}</translation>
    </message>
    <message>
        <source>the range&apos;s lower end</source>
        <translation>la borne inférieure de l’intervalle</translation>
    </message>
    <message>
        <source>the range&apos;s upper end</source>
        <translation>la borne supérieure de l’intervalle</translation>
    </message>
    <message>
        <source>the range %1..%2 ends below where it starts</source>
        <translation>l’intervalle %1..%2 finit plus bas qu’il ne commence</translation>
    </message>
    <message>
        <source>the answer</source>
        <translation>la réponse</translation>
    </message>
    <message>
        <source>the tolerance</source>
        <translation>la tolérance</translation>
    </message>
    <message>
        <source>the tolerance must be 0 or more, got %1</source>
        <translation>la tolérance doit valoir 0 ou plus, trouvé %1</translation>
    </message>
    <message>
        <source>no blank line after $CATEGORY: Moodle would read the next lines as part of the category&apos;s name; they are read here as a question</source>
        <translation>pas de ligne vide après $CATEGORY&#xa0;: Moodle lirait les lignes suivantes comme une partie du nom de la catégorie&#xa0;; elles sont lues ici comme une question</translation>
    </message>
    <message>
        <source>more than %1 answers in one question</source>
        <translation>plus de %1 réponses dans une question</translation>
    </message>
    <message>
        <source>more than %1 questions in one file; export them from Moodle a category at a time</source>
        <translation>plus de %1 questions dans un fichier&#xa0;; exportez-les de Moodle une catégorie à la fois</translation>
    </message>
    <message>
        <source>more than %1 answers in one file; export the questions from Moodle a category at a time</source>
        <translation>plus de %1 réponses dans un fichier&#xa0;; exportez les questions de Moodle une catégorie à la fois</translation>
    </message>
    <message>
        <source>more than %1 errors: the file is read no further</source>
        <translation>plus de %1 erreurs&#xa0;: la lecture du fichier s’arrête là</translation>
    </message>
    <message>
        <source>a NUL character (U+0000): a GIFT file is text; is this a binary file?</source>
        <extracomment>GIFT import error: a U+0000 character (a NUL byte) in the file; Moodle&apos;s database refuses it too.</extracomment>
        <translation>un caractère NUL (U+0000)&#xa0;: un fichier GIFT est du texte&#xa0;; est-ce un fichier binaire&#xa0;?</translation>
    </message>
    <message>
        <source>a short-answer question needs at least one answer, e.g. {=Paris}</source>
        <translation>une question à réponse courte demande au moins une réponse, p. ex. {=Paris}</translation>
    </message>
    <message>
        <source>a matching pair is written &quot;item -&gt; match&quot;</source>
        <translation>une paire d’appariement s’écrit « élément -&gt; correspondance »</translation>
    </message>
    <message>
        <source>a matching question needs at least two pairs</source>
        <translation>une question d’appariement demande au moins deux paires</translation>
    </message>
    <message>
        <source>an ordering question&apos;s answers start with &apos;&gt;&apos; and the number of items to show, e.g. {&gt;4</source>
        <translation>les réponses d’une question à ordonner commencent par &apos;&gt;&apos; et le nombre d’éléments à montrer, p. ex. {&gt;4</translation>
    </message>
</context>
<context>
    <name>GradientsParams</name>
    <message>
        <source>expected %1 to %2 numbers (one per key), got %3</source>
        <translation>attendu&#xa0;: de %1 à %2 nombres (un par clé), reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a number from −%1 to %1, got %2</source>
        <translation>attendu&#xa0;: un nombre de −%1 à %1, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 values, one per score, got %2</source>
        <translation>attendu&#xa0;: %1 valeurs, une par score, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an array of true/false, one per key, got %1</source>
        <translation>attendu&#xa0;: un tableau de true/false, un par clé, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected %1 entries, one per key, got %2</source>
        <translation>attendu&#xa0;: %1 éléments, un par clé, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an array of words, got %1</source>
        <translation>attendu&#xa0;: un tableau de mots, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected 2 to %1 words, got %2</source>
        <translation>attendu&#xa0;: de 2 à %1 mots, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a word of 1 to %1 characters without spaces, got &quot;%2&quot;</source>
        <translation>attendu&#xa0;: un mot de 1 à %1 caractères sans espace, reçu&#xa0;: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already in the vocabulary</source>
        <translation>&quot;%1&quot; figure déjà dans le vocabulaire</translation>
    </message>
    <message>
        <source>expected a word of the vocabulary (%1), got &quot;%2&quot;</source>
        <translation>attendu&#xa0;: un mot du vocabulaire (%1), reçu&#xa0;: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected 1 to %1 words, got %2</source>
        <translation>attendu&#xa0;: de 1 à %1 mots, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected tokens for the new vocabulary (the default sentence uses &quot;%1&quot;)</source>
        <translation>attendu&#xa0;: des jetons pour le nouveau vocabulaire (la phrase par défaut utilise &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>expected %1 document ids, one per token, got %2</source>
        <translation>attendu&#xa0;: %1 identifiants de document, un par jeton, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected document ids from 0 to 999</source>
        <translation>attendu&#xa0;: des identifiants de document de 0 à 999</translation>
    </message>
    <message>
        <source>expected &quot;adam&quot; or &quot;sgd&quot;, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;adam&quot; ou &quot;sgd&quot;, reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a number greater than 0 and at most 10, got %1</source>
        <translation>attendu&#xa0;: un nombre strictement positif et au plus égal à 10, reçu&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HeadsParams</name>
    <message>
        <source>expected at most width = %1 (a head is no wider than the model), got %2</source>
        <translation>attendu au plus width = %1 (une tête n’est pas plus large que le modèle), reçu %2</translation>
    </message>
</context>
<context>
    <name>HistoryCitation</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two authors in short form, e.g. &quot;Jain and Wallace&quot;.
----------
The last two authors of a list, e.g. &quot;Kyunghyun Cho and Yoshua Bengio&quot;.</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 et al.</source>
        <extracomment>Three or more authors in short form, e.g. &quot;Vaswani et al.&quot;.</extracomment>
        <translation>%1 et al.</translation>
    </message>
</context>
<context>
    <name>HistoryParams</name>
    <message>
        <source>&apos;%1&apos; is not an id: expected lower-case letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, at most 64</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant (attendu&#xa0;: lettres minuscules, chiffres, «&#xa0;-&#xa0;», «&#xa0;_&#xa0;» ou «&#xa0;.&#xa0;», 64 au plus)</translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation>attendu&#xa0;: un texte non vide</translation>
    </message>
    <message>
        <source>%1 characters, more than the limit of %2</source>
        <translation>%1 caractères, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>expected an array of themes, got %1</source>
        <translation>attendu&#xa0;: un tableau de thèmes, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 themes, got %2</source>
        <translation>attendu&#xa0;: de 1 à %1 thèmes, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a built-in theme (%2); give a new theme as {&quot;id&quot;, &quot;name&quot;}</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un thème prédéfini (%2)&#x202f;; déclarez un nouveau thème sous la forme {&quot;id&quot;, &quot;name&quot;}</translation>
    </message>
    <message>
        <source>missing (the theme&apos;s id, named by entries)</source>
        <translation>manquant (l’identifiant du thème, cité par les entrées)</translation>
    </message>
    <message>
        <source>missing (the theme&apos;s name shown in the filter)</source>
        <translation>manquant (le nom du thème affiché dans le filtre)</translation>
    </message>
    <message>
        <source>expected a built-in theme id or {&quot;id&quot;, &quot;name&quot;}, got %1</source>
        <translation>attendu&#xa0;: un identifiant de thème prédéfini ou {&quot;id&quot;, &quot;name&quot;}, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>theme &apos;%1&apos; is listed twice</source>
        <translation>le thème «&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>missing (the work&apos;s authors, in order)</source>
        <translation>manquant (les auteurs de la publication, dans l’ordre)</translation>
    </message>
    <message>
        <source>expected an array of 1 to %1 author names</source>
        <translation>attendu&#xa0;: un tableau de 1 à %1 noms d’auteurs</translation>
    </message>
    <message>
        <source>missing (the work&apos;s own title)</source>
        <translation>manquant (le titre exact de la publication)</translation>
    </message>
    <message>
        <source>arXiv:%1 was posted in %2, but the entry&apos;s year is %3 (use the year of the work&apos;s first public version)</source>
        <translation>arXiv:%1 a été déposé en %2, mais l’année de l’entrée est %3 (indiquez l’année de la première version publique de la publication)</translation>
    </message>
    <message>
        <source>a primary source needs a &quot;venue&quot; or an &quot;arxiv&quot; id (or both), so that a reader can find it</source>
        <translation>une source primaire exige un &quot;venue&quot; ou un identifiant &quot;arxiv&quot; (ou les deux), pour que le lecteur puisse la retrouver</translation>
    </message>
    <message>
        <source>missing (%1)</source>
        <translation>manquant (%1)</translation>
    </message>
    <message>
        <source>the entry&apos;s id</source>
        <translation>l’identifiant de l’entrée</translation>
    </message>
    <message>
        <source>the year of the work</source>
        <translation>l’année de la publication</translation>
    </message>
    <message>
        <source>the themes the entry belongs to</source>
        <translation>les thèmes auxquels appartient l’entrée</translation>
    </message>
    <message>
        <source>expected a non-empty array of theme ids</source>
        <translation>attendu&#xa0;: un tableau non vide d’identifiants de thèmes</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos; (themes: %2)</source>
        <translation>thème inconnu «&#xa0;%1&#xa0;» (thèmes&#xa0;: %2)</translation>
    </message>
    <message>
        <source>theme &apos;%1&apos; is named twice</source>
        <translation>le thème «&#xa0;%1&#xa0;» est cité deux fois</translation>
    </message>
    <message>
        <source>the primary source: authors, title, venue or arXiv id</source>
        <translation>la source primaire&#xa0;: auteurs, titre, lieu de publication ou identifiant arXiv</translation>
    </message>
    <message>
        <source>Mechanism</source>
        <extracomment>A theme of the history timeline: how attention computes.</extracomment>
        <translation>Mécanisme</translation>
    </message>
    <message>
        <source>Architecture</source>
        <extracomment>A theme of the history timeline: how models are built from attention.</extracomment>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <extracomment>A theme of the history timeline: the cost of attention in time and memory.</extracomment>
        <translation>Efficacité</translation>
    </message>
    <message>
        <source>Interpretation</source>
        <extracomment>A theme of the history timeline: what attention weights do and do not tell us.</extracomment>
        <translation>Interprétation</translation>
    </message>
    <message>
        <source>write the identifier without the &quot;arXiv:&quot; prefix, e.g. &quot;%1&quot;</source>
        <translation>écrivez l’identifiant sans le préfixe &quot;arXiv:&quot;, p. ex. &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier: expected YYMM.NNNNN (e.g. 1706.03762), or YYMM.NNNN before 2015</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv&#xa0;: attendu AAMM.NNNNN (p. ex. 1706.03762), ou AAMM.NNNN avant 2015</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier: %2 is not a month (the digits after the year are 01 to 12)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv&#xa0;: %2 n’est pas un mois (les chiffres qui suivent l’année vont de 01 à 12)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier of this form: such identifiers began in April 2007 (0704)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv de cette forme&#xa0;: ces identifiants existent depuis avril 2007 (0704)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier: until December 2014 the number has 4 digits (e.g. 1409.0473)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv&#xa0;: jusqu’en décembre 2014, le numéro a 4 chiffres (p. ex. 1409.0473)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier: from January 2015 the number has 5 digits (e.g. 1706.03762)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant arXiv&#xa0;: depuis janvier 2015, le numéro a 5 chiffres (p. ex. 1706.03762)</translation>
    </message>
    <message>
        <source>no timeline entries: the chapter&apos;s timeline is empty</source>
        <translation>aucune entrée&#xa0;: la chronologie du chapitre est vide</translation>
    </message>
    <message>
        <source>expected an array of timeline entries, got %1</source>
        <translation>attendu&#xa0;: un tableau d’entrées de chronologie, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 entries, more than the limit of %2</source>
        <translation>%1 entrées, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>entry id &apos;%1&apos; is used twice</source>
        <translation>l’identifiant d’entrée «&#xa0;%1&#xa0;» est utilisé deux fois</translation>
    </message>
    <message>
        <source>no timeline entry has the id &apos;%1&apos;</source>
        <translation>aucune entrée de la chronologie n’a l’identifiant «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>InductionParams</name>
    <message>
        <source>expected &quot;default&quot;, &quot;larger&quot; or &quot;quick&quot;, got &quot;%1&quot;</source>
        <translation>attendu &quot;default&quot;, &quot;larger&quot; ou &quot;quick&quot;, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a number from %1 (off) to %2, got %3</source>
        <translation>attendu un nombre de %1 (désactivé) à %2, reçu %3</translation>
    </message>
    <message>
        <source>expected a number above 0 and at most %1, got %2</source>
        <translation>attendu un nombre supérieur à 0 et au plus %1, reçu %2</translation>
    </message>
    <message>
        <source>expected &quot;adam&quot; or &quot;sgd&quot;, got &quot;%1&quot;</source>
        <translation>attendu &quot;adam&quot; ou &quot;sgd&quot;, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected repeat (%1) to be at most vocabulary (%2): the tokens of one copy are distinct</source>
        <translation>attendu repeat (%1) au plus égal à vocabulary (%2) : les tokens d’une copie sont distincts</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2 (repeat), got %3: with vocabulary %4 a sequence holds at most %4 distinct tokens</source>
        <translation>attendu un nombre de %1 à %2 (repeat), reçu %3 : avec vocabulary %4, une séquence contient au plus %4 tokens distincts</translation>
    </message>
    <message>
        <source>expected width (%1) to be a multiple of heads (%2): every head gets width / heads dimensions</source>
        <translation>attendu width (%1) multiple de heads (%2) : chaque tête reçoit width / heads dimensions</translation>
    </message>
    <message>
        <source>expected an array of token labels, got %1</source>
        <translation>attendu un tableau d’étiquettes de tokens, reçu %1</translation>
    </message>
    <message>
        <source>expected at most %1 labels, got %2</source>
        <translation>attendu au plus %1 étiquettes, reçu %2</translation>
    </message>
    <message>
        <source>expected distinct labels, got &quot;%1&quot; twice</source>
        <translation>attendu des étiquettes distinctes, &quot;%1&quot; apparaît deux fois</translation>
    </message>
    <message>
        <source>expected at least %1 token labels (one per token of the vocabulary), got %2</source>
        <translation>attendu au moins %1 étiquettes de tokens (une par token du vocabulaire), reçu %2</translation>
    </message>
    <message>
        <source>the engine refuses these settings: %1</source>
        <translation>le moteur refuse ces réglages : %1</translation>
    </message>
</context>
<context>
    <name>InductionVocabulary</name>
    <message>
        <source>expected a label of 1 to 8 characters, got &quot;%1&quot;</source>
        <translation>attendu une étiquette de 1 à 8 caractères, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a label without white space, got &quot;%1&quot;</source>
        <translation>attendu une étiquette sans espace, reçu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the beginning-of-sequence token&apos;s label; choose another</source>
        <translation>« %1 » est l’étiquette du token de début de séquence ; choisissez-en une autre</translation>
    </message>
    <message>
        <source>Type at least one token, e.g. %1.</source>
        <translation>Saisissez au moins un token, par exemple %1.</translation>
    </message>
    <message numerus="yes">
        <source>The model reads at most %n token(s) here; you typed %1.</source>
        <extracomment>%n is the longest sequence the model reads; %1 the number of tokens typed.</extracomment>
        <translation>
            <numerusform>Le modèle lit ici au plus %n token ; vous en avez saisi %1.</numerusform>
            <numerusform>Le modèle lit ici au plus %n tokens ; vous en avez saisi %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; (token %2) is not a token of this model. Its tokens are: %3.</source>
        <extracomment>%1 is what was typed, %2 its position (from 1), %3 the list of known tokens.</extracomment>
        <translation>« %1 » (token %2) n’est pas un token de ce modèle. Ses tokens sont : %3.</translation>
    </message>
</context>
<context>
    <name>ItemAnalysis</name>
    <message>
        <source>too easy (facility above %1)</source>
        <extracomment>A question&apos;s flag in the class results; %1 is 0.9</extracomment>
        <translation>trop facile (indice de facilité supérieur à %1)</translation>
    </message>
    <message>
        <source>too hard (facility below %1)</source>
        <extracomment>A question&apos;s flag in the class results; %1 is 0.2</extracomment>
        <translation>trop difficile (indice de facilité inférieur à %1)</translation>
    </message>
    <message>
        <source>weak discrimination (below %1): it may be misleading</source>
        <extracomment>A question&apos;s flag in the class results; %1 is 0.1</extracomment>
        <translation>discrimination faible (inférieure à %1)&#xa0;: la question peut être trompeuse</translation>
    </message>
    <message>
        <source>too easy</source>
        <extracomment>A question&apos;s flag in the class results table, short</extracomment>
        <translation>trop facile</translation>
    </message>
    <message>
        <source>too hard</source>
        <extracomment>A question&apos;s flag in the class results table, short</extracomment>
        <translation>trop difficile</translation>
    </message>
    <message>
        <source>weak</source>
        <extracomment>A question&apos;s flag in the class results table, short</extracomment>
        <translation>faible</translation>
    </message>
</context>
<context>
    <name>JsonParser</name>
    <message>
        <source>the text holds more values than this reader takes (they would need more than %1 MiB of memory)</source>
        <extracomment>%1: a size in MiB</extracomment>
        <translation>le texte contient plus de valeurs que ce lecteur n’en accepte (elles demanderaient plus de %1 Mio de mémoire)</translation>
    </message>
    <message>
        <source>no JSON value (the text is empty)</source>
        <translation>aucune valeur JSON (le texte est vide)</translation>
    </message>
    <message>
        <source>unexpected %1 after the JSON value (a text holds one value)</source>
        <translation>%1 inattendu après la valeur JSON (un texte contient une seule valeur)</translation>
    </message>
    <message>
        <source>the text ends where a value should be</source>
        <translation>le texte s’arrête là où une valeur devrait se trouver</translation>
    </message>
    <message>
        <source>%1 is not a JSON number (JSON numbers are finite)</source>
        <translation>%1 n’est pas un nombre JSON (les nombres JSON sont finis)</translation>
    </message>
    <message>
        <source>unexpected word &apos;%1&apos; (expected a value: a number, a string, true, false, null, an array or an object)</source>
        <translation>mot inattendu « %1 » (attendu : une valeur – un nombre, une chaîne, true, false, null, un tableau ou un objet)</translation>
    </message>
    <message>
        <source>unexpected %1 (expected a value: a number, a string, true, false, null, an array or an object)</source>
        <translation>%1 inattendu (attendu : une valeur – un nombre, une chaîne, true, false, null, un tableau ou un objet)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>plus de %1 niveaux d’imbrication</translation>
    </message>
    <message>
        <source>the text ends inside an object (expected a key in double quotes)</source>
        <translation>le texte s’arrête dans un objet (attendu : une clé entre guillemets doubles)</translation>
    </message>
    <message>
        <source>a comma before &apos;}&apos; (JSON allows no trailing comma)</source>
        <translation>une virgule avant « } » (JSON n’admet pas de virgule finale)</translation>
    </message>
    <message>
        <source>unexpected %1 (expected a key in double quotes)</source>
        <translation>%1 inattendu (attendu : une clé entre guillemets doubles)</translation>
    </message>
    <message>
        <source>the text ends after a key (expected &apos;:&apos;)</source>
        <translation>le texte s’arrête après une clé (attendu : « : »)</translation>
    </message>
    <message>
        <source>unexpected %1 after a key (expected &apos;:&apos;)</source>
        <translation>%1 inattendu après une clé (attendu : « : »)</translation>
    </message>
    <message>
        <source>the text ends inside an object (expected &apos;,&apos; or &apos;}&apos;)</source>
        <translation>le texte s’arrête dans un objet (attendu : « , » ou « } »)</translation>
    </message>
    <message>
        <source>unexpected %1 after a value in an object (expected &apos;,&apos; or &apos;}&apos;)</source>
        <translation>%1 inattendu après une valeur dans un objet (attendu : « , » ou « } »)</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is given twice (first at line %2, column %3); readers disagree on which one counts</source>
        <extracomment>%1: the key; %2, %3: where the key was given first</extracomment>
        <translation>la clé « %1 » figure deux fois (d’abord ligne %2, colonne %3) ; les lecteurs ne s’accordent pas sur celle qui compte</translation>
    </message>
    <message>
        <source>a comma before &apos;]&apos; (JSON allows no trailing comma)</source>
        <translation>une virgule avant « ] » (JSON n’admet pas de virgule finale)</translation>
    </message>
    <message>
        <source>the text ends inside an array (expected &apos;,&apos; or &apos;]&apos;)</source>
        <translation>le texte s’arrête dans un tableau (attendu : « , » ou « ] »)</translation>
    </message>
    <message>
        <source>unexpected %1 after a value in an array (expected &apos;,&apos; or &apos;]&apos;)</source>
        <translation>%1 inattendu après une valeur dans un tableau (attendu : « , » ou « ] »)</translation>
    </message>
    <message>
        <source>the text ends inside an escape sequence</source>
        <translation>le texte s’arrête dans une séquence d’échappement</translation>
    </message>
    <message>
        <source>unknown escape \%1 in a string (JSON knows \&quot; \\ \/ \b \f \n \r \t \uXXXX)</source>
        <translation>séquence d’échappement inconnue \%1 dans une chaîne (JSON connaît \&quot; \\ \/ \b \f \n \r \t \uXXXX)</translation>
    </message>
    <message>
        <source>\u needs four hexadecimal digits</source>
        <translation>\u demande quatre chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>\u%1 is the second half of a surrogate pair without a first</source>
        <translation>\u%1 est la seconde moitié d’une paire de substitution sans la première</translation>
    </message>
    <message>
        <source>\u%1 is the first half of a surrogate pair without a second</source>
        <translation>\u%1 est la première moitié d’une paire de substitution sans la seconde</translation>
    </message>
    <message>
        <source>the string is not UTF-8 text</source>
        <translation>la chaîne n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>a control character (U+%1) in a string: write it as an escape such as \n or \t</source>
        <translation>un caractère de contrôle (U+%1) dans une chaîne : écrivez-le comme séquence d’échappement, par exemple \n ou \t</translation>
    </message>
    <message>
        <source>a string that is never closed (no matching &apos;&quot;&apos;)</source>
        <translation>une chaîne jamais fermée (pas de « &quot; » correspondant)</translation>
    </message>
    <message>
        <source>%1: a JSON number has no &apos;+&apos; sign</source>
        <translation>%1 : un nombre JSON n’a pas de signe « + »</translation>
    </message>
    <message>
        <source>%1: a JSON number needs a digit before the decimal point (write 0.5, not .5)</source>
        <translation>%1 : un nombre JSON demande un chiffre avant le point décimal (écrivez 0.5, pas .5)</translation>
    </message>
    <message>
        <source>%1: a &apos;-&apos; must be followed by digits</source>
        <translation>%1 : un « - » doit être suivi de chiffres</translation>
    </message>
    <message>
        <source>%1: a JSON number has no leading zeros</source>
        <translation>%1 : un nombre JSON n’a pas de zéros en tête</translation>
    </message>
    <message>
        <source>%1: a JSON number needs a digit after the decimal point (write 1.0 or 1, not 1.)</source>
        <translation>%1 : un nombre JSON demande un chiffre après le point décimal (écrivez 1.0 ou 1, pas 1.)</translation>
    </message>
    <message>
        <source>%1: an exponent needs digits</source>
        <translation>%1 : un exposant demande des chiffres</translation>
    </message>
    <message>
        <source>%1 is not a JSON number</source>
        <translation>%1 n’est pas un nombre JSON</translation>
    </message>
    <message>
        <source>the integer %1 is beyond ±%2, the largest every JSON reader carries exactly; it is refused rather than rounded</source>
        <extracomment>%1: the integer as written; %2: 9007199254740991</extracomment>
        <translation>l’entier %1 dépasse ±%2, le plus grand que tout lecteur JSON transmet exactement ; il est refusé plutôt qu’arrondi</translation>
    </message>
    <message>
        <source>the number %1 is beyond ±1.8e308, the largest a double holds</source>
        <translation>le nombre %1 dépasse ±1,8 × 10³⁰⁸, la plus grande valeur d’un double</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected a matrix (an array of rows, each an array of numbers), got %1</source>
        <translation>attendu&#xa0;: une matrice (un tableau de lignes, chacune un tableau de nombres), reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a matrix with at least one row, got an empty array</source>
        <translation>attendu&#xa0;: une matrice d’au moins une ligne, reçu&#xa0;: un tableau vide</translation>
    </message>
    <message>
        <source>expected at most %1 rows, got %2</source>
        <translation>attendu&#xa0;: au plus %1 lignes, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a row (an array of numbers), got %1</source>
        <translation>attendu&#xa0;: une ligne (un tableau de nombres), reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a row with at least one number, got an empty array</source>
        <translation>attendu&#xa0;: une ligne d’au moins un nombre, reçu&#xa0;: un tableau vide</translation>
    </message>
    <message>
        <source>expected at most %1 columns, got %2</source>
        <translation>attendu&#xa0;: au plus %1 colonnes, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected at most %1 numbers, got %2</source>
        <translation>attendu&#xa0;: au plus %1 nombres, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 numbers like row 0, got %2</source>
        <translation>attendu&#xa0;: %1 nombres, comme la ligne 0, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>attendu&#xa0;: un nombre, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>attendu&#xa0;: un nombre fini</translation>
    </message>
    <message>
        <source>expected an array of numbers, got %1</source>
        <translation>attendu&#xa0;: un tableau de nombres, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>attendu&#xa0;: un entier, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an array of integers, got %1</source>
        <translation>attendu&#xa0;: un tableau d’entiers, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected at most %1 integers, got %2</source>
        <translation>attendu&#xa0;: au plus %1 entiers, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>attendu&#xa0;: un entier de %1 à %2, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>attendu&#xa0;: true ou false, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>attendu&#xa0;: une chaîne, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>attendu&#xa0;: un objet, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown field (expected one of: %1)</source>
        <translation>champ inconnu (champs attendus&#xa0;: %1)</translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation>attendu&#xa0;: un texte non vide</translation>
    </message>
    <message>
        <source>%1 characters, more than the limit of %2</source>
        <translation>%1 caractères, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>expected at least one language</source>
        <translation>attendu&#xa0;: au moins une langue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (expected e.g. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un code de langue (attendu&#xa0;: p. ex. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</translation>
    </message>
    <message>
        <source>expected a string or an object of language → string, got %1</source>
        <translation>attendu&#xa0;: une chaîne ou un objet langue → chaîne, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an integer from −%1 to %1, the integers a JSON number carries exactly; got %2</source>
        <extracomment>%1: 9007199254740991 (2^53 − 1); %2: the number given</extracomment>
        <translation>attendu : un entier de −%1 à %1, les entiers qu’un nombre JSON transmet exactement ; reçu : %2</translation>
    </message>
</context>
<context>
    <name>LearnerId</name>
    <message>
        <source>a learner id cannot be empty</source>
        <translation>un identifiant d’apprenant ne peut pas être vide</translation>
    </message>
    <message>
        <source>a learner id has at most %1 characters</source>
        <translation>un identifiant d’apprenant compte au plus %1 caractères</translation>
    </message>
    <message>
        <source>a learner id cannot hold control characters</source>
        <translation>un identifiant d’apprenant ne peut pas contenir de caractères de contrôle</translation>
    </message>
</context>
<context>
    <name>LessonParams</name>
    <message>
        <source>expected &quot;beside&quot; or &quot;below&quot;, got &quot;%1&quot;</source>
        <translation>« beside » ou « below » attendu, reçu « %1 »</translation>
    </message>
    <message>
        <source>expected an array of figures, got %1</source>
        <translation>un tableau de figures attendu, reçu %1</translation>
    </message>
    <message>
        <source>%1 figures, more than the limit of %2</source>
        <translation>%1 figures, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>missing (the path of an image inside the pack, e.g. &quot;figures/diagram.svg&quot;)</source>
        <translation>manquant (le chemin d’une image dans le pack, par ex. « figures/diagram.svg »)</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is not PNG, JPEG, SVG or GIF</source>
        <translation>l’image « %1 » n’est ni PNG, ni JPEG, ni SVG, ni GIF</translation>
    </message>
</context>
<context>
    <name>ManifestFields</name>
    <message>
        <source>letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, at most 64</source>
        <translation>lettres, chiffres, «&#xa0;-&#xa0;», «&#xa0;_&#xa0;» ou «&#xa0;.&#xa0;», 64 au plus</translation>
    </message>
    <message>
        <source>unknown field, ignored (known fields: %1)</source>
        <translation>champ inconnu, ignoré (champs connus&#xa0;: %1)</translation>
    </message>
    <message>
        <source>missing (a required text: a string, or an object of language → string)</source>
        <translation>manquant (un texte obligatoire&#xa0;: une chaîne, ou un objet langue → chaîne)</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>attendu&#xa0;: une chaîne, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation>attendu&#xa0;: un texte non vide</translation>
    </message>
    <message>
        <source>%1 characters, more than the limit of %2</source>
        <translation>%1 caractères, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>expected at least one language</source>
        <translation>attendu&#xa0;: au moins une langue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (expected e.g. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un code de langue (attendu&#xa0;: p. ex. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</translation>
    </message>
    <message>
        <source>no English (&quot;en&quot;) text: learners in other languages see %1</source>
        <translation>pas de texte anglais (&quot;en&quot;)&#xa0;: les apprenants des autres langues voient la version «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected a string or an object of language → string, got %1</source>
        <translation>attendu&#xa0;: une chaîne ou un objet langue → chaîne, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>missing (%1)</source>
        <translation>manquant (%1)</translation>
    </message>
    <message>
        <source>expected a string (%1), got %2</source>
        <translation>attendu&#xa0;: une chaîne (%1), reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not valid: expected %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas valide (attendu&#xa0;: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) lack the declared language &apos;%1&apos; (English is shown instead); this is the first</source>
        <translation>
            <numerusform>%n texte n’existe pas dans la langue déclarée «&#xa0;%1&#xa0;» (l’anglais est affiché à la place)&#x202f;; le voici</numerusform>
            <numerusform>%n textes n’existent pas dans la langue déclarée «&#xa0;%1&#xa0;» (l’anglais est affiché à la place)&#x202f;; voici le premier</numerusform>
        </translation>
    </message>
    <message>
        <source>lacks the declared language &apos;%1&apos; too (%2 of %3)</source>
        <extracomment>%1: a language code; %2: this text&apos;s number; %3: how many lack it</extracomment>
        <translation>n’existe pas non plus dans la langue déclarée «&#xa0;%1&#xa0;» (%2 sur %3)</translation>
    </message>
    <message>
        <source>a text in &apos;%1&apos;, which the pack does not declare (&quot;languages&quot;: %2): declare it, so that every text and body is checked for it, or remove it</source>
        <translation>un texte en «&#xa0;%1&#xa0;», langue que le pack ne déclare pas («&#xa0;languages&#xa0;»&#xa0;: %2)&#xa0;: déclarez-la, pour que chaque texte et chaque corps soient vérifiés pour elle, ou supprimez-le</translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) in &apos;%1&apos;, which the pack does not declare (&quot;languages&quot;: %2): declare it, so that every text and body is checked for it, or remove these; this is the first</source>
        <translation>
            <numerusform>%n texte en «&#xa0;%1&#xa0;», langue que le pack ne déclare pas («&#xa0;languages&#xa0;»&#xa0;: %2)&#xa0;: déclarez-la, pour que chaque texte et chaque corps soient vérifiés pour elle, ou supprimez-le&#x202f;; le voici</numerusform>
            <numerusform>%n textes en «&#xa0;%1&#xa0;», langue que le pack ne déclare pas («&#xa0;languages&#xa0;»&#xa0;: %2)&#xa0;: déclarez-la, pour que chaque texte et chaque corps soient vérifiés pour elle, ou supprimez-les&#x202f;; voici le premier</numerusform>
        </translation>
    </message>
    <message>
        <source>in the undeclared language &apos;%1&apos; too (%2 of %3)</source>
        <extracomment>%1: a language code; %2: this text&apos;s number; %3: how many are in it</extracomment>
        <translation>également dans la langue non déclarée «&#xa0;%1&#xa0;» (%2 sur %3)</translation>
    </message>
    <message>
        <source>a control character (%1) at character %2: a text holds no invisible control characters (tab and line breaks are allowed)</source>
        <extracomment>Pack validation: %1 is e.g. &quot;U+0000&quot;, %2 the character&apos;s position in the text (from 1).</extracomment>
        <translation>un caractère de contrôle (%1) au caractère %2&#xa0;: un texte ne contient pas de caractères de contrôle invisibles (tabulation et sauts de ligne permis)</translation>
    </message>
</context>
<context>
    <name>ManifestReader</name>
    <message>
        <source>expected an array of language codes, got %1</source>
        <translation>attendu&#xa0;: un tableau de codes de langue, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a language code such as &quot;en&quot; or &quot;de&quot;</source>
        <translation>attendu&#xa0;: un code de langue comme &quot;en&quot; ou &quot;de&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>«&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>a reverse-DNS identifier such as &quot;org.example.course&quot;</source>
        <translation>un identifiant en notation DNS inversée comme &quot;org.example.course&quot;</translation>
    </message>
    <message>
        <source>a version such as &quot;1.0.0&quot;</source>
        <translation>une version comme &quot;1.0.0&quot;</translation>
    </message>
    <message>
        <source>expected an array of names, got %1</source>
        <translation>attendu&#xa0;: un tableau de noms, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a name (a non-empty string)</source>
        <translation>attendu&#xa0;: un nom (une chaîne non vide)</translation>
    </message>
    <message>
        <source>missing (the list of chapters)</source>
        <translation>manquant (la liste des chapitres)</translation>
    </message>
    <message>
        <source>expected an array of chapters, got %1</source>
        <translation>attendu&#xa0;: un tableau de chapitres, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected at least one chapter</source>
        <translation>attendu&#xa0;: au moins un chapitre</translation>
    </message>
    <message>
        <source>%1 chapters, more than the limit of %2</source>
        <translation>%1 chapitres, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>expected a chapter object, got %1</source>
        <translation>attendu&#xa0;: un objet chapitre, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>chapter id &apos;%1&apos; is used twice</source>
        <translation>l’identifiant de chapitre «&#xa0;%1&#xa0;» est utilisé deux fois</translation>
    </message>
    <message>
        <source>a chapter kind such as &quot;mechanism&quot;</source>
        <translation>un type de chapitre comme &quot;mechanism&quot;</translation>
    </message>
    <message>
        <source>no body: the chapter shows only its interactive part</source>
        <translation>pas de texte (body)&#xa0;: le chapitre n’affiche que sa partie interactive</translation>
    </message>
    <message>
        <source>expected the path of a Markdown file, got %1</source>
        <translation>attendu&#xa0;: le chemin d’un fichier Markdown, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>attendu&#xa0;: un objet, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an array of questions, got %1</source>
        <translation>attendu&#xa0;: un tableau de questions, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 questions, more than the limit of %2 per chapter</source>
        <translation>%1 questions, au-delà de la limite de %2 par chapitre</translation>
    </message>
    <message>
        <source>more than the limit of %1 questions in a pack</source>
        <translation>au-delà de la limite de %1 questions par pack</translation>
    </message>
    <message>
        <source>expected a question object, got %1</source>
        <translation>attendu&#xa0;: un objet question, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>a quiz chapter has no questions of its own: the quiz draws them from the other chapters (or its params&apos; &quot;questions&quot;); write these in the chapter they belong to</source>
        <translation>un chapitre de quiz n’a pas de questions à lui&#xa0;: le quiz les prend dans les autres chapitres (ou dans «&#xa0;questions&#xa0;» de ses params)&#x202f;; écrivez celles-ci dans le chapitre auquel elles appartiennent</translation>
    </message>
</context>
<context>
    <name>MaskQuestionKind</name>
    <message>
        <source>This question&apos;s block cannot be built.</source>
        <translation>Le bloc de cette question ne peut pas être construit.</translation>
    </message>
    <message>
        <source>Select at least one key.</source>
        <translation>Sélectionnez au moins une clé.</translation>
    </message>
    <message>
        <source>Slot %1 is not in the block.</source>
        <translation>La position %1 n’est pas dans le bloc.</translation>
    </message>
    <message>
        <source>no key selected</source>
        <translation>aucune clé sélectionnée</translation>
    </message>
    <message numerus="yes">
        <source>key(s) %1</source>
        <extracomment>The key slots of a mask answer, e.g. &quot;keys 5, 6, 7&quot; (or &quot;key 5&quot;); %n is how many there are.</extracomment>
        <translation>
            <numerusform>clé %1</numerusform>
            <numerusform>clés %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(Each answer is one slot of the packed block: its position, its token and the document it belongs to. Select every slot that is a correct key.)</source>
        <extracomment>Appended to a mask question exported to Moodle, where it becomes a multiple-answer question.</extracomment>
        <translation>(Chaque réponse est une position du bloc empaqueté&#xa0;: son numéro, son jeton et le document auquel elle appartient. Sélectionnez chaque position qui est une clé correcte.)</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: a mask question without a correct key is not exported</source>
        <translation>question « %1 »&#xa0;: une question de masque sans clé correcte n’est pas exportée</translation>
    </message>
    <message>
        <source>slot %1: %2 (document %3)</source>
        <extracomment>A mask question&apos;s slot as an answer in Moodle: &quot;slot 3: cat (document 2)&quot;.</extracomment>
        <translation>position %1&#xa0;: %2 (document %3)</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: a mask question, exported as a multiple-answer question over the %2 slots of its block</source>
        <translation>question « %1 »&#xa0;: une question de masque, exportée comme question à réponses multiples sur les %2 positions de son bloc</translation>
    </message>
</context>
<context>
    <name>MaskQuestionReader</name>
    <message>
        <source>more than %1 slots once packed</source>
        <translation>plus de %1 positions une fois empaqueté</translation>
    </message>
    <message>
        <source>missing (an integer)</source>
        <translation>manquant (un entier)</translation>
    </message>
    <message>
        <source>expected an object mapping token ids to labels, e.g. {&quot;1&quot;: &quot;BOS&quot;}</source>
        <translation>attendu&#xa0;: un objet associant des identifiants de jetons à des libellés, p. ex. {&quot;1&quot;: &quot;BOS&quot;}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token id (an integer)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de jeton (un entier)</translation>
    </message>
    <message>
        <source>expected a label of 1 to 24 characters</source>
        <translation>attendu&#xa0;: un libellé de 1 à 24 caractères</translation>
    </message>
    <message>
        <source>the packing has no block %1</source>
        <translation>l’empaquetage n’a pas de bloc %1</translation>
    </message>
    <message>
        <source>block %1 has %2 slots; query %3 is outside it</source>
        <translation>le bloc %1 a %2 positions&#x202f;; la requête %3 est en dehors</translation>
    </message>
    <message>
        <source>the written answer [%1] disagrees with the engine: slot %2 may attend to [%3]</source>
        <translation>la réponse écrite [%1] contredit le moteur&#xa0;: la position %2 peut porter attention à [%3]</translation>
    </message>
    <message>
        <source>expected &quot;allowed&quot; (the keys the query may attend to) or &quot;induction&quot; (the keys an induction head reads from it)</source>
        <translation>attendu &quot;allowed&quot; (les clés que la requête peut regarder) ou &quot;induction&quot; (les clés qu’une tête d’induction lit depuis elle)</translation>
    </message>
    <message>
        <source>the token at slot %1 does not occur earlier in its document, so an induction head has no key to read: choose a query in the repeat</source>
        <translation>le token en position %1 n’apparaît pas plus tôt dans son document, une tête d’induction n’a donc aucune clé à lire : choisissez une requête dans la répétition</translation>
    </message>
    <message>
        <source>the written answer [%1] disagrees with the engine: an induction head reads [%3] from slot %2</source>
        <translation>la réponse écrite [%1] contredit le moteur : une tête d’induction lit [%3] depuis la position %2</translation>
    </message>
    <message>
        <source>expected a non-empty array of documents, each an array of integer tokens (or &quot;from_chapter&quot;: true)</source>
        <translation>attendu&#xa0;: un tableau non vide de documents, chacun un tableau de jetons entiers (ou &quot;from_chapter&quot;&#xa0;: true)</translation>
    </message>
    <message>
        <source>the chapter&apos;s params have no texts to take: &quot;documents&quot; (an array of texts) or &quot;tokens&quot; (an array of words)</source>
        <translation>les params du chapitre n’ont pas de textes à reprendre&#xa0;: &quot;documents&quot; (un tableau de textes) ou &quot;tokens&quot; (un tableau de mots)</translation>
    </message>
    <message>
        <source>given with &quot;from_chapter&quot;: true, which takes it from the chapter (documents tokenized as the chapter does, ⟨BOS⟩ 0, ⟨EOS⟩ 1); remove one of them</source>
        <translation>donné avec &quot;from_chapter&quot;&#xa0;: true, qui le reprend du chapitre (documents découpés en jetons comme dans le chapitre, ⟨BOS⟩ 0, ⟨EOS⟩ 1)&#x202f;; supprimez l’un des deux</translation>
    </message>
    <message>
        <source>the chapter&apos;s documents take %1 slots once packed, more than the limit of %2 for a mask question</source>
        <translation>les documents du chapitre occupent %1 positions une fois empaquetés, plus que la limite de %2 pour une question de masque</translation>
    </message>
    <message>
        <source>token %1 is labelled &apos;%2&apos;, which the chapter&apos;s tokenizer numbers %3</source>
        <extracomment>%1: a token id; %2: its label, a word; %3: the id the chapter gives that word</extracomment>
        <translation>le jeton %1 porte l’étiquette «&#xa0;%2&#xa0;», que le découpage du chapitre numérote %3</translation>
    </message>
    <message>
        <source>⟨BOS⟩ and ⟨EOS⟩ are %1 and %2; the chapter&apos;s tokenizer uses %3 and %4</source>
        <translation>⟨BOS⟩ et ⟨EOS⟩ valent %1 et %2&#x202f;; le découpage du chapitre utilise %3 et %4</translation>
    </message>
    <message>
        <source>document %1 is %2; the chapter&apos;s, tokenized, is %3</source>
        <extracomment>%1: a document&apos;s index; %2 and %3: token id lists such as [2, 3, 4]</extracomment>
        <translation>le document %1 est %2&#x202f;; celui du chapitre, découpé en jetons, est %3</translation>
    </message>
    <message>
        <source>these documents label their tokens with the chapter&apos;s words but differ from its corpus: %1; write &quot;from_chapter&quot;: true to take the chapter&apos;s</source>
        <translation>ces documents étiquettent leurs jetons avec les mots du chapitre mais diffèrent de son corpus&#xa0;: %1&#x202f;; écrivez &quot;from_chapter&quot;&#xa0;: true pour reprendre celui du chapitre</translation>
    </message>
    <message>
        <source>slot %1 is listed twice</source>
        <translation>la position %1 figure deux fois</translation>
    </message>
    <message>
        <source>missing (the packed block: documents, block_length, bos, eos, query — or &quot;from_chapter&quot;: true and query)</source>
        <translation>manquant (le bloc empaqueté&#xa0;: documents, block_length, bos, eos, query — ou &quot;from_chapter&quot;&#xa0;: true et query)</translation>
    </message>
    <message>
        <source>missing, and the chapter&apos;s %1 (%2) is outside what a mask question takes (%3 to %4): give one here</source>
        <extracomment>%1: a params field such as block_length; %2: the chapter&apos;s value; %3 and %4: the range</extracomment>
        <translation>manquant, et le %1 du chapitre (%2) est hors de ce qu’accepte une question de masque (de %3 à %4)&#xa0;: donnez-en un ici</translation>
    </message>
    <message>
        <source>missing (an integer; the chapter&apos;s params have none to take)</source>
        <translation>manquant (un entier&#x202f;; les params du chapitre n’en ont pas à reprendre)</translation>
    </message>
    <message>
        <source>bos and eos are the same token (%1): a document&apos;s start cannot be told from the previous one&apos;s end by its token</source>
        <translation>bos et eos sont le même jeton (%1)&#xa0;: le début d’un document ne se distingue pas de la fin du précédent par son jeton</translation>
    </message>
</context>
<context>
    <name>MatchingQuestionKind</name>
    <message>
        <source>missing (the items and their matches: [{&quot;item&quot;: …, &quot;match&quot;: …}, …])</source>
        <translation>absent (les éléments et leurs correspondances : [{&quot;item&quot;: …, &quot;match&quot;: …}, …])</translation>
    </message>
    <message>
        <source>expected an array of pairs, got %1</source>
        <translation>attendu : un tableau de paires, reçu %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 pairs, got %3</source>
        <translation>attendu : %1 à %2 paires, reçu %3</translation>
    </message>
    <message>
        <source>expected a pair {&quot;item&quot;: …, &quot;match&quot;: …}, got %1</source>
        <translation>attendu : une paire {&quot;item&quot;: …, &quot;match&quot;: …}, reçu %1</translation>
    </message>
    <message>
        <source>the same item as an earlier pair: a learner cannot tell them apart</source>
        <translation>le même élément qu’une paire précédente : un apprenant ne peut pas les distinguer</translation>
    </message>
    <message>
        <source>expected an array of texts, got %1</source>
        <translation>attendu : un tableau de textes, reçu %1</translation>
    </message>
    <message>
        <source>the same text as a match or an earlier distractor: it is offered once</source>
        <translation>le même texte qu’une correspondance ou un leurre précédent : il est proposé une fois</translation>
    </message>
    <message>
        <source>expected at most %1 matches in all, got %2 (%3 from the pairs)</source>
        <translation>attendu : au plus %1 correspondances en tout, reçu %2 (%3 venant des paires)</translation>
    </message>
    <message>
        <source>skipped: subquestion %1 has no answer to match</source>
        <translation>ignorée : la sous-question %1 n’a pas de réponse à apparier</translation>
    </message>
    <message>
        <source>subquestion %1</source>
        <translation>sous-question %1</translation>
    </message>
    <message>
        <source>skipped: %1 subquestions and %2 answers; a pack matching question has %3 to %4 items and at most %5 matches</source>
        <translation>ignorée : %1 sous-questions et %2 réponses ; une question d’appariement d’un paquet a %3 à %4 éléments et au plus %5 correspondances</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>élément %1</translation>
    </message>
    <message>
        <source>the match of item %1</source>
        <translation>la correspondance de l’élément %1</translation>
    </message>
    <message>
        <source>distractor %1</source>
        <translation>leurre %1</translation>
    </message>
    <message>
        <source>Choose a match for every item.</source>
        <translation>Choisissez une correspondance pour chaque élément.</translation>
    </message>
    <message>
        <source>Match %1 does not exist.</source>
        <translation>La correspondance %1 n’existe pas.</translation>
    </message>
    <message>
        <source>no match</source>
        <extracomment>An item of a matching question left without a match.</extracomment>
        <translation>aucune correspondance</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>An item and the match chosen for it: &quot;QKᵀ → the scores&quot;.</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <extracomment>On a printed handout, below a matching question&apos;s items: the matches to choose from.</extracomment>
        <translation>Correspondances : %1</translation>
    </message>
</context>
<context>
    <name>MechanismParams</name>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>attendu&#xa0;: un nombre de %1 à %2, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected an array of 1 to %1 token labels, got %2</source>
        <translation>attendu&#xa0;: un tableau de 1 à %1 libellés de jetons, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected 1 to %1 token labels, got %2</source>
        <translation>attendu&#xa0;: de 1 à %1 libellés de jetons, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a label of 1 to %1 characters, got &apos;%2&apos;</source>
        <translation>attendu&#xa0;: un libellé de 1 à %1 caractères, reçu&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>expected a number from −%1 to %1, got %2</source>
        <translation>attendu&#xa0;: un nombre de −%1 à %1, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1 (%2), got %3</source>
        <translation>attendu&#xa0;: %1 (%2), reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>tokens × d_model</source>
        <translation>jetons × d_model</translation>
    </message>
    <message>
        <source>d_model × heads·dk</source>
        <translation>d_model × heads·dk</translation>
    </message>
    <message>
        <source>d_model × heads·dv</source>
        <translation>d_model × heads·dv</translation>
    </message>
    <message>
        <source>heads·dv × d_model</source>
        <translation>heads·dv × d_model</translation>
    </message>
</context>
<context>
    <name>MoodleExport</name>
    <message>
        <source>the prompt</source>
        <translation>l’énoncé</translation>
    </message>
    <message>
        <source>the explanation</source>
        <translation>l’explication</translation>
    </message>
    <message>
        <source>the hint</source>
        <translation>l’indice</translation>
    </message>
</context>
<context>
    <name>MoodleExportContext</name>
    <message>
        <source>question &apos;%1&apos;: %2 has no &apos;%3&apos; text; the &apos;%4&apos; text is used</source>
        <translation>question « %1 »&#xa0;: %2 n’a pas de texte « %3 »&#xa0;; le texte « %4 » est utilisé</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: Moodle&apos;s grade list has no share of 1/%2 for its %2 correct answers; choose &quot;nearest grade&quot; when importing it into Moodle</source>
        <translation>question « %1 »&#xa0;: la liste des notes de Moodle n’a pas de part 1/%2 pour ses %2 réponses correctes&#xa0;; choisissez « note la plus proche » en l’important dans Moodle</translation>
    </message>
</context>
<context>
    <name>MoodleFile</name>
    <message>
        <source>not UTF-8 text (byte %1); save the file as UTF-8</source>
        <translation>texte qui n’est pas en UTF-8 (octet %1)&#xa0;; enregistrez le fichier en UTF-8</translation>
    </message>
</context>
<context>
    <name>MoodleGrades</name>
    <message>
        <source>the grade %1% is not one of Moodle&apos;s grades (100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5 or 0%, or one of them below zero); Moodle refuses the file</source>
        <extracomment>Moodle import error; %1 is the grade as written (e.g. &quot;33&quot;). The list is Moodle&apos;s own.</extracomment>
        <translation>la note %1&#xa0;% n’est pas une des notes de Moodle (100, 90, 83,33333, 80, 75, 70, 66,66667, 60, 50, 40, 33,33333, 30, 25, 20, 16,66667, 14,28571, 12,5, 11,11111, 10, 5 ou 0&#xa0;%, ou l’une d’elles sous zéro)&#xa0;; Moodle refuse le fichier</translation>
    </message>
</context>
<context>
    <name>MoodleImport</name>
    <message>
        <source>skipped: an essay question; the pack grades every answer itself and has no essays</source>
        <translation>ignorée&#xa0;: une question de composition&#xa0;; le pack note chaque réponse lui-même et n’a pas de compositions</translation>
    </message>
    <message>
        <source>skipped: a description (text without a question); put such text in the chapter&apos;s body</source>
        <translation>ignorée&#xa0;: une description (du texte sans question)&#xa0;; placez ce texte dans le corps du chapitre</translation>
    </message>
    <message>
        <source>skipped: a calculated question (its numbers are drawn at random); the pack has no calculated questions</source>
        <translation>ignorée&#xa0;: une question calculée (ses nombres sont tirés au hasard)&#xa0;; le pack n’a pas de questions calculées</translation>
    </message>
    <message>
        <source>skipped: a question of type &apos;%1&apos;, which the pack cannot hold</source>
        <translation>ignorée&#xa0;: une question de type « %1 », que le pack ne peut pas contenir</translation>
    </message>
    <message>
        <source>the question text</source>
        <translation>le texte de la question</translation>
    </message>
    <message>
        <source>skipped: no question text</source>
        <translation>ignorée&#xa0;: pas de texte de question</translation>
    </message>
    <message>
        <source>the general feedback</source>
        <translation>le feedback général</translation>
    </message>
    <message>
        <source>skipped: a text longer than %1 characters, the pack&apos;s limit</source>
        <translation>ignorée&#xa0;: un texte de plus de %1 caractères, la limite du pack</translation>
    </message>
    <message>
        <source>category &apos;%1&apos;: the pack has no question categories; the questions that follow are imported with the others</source>
        <extracomment>A Moodle &quot;$CATEGORY&quot; line or category entry; %1 is its path.</extracomment>
        <translation>catégorie « %1 »&#xa0;: le pack n’a pas de catégories de questions&#xa0;; les questions qui suivent sont importées avec les autres</translation>
    </message>
    <message>
        <source>the question&apos;s tags (%1) are dropped: a pack has no question tags</source>
        <translation>les étiquettes de la question (%1) sont abandonnées&#xa0;: un pack n’a pas d’étiquettes de question</translation>
    </message>
    <message>
        <source>the hint</source>
        <translation>l’indice</translation>
    </message>
</context>
<context>
    <name>MoodleImportContext</name>
    <message>
        <source>control characters removed (the first is %1)</source>
        <extracomment>Import warning: control characters (invisible, e.g. a form feed from a paste) are not text a pack holds.</extracomment>
        <translation>caractères de contrôle retirés (le premier est %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Import warning: %1 is where in the question (&quot;the question text&quot;, &quot;answer 2&quot;), %2 what was lost.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>MoodleTextConverter</name>
    <message>
        <source>&lt;%1&gt; dropped</source>
        <extracomment>A Moodle text had an HTML element the pack cannot show; %1 is its tag, e.g. &lt;img&gt;.</extracomment>
        <translation>&lt;%1&gt; abandonné</translation>
    </message>
    <message>
        <source>the link to %1 dropped (its words are kept)</source>
        <extracomment>A Moodle text had a link; the pack&apos;s texts keep its words, not where it points.</extracomment>
        <translation>le lien vers %1 est abandonné (ses mots sont gardés)</translation>
    </message>
    <message>
        <source>the entity &amp;%1; kept as written</source>
        <extracomment>A Moodle HTML text had an entity such as &amp;foo; that is kept as written.</extracomment>
        <translation>l’entité &amp;%1; est gardée telle quelle</translation>
    </message>
</context>
<context>
    <name>MoodleXmlReader</name>
    <message>
        <source>unknown text format &apos;%1&apos;, read as HTML (as Moodle does)</source>
        <translation>format de texte inconnu « %1 », lu comme HTML (comme le fait Moodle)</translation>
    </message>
    <message>
        <source>the embedded file &apos;%1&apos; is dropped: a pack question&apos;s texts hold no files</source>
        <extracomment>Moodle XML import: a file (usually an image) embedded in a text; the pack&apos;s question texts hold none.</extracomment>
        <translation>le fichier intégré « %1 » est abandonné&#xa0;: les textes d’une question d’un pack ne contiennent pas de fichiers</translation>
    </message>
    <message>
        <source>%1: expected a number, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: nombre attendu, trouvé « %2 »</translation>
    </message>
    <message>
        <source>&lt;question&gt; without its type attribute (e.g. type=&quot;multichoice&quot;)</source>
        <translation>&lt;question&gt; sans son attribut type (p. ex. type=&quot;multichoice&quot;)</translation>
    </message>
    <message>
        <source>a question without its &lt;name&gt;&lt;text&gt;…&lt;/text&gt;&lt;/name&gt; (Moodle refuses it too)</source>
        <translation>une question sans son &lt;name&gt;&lt;text&gt;…&lt;/text&gt;&lt;/name&gt; (Moodle la refuse aussi)</translation>
    </message>
    <message>
        <source>the answer&apos;s fraction</source>
        <translation>la fraction de la réponse</translation>
    </message>
    <message>
        <source>the answer&apos;s fraction must be a percentage from -100 to 100, got %1</source>
        <translation>la fraction de la réponse doit être un pourcentage de -100 à 100, trouvé %1</translation>
    </message>
    <message>
        <source>the tolerance</source>
        <translation>la tolérance</translation>
    </message>
    <message>
        <source>the unit&apos;s multiplier</source>
        <translation>le multiplicateur de l’unité</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is dropped: a pack question has feedback per choice and an explanation</source>
        <translation>&lt;%1&gt; est abandonné&#xa0;: une question d’un pack a un feedback par choix et une explication</translation>
    </message>
    <message>
        <source>a DOCTYPE is not part of Moodle XML</source>
        <translation>un DOCTYPE ne fait pas partie de Moodle XML</translation>
    </message>
    <message>
        <source>elements nested deeper than %1 levels</source>
        <translation>des éléments imbriqués sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>expected &lt;quiz&gt; as the root element, got &lt;%1&gt;</source>
        <translation>&lt;quiz&gt; attendu comme élément racine, trouvé &lt;%1&gt;</translation>
    </message>
    <message>
        <source>not well-formed XML: %1</source>
        <translation>XML mal formé&#xa0;: %1</translation>
    </message>
    <message>
        <source>no &lt;quiz&gt; element: not a Moodle XML file</source>
        <translation>pas d’élément &lt;quiz&gt;&#xa0;: ce n’est pas un fichier Moodle XML</translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like the ones above, not shown</source>
        <translation>
            <numerusform>%n autre avertissement comme ceux ci-dessus, non affiché</numerusform>
            <numerusform>%n autres avertissements comme ceux ci-dessus, non affichés</numerusform>
        </translation>
    </message>
    <message>
        <source>more than %1 answers in one question</source>
        <translation>plus de %1 réponses dans une question</translation>
    </message>
    <message>
        <source>the question&apos;s picture (&lt;%1&gt;, Moodle&apos;s old form) is dropped: a pack question&apos;s texts hold no files</source>
        <extracomment>Moodle XML import: &lt;image&gt; and &lt;image_base64&gt; are how Moodle 1.x–2.0 attached a picture to a question.</extracomment>
        <translation>l’image de la question (&lt;%1&gt;, l’ancienne forme de Moodle) est abandonnée&#xa0;: les textes d’une question d’un pack ne contiennent pas de fichiers</translation>
    </message>
    <message>
        <source>an element with more than %1 attributes (Moodle&apos;s have at most three)</source>
        <translation>un élément de plus de %1 attributs (ceux de Moodle en ont au plus trois)</translation>
    </message>
    <message>
        <source>more than %1 questions in one file; export them from Moodle a category at a time</source>
        <translation>plus de %1 questions dans un fichier&#xa0;; exportez-les de Moodle une catégorie à la fois</translation>
    </message>
    <message>
        <source>more than %1 elements in one question</source>
        <translation>plus de %1 éléments dans une question</translation>
    </message>
    <message>
        <source>more than %1 answers in one file; export the questions from Moodle a category at a time</source>
        <translation>plus de %1 réponses dans un fichier&#xa0;; exportez les questions de Moodle une catégorie à la fois</translation>
    </message>
    <message>
        <source>more than %1 errors: the file is read no further</source>
        <translation>plus de %1 erreurs&#xa0;: la lecture du fichier s’arrête là</translation>
    </message>
    <message>
        <source>hint %1 is dropped: a pack question has one hint, shown after the first wrong try</source>
        <extracomment>Moodle XML import; %1: the hint&apos;s number among the question&apos;s hints (2, 3, …).</extracomment>
        <translation>l’indice %1 est abandonné&#xa0;: une question d’un pack a un seul indice, affiché après le premier essai manqué</translation>
    </message>
</context>
<context>
    <name>NewPackCommand</name>
    <message>
        <source>Writes a new chapter pack to start from: one lesson chapter with a figure, a body with formulas and one question of each type, and a README.md that explains every file. &apos;validate --strict&apos; accepts it as written. DIR must be new or empty.</source>
        <translation>Écrit un nouveau pack de chapitres pour commencer : un chapitre de type leçon avec une figure, un texte avec des formules et une question de chaque type, et un README.md qui explique chaque fichier. « validate --strict » l’accepte tel quel. DIR doit être nouveau ou vide.</translation>
    </message>
    <message>
        <source>The folder to create the pack in.</source>
        <translation>Le dossier où créer le pack.</translation>
    </message>
    <message>
        <source>The pack&apos;s id, e.g. org.example.my-course (default: org.example.&lt;the folder&apos;s name&gt;).</source>
        <translation>L’identifiant du pack, par ex. org.example.my-course (par défaut : org.example.&lt;nom du dossier&gt;).</translation>
    </message>
    <message>
        <source>The pack&apos;s title (default: the folder&apos;s name).</source>
        <translation>Le titre du pack (par défaut : le nom du dossier).</translation>
    </message>
    <message>
        <source>The languages to write, separated by commas: en, de, fr (default: en). English is always included.</source>
        <translation>Les langues à écrire, séparées par des virgules : en, de, fr (par défaut : en). L’anglais est toujours inclus.</translation>
    </message>
    <message>
        <source>missing the folder to create (attention-atlas-cli new-pack DIR)</source>
        <translation>dossier à créer manquant (attention-atlas-cli new-pack DIR)</translation>
    </message>
    <message>
        <source>%1: exists and is not a folder</source>
        <translation>%1 : existe et n’est pas un dossier</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; new-pack writes only into a new or empty folder</source>
        <translation>%1 : le dossier n’est pas vide ; new-pack n’écrit que dans un dossier nouveau ou vide</translation>
    </message>
    <message>
        <source>--id: &apos;%1&apos; is not a pack id (letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, starting and ending with a letter or digit, at most 128 characters; e.g. org.example.my-course)</source>
        <translation>--id : « %1 » n’est pas un identifiant de pack (lettres, chiffres, « . », « - » et « _ », commençant et finissant par une lettre ou un chiffre, au plus 128 caractères ; par ex. org.example.my-course)</translation>
    </message>
    <message>
        <source>--title: expected a title, got an empty text</source>
        <translation>--title : un titre attendu, reçu un texte vide</translation>
    </message>
    <message>
        <source>--title: expected one line of at most 200 characters</source>
        <translation>--title : une ligne d’au plus 200 caractères attendue</translation>
    </message>
    <message>
        <source>--languages: expected language codes separated by commas, such as en,de</source>
        <translation>--languages : des codes de langue séparés par des virgules attendus, comme en,de</translation>
    </message>
    <message>
        <source>--languages: &apos;%1&apos; is not a language new-pack writes (it writes %2)</source>
        <translation>--languages : « %1 » n’est pas une langue que new-pack écrit (il écrit %2)</translation>
    </message>
    <message>
        <source>--languages: &apos;%1&apos; is listed twice</source>
        <translation>--languages : « %1 » figure deux fois</translation>
    </message>
    <message>
        <source>the template %1 is missing from this build</source>
        <translation>le modèle %1 manque dans cette version compilée</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1 : impossible de créer le dossier</translation>
    </message>
    <message>
        <source>%1: cannot write the file (%2)</source>
        <translation>%1 : impossible d’écrire le fichier (%2)</translation>
    </message>
    <message>
        <source>Created the pack &apos;%1&apos; in %2 (%3): pack.json, README.md and one lesson chapter.</source>
        <translation>Pack « %1 » créé dans %2 (%3) : pack.json, README.md et un chapitre de type leçon.</translation>
    </message>
    <message>
        <source>Next: attention-atlas-cli validate --strict %1, then attention-atlas --pack %1</source>
        <translation>Ensuite : attention-atlas-cli validate --strict %1, puis attention-atlas --pack %1</translation>
    </message>
</context>
<context>
    <name>NodePresentation</name>
    <message>
        <source>tokens</source>
        <extracomment>Symbol of the input node of the gradient graph (the token ids), shown in a small box beside symbols such as E, X₀, Wq: keep it short.</extracomment>
        <translation>jetons</translation>
    </message>
    <message>
        <source>token ids of the input (not differentiable)</source>
        <translation>identifiants des jetons de l’entrée (non différentiables)</translation>
    </message>
    <message>
        <source>token embedding E, one row per vocabulary word (parameter)</source>
        <translation>plongement des jetons E, une ligne par mot du vocabulaire (paramètre)</translation>
    </message>
    <message>
        <source>position embedding P, one row per position (parameter)</source>
        <translation>plongement des positions P, une ligne par position (paramètre)</translation>
    </message>
    <message>
        <source>input representations X₀ = E[tokens] + P</source>
        <translation>représentations d’entrée X₀ = E[jetons] + P</translation>
    </message>
    <message>
        <source>query projection Wq (parameter)</source>
        <translation>projection des requêtes Wq (paramètre)</translation>
    </message>
    <message>
        <source>key projection Wk (parameter)</source>
        <translation>projection des clés Wk (paramètre)</translation>
    </message>
    <message>
        <source>value projection Wv (parameter)</source>
        <translation>projection des valeurs Wv (paramètre)</translation>
    </message>
    <message>
        <source>queries Q = X·Wq (all heads side by side)</source>
        <translation>requêtes Q = X·Wq (toutes les têtes côte à côte)</translation>
    </message>
    <message>
        <source>keys K = X·Wk (all heads side by side)</source>
        <translation>clés K = X·Wk (toutes les têtes côte à côte)</translation>
    </message>
    <message>
        <source>values V = X·Wv (all heads side by side)</source>
        <translation>valeurs V = X·Wv (toutes les têtes côte à côte)</translation>
    </message>
    <message>
        <source>scores of head %1: S = Q·Kᵀ/√dₖ, before the mask</source>
        <translation>scores de la tête %1&#xa0;: S = Q·Kᵀ/√dₖ, avant le masque</translation>
    </message>
    <message>
        <source>attention weights of head %1: A = masked softmax of S, row by row</source>
        <translation>poids d’attention de la tête %1&#xa0;: A = softmax masqué de S, ligne par ligne</translation>
    </message>
    <message>
        <source>output of head %1: Y = A·V, the mixed values</source>
        <translation>sortie de la tête %1&#xa0;: Y = A·V, les valeurs mélangées</translation>
    </message>
    <message>
        <source>the heads&apos; outputs side by side, C = [Y₁ … Y_H]</source>
        <translation>les sorties des têtes côte à côte, C = [Y₁ … Y_H]</translation>
    </message>
    <message>
        <source>output projection Wo (parameter)</source>
        <translation>projection de sortie Wo (paramètre)</translation>
    </message>
    <message>
        <source>attention output C·Wo, added to the residual stream</source>
        <translation>sortie de l’attention C·Wo, ajoutée au flux résiduel</translation>
    </message>
    <message>
        <source>residual stream X%1 = X%2 + C·Wo</source>
        <translation>flux résiduel X%1 = X%2 + C·Wo</translation>
    </message>
    <message>
        <source>unembedding U, from the residual stream to the vocabulary (parameter)</source>
        <translation>dé-plongement U, du flux résiduel vers le vocabulaire (paramètre)</translation>
    </message>
    <message>
        <source>logits Z = X·U, one score per vocabulary word at every position</source>
        <translation>logits Z = X·U, un score par mot du vocabulaire à chaque position</translation>
    </message>
    <message>
        <source>loss L: mean next-token cross-entropy over the counted positions</source>
        <translation>perte L&#xa0;: entropie croisée moyenne sur le jeton suivant, sur les positions comptées</translation>
    </message>
    <message>
        <source>rows: positions</source>
        <translation>lignes&#xa0;: positions</translation>
    </message>
    <message>
        <source>columns: coordinates</source>
        <translation>colonnes&#xa0;: coordonnées</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>coordonnée</translation>
    </message>
    <message>
        <source>rows: queries</source>
        <translation>lignes&#xa0;: requêtes</translation>
    </message>
    <message>
        <source>columns: keys</source>
        <translation>colonnes&#xa0;: clés</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>rows: vocabulary words</source>
        <translation>lignes&#xa0;: mots du vocabulaire</translation>
    </message>
    <message>
        <source>word</source>
        <translation>mot</translation>
    </message>
    <message>
        <source>rows: input coordinates</source>
        <translation>lignes&#xa0;: coordonnées d’entrée</translation>
    </message>
    <message>
        <source>columns: output coordinates</source>
        <translation>colonnes&#xa0;: coordonnées de sortie</translation>
    </message>
    <message>
        <source>input coordinate</source>
        <translation>coordonnée d’entrée</translation>
    </message>
    <message>
        <source>output coordinate</source>
        <translation>coordonnée de sortie</translation>
    </message>
    <message>
        <source>rows: coordinates</source>
        <translation>lignes&#xa0;: coordonnées</translation>
    </message>
    <message>
        <source>columns: vocabulary words</source>
        <translation>colonnes&#xa0;: mots du vocabulaire</translation>
    </message>
    <message>
        <source>column: token id</source>
        <translation>colonne&#xa0;: identifiant du jeton</translation>
    </message>
    <message>
        <source>token id</source>
        <translation>identifiant du jeton</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>the scalar loss</source>
        <translation>la perte (un scalaire)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
</context>
<context>
    <name>NumberInput</name>
    <message>
        <source>Type a number.</source>
        <translation>Saisissez un nombre.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed: type a finite number.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas permis&#xa0;: saisissez un nombre fini.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is too large.</source>
        <translation>«&#xa0;%1&#xa0;» est trop grand.</translation>
    </message>
    <message>
        <source>%1 is outside the allowed range, %2 to %3.</source>
        <translation>%1 est hors de l’intervalle permis, de %2 à %3.</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n.d.</translation>
    </message>
    <message>
        <source>&apos;%1…&apos; is not a number.</source>
        <translation>« %1… » n’est pas un nombre.</translation>
    </message>
</context>
<context>
    <name>NumericQuestionKind</name>
    <message>
        <source>Type a number.</source>
        <translation>Saisissez un nombre.</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>aucun nombre</translation>
    </message>
    <message>
        <source>%1 (± %2)</source>
        <extracomment>A numeric answer and its tolerance, e.g. &quot;−0.75 value units (± 0.005)&quot;.</extracomment>
        <translation>%1 (± %2)</translation>
    </message>
    <message>
        <source>skipped: &apos;*&apos; accepts any answer as correct</source>
        <translation>ignorée&#xa0;: « * » accepte n’importe quelle réponse comme correcte</translation>
    </message>
    <message>
        <source>skipped: no answer is fully correct (100%)</source>
        <translation>ignorée&#xa0;: aucune réponse n’est entièrement correcte (100&#xa0;%)</translation>
    </message>
    <message>
        <source>skipped: the answer &apos;%1&apos; is not a number</source>
        <translation>ignorée&#xa0;: la réponse « %1 » n’est pas un nombre</translation>
    </message>
    <message>
        <source>the unit &apos;%1&apos; (multiplier %2) is dropped: a pack question shows one unit and converts none</source>
        <translation>l’unité « %1 » (multiplicateur %2) est abandonnée&#xa0;: une question d’un pack affiche une unité et n’en convertit aucune</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>l’unité</translation>
    </message>
    <message>
        <source>skipped: &apos;*&apos; gives %1 of the credit for any number</source>
        <translation>ignorée : &apos;*&apos; donne %1 du crédit pour n’importe quel nombre</translation>
    </message>
    <message>
        <source>the feedback for any other answer</source>
        <translation>le retour pour toute autre réponse</translation>
    </message>
    <message>
        <source>answer %1 takes away %2 of the credit; a pack question&apos;s credit is 0 at least, so it gives 0</source>
        <translation>la réponse %1 retire %2 du crédit ; le crédit d’une question de paquet vaut au moins 0, elle donne donc 0</translation>
    </message>
    <message>
        <source>the feedback of answer %1</source>
        <translation>le feedback de la réponse %1</translation>
    </message>
    <message>
        <source>the feedback of the answer</source>
        <translation>le retour de la réponse</translation>
    </message>
    <message>
        <source>Answer: ________ %1</source>
        <extracomment>On a printed handout, where a learner writes a number: &quot;Answer: ________ value units&quot;.</extracomment>
        <translation>Réponse : ________ %1</translation>
    </message>
</context>
<context>
    <name>NumericQuestionReader</name>
    <message>
        <source>missing (the correct number)</source>
        <translation>manquant (la bonne valeur)</translation>
    </message>
    <message>
        <source>missing (the absolute error accepted, e.g. 0.005; 0 demands the exact number)</source>
        <translation>manquant (l’erreur absolue acceptée, p. ex. 0.005&#x202f;; 0 exige la valeur exacte)</translation>
    </message>
    <message>
        <source>expected a number ≥ 0, got %1</source>
        <translation>attendu&#xa0;: un nombre ≥ 0, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected an array of at most %1 answers {&quot;answer&quot;, &quot;tolerance&quot;, &quot;fraction&quot;, &quot;feedback&quot;}</source>
        <translation>attendu : un tableau d’au plus %1 réponses {&quot;answer&quot;, &quot;tolerance&quot;, &quot;fraction&quot;, &quot;feedback&quot;}</translation>
    </message>
    <message>
        <source>missing (the number)</source>
        <translation>absent (le nombre)</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>attendu&#xa0;: un nombre, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>missing (the credit it earns, from 0 to 1)</source>
        <translation>absent (le crédit qu’elle rapporte, de 0 à 1)</translation>
    </message>
    <message>
        <source>expected the credit from 0 to 1 (0.5 is half), got %1</source>
        <translation>attendu : le crédit de 0 à 1 (0.5 est la moitié), reçu %1</translation>
    </message>
</context>
<context>
    <name>OrderingQuestionKind</name>
    <message>
        <source>missing (the items in their right order: [text, text, …])</source>
        <translation>manquant (les éléments dans leur bon ordre : [texte, texte, …])</translation>
    </message>
    <message>
        <source>expected an array of texts in their right order, got %1</source>
        <translation>attendu un tableau de textes dans leur bon ordre, reçu %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 items, got %3</source>
        <translation>attendu de %1 à %2 éléments, reçu %3</translation>
    </message>
    <message>
        <source>the same text as an earlier item: a learner could not tell which goes first</source>
        <translation>le même texte qu’un élément précédent : l’apprenant ne pourrait pas savoir lequel vient en premier</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>élément %1</translation>
    </message>
    <message>
        <source>skipped: %1 items; a pack ordering question has %2 to %3</source>
        <translation>ignorée : %1 éléments ; une question à ordonner d’un pack en a de %2 à %3</translation>
    </message>
    <message>
        <source>skipped: two items read &quot;%1&quot;; a learner could not tell which goes first</source>
        <translation>ignorée : deux éléments se lisent « %1 » ; l’apprenant ne pourrait pas savoir lequel vient en premier</translation>
    </message>
    <message>
        <source>graded here by adjacent pairs (Moodle&apos;s &quot;relative to the next item, excluding the last&quot;), not by %1</source>
        <translation>notée ici par paires voisines (« relatif à l’élément suivant, sans le dernier » de Moodle), et non par %1</translation>
    </message>
    <message>
        <source>all %1 items are shown here; Moodle shows %2 of them</source>
        <translation>les %1 éléments sont tous montrés ici ; Moodle en montre %2</translation>
    </message>
    <message>
        <source>Put every item in the list once.</source>
        <translation>Placez chaque élément une fois dans la liste.</translation>
    </message>
    <message>
        <source> → </source>
        <extracomment>Between the items of an ordering question&apos;s answer, in the learner&apos;s order: &quot;QKᵀ → softmax → ·V&quot;.</extracomment>
        <translation> → </translation>
    </message>
</context>
<context>
    <name>PackCommand</name>
    <message>
        <source>missing (a required field)</source>
        <translation>manquant (un champ obligatoire)</translation>
    </message>
    <message>
        <source>expected an array of documents, each an array of integer tokens, got %1</source>
        <translation>attendu&#xa0;: un tableau de documents, chacun un tableau de jetons entiers, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the packed stream would exceed this tool&apos;s limit of %1 slots</source>
        <translation>le flux empaqueté dépasserait la limite de %1 positions de cet outil</translation>
    </message>
    <message>
        <source>%1 slots in blocks of %2 would need more than %3 mask entries, this tool&apos;s limit</source>
        <translation>%1 positions en blocs de %2 demanderaient plus de %3 coefficients de masque, la limite de cet outil</translation>
    </message>
    <message>
        <source>Packs documents into fixed-length blocks: BOS/EOS wrapping, instance ids, shifted labels, loss mask and the document-aware causal mask, as JSON.</source>
        <translation>Empaquette des documents en blocs de longueur fixe&#xa0;: encadrement BOS/EOS, identifiants d’instance, étiquettes décalées, masque de perte et masque causal par document, en JSON.</translation>
    </message>
    <message>
        <source>Read the request from &lt;file&gt;.</source>
        <translation>Lire la requête JSON dans &lt;fichier&gt;.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
</context>
<context>
    <name>PackDiagnostics</name>
    <message>
        <source>too many problems; stopped reporting after %1</source>
        <translation>trop de problèmes&#x202f;; signalement arrêté après %1</translation>
    </message>
</context>
<context>
    <name>PackFile</name>
    <message>
        <source>the file does not exist</source>
        <translation>le fichier n’existe pas</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1 bytes, larger than the limit of %2 bytes</source>
        <translation>%1 octets, au-delà de la limite de %2 octets</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>larger than the limit of %1 bytes</source>
        <translation>au-delà de la limite de %1 octets</translation>
    </message>
</context>
<context>
    <name>PackImage</name>
    <message>
        <source>&apos;%1&apos;, line %2, column %3: %4</source>
        <extracomment>%1 is the file, %2 and %3 the line and column in it, %4 what is wrong</extracomment>
        <translation>« %1 », ligne %2, colonne %3 : %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read as an SVG image</source>
        <translation>« %1 » ne peut pas être lu comme image SVG</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no size (give the &lt;svg&gt; element a width and height or a viewBox)</source>
        <translation>« %1 » n’a pas de taille (donnez à l’élément &lt;svg&gt; une largeur et une hauteur ou une viewBox)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 × %3 pixels, more than %4 on a side</source>
        <translation>« %1 » mesure %2 × %3 pixels, plus de %4 sur un côté</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read as an image: %2</source>
        <translation>« %1 » ne peut pas être lu comme une image : %2</translation>
    </message>
</context>
<context>
    <name>PackImageCheck</name>
    <message>
        <source>image &apos;%1&apos; is not PNG, JPEG, SVG or GIF</source>
        <translation>l’image « %1 » n’est ni PNG, ni JPEG, ni SVG, ni GIF</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; has %2 bytes, more than the limit of %3</source>
        <translation>l’image « %1 » fait %2 octets, au-delà de la limite de %3</translation>
    </message>
</context>
<context>
    <name>PackLoader</name>
    <message>
        <source>not a folder (a chapter pack is a folder holding %1)</source>
        <translation>pas un dossier (un pack de chapitres est un dossier contenant %1)</translation>
    </message>
    <message>
        <source>a symbolic link that leaves the pack folder</source>
        <translation>un lien symbolique qui sort du dossier du pack</translation>
    </message>
    <message>
        <source>a symbolic link to nothing</source>
        <translation>un lien symbolique sans cible</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>plus de %1 niveaux d’imbrication</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>attendu&#xa0;: un objet JSON à la racine</translation>
    </message>
    <message>
        <source>missing (the pack format; this version reads format 1)</source>
        <translation>manquant (le format du pack&#x202f;; cette version lit le format 1)</translation>
    </message>
    <message>
        <source>unsupported pack format %1; this version reads format 1</source>
        <translation>format de pack %1 non pris en charge&#x202f;; cette version lit le format 1</translation>
    </message>
</context>
<context>
    <name>PackPaths</name>
    <message>
        <source>expected a relative path inside the pack, got an empty string</source>
        <translation>attendu&#xa0;: un chemin relatif dans le pack, reçu&#xa0;: une chaîne vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a URL or drive path; only files inside the pack may be referenced</source>
        <translation>«&#xa0;%1&#xa0;» est une URL ou un chemin avec lecteur&#x202f;; seuls les fichiers du pack peuvent être référencés</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an absolute path; paths must be relative to the pack folder</source>
        <translation>«&#xa0;%1&#xa0;» est un chemin absolu&#x202f;; les chemins doivent être relatifs au dossier du pack</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a backslash; separate folders with &apos;/&apos;</source>
        <translation>«&#xa0;%1&#xa0;» contient une barre oblique inversée&#x202f;; séparez les dossiers par «&#xa0;/&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a NUL character</source>
        <translation>«&#xa0;%1&#xa0;» contient un caractère NUL</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;..&apos;; paths may not leave the pack folder</source>
        <translation>«&#xa0;%1&#xa0;» contient «&#xa0;..&#xa0;»&#x202f;; les chemins ne peuvent pas sortir du dossier du pack</translation>
    </message>
    <message>
        <source>the pack folder does not exist</source>
        <translation>le dossier du pack n’existe pas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a symbolic link to nothing</source>
        <translation>«&#xa0;%1&#xa0;» est un lien symbolique sans cible</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>«&#xa0;%1&#xa0;» n’existe pas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a symbolic link that leaves the pack folder</source>
        <translation>«&#xa0;%1&#xa0;» est un lien symbolique qui sort du dossier du pack</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a folder, not a file</source>
        <translation>«&#xa0;%1&#xa0;» est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un fichier ordinaire</translation>
    </message>
</context>
<context>
    <name>PackingParams</name>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation>attendu&#xa0;: au plus %1 caractères, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected at most %1 tokens, got %2</source>
        <translation>attendu&#xa0;: au plus %1 jetons, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an array of texts, one per document, got %1</source>
        <translation>attendu&#xa0;: un tableau de textes, un par document, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 documents, got %2</source>
        <translation>attendu&#xa0;: de 1 à %1 documents, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected &quot;document&quot; or &quot;causal&quot;, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;document&quot; ou &quot;causal&quot;, reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a word of the documents (%1), got &quot;%2&quot;</source>
        <translation>attendu&#xa0;: un mot des documents (%1), reçu&#xa0;: &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>ParamsChecker</name>
    <message>
        <source>none</source>
        <extracomment>Stands for the list of installed chapter kinds when there is none: &quot;(installed kinds: none)&quot;.</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>no installed plugin presents chapters of kind &apos;%1&apos; (installed kinds: %2)</source>
        <translation>aucune extension installée ne présente les chapitres de type «&#xa0;%1&#xa0;» (types installés&#xa0;: %2)</translation>
    </message>
    <message>
        <source>the plugin for kind &apos;%1&apos; cannot be used: %2</source>
        <translation>l’extension du type «&#xa0;%1&#xa0;» est inutilisable&#xa0;: %2</translation>
    </message>
    <message>
        <source>no question of this pack has the id &apos;%1&apos;</source>
        <translation>aucune question de ce pack n’a l’identifiant «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>PluginRegistry</name>
    <message>
        <source>not a plugin: %1</source>
        <translation>pas une extension&#xa0;: %1</translation>
    </message>
    <message>
        <source>built for plugin API version %1; this version of Attention Atlas needs %2</source>
        <translation>compilée pour la version %1 de l’API des extensions&#x202f;; cette version d’Attention Atlas exige la version %2</translation>
    </message>
    <message>
        <source>its metadata names no chapter kind</source>
        <translation>ses métadonnées n’indiquent aucun type de chapitre</translation>
    </message>
    <message>
        <source>kind &apos;%1&apos; is already provided by %2</source>
        <translation>le type «&#xa0;%1&#xa0;» est déjà fourni par %2</translation>
    </message>
    <message>
        <source>could not be loaded: %1</source>
        <translation>chargement impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>its object does not implement the chapter interface</source>
        <translation>son objet n’implémente pas l’interface de chapitre</translation>
    </message>
    <message>
        <source>no plugin presents this kind</source>
        <translation>aucune extension ne présente ce type</translation>
    </message>
    <message>
        <source>a plugin for another interface (%1; expected %2 or %3)</source>
        <translation>un plugin pour une autre interface (%1 ; attendu %2 ou %3)</translation>
    </message>
    <message>
        <source>its metadata names no question kind (&quot;questionKind&quot;)</source>
        <translation>ses métadonnées ne nomment aucune sorte de question (« questionKind »)</translation>
    </message>
    <message>
        <source>its object does not implement the question kind interface</source>
        <translation>son objet n’implémente pas l’interface des sortes de question</translation>
    </message>
    <message>
        <source>its kind is named &apos;%1&apos;, its metadata says &apos;%2&apos;</source>
        <translation>sa sorte s’appelle « %1 », ses métadonnées disent « %2 »</translation>
    </message>
</context>
<context>
    <name>PositionsParams</name>
    <message>
        <source>expected an array of %1 to %2 token labels, got %3</source>
        <translation>attendu&#xa0;: un tableau de %1 à %2 libellés de jetons, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected %1 to %2 token labels, got %3</source>
        <translation>attendu&#xa0;: %1 à %2 libellés de jetons, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a label of 1 to %1 characters without spaces, got &apos;%2&apos;</source>
        <translation>attendu&#xa0;: un libellé de 1 à %1 caractères sans espace, reçu&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>expected a permutation of 0 to %1 (each once, one per token), got %2 numbers</source>
        <translation>attendu&#xa0;: une permutation de 0 à %1 (chaque nombre une fois, un par jeton), reçu&#xa0;: %2 nombres</translation>
    </message>
    <message>
        <source>expected &quot;none&quot;, &quot;sinusoidal&quot; or &quot;rotary&quot;, got &quot;%1&quot;</source>
        <translation>attendu&#xa0;: &quot;none&quot;, &quot;sinusoidal&quot; ou &quot;rotary&quot;, reçu&#xa0;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an even width (sine and cosine in pairs), got %1</source>
        <translation>attendu&#xa0;: une largeur paire (sinus et cosinus par paires), reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected a base from %1 to %2, got %3</source>
        <translation>attendu&#xa0;: une base de %1 à %2, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected a slope from %1 to %2, got %3</source>
        <translation>attendu&#xa0;: une pente de %1 à %2, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected 1 to %1 document lengths, got none</source>
        <translation>attendu&#xa0;: 1 à %1 longueurs de documents, reçu&#xa0;: aucune</translation>
    </message>
    <message>
        <source>expected a length from 1 to %1, got %2</source>
        <translation>attendu&#xa0;: une longueur de 1 à %1, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected at most %1 tokens in all, got %2</source>
        <translation>attendu&#xa0;: au plus %1 jetons en tout, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>Type %1 to %2 tokens separated by spaces.</source>
        <translation>Saisissez %1 à %2 jetons séparés par des espaces.</translation>
    </message>
    <message>
        <source>A token has 1 to %1 characters; &apos;%2&apos; has %3.</source>
        <translation>Un jeton a de 1 à %1 caractères&#x202f;; «&#xa0;%2&#xa0;» en a %3.</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message numerus="yes">
        <source>%n entry(s) of your saved progress could not be read and were skipped; the rest was kept.</source>
        <translation>
            <numerusform>%n entrée de votre progression enregistrée n’a pas pu être lue et a été ignorée&#x202f;; le reste a été conservé.</numerusform>
            <numerusform>%n entrées de votre progression enregistrée n’ont pas pu être lues et ont été ignorées&#x202f;; le reste a été conservé.</numerusform>
        </translation>
    </message>
    <message>
        <source>A copy of the original is at %1.</source>
        <translation>Une copie de l’original se trouve à l’emplacement %1.</translation>
    </message>
    <message>
        <source>saving is disabled because the existing progress file could not be read or moved</source>
        <translation>l’enregistrement est désactivé, car le fichier de progression existant n’a pu être ni lu ni déplacé</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Your saved progress (%1) could not be read. %2 It could not be moved aside to %3, so it was left untouched; progress will not be saved this session.</source>
        <extracomment>%1: the progress file; %2: a sentence saying why it could not be read; %3: where it should have been moved.</extracomment>
        <translation>Votre progression enregistrée (%1) n’a pas pu être lue. %2 Elle n’a pas pu être mise de côté dans %3&#x202f;; elle a donc été laissée intacte, et la progression ne sera pas enregistrée pendant cette session.</translation>
    </message>
    <message>
        <source>Your saved progress could not be read. %1 It was kept as %2 and you start fresh.</source>
        <extracomment>%1: a sentence saying why the file could not be read; %2: where the file was kept.</extracomment>
        <translation>Votre progression enregistrée n’a pas pu être lue. %1 Elle a été conservée sous %2, et vous repartez de zéro.</translation>
    </message>
    <message>
        <source>The file is not a regular file.</source>
        <translation>Le fichier n’est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation>Le fichier dépasse %1 Mio.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation>Le fichier ne peut pas être ouvert&#xa0;: %1.</translation>
    </message>
    <message>
        <source>It is not valid JSON (byte %1: %2).</source>
        <translation>Ce n’est pas du JSON valide (octet %1&#xa0;: %2).</translation>
    </message>
    <message>
        <source>It is not a progress file of this version.</source>
        <translation>Ce n’est pas un fichier de progression de cette version.</translation>
    </message>
    <message>
        <source>It was written by a newer version of Attention Atlas (file format %1).</source>
        <extracomment>%1: the file format&apos;s number</extracomment>
        <translation>Il a été écrit par une version plus récente d’Attention Atlas (format de fichier %1).</translation>
    </message>
    <message>
        <source>the progress has grown beyond %1 MiB, more than the file may hold; the last saved file is kept</source>
        <extracomment>%1: a size in MiB</extracomment>
        <translation>la progression dépasse %1 Mio, plus que le fichier ne peut contenir ; le dernier fichier enregistré est conservé</translation>
    </message>
</context>
<context>
    <name>QuestionFormChecks</name>
    <message>
        <source>a right choice of %1 characters beside wrong ones of at most %2 (%3): a learner can pick it by its length; give the wrong choices the same detail, or say the right one in fewer words</source>
        <extracomment>%1, %2: numbers of characters; %3: languages, e.g. &quot;en, de&quot;</extracomment>
        <translation>un bon choix de %1 caractères à côté de mauvais choix d’au plus %2 (%3)&#xa0;: un apprenant peut le repérer à sa longueur&#x202f;; donnez autant de détails aux mauvais choix, ou formulez le bon en moins de mots</translation>
    </message>
    <message>
        <source>in %1 of %2 choice questions the longest choice is a right one (%3%, where chance gives about %4%): a learner who picks the longest choice does better than they know; make a wrong choice the longest in some of %5</source>
        <extracomment>%1 of %2 questions; %3, %4: percentages; %5: question ids</extracomment>
        <translation>dans %1 questions à choix sur %2, le choix le plus long est un bon choix (%3%, alors que le hasard en donne environ %4%)&#xa0;: un apprenant qui prend le choix le plus long réussit mieux que ne le justifie ce qu’il sait&#x202f;; faites d’un mauvais choix le plus long dans certaines de %5</translation>
    </message>
    <message>
        <source>all %1 multiple-choice questions of the pack have %2 right choices: a learner who notices picks %2 and needs to know less; vary how many are right, from 1 to one fewer than the choices</source>
        <extracomment>%1: how many questions; %2: how many right choices each has</extracomment>
        <translation>les %1 questions à choix multiples du pack ont toutes %2 bons choix&#xa0;: un apprenant qui le remarque en coche %2 et a besoin d’en savoir moins&#x202f;; variez le nombre de bons choix, de 1 à un de moins que le nombre de choix</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2) points at other choices, but each learner sees the choices in an order of their own: say what it means, or keep the written order with &quot;shuffle&quot;: false</source>
        <extracomment>%1: the words, e.g. &quot;above&quot;; %2: a language code</extracomment>
        <translation>«&#xa0;%1&#xa0;» (%2) renvoie à d’autres choix, mais chaque apprenant voit les choix dans un ordre qui lui est propre&#xa0;: dites ce que cela désigne, ou gardez l’ordre écrit avec &quot;shuffle&quot;: false</translation>
    </message>
    <message>
        <source>the prompt with its answer repeats &quot;%1…&quot; (%2) from the chapter&apos;s text word for word: it asks to recall a sentence, not to use it; ask for a prediction or a computation instead</source>
        <extracomment>%1: words quoted from the chapter; %2: a language code</extracomment>
        <translation>l’énoncé, avec sa réponse, reprend mot pour mot «&#xa0;%1…&#xa0;» (%2) du texte du chapitre&#xa0;: il demande de se rappeler une phrase, non de s’en servir&#x202f;; demandez plutôt une prédiction ou un calcul</translation>
    </message>
    <message>
        <source>its prompt is nearly that of question &apos;%1&apos; (%2% of their word pairs alike): one question asked twice counts its idea twice; merge them, or ask something else</source>
        <extracomment>%1: another question&apos;s id; %2: a percentage</extracomment>
        <translation>son énoncé est presque celui de la question «&#xa0;%1&#xa0;» (%2% de leurs paires de mots identiques)&#xa0;: une question posée deux fois compte son idée deux fois&#x202f;; fusionnez-les, ou demandez autre chose</translation>
    </message>
</context>
<context>
    <name>QuestionInserter</name>
    <message>
        <source>pack.json is not valid JSON (line %1): %2</source>
        <translation>pack.json n’est pas du JSON valide (ligne %1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>pack.json has no &quot;chapters&quot; array</source>
        <translation>pack.json n’a pas de tableau «&#xa0;chapters&#xa0;»</translation>
    </message>
    <message>
        <source>the pack has no chapter &apos;%1&apos; (its chapters: %2)</source>
        <translation>le pack n’a pas de chapitre « %1 » (ses chapitres&#xa0;: %2)</translation>
    </message>
    <message>
        <source>chapter &apos;%1&apos; would have %2 questions; a chapter holds at most %3</source>
        <translation>le chapitre « %1 » aurait %2 questions&#xa0;; un chapitre en contient au plus %3</translation>
    </message>
    <message>
        <source>the pack would have %1 questions; a pack holds at most %2</source>
        <translation>le pack aurait %1 questions&#xa0;; un pack en contient au plus %2</translation>
    </message>
    <message>
        <source>chapter &apos;%1&apos; could not be located in pack.json</source>
        <translation>le chapitre « %1 » est introuvable dans pack.json</translation>
    </message>
    <message>
        <source>chapter &apos;%1&apos;: &quot;questions&quot; is not an array</source>
        <translation>chapitre « %1 »&#xa0;: « questions » n’est pas un tableau</translation>
    </message>
    <message>
        <source>adding the questions to pack.json would change more than them; nothing was written</source>
        <translation>ajouter les questions à pack.json changerait plus qu’elles&#xa0;; rien n’a été écrit</translation>
    </message>
</context>
<context>
    <name>QuestionKind</name>
    <message>
        <source>question &apos;%1&apos;: Moodle has no &quot;%2&quot; questions; it is not exported</source>
        <extracomment>%1: a question id; %2: its type, e.g. &quot;ordering&quot;</extracomment>
        <translation>question « %1 » : Moodle n’a pas de questions « %2 » ; elle n’est pas exportée</translation>
    </message>
</context>
<context>
    <name>QuestionKinds</name>
    <message>
        <source>&apos;%1&apos; is not a question kind&apos;s name: lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation>« %1 » n’est pas un nom de sorte de question : minuscules, chiffres et « - », en commençant par une lettre</translation>
    </message>
    <message>
        <source>the question kind &apos;%1&apos; already exists</source>
        <translation>la sorte de question « %1 » existe déjà</translation>
    </message>
    <message>
        <source>the question kind &apos;%1&apos; claims the field &quot;%2&quot;, which every question has</source>
        <extracomment>%1: a question kind&apos;s name; %2: a field, e.g. &quot;prompt&quot;</extracomment>
        <translation>la sorte de question « %1 » revendique le champ « %2 », que toute question possède</translation>
    </message>
    <message>
        <source>the question kind &apos;%1&apos; defines &quot;%2&quot; in its schema, which another kind defines differently or the schema reserves</source>
        <extracomment>%1: a question kind&apos;s name; %2: the name of a JSON Schema definition, e.g. &quot;choice&quot;</extracomment>
        <translation>la sorte de question « %1 » définit « %2 » dans son schéma, qu’une autre sorte définit autrement ou que le schéma se réserve</translation>
    </message>
</context>
<context>
    <name>QuestionReader</name>
    <message>
        <source>question id &apos;%1&apos; is used twice in this pack (progress is stored by id)</source>
        <translation>l’identifiant de question «&#xa0;%1&#xa0;» est utilisé deux fois dans ce pack (la progression est enregistrée par identifiant)</translation>
    </message>
    <message>
        <source>no explanation: learners will see only whether they were right</source>
        <translation>pas d’explication&#xa0;: les apprenants verront seulement si leur réponse est juste</translation>
    </message>
    <message>
        <source>missing (one of %1)</source>
        <extracomment>%1: the question types, e.g. &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;</extracomment>
        <translation>manquant (une valeur parmi %1)</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>attendu : l’un de %1</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; question has no &quot;%2&quot; field (only %3 questions have one)</source>
        <extracomment>%1: a question type (&quot;numeric&quot;); %2: a field name; %3: the types that have it, e.g. &quot;single&quot;, &quot;multiple&quot;</extracomment>
        <translation>une question « %1 » n’a pas de champ « %2 » (seules les questions %3 en ont un)</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; question has no &quot;shuffle&quot; field: it has no items to shuffle (only %2 questions have one)</source>
        <translation>une question « %1 » n’a pas de champ « shuffle » : elle n’a rien à mélanger (seules les questions %2 en ont un)</translation>
    </message>
    <message>
        <source>expected true or false (false shows the choices in the order written), got %1</source>
        <translation>true ou false attendu (false montre les réponses dans l’ordre écrit), obtenu&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>QuestionStatsCommand</name>
    <message>
        <source>Item analysis of a class&apos;s quiz results: per question the facility index (the share of the marks learners earned) and the discrimination index (the correlation of its marks with the rest of the quiz), as Moodle&apos;s quiz statistics define them; how often each answer was given; and flags for questions too easy (facility above 0.9), too hard (below 0.2) or weak (discrimination below 0.1).</source>
        <translation>Analyse d’items des résultats de quiz d’une classe&#xa0;: pour chaque question, l’indice de facilité (la part des points obtenus par les apprenants) et l’indice de discrimination (la corrélation de ses points avec le reste du quiz), tels que les définissent les statistiques de quiz de Moodle&#x202f;; la fréquence de chaque réponse&#x202f;; et des alertes pour les questions trop faciles (facilité supérieure à 0.9), trop difficiles (inférieure à 0.2) ou peu discriminantes (discrimination inférieure à 0.1).</translation>
    </message>
    <message>
        <source>Results files exported from the quiz (.json or .csv), or folders of them.</source>
        <translation>Fichiers de résultats exportés depuis le quiz (.json ou .csv), ou dossiers qui en contiennent.</translation>
    </message>
    <message>
        <source>csv (default) or json.</source>
        <translation>csv (par défaut) ou json.</translation>
    </message>
    <message>
        <source>--format: expected csv or json, got &apos;%1&apos;</source>
        <translation>--format&#xa0;: csv ou json attendu, trouvé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>missing the results (attention-atlas-cli questions stats RESULTS…)</source>
        <translation>résultats manquants (attention-atlas-cli questions stats RESULTS…)</translation>
    </message>
    <message>
        <source>no results could be read</source>
        <translation>aucun résultat n’a pu être lu</translation>
    </message>
</context>
<context>
    <name>QuestionsCommand</name>
    <message>
        <source>missing --format (gift or moodle-xml)</source>
        <translation>--format manquant (gift ou moodle-xml)</translation>
    </message>
    <message>
        <source>--format: expected gift or moodle-xml, got &apos;%1&apos;</source>
        <translation>--format&#xa0;: gift ou moodle-xml attendu, trouvé « %1 »</translation>
    </message>
    <message>
        <source>--lang: expected a language code such as en, de or de_CH, got &apos;%1&apos;</source>
        <translation>--lang&#xa0;: code de langue tel que en, de ou de_CH attendu, trouvé « %1 »</translation>
    </message>
    <message>
        <source>Reads Moodle questions (GIFT or Moodle XML) and prints them as the pack&apos;s question JSON, or adds them to a chapter of a pack. Questions and details the pack cannot hold are reported as FILE:LINE: warning.</source>
        <translation>Lit des questions Moodle (GIFT ou Moodle XML) et les affiche en JSON de questions d’un pack, ou les ajoute à un chapitre d’un pack. Les questions et détails que le pack ne peut pas contenir sont signalés par FICHIER:LIGNE: warning.</translation>
    </message>
    <message>
        <source>The GIFT or Moodle XML file.</source>
        <translation>Le fichier GIFT ou Moodle XML.</translation>
    </message>
    <message>
        <source>gift or moodle-xml.</source>
        <translation>gift ou moodle-xml.</translation>
    </message>
    <message>
        <source>The language of the file&apos;s texts (default en).</source>
        <translation>La langue des textes du fichier (par défaut&#xa0;: en).</translation>
    </message>
    <message>
        <source>With --into: the chapter that receives the questions.</source>
        <translation>Avec --into&#xa0;: le chapitre qui reçoit les questions.</translation>
    </message>
    <message>
        <source>Add the questions to this pack (edits its pack.json).</source>
        <translation>Ajouter les questions à ce pack (modifie son pack.json).</translation>
    </message>
    <message>
        <source>missing the question file (attention-atlas-cli questions import --format F FILE)</source>
        <translation>fichier de questions manquant (attention-atlas-cli questions import --format F FICHIER)</translation>
    </message>
    <message>
        <source>--into and --chapter go together: the pack and the chapter that receives the questions</source>
        <translation>--into et --chapter vont ensemble&#xa0;: le pack et le chapitre qui reçoit les questions</translation>
    </message>
    <message>
        <source>%1: cannot read the file</source>
        <translation>%1&#xa0;: impossible de lire le fichier</translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB</source>
        <translation>%1&#xa0;: plus de %2 Mio</translation>
    </message>
    <message numerus="yes">
        <source>%1: the pack does not validate (%n error(s)); fix it first (attention-atlas-cli validate %1)</source>
        <translation>
            <numerusform>%1&#xa0;: le pack n’est pas valide (%n erreur)&#xa0;; corrigez-le d’abord (attention-atlas-cli validate %1)</numerusform>
            <numerusform>%1&#xa0;: le pack n’est pas valide (%n erreurs)&#xa0;; corrigez-le d’abord (attention-atlas-cli validate %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot read</source>
        <translation>%1&#xa0;: illisible</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n question(s) imported</source>
        <translation>
            <numerusform>%1&#xa0;: %n question importée</numerusform>
            <numerusform>%1&#xa0;: %n questions importées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n ignorée</numerusform>
            <numerusform>%n ignorées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write</source>
        <translation>%1&#xa0;: écriture impossible</translation>
    </message>
    <message>
        <source>%1: cannot restore the file as it was</source>
        <translation>%1&#xa0;: impossible de rétablir le fichier tel qu’il était</translation>
    </message>
    <message>
        <source>%1: with these questions the pack would not validate; pack.json is unchanged</source>
        <translation>%1&#xa0;: avec ces questions, le pack ne serait pas valide&#xa0;; pack.json est inchangé</translation>
    </message>
    <message>
        <source>added to chapter &apos;%1&apos; of %2</source>
        <translation>ajoutées au chapitre «&#xa0;%1&#xa0;» de %2</translation>
    </message>
    <message>
        <source>Writes a pack&apos;s questions for Moodle, as GIFT or Moodle XML, on standard output: one category per chapter, the texts in one language. A mask question becomes a multiple-answer question over its block&apos;s slots, with a note.</source>
        <translation>Écrit les questions d’un pack pour Moodle, en GIFT ou Moodle XML, sur la sortie standard&#xa0;: une catégorie par chapitre, les textes dans une langue. Une question de masque devient une question à réponses multiples sur les positions de son bloc, avec une note.</translation>
    </message>
    <message>
        <source>The pack folder (it holds pack.json).</source>
        <translation>Le dossier du pack (il contient pack.json).</translation>
    </message>
    <message>
        <source>The language of the texts written (default en; a missing text falls back as in the app).</source>
        <translation>La langue des textes écrits (par défaut&#xa0;: en&#xa0;; un texte manquant se replie comme dans l’application).</translation>
    </message>
    <message>
        <source>Only this chapter&apos;s questions.</source>
        <translation>Seulement les questions de ce chapitre.</translation>
    </message>
    <message>
        <source>missing the pack folder (attention-atlas-cli questions export --format F PACK)</source>
        <translation>dossier du pack manquant (attention-atlas-cli questions export --format F PACK)</translation>
    </message>
    <message numerus="yes">
        <source>%1: the pack does not validate (%n error(s)); nothing exported</source>
        <translation>
            <numerusform>%1&#xa0;: le pack n’est pas valide (%n erreur)&#xa0;; rien n’est exporté</numerusform>
            <numerusform>%1&#xa0;: le pack n’est pas valide (%n erreurs)&#xa0;; rien n’est exporté</numerusform>
        </translation>
    </message>
    <message>
        <source>--chapter: the pack has no chapter &apos;%1&apos; (its chapters: %2)</source>
        <translation>--chapter&#xa0;: le pack n’a pas de chapitre « %1 » (ses chapitres&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Usage: attention-atlas-cli questions import --format gift|moodle-xml FILE [--into PACK --chapter ID] [--lang L]
       attention-atlas-cli questions export --format gift|moodle-xml PACK [--chapter ID] [--lang L]
       attention-atlas-cli questions stats RESULTS… [--format csv|json]

Moodle question interchange, and item analysis of a class&apos;s results; &apos;questions import --help&apos;, &apos;questions export --help&apos; and &apos;questions stats --help&apos; list the options.
</source>
        <translation>Usage&#xa0;: attention-atlas-cli questions import --format gift|moodle-xml FICHIER [--into PACK --chapter ID] [--lang L]
        attention-atlas-cli questions export --format gift|moodle-xml PACK [--chapter ID] [--lang L]
        attention-atlas-cli questions stats RESULTS… [--format csv|json]

Échange de questions avec Moodle, et analyse d’items des résultats d’une classe&#x202f;; «&#xa0;questions import --help&#xa0;», «&#xa0;questions export --help&#xa0;» et «&#xa0;questions stats --help&#xa0;» listent les options.
</translation>
    </message>
    <message>
        <source>missing import, export or stats (attention-atlas-cli questions import|export|stats …)</source>
        <translation>import, export ou stats manquant (attention-atlas-cli questions import|export|stats …)</translation>
    </message>
    <message>
        <source>unknown subcommand &apos;%1&apos; (expected import, export or stats)</source>
        <translation>sous-commande inconnue «&#xa0;%1&#xa0;» (import, export ou stats attendu)</translation>
    </message>
</context>
<context>
    <name>QuizParams</name>
    <message>
        <source>expected an array of question ids, got %1</source>
        <translation>attendu&#xa0;: un tableau d’identifiants de questions, reçu&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 question ids, got %2</source>
        <translation>attendu&#xa0;: de 1 à %1 identifiants de questions, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a question id</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de question</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; is listed twice</source>
        <translation>la question «&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>%1 questions per attempt, but only %2 are listed in &quot;questions&quot;</source>
        <translation>%1 questions par tentative, mais seules %2 figurent dans &quot;questions&quot;</translation>
    </message>
</context>
<context>
    <name>QuizResults</name>
    <message>
        <source>%1: choose a file name ending in .csv or .json</source>
        <translation>%1&#xa0;: choisissez un nom de fichier se terminant par .csv ou .json</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>RequestInput</name>
    <message>
        <source>cannot read standard input: %1</source>
        <translation>impossible de lire l’entrée standard&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>the request is larger than %1 MiB</source>
        <translation>la requête JSON dépasse %1 Mio</translation>
    </message>
</context>
<context>
    <name>ScalingVarianceParams</name>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>attendu&#xa0;: un nombre de %1 à %2, reçu&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 samples with %2 keys would cost %3 units of work over the sweep of widths, more than the %4 a pack may ask for (about ten seconds); lower samples or keys</source>
        <extracomment>%1 and %2 are numbers of samples and keys; %3 and %4 units of work such as 3.1e+09</extracomment>
        <translation>%1 échantillons avec %2 clés coûteraient %3 unités de travail sur l’ensemble des dimensions, plus que les %4 qu’un pack peut demander (environ dix secondes) ; réduisez samples ou keys</translation>
    </message>
</context>
<context>
    <name>SchemaCommand</name>
    <message>
        <source>Prints the JSON Schema (Draft 2020-12) of a pack&apos;s manifest, pack.json, with every question kind and every chapter kind&apos;s params this installation has, for an editor to check and complete a pack as it is written. attention-atlas-cli validate checks everything the schema says and more.</source>
        <translation>Affiche le schéma JSON (Draft 2020-12) du manifeste d’un paquet, pack.json, avec chaque sorte de question et les paramètres de chaque sorte de chapitre de cette installation, pour qu’un éditeur vérifie et complète un paquet pendant sa rédaction. attention-atlas-cli validate vérifie tout ce que dit le schéma, et plus encore.</translation>
    </message>
    <message>
        <source>Only what the application ships: the built-in question kinds, and the params of the chapter kinds in its own plugin folder; no question-kind plugin is loaded and ATLAS_PLUGIN_PATH is ignored (this is docs/pack.schema.json).</source>
        <translation>Seulement ce que l’application fournit : les sortes de question intégrées et les paramètres des sortes de chapitre de son propre dossier de plugins ; aucun plugin de sorte de question n’est chargé et ATLAS_PLUGIN_PATH est ignoré (c’est docs/pack.schema.json).</translation>
    </message>
</context>
<context>
    <name>ShellOptions</name>
    <message>
        <source>Attention Atlas — learn how self-attention works, and run it.</source>
        <translation>Attention Atlas — comprendre le fonctionnement de l’auto-attention, et l’exécuter.</translation>
    </message>
    <message>
        <source>Open the chapter pack in &lt;folder&gt; (default: the built-in course).</source>
        <translation>Ouvrir le pack de chapitres situé dans &lt;dossier&gt; (par défaut&#xa0;: le cours intégré).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>Start at the chapter with this &lt;id&gt;.</source>
        <translation>Commencer au chapitre d’identifiant &lt;id&gt;.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>User interface and content language, e.g. en, de, fr.</source>
        <translation>Langue de l’interface et du contenu, p. ex. en, de, fr.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Print one line per chapter (ID, kind, status) and exit.</source>
        <translation>Afficher une ligne par chapitre (ID, type, état) et quitter.</translation>
    </message>
    <message>
        <source>Render every chapter to &lt;folder&gt;/NN-&lt;chapter&gt;.png and exit.</source>
        <translation>Exporter chaque chapitre en image dans &lt;dossier&gt;/NN-&lt;chapitre&gt;.png et quitter.</translation>
    </message>
    <message>
        <source>Window size for --export-tour, e.g. 1440x900.</source>
        <translation>Taille de la fenêtre pour --export-tour, p. ex. 1440x900.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--tour-size: expected WIDTHxHEIGHT between 320x240 and 8192x8192, got &apos;%1&apos;</source>
        <translation>--tour-size&#xa0;: attendu&#xa0;: LARGEURxHAUTEUR entre 320x240 et 8192x8192, reçu&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>
Qt&apos;s own options (-platform, -style, -reverse, …) are described in the QGuiApplication and QApplication documentation.
</source>
        <translation>
Les options propres à Qt (-platform, -style, -reverse, …) sont décrites dans la documentation de QGuiApplication et de QApplication.
</translation>
    </message>
    <message>
        <source>Write every chapter as a PDF handout to &lt;folder&gt;/NN-&lt;chapter&gt;.pdf and exit.</source>
        <translation>Écrire chaque chapitre en support PDF dans &lt;dossier&gt;/NN-&lt;chapitre&gt;.pdf, puis quitter.</translation>
    </message>
    <message>
        <source>Paper size for --export-pdf: A4 or Letter (default A4).</source>
        <translation>Format de papier pour --export-pdf : A4 ou Letter (A4 par défaut).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>format</translation>
    </message>
    <message>
        <source>--page-size: expected A4 or Letter, got &apos;%1&apos;</source>
        <translation>--page-size : A4 ou Letter attendu, reçu « %1 »</translation>
    </message>
    <message>
        <source>--export-tour and --export-pdf cannot be combined: run them one after the other</source>
        <translation>--export-tour et --export-pdf ne peuvent pas être combinés : lancez-les l’un après l’autre</translation>
    </message>
    <message>
        <source>Read the pack again each time one of its files is saved (for authors; F5 does it by hand).</source>
        <translation>Relire le pack chaque fois qu’un de ses fichiers est enregistré (pour les auteurs&#x202f;; F5 le fait à la main).</translation>
    </message>
    <message>
        <source>Scale the desktop&apos;s font size by &lt;factor&gt;, e.g. 1.5 (from 0.5 to 3).</source>
        <translation>Multiplier la taille de police du bureau par &lt;facteur&gt;, p. ex. 1.5 (de 0.5 à 3).</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>facteur</translation>
    </message>
    <message>
        <source>Black text on white and dark outlines, whatever the desktop&apos;s colours.</source>
        <translation>Texte noir sur blanc et contours foncés, quelles que soient les couleurs du bureau.</translation>
    </message>
    <message>
        <source>--font-scale: expected a number from 0.5 to 3, got &apos;%1&apos;</source>
        <translation>--font-scale : attendu : un nombre de 0.5 à 3, reçu : « %1 »</translation>
    </message>
</context>
<context>
    <name>ShortAnswerQuestionKind</name>
    <message>
        <source>missing (the answers accepted: [{&quot;text&quot;: …, &quot;fraction&quot;: 1}, …])</source>
        <translation>absent (les réponses acceptées : [{&quot;text&quot;: …, &quot;fraction&quot;: 1}, …])</translation>
    </message>
    <message>
        <source>expected an array of answers, got %1</source>
        <translation>attendu : un tableau de réponses, reçu %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 answers, got %2</source>
        <translation>attendu : 1 à %1 réponses, reçu %2</translation>
    </message>
    <message>
        <source>expected the credit from 0 to 1 (0.5 is half), got %1</source>
        <translation>attendu : le crédit de 0 à 1 (0.5 est la moitié), reçu %1</translation>
    </message>
    <message>
        <source>expected an answer: {&quot;text&quot;: …, &quot;fraction&quot;: …, &quot;feedback&quot;: …} or a text, got %1</source>
        <translation>attendu : une réponse, {&quot;text&quot;: …, &quot;fraction&quot;: …, &quot;feedback&quot;: …} ou un texte, reçu %1</translation>
    </message>
    <message>
        <source>an empty answer (white space only) matches nothing a learner can type</source>
        <translation>une réponse vide (des espaces seulement) ne correspond à rien de ce qu’un apprenant peut taper</translation>
    </message>
    <message>
        <source>the same text as an earlier answer: only the earlier one can match</source>
        <translation>le même texte qu’une réponse précédente : seule la précédente peut correspondre</translation>
    </message>
    <message>
        <source>no answer gives full credit (&quot;fraction&quot;: 1, the default)</source>
        <translation>aucune réponse ne donne tout le crédit (&quot;fraction&quot;: 1, la valeur par défaut)</translation>
    </message>
    <message numerus="yes">
        <source>skipped: %n answer(s); a pack short-answer question accepts 1 to %1</source>
        <translation>
            <numerusform>ignorée : %n réponse ; une question à réponse courte d’un paquet en accepte 1 à %1</numerusform>
            <numerusform>ignorée : %n réponses ; une question à réponse courte d’un paquet en accepte 1 à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>answer %1</source>
        <translation>la réponse %1</translation>
    </message>
    <message>
        <source>the feedback of answer %1</source>
        <translation>le feedback de la réponse %1</translation>
    </message>
    <message>
        <source>skipped: answer %1 has no text</source>
        <translation>ignorée&#xa0;: la réponse %1 n’a pas de texte</translation>
    </message>
    <message>
        <source>answer %1 takes away %2 of the credit; a typed answer earns 0 at least, so it gives 0</source>
        <translation>la réponse %1 retire %2 du crédit ; une réponse tapée rapporte au moins 0, elle donne donc 0</translation>
    </message>
    <message>
        <source>skipped: no answer is fully correct (100%)</source>
        <translation>ignorée&#xa0;: aucune réponse n’est entièrement correcte (100&#xa0;%)</translation>
    </message>
    <message>
        <source>imported as a short-answer question (the learner types &apos;%1&apos;), as Moodle reads it; a true/false question is written {T}, {TRUE}, {F} or {FALSE}, in capitals</source>
        <translation>importée comme question à réponse courte (l’apprenant tape « %1 »), comme Moodle la lit ; une question vrai/faux s’écrit {T}, {TRUE}, {F} ou {FALSE}, en majuscules</translation>
    </message>
    <message>
        <source>Type an answer.</source>
        <translation>Tapez une réponse.</translation>
    </message>
    <message>
        <source>nothing typed</source>
        <extracomment>When a short answer was left empty.</extracomment>
        <translation>rien de tapé</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>« %1 »</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>Between the accepted answers of a short-answer question: “softmax” or “soft-max”.</extracomment>
        <translation> ou </translation>
    </message>
    <message>
        <source>Answer: ____________________</source>
        <extracomment>On a printed handout, where a learner writes a word or a phrase.</extracomment>
        <translation>Réponse : ____________________</translation>
    </message>
</context>
<context>
    <name>SpellingSuggestion</name>
    <message>
        <source>; did you mean &apos;%1&apos;?</source>
        <extracomment>Appended to a message about an unknown name: &quot;unknown field …; did you mean &apos;title&apos;?&quot;</extracomment>
        <translation>&#x202f;; vouliez-vous dire «&#xa0;%1&#xa0;»&#x202f;?</translation>
    </message>
</context>
<context>
    <name>SvgSafety</name>
    <message>
        <source>the text does not match its byte-order mark</source>
        <translation>le texte ne correspond pas à son indicateur d’ordre des octets (BOM)</translation>
    </message>
    <message>
        <source>the encoding &apos;%1&apos; is not supported; save the SVG as UTF-8</source>
        <extracomment>%1 is an encoding name such as windows-1252</extracomment>
        <translation>l’encodage «&#xa0;%1&#xa0;» n’est pas pris en charge&#xa0;; enregistrez le SVG en UTF-8</translation>
    </message>
    <message>
        <source>not valid UTF-8 text; save the SVG as UTF-8</source>
        <translation>texte UTF-8 non valide&#xa0;; enregistrez le SVG en UTF-8</translation>
    </message>
    <message>
        <source>a style sheet imports another file (@import); an SVG in a pack must be self-contained</source>
        <translation>une feuille de style importe un autre fichier (@import)&#xa0;; un SVG d’un pack doit être autonome</translation>
    </message>
    <message>
        <source>&apos;url(&apos; without its closing parenthesis</source>
        <translation>«&#xa0;url(&#xa0;» sans sa parenthèse fermante</translation>
    </message>
    <message>
        <source>&apos;url(%1)&apos; refers to something outside this file; only url(#id) is allowed in a pack&apos;s SVG</source>
        <extracomment>%1 is the reference as written, e.g. url(../x.png)</extracomment>
        <translation>«&#xa0;url(%1)&#xa0;» désigne quelque chose hors de ce fichier&#xa0;; seul url(#id) est permis dans un SVG de pack</translation>
    </message>
    <message>
        <source>an embedded image that is not a base64 PNG, JPEG or GIF; a pack&apos;s SVG may embed only those</source>
        <translation>une image incorporée qui n’est pas un PNG, JPEG ou GIF en base64&#xa0;; un SVG de pack ne peut incorporer que ceux-ci</translation>
    </message>
    <message>
        <source>&apos;%1&apos; refers to a file or address outside this SVG; an SVG in a pack must be self-contained (only #id references and embedded PNG, JPEG or GIF images)</source>
        <extracomment>%1 is the reference as written, e.g. ../../outside/x.png</extracomment>
        <translation>«&#xa0;%1&#xa0;» désigne un fichier ou une adresse hors de ce SVG&#xa0;; un SVG d’un pack doit être autonome (seulement des références #id et des images PNG, JPEG ou GIF incorporées)</translation>
    </message>
    <message>
        <source>&apos;#%1&apos; refers back to itself; drawing it would never end</source>
        <translation>«&#xa0;#%1&#xa0;» renvoie à lui-même&#xa0;; le dessiner ne finirait jamais</translation>
    </message>
    <message>
        <source>&lt;use&gt; elements multiply this drawing into more than %1 elements</source>
        <translation>des éléments &lt;use&gt; démultiplient ce dessin en plus de %1 éléments</translation>
    </message>
    <message>
        <source>the DOCTYPE declares entities; a pack&apos;s SVG may not</source>
        <translation>le DOCTYPE déclare des entités&#xa0;; un SVG de pack ne le peut pas</translation>
    </message>
    <message>
        <source>an &lt;?xml-stylesheet?&gt; instruction loads another file; an SVG in a pack must be self-contained</source>
        <translation>une instruction &lt;?xml-stylesheet?&gt; charge un autre fichier&#xa0;; un SVG d’un pack doit être autonome</translation>
    </message>
    <message>
        <source>not an SVG image: the root element is &lt;%1&gt;, not &lt;svg&gt;</source>
        <translation>pas une image SVG&#xa0;: l’élément racine est &lt;%1&gt;, pas &lt;svg&gt;</translation>
    </message>
    <message>
        <source>elements nested deeper than %1 levels</source>
        <translation>des éléments imbriqués sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>not an SVG image: there is no &lt;svg&gt; element</source>
        <translation>pas une image SVG&#xa0;: il n’y a pas d’élément &lt;svg&gt;</translation>
    </message>
    <message>
        <source>not well-formed XML: %1</source>
        <translation>XML mal formé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>TourExporter</name>
    <message>
        <source>no pack is open</source>
        <translation>aucun pack n’est ouvert</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
</context>
<context>
    <name>TrainInductionCommand</name>
    <message>
        <source>expected a number from %1 to %2, got &apos;%3&apos;</source>
        <translation>attendu&#xa0;: un nombre de %1 à %2, reçu&#xa0;: «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>Trains a two-layer attention-only decoder on sequences of R random tokens followed by the same R tokens, and reports the loss curve, the final first-half and repeated-half figures and every head&apos;s previous-token score, induction score and ablation. The defaults are the chapter&apos;s default preset.</source>
        <translation>Entraîne un décodeur à deux couches fait uniquement d’attention sur des suites de R jetons aléatoires suivis des mêmes R jetons, et donne la courbe de perte, les valeurs finales de la première moitié et de la moitié répétée, et pour chaque tête le score de jeton précédent, le score d’induction et l’ablation. Les valeurs par défaut sont le préréglage par défaut du chapitre.</translation>
    </message>
    <message>
        <source>Seed of the weights and the batches (default %1).</source>
        <translation>Graine des poids et des lots (par défaut %1).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Training steps, at least %1 (default %2).</source>
        <translation>Étapes d’entraînement, au moins %1 (par défaut %2).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Worker threads; the result does not depend on them (default 1).</source>
        <translation>Fils de calcul&#x202f;; le résultat n’en dépend pas (par défaut 1).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Vocabulary size V (default %1).</source>
        <translation>Taille du vocabulaire V (par défaut %1).</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Tokens R in each copy, at most V (default %1).</source>
        <translation>Jetons R dans chaque copie, au plus V (par défaut %1).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Each sequence&apos;s copies have r tokens, r from this to R, behind 2(R − r) fresh tokens; R: the fixed task (default: half of R).</source>
        <translation>Les copies de chaque suite ont r jetons, r allant de cette valeur à R, après 2(R − r) jetons nouveaux&#x202f;; R&#xa0;: la tâche fixe (par défaut&#xa0;: la moitié de R).</translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>Attention layers L (default %1).</source>
        <translation>Couches d’attention L (par défaut %1).</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Heads H per layer (default %1).</source>
        <translation>Têtes H par couche (par défaut %1).</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Model width D, a multiple of H (default %1).</source>
        <translation>Largeur du modèle D, un multiple de H (par défaut %1).</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Sequences per step B (default %1).</source>
        <translation>Suites par étape B (par défaut %1).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Learning rate (default %1).</source>
        <translation>Taux d’apprentissage (par défaut %1).</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Linear learning-rate warm-up steps (default %1).</source>
        <translation>Étapes de montée linéaire du taux d’apprentissage (par défaut %1).</translation>
    </message>
    <message>
        <source>Clip the gradient&apos;s norm to this; 0: off (default %1).</source>
        <translation>Limiter la norme du gradient à cette valeur&#x202f;; 0&#xa0;: désactivé (par défaut %1).</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>adam or sgd (default adam).</source>
        <translation>adam ou sgd (par défaut adam).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Train without position embeddings.</source>
        <translation>Entraîner sans plongement des positions.</translation>
    </message>
    <message>
        <source>Start sequences without the beginning-of-sequence token.</source>
        <translation>Commencer les suites sans le jeton de début de suite.</translation>
    </message>
    <message>
        <source>Compute in double precision (default float).</source>
        <translation>Calculer en double précision (par défaut float).</translation>
    </message>
    <message>
        <source>expected a multiple of --heads (%1), got %2</source>
        <translation>attendu&#xa0;: un multiple de --heads (%1), reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected adam or sgd, got &apos;%1&apos;</source>
        <translation>attendu&#xa0;: adam ou sgd, reçu&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Also write the trained model to FILE, with its settings and training curve, in the format the chapter opens (engine/include/atlas/decoderarchive.h).</source>
        <translation>Écrire aussi le modèle entraîné dans FICHIER, avec ses réglages et sa courbe d’entraînement, au format qu’ouvre le chapitre (engine/include/atlas/decoderarchive.h).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>expected a file name</source>
        <translation>attendu un nom de fichier</translation>
    </message>
</context>
<context>
    <name>TrainedModelStore</name>
    <message>
        <source>The model you trained earlier (%1) could not be read. %2 It could not be moved aside to %3, so it was left untouched, and this session&apos;s training will not be saved.</source>
        <extracomment>%1: the model file; %2: a sentence saying why it could not be read; %3: where it should have been moved.</extracomment>
        <translation>Le modèle que vous avez entraîné précédemment (%1) n’a pas pu être lu. %2 Il n’a pas pu être déplacé vers %3 : il a donc été laissé intact, et l’entraînement de cette session ne sera pas enregistré.</translation>
    </message>
    <message>
        <source>The model you trained earlier could not be read. %1 It was kept as %2, and a fresh model starts.</source>
        <extracomment>%1: a sentence saying why the file could not be read; %2: where the file was kept.</extracomment>
        <translation>Le modèle que vous avez entraîné précédemment n’a pas pu être lu. %1 Il a été conservé sous %2, et un modèle neuf commence.</translation>
    </message>
    <message>
        <source>It is not a regular file.</source>
        <translation>Ce n’est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation>Le fichier dépasse %1 Mio.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation>Le fichier ne peut pas être ouvert : %1.</translation>
    </message>
    <message>
        <source>It is not a model file of this version (%1).</source>
        <extracomment>%1 is the reader&apos;s description of the problem (in English), naming the line or field.</extracomment>
        <translation>Ce n’est pas un fichier de modèle de cette version (%1).</translation>
    </message>
    <message>
        <source>saving is disabled because the earlier model file %1 could not be read or moved</source>
        <translation>l’enregistrement est désactivé, car l’ancien fichier de modèle %1 n’a pu être ni lu ni déplacé</translation>
    </message>
    <message>
        <source>the model cannot be written: %1</source>
        <translation>le modèle ne peut pas être écrit : %1</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>Checks a chapter pack completely: the manifest, every referenced file, every chapter&apos;s params (through its plugin) and every question. Prints one diagnostic per line (FILE:LINE:COLUMN: error|warning: MESSAGE) and a summary.</source>
        <translation>Vérifie un pack de chapitres de bout en bout&#xa0;: le manifeste, chaque fichier référencé, les params de chaque chapitre (par son extension) et chaque question. Affiche un diagnostic par ligne (FICHIER:LIGNE:COLONNE: error|warning: MESSAGE) puis un résumé.</translation>
    </message>
    <message>
        <source>The pack folder (it holds pack.json).</source>
        <translation>Le dossier du pack (il contient pack.json).</translation>
    </message>
    <message>
        <source>Do not load chapter plugins: kinds and params are not checked.</source>
        <translation>Ne pas charger les extensions de chapitre&#xa0;: les types et les params ne sont pas vérifiés.</translation>
    </message>
    <message>
        <source>missing the pack folder (attention-atlas-cli validate DIR)</source>
        <translation>dossier du pack manquant (attention-atlas-cli validate DIR)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2: %n error(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %2&#xa0;: %n erreur</numerusform>
            <numerusform>%1&#xa0;: %2&#xa0;: %n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>valid</source>
        <translation>valide</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>non valide</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s)</source>
        <translation>
            <numerusform>%n chapitre</numerusform>
            <numerusform>%n chapitres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: invalid: %n error(s)</source>
        <translation>
            <numerusform>%1&#xa0;: non valide&#xa0;: %n erreur</numerusform>
            <numerusform>%1&#xa0;: non valide&#xa0;: %n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>chapter kinds and params not checked (--no-plugins)</source>
        <translation>types de chapitre et params non vérifiés (--no-plugins)</translation>
    </message>
    <message>
        <source>Treat warnings as errors: exit with status 1 when there is any warning.</source>
        <translation>Traiter les avertissements comme des erreurs&#xa0;: terminer avec le code 1 dès qu’il y a un avertissement.</translation>
    </message>
    <message>
        <source>warnings count as errors (--strict)</source>
        <translation>les avertissements comptent comme des erreurs (--strict)</translation>
    </message>
    <message>
        <source>Print one JSON object (the diagnostics with their codes, and the counts) instead of lines, for scripts and editors.</source>
        <translation>Écrire un seul objet JSON (les diagnostics avec leurs codes, et les décomptes) au lieu de lignes, pour les scripts et les éditeurs.</translation>
    </message>
    <message>
        <source>Keep watching the pack: validate it again and print a fresh report each time one of its files is saved, until Ctrl+C.</source>
        <translation>Continuer à surveiller le pack&#xa0;: le valider de nouveau et afficher un nouveau rapport chaque fois qu’un de ses fichiers est enregistré, jusqu’à Ctrl+C.</translation>
    </message>
    <message>
        <source>watching %1 for changes; press Ctrl+C to stop</source>
        <extracomment>Printed to standard error when validate --watch starts; %1 is the pack folder</extracomment>
        <translation>surveillance de %1&#x202f;; Ctrl+C pour arrêter</translation>
    </message>
    <message>
        <source>— %1: the pack changed; validating again —</source>
        <translation>— %1&#xa0;: le pack a changé&#x202f;; nouvelle validation —</translation>
    </message>
</context>
<context>
    <name>VarianceCommand</name>
    <message>
        <source>expected a number in %1, got &apos;%2&apos;</source>
        <translation>attendu&#xa0;: un nombre dans %1, reçu&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Draws q, k ~ N(0, 1)^dk from a seeded generator and reports the mean and variance of q·k and of q·k/√dk (and, with --keys, softmax saturation over T keys).</source>
        <translation>Tire q, k ~ N(0, 1)^dk avec un générateur à graine fixée et donne la moyenne et la variance de q·k et de q·k/√dk (et, avec --keys, la saturation du softmax sur T clés).</translation>
    </message>
    <message>
        <source>Query/key width dk (required).</source>
        <translation>Dimension dk des requêtes et des clés (obligatoire).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Number of (q, k) pairs (default 10000).</source>
        <translation>Nombre de paires (q, k) (par défaut 10000).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Seed of the generator (default 1).</source>
        <translation>Graine du générateur (par défaut 1).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Also measure softmax saturation over T keys.</source>
        <translation>Mesurer aussi la saturation du softmax sur T clés.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Coordinate standard deviation (default 1; ≠ 1 breaks the assumption).</source>
        <translation>Écart-type des coordonnées (par défaut 1&#x202f;; ≠ 1 enfreint l’hypothèse).</translation>
    </message>
    <message>
        <source>sigma</source>
        <translation>sigma</translation>
    </message>
    <message>
        <source>Pairwise coordinate correlation in [0, 1) (default 0).</source>
        <translation>Corrélation entre coordonnées deux à deux, dans [0, 1) (par défaut 0).</translation>
    </message>
    <message>
        <source>rho</source>
        <translation>rho</translation>
    </message>
    <message>
        <source>Histogram bins (default 40).</source>
        <translation>Nombre de classes de l’histogramme (par défaut 40).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>missing (the query/key width, an integer ≥ 1)</source>
        <translation>manquant (la dimension des requêtes et des clés, un entier ≥ 1)</translation>
    </message>
    <message>
        <source>samples × (4 + 2·dk + (keys + 1)·dk + keys/2) = %1 units of work (normal draws) is beyond this tool&apos;s limit of %2, about ten seconds</source>
        <extracomment>the formula stays as it is; %1 and %2 are numbers such as 3.1e+09</extracomment>
        <translation>samples × (4 + 2·dk + (keys + 1)·dk + keys/2) = %1 unités de travail (tirages gaussiens) dépassent la limite de cet outil de %2, environ dix secondes</translation>
    </message>
</context>
<context>
    <name>atlas::AblationPanel</name>
    <message>
        <source>L%1 H%2</source>
        <translation>C%1 T%2</translation>
    </message>
    <message>
        <source>Measured on the held-out sequences after step %1.</source>
        <extracomment>%1 is the training step of the model the table measures.</extracomment>
        <translation>Mesuré sur les séquences mises de côté après le pas %1.</translation>
    </message>
    <message>
        <source>Measured after step %1; the model is at step %2 and the table is measured again when the run pauses or ends.</source>
        <extracomment>%1 is the step the table shows, %2 the step the model has reached.</extracomment>
        <translation>Mesuré après le pas %1 ; le modèle en est au pas %2, et le tableau est mesuré de nouveau quand l’entraînement est mis en pause ou se termine.</translation>
    </message>
    <message>
        <source>Each row switches one head off alone, on the 128 held-out sequences, and says what the repeated half loses: a head the circuit needs raises its loss by nats and drops its accuracy towards chance; a head it does not need changes almost nothing. The scores are those of the heatmaps, averaged over the same sequences.</source>
        <translation>Chaque ligne désactive une seule tête, sur les 128 séquences mises de côté, et indique ce que perd la moitié répétée : une tête dont le circuit a besoin augmente sa perte de plusieurs nats et fait baisser sa précision vers le hasard ; une tête dont il n’a pas besoin ne change presque rien. Les scores sont ceux des cartes de chaleur, moyennés sur les mêmes séquences.</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>previous-token</source>
        <translation>token précédent</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>induction</translation>
    </message>
    <message>
        <source>duplicate-token</source>
        <translation>token dupliqué</translation>
    </message>
    <message>
        <source>loss rise when off</source>
        <extracomment>Column: how much the repeated half&apos;s loss rises, in nats, with this head off.</extracomment>
        <translation>hausse de la perte si désactivée</translation>
    </message>
    <message>
        <source>accuracy when off</source>
        <extracomment>Column: the repeated half&apos;s accuracy with this head off.</extracomment>
        <translation>précision si désactivée</translation>
    </message>
    <message>
        <source>Every head switched off alone</source>
        <translation>Chaque tête désactivée seule</translation>
    </message>
    <message>
        <source>Every head&apos;s scores</source>
        <translation>Les scores de chaque tête</translation>
    </message>
    <message>
        <source>Each head switched off alone:</source>
        <translation>Chaque tête désactivée seule&#xa0;:</translation>
    </message>
    <message>
        <source>Measuring the model of step %1 on the held-out sequences…</source>
        <extracomment>%1 is the step the model has reached; the table is being measured in the background.</extracomment>
        <translation>Mesure du modèle du pas %1 sur les séquences mises de côté…</translation>
    </message>
</context>
<context>
    <name>atlas::AbsolutePanel</name>
    <message>
        <source>Added to the token vectors before the first layer, a table P gives every slot its own vector. Sinusoidal: P[p, 2i] = sin(p·ωᵢ), P[p, 2i+1] = cos(p·ωᵢ), ωᵢ = base^(−2i/d) (Vaswani et al. 2017). Each row is a position; the similarity of two rows falls, with ripples, as the positions move apart.</source>
        <translation>Ajoutée aux vecteurs des jetons avant la première couche, une table P donne à chaque place son propre vecteur. Sinusoïdale&#xa0;: P[p, 2i] = sin(p·ωᵢ), P[p, 2i+1] = cos(p·ωᵢ), ωᵢ = base^(−2i/d) (Vaswani et al. 2017). Chaque ligne est une position&#x202f;; la similarité de deux lignes diminue, avec des ondulations, à mesure que les positions s’éloignent.</translation>
    </message>
    <message>
        <source>Positions sho&amp;wn:</source>
        <extracomment>The number of positions (rows) of the tables.</extracomment>
        <translation>Positions affic&amp;hées&#xa0;:</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>positions</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>dimensions</translation>
    </message>
    <message>
        <source>Sinusoidal P</source>
        <translation>P sinusoïdale</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <source>Sinusoidal: cos(P_p, P_q), i.e. P·Pᵀ with unit rows</source>
        <extracomment>cos(P_p, P_q): the cosine similarity of two rows of the table.</extracomment>
        <translation>Sinusoïdale&#xa0;: cos(P_p, P_q), soit P·Pᵀ avec des lignes unitaires</translation>
    </message>
    <message>
        <source>Learned P</source>
        <translation>P apprise</translation>
    </message>
    <message>
        <source>positions 0–%1</source>
        <extracomment>Row caption of a table whose rows are too thin for labels; %1 is the last position.</extracomment>
        <translation>positions 0–%1</translation>
    </message>
    <message>
        <source>dimensions 0–%1</source>
        <extracomment>Column caption of a table whose columns are too narrow for labels; %1 is the last dimension.</extracomment>
        <translation>dimensions 0–%1</translation>
    </message>
    <message>
        <source>Learned: cos(P_p, P_q)</source>
        <translation>Apprise&#xa0;: cos(P_p, P_q)</translation>
    </message>
    <message>
        <source>positions p</source>
        <translation>positions p</translation>
    </message>
    <message>
        <source>positions q</source>
        <translation>positions q</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>position p</translation>
    </message>
    <message>
        <source>position q</source>
        <translation>position q</translation>
    </message>
    <message>
        <source>Learned: the position table of the decoder trained in the chapter “Watch attention learn” (%1 positions, width %2), shaped by nothing but gradient descent on its task. Compare its similarities with the sinusoids&apos; below.</source>
        <translation>Apprise&#xa0;: la table de positions du décodeur entraîné dans le chapitre «&#xa0;Regarder l’attention apprendre&#xa0;» (%1 positions, largeur %2), façonnée uniquement par la descente de gradient sur sa tâche. Comparez ses similarités avec celles des sinusoïdes ci-dessous.</translation>
    </message>
    <message>
        <source>A learned table is trained like any weight; this chapter&apos;s pack gives none to show.</source>
        <translation>Une table apprise s’entraîne comme n’importe quel poids&#x202f;; le paquet de ce chapitre n’en fournit aucune à montrer.</translation>
    </message>
    <message>
        <source>How alike are two positions k apart?</source>
        <translation>À quel point deux positions distantes de k se ressemblent-elles&#x202f;?</translation>
    </message>
    <message>
        <source>vertical: mean cosine similarity (dimensionless)</source>
        <extracomment>Under the chart&apos;s title: what the vertical axis shows.</extracomment>
        <translation>vertical&#xa0;: similarité cosinus moyenne (sans dimension)</translation>
    </message>
    <message>
        <source>distance k = |p − q| (positions)</source>
        <translation>distance k = |p − q| (positions)</translation>
    </message>
    <message>
        <source>mean cosine similarity (dimensionless)</source>
        <translation>similarité cosinus moyenne (sans dimension)</translation>
    </message>
    <message>
        <source>sinusoidal (d = %1)</source>
        <translation>sinusoïdale (d = %1)</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>apprise</translation>
    </message>
</context>
<context>
    <name>atlas::AlibiPanel</name>
    <message>
        <source>ALiBi (Press et al. 2021) adds no vector and turns nothing: it lowers each score by the slope m times the distance between query and key, in the same place as the causal mask. The mask removes a key entirely (−∞); the bias only makes a distant key less likely: a soft mask.</source>
        <translation>ALiBi (Press et al. 2021) n’ajoute aucun vecteur et ne fait rien tourner&#xa0;: il abaisse chaque score de la pente m fois la distance entre requête et clé, au même endroit que le masque causal. Le masque supprime entièrement une clé (−∞)&#x202f;; le biais rend seulement une clé éloignée moins probable&#xa0;: un masque doux.</translation>
    </message>
    <message>
        <source>Slop&amp;e m:</source>
        <extracomment>ALiBi&apos;s slope m, in units of score per position of distance.</extracomment>
        <translation>P&amp;ente m&#xa0;:</translation>
    </message>
    <message>
        <source>ALiBi slope m</source>
        <translation>pente m d’ALiBi</translation>
    </message>
    <message>
        <source>Bias B = −m·|i − j|</source>
        <translation>Biais B = −m·|i − j|</translation>
    </message>
    <message>
        <source>Weights with the causal mask alone, softmax(S + M)</source>
        <translation>Poids avec le masque causal seul, softmax(S + M)</translation>
    </message>
    <message>
        <source>Weights with ALiBi, softmax(S + B + M)</source>
        <translation>Poids avec ALiBi, softmax(S + B + M)</translation>
    </message>
    <message>
        <source>queries i</source>
        <translation>requêtes i</translation>
    </message>
    <message>
        <source>keys j</source>
        <translation>clés j</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>The last query (“%1”) gives the keys more than two positions away %2 of its weight with the mask alone and %3 with ALiBi. At m = 0 the bias vanishes and the weights are the causal ones; a large m leaves almost all weight on the nearest keys, yet none is removed. Each head has its own, fixed slope: for 8 heads, mₕ = 2^(−8h/8) = %4.</source>
        <extracomment>%1 the last query&apos;s token, %2 and %3 the weight it gives the keys more than two positions away without and with ALiBi, %4 the eight slopes of an 8-head model.</extracomment>
        <translation>La dernière requête («&#xa0;%1&#xa0;») donne aux clés situées à plus de deux positions %2 de son poids avec le masque seul et %3 avec ALiBi. À m = 0 le biais s’annule et les poids sont les poids causaux&#x202f;; un grand m laisse presque tout le poids sur les clés les plus proches, sans qu’aucune soit supprimée. Chaque tête a sa propre pente, fixe&#xa0;: pour 8 têtes, mₕ = 2^(−8h/8) = %4.</translation>
    </message>
</context>
<context>
    <name>atlas::BackgroundTaskBase</name>
    <message>
        <source>The computation stopped with an unexpected error.</source>
        <translation>Le calcul s’est arrêté sur une erreur inattendue.</translation>
    </message>
</context>
<context>
    <name>atlas::BaseSlider</name>
    <message>
        <source>&amp;Base:</source>
        <extracomment>The base of the sinusoidal and rotary frequencies ω_i = base^(−2i/d).</extracomment>
        <translation>&amp;Base&#xa0;:</translation>
    </message>
    <message>
        <source>Base of the frequencies</source>
        <translation>Base des fréquences</translation>
    </message>
    <message>
        <source>ωᵢ = base^(−2i/d): a larger base makes the slow pairs slower.</source>
        <translation>ωᵢ = base^(−2i/d)&#xa0;: une base plus grande ralentit les paires lentes.</translation>
    </message>
</context>
<context>
    <name>atlas::CachePanel</name>
    <message>
        <source>The cache fills once the decoder is trained.</source>
        <translation>Le cache se remplit une fois le décodeur entraîné.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A row of the cache: position number and its token, e.g. &quot;7 cat&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>h%1·k</source>
        <extracomment>Columns of the cached keys: head h, coordinate i of its key (k).</extracomment>
        <translation>t%1·k</translation>
    </message>
    <message>
        <source>h%1·v</source>
        <extracomment>Columns of the cached values: head h, coordinate i of its value (v).</extracomment>
        <translation>t%1·v</translation>
    </message>
    <message>
        <source>head </source>
        <translation>tête </translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) cached, %1 KiB in double.</source>
        <extracomment>%n positions cached, %1 the cache&apos;s size in KiB.</extracomment>
        <translation>
            <numerusform>%n position en cache, %1 Kio en double.</numerusform>
            <numerusform>%n positions en cache, %1 Kio en double.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every earlier row of K and V was compared before and after each step: none changed, bit for bit. Appending a token never rewrites the past.</source>
        <translation>Chaque ligne antérieure de K et de V a été comparée avant et après chaque pas : aucune n’a changé, bit pour bit. Ajouter un jeton ne réécrit jamais le passé.</translation>
    </message>
    <message>
        <source>An earlier row changed (largest change %1): the cache no longer matches the prefix.</source>
        <extracomment>%1 the largest change of an earlier row of the cache.</extracomment>
        <translation>Une ligne antérieure a changé (plus grande variation %1) : le cache ne correspond plus au préfixe.</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>&amp;Couche :</translation>
    </message>
    <message>
        <source>Cached keys K</source>
        <translation>Clés en cache K</translation>
    </message>
    <message>
        <source>positions (keys), newest selected</source>
        <translation>positions (clés), la plus récente sélectionnée</translation>
    </message>
    <message>
        <source>key coordinates, head by head</source>
        <translation>coordonnées des clés, tête par tête</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>coordonnée</translation>
    </message>
    <message>
        <source>Cached values V</source>
        <translation>Valeurs en cache V</translation>
    </message>
    <message>
        <source>positions, newest selected</source>
        <translation>positions, la plus récente sélectionnée</translation>
    </message>
    <message>
        <source>value coordinates, head by head</source>
        <translation>coordonnées des valeurs, tête par tête</translation>
    </message>
    <message>
        <source>The newest query&apos;s attention over the cache, one row per head</source>
        <translation>Attention de la requête la plus récente sur le cache, une ligne par tête</translation>
    </message>
    <message>
        <source>query</source>
        <extracomment>Rows of a short heatmap (one per head): keep it to one short word.</extracomment>
        <translation>requête</translation>
    </message>
    <message>
        <source>keys (cached positions)</source>
        <translation>clés (positions en cache)</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
</context>
<context>
    <name>atlas::ChangeSummaryLine</name>
    <message>
        <source>Change a control or a text: the numbers your change moves are outlined in every figure for a moment.</source>
        <extracomment>Under a lab&apos;s controls before the learner changed anything.</extracomment>
        <translation>Modifiez une commande ou un texte&#xa0;: les nombres que votre modification déplace sont encadrés un instant dans chaque figure.</translation>
    </message>
    <message>
        <source>Your last change moved none of the numbers shown, bit for bit.</source>
        <extracomment>Under a lab&apos;s controls: the learner&apos;s last change left every number shown as it was.</extracomment>
        <translation>Votre dernière modification n’a déplacé aucun des nombres affichés, bit pour bit.</translation>
    </message>
    <message numerus="yes">
        <source>Your last change moved %n number(s).</source>
        <extracomment>Under a lab&apos;s controls: how many numbers the last change moved; a sentence on the figures follows.</extracomment>
        <translation>
            <numerusform>Votre dernière modification a déplacé %n nombre.</numerusform>
            <numerusform>Votre dernière modification a déplacé %n nombres.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are outlined in %1 of the %2 figures it recomputed.</source>
        <translation>Ils sont encadrés dans %1 des %2 figures recalculées.</translation>
    </message>
    <message numerus="yes">
        <source>Your last change resized %n figure(s): rows or columns came or went, so there is nothing to compare number by number.</source>
        <extracomment>Under a lab&apos;s controls: the last change added or removed rows or columns of %n figures.</extracomment>
        <translation>
            <numerusform>Votre dernière modification a changé la taille de %n figure&#x202f;; des lignes ou des colonnes sont apparues ou ont disparu, il n’y a donc rien à comparer nombre par nombre.</numerusform>
            <numerusform>Votre dernière modification a changé la taille de %n figures&#x202f;; des lignes ou des colonnes sont apparues ou ont disparu, il n’y a donc rien à comparer nombre par nombre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other figure(s) changed size.</source>
        <extracomment>After the count of outlined numbers: %n other figures gained or lost rows or columns.</extracomment>
        <translation>
            <numerusform>%n autre figure a changé de taille.</numerusform>
            <numerusform>%n autres figures ont changé de taille.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They are outlined in every figure it recomputed (%n).</source>
        <extracomment>After the count of outlined numbers, when every figure recomputed changed (%n of them).</extracomment>
        <translation>
            <numerusform>Ils sont encadrés dans la figure recalculée.</numerusform>
            <numerusform>Ils sont encadrés dans les %n figures recalculées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ChapterListModel</name>
    <message>
        <source>not visited yet</source>
        <translation>pas encore consulté</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>consulté</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>cannot be shown</source>
        <translation>impossible à afficher</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Chapter %1: %2, %3</source>
        <translation>Chapitre %1&#xa0;: %2, %3</translation>
    </message>
    <message>
        <source>%1/%2 solved</source>
        <translation>%1/%2 résolues</translation>
    </message>
    <message>
        <source>Chapter %1: %2, %3, %4 of %5 questions solved</source>
        <extracomment>Read by a screen reader for a chapter of the list: number, title, state, and e.g. &quot;3 of 15 questions solved&quot;.</extracomment>
        <translation>Chapitre %1&#xa0;: %2, %3, %4 questions résolues sur %5</translation>
    </message>
</context>
<context>
    <name>atlas::ChartAccessibility</name>
    <message>
        <source>axis: %1</source>
        <translation>axe : %1</translation>
    </message>
    <message>
        <source>no bars</source>
        <translation>aucune barre</translation>
    </message>
    <message numerus="yes">
        <source>%n bars from %2 to %3</source>
        <extracomment>Screen-reader summary of a long bar series; %2, %3: its smallest and largest value.</extracomment>
        <translation>
            <numerusform>%n barre de %2 à %3</numerusform>
            <numerusform>%n barres de %2 à %3</numerusform>
        </translation>
    </message>
    <message>
        <source>no points</source>
        <translation>aucun point</translation>
    </message>
    <message numerus="yes">
        <source>%n points, horizontally from %2 to %3, vertically from %4 to %5</source>
        <extracomment>Screen-reader summary of a line or scatter series: %2 to %3 along the horizontal axis, %4 to %5 along the vertical one.</extracomment>
        <translation>
            <numerusform>%n point, horizontalement de %2 à %3, verticalement de %4 à %5</numerusform>
            <numerusform>%n points, horizontalement de %2 à %3, verticalement de %4 à %5</numerusform>
        </translation>
    </message>
    <message>
        <source>series %1: %2</source>
        <extracomment>Screen-reader summary of one chart series; %1 is its name, %2 what it holds.</extracomment>
        <translation>série %1 : %2</translation>
    </message>
    <message>
        <source>series %1</source>
        <extracomment>Screen-reader summary of a chart series of another kind; %1 is its name.</extracomment>
        <translation>série %1</translation>
    </message>
</context>
<context>
    <name>atlas::CircuitsPanel</name>
    <message>
        <source>The induction chapter&apos;s trained decoder, taken apart. Multiply a head&apos;s W_QK by the token embeddings on both sides and it says, for each query token (row), which key tokens (columns) it looks for — leaving out positions and, in layer 2, what layer 1 wrote. Its W_OV, between the embeddings and the unembedding, says which output logits reading a token raises: a head that copies has a bright diagonal there, and positive eigenvalues. The copying score sums them: Σλ / Σ|λ|, 1 for pure copying.</source>
        <translation>Le décodeur entraîné du chapitre sur l’induction, démonté. Multipliez le W_QK d’une tête des deux côtés par les plongements des jetons&#xa0;: il indique, pour chaque jeton de requête (ligne), quels jetons de clé (colonnes) la tête cherche — sans les positions et, dans la couche 2, sans ce que la couche 1 a écrit. Son W_OV, entre les plongements et le dé-plongement, indique quels logits de sortie la lecture d’un jeton fait monter&#xa0;: une tête qui copie y a une diagonale claire, et des valeurs propres positives. Le score de copie les additionne&#xa0;: Σλ / Σ|λ|, 1 pour une copie pure.</translation>
    </message>
    <message>
        <source>&amp;Head:</source>
        <translation>&amp;Tête&#xa0;:</translation>
    </message>
    <message>
        <source>This pack gives the chapter no trained model (params &quot;trained_model&quot;): the circuits of a trained decoder cannot be shown.</source>
        <translation>Ce paquet ne fournit au chapitre aucun modèle entraîné (params «&#xa0;trained_model&#xa0;»)&#xa0;: les circuits d’un décodeur entraîné ne peuvent pas être affichés.</translation>
    </message>
    <message>
        <source>Layer %1, head %2 (previous-token %3, induction %4)</source>
        <extracomment>%1 the layer, %2 the head, %3 its previous-token score, %4 its induction score.</extracomment>
        <translation>Couche %1, tête %2 (jeton précédent %3, induction %4)</translation>
    </message>
    <message>
        <source>QK over tokens, layer %1 head %2</source>
        <extracomment>%1 the layer, %2 the head.</extracomment>
        <translation>QK sur les jetons, couche %1 tête %2</translation>
    </message>
    <message>
        <source>query token</source>
        <translation>jeton de requête</translation>
    </message>
    <message>
        <source>key token</source>
        <translation>jeton de clé</translation>
    </message>
    <message>
        <source>OV over tokens, layer %1 head %2</source>
        <translation>OV sur les jetons, couche %1 tête %2</translation>
    </message>
    <message>
        <source>token read</source>
        <translation>jeton lu</translation>
    </message>
    <message>
        <source>logit raised</source>
        <translation>logit augmenté</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>Copying score %1. Previous-token %2, induction %3, duplicate-token %4; switched off, the repeated half&apos;s loss rises by %5 nats. The QK circuit over tokens hides what the head reads from positions — a previous-token head&apos;s pattern lives there, not in this picture.</source>
        <extracomment>%1 the copying score, %2–%4 the head&apos;s previous-token, induction and duplicate-token scores, %5 how much the repeated half&apos;s loss rises with the head off (nats).</extracomment>
        <translation>Score de copie %1. Token précédent %2, induction %3, jeton dupliqué %4&#x202f;; désactivée, la tête fait monter la perte de la moitié répétée de %5 nats. Le circuit QK sur les jetons cache ce que la tête lit des positions — le motif d’une tête du jeton précédent se trouve là, pas dans cette image.</translation>
    </message>
</context>
<context>
    <name>atlas::ClassResultsDialog</name>
    <message>
        <source>Class Results</source>
        <translation>Résultats de la classe</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>One row per question; choose a column header to sort by it.</source>
        <translation>Une ligne par question&#x202f;; choisissez un en-tête de colonne pour trier selon celle-ci.</translation>
    </message>
    <message>
        <source>Files not counted</source>
        <translation>Fichiers non comptés</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Save this table as CSV, for a spreadsheet</source>
        <translation>Enregistrer ce tableau en CSV, pour un tableur</translation>
    </message>
    <message>
        <source>No results could be read in %1. Learners export them from the final quiz (Export results…).</source>
        <extracomment>%1: &quot;3 learners&quot;; %2: a folder</extracomment>
        <translation>Aucun résultat n’a pu être lu dans %1. Les apprenants les exportent depuis le quiz final («&#xa0;Exporter les résultats…&#xa0;»).</translation>
    </message>
    <message numerus="yes">
        <source>%n learner(s)</source>
        <translation>
            <numerusform>%n apprenant</numerusform>
            <numerusform>%n apprenants</numerusform>
        </translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Chapitre</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Learners</source>
        <translation>Apprenants</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Facilité</translation>
    </message>
    <message>
        <source>Discrimination</source>
        <translation>Discrimination</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Answers given</source>
        <translation>Réponses données</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Énoncé</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>An answer and how many learners gave it, e.g. &quot;Value vectors ×12&quot;</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (%2 answered)</source>
        <translation>%1 (%2 ont répondu)</translation>
    </message>
    <message>
        <source>Every file was counted.</source>
        <translation>Tous les fichiers ont été comptés.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) not counted:</source>
        <translation>
            <numerusform>%n fichier non compté&#xa0;:</numerusform>
            <numerusform>%n fichiers non comptés&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Export Class Results</source>
        <translation>Exporter les résultats de la classe</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Tableaux CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 in %2. Facility: the share of the marks learners earned. Discrimination: how well a question separates learners who do well on the rest of the quiz from those who do not (Moodle&apos;s quiz statistics; 1 is perfect, below 0.1 weak). Flagged: too easy above facility 0.9, too hard below 0.2. Choose a column header to sort.</source>
        <translation>%1 dans %2. Indice de facilité&#xa0;: la part des points obtenus par les apprenants. Indice de discrimination&#xa0;: dans quelle mesure une question distingue les apprenants qui réussissent le reste du quiz des autres (statistiques de quiz de Moodle&#x202f;; 1 est idéal, en dessous de 0,1 faible). Signalées&#xa0;: trop faciles au-dessus d’une facilité de 0,9, trop difficiles en dessous de 0,2. Choisissez un en-tête de colonne pour trier.</translation>
    </message>
    <message>
        <source>&amp;Sort by:</source>
        <translation>&amp;Trier par&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Highest first</source>
        <translation>Les plus &amp;hauts d’abord</translation>
    </message>
    <message>
        <source>Quiz order</source>
        <translation>Ordre du quiz</translation>
    </message>
</context>
<context>
    <name>atlas::ColorLegend</name>
    <message>
        <source>masked</source>
        <extracomment>Legend caption of the hatched swatch: matrix cells (attention pairs) that the mask forbids.</extracomment>
        <translation>masqué</translation>
    </message>
</context>
<context>
    <name>atlas::CompositionPanel</name>
    <message>
        <source>1.%1</source>
        <extracomment>A head of layer 1 (rows) or layer 2 (columns), e.g. &quot;1.2&quot;: layer 1, head 2.</extracomment>
        <translation>1.%1</translation>
    </message>
    <message>
        <source>2.%1</source>
        <translation>2.%1</translation>
    </message>
    <message>
        <source>A layer-2 head reads the residual stream, and a layer-1 head has written into it. How much of what head a writes (W_OV of a) head b picks up, through its queries (Q-composition), its keys (K-composition) or its values (V-composition): ‖product‖ / (‖W_OV‖·‖W_QK‖), between 0 and 1, whatever the weights&apos; size. An induction head needs K-composition with a previous-token head, or Q-composition with a duplicate-token head. In a model this small, read the numbers as a hint, not a proof: the ablation in the panel above is the test.</source>
        <translation>Une tête de la couche 2 lit le flux résiduel, et une tête de la couche 1 y a écrit. La part de ce qu’écrit la tête a (W_OV de a) que reprend la tête b, par ses requêtes (composition Q), ses clés (composition K) ou ses valeurs (composition V)&#xa0;: ‖produit‖ / (‖W_OV‖·‖W_QK‖), entre 0 et 1, quelle que soit la taille des poids. Une tête d’induction a besoin d’une composition K avec une tête du jeton précédent, ou d’une composition Q avec une tête du jeton dupliqué. Dans un modèle aussi petit, lisez les nombres comme un indice, pas comme une preuve&#xa0;: le test, c’est l’ablation de la section ci-dessus.</translation>
    </message>
    <message>
        <source>Q-composition</source>
        <translation>composition Q</translation>
    </message>
    <message>
        <source>K-composition</source>
        <translation>composition K</translation>
    </message>
    <message>
        <source>V-composition</source>
        <translation>composition V</translation>
    </message>
    <message>
        <source>layer 1</source>
        <translation>couche 1</translation>
    </message>
    <message>
        <source>layer 2</source>
        <translation>couche 2</translation>
    </message>
    <message>
        <source>layer-1 head</source>
        <translation>tête de couche 1</translation>
    </message>
    <message>
        <source>layer-2 head</source>
        <translation>tête de couche 2</translation>
    </message>
    <message>
        <source>Composition needs a trained model of two layers.</source>
        <translation>La composition demande un modèle entraîné à deux couches.</translation>
    </message>
    <message>
        <source>The strongest K-composition: layer-1 head %1 into layer-2 head %2, %3.</source>
        <extracomment>%1 the layer-1 head, %2 the layer-2 head, %3 their K-composition.</extracomment>
        <translation>La composition K la plus forte&#xa0;: tête %1 de couche 1 vers tête %2 de couche 2, %3.</translation>
    </message>
</context>
<context>
    <name>atlas::ContextReachDemo</name>
    <message>
        <source>No output changed.</source>
        <translation>Aucune sortie n’a changé.</translation>
    </message>
    <message>
        <source>Attention weights A, one causal head</source>
        <extracomment>Title of the heatmap of attention weights in the &quot;context available to each token&quot; demonstration.</extracomment>
        <translation>Poids d’attention A, une tête causale</translation>
    </message>
    <message>
        <source>queries (the token reading)</source>
        <translation>requêtes (le jeton qui lit)</translation>
    </message>
    <message>
        <source>keys (the token read)</source>
        <translation>clés (le jeton lu)</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>Change the value vector of token:</source>
        <translation>Modifier le vecteur valeur du jeton&#xa0;:</translation>
    </message>
    <message>
        <source>Token whose value vector is changed</source>
        <translation>Jeton dont le vecteur valeur est modifié</translation>
    </message>
    <message numerus="yes">
        <source>Adding 1 to every coordinate of %1&apos;s value vector changes the output(s) of %2: each of these tokens reads %1 directly, in this single layer, whatever the distance.</source>
        <extracomment>%1 is the changed token (such as t₂); %2 lists the tokens whose outputs moved (such as &quot;t₂, t₃, t₄&quot;), %n how many they are.</extracomment>
        <translation>
            <numerusform>Ajouter 1 à chaque coordonnée du vecteur valeur de %1 modifie la sortie de %2&#xa0;: ce jeton lit %1 directement, dans cette seule couche, quelle que soit la distance.</numerusform>
            <numerusform>Ajouter 1 à chaque coordonnée du vecteur valeur de %1 modifie les sorties de %2&#xa0;: chacun de ces jetons lit %1 directement, dans cette seule couche, quelle que soit la distance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The output(s) of %1 stay exactly the same: the causal mask keeps them from reading %2.</source>
        <extracomment>A sentence of its own, after the one on the outputs that changed. %1 lists the tokens whose outputs stayed the same (such as &quot;t₀, t₁&quot;), %n how many they are; %2 is the changed token.</extracomment>
        <translation>
            <numerusform>La sortie de %1 reste exactement la même&#xa0;: le masque causal l’empêche de lire %2.</numerusform>
            <numerusform>Les sorties de %1 restent exactement les mêmes&#xa0;: le masque causal les empêche de lire %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::CorpusEditor</name>
    <message>
        <source>a new document</source>
        <extracomment>The text of a document added with the Add button: it becomes corpus text and is tokenized word by word (lower case, letters only), so translate it as a short plain phrase.</extracomment>
        <translation>un nouveau document</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <extracomment>Stands for the tokens of a document that has none.</extracomment>
        <translation>(rien)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Stands for the list of token ids of a document that has no tokens (&quot;ids none&quot;).</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>The corpus, one document per line: double-click (or F2) to edit. The tokenizer lowercases, takes runs of letters and digits as words and every punctuation mark as a token of its own; ids 0 and 1 are ⟨BOS⟩ and ⟨EOS⟩, words are numbered from 2 in the order they first appear.</source>
        <translation>Le corpus, un document par ligne&#xa0;: double-cliquez (ou F2) pour modifier. Le découpage en jetons passe le texte en minuscules, prend les suites de lettres et de chiffres comme mots et chaque signe de ponctuation comme un jeton à part&#x202f;; les identifiants 0 et 1 sont ⟨BOS⟩ et ⟨EOS⟩, les mots sont numérotés à partir de 2 dans l’ordre de leur première apparition.</translation>
    </message>
    <message>
        <source>Add document</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove document</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Block length T:</source>
        <translation>Longueur de bloc T&#xa0;:</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>documents</translation>
    </message>
    <message>
        <source>block length</source>
        <translation>longueur de bloc</translation>
    </message>
    <message numerus="yes">
        <source>Document %1 tokenized: %2 → ids %3 (%n token(s), plus ⟨BOS⟩ and ⟨EOS⟩)</source>
        <extracomment>%1 the document number, %2 its tokens, %3 their ids, %n the number of tokens.</extracomment>
        <translation>
            <numerusform>Document %1 découpé en jetons&#xa0;: %2 → identifiants %3 (%n jeton, plus ⟨BOS⟩ et ⟨EOS⟩)</numerusform>
            <numerusform>Document %1 découpé en jetons&#xa0;: %2 → identifiants %3 (%n jetons, plus ⟨BOS⟩ et ⟨EOS⟩)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vocabulary (%n id(s)): %1</source>
        <extracomment>%n is the number of token ids in the vocabulary, %1 the list &quot;id token, id token, …&quot;.</extracomment>
        <translation>
            <numerusform>Vocabulaire (%n identifiant)&#xa0;: %1</numerusform>
            <numerusform>Vocabulaire (%n identifiants)&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::CostPanel</name>
    <message>
        <source>Counted at T = %1: a full recompute needs %2 times the multiply–adds of one cached step.</source>
        <extracomment>%1 the sequence length, %2 how many times more multiply–adds a recompute needs.</extracomment>
        <translation>Compté à T = %1 : un recalcul complet demande %2 fois les multiplications-additions d’un pas mis en cache.</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Mesure en cours…</translation>
    </message>
    <message>
        <source>Press Measure to time both on this machine.</source>
        <translation>Appuyez sur Mesurer pour chronométrer les deux sur cette machine.</translation>
    </message>
    <message>
        <source>Measured at T = %1: %2 with the cache, %3 by recomputing (%4 times longer).</source>
        <extracomment>%1 the length measured, %2 a cached step&apos;s time, %3 a recompute&apos;s (with their units), %4 their ratio.</extracomment>
        <translation>Mesuré à T = %1 : %2 avec le cache, %3 en recalculant (%4 fois plus long).</translation>
    </message>
    <message>
        <source>Cancelled: the longer lengths were not measured.</source>
        <translation>Annulé : les longueurs plus grandes n’ont pas été mesurées.</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Mesurer</translation>
    </message>
    <message>
        <source>Measured time per new token</source>
        <translation>Temps mesuré par nouveau jeton</translation>
    </message>
    <message>
        <source>sequence length T (tokens)</source>
        <translation>longueur de séquence T (jetons)</translation>
    </message>
    <message>
        <source>time (seconds)</source>
        <translation>temps (secondes)</translation>
    </message>
    <message>
        <source>with the KV cache</source>
        <translation>avec le cache KV</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>recalcul complet</translation>
    </message>
    <message>
        <source>Counted work per new token</source>
        <translation>Travail compté par nouveau jeton</translation>
    </message>
    <message>
        <source>multiply–adds</source>
        <translation>mult.-additions</translation>
    </message>
    <message>
        <source>with the KV cache: O(T·d)</source>
        <translation>avec le cache KV : O(T·d)</translation>
    </message>
    <message>
        <source>full recompute: O(T²·d)</source>
        <translation>recalcul complet : O(T²·d)</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <extracomment>The progress bar&apos;s accessible name.</extracomment>
        <translation>Progression de la mesure</translation>
    </message>
    <message>
        <source>One new token&apos;s logits, with the cache (scores over the cached keys: linear in T) and by running the whole prefix again, as a prefill of T tokens does (every allowed pair: quadratic in T), for a decoder of this chapter&apos;s shape: %1 layers, width %2, %3 heads of %4. Both counts take the pairs the causal mask allows. The times are the median of 3 to 5 runs on this machine, measured in the background. The recompute also forms the masked scores and builds every intermediate matrix the course displays, which the count leaves out: its measured ratio is larger than the counted one.</source>
        <translation>Les logits d’un nouveau jeton, avec le cache (scores sur les clés en cache&#xa0;: linéaire en T) et en refaisant passer tout le préfixe, comme le fait un préremplissage de T jetons (chaque paire autorisée&#xa0;: quadratique en T), pour un décodeur de la forme de ce chapitre&#xa0;: %1 couches, largeur %2, %3 têtes de %4. Les deux décomptes prennent les paires que le masque causal autorise. Les temps sont la médiane de 3 à 5 exécutions sur cette machine, mesurées en arrière-plan. Le recalcul forme aussi les scores masqués et construit chaque matrice intermédiaire que le cours affiche, ce que le décompte omet&#xa0;: son rapport mesuré est plus grand que le rapport compté.</translation>
    </message>
</context>
<context>
    <name>atlas::CourseProgress</name>
    <message>
        <source>What the chapter &apos;%1&apos; had saved could not be read and starts afresh; a copy of your progress file is at %2.</source>
        <extracomment>%1: a chapter id; %2: where the copy of the progress file is</extracomment>
        <translation>Ce que le chapitre « %1 » avait enregistré n’a pas pu être lu et repart de zéro ; une copie de votre fichier de progression se trouve à l’emplacement %2.</translation>
    </message>
    <message>
        <source>What the chapter &apos;%1&apos; had saved could not be read and starts afresh; a copy of your progress file could not be made at %2.</source>
        <extracomment>%1: a chapter id; %2: the path the copy was meant for</extracomment>
        <translation>Ce que le chapitre « %1 » avait enregistré n’a pas pu être lu et repart de zéro ; une copie de votre fichier de progression n’a pas pu être créée à l’emplacement %2.</translation>
    </message>
</context>
<context>
    <name>atlas::CourseSession</name>
    <message>
        <source>No installed plugin presents chapters of kind &apos;%1&apos;.</source>
        <translation>Aucune extension installée ne présente les chapitres de type «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The plugin for kind &apos;%1&apos; cannot be used: %2</source>
        <translation>L’extension du type «&#xa0;%1&#xa0;» est inutilisable&#xa0;: %2</translation>
    </message>
    <message>
        <source>it does not implement the chapter interface</source>
        <translation>elle n’implémente pas l’interface de chapitre</translation>
    </message>
</context>
<context>
    <name>atlas::CrossAttentionPanel</name>
    <message>
        <source>In an encoder–decoder, the decoder&apos;s queries come from the sentence being written (the target) and its keys and values from the encoder&apos;s output for another sentence (the source): cross-attention. The two may have different lengths, so the weights form a T_q × T_k rectangle. Here the word vectors are built so that translations share a direction; a trained model learns vectors and projections that do this. Edit either sentence and press Enter.</source>
        <translation>Dans un encodeur–décodeur, les requêtes du décodeur viennent de la phrase en cours d’écriture (la cible), et ses clés et valeurs de la sortie de l’encodeur pour une autre phrase (la source)&#xa0;: c’est l’attention croisée. Les deux peuvent avoir des longueurs différentes, si bien que les poids forment un rectangle T_q × T_k. Ici, les vecteurs de mots sont construits pour que les traductions partagent une direction&#x202f;; un modèle entraîné apprend des vecteurs et des projections qui font cela. Modifiez l’une ou l’autre phrase et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>&amp;Source (keys, values):</source>
        <extracomment>The sentence whose words are the keys and values.</extracomment>
        <translation>&amp;Source (clés, valeurs)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Target (queries):</source>
        <extracomment>The sentence whose words are the queries.</extracomment>
        <translation>C&amp;ible (requêtes)&#xa0;:</translation>
    </message>
    <message>
        <source>Source sentence</source>
        <translation>Phrase source</translation>
    </message>
    <message>
        <source>Target sentence</source>
        <translation>Phrase cible</translation>
    </message>
    <message>
        <source>Cross-attention weights, target × source</source>
        <translation>Poids de l’attention croisée, cible × source</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>“%1” → “%2” (%3)</source>
        <extracomment>A target word, the source word it reads most, and the weight, e.g. “chat” → “cat” (0.86).</extracomment>
        <translation>«&#xa0;%1&#xa0;» → «&#xa0;%2&#xa0;» (%3)</translation>
    </message>
    <message>
        <source>Each row is one target word&apos;s weights over the source; each row sums to 1. Read most: %1. A source word no target word needs still gets some weight from every row: nothing is masked.</source>
        <extracomment>%1 the list of target words with the source word each reads most.</extracomment>
        <translation>Chaque ligne donne les poids d’un mot cible sur la source&#x202f;; chaque ligne a pour somme 1. Le plus lu&#xa0;: %1. Un mot source dont aucun mot cible n’a besoin reçoit quand même un peu de poids de chaque ligne&#xa0;: rien n’est masqué.</translation>
    </message>
    <message>
        <source>target queries</source>
        <translation>requêtes cibles</translation>
    </message>
    <message>
        <source>source keys</source>
        <translation>clés sources</translation>
    </message>
</context>
<context>
    <name>atlas::DecoderInputBar</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Jetons&#xa0;:</translation>
    </message>
    <message>
        <source>tokens</source>
        <extracomment>Accessible name of the field where the input tokens (words) are typed.</extracomment>
        <translation>jetons</translation>
    </message>
    <message>
        <source>Words of the vocabulary separated by spaces, 1 to 16</source>
        <translation>Mots du vocabulaire séparés par des espaces, de 1 à 16</translation>
    </message>
    <message>
        <source>Next token:</source>
        <translation>Jeton suivant&#xa0;:</translation>
    </message>
    <message>
        <source>label after the last token</source>
        <translation>étiquette après le dernier jeton</translation>
    </message>
    <message>
        <source>The label of the last position: the next token after the input — supervision, never context</source>
        <translation>L’étiquette de la dernière position&#xa0;: le jeton qui suit l’entrée — de la supervision, jamais du contexte</translation>
    </message>
    <message>
        <source>Document ids:</source>
        <translation>Documents&#xa0;:</translation>
    </message>
    <message>
        <source>empty: one document; e.g. 0 0 0 0 1 1 1</source>
        <translation>vide&#xa0;: un seul document&#x202f;; p. ex. 0 0 0 0 1 1 1</translation>
    </message>
    <message>
        <source>document ids</source>
        <translation>identifiants de document</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>Tailles&#xa0;:</translation>
    </message>
    <message>
        <source>d_model (d), heads (H), dₖ and dᵥ; new sizes give fresh parameters</source>
        <translation>d_model (d), têtes (H), dₖ et dᵥ&#x202f;; de nouvelles tailles donnent de nouveaux paramètres</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <source>model width d_model</source>
        <translation>largeur du modèle d_model</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>têtes</translation>
    </message>
    <message>
        <source>key width dk</source>
        <translation>largeur des clés dk</translation>
    </message>
    <message>
        <source>value width dv</source>
        <translation>largeur des valeurs dv</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message numerus="yes">
        <source>Vocabulary (%n word(s)): %1</source>
        <extracomment>%n is the number of words in the vocabulary, %1 the words themselves.</extracomment>
        <translation>
            <numerusform>Vocabulaire (%n mot)&#xa0;: %1</numerusform>
            <numerusform>Vocabulaire (%n mots)&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DecoderLab</name>
    <message>
        <source>Gradient graph</source>
        <translation>Graphe</translation>
    </message>
    <message>
        <source>Gradient check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Prefix invariance</source>
        <translation>Invariance du préfixe</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Views of the decoder</source>
        <translation>Vues du décodeur</translation>
    </message>
    <message>
        <source>Every node the loss depends on. An arrow runs from an input to the node computed from it; the backward pass sends ∂L along every arrow in reverse. Select a node (click, or the arrow keys) to see its value and its gradient.</source>
        <translation>Tous les nœuds dont dépend la perte. Une flèche va d’une entrée vers le nœud calculé à partir d’elle&#x202f;; la passe arrière envoie ∂L le long de chaque flèche, en sens inverse. Sélectionnez un nœud (clic ou touches fléchées) pour voir sa valeur et son gradient.</translation>
    </message>
</context>
<context>
    <name>atlas::DecoderSession</name>
    <message>
        <source>Type 1 to %1 words separated by spaces (you typed %2).</source>
        <translation>Saisissez de 1 à %1 mots séparés par des espaces (vous en avez saisi %2).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the vocabulary: %2.</source>
        <extracomment>%1 is the unknown word, %2 the vocabulary.</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas dans le vocabulaire&#xa0;: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a document id: use whole numbers from 0 to 999.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un identifiant de document&#xa0;: utilisez des entiers de 0 à 999.</translation>
    </message>
    <message>
        <source>Sizes: d_model 1–32, heads 1–4, dₖ and dᵥ 1–16.</source>
        <translation>Tailles&#xa0;: d_model 1–32, têtes 1–4, dₖ et dᵥ 1–16.</translation>
    </message>
    <message numerus="yes">
        <source>Type one document id per token, or nothing for one document: %n token(s), document ids typed: %1.</source>
        <extracomment>%n is the number of tokens of the input, %1 the number of document ids typed.</extracomment>
        <translation>
            <numerusform>Saisissez un identifiant de document par jeton, ou rien pour un seul document&#xa0;: %n jeton, identifiants de document saisis&#xa0;: %1.</numerusform>
            <numerusform>Saisissez un identifiant de document par jeton, ou rien pour un seul document&#xa0;: %n jetons, identifiants de document saisis&#xa0;: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DecoderTrainingBar</name>
    <message>
        <source>&amp;Train the decoders</source>
        <translation>&amp;Entraîner les décodeurs</translation>
    </message>
    <message>
        <source>&amp;Train again</source>
        <translation>&amp;Entraîner à nouveau</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation>Progression de l’entraînement</translation>
    </message>
    <message>
        <source>The decoders are not trained (the last run was cancelled). Train them: about four seconds.</source>
        <translation>Les décodeurs ne sont pas entraînés (le dernier entraînement a été annulé). Entraînez-les&#xa0;: environ quatre secondes.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Seed of the next training run</source>
        <translation>Graine du prochain entraînement</translation>
    </message>
    <message>
        <source>Training two decoders on a worker thread, %1 steps each with seed %2: one with rotary positions, one with ALiBi.</source>
        <extracomment>%1 steps per decoder, %2 the seed.</extracomment>
        <translation>Entraînement de deux décodeurs sur un fil d’exécution secondaire, %1 pas chacun avec la graine %2&#xa0;: l’un avec des positions par rotation, l’autre avec ALiBi.</translation>
    </message>
    <message>
        <source>The figures below are the last run&apos;s until this one is done.</source>
        <translation>Les figures ci-dessous sont celles du dernier entraînement jusqu’à la fin de celui-ci.</translation>
    </message>
    <message>
        <source>The figures below fill in when it is done.</source>
        <translation>Les figures ci-dessous se rempliront quand il sera terminé.</translation>
    </message>
    <message>
        <source>Fine-tuning the rotary decoder on a worker thread: each of its three readings, %1 steps at %2 tokens and %1 at %3.</source>
        <extracomment>%1 steps, %2 and %3 the lengths in tokens.</extracomment>
        <translation>Affinage du décodeur rotatif sur un fil d’exécution secondaire&#xa0;: chacune de ses trois lectures, %1 pas à %2 jetons et %1 à %3.</translation>
    </message>
    <message>
        <source>Two decoders trained on this computer, %1 steps each with seed %2, one with rotary positions and one with ALiBi; every number below is measured on them.</source>
        <extracomment>%1 steps, %2 seed.</extracomment>
        <translation>Deux décodeurs entraînés sur cet ordinateur, %1 pas chacun avec la graine %2, l’un avec des positions par rotation et l’autre avec ALiBi&#x202f;; chaque nombre ci-dessous est mesuré sur eux.</translation>
    </message>
    <message>
        <source>The last run was cancelled: the figures are those from before it.</source>
        <translation>Le dernier entraînement a été annulé&#xa0;: les figures sont celles d’avant.</translation>
    </message>
    <message>
        <source>Trained again with the same seed: every number came out exactly as before.</source>
        <translation>Entraînés à nouveau avec la même graine&#xa0;: chaque nombre est exactement le même qu’avant.</translation>
    </message>
    <message>
        <source>One seed is a demonstration: try another and train again to see which effects hold.</source>
        <translation>Une graine est une démonstration&#xa0;: essayez-en une autre et entraînez à nouveau pour voir quels effets tiennent.</translation>
    </message>
</context>
<context>
    <name>atlas::DecodingLab</name>
    <message>
        <source>0 (bit for bit)</source>
        <translation>0 (bit pour bit)</translation>
    </message>
    <message>
        <source>%1 (worst so far %2)</source>
        <extracomment>%1 the largest difference at the latest step, %2 over every step so far.</extracomment>
        <translation>%1 (au pire jusqu’ici %2)</translation>
    </message>
    <message>
        <source>The decoder is not trained yet.</source>
        <translation>Le décodeur n’est pas encore entraîné.</translation>
    </message>
    <message>
        <source>Training the chapter&apos;s decoder on the corpus (%1 % of %2 steps)…</source>
        <extracomment>%1 percent done, %2 training steps in all.</extracomment>
        <translation>Entraînement du décodeur du chapitre sur le corpus (%1&#xa0;% de %2 pas)…</translation>
    </message>
    <message>
        <source>%1 of %2 positions. The decoder was trained on the corpus (final loss %3 nats).</source>
        <extracomment>%1 positions generated so far, %2 the capacity, %3 the training loss in nats.</extracomment>
        <translation>%1 positions sur %2. Le décodeur a été entraîné sur le corpus (perte finale %3 nats).</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>Draw one token and append it to the cache.</source>
        <translation>Tirer un jeton et l’ajouter au cache.</translation>
    </message>
    <message>
        <source>Generate &amp;8</source>
        <translation>&amp;Générer 8</translation>
    </message>
    <message>
        <source>Generate until the cache holds all 64 positions the decoder has position embeddings for.</source>
        <translation>Générer jusqu’à ce que le cache contienne les 64 positions pour lesquelles le décodeur a des plongements de position.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Back to the prompt, with the sampler&apos;s seed: the same settings draw the same tokens again.</source>
        <translation>Retour à l’amorce, avec la graine de l’échantillonneur : les mêmes réglages tirent à nouveau les mêmes jetons.</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>&amp;Amorce :</translation>
    </message>
    <message>
        <source>Words of the corpus; Enter starts again from them.</source>
        <translation>Des mots du corpus ; Entrée repart de ceux-ci.</translation>
    </message>
    <message>
        <source>A two-layer decoder, trained on the chapter&apos;s tiny corpus when the chapter opened, continues the prompt one token at a time. Each step runs only the new token through the layers and reads the keys and values of the earlier positions from the cache. Grey: the prompt; underlined: the newest token.</source>
        <translation>Un décodeur à deux couches, entraîné sur le minuscule corpus du chapitre à son ouverture, poursuit l’amorce jeton par jeton. Chaque pas ne fait passer que le nouveau jeton dans les couches et lit dans le cache les clés et les valeurs des positions antérieures. En gris : l’amorce ; souligné : le jeton le plus récent.</translation>
    </message>
    <message>
        <source>|Δ| cached − recomputed logits</source>
        <translation>|Δ| logits du cache − recalculés</translation>
    </message>
    <message>
        <source>keys summed as the recompute sums them</source>
        <translation>clés sommées comme le recalcul les somme</translation>
    </message>
    <message>
        <source>keys summed newest first</source>
        <translation>clés sommées de la plus récente à la plus ancienne</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>float</source>
        <translation>float</translation>
    </message>
    <message>
        <source>Generate token by token</source>
        <translation>Générer jeton par jeton</translation>
    </message>
    <message>
        <source>The cache: keys and values that never change</source>
        <translation>Le cache : clés et valeurs immuables</translation>
    </message>
    <message>
        <source>Sampling: temperature and top-k</source>
        <translation>Échantillonnage : température et top-k</translation>
    </message>
    <message>
        <source>Cost per new token</source>
        <translation>Coût par nouveau jeton</translation>
    </message>
    <message>
        <source>Memory: the cache of real models</source>
        <translation>Mémoire : le cache de modèles réels</translation>
    </message>
    <message>
        <source>Every layer keeps a key and a value row per key/value head and position: L·G·(dₖ + dᵥ) numbers per token. Queries are never cached, so sharing key/value heads among query heads (GQA, or one for all: MQA) divides the cache by H/G.</source>
        <translation>Chaque couche garde une ligne de clé et une ligne de valeur par tête clé/valeur et par position : L·G·(dₖ + dᵥ) nombres par jeton. Les requêtes ne sont jamais mises en cache : partager des têtes clé/valeur entre têtes de requête (GQA, ou une pour toutes : MQA) divise le cache par H/G.</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>Jusqu’à la &amp;fin</translation>
    </message>
    <message>
        <source>Decoding lab</source>
        <extracomment>The accessible name of the lab&apos;s scrolling column of sections.</extracomment>
        <translation>Laboratoire du décodage</translation>
    </message>
    <message>
        <source>Training progress</source>
        <extracomment>The progress bar&apos;s accessible name.</extracomment>
        <translation>Progression de l’entraînement</translation>
    </message>
    <message>
        <source>After every Step or Generate the whole sequence is also computed again from scratch, and each new step&apos;s cached logits are compared with its row (row t of a causal decoder reads nothing after t: it is the recompute of the prefix). Summed in the same order, they agree to the last bit in double and in float alike: both paths perform the same roundings. Float&apos;s rounding is larger (about 1e-7 relative, double&apos;s about 1e-16), but it is the same rounding. Change only the order of the sum over keys and the two differ by that rounding: a few units in the last place, about 1e-7 in float. GPU kernels often sum in another order for one new row than for many, so there a cached step agrees with a recompute to rounding only.</source>
        <translation>Après chaque Pas ou Générer, toute la séquence est aussi recalculée depuis le début, et les logits de chaque nouveau pas mis en cache sont comparés à sa ligne (la ligne t d’un décodeur causal ne lit rien après t : c’est le recalcul du préfixe). Sommés dans le même ordre, ils s’accordent au dernier bit près en double comme en float : les deux chemins arrondissent de la même façon. L’arrondi de float est plus grand (environ 1e-7 en relatif, celui de double environ 1e-16), mais c’est le même arrondi. Changez seulement l’ordre de la somme sur les clés, et les deux diffèrent de cet arrondi : quelques unités de la dernière décimale, environ 1e-7 en float. Les noyaux GPU somment souvent dans un autre ordre pour une nouvelle ligne que pour plusieurs : là, un pas mis en cache ne s’accorde avec un recalcul qu’à l’arrondi près.</translation>
    </message>
    <message>
        <source>At step %1 of %2 (loss %3 nats) the decoder continues the prompt, always taking the most likely word, as: %4</source>
        <extracomment>%1 the step, %2 the steps in all, %3 the recent loss in nats, %4 the prompt and the words the decoder adds.</extracomment>
        <translation>À l’étape %1 sur %2 (perte %3 nats), le décodeur poursuit le prompt, en prenant toujours le mot le plus probable, ainsi&#xa0;: %4</translation>
    </message>
    <message>
        <source>The lab now uses the decoder as it was at step %1 of its training (loss %2 nats): Step and Generate sample from it. Taking the most likely word, it continues the prompt as: %3</source>
        <extracomment>%1 the step, %2 the recent loss in nats, %3 the prompt and the words the decoder adds.</extracomment>
        <translation>Le laboratoire utilise désormais le décodeur tel qu’il était à l’étape %1 de son entraînement (perte %2 nats)&#xa0;: Étape et Générer tirent de lui. En prenant le mot le plus probable, il poursuit le prompt ainsi&#xa0;: %3</translation>
    </message>
    <message>
        <source>Taking the most likely word each time, the trained decoder continues the prompt as: %1</source>
        <extracomment>%1 the prompt and the words the trained decoder adds.</extracomment>
        <translation>En prenant chaque fois le mot le plus probable, le décodeur entraîné poursuit le prompt ainsi&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 of %2 positions. The decoder as it was at step %3 of %4 — Newest brings back the trained one.</source>
        <extracomment>%1 positions generated so far, %2 the capacity, %3 a training step, %4 the steps in all.</extracomment>
        <translation>%1 positions sur %2. Le décodeur tel qu’il était à l’étape %3 sur %4 — «&#xa0;Le plus récent&#xa0;» ramène le décodeur entraîné.</translation>
    </message>
    <message>
        <source>Train again</source>
        <translation>Réentraîner</translation>
    </message>
    <message>
        <source>Train the decoder once more from the same seed: it reaches the same model. With “Slow enough to watch” you can follow it learning.</source>
        <translation>Entraîner le décodeur une fois de plus depuis la même graine&#xa0;: il aboutit au même modèle. Avec «&#xa0;Assez lent pour suivre&#xa0;», vous pouvez le regarder apprendre.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Slow enough to watch</source>
        <translation>Assez lent pour suivre</translation>
    </message>
    <message>
        <source>Spread the training over about %1 s</source>
        <extracomment>%1 is a number of seconds.</extracomment>
        <translation>Étaler l’entraînement sur environ %1 s</translation>
    </message>
    <message>
        <source>Put the decoder as it was at an earlier step of its training in the lab</source>
        <translation>Placer dans le laboratoire le décodeur tel qu’il était à une étape antérieure de son entraînement</translation>
    </message>
</context>
<context>
    <name>atlas::DecodingSession</name>
    <message>
        <source>expected at most %1 words, got %2</source>
        <translation>au plus %1 mots attendus, reçu : %2</translation>
    </message>
</context>
<context>
    <name>atlas::DiagnosticsDialog</name>
    <message>
        <source>Pack Problems</source>
        <translation>Problèmes du pack</translation>
    </message>
    <message>
        <source>The pack in %1 has no problems.</source>
        <translation>Le pack situé dans %1 ne présente aucun problème.</translation>
    </message>
    <message>
        <source>The pack in %1 has %2 and %3.</source>
        <translation>Le pack situé dans %1 présente %2 et %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
</context>
<context>
    <name>atlas::DirectionPanel</name>
    <message>
        <source>The same head over the same words, twice. An encoder&apos;s attention is bidirectional: every word reads every word, so each representation can use what comes after it. A decoder&apos;s is causal: each word reads itself and the words before it, so it can be trained to predict the next word of a text without seeing it.</source>
        <translation>La même tête sur les mêmes mots, deux fois. L’attention d’un encodeur est bidirectionnelle&#xa0;: chaque mot lit tous les mots, si bien que chaque représentation peut utiliser ce qui suit son mot. Celle d’un décodeur est causale&#xa0;: chaque mot ne lit que lui-même et les mots qui le précèdent, si bien qu’on peut l’entraîner à prédire le mot suivant d’un texte sans le voir.</translation>
    </message>
    <message>
        <source>&amp;Change the last word: “%1” → “%2”</source>
        <extracomment>%1 the sentence&apos;s last word, %2 the word it is changed to.</extracomment>
        <translation>&amp;Changer le dernier mot&#xa0;: «&#xa0;%1&#xa0;» → «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Encoder: bidirectional weights</source>
        <translation>Encodeur&#xa0;: poids bidirectionnels</translation>
    </message>
    <message>
        <source>Decoder: causal weights</source>
        <translation>Décodeur&#xa0;: poids causaux</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>Changing “%1” to “%2” moves %3 of %4 output rows in the encoder and %5 of %4 in the decoder (compared bit for bit): in the decoder no earlier word can depend on a later one, so “%6” cannot know what follows it.</source>
        <extracomment>%1 the last word, %2 the word it becomes, %3 and %5 rows that moved, %4 all rows.</extracomment>
        <translation>Changer «&#xa0;%1&#xa0;» en «&#xa0;%2&#xa0;» fait bouger %3 lignes de sortie sur %4 dans l’encodeur et %5 sur %4 dans le décodeur (comparées bit pour bit)&#xa0;: dans le décodeur, aucun mot antérieur ne peut dépendre d’un mot postérieur, donc «&#xa0;%6&#xa0;» ne peut pas savoir ce qui le suit.</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
</context>
<context>
    <name>atlas::DistinctionsView</name>
    <message>
        <source>unchanged, bit for bit (max |Δ| = 0)</source>
        <translation>aucun changement, au bit près (max |Δ| = 0)</translation>
    </message>
    <message>
        <source>changed (max |Δ| = %1)</source>
        <translation>changement (max |Δ| = %1)</translation>
    </message>
    <message>
        <source>Sampling temperature</source>
        <translation>Température d’échantillonnage</translation>
    </message>
    <message>
        <source>next-token probability</source>
        <translation>probabilité du jeton suivant</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>Draw another Wv</source>
        <translation>Tirer un autre Wv</translation>
    </message>
    <message>
        <source>Replace only the value projection by new random numbers; Wq, Wk and X stay.</source>
        <translation>Remplacer uniquement la projection des valeurs par de nouveaux nombres aléatoires&#x202f;; Wq, Wk et X restent inchangés.</translation>
    </message>
    <message>
        <source>Attention weights are not a complete explanation: Wv and Wo do not enter A, so the same A can pass on very different information.</source>
        <translation>Les poids d’attention ne sont pas une explication complète&#xa0;: Wv et Wo n’interviennent pas dans A, si bien que le même A peut transmettre des informations très différentes.</translation>
    </message>
    <message>
        <source>rows: tokens</source>
        <translation>lignes&#xa0;: jetons</translation>
    </message>
    <message>
        <source>columns: output features</source>
        <translation>colonnes&#xa0;: caractéristiques de sortie</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>caractéristique</translation>
    </message>
    <message>
        <source>Next-token distribution after “%1” at τₛ = %2</source>
        <translation>Distribution du jeton suivant après «&#xa0;%1&#xa0;» à τₛ = %2</translation>
    </message>
    <message>
        <source>The shapes changed, so there is nothing to compare cell by cell.</source>
        <translation>Les formes ont changé&#xa0;: il n’y a rien à comparer cellule par cellule.</translation>
    </message>
    <message>
        <source>What your last change did — nothing yet:</source>
        <translation>Ce qu’a produit votre dernière modification — aucune pour l’instant&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of X:</source>
        <translation>Ce qu’a produit votre dernière modification — une modification de X&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of Wq:</source>
        <translation>Ce qu’a produit votre dernière modification — une modification de Wq&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of Wk:</source>
        <translation>Ce qu’a produit votre dernière modification — une modification de Wk&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of Wv:</source>
        <translation>Ce qu’a produit votre dernière modification — une modification de Wv&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of Wo:</source>
        <translation>Ce qu’a produit votre dernière modification — une modification de Wo&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — a new number of heads:</source>
        <translation>Ce qu’a produit votre dernière modification — un nouveau nombre de têtes&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — switching the causal mask:</source>
        <translation>Ce qu’a produit votre dernière modification — le basculement du masque causal&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — the attention temperature τ:</source>
        <translation>Ce qu’a produit votre dernière modification — la température d’attention τ&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — the sampling temperature τₛ:</source>
        <translation>Ce qu’a produit votre dernière modification — la température d’échantillonnage τₛ&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — new random weights:</source>
        <translation>Ce qu’a produit votre dernière modification — de nouveaux poids aléatoires&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — another Wv:</source>
        <translation>Ce qu’a produit votre dernière modification — un autre Wv&#xa0;:</translation>
    </message>
    <message>
        <source>What your last change did — resetting the example:</source>
        <translation>Ce qu’a produit votre dernière modification — la réinitialisation de l’exemple&#xa0;:</translation>
    </message>
    <message>
        <source>A toy unembedding reads the selected token&apos;s row i of the layer output MHA(X) as logits over the example&apos;s tokens (zⱼ = MHA(X)ᵢ·xⱼ, tied to the inputs). The sampling temperature τₛ divides those logits: it acts after attention, on the output, and cannot change A.</source>
        <translation>Un dé-plongement jouet lit la ligne i de la sortie de la couche MHA(X), celle du jeton sélectionné, comme des logits sur les jetons de l’exemple (zⱼ = MHA(X)ᵢ·xⱼ, liés aux entrées). La température d’échantillonnage τₛ divise ces logits&#xa0;: elle agit après l’attention, sur la sortie, et ne peut pas modifier A.</translation>
    </message>
    <message>
        <source>MHA(X) before your last change</source>
        <translation>MHA(X) avant votre dernière modification</translation>
    </message>
    <message>
        <source>MHA(X) now</source>
        <translation>MHA(X) maintenant</translation>
    </message>
    <message>
        <source>Move a temperature, edit a cell or press a button: the effect on A, MHA(X) and the next-token distribution is measured here.</source>
        <translation>Déplacez une température, modifiez une cellule ou appuyez sur un bouton&#xa0;: l’effet sur A, MHA(X) et la distribution du jeton suivant est mesuré ici.</translation>
    </message>
    <message>
        <source>Attention weights A (every head): %1
Layer output MHA(X): %2
Next-token distribution p: %3</source>
        <translation>Poids d’attention A (toutes les têtes)&#xa0;: %1
Sortie de la couche MHA(X)&#xa0;: %2
Distribution du jeton suivant p&#xa0;: %3</translation>
    </message>
    <message>
        <source>Every attention weight is the same, bit for bit, yet MHA(X) changed by up to %1. A says which tokens each query reads and how much; what is read (Wv) and how it is used (Wo, and every layer after) are elsewhere.</source>
        <translation>Tous les poids d’attention sont identiques, au bit près, et pourtant MHA(X) a changé jusqu’à %1. A indique quels jetons chaque requête lit, et dans quelle mesure&#x202f;; ce qui est lu (Wv) et la façon dont c’est utilisé (Wo, et toutes les couches suivantes) se décident ailleurs.</translation>
    </message>
    <message>
        <source>Press “Draw another Wv” (or edit Wv or Wo): every A stays bit-identical while MHA(X) changes.</source>
        <translation>Appuyez sur «&#xa0;Tirer un autre Wv&#xa0;» (ou modifiez Wv ou Wo)&#xa0;: chaque A reste identique au bit près tandis que MHA(X) change.</translation>
    </message>
    <message>
        <source>next token (the example&apos;s tokens)</source>
        <extracomment>The distribution chart&apos;s axis: the toy vocabulary is the example&apos;s own tokens. Short: the chart may be narrow.</extracomment>
        <translation>jeton suivant (jetons de l’exemple)</translation>
    </message>
</context>
<context>
    <name>atlas::EfficiencyPanel</name>
    <message>
        <source>block %1</source>
        <extracomment>Column header: the current block, %1 its number.</extracomment>
        <translation>bloc %1</translation>
    </message>
    <message>
        <source>slots T</source>
        <translation>positions T</translation>
    </message>
    <message>
        <source>dense score entries T²</source>
        <translation>scores denses T²</translation>
    </message>
    <message>
        <source>plain causal pairs T(T+1)/2</source>
        <translation>paires causales simples T(T+1)/2</translation>
    </message>
    <message>
        <source>allowed pairs (document-aware)</source>
        <translation>paires autorisées (par document)</translation>
    </message>
    <message>
        <source>allowed share of T²</source>
        <translation>part autorisée de T²</translation>
    </message>
    <message>
        <source>ideal speedup, only allowed pairs vs T²</source>
        <translation>gain idéal, paires autorisées seules vs T²</translation>
    </message>
    <message>
        <source>ideal speedup, only allowed pairs vs causal</source>
        <translation>gain idéal, paires autorisées seules vs causal</translation>
    </message>
    <message>
        <source>%1 × %1 tiles with an allowed pair</source>
        <translation>tuiles %1 × %1 avec une paire autorisée</translation>
    </message>
    <message>
        <source>ideal speedup, only active tiles</source>
        <translation>gain idéal, tuiles actives seules</translation>
    </message>
    <message>
        <source>Dense attention forms T² scores per head — quadratic in the block length. With packing, most of them are masked: only the allowed (query, key) pairs contribute. A kernel that skips masked work does that many, and one that skips whole tiles does the tiles containing an allowed pair.</source>
        <translation>L’attention dense calcule T² scores par tête — quadratique en la longueur du bloc. Avec l’empaquetage, la plupart sont masqués&#xa0;: seules les paires (requête, clé) autorisées contribuent. Un noyau qui saute le travail masqué n’en calcule que ce nombre, et un noyau qui saute des tuiles entières calcule les tuiles contenant une paire autorisée.</translation>
    </message>
    <message>
        <source>Tile side B:</source>
        <translation>Côté des tuiles B&#xa0;:</translation>
    </message>
    <message>
        <source>tile side</source>
        <translation>côté des tuiles</translation>
    </message>
    <message>
        <source>pair counts and ideal speedups</source>
        <translation>nombres de paires et gains idéaux</translation>
    </message>
    <message>
        <source>(query, key) pairs per block</source>
        <translation>Paires (requête, clé) par bloc</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloc</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>paires</translation>
    </message>
    <message>
        <source>dense T²</source>
        <translation>dense T²</translation>
    </message>
    <message>
        <source>plain causal T(T+1)/2</source>
        <translation>causal simple T(T+1)/2</translation>
    </message>
    <message>
        <source>document-aware, allowed</source>
        <translation>par document, autorisées</translation>
    </message>
    <message numerus="yes">
        <source>all %n block(s)</source>
        <extracomment>Column header: totals over every packed block, %n of them.</extracomment>
        <translation>
            <numerusform>tous (%n bloc)</numerusform>
            <numerusform>les %n blocs</numerusform>
        </translation>
    </message>
    <message>
        <source>T = %1 (scaled)</source>
        <translation>T = %1 (mis à l’échelle)</translation>
    </message>
    <message>
        <source>T = %1 (as packed)</source>
        <translation>T = %1 (tel qu’empaqueté)</translation>
    </message>
    <message>
        <source>Measuring on a worker thread…</source>
        <extracomment>While the kernel is being timed on a worker thread.</extracomment>
        <translation>Mesure dans un thread d’arrière-plan…</translation>
    </message>
    <message>
        <source>Not measured yet. Measure times the engine&apos;s tiled kernel on this block twice — with the plain causal mask over the whole row and with the document-aware mask — and sets the measured speedup beside the ideal one.</source>
        <translation>Pas encore mesuré. «&#xa0;Mesurer&#xa0;» chronomètre deux fois le noyau par tuiles du moteur sur ce bloc — avec le masque causal simple sur toute la ligne et avec le masque qui tient compte des documents — et place l’accélération mesurée à côté de l’accélération idéale.</translation>
    </message>
    <message>
        <source>Block %1, every slot standing for %2 positions: T = %3, one head, dₖ = dᵥ = %4, float, one thread; the tiled kernel, median of %5 forward passes.</source>
        <translation>Bloc %1, chaque position en représentant %2&#xa0;: T = %3, une tête, dₖ = dᵥ = %4, float, un thread&#x202f;; le noyau par tuiles, médiane de %5 passes avant.</translation>
    </message>
    <message>
        <source>Block %1 as packed: T = %2, one head, dₖ = dᵥ = %3, float, one thread; the tiled kernel, median of %4 forward passes.</source>
        <extracomment>%1 block number; %2 its length T; %3 head width; %4 timed runs.</extracomment>
        <translation>Bloc %1 tel qu’empaqueté&#xa0;: T = %2, une tête, dₖ = dᵥ = %3, float, un thread&#x202f;; le noyau par tuiles, médiane de %4 passes avant.</translation>
    </message>
    <message>
        <source>Causal over the whole row: %1 ms; document-aware: %2 ms. Measured speedup %3, ideal %4 (plain causal pairs ÷ allowed pairs of this row).</source>
        <extracomment>%1 and %2: times in ms; %3 measured speedup; %4 ideal speedup of the same row.</extracomment>
        <translation>Causal sur toute la ligne&#xa0;: %1 ms&#x202f;; avec les documents&#xa0;: %2 ms. Accélération mesurée %3, idéale %4 (paires du masque causal simple ÷ paires autorisées de cette ligne).</translation>
    </message>
    <message>
        <source>(Measured before the last change of the packing, block or length: press Measure again.)</source>
        <translation>(Mesuré avant la dernière modification de l’empaquetage, du bloc ou de la longueur&#xa0;: appuyez de nouveau sur «&#xa0;Mesurer&#xa0;».)</translation>
    </message>
    <message>
        <source>Measured on this machine</source>
        <translation>Mesuré sur cette machine</translation>
    </message>
    <message>
        <source>Row length:</source>
        <translation>Longueur de la ligne&#xa0;:</translation>
    </message>
    <message>
        <source>Length of the row to measure</source>
        <translation>Longueur de la ligne à mesurer</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesurer</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Avancement de la mesure</translation>
    </message>
    <message>
        <source>Scope: the counts and ideal speedups assume no launch overhead, no load imbalance and no memory traffic. The measured speedup is the engine&apos;s exact tiled kernel on this computer&apos;s processor, one thread, skipping the tiles the document mask empties; it can differ from the ideal either way, since a kernel also pays per tile and per masked boundary, and a busy machine is noisy. It does not measure fused variable-length GPU kernels or tensor units, where the figures differ. IO-aware kernels change memory movement, not the mathematics (up to floating-point rounding): the same pairs are computed.</source>
        <translation>Portée&#xa0;: les dénombrements et les accélérations idéales supposent l’absence de coût de lancement, de déséquilibre de charge et de trafic mémoire. L’accélération mesurée est celle du noyau exact par tuiles du moteur sur le processeur de cet ordinateur, un thread, qui saute les tuiles que le masque de documents vide&#x202f;; elle peut s’écarter de l’accélération idéale dans un sens comme dans l’autre, car un noyau paie aussi par tuile et par frontière masquée, et une machine chargée mesure de façon bruitée. Elle ne mesure pas de noyaux GPU fusionnés à longueur variable ni d’unités tensorielles, où les chiffres diffèrent. Les noyaux IO-aware changent les mouvements de données, pas les mathématiques (aux arrondis en virgule flottante près)&#xa0;: les mêmes paires sont calculées.</translation>
    </message>
</context>
<context>
    <name>atlas::EncodersLab</name>
    <message>
        <source>Encoders lab</source>
        <translation>Laboratoire des encodeurs</translation>
    </message>
    <message>
        <source>1 · Encoder or decoder?</source>
        <translation>1 · Encodeur ou décodeur&#x202f;?</translation>
    </message>
    <message>
        <source>2 · Cross-attention</source>
        <translation>2 · Attention croisée</translation>
    </message>
    <message>
        <source>3 · Padding a batch</source>
        <translation>3 · Remplir un lot</translation>
    </message>
</context>
<context>
    <name>atlas::EncodersSession</name>
    <message>
        <source>Each length must be a whole number from 1 to %1; “%2” is not.</source>
        <extracomment>%1 the longest sequence allowed, %2 what was typed.</extracomment>
        <translation>Chaque longueur doit être un entier de 1 à %1&#x202f;; «&#xa0;%2&#xa0;» n’en est pas un.</translation>
    </message>
    <message>
        <source>Type 1 to %1 lengths, separated by spaces or commas (%2 now).</source>
        <extracomment>%1 the most sequences, %2 how many were typed.</extracomment>
        <translation>Saisissez 1 à %1 longueurs séparées par des espaces ou des virgules (actuellement %2).</translation>
    </message>
</context>
<context>
    <name>atlas::ExampleEditors</name>
    <message>
        <source>Inputs X: one row per token, one column per feature. Edit any cell; everything below is recomputed at once.</source>
        <translation>Entrées X&#xa0;: une ligne par jeton, une colonne par caractéristique. Modifiez n’importe quelle cellule&#x202f;; tout ce qui suit est recalculé aussitôt.</translation>
    </message>
    <message>
        <source>X (tokens × d_model)</source>
        <translation>X (jetons × d_model)</translation>
    </message>
    <message>
        <source>The learned projections: Wq and Wk are d_model × H·dₖ, Wv is d_model × H·dᵥ, Wo is H·dᵥ × d_model. Columns h1:…, h2:… belong to head 1, head 2, …</source>
        <translation>Les projections apprises&#xa0;: Wq et Wk sont de taille d_model × H·dₖ, Wv de taille d_model × H·dᵥ, Wo de taille H·dᵥ × d_model. Les colonnes h1:…, h2:… appartiennent à la tête 1, à la tête 2, …</translation>
    </message>
    <message>
        <source>Wq (queries)</source>
        <extracomment>Titles of the weight editors; Wq etc. are symbols.</extracomment>
        <translation>Wq (requêtes)</translation>
    </message>
    <message>
        <source>Wk (keys)</source>
        <translation>Wk (clés)</translation>
    </message>
    <message>
        <source>Wv (values)</source>
        <translation>Wv (valeurs)</translation>
    </message>
    <message>
        <source>Wo (output)</source>
        <translation>Wo (sortie)</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>caractéristique</translation>
    </message>
    <message>
        <source>Projection weights</source>
        <translation>Poids de projection</translation>
    </message>
</context>
<context>
    <name>atlas::ExportPanel</name>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copié dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save the packing</source>
        <translation>Enregistrer l’empaquetage</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>The packing in the form other frameworks take. Per block: input_ids, labels (the next token of the stream; the last one lies in the next block), loss_mask, document_ids (the instance of every slot, from 0 in each block), position_ids restarting in every instance, and cu_seqlens — the instances&apos; boundaries, which variable-length attention kernels take instead of a T × T mask — with max_seqlen.</source>
        <translation>L’empaquetage sous la forme qu’attendent les autres frameworks. Par bloc&#xa0;: input_ids, labels (le jeton suivant du flux&#x202f;; le dernier se trouve dans le bloc suivant), loss_mask, document_ids (l’instance de chaque position, à partir de 0 dans chaque bloc), position_ids, qui repartent de zéro à chaque instance, et cu_seqlens — les frontières des instances, que les noyaux d’attention à longueur variable prennent à la place d’un masque T × T — avec max_seqlen.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>packing as JSON</source>
        <translation>empaquetage en JSON</translation>
    </message>
</context>
<context>
    <name>atlas::FormulaView</name>
    <message>
        <source>Formula error at character %1: %2</source>
        <extracomment>%1 is a character position in the formula (counting from 1), %2 the parser&apos;s message</extracomment>
        <translation>Erreur de formule au caractère %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>atlas::GapsQuestionInput</name>
    <message>
        <source>Gap %1: %2</source>
        <extracomment>A gap question&apos;s gap holds no answer: &quot;Gap 2: not a number&quot;.</extracomment>
        <translation>Trou %1 : %2</translation>
    </message>
    <message>
        <source>Gap %1</source>
        <extracomment>The heading of one gap of a gap question, above its input; matches the numbered blank &quot;___(2)___&quot; in the text.</extracomment>
        <translation>Trou %1</translation>
    </message>
    <message>
        <source>✓ right</source>
        <extracomment>After grading, beside a gap&apos;s heading: its answer is right.</extracomment>
        <translation>✓ juste</translation>
    </message>
    <message>
        <source>◐ partly right (%1%)</source>
        <translation>◐ en partie juste (%1 %)</translation>
    </message>
    <message>
        <source>✗ not yet</source>
        <translation>✗ pas encore</translation>
    </message>
</context>
<context>
    <name>atlas::GettingStartedDialog</name>
    <message>
        <source>The chapters</source>
        <translation>Les chapitres</translation>
    </message>
    <message>
        <source>The list on the left holds the course&apos;s chapters in order; Back and Next (%1, %2) step through them. Under each title, &quot;3/15 solved&quot; counts the questions you have answered correctly.</source>
        <translation>La liste de gauche contient les chapitres du cours dans l’ordre&#x202f;; Précédent et Suivant (%1, %2) permettent de les parcourir. Sous chaque titre, «&#xa0;3/15 résolues&#xa0;» compte les questions auxquelles vous avez bien répondu.</translation>
    </message>
    <message>
        <source>A chapter is text to read, a lab to try things in, and questions to check your understanding. Its mark turns into a tick when every question is solved.</source>
        <translation>Un chapitre, c’est un texte à lire, un laboratoire pour faire des essais et des questions pour vérifier votre compréhension. Sa marque devient une coche quand toutes les questions sont résolues.</translation>
    </message>
    <message>
        <source>The labs</source>
        <translation>Les laboratoires</translation>
    </message>
    <message>
        <source>Every number in a lab is computed live by the attention engine. Edit a matrix cell, move a slider or switch a mask, and every view recomputes at once.</source>
        <translation>Chaque nombre d’un laboratoire est calculé en direct par le moteur d’attention. Modifiez une cellule de matrice, déplacez un curseur ou changez de masque, et toutes les vues sont aussitôt recalculées.</translation>
    </message>
    <message>
        <source>Answering questions</source>
        <translation>Répondre aux questions</translation>
    </message>
    <message>
        <source>Choose or type your answer, then press Check (%1). An answer that is not one yet (nothing chosen, not a number) is not counted.</source>
        <translation>Choisissez ou saisissez votre réponse, puis appuyez sur «&#xa0;Vérifier&#xa0;» (%1). Une réponse qui n’en est pas encore une (rien de choisi, pas un nombre) n’est pas comptée.</translation>
    </message>
    <message>
        <source>After a wrong try you see the feedback on what you chose and a hint. The solution and its explanation come after a right answer, after a second try, or when you press &quot;Show the solution&quot; — which counts the question as not right on the first try.</source>
        <translation>Après un essai manqué, vous voyez le feedback sur votre choix et un indice. La solution et son explication viennent après une bonne réponse, après un deuxième essai, ou quand vous appuyez sur «&#xa0;Voir la solution&#xa0;» — la question n’est alors pas comptée comme juste au premier essai.</translation>
    </message>
    <message>
        <source>Your first tries are kept apart from your later ones: the final quiz reports both.</source>
        <translation>Vos premiers essais sont comptés à part des suivants&#xa0;: le quiz final indique les deux.</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Votre progression</translation>
    </message>
    <message>
        <source>Your progress is saved as you go: the chapters you visited, your answers, and the model you trained in the induction lab. The next time, the course opens at the chapter where you stopped.</source>
        <translation>Votre progression est enregistrée au fur et à mesure&#xa0;: les chapitres consultés, vos réponses et le modèle que vous avez entraîné dans le laboratoire de l’induction. La prochaine fois, le cours s’ouvre au chapitre où vous en étiez.</translation>
    </message>
    <message>
        <source>Reading comfortably</source>
        <translation>Lire confortablement</translation>
    </message>
    <message>
        <source>View → Text Size makes the text larger or smaller; View → Language switches the course&apos;s language; F9 hides the chapter list to give the chapter more room.</source>
        <translation>Affichage → Taille du texte agrandit ou réduit le texte&#x202f;; Affichage → Langue change la langue du cours&#x202f;; F9 masque la liste des chapitres pour laisser plus de place au chapitre.</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>Prise en main</translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation>Guide de prise en main</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts…</source>
        <translation>Raccourcis clavier…</translation>
    </message>
    <message>
        <source>What your edit changed is outlined for a moment, and the line under the lab&apos;s controls says what it did.</source>
        <translation>Ce que votre modification a changé est encadré un instant, et la ligne sous les commandes du laboratoire dit ce qu’elle a fait.</translation>
    </message>
    <message>
        <source>The labs that train a model (gradients, decoding, induction) show it as it learns. &quot;Slow enough to watch&quot; slows a run down; afterwards the replay slider takes you back to any step of it.</source>
        <translation>Les laboratoires qui entraînent un modèle (gradients, décodage, induction) le montrent pendant qu’il apprend. «&#xa0;Assez lent pour suivre&#xa0;» ralentit une exécution&#x202f;; ensuite, le curseur «&#xa0;Rejouer&#xa0;» vous ramène à n’importe laquelle de ses étapes.</translation>
    </message>
</context>
<context>
    <name>atlas::GradientCheckPanel</name>
    <message>
        <source>The decoder changed: the check runs again.</source>
        <translation>Le décodeur a changé&#xa0;: la vérification est relancée.</translation>
    </message>
    <message>
        <source>Checking every entry of every node…</source>
        <translation>Vérification de chaque coefficient de chaque nœud…</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Vérification annulée.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Pas encore vérifié.</translation>
    </message>
    <message>
        <source>Largest relative error: %1 (at %2) — more than %3: with this step h = %4 the central difference is not accurate enough.</source>
        <translation>Plus grande erreur relative&#xa0;: %1 (en %2) — plus de %3&#xa0;: avec ce pas h = %4, la différence centrée n’est pas assez précise.</translation>
    </message>
    <message>
        <source>relative error of ∂L/∂%1, in units of %2</source>
        <extracomment>%1 the node, %2 a power of ten such as 10⁻¹⁰.</extracomment>
        <translation>erreur relative de ∂L/∂%1, en unités de %2</translation>
    </message>
    <message>
        <source>Is the backward pass right? For every entry x of every node, nudge it by ±h, run the decoder forward again and compare (L(x + h) − L(x − h)) / 2h with the analytic ∂L/∂x. Masked probabilities are outside the softmax support and are not nudged.</source>
        <translation>La passe arrière est-elle juste&#x202f;? Pour chaque coefficient x de chaque nœud, décalez-le de ±h, relancez la passe avant du décodeur et comparez (L(x + h) − L(x − h)) / 2h avec la dérivée analytique ∂L/∂x. Les probabilités masquées sont hors du support du softmax et ne sont pas décalées.</translation>
    </message>
    <message>
        <source>Step h:</source>
        <translation>Pas h&#xa0;:</translation>
    </message>
    <message>
        <source>Check again</source>
        <extracomment>Button: run the gradient check once more (with the step h chosen beside it).</extracomment>
        <translation>Revérifier</translation>
    </message>
    <message>
        <source>gradient check progress</source>
        <translation>progression de la vérification du gradient</translation>
    </message>
    <message>
        <source>node</source>
        <translation>nœud</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>forme</translation>
    </message>
    <message>
        <source>largest |analytic − numeric|</source>
        <translation>max |analytique − numérique|</translation>
    </message>
    <message>
        <source>relative error</source>
        <translation>erreur relative</translation>
    </message>
    <message>
        <source>gradient check per node</source>
        <translation>vérification du gradient par nœud</translation>
    </message>
    <message numerus="yes">
        <source>Largest relative error: %1 (at %2). Analytic and finite-difference gradients agree on all %n differentiable node(s) (step h = %3).</source>
        <extracomment>%1 the error, %2 the node, %n the number of nodes checked, %3 the step h.</extracomment>
        <translation>
            <numerusform>Plus grande erreur relative&#xa0;: %1 (en %2). Les gradients analytiques et par différences finies concordent sur %n nœud différentiable (pas h = %3).</numerusform>
            <numerusform>Plus grande erreur relative&#xa0;: %1 (en %2). Les gradients analytiques et par différences finies concordent sur les %n nœuds différentiables (pas h = %3).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::GradientGraphView</name>
    <message>
        <source>Gradient graph</source>
        <translation>Graphe des gradients</translation>
    </message>
    <message>
        <source>input</source>
        <translation>entrée</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>paramètre</translation>
    </message>
    <message>
        <source>activation</source>
        <translation>activation</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>, selected</source>
        <extracomment>Appended to a node&apos;s spoken description.</extracomment>
        <translation>, sélectionné</translation>
    </message>
</context>
<context>
    <name>atlas::GradientsPage</name>
    <message>
        <source>Worked relation</source>
        <extracomment>Tab title: the worked example of the relation between softmax scores and the output&apos;s derivatives.</extracomment>
        <translation>Relation détaillée</translation>
    </message>
    <message>
        <source>Executable decoder</source>
        <translation>Décodeur exécutable</translation>
    </message>
    <message>
        <source>Gradients lab</source>
        <translation>Laboratoire des gradients</translation>
    </message>
</context>
<context>
    <name>atlas::HeadCombinationView</name>
    <message>
        <source>A%1 (head %2)</source>
        <translation>A%1 (tête %2)</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>Every head reads the same tokens through its own projections, so it forms its own mixture: compare where each row puts its weight.</source>
        <translation>Chaque tête lit les mêmes jetons à travers ses propres projections, et forme donc son propre mélange&#xa0;: comparez où chaque ligne place son poids.</translation>
    </message>
    <message>
        <source>With one head there is one mixture per token. Add heads above to see several side by side.</source>
        <translation>Avec une seule tête, il y a un mélange par jeton. Ajoutez des têtes ci-dessus pour en voir plusieurs côte à côte.</translation>
    </message>
    <message>
        <source>The head outputs side by side: columns h1:… come from head 1, h2:… from head 2.</source>
        <translation>Les sorties des têtes côte à côte&#xa0;: les colonnes h1:… viennent de la tête 1, h2:… de la tête 2.</translation>
    </message>
    <message>
        <source>Concatenated heads C</source>
        <translation>Têtes concaténées C</translation>
    </message>
    <message>
        <source>rows: tokens</source>
        <translation>lignes&#xa0;: jetons</translation>
    </message>
    <message>
        <source>columns: head outputs</source>
        <translation>colonnes&#xa0;: sorties des têtes</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>Wo mixes the heads&apos; results into one vector per token, as wide as X: what the layer adds to each token&apos;s representation.</source>
        <translation>Wo mélange les résultats des têtes en un vecteur par jeton, aussi large que X&#xa0;: ce que la couche ajoute à la représentation de chaque jeton.</translation>
    </message>
    <message>
        <source>columns: output features</source>
        <translation>colonnes&#xa0;: caractéristiques de sortie</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>caractéristique</translation>
    </message>
    <message>
        <source>Layer output MHA(X)</source>
        <translation>Sortie de la couche MHA(X)</translation>
    </message>
</context>
<context>
    <name>atlas::HeadPipelineView</name>
    <message>
        <source>Head %1</source>
        <translation>Tête %1</translation>
    </message>
    <message>
        <source>Queries Q%1</source>
        <translation>Requêtes Q%1</translation>
    </message>
    <message>
        <source>Keys K%1</source>
        <translation>Clés K%1</translation>
    </message>
    <message>
        <source>Values V%1</source>
        <translation>Valeurs V%1</translation>
    </message>
    <message>
        <source>Dot products Q%1·K%1ᵀ</source>
        <translation>Produits scalaires Q%1·K%1ᵀ</translation>
    </message>
    <message>
        <source>Scores S%1</source>
        <translation>Scores S%1</translation>
    </message>
    <message>
        <source>Masked scores S%1 + M</source>
        <translation>Scores masqués S%1 + M</translation>
    </message>
    <message>
        <source>Attention weights A%1</source>
        <translation>Poids d’attention A%1</translation>
    </message>
    <message>
        <source>rows: tokens</source>
        <translation>lignes&#xa0;: jetons</translation>
    </message>
    <message>
        <source>columns: coordinates</source>
        <translation>colonnes&#xa0;: coordonnées</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>coordonnée</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>Each token&apos;s row of X is projected three ways: what it looks for (query), what it offers to be found by (key), and what it passes on (value).</source>
        <translation>La ligne de X de chaque jeton est projetée de trois façons&#xa0;: ce qu’il cherche (requête), ce qu’il offre pour être trouvé (clé) et ce qu’il transmet (valeur).</translation>
    </message>
    <message>
        <source>Row i, column j: how well query i matches key j.</source>
        <translation>Ligne i, colonne j&#xa0;: à quel point la requête i correspond à la clé j.</translation>
    </message>
    <message>
        <source>No mask: every query may read every key (bidirectional).</source>
        <translation>Pas de masque&#xa0;: chaque requête peut lire chaque clé (bidirectionnel).</translation>
    </message>
    <message>
        <source>The causal mask: a query may not read later tokens. Their scores become −∞.</source>
        <translation>Le masque causal&#xa0;: une requête ne peut pas lire les jetons suivants. Leurs scores deviennent −∞.</translation>
    </message>
    <message>
        <source>Each row sums to 1 over the keys it may read; masked keys get exactly 0.</source>
        <translation>Chaque ligne somme à 1 sur les clés qu’elle peut lire&#x202f;; les clés masquées reçoivent exactement 0.</translation>
    </message>
    <message>
        <source>Row i mixes the value vectors with row i of A as weights.</source>
        <translation>La ligne i mélange les vecteurs valeurs, avec la ligne i de A pour poids.</translation>
    </message>
    <message>
        <source>row by row</source>
        <extracomment>Words inside the typeset formula &quot;A = softmax(S + M) row by row&quot;: the softmax is taken over each row separately. Plain text only (no braces or backslashes).</extracomment>
        <translation>ligne par ligne</translation>
    </message>
    <message>
        <source>Head output Y%1</source>
        <translation>Sortie de tête Y%1</translation>
    </message>
    <message>
        <source>Divided by τ√dₖ: for query and key coordinates that are independent with mean 0 and variance 1, this keeps the spread of the scores from growing with the head width. Here τ = %1 and dₖ = %2, so every entry is multiplied by %3.</source>
        <extracomment>%1 is the temperature τ, %2 the key width dₖ, %3 the factor 1/(τ√dₖ).</extracomment>
        <translation>Divisés par τ√dₖ&#xa0;: pour des coordonnées de requêtes et de clés indépendantes, de moyenne 0 et de variance 1, cela empêche la dispersion des scores de croître avec la largeur de tête. Ici τ = %1 et dₖ = %2&#xa0;: chaque coefficient est donc multiplié par %3.</translation>
    </message>
    <message>
        <source>Divided by τ√dₖ: for query and key coordinates that are independent with mean 0 and variance 1, this keeps the spread of the scores from growing with the head width.</source>
        <translation>Divisés par τ√dₖ&#xa0;: pour des coordonnées de requêtes et de clés indépendantes, de moyenne 0 et de variance 1, cela empêche la dispersion des scores de croître avec la largeur de tête.</translation>
    </message>
</context>
<context>
    <name>atlas::HeadThumbnails</name>
    <message>
        <source>L%1 H%2</source>
        <extracomment>A small map&apos;s title: layer and head, e.g. &quot;L2 H1&quot;.</extracomment>
        <translation>C%1 T%2</translation>
    </message>
    <message>
        <source>ind %1</source>
        <extracomment>Under a small map: the head&apos;s induction score, e.g. &quot;ind 0.82&quot;.</extracomment>
        <translation>ind. %1</translation>
    </message>
    <message>
        <source>prev %1</source>
        <extracomment>Under a small map: the head&apos;s previous-token score, e.g. &quot;prev 0.91&quot;.</extracomment>
        <translation>préc. %1</translation>
    </message>
    <message>
        <source>(off)</source>
        <extracomment>Under a small map: the head is switched off.</extracomment>
        <translation>(coupée)</translation>
    </message>
    <message>
        <source>Each head at step %1 — rows: queries, columns: keys; white 0, deep purple 1</source>
        <extracomment>Above the small maps shown while a run goes or a replay is scrubbed; %1 is the training step shown.</extracomment>
        <translation>Chaque tête au pas %1 — lignes&#xa0;: requêtes, colonnes&#xa0;: clés&#x202f;; blanc 0, violet foncé 1</translation>
    </message>
</context>
<context>
    <name>atlas::HeadView</name>
    <message>
        <source>previous-token head</source>
        <translation>tête du token précédent</translation>
    </message>
    <message>
        <source>induction head</source>
        <translation>tête d’induction</translation>
    </message>
    <message>
        <source>duplicate-token head</source>
        <translation>tête du token dupliqué</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n. d.</translation>
    </message>
    <message>
        <source>Layer %1, head %2</source>
        <extracomment>Title of one head&apos;s attention heatmap; %1 the layer, %2 the head (both from 1).</extracomment>
        <translation>Couche %1, tête %2</translation>
    </message>
    <message>
        <source>Layer %1, head %2 (off)</source>
        <translation>Couche %1, tête %2 (désactivée)</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>previous-token %1 · induction %2 · duplicate-token %3</source>
        <extracomment>The three scores of one head; &quot;n/a&quot; stands for a score that is undefined (no token repeats).</extracomment>
        <translation>token précédent %1 · induction %2 · token dupliqué %3</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>Layer %1, head %2 on</source>
        <extracomment>Check box under a head&apos;s heatmap: unchecked switches the head off (its output is zeroed).</extracomment>
        <translation>Couche %1, tête %2 active</translation>
    </message>
    <message>
        <source>Switch the head off to see what the model does without it: its output is set to zero, and the losses, accuracies and the other heads&apos; attention follow at once.</source>
        <translation>Désactivez la tête pour voir ce que fait le modèle sans elle : sa sortie est mise à zéro, et les pertes, les précisions et l’attention des autres têtes suivent aussitôt.</translation>
    </message>
</context>
<context>
    <name>atlas::HeadsLab</name>
    <message>
        <source>Heads lab</source>
        <translation>Laboratoire des têtes</translation>
    </message>
    <message>
        <source>1 · Where a head looks</source>
        <translation>1 · Où regarde une tête</translation>
    </message>
    <message>
        <source>2 · A trained decoder&apos;s heads</source>
        <translation>2 · Les têtes d’un décodeur entraîné</translation>
    </message>
    <message>
        <source>3 · How heads compose</source>
        <translation>3 · Comment les têtes se composent</translation>
    </message>
</context>
<context>
    <name>atlas::HeadsPage</name>
    <message>
        <source>The pack&apos;s model %1 cannot be used: %2</source>
        <extracomment>%1 the model file of the pack, %2 why it cannot be used.</extracomment>
        <translation>Le modèle %1 du paquet ne peut pas être utilisé&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>atlas::HeadsView</name>
    <message>
        <source>The sequence (position and token): %1</source>
        <extracomment>%1 is the sequence written as &quot;position token&quot; pairs.</extracomment>
        <translation>La séquence (position et token) : %1</translation>
    </message>
    <message>
        <source>All heads on</source>
        <translation>Toutes les têtes actives</translation>
    </message>
    <message>
        <source>Layer 1 — reads the embeddings</source>
        <translation>Couche 1 — lit les plongements</translation>
    </message>
    <message>
        <source>Layer %1 — reads the embeddings and the heads of the layers before</source>
        <translation>Couche %1 — lit les plongements et les têtes des couches précédentes</translation>
    </message>
</context>
<context>
    <name>atlas::HistoryDistinctions</name>
    <message>
        <source>Distinctions and trade-offs</source>
        <extracomment>Section title in the history chapter&apos;s lab.</extracomment>
        <translation>Distinctions et compromis</translation>
    </message>
    <message>
        <source>Four statements the history above supports, each with how far it goes. Every number below is computed by the attention engine as you change the settings.</source>
        <translation>Quatre affirmations qu’étaye l’historique ci-dessus, chacune avec sa portée. Chaque nombre ci-dessous est calculé par le moteur d’attention à mesure que vous modifiez les réglages.</translation>
    </message>
    <message>
        <source>Attention weights are not a complete explanation of a model&apos;s reasoning.</source>
        <translation>Les poids d’attention ne sont pas une explication complète du raisonnement d’un modèle.</translation>
    </message>
    <message>
        <source>A weight says how much of a value vector a query mixes in. It does not say what the values carry, what later layers do with the mixture, or whether quite different weights would give the same result. Below, two keys hold the same value: however the weight is split between them, the output is identical.</source>
        <translation>Un poids indique quelle part d’un vecteur valeur une requête incorpore à son mélange. Il ne dit pas ce que portent les valeurs, ce que les couches suivantes font du mélange, ni si des poids très différents donneraient le même résultat. Ci-dessous, deux clés portent la même valeur&#xa0;: quelle que soit la répartition du poids entre elles, la sortie est identique.</translation>
    </message>
    <message>
        <source>Dense attention has quadratic pairwise work in sequence length.</source>
        <translation>L’attention dense demande un travail par paires quadratique en la longueur de séquence.</translation>
    </message>
    <message>
        <source>Each query is scored against each key: T² pairs per head and layer for T tokens (about half of them under a causal mask, which is still quadratic). Doubling the context multiplies this work by four. Sparse attention (2019) scores only chosen pairs; exact IO-aware kernels (2022, 2023) still score them all.</source>
        <translation>Chaque requête est comparée à chaque clé&#xa0;: T² paires par tête et par couche pour T jetons (environ la moitié sous un masque causal, ce qui reste quadratique). Doubler le contexte multiplie ce travail par quatre. L’attention creuse (2019) ne calcule le score que de paires choisies&#x202f;; les noyaux exacts sensibles aux E/S (2022, 2023) les calculent toujours toutes.</translation>
    </message>
    <message>
        <source>IO-aware kernels reduce memory traffic while implementing the same attention mathematics, up to finite-precision differences.</source>
        <translation>Les noyaux sensibles aux E/S réduisent le trafic mémoire tout en implémentant les mêmes mathématiques de l’attention, aux écarts de précision finie près.</translation>
    </message>
    <message>
        <source>Attention makes relationships within the context available to each token.</source>
        <translation>L’attention rend les relations au sein du contexte accessibles à chaque jeton.</translation>
    </message>
    <message>
        <source>In one attention layer a token reads every token the mask allows, directly: a path of one step, whatever the distance. Which relationships a trained model uses, and whether it uses them well, is learned; the mechanism only makes them available.</source>
        <translation>Dans une couche d’attention, un jeton lit directement chaque jeton que le masque autorise&#xa0;: un chemin d’une seule étape, quelle que soit la distance. Quelles relations un modèle entraîné utilise, et s’il les utilise bien, cela s’apprend&#x202f;; le mécanisme ne fait que les rendre accessibles.</translation>
    </message>
    <message>
        <source>FlashAttention computes exact attention tile by tile in fast on-chip memory, keeping a running maximum and sum for every query, so the T × T matrix is never written out. What changes is the movement of numbers, not the function: the outputs agree up to rounding, and the pairs scored are the same. Below, first the two computed side by side and counted, then both timed on this machine.</source>
        <translation>FlashAttention calcule l’attention exacte tuile par tuile dans la mémoire rapide sur puce, en tenant à jour un maximum et une somme courants pour chaque requête&#xa0;: la matrice T × T n’est donc jamais écrite. Ce qui change, c’est le mouvement des nombres, pas la fonction&#xa0;: les sorties concordent aux arrondis près, et les paires évaluées sont les mêmes. En dessous, les deux calculs d’abord côte à côte et comptés, puis chronométrés sur cette machine.</translation>
    </message>
</context>
<context>
    <name>atlas::HistoryEntryDetails</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>Heading of the selected timeline entry: year · headline.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <extracomment>The themes of the selected timeline entry.</extracomment>
        <translation>Thèmes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Selected entry</source>
        <translation>Entrée sélectionnée</translation>
    </message>
    <message>
        <source>What it established</source>
        <translation>Ce que ce travail a établi</translation>
    </message>
    <message>
        <source>What it did not establish</source>
        <translation>Ce que ce travail n’a pas établi</translation>
    </message>
    <message>
        <source>Primary source</source>
        <extracomment>Heading of the citation of a timeline entry&apos;s primary source.</extracomment>
        <translation>Source primaire</translation>
    </message>
    <message>
        <source>Copy citation</source>
        <translation>Copier la citation</translation>
    </message>
    <message>
        <source>Copy the citation as plain text</source>
        <translation>Copier la citation en texte brut</translation>
    </message>
    <message>
        <source>No entry is selected. Choose one on the timeline to read what it established and what it did not.</source>
        <translation>Aucune entrée n’est sélectionnée. Choisissez-en une dans la chronologie pour lire ce qu’elle a établi et ce qu’elle n’a pas établi.</translation>
    </message>
</context>
<context>
    <name>atlas::HistoryLab</name>
    <message>
        <source>This chapter&apos;s timeline has no entries (its params list none).</source>
        <translation>La chronologie de ce chapitre ne contient aucune entrée (ses params n’en indiquent aucune).</translation>
    </message>
    <message>
        <source>No entry has the chosen themes. Tick a theme, or press Show all.</source>
        <translation>Aucune entrée ne correspond aux thèmes choisis. Cochez un thème, ou appuyez sur Tout afficher.</translation>
    </message>
    <message>
        <source>Timeline</source>
        <extracomment>Section title in the history chapter&apos;s lab.</extracomment>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Timeline of attention&apos;s milestones</source>
        <translation>Chronologie des jalons de l’attention</translation>
    </message>
    <message numerus="yes">
        <source>Showing %1 of %n entry(s). Use Up and Down to move through them.</source>
        <extracomment>%1 entries shown of %n; Up/Down keys move through them.</extracomment>
        <translation>
            <numerusform>Entrée affichée&#xa0;: %1 sur %n. Utilisez Haut et Bas pour parcourir la frise.</numerusform>
            <numerusform>Entrées affichées&#xa0;: %1 sur %n. Utilisez Haut et Bas pour les parcourir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::HistoryParams</name>
    <message>
        <source>a short headline for the timeline</source>
        <translation>un titre court pour la chronologie</translation>
    </message>
    <message>
        <source>what the work established</source>
        <translation>ce que la publication a établi</translation>
    </message>
    <message>
        <source>what the work did not establish</source>
        <translation>ce que la publication n’a pas établi</translation>
    </message>
</context>
<context>
    <name>atlas::HistoryThemeChooser</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A theme check box of the timeline filter: name (number of entries), e.g. &quot;Efficiency (3)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Themes:</source>
        <extracomment>Label before the theme check boxes of the history timeline.</extracomment>
        <translation>Thèmes&#xa0;:</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Tick every theme</source>
        <translation>Cocher tous les thèmes</translation>
    </message>
    <message>
        <source>Filter the timeline by theme</source>
        <translation>Filtrer la chronologie par thème</translation>
    </message>
    <message>
        <source>Show the entries about the theme “%1”</source>
        <extracomment>Tooltip of a theme check box; %1 is the theme&apos;s name exactly as the pack gives it (capitalized, such as &quot;Efficiency&quot;), so a quoted form reads well.</extracomment>
        <translation>Afficher les entrées du thème «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>atlas::HistoryTimelineDelegate</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>Second line of a timeline entry: short authors · themes, e.g. &quot;Vaswani et al. · Mechanism, Architecture&quot;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>atlas::HistoryTimelineModel</name>
    <message>
        <source>%1 · %2 — %3</source>
        <extracomment>A timeline entry as a screen reader reads it: year · headline — authors.</extracomment>
        <translation>%1 · %2 — %3</translation>
    </message>
    <message>
        <source>Themes: %1</source>
        <extracomment>Accessible description of a timeline entry; %1 lists its themes.</extracomment>
        <translation>Thèmes&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>atlas::InductionLab</name>
    <message>
        <source>Paused. Resume goes on with exactly the batches an uninterrupted run would have used.</source>
        <translation>En pause. Reprendre continue avec exactement les lots qu’un entraînement ininterrompu aurait utilisés.</translation>
    </message>
    <message>
        <source>Cancelled. The model keeps the weights it reached; Train goes on from them.</source>
        <translation>Annulé. Le modèle garde les poids atteints ; Entraîner repart de là.</translation>
    </message>
    <message>
        <source>The loss stopped being a number (the learning rate is too large for these settings), so the run stopped and the model went back to the last weights shown. Lower the learning rate, or turn gradient clipping on, and train again.</source>
        <translation>La perte a cessé d’être un nombre (le taux d’apprentissage est trop grand pour ces réglages) : l’entraînement s’est arrêté et le modèle est revenu aux derniers poids affichés. Baissez le taux d’apprentissage, ou activez l’écrêtage du gradient, puis entraînez de nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) trained</source>
        <extracomment>%n is the number of training steps the shown model has made.</extracomment>
        <translation>
            <numerusform>%n pas entraîné</numerusform>
            <numerusform>%n pas entraînés</numerusform>
        </translation>
    </message>
    <message>
        <source>repeated half: loss %1, accuracy %2</source>
        <extracomment>The repeated half&apos;s loss (in nats) and accuracy over the last ten steps&apos; batches.</extracomment>
        <translation>moitié répétée : perte %1, précision %2</translation>
    </message>
    <message>
        <source>first half: accuracy %1</source>
        <translation>première moitié : précision %1</translation>
    </message>
    <message>
        <source>induction head formed at step %1</source>
        <translation>tête d’induction formée au pas %1</translation>
    </message>
    <message>
        <source>no induction head yet</source>
        <translation>pas encore de tête d’induction</translation>
    </message>
    <message>
        <source>The model could not be saved: %1</source>
        <extracomment>%1 says why the model could not be saved, naming the file.</extracomment>
        <translation>Le modèle n’a pas pu être enregistré : %1</translation>
    </message>
    <message>
        <source>The settings changed: Train starts a fresh model.</source>
        <translation>Les réglages ont changé : Entraîner commence un modèle neuf.</translation>
    </message>
    <message>
        <source>Train goes on from the current model.</source>
        <translation>Entraîner continue à partir du modèle actuel.</translation>
    </message>
    <message>
        <source>Held-out sequences at step %1, every head on: repeated-half loss %2, accuracy %3.</source>
        <extracomment>%1 the step, %2 the loss on the repeated half in nats, %3 its accuracy.</extracomment>
        <translation>Séquences mises de côté au pas %1, toutes les têtes actives : perte de la moitié répétée %2, précision %3.</translation>
    </message>
    <message>
        <source>With the heads you switched off: loss %1, accuracy %2.</source>
        <extracomment>%1 the loss on the repeated half in nats with the switched-off heads off, %2 its accuracy.</extracomment>
        <translation>Avec les têtes que vous avez désactivées : perte %1, précision %2.</translation>
    </message>
    <message>
        <source>Untick a head to switch it off and see what the repeated half loses.</source>
        <translation>Décochez une tête pour la désactiver et voir ce que perd la moitié répétée.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entraîner</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Fresh model</source>
        <extracomment>Button: replace the model by freshly initialized weights from the settings.</extracomment>
        <translation>Modèle neuf</translation>
    </message>
    <message>
        <source>Training progress</source>
        <extracomment>The progress bar&apos;s accessible name.</extracomment>
        <translation>Progression de l’entraînement</translation>
    </message>
    <message>
        <source>Induction lab</source>
        <extracomment>The accessible name of the lab&apos;s scrolling column of sections.</extracomment>
        <translation>Laboratoire de l’induction</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Loss and accuracy during training</source>
        <translation>Perte et précision pendant l’entraînement</translation>
    </message>
    <message>
        <source>Every head&apos;s attention on the probe sequence</source>
        <translation>L’attention de chaque tête sur la séquence témoin</translation>
    </message>
    <message>
        <source>Each head&apos;s scores and ablation</source>
        <translation>Scores et ablation de chaque tête</translation>
    </message>
    <message>
        <source>Your own sequence</source>
        <translation>Votre propre séquence</translation>
    </message>
    <message>
        <source>Start a fresh model?</source>
        <translation>Commencer un modèle neuf&#x202f;?</translation>
    </message>
    <message numerus="yes">
        <source>The model you have trained for %n step(s) is replaced by fresh, untrained weights; its curve and its replay go with it.</source>
        <translation>
            <numerusform>Le modèle que vous avez entraîné pendant %n pas est remplacé par des poids neufs, non entraînés&#x202f;; sa courbe et son rejeu disparaissent avec lui.</numerusform>
            <numerusform>Le modèle que vous avez entraîné pendant %n pas est remplacé par des poids neufs, non entraînés&#x202f;; sa courbe et son rejeu disparaissent avec lui.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start Fresh</source>
        <translation>Repartir de zéro</translation>
    </message>
    <message>
        <source>replay: the maps and figures of step %1 of %2</source>
        <extracomment>The status during a replay: %1 the step shown, %2 the steps trained.</extracomment>
        <translation>rejeu&#xa0;: les cartes et les valeurs du pas %1 sur %2</translation>
    </message>
    <message>
        <source>The lab opens with a model trained beforehand on these settings. Press Fresh model, tick &quot;Slow enough to watch&quot;, then Train: the curves and every head&apos;s map stay in view while the heads form. Afterwards the replay slider takes you back to any step. Training runs in the background: switch heads off or type a sequence while it goes. Every setting below can be changed; the model you train is kept for your next session.</source>
        <translation>Le laboratoire s’ouvre sur un modèle entraîné au préalable avec ces réglages. Appuyez sur Modèle neuf, cochez «&#xa0;Assez lent pour suivre&#xa0;», puis appuyez sur Entraîner&#xa0;: les courbes et la carte de chaleur de chaque tête restent visibles pendant que les têtes se forment. Ensuite, le curseur Rejouer vous ramène à n’importe quel pas. L’entraînement tourne en arrière-plan&#xa0;: désactivez des têtes ou saisissez une séquence pendant qu’il se déroule. Chaque réglage ci-dessous peut être modifié&#x202f;; le modèle que vous entraînez est conservé pour votre prochaine session.</translation>
    </message>
    <message>
        <source>Slow enough to watch</source>
        <extracomment>A check box beside Train: runs slowly enough to watch the curves and maps change.</extracomment>
        <translation>Assez lent pour suivre</translation>
    </message>
    <message numerus="yes">
        <source>Spread a run over about %n second(s), so you can watch the head form; the steps and results are the same.</source>
        <translation>
            <numerusform>Étaler un entraînement sur environ %n seconde, pour voir la tête se former&#x202f;; les pas et les résultats restent les mêmes.</numerusform>
            <numerusform>Étaler un entraînement sur environ %n secondes, pour voir la tête se former&#x202f;; les pas et les résultats restent les mêmes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it formed</source>
        <translation>Où elle s’est formée</translation>
    </message>
    <message>
        <source>Go to the step at which the induction head formed</source>
        <translation>Aller au pas où la tête d’induction s’est formée</translation>
    </message>
    <message>
        <source>the head formed at step %1</source>
        <translation>la tête s’est formée au pas %1</translation>
    </message>
    <message>
        <source>Show the maps, curves and ablation as they were at an earlier step; the mark is where the head formed</source>
        <translation>Afficher les cartes, les courbes et l’ablation telles qu’elles étaient à un pas antérieur&#x202f;; la marque indique où la tête s’est formée</translation>
    </message>
</context>
<context>
    <name>atlas::InductionPage</name>
    <message>
        <source>The pack&apos;s trained model %1 cannot be used: %2</source>
        <extracomment>%1 the model file of the pack, %2 why it cannot be used.</extracomment>
        <translation>Le modèle entraîné %1 du paquet ne peut pas être utilisé : %2</translation>
    </message>
</context>
<context>
    <name>atlas::InductionSession</name>
    <message numerus="yes">
        <source>The model you trained earlier is back (%n step(s)); Adam&apos;s running averages start afresh when you train on.</source>
        <extracomment>%n is the number of training steps the restored model had made.</extracomment>
        <translation>
            <numerusform>Le modèle que vous avez entraîné précédemment est de retour (%n pas) ; les moyennes mobiles d’Adam repartent de zéro quand vous reprenez l’entraînement.</numerusform>
            <numerusform>Le modèle que vous avez entraîné précédemment est de retour (%n pas) ; les moyennes mobiles d’Adam repartent de zéro quand vous reprenez l’entraînement.</numerusform>
        </translation>
    </message>
    <message>
        <source>A run is going; pause or cancel it first.</source>
        <translation>Un entraînement est en cours ; mettez-le en pause ou annulez-le d’abord.</translation>
    </message>
    <message>
        <source>It is not a model file of this version (%1).</source>
        <extracomment>%1 is the reader&apos;s description of the problem (in English), naming the line or field.</extracomment>
        <translation>Ce n’est pas un fichier de modèle de cette version (%1).</translation>
    </message>
    <message>
        <source>Its settings do not describe a model of this chapter (%1).</source>
        <extracomment>%1 is the engine&apos;s description of the problem (in English), naming the field.</extracomment>
        <translation>Ses réglages ne décrivent pas un modèle de ce chapitre (%1).</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4.</source>
        <extracomment>%1 is a setting&apos;s name as the lab shows it, %2 and %3 its limits, %4 the value.</extracomment>
        <translation>%1 doit aller de %2 à %3, et non %4.</translation>
    </message>
    <message>
        <source>The vocabulary</source>
        <translation>Le vocabulaire</translation>
    </message>
    <message>
        <source>The copy length R</source>
        <translation>La longueur de copie R</translation>
    </message>
    <message>
        <source>The number of layers</source>
        <translation>Le nombre de couches</translation>
    </message>
    <message>
        <source>The number of heads</source>
        <translation>Le nombre de têtes</translation>
    </message>
    <message>
        <source>The width d</source>
        <translation>La largeur d</translation>
    </message>
    <message>
        <source>The batch</source>
        <translation>Le lot</translation>
    </message>
    <message>
        <source>The steps of a run</source>
        <translation>Le nombre de pas d’un entraînement</translation>
    </message>
    <message>
        <source>The warm-up</source>
        <translation>Le préchauffage</translation>
    </message>
    <message>
        <source>The learning rate must be above 0 and at most %1, not %2.</source>
        <translation>Le taux d’apprentissage doit être supérieur à 0 et au plus %1, et non %2.</translation>
    </message>
    <message>
        <source>The gradient clip must be from 0 (off) to %1, not %2.</source>
        <translation>L’écrêtage du gradient doit aller de 0 (désactivé) à %1, et non %2.</translation>
    </message>
    <message>
        <source>A model trained on a corpus is not one this chapter shows.</source>
        <translation>Un modèle entraîné sur un corpus n’est pas un modèle que ce chapitre affiche.</translation>
    </message>
    <message>
        <source>The width d (%1) must be a multiple of the heads per layer (%2).</source>
        <translation>La largeur d (%1) doit être un multiple du nombre de têtes par couche (%2).</translation>
    </message>
    <message>
        <source>The engine refuses these settings: %1</source>
        <translation>Le moteur refuse ces réglages : %1</translation>
    </message>
    <message>
        <source>The fresh model you started last time is back, untrained: press Train to watch it learn.</source>
        <extracomment>The learner started a fresh model last time and did not train it.</extracomment>
        <translation>Le modèle neuf que vous aviez commencé la dernière fois est de retour, non entraîné&#xa0;: appuyez sur «&#xa0;Entraîner&#xa0;» pour le regarder apprendre.</translation>
    </message>
</context>
<context>
    <name>atlas::IoAwareDemo</name>
    <message>
        <source>Computing attention for T = %1 twice (dense, then tile by tile)…</source>
        <extracomment>Shown while the engine computes; %1 is the sequence length.</extracomment>
        <translation>Calcul de l’attention pour T = %1, deux fois (dense, puis tuile par tuile)…</translation>
    </message>
    <message>
        <source>Cancelled. The last finished comparison is shown; change a setting to run again.</source>
        <translation>Annulé. La dernière comparaison terminée est affichée&#x202f;; modifiez un réglage pour relancer le calcul.</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>référence</translation>
    </message>
    <message>
        <source>max |Δ| = %1</source>
        <extracomment>The largest difference between the two outputs, e.g. &quot;max |Δ| = 4.4e-16&quot;.</extracomment>
        <translation>max |Δ| = %1</translation>
    </message>
    <message>
        <source>T:</source>
        <translation>T&#xa0;:</translation>
    </message>
    <message>
        <source>Sequence length T, in tokens</source>
        <translation>Longueur de séquence T, en jetons</translation>
    </message>
    <message>
        <source>Tile:</source>
        <translation>Tuile&#xa0;:</translation>
    </message>
    <message>
        <source>Tile size, queries × keys</source>
        <translation>Taille des tuiles, requêtes × clés</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>Précision&#xa0;:</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>float</source>
        <translation>float</translation>
    </message>
    <message>
        <source>Floating-point precision</source>
        <translation>Précision en virgule flottante</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Masque causal</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>Dense</translation>
    </message>
    <message>
        <source>IO-aware (tiles)</source>
        <extracomment>Column header: the tiled, FlashAttention-style computation.</extracomment>
        <translation>Sensible aux E/S (tuiles)</translation>
    </message>
    <message>
        <source>Scores computed (query–key pairs)</source>
        <translation>Scores calculés (paires requête–clé)</translation>
    </message>
    <message>
        <source>Scores held in memory at once</source>
        <translation>Scores gardés en mémoire simultanément</translation>
    </message>
    <message>
        <source>Numbers moved to and from slow memory (model)</source>
        <translation>Nombres échangés avec la mémoire lente (modèle)</translation>
    </message>
    <message>
        <source>Output O</source>
        <translation>Sortie O</translation>
    </message>
    <message>
        <source>T = %1 tokens, one head, dₖ = dᵥ = %2, tiles of %3 × %3. Tiles computed: %4; skipped (no allowed pair): %5.</source>
        <extracomment>Status after a comparison; %1 is the sequence length T (at least 2 tokens), %2 the head width dₖ = dᵥ, %3 the tile side, %4 the number of tiles computed, %5 the number of tiles skipped.</extracomment>
        <translation>T = %1 jetons, une tête, dₖ = dᵥ = %2, tuiles de %3 × %3. Tuiles calculées&#xa0;: %4&#x202f;; sautées (aucune paire autorisée)&#xa0;: %5.</translation>
    </message>
    <message>
        <source>Same mathematics: the outputs differ by at most %1 (the outputs are up to %2 in size) — rounding in single precision (float, about 7 significant digits), because the sums are taken in another order. Different memory traffic: the tiles move %3 times fewer numbers in this model, and never hold the T × T matrix. The scores computed stay quadratic in T.</source>
        <extracomment>%1: the largest output difference; %2: the largest output magnitude; %3: traffic ratio.</extracomment>
        <translation>Mêmes mathématiques&#xa0;: les sorties diffèrent d’au plus %1 (pour des sorties allant jusqu’à %2 en valeur absolue) — des arrondis en simple précision (float, environ 7 chiffres significatifs), car les sommes sont effectuées dans un autre ordre. Trafic mémoire différent&#xa0;: les tuiles déplacent %3 fois moins de nombres dans ce modèle, et ne stockent jamais la matrice T × T. Le nombre de scores calculés reste quadratique en T.</translation>
    </message>
    <message>
        <source>Same mathematics: the outputs differ by at most %1 (the outputs are up to %2 in size) — rounding in double precision (about 16 significant digits), because the sums are taken in another order. Different memory traffic: the tiles move %3 times fewer numbers in this model, and never hold the T × T matrix. The scores computed stay quadratic in T.</source>
        <extracomment>%1: the largest output difference; %2: the largest output magnitude; %3: traffic ratio.</extracomment>
        <translation>Mêmes mathématiques&#xa0;: les sorties diffèrent d’au plus %1 (pour des sorties allant jusqu’à %2 en valeur absolue) — des arrondis en double précision (environ 16 chiffres significatifs), car les sommes sont effectuées dans un autre ordre. Trafic mémoire différent&#xa0;: les tuiles déplacent %3 fois moins de nombres dans ce modèle, et ne stockent jamais la matrice T × T. Le nombre de scores calculés reste quadratique en T.</translation>
    </message>
</context>
<context>
    <name>atlas::KernelScalingDemo</name>
    <message>
        <source>Stopping…</source>
        <extracomment>Shown between pressing Cancel and the worker&apos;s return (a fraction of a second).</extracomment>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>dense</source>
        <extracomment>A kernel (table cell, legend): the standard computation that forms and keeps the whole T × T score matrix.</extracomment>
        <translation>dense</translation>
    </message>
    <message>
        <source>tiled</source>
        <extracomment>A kernel (table cell, legend): the IO-aware, tiled computation (online softmax), causal mask.</extracomment>
        <translation>par tuiles</translation>
    </message>
    <message>
        <source>tiled, %1 docs</source>
        <extracomment>A kernel (table cell, legend): tiled, with a causal mask within N equal documents; %1 is N. Keep it short.</extracomment>
        <translation>tuiles, %1 doc.</translation>
    </message>
    <message>
        <source>T = %1</source>
        <extracomment>Heading row of the measurement table; %1 is the sequence length.</extracomment>
        <translation>T = %1</translation>
    </message>
    <message>
        <source>not run</source>
        <extracomment>In the table: the dense kernel was not run at this T (it would hold too many scores).</extracomment>
        <translation>non exécuté</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A measured time in milliseconds, e.g. &quot;12.4 ms&quot;.</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Measuring on a worker thread: %1 of %2 done. The window stays usable; Cancel stops within a fraction of a second.</source>
        <extracomment>%1 of %2 measurements done so far.</extracomment>
        <translation>Mesure dans un thread d’arrière-plan&#xa0;: %1 sur %2 terminées. La fenêtre reste utilisable&#x202f;; «&#xa0;Annuler&#xa0;» arrête en une fraction de seconde.</translation>
    </message>
    <message>
        <source>Nothing measured yet: the dashed lines are the counted model. Press Measure to time the three kernels on this machine (a few seconds for the default settings; the largest settings take minutes).</source>
        <translation>Rien de mesuré pour l’instant&#xa0;: les lignes en tirets sont le modèle compté. Appuyez sur «&#xa0;Mesurer&#xa0;» pour chronométrer les trois noyaux sur cette machine (quelques secondes avec les réglages par défaut&#x202f;; les plus grands réglages prennent des minutes).</translation>
    </message>
    <message>
        <source>The settings changed since the last measurement. Press Measure to time them.</source>
        <translation>Les réglages ont changé depuis la dernière mesure. Appuyez sur «&#xa0;Mesurer&#xa0;» pour les chronométrer.</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 measurements were finished and are shown.</source>
        <extracomment>%1 of %2 measurements were finished before Cancel.</extracomment>
        <translation>Annulé&#xa0;: %1 mesures sur %2 étaient terminées et sont affichées.</translation>
    </message>
    <message numerus="yes">
        <source>Measured: each time is the median of %n timed forward pass(es), after one untimed run. On a shared machine times vary from run to run; the shapes of the curves do not.</source>
        <extracomment>%n is the number of timed runs per measurement.</extracomment>
        <translation>
            <numerusform>Mesuré&#xa0;: chaque temps est la médiane de %n passe avant chronométrée, après une exécution non chronométrée. Sur une machine partagée, les temps varient d’une exécution à l’autre&#x202f;; la forme des courbes, non.</numerusform>
            <numerusform>Mesuré&#xa0;: chaque temps est la médiane de %n passes avant chronométrées, après une exécution non chronométrée. Sur une machine partagée, les temps varient d’une exécution à l’autre&#x202f;; la forme des courbes, non.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This machine has %n hardware thread(s).</source>
        <extracomment>%n is the number of hardware threads of this computer.</extracomment>
        <translation>
            <numerusform>Cette machine a %n thread matériel.</numerusform>
            <numerusform>Cette machine a %n threads matériels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The kernels run on %n thread(s) in single precision (float, 4 bytes a number).</source>
        <translation>
            <numerusform>Les noyaux tournent sur %n thread en simple précision (float, 4 octets par nombre).</numerusform>
            <numerusform>Les noyaux tournent sur %n threads en simple précision (float, 4 octets par nombre).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The kernels run on %n thread(s) in double precision (double, 8 bytes a number).</source>
        <translation>
            <numerusform>Les noyaux tournent sur %n thread en double précision (double, 8 octets par nombre).</numerusform>
            <numerusform>Les noyaux tournent sur %n threads en double précision (double, 8 octets par nombre).</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured on this machine: the engine&apos;s dense kernel, which forms and keeps every T × T score matrix, against its tiled kernel, which never does — with a causal mask, and with a causal mask within equal documents (tiles with no allowed pair are skipped). One forward pass each, on random Q, K and V.</source>
        <translation>Mesuré sur cette machine&#xa0;: le noyau dense du moteur, qui forme et conserve chaque matrice de scores T × T, face à son noyau par tuiles, qui ne le fait jamais — avec un masque causal, et avec un masque causal à l’intérieur de documents de même longueur (les tuiles sans paire autorisée sont sautées). Une passe avant chacun, sur des Q, K et V aléatoires.</translation>
    </message>
    <message>
        <source>T from:</source>
        <translation>T de&#xa0;:</translation>
    </message>
    <message>
        <source>Shortest sequence length T, in tokens</source>
        <translation>Longueur de séquence T la plus courte, en jetons</translation>
    </message>
    <message>
        <source>to:</source>
        <translation>à&#xa0;:</translation>
    </message>
    <message>
        <source>Longest sequence length T, in tokens</source>
        <translation>Longueur de séquence T la plus longue, en jetons</translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation>Têtes&#xa0;:</translation>
    </message>
    <message>
        <source>Number of heads H</source>
        <translation>Nombre de têtes H</translation>
    </message>
    <message>
        <source>dₖ = dᵥ:</source>
        <translation>dₖ = dᵥ&#xa0;:</translation>
    </message>
    <message>
        <source>Head width dₖ = dᵥ</source>
        <translation>Largeur de tête dₖ = dᵥ</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>Précision&#xa0;:</translation>
    </message>
    <message>
        <source>float</source>
        <translation>float</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>Floating-point precision</source>
        <translation>Précision en virgule flottante</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads&#xa0;:</translation>
    </message>
    <message>
        <source>Threads the kernels run on</source>
        <translation>Threads sur lesquels tournent les noyaux</translation>
    </message>
    <message>
        <source>Documents:</source>
        <translation>Documents&#xa0;:</translation>
    </message>
    <message>
        <source>Number of equal documents of the document mask</source>
        <translation>Nombre de documents de même longueur du masque de documents</translation>
    </message>
    <message>
        <source>Timed runs:</source>
        <translation>Exécutions chronométrées&#xa0;:</translation>
    </message>
    <message>
        <source>Timed runs per measurement</source>
        <translation>Exécutions chronométrées par mesure</translation>
    </message>
    <message>
        <source>Measure</source>
        <extracomment>Starts the benchmark.</extracomment>
        <translation>Mesurer</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Avancement de la mesure</translation>
    </message>
    <message>
        <source>Time of one forward pass</source>
        <extracomment>Chart title.</extracomment>
        <translation>Temps d’une passe avant</translation>
    </message>
    <message>
        <source>sequence length T (tokens, log scale)</source>
        <translation>longueur T (jetons, échelle log)</translation>
    </message>
    <message>
        <source>milliseconds (log scale)</source>
        <translation>millisecondes (échelle log)</translation>
    </message>
    <message>
        <source>Extra memory held by the kernel</source>
        <extracomment>Chart title.</extracomment>
        <translation>Mémoire supplémentaire conservée par le noyau</translation>
    </message>
    <message>
        <source>MiB (log scale)</source>
        <translation>Mio (échelle log)</translation>
    </message>
    <message>
        <source>kernel</source>
        <extracomment>Table headers: short lines, one word or two each, so that the table fits a narrow column.</extracomment>
        <translation>noyau</translation>
    </message>
    <message>
        <source>operations
counted</source>
        <translation>opérations
comptées</translation>
    </message>
    <message>
        <source>time
measured</source>
        <translation>temps
mesuré</translation>
    </message>
    <message>
        <source>scores
counted</source>
        <translation>scores
comptés</translation>
    </message>
    <message>
        <source>extra
memory
measured</source>
        <translation>mémoire
supplém.
mesurée</translation>
    </message>
    <message>
        <source>Measured times and memory beside the counted model</source>
        <translation>Temps et mémoire mesurés à côté du modèle compté</translation>
    </message>
    <message>
        <source>The engine was compiled for %1.</source>
        <extracomment>%1 names a processor instruction level, e.g. &quot;x86-64-v3 (AVX2, FMA)&quot;; it stays as written.</extracomment>
        <translation>Le moteur a été compilé pour %1.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>The share of the matrix product&apos;s speed a kernel reached, e.g. &quot;78 %&quot;.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>share of
GEMM
speed</source>
        <translation>part de
vitesse
GEMM</translation>
    </message>
    <message>
        <source>Points: measured. Dashed lines: the counted model, in the kernel&apos;s colour — in the time chart the counted operations at the matrix-product rate measured here, in the memory chart the bytes of the scores held at once (dense H·T²·b; tiled (Br·Bc + 2T)·H·b, one tile per head and two numbers per query). Time: the median wall-clock time of one forward pass. Extra memory: what the kernel holds beyond Q, K, V and the output, as it reports it. Operations: 2·H·(dₖ + dᵥ) per query–key pair computed — all T² for the dense kernel, which masks after forming the scores; the allowed pairs for the tiled ones. A dense measurement that would hold more than 2²⁷ scores is not run.</source>
        <translation>Points&#xa0;: mesurés. Lignes en tirets&#xa0;: le modèle compté, dans la couleur du noyau — dans le graphique des temps, les opérations comptées au débit du produit matriciel mesuré ici&#x202f;; dans celui de la mémoire, les octets des scores conservés simultanément (dense H·T²·b&#x202f;; par tuiles (Br·Bc + 2T)·H·b, une tuile par tête et deux nombres par requête). Temps&#xa0;: la médiane du temps écoulé d’une passe avant. Mémoire supplémentaire&#xa0;: ce que le noyau conserve au-delà de Q, K, V et de la sortie, tel qu’il le déclare. Opérations&#xa0;: 2·H·(dₖ + dᵥ) par paire requête–clé calculée — toutes les T² pour le noyau dense, qui masque après avoir formé les scores&#x202f;; les paires autorisées pour les noyaux par tuiles. Une mesure dense qui conserverait plus de 2²⁷ scores n’est pas exécutée.</translation>
    </message>
    <message>
        <source>A %3 × %3 matrix product reached %1 GFLOP/s with Eigen and %2 GFLOP/s with OpenBLAS here in the same run: the better is the ceiling a kernel made of such products can approach, and the table gives each kernel&apos;s share of it.</source>
        <extracomment>%1, %2: GFLOP/s of Eigen&apos;s and of OpenBLAS&apos;s matrix product measured in the same run; %3: its size n.</extracomment>
        <translation>Un produit matriciel %3 × %3 a atteint ici %1 GFLOP/s avec Eigen et %2 GFLOP/s avec OpenBLAS pendant la même exécution&#xa0;: le meilleur est le plafond dont peut s’approcher un noyau fait de tels produits, et le tableau donne la part qu’en atteint chaque noyau.</translation>
    </message>
    <message>
        <source>The roofline: a kernel&apos;s useful operations — the allowed pairs only — per second, over the better matrix product&apos;s rate measured in the same run. The dense kernel pays for the masked pairs it computes.</source>
        <translation>La roofline&#xa0;: les opérations utiles d’un noyau — les seules paires autorisées — par seconde, rapportées au débit du meilleur produit matriciel mesuré pendant la même exécution. Le noyau dense paie pour les paires masquées qu’il calcule.</translation>
    </message>
</context>
<context>
    <name>atlas::LeakageMeter</name>
    <message>
        <source>Slot %1 already holds &quot;%2&quot;: choose another word to make an edit.</source>
        <translation>La position %1 contient déjà «&#xa0;%2&#xa0;»&#xa0;: choisissez un autre mot pour faire une modification.</translation>
    </message>
    <message>
        <source>Edit: slot %1 (document %2) changes from &quot;%3&quot; to &quot;%4&quot;. Each bar is how far that position&apos;s output moves, the largest change of any of its coordinates.</source>
        <extracomment>%1 slot, %2 document number, %3 old word, %4 new word.</extracomment>
        <translation>Modification&#xa0;: la position %1 (document %2) passe de «&#xa0;%3&#xa0;» à «&#xa0;%4&#xa0;». Chaque barre indique de combien la sortie de cette position se déplace&#xa0;: la plus grande variation de l’une de ses coordonnées.</translation>
    </message>
    <message>
        <source>Document-aware causal mask</source>
        <translation>Masque causal par document</translation>
    </message>
    <message>
        <source>Plain causal mask</source>
        <translation>Masque causal simple</translation>
    </message>
    <message>
        <source>Positions reset per document, plain causal mask</source>
        <translation>Positions réinitialisées par document, masque causal simple</translation>
    </message>
    <message>
        <source>%1: other documents move by 0 (exactly) — no leak.</source>
        <extracomment>%1 the mask&apos;s name.</extracomment>
        <translation>%1&#xa0;: les autres documents bougent de 0 (exactement) — aucune fuite.</translation>
    </message>
    <message>
        <source>document %1</source>
        <translation>document %1</translation>
    </message>
    <message>
        <source>Change one token and measure how far every position&apos;s attention output moves. The same layer runs three ways. Only the document-aware mask keeps the other documents exactly still; resetting the position ids per document is not enough.</source>
        <translation>Modifiez un jeton et mesurez de combien la sortie d’attention de chaque position se déplace. La même couche est exécutée de trois façons. Seul le masque par document laisse les autres documents parfaitement immobiles&#x202f;; réinitialiser les identifiants de position par document ne suffit pas.</translation>
    </message>
    <message>
        <source>Edit slot:</source>
        <extracomment>Label before a spin box choosing the slot (position) of the packed block whose token is replaced; followed by &quot;put in:&quot; and a list of tokens. Each label stands on its own.</extracomment>
        <translation>Modifier la position&#xa0;:</translation>
    </message>
    <message>
        <source>put in:</source>
        <extracomment>Label before the list of tokens to put into the chosen slot in place of its token (the replacement). It follows the spin box of &quot;Edit slot:&quot;; a label of its own.</extracomment>
        <translation>remplacer par&#xa0;:</translation>
    </message>
    <message>
        <source>slot to edit</source>
        <translation>position à modifier</translation>
    </message>
    <message>
        <source>replacement token</source>
        <translation>jeton de remplacement</translation>
    </message>
    <message>
        <source>slot (token; ✎ edited)</source>
        <translation>position (jeton&#x202f;; ✎ modifié)</translation>
    </message>
    <message>
        <source>|ΔY| (value units)</source>
        <translation>|ΔY| (unités de valeur)</translation>
    </message>
    <message numerus="yes">
        <source>%1: other documents move by up to %2 at %n position(s) — a leak.</source>
        <extracomment>%1 the mask&apos;s name, %2 the largest change, %n how many positions moved.</extracomment>
        <translation>
            <numerusform>%1&#xa0;: les autres documents bougent jusqu’à %2 sur %n position — une fuite.</numerusform>
            <numerusform>%1&#xa0;: les autres documents bougent jusqu’à %2 sur %n positions — une fuite.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::LengthPanel</name>
    <message>
        <source>Both decoders read whole windows of the same copy text, %1 tokens long as in training, then two and four times as long. Only the copied tokens count, those whose original lies in the window: the question stays the same, but the queries now see keys further away than any training window held. The rotary decoder is read three ways, none fine-tuned: as trained, with its positions interpolated (s = 1/κ) and with its base raised NTK-aware (base·κ^(dₖ/(dₖ − 2))), κ the length factor.</source>
        <extracomment>%1 the training window in tokens.</extracomment>
        <translation>Les deux décodeurs lisent des fenêtres entières du même texte de copie, longues de %1 jetons comme à l’entraînement, puis deux et quatre fois plus longues. Seuls comptent les jetons copiés, ceux dont l’original se trouve dans la fenêtre&#xa0;: la question reste la même, mais les requêtes voient maintenant des clés plus éloignées qu’aucune fenêtre d’entraînement n’en contenait. Le décodeur rotatif est lu de trois façons, sans aucun affinage&#xa0;: tel qu’entraîné, avec ses positions interpolées (s = 1/κ) et avec sa base relevée à la manière «&#xa0;NTK-aware&#xa0;» (base·κ^(dₖ/(dₖ − 2))), κ étant le facteur de longueur.</translation>
    </message>
    <message>
        <source>Loss on the copied tokens against the length read</source>
        <translation>Perte sur les jetons copiés selon la longueur lue</translation>
    </message>
    <message>
        <source>tokens read (trained on %1)</source>
        <extracomment>%1 the training window in tokens.</extracomment>
        <translation>jetons lus (entraînement&#xa0;: %1)</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>perte (nats)</translation>
    </message>
    <message>
        <source>rotary, as trained</source>
        <translation>rotatif, tel qu’entraîné</translation>
    </message>
    <message>
        <source>rotary, interpolated</source>
        <translation>rotatif, interpolé</translation>
    </message>
    <message>
        <source>rotary, NTK-aware base</source>
        <translation>rotatif, base «&#xa0;NTK-aware&#xa0;»</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>uniform guess, %1</source>
        <extracomment>Legend entry: the loss of guessing uniformly among the text&apos;s tokens, ln(V − 1); %1 the value.</extracomment>
        <translation>devinette uniforme, %1</translation>
    </message>
    <message>
        <source>The chart fills in when the decoders are trained.</source>
        <translation>Le graphique se remplit une fois les décodeurs entraînés.</translation>
    </message>
    <message>
        <source>At %1 tokens the rotary decoder copies with %3 nats per token; at %2, %4. Read at %2, interpolated positions give %5 and the NTK-aware base %6. The ALiBi decoder, trained the same way, gives %7 at %1 and %8 at %2.</source>
        <extracomment>%1 trained length, %2 four times it; %3, %4 rotary at %1 and %2; %5 interpolated, %6 NTK at %2; %7, %8 ALiBi at %1 and %2.</extracomment>
        <translation>À %1 jetons, le décodeur rotatif copie avec %3 nats par jeton&#x202f;; à %2, avec %4. En lecture à %2 jetons, les positions interpolées donnent %5 et la base «&#xa0;NTK-aware&#xa0;», %6. Le décodeur ALiBi, entraîné de la même façon, donne %7 à %1 jetons et %8 à %2.</translation>
    </message>
    <message>
        <source>&amp;Fine-tune at the longer lengths (%1 steps each)</source>
        <extracomment>%1 steps.</extracomment>
        <translation>Affiner aux longueurs plus grandes (%1 pas &amp;chacune)</translation>
    </message>
    <message>
        <source>Chen et al. fine-tune after interpolating, briefly, at the new length. Fine-tune gives each rotary reading %1 more steps on windows of each longer length, then measures it there again.</source>
        <translation>Chen et al. affinent brièvement à la nouvelle longueur après l’interpolation. L’affinage donne à chaque lecture rotative %1 pas de plus sur des fenêtres de chaque longueur plus grande, puis la mesure de nouveau.</translation>
    </message>
    <message>
        <source>At %1 tokens, before and after fine-tuning there</source>
        <translation>À %1 jetons, avant et après affinage à cette longueur</translation>
    </message>
    <message>
        <source>as trained</source>
        <translation>tel qu’entraîné</translation>
    </message>
    <message>
        <source>interpolated</source>
        <translation>interpolé</translation>
    </message>
    <message>
        <source>NTK-aware base</source>
        <translation>base «&#xa0;NTK-aware&#xa0;»</translation>
    </message>
    <message>
        <source>rotary reading</source>
        <translation>lecture rotative</translation>
    </message>
    <message>
        <source>not fine-tuned</source>
        <translation>sans affinage</translation>
    </message>
    <message>
        <source>after %1 steps at this length</source>
        <extracomment>%1 steps.</extracomment>
        <translation>après %1 pas à cette longueur</translation>
    </message>
    <message>
        <source>After %1 steps at %2 tokens: as trained %3, interpolated %4, NTK-aware base %5.</source>
        <extracomment>%1 steps, %2 the longest length; %3–%5 the three readings after fine-tuning.</extracomment>
        <translation>Après %1 pas à %2 jetons&#xa0;: tel qu’entraîné %3, interpolé %4, base «&#xa0;NTK-aware&#xa0;» %5.</translation>
    </message>
    <message>
        <source>In this small model the reading as trained recovers at least as well as the interpolated one; for LLaMA, Chen et al. found that fine-tuning without interpolation extends the context far more slowly.</source>
        <translation>Dans ce petit modèle, la lecture telle qu’entraînée se rétablit au moins aussi bien que la lecture interpolée&#x202f;; pour LLaMA, Chen et al. ont constaté qu’un affinage sans interpolation allonge le contexte bien plus lentement.</translation>
    </message>
</context>
<context>
    <name>atlas::LessonFigureView</name>
    <message>
        <source>Figure %1</source>
        <extracomment>Numbers the figures of a lesson under each image: &quot;Figure 1&quot;, followed by its caption</extracomment>
        <translation>Figure %1</translation>
    </message>
    <message>
        <source>This image cannot be shown: %1</source>
        <extracomment>Shown in place of a figure&apos;s image; %1 says why it cannot be shown</extracomment>
        <translation>Cette image ne peut pas être affichée : %1</translation>
    </message>
</context>
<context>
    <name>atlas::LongContextLab</name>
    <message>
        <source>Long context lab</source>
        <translation>Laboratoire du contexte long</translation>
    </message>
    <message>
        <source>1 · Sliding-window attention</source>
        <translation>1 · Attention à fenêtre glissante</translation>
    </message>
    <message>
        <source>2 · Attention sinks</source>
        <translation>2 · Puits d’attention</translation>
    </message>
    <message>
        <source>3 · Positions beyond the trained length</source>
        <translation>3 · Positions au-delà de la longueur d’entraînement</translation>
    </message>
</context>
<context>
    <name>atlas::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Packs &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>&amp;Open Pack…</source>
        <translation>&amp;Ouvrir un pack…</translation>
    </message>
    <message>
        <source>Open a chapter pack: a folder holding pack.json</source>
        <translation>Ouvrir un pack de chapitres&#xa0;: un dossier contenant pack.json</translation>
    </message>
    <message>
        <source>&amp;Export Figures of This Chapter…</source>
        <translation>&amp;Exporter les figures de ce chapitre…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Pack &amp;Problems…</source>
        <translation>&amp;Problèmes du pack…</translation>
    </message>
    <message>
        <source>&amp;About Attention Atlas</source>
        <translation>À propos d’&amp;Attention Atlas</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Chapitres</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Chapitre</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a chapter pack:</source>
        <translation>%1 ne peut pas être ouvert comme pack de chapitres&#xa0;:</translation>
    </message>
    <message>
        <source>Your progress cannot be saved: %1</source>
        <translation>Votre progression ne peut pas être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 — Attention Atlas</source>
        <translation>%1 — Attention Atlas</translation>
    </message>
    <message>
        <source>Chapter %1 of %2</source>
        <translation>Chapitre %1 sur %2</translation>
    </message>
    <message>
        <source>Open Pack</source>
        <translation>Ouvrir un pack</translation>
    </message>
    <message>
        <source>Open Chapter Pack</source>
        <translation>Ouvrir un pack de chapitres</translation>
    </message>
    <message>
        <source>Export Figures</source>
        <translation>Exporter les figures</translation>
    </message>
    <message>
        <source>This chapter has no figures to export.</source>
        <translation>Ce chapitre n’a aucune figure à exporter.</translation>
    </message>
    <message>
        <source>Export Figures to Folder</source>
        <translation>Exporter les figures dans un dossier</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%n fichier écrit dans %1</numerusform>
            <numerusform>%n fichiers écrits dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>About Attention Atlas</source>
        <translation>À propos d’Attention Atlas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Atlas %1&lt;/h3&gt;&lt;p&gt;Courseware that teaches how self-attention works and lets you run it: every number shown is computed by the attention engine, whose forward and backward passes are checked against finite differences.&lt;/p&gt;&lt;p&gt;Built with Qt %2, Qt Charts and Eigen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Atlas %1&lt;/h3&gt;&lt;p&gt;Un cours interactif qui explique le fonctionnement de l’auto-attention et vous permet de l’exécuter&#xa0;: chaque nombre affiché est calculé par le moteur d’attention, dont les passes avant et arrière sont vérifiées par différences finies.&lt;/p&gt;&lt;p&gt;Réalisé avec Qt %2, Qt Charts et Eigen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Previous chapter (%1)</source>
        <extracomment>%1: the keyboard shortcut, e.g. Alt+Left</extracomment>
        <translation>Chapitre précédent (%1)</translation>
    </message>
    <message>
        <source>Next chapter (%1)</source>
        <extracomment>%1: the keyboard shortcut, e.g. Alt+Right</extracomment>
        <translation>Chapitre suivant (%1)</translation>
    </message>
    <message numerus="yes">
        <source>This pack has %n error(s); the chapters concerned are marked. Tools → Pack Problems lists them.</source>
        <translation>
            <numerusform>Ce pack comporte %n erreur&#x202f;; les chapitres concernés sont signalés. Outils&#xa0;→&#xa0;Problèmes du pack la détaille.</numerusform>
            <numerusform>Ce pack comporte %n erreurs&#x202f;; les chapitres concernés sont signalés. Outils&#xa0;→&#xa0;Problèmes du pack les détaille.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;load Pack</source>
        <translation>Rec&amp;harger le pack</translation>
    </message>
    <message>
        <source>Read the pack&apos;s files again after editing them; your place and your progress stay</source>
        <translation>Relire les fichiers du pack après les avoir modifiés ; votre position et votre progression sont conservées</translation>
    </message>
    <message>
        <source>Reload Pack</source>
        <translation>Recharger le pack</translation>
    </message>
    <message>
        <source>Reloaded %1: no problems found.</source>
        <extracomment>Status message after File → Reload Pack; %1 is the pack&apos;s folder</extracomment>
        <translation>%1 rechargé&#xa0;: aucun problème trouvé.</translation>
    </message>
    <message numerus="yes">
        <source>Reloaded %1: %n problem(s); Tools → Pack Problems lists them.</source>
        <extracomment>Status message after File → Reload Pack; %1 is the pack&apos;s folder, %n errors and warnings together</extracomment>
        <translation>
            <numerusform>%1 rechargé&#xa0;: %n problème&#x202f;; Outils → Problèmes du pack le détaille.</numerusform>
            <numerusform>%1 rechargé&#xa0;: %n problèmes&#x202f;; Outils → Problèmes du pack les détaille.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Chapter as &amp;PDF…</source>
        <translation>Exporter le chapitre en &amp;PDF…</translation>
    </message>
    <message>
        <source>Save this chapter as a handout to print: its text, formulas and the lab&apos;s figures as they are now</source>
        <translation>Enregistrer ce chapitre comme support à imprimer : son texte, ses formules et les figures du laboratoire dans leur état actuel</translation>
    </message>
    <message>
        <source>PDF, A4 paper (*.pdf)</source>
        <translation>PDF, papier A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, US Letter paper (*.pdf)</source>
        <translation>PDF, papier US Letter (*.pdf)</translation>
    </message>
    <message>
        <source>Export Chapter as PDF</source>
        <translation>Exporter le chapitre en PDF</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1</source>
        <extracomment>%1: the file written</extracomment>
        <translation>
            <numerusform>%n page écrite dans %1</numerusform>
            <numerusform>%n pages écrites dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The pack was saved but cannot be read; it stays as it was. %1</source>
        <extracomment>Shown when a pack watched with --watch was saved but cannot be read; %1 says why</extracomment>
        <translation>Le pack a été enregistré mais ne peut pas être lu&#x202f;; il reste tel quel. %1</translation>
    </message>
    <message>
        <source>More navigation actions</source>
        <extracomment>Accessible name of the tool bar button that shows the actions that do not fit.</extracomment>
        <translation>Autres actions de navigation</translation>
    </message>
    <message>
        <source>Show or hide the list of chapters; Back and Next still move between them</source>
        <translation>Afficher ou masquer la liste des chapitres&#xa0;; Précédent et Suivant permettent toujours de passer de l’un à l’autre</translation>
    </message>
    <message>
        <source>&amp;Chapter List</source>
        <translation>Liste des &amp;chapitres</translation>
    </message>
    <message>
        <source>Open a folder of your learners&apos; exported quiz results: how hard each question was, and how well it told them apart</source>
        <translation>Ouvrir un dossier de résultats de quiz exportés par vos apprenants&#xa0;: la difficulté de chaque question, et dans quelle mesure elle les a départagés</translation>
    </message>
    <message>
        <source>Folder of Class Results</source>
        <translation>Dossier des résultats de la classe</translation>
    </message>
    <message>
        <source>&amp;Class Results…</source>
        <translation>Résultats de la &amp;classe…</translation>
    </message>
    <message>
        <source>Pl&amp;ugins…</source>
        <translation>&amp;Extensions…</translation>
    </message>
    <message>
        <source>Text size %1 %</source>
        <extracomment>Status bar message after View → Text Size; %1 is a percentage of the normal size.</extracomment>
        <translation>Taille du texte %1&#xa0;%</translation>
    </message>
    <message>
        <source>&amp;Text Size</source>
        <translation>&amp;Taille du texte</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Agrandir</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Réduire</translation>
    </message>
    <message>
        <source>&amp;Normal Size</source>
        <translation>Taille &amp;normale</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Prise en main</translation>
    </message>
    <message>
        <source>How the chapters, the labs and the questions work</source>
        <translation>Comment fonctionnent les chapitres, les laboratoires et les questions</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>atlas::MarkdownView</name>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not a file inside the chapter pack.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Ce texte ne peut pas être affiché&#xa0;: «&#xa0;%1&#xa0;» n’est pas un fichier du pack de chapitres.</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not a regular file.</source>
        <translation>Ce texte ne peut pas être affiché&#xa0;: «&#xa0;%1&#xa0;» n’est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; has %2 bytes, more than the limit of %3.</source>
        <translation>Ce texte ne peut pas être affiché&#xa0;: «&#xa0;%1&#xa0;» fait %2 octets, au-delà de la limite de %3.</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; cannot be read (%2).</source>
        <translation>Ce texte ne peut pas être affiché&#xa0;: «&#xa0;%1&#xa0;» est illisible (%2).</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is larger than the limit of %2 bytes.</source>
        <translation>Ce texte ne peut pas être affiché&#xa0;: «&#xa0;%1&#xa0;» dépasse la limite de %2 octets.</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not UTF-8 text.</source>
        <translation>Ce texte ne peut pas être affiché&#xa0;: «&#xa0;%1&#xa0;» n’est pas du texte UTF-8.</translation>
    </message>
    <message>
        <source>This formula cannot be typeset: %1</source>
        <extracomment>%1 is the parser&apos;s reason, e.g. that a TeX command is unknown</extracomment>
        <translation>Cette formule ne peut pas être composée&#xa0;: %1</translation>
    </message>
    <message>
        <source>there is no formula %1 in this text</source>
        <translation>ce texte ne contient pas de formule %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an image; only images inside the pack are loaded</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une image&#x202f;; seules les images du pack sont chargées</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not loaded: this text does not belong to an open chapter pack</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas chargé&#xa0;: ce texte n’appartient à aucun pack de chapitres ouvert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a URL: only images inside the pack are shown, nothing is loaded from elsewhere</source>
        <translation>«&#xa0;%1&#xa0;» est une URL&#xa0;: seules les images du pack sont affichées, rien n’est chargé d’ailleurs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a query; image names are plain file names inside the pack</source>
        <translation>«&#xa0;%1&#xa0;» contient des paramètres d’URL&#x202f;; les noms d’images sont de simples noms de fichiers du pack</translation>
    </message>
    <message>
        <source>the link &apos;%1&apos; is not followed: only web addresses, chapter:ID and #section links work here</source>
        <extracomment>%1 is the link target as written</extracomment>
        <translation>le lien «&#xa0;%1&#xa0;» n’est pas suivi&#xa0;: seuls les adresses web et les liens chapter:ID et #section fonctionnent ici</translation>
    </message>
</context>
<context>
    <name>atlas::MaskPanel</name>
    <message>
        <source>Query slot %1 may read slots %2.</source>
        <extracomment>%1 the query slot, %2 its allowed key slots (such as &quot;5–7&quot;).</extracomment>
        <translation>La position de requête %1 peut lire les positions %2.</translation>
    </message>
    <message>
        <source>Document-aware causal mask M of block %1 (0 allowed, −∞ masked)</source>
        <translation>Masque causal par document M du bloc %1 (0 autorisé, −∞ masqué)</translation>
    </message>
    <message>
        <source>Plain causal mask M of block %1 (0 allowed, −∞ masked)</source>
        <translation>Masque causal simple M du bloc %1 (0 autorisé, −∞ masqué)</translation>
    </message>
    <message>
        <source>softmax(QKᵀ/√dₖ + M): M is 0 where a query may read a key and −∞ where it may not, so masked keys get probability exactly 0. Choose a query by clicking a slot of the strip or a row here.</source>
        <translation>softmax(QKᵀ/√dₖ + M)&#xa0;: M vaut 0 là où une requête peut lire une clé et −∞ là où elle ne le peut pas, si bien que les clés masquées reçoivent une probabilité exactement nulle. Choisissez une requête en cliquant sur une position de la bande ou sur une ligne ici.</translation>
    </message>
    <message>
        <source>Document-aware causal</source>
        <translation>Causal par document</translation>
    </message>
    <message>
        <source>Plain causal</source>
        <translation>Causal simple</translation>
    </message>
    <message>
        <source>rows: queries (slots)</source>
        <translation>lignes&#xa0;: requêtes (positions)</translation>
    </message>
    <message>
        <source>columns: keys (slots)</source>
        <translation>colonnes&#xa0;: clés (positions)</translation>
    </message>
    <message numerus="yes">
        <source>Query slot %1 may read slots %2. The plain causal mask allows %n pair(s) that cross a document boundary: later documents read earlier ones.</source>
        <extracomment>%1 the query slot, %2 its allowed key slots (such as &quot;5–7&quot;), %n the number of (query, key) pairs that cross a document boundary.</extracomment>
        <translation>
            <numerusform>La position de requête %1 peut lire les positions %2. Le masque causal simple autorise %n paire qui franchit une frontière de document&#xa0;: un document ultérieur lit un document antérieur.</numerusform>
            <numerusform>La position de requête %1 peut lire les positions %2. Le masque causal simple autorise %n paires qui franchissent une frontière de document&#xa0;: des documents ultérieurs lisent des documents antérieurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Query slot %1 may read slots %2. Same document instance and not in the future: both conditions hold.</source>
        <extracomment>%1 the query slot, %2 its allowed key slots (such as &quot;5–7&quot;). The two conditions are those of the document-aware causal mask.</extracomment>
        <translation>La position de requête %1 peut lire les positions %2. Même instance de document et pas dans le futur&#xa0;: les deux conditions sont remplies.</translation>
    </message>
</context>
<context>
    <name>atlas::MaskQuestionInput</name>
    <message>
        <source>Missed keys (read by the induction head, but not selected): %1.</source>
        <extracomment>Induction mask question feedback; %1 lists slot numbers, e.g. &quot;5, 6&quot;.</extracomment>
        <translation>Clés manquées (lues par la tête d’induction, mais non sélectionnées) : %1.</translation>
    </message>
    <message>
        <source>Missed keys (allowed, but not selected): %1.</source>
        <translation>Clés oubliées (autorisées, mais non sélectionnées)&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Extra keys (selected, but not read by the induction head): %1.</source>
        <extracomment>Induction mask question feedback; %1 lists slot numbers, e.g. &quot;4&quot;.</extracomment>
        <translation>Clés en trop (sélectionnées, mais non lues par la tête d’induction) : %1.</translation>
    </message>
    <message>
        <source>Extra keys (selected, but not allowed): %1.</source>
        <translation>Clés en trop (sélectionnées, mais non autorisées)&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Click the keys to select them, or move with the Left and Right arrow keys and press Space.</source>
        <translation>Cliquez sur les clés pour les sélectionner, ou déplacez-vous avec les touches fléchées Gauche et Droite et appuyez sur Espace.</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) the induction head reads are not selected yet.</source>
        <extracomment>Induction mask question feedback before the solution is shown; %n: how many keys.</extracomment>
        <translation>
            <numerusform>%n clé lue par la tête d’induction n’est pas encore sélectionnée.</numerusform>
            <numerusform>%n clés lues par la tête d’induction ne sont pas encore sélectionnées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allowed key(s) are not selected yet.</source>
        <translation>
            <numerusform>%n clé autorisée n’est pas encore sélectionnée.</numerusform>
            <numerusform>%n clés autorisées ne sont pas encore sélectionnées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MatchingQuestionInput</name>
    <message>
        <source>Choose…</source>
        <extracomment>The first entry of a matching question&apos;s drop-down list, before a match is chosen.</extracomment>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>✓ right</source>
        <extracomment>After grading a matching question, beside an item whose match is right.</extracomment>
        <translation>✓ juste</translation>
    </message>
    <message>
        <source>✗ not this one</source>
        <translation>✗ pas celle-ci</translation>
    </message>
    <message>
        <source>The match for this item. Arrow keys choose.</source>
        <extracomment>Accessible description of a matching question&apos;s drop-down list.</extracomment>
        <translation>La correspondance de cet élément. Les flèches choisissent.</translation>
    </message>
</context>
<context>
    <name>atlas::MatrixEditor</name>
    <message>
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>la modification (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>le collage de %n cellule</numerusform>
            <numerusform>le collage de %n cellules</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted block has more than %1 rows, but only %1 × %2 cells remain from %3: nothing was pasted.</source>
        <extracomment>%1, %2: the numbers of rows and columns left from the current cell; %3: the cell</extracomment>
        <translation>Le bloc collé a plus de %1 lignes, mais à partir de %3 il ne reste que %1 × %2 cellules : rien n’a été collé.</translation>
    </message>
    <message>
        <source>Line %1 of the pasted block has %2 values, but only %3 × %4 cells remain from %5: nothing was pasted.</source>
        <extracomment>%1: a line number of the pasted text; %2: its number of values; %3, %4: rows and columns left; %5: the cell</extracomment>
        <translation>La ligne %1 du bloc collé a %2 valeurs, mais à partir de %5 il ne reste que %3 × %4 cellules : rien n’a été collé.</translation>
    </message>
    <message>
        <source>%1 rows by %2 columns. Each cell says its row, its column and its value; type a number to change it.</source>
        <extracomment>Screen-reader description of an editable matrix; %1, %2: numbers of rows and columns.</extracomment>
        <translation>%1 lignes sur %2 colonnes. Chaque cellule indique sa ligne, sa colonne et sa valeur ; tapez un nombre pour la modifier.</translation>
    </message>
</context>
<context>
    <name>atlas::MatrixHeatmap</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>rows: queries</source>
        <extracomment>Part of a heatmap&apos;s screen-reader description; %1 is its row caption, e.g. &quot;queries (tokens)&quot;.</extracomment>
        <translation>lignes&#xa0;: requêtes</translation>
    </message>
    <message>
        <source>columns: keys</source>
        <extracomment>Part of a heatmap&apos;s screen-reader description; %1 is its column caption, e.g. &quot;keys&quot;.</extracomment>
        <translation>colonnes&#xa0;: clés</translation>
    </message>
    <message>
        <source>%1 rows by %2 columns. Each cell says its row, its column and its value.</source>
        <extracomment>Screen-reader description of a heatmap whose axes have no caption. %1, %2: numbers of rows and columns.</extracomment>
        <translation>%1 lignes sur %2 colonnes. Chaque cellule indique sa ligne, sa colonne et sa valeur.</translation>
    </message>
    <message>
        <source>%1 rows by %2 columns; %3. Each cell says its row, its column and its value.</source>
        <extracomment>Screen-reader description of a heatmap. %1, %2: numbers of rows and columns; %3: what they are, e.g. &quot;rows: queries, columns: keys&quot;.</extracomment>
        <translation>%1 lignes sur %2 colonnes ; %3. Chaque cellule indique sa ligne, sa colonne et sa valeur.</translation>
    </message>
    <message>
        <source>Hatched cells are masked: that query may not read that key.</source>
        <extracomment>Appended to a heatmap&apos;s screen-reader description when some cells are masked.</extracomment>
        <translation>Les cellules hachurées sont masquées : cette requête ne peut pas lire cette clé.</translation>
    </message>
    <message>
        <source>rows: %1</source>
        <translation>lignes&#xa0;: %1</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>colonnes&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>atlas::MatrixModel</name>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>masked</source>
        <extracomment>Text of a matrix cell (an attention pair) that the mask forbids.</extracomment>
        <translation>masqué</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1: masked</source>
        <translation>%1&#xa0;: masqué</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 %2 (row %3)</source>
        <translation>%1 %2 (ligne %3)</translation>
    </message>
    <message>
        <source>%1 %2 (column %3)</source>
        <translation>%1 %2 (colonne %3)</translation>
    </message>
    <message>
        <source>%1: %2, changed by your last edit</source>
        <extracomment>A heatmap cell&apos;s accessible text when the learner&apos;s last edit changed it, e.g. &quot;query 2, key 1: 0.33, changed by your last edit&quot;.</extracomment>
        <translation>%1&#xa0;: %2, changement dû à votre dernière modification</translation>
    </message>
</context>
<context>
    <name>atlas::MechanismLab</name>
    <message>
        <source>Causal mask on: each query reads only itself and earlier tokens.</source>
        <translation>Masque causal activé&#xa0;: chaque requête ne lit qu’elle-même et les jetons précédents.</translation>
    </message>
    <message>
        <source>Causal mask off: every query reads every token, including later ones.</source>
        <translation>Masque causal désactivé&#xa0;: chaque requête lit tous les jetons, y compris les suivants.</translation>
    </message>
    <message>
        <source>New weights from seed %1.</source>
        <translation>Nouveaux poids tirés avec la graine %1.</translation>
    </message>
    <message>
        <source>The example is as the chapter gave it.</source>
        <translation>L’exemple est tel que le chapitre l’a fourni.</translation>
    </message>
    <message>
        <source>Only Wv was drawn anew; Wq, Wk, Wo and X are unchanged.</source>
        <translation>Seul Wv a été tiré à nouveau&#x202f;; Wq, Wk, Wo et X sont inchangés.</translation>
    </message>
    <message>
        <source>The engine refused this example: %1</source>
        <translation>Le moteur a refusé cet exemple&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (row %2)</source>
        <translation>%1 (ligne %2)</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Têtes</translation>
    </message>
    <message>
        <source>Number of heads</source>
        <translation>Nombre de têtes</translation>
    </message>
    <message>
        <source>&amp;Causal mask</source>
        <translation>Masque &amp;causal</translation>
    </message>
    <message>
        <source>A query may read only itself and earlier tokens (an autoregressive decoder).</source>
        <translation>Une requête ne peut lire qu’elle-même et les jetons précédents (un décodeur autorégressif).</translation>
    </message>
    <message>
        <source>Attention &amp;temperature</source>
        <translation>Te&amp;mpérature</translation>
    </message>
    <message>
        <source>Attention temperature</source>
        <translation>Température d’attention</translation>
    </message>
    <message>
        <source>τ divides the scores inside the softmax: below 1 sharpens every row of A, above 1 flattens it.</source>
        <translation>τ divise les scores dans le softmax&#xa0;: en dessous de 1, il accentue chaque ligne de A&#x202f;; au-dessus de 1, il l’aplatit.</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>Re&amp;quête</translation>
    </message>
    <message>
        <source>Selected query</source>
        <translation>Requête sélectionnée</translation>
    </message>
    <message>
        <source>&amp;New random weights</source>
        <translation>&amp;Nouveaux poids aléatoires</translation>
    </message>
    <message>
        <source>&amp;Reset example</source>
        <translation>&amp;Réinitialiser l’exemple</translation>
    </message>
    <message>
        <source>1 · The example</source>
        <translation>1 · L’exemple</translation>
    </message>
    <message>
        <source>2 · One head, stage by stage</source>
        <translation>2 · Une tête, étape par étape</translation>
    </message>
    <message>
        <source>3 · One query, read closely</source>
        <translation>3 · Une requête, lue de près</translation>
    </message>
    <message>
        <source>4 · Several heads, combined</source>
        <translation>4 · Plusieurs têtes, combinées</translation>
    </message>
    <message>
        <source>5 · Two distinctions</source>
        <translation>5 · Deux distinctions</translation>
    </message>
    <message>
        <source>6 · Engineering: the T × T score matrix</source>
        <translation>6 · Ingénierie&#xa0;: la matrice des scores T × T</translation>
    </message>
    <message>
        <source>Mechanism lab</source>
        <translation>Laboratoire : mécanisme</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s). The weights were drawn anew from seed %1 in the new shape, replacing the weights you had edited or the pack had given; X is unchanged.</source>
        <extracomment>%n is the new number of heads (at least 1), %1 the seed the weight matrices were drawn from; X is the matrix of token embeddings.</extracomment>
        <translation>
            <numerusform>Une tête. Les poids ont été tirés à nouveau avec la graine %1 dans la nouvelle forme, en remplaçant les poids que vous aviez modifiés ou que le pack fournissait&#x202f;; X est inchangé.</numerusform>
            <numerusform>%n têtes. Les poids ont été tirés à nouveau avec la graine %1 dans la nouvelle forme, en remplaçant les poids que vous aviez modifiés ou que le pack fournissait&#x202f;; X est inchangé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s). The weights were drawn from seed %1 in the new shape; X is unchanged.</source>
        <translation>
            <numerusform>Une tête. Les poids ont été tirés avec la graine %1 dans la nouvelle forme&#x202f;; X est inchangé.</numerusform>
            <numerusform>%n têtes. Les poids ont été tirés avec la graine %1 dans la nouvelle forme&#x202f;; X est inchangé.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MemoryPanel</name>
    <message>
        <source>Shape as published: %1. Numbers in 16 bits, as these models are usually served.</source>
        <extracomment>%1 the source of a model&apos;s shape (authors, year, title or arXiv id).</extracomment>
        <translation>Forme publiée : %1. Nombres sur 16 bits, comme ces modèles sont d’ordinaire servis.</translation>
    </message>
    <message>
        <source>Key/value heads (%1) must divide the query heads (%2): each group of query heads shares one key/value head. The GQA row uses the nearest divisor below.</source>
        <extracomment>%1 the key/value heads given, %2 the query heads.</extracomment>
        <translation>Les têtes clé/valeur (%1) doivent diviser les têtes de requête (%2) : chaque groupe de têtes de requête partage une tête clé/valeur. La ligne GQA prend le diviseur inférieur le plus proche.</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <extracomment>%1 the cache&apos;s size, %2 its share of multi-head attention&apos;s, in percent.</extracomment>
        <translation>%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>GQA (G = %1)</source>
        <extracomment>Grouped-query attention&apos;s row with the learner&apos;s number of key/value heads G.</extracomment>
        <translation>GQA (G = %1)</translation>
    </message>
    <message>
        <source>&amp;Model shape:</source>
        <translation>&amp;Forme du modèle :</translation>
    </message>
    <message>
        <source>&amp;Layers L:</source>
        <translation>&amp;Couches L :</translation>
    </message>
    <message>
        <source>&amp;Query heads H:</source>
        <translation>Têtes de &amp;requête H :</translation>
    </message>
    <message>
        <source>&amp;Key/value heads G:</source>
        <translation>Têtes clé/&amp;valeur G&#xa0;:</translation>
    </message>
    <message>
        <source>Head &amp;width dₖ = dᵥ:</source>
        <translation>&amp;Largeur de tête dₖ = dᵥ :</translation>
    </message>
    <message>
        <source>&amp;Context length T:</source>
        <translation>Longueur de con&amp;texte T&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Batch (sequences):</source>
        <translation>L&amp;ot (séquences)&#xa0;:</translation>
    </message>
    <message>
        <source>Bytes per &amp;number:</source>
        <translation>Octets par &amp;nombre :</translation>
    </message>
    <message>
        <source>Your own shape</source>
        <translation>Votre propre forme</translation>
    </message>
    <message>
        <source>4 (fp32)</source>
        <translation>4 (fp32)</translation>
    </message>
    <message>
        <source>2 (fp16, bf16)</source>
        <translation>2 (fp16, bf16)</translation>
    </message>
    <message>
        <source>1 (8-bit)</source>
        <translation>1 (8 bits)</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>têtes KV</translation>
    </message>
    <message>
        <source>per token</source>
        <translation>par jeton</translation>
    </message>
    <message>
        <source>whole cache</source>
        <translation>cache entier</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Units of memory, powers of 1024 (French: o, Kio, Mio, Gio, Tio, Pio).</extracomment>
        <translation>o</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>Kio</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>Mio</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>Gio</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>Tio</translation>
    </message>
    <message>
        <source>PiB</source>
        <translation>Pio</translation>
    </message>
    <message>
        <source>MHA (multi-head)</source>
        <translation>MHA (multi-têtes)</translation>
    </message>
    <message>
        <source>MHA (this shape)</source>
        <translation>MHA (cette forme)</translation>
    </message>
    <message>
        <source>MQA (this shape)</source>
        <translation>MQA (cette forme)</translation>
    </message>
    <message>
        <source>MQA (multi-query)</source>
        <translation>MQA (multi-requêtes)</translation>
    </message>
    <message>
        <source>Sliding window W = %1 &lt; T = %2: every layer reads only the last %1 keys, so the cache is a rolling buffer of %1 positions — %3 for this shape, against %4 for a cache that kept all %2.</source>
        <extracomment>%1 the window W, %2 the context length T, %3 the cache with the window (G of this shape), %4 the cache of every position.</extracomment>
        <translation>Fenêtre glissante W = %1 &lt; T = %2&#xa0;: chaque couche ne lit que les %1 dernières clés, le cache est donc un tampon circulaire de %1 positions — %3 pour cette forme, contre %4 pour un cache qui garderait les %2.</translation>
    </message>
    <message>
        <source>Sliding &amp;window W:</source>
        <translation>Fenêtre &amp;glissante W&#xa0;:</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Shown in the window box at 0: every position is cached.</extracomment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Sliding-window attention: each query reads only the last W keys, so the cache keeps W positions at most. 0: no window.</source>
        <translation>Attention à fenêtre glissante&#xa0;: chaque requête ne lit que les W dernières clés, le cache garde donc au plus W positions. 0&#xa0;: pas de fenêtre.</translation>
    </message>
</context>
<context>
    <name>atlas::NodeInspector</name>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>masked</source>
        <extracomment>Text of a matrix cell (an attention pair) that the mask forbids.</extracomment>
        <translation>masqué</translation>
    </message>
    <message>
        <source>value of %1</source>
        <translation>valeur de %1</translation>
    </message>
    <message>
        <source>gradient ∂L/∂%1</source>
        <extracomment>Title of the heatmap of ∂L/∂(node).</extracomment>
        <translation>gradient ∂L/∂%1</translation>
    </message>
    <message>
        <source>Token ids are integers: nothing can be differentiated with respect to them. Their gradient arrives at the rows of E they select.</source>
        <translation>Les identifiants de jetons sont des entiers&#xa0;: rien ne peut être dérivé par rapport à eux. Leur gradient arrive aux lignes de E qu’ils sélectionnent.</translation>
    </message>
    <message>
        <source>Hatched cells are masked keys: a query may not read its future. Their scores never enter the softmax, so their gradient is exactly 0.</source>
        <translation>Les cellules hachurées sont des clés masquées&#xa0;: une requête ne peut pas lire son futur. Leurs scores n’entrent jamais dans le softmax, leur gradient est donc exactement 0.</translation>
    </message>
    <message>
        <source>Each row sums to 1 over the allowed keys. The gradient reaches the scores through dS = A ∘ (dA − rowsum(A ∘ dA)): every allowed key of a row shares it.</source>
        <translation>Chaque ligne somme à 1 sur les clés autorisées. Le gradient atteint les scores par dS = A ∘ (dA − rowsum(A ∘ dA))&#xa0;: toutes les clés autorisées d’une ligne se le partagent.</translation>
    </message>
    <message>
        <source>The value path: ∂L/∂V = Aᵀ·∂L/∂Y. Learning changes the values as well as the probabilities that mix them.</source>
        <translation>Le chemin des valeurs&#xa0;: ∂L/∂V = Aᵀ·∂L/∂Y. L’apprentissage modifie les valeurs autant que les probabilités qui les mélangent.</translation>
    </message>
    <message>
        <source>∂L/∂L = 1: the backward pass starts here and flows up every arrow.</source>
        <translation>∂L/∂L = 1&#xa0;: la passe arrière part d’ici et remonte chaque flèche.</translation>
    </message>
    <message>
        <source>Rows beyond the input&apos;s length are not used, so their gradient is 0.</source>
        <translation>Les lignes au-delà de la longueur de l’entrée ne sont pas utilisées&#xa0;: leur gradient est donc 0.</translation>
    </message>
    <message>
        <source>A parameter: training moves it against this gradient.</source>
        <translation>Un paramètre&#xa0;: l’entraînement le déplace dans le sens opposé à ce gradient.</translation>
    </message>
    <message>
        <source>An intermediate: its gradient is what flows back through it to the parameters.</source>
        <translation>Un résultat intermédiaire&#xa0;: son gradient est ce qui le traverse en remontant vers les paramètres.</translation>
    </message>
</context>
<context>
    <name>atlas::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Avis</translation>
    </message>
</context>
<context>
    <name>atlas::NumericQuestionInput</name>
    <message>
        <source>A number. Press Return to check it.</source>
        <translation>Un nombre. Appuyez sur Entrée pour le vérifier.</translation>
    </message>
    <message>
        <source>A number, in %1. Press Return to check it.</source>
        <extracomment>%1 is the unit of the expected number.</extracomment>
        <translation>Un nombre, en %1. Appuyez sur Entrée pour le vérifier.</translation>
    </message>
    <message>
        <source>a number, e.g. %1</source>
        <extracomment>Placeholder of the number field; %1 is an example number in the learner&apos;s locale.</extracomment>
        <translation>un nombre, p. ex. %1</translation>
    </message>
</context>
<context>
    <name>atlas::OrderPanel</name>
    <message>
        <source>Not applied: %1 The lab keeps the tokens it had.</source>
        <extracomment>%1 says what a token list must be.</extracomment>
        <translation>Non appliqué&#xa0;: %1 Le laboratoire garde les jetons qu’il avait.</translation>
    </message>
    <message>
        <source>One attention head (d = 4, three value coordinates, no output projection) reads the tokens in their order and in a new order π. Without anything that depends on the slot, the new order only lists the same rows differently.</source>
        <translation>Une tête d’attention (d = 4, trois coordonnées de valeur, pas de projection de sortie) lit les jetons dans leur ordre et dans un nouvel ordre π. Sans rien qui dépende de la place, le nouvel ordre ne fait qu’énumérer autrement les mêmes lignes.</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>&amp;Jetons&#xa0;:</translation>
    </message>
    <message>
        <source>2 to 8 tokens separated by spaces; equal tokens get equal vectors. Press Enter to apply.</source>
        <translation>2 à 8 jetons séparés par des espaces&#x202f;; des jetons égaux reçoivent des vecteurs égaux. Appuyez sur Entrée pour appliquer.</translation>
    </message>
    <message>
        <source>&amp;Reverse</source>
        <translation>&amp;Inverser</translation>
    </message>
    <message>
        <source>R&amp;otate</source>
        <translation>Faire t&amp;ourner</translation>
    </message>
    <message>
        <source>S&amp;huffle</source>
        <translation>&amp;Mélanger</translation>
    </message>
    <message>
        <source>&amp;Positions:</source>
        <translation>&amp;Positions&#xa0;:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>sinusoidal P added</source>
        <extracomment>P is the sinusoidal position table, added to the token vectors by slot.</extracomment>
        <translation>P sinusoïdale ajoutée</translation>
    </message>
    <message>
        <source>rotary (RoPE) on q and k</source>
        <translation>rotations (RoPE) de q et k</translation>
    </message>
    <message>
        <source>&amp;Causal mask</source>
        <translation>Masque &amp;causal</translation>
    </message>
    <message>
        <source>Each query reads only itself and earlier slots.</source>
        <translation>Chaque requête ne lit qu’elle-même et les places précédentes.</translation>
    </message>
    <message>
        <source>New order π = (%1): slot i of the new order holds the token of old slot π(i).</source>
        <extracomment>π lists, for each new slot, the old slot its token comes from.</extracomment>
        <translation>Nouvel ordre π = (%1)&#xa0;: la place i du nouvel ordre contient le jeton de l’ancienne place π(i).</translation>
    </message>
    <message>
        <source>queries (tokens)</source>
        <translation>requêtes (jetons)</translation>
    </message>
    <message>
        <source>output coordinate</source>
        <translation>coordonnée de sortie</translation>
    </message>
    <message>
        <source>Δ after un-permuting</source>
        <translation>Δ après dé-permutation</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>coordonnée</translation>
    </message>
    <message>
        <source>max |Δ| = 0, exactly: every output is the same row as before, moved with its token. The layer cannot tell the two orders apart.</source>
        <translation>max |Δ| = 0, exactement&#xa0;: chaque sortie est la même ligne qu’avant, déplacée avec son jeton. La couche ne peut pas distinguer les deux ordres.</translation>
    </message>
    <message>
        <source>max |Δ| = %1: the positions and the causal mask both depend on the slot, so the outputs change beyond a reordering.</source>
        <extracomment>%1 is the largest difference, e.g. 0.42.</extracomment>
        <translation>max |Δ| = %1&#xa0;: les positions et le masque causal dépendent tous deux de la place, donc les sorties changent au-delà d’un réordonnancement.</translation>
    </message>
    <message>
        <source>max |Δ| = %1: with positions the same token in another slot is read differently, so the outputs change beyond a reordering.</source>
        <translation>max |Δ| = %1&#xa0;: avec des positions, le même jeton à une autre place est lu autrement, donc les sorties changent au-delà d’un réordonnancement.</translation>
    </message>
    <message>
        <source>max |Δ| = %1: with a causal mask, which keys a query may read depends on its slot, so order leaks in through the mask even without positions.</source>
        <translation>max |Δ| = %1&#xa0;: avec un masque causal, les clés qu’une requête peut lire dépendent de sa place, donc l’ordre s’infiltre par le masque même sans positions.</translation>
    </message>
    <message>
        <source>Y(X + P), the given order</source>
        <translation>Y(X + P), l’ordre donné</translation>
    </message>
    <message>
        <source>Y(ΠX + P), the new order</source>
        <translation>Y(ΠX + P), le nouvel ordre</translation>
    </message>
</context>
<context>
    <name>atlas::OrderingQuestionInput</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>✓ right before the next</source>
        <extracomment>After grading an ordering question: this item is followed by the item that comes right after it.</extracomment>
        <translation>✓ juste avant le suivant</translation>
    </message>
    <message>
        <source>✗ not right before the next</source>
        <translation>✗ pas juste avant le suivant</translation>
    </message>
    <message>
        <source>%1 of %2 neighbouring pairs are in the right order.</source>
        <extracomment>After grading an ordering question: &quot;3 of 4 neighbouring pairs are in the right order.&quot;</extracomment>
        <translation>%1 paires voisines sur %2 sont dans le bon ordre.</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Button beside an ordering question&apos;s list: moves the selected item one place up.</extracomment>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move the selected item one place up (Alt+Up)</source>
        <translation>Monter l’élément choisi d’une place (Alt+Haut)</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Button beside an ordering question&apos;s list: moves the selected item one place down.</extracomment>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Move the selected item one place down (Alt+Down)</source>
        <translation>Descendre l’élément choisi d’une place (Alt+Bas)</translation>
    </message>
    <message>
        <source>Items in your order</source>
        <extracomment>Accessible name of an ordering question&apos;s list.</extracomment>
        <translation>Éléments dans votre ordre</translation>
    </message>
    <message>
        <source>Arrow keys pick an item; Alt+Up and Alt+Down move it; the mouse can drag it.</source>
        <extracomment>Accessible description of an ordering question&apos;s list.</extracomment>
        <translation>Les flèches choisissent un élément ; Alt+Haut et Alt+Bas le déplacent ; la souris peut le glisser.</translation>
    </message>
</context>
<context>
    <name>atlas::PackedBlockStrip</name>
    <message>
        <source>⟨BOS⟩</source>
        <extracomment>Marker of the begin-of-sequence token in a packed block; keep it short.</extracomment>
        <translation>⟨BOS⟩</translation>
    </message>
    <message>
        <source>⟨EOS⟩</source>
        <extracomment>Marker of the end-of-sequence token in a packed block; keep it short.</extracomment>
        <translation>⟨EOS⟩</translation>
    </message>
    <message>
        <source>BOS, start of a document, token %1</source>
        <extracomment>Spoken for a begin-of-sequence slot; %1 is the token id.</extracomment>
        <translation>BOS, début d’un document, jeton %1</translation>
    </message>
    <message>
        <source>EOS, end of a document, token %1</source>
        <extracomment>Spoken for an end-of-sequence slot; %1 is the token id.</extracomment>
        <translation>EOS, fin d’un document, jeton %1</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>jeton %1</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <extracomment>%1 is a token id, %2 its display label, e.g. token 22 &quot;cat&quot;.</extracomment>
        <translation>jeton %1 «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>No label: the end of the stream. A dash.</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>no label, end of the stream</source>
        <translation>pas d’étiquette, fin du flux</translation>
    </message>
    <message>
        <source>label %1 from the next block</source>
        <extracomment>%1 is the label token; it lies in the next block, so nothing here can attend to it.</extracomment>
        <translation>étiquette %1 issue du bloc suivant</translation>
    </message>
    <message>
        <source>label %1 from the next block, not trained (loss-masked)</source>
        <translation>étiquette %1 issue du bloc suivant, exclue de la perte (masquée)</translation>
    </message>
    <message>
        <source>label %1, not trained (loss-masked)</source>
        <extracomment>%1 is the label token; the loss ignores it because it belongs to another document.</extracomment>
        <translation>étiquette %1, exclue de la perte (masquée)</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>étiquette %1</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>position %1</translation>
    </message>
    <message>
        <source>document %1</source>
        <extracomment>%1 counts the documents of the packing from 1.</extracomment>
        <translation>document %1</translation>
    </message>
    <message>
        <source>continues from the previous block</source>
        <translation>suite du bloc précédent</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>missed</source>
        <extracomment>After grading: this key should have been selected.</extracomment>
        <translation>oubliée</translation>
    </message>
    <message>
        <source>extra</source>
        <extracomment>After grading: this key should not have been selected.</extracomment>
        <translation>en trop</translation>
    </message>
    <message>
        <source>selected</source>
        <extracomment>Part of a slot&apos;s spoken description: the key slot is selected (chosen) in the exercise.</extracomment>
        <translation>sélectionnée</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator between the parts of a slot&apos;s spoken description.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>document %1 (continued)</source>
        <extracomment>Caption of a document fragment that started in an earlier block.</extracomment>
        <translation>document %1 (suite)</translation>
    </message>
    <message>
        <source>doc. %1 (cont.)</source>
        <translation>doc. %1 (suite)</translation>
    </message>
    <message>
        <source>doc. %1</source>
        <extracomment>Short form of &quot;document %1&quot; for narrow spaces.</extracomment>
        <translation>doc. %1</translation>
    </message>
    <message>
        <source>document %1 in slots %2 to %3</source>
        <translation>document %1 aux positions %2 à %3</translation>
    </message>
    <message>
        <source>, continued from the previous block</source>
        <translation>, suite du bloc précédent</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#x202f;; </translation>
    </message>
    <message>
        <source>. The query is slot %1.</source>
        <translation>. La requête est à la position %1.</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>position</translation>
    </message>
    <message>
        <source>input</source>
        <extracomment>Row caption: the input tokens of the packed block.</extracomment>
        <translation>entrée</translation>
    </message>
    <message>
        <source>label</source>
        <extracomment>Row caption: the training labels (the next token of each slot).</extracomment>
        <translation>étiquette</translation>
    </message>
    <message numerus="yes">
        <source>Packed block, %n slot(s)</source>
        <extracomment>Accessible name of the packed-block strip; %n is the number of slots.</extracomment>
        <translation>
            <numerusform>Bloc empaqueté, %n position</numerusform>
            <numerusform>Bloc empaqueté, %n positions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::PackingLab</name>
    <message>
        <source>The label of slot %1 comes from block %2: it is supervision for slot %1, never context for anything in this block.</source>
        <extracomment>%1 the last slot, %2 the next block. A sentence of its own; further sentences may follow it.</extracomment>
        <translation>L’étiquette de la position %1 provient du bloc %2&#xa0;: c’est une supervision pour la position %1, jamais un contexte pour quoi que ce soit dans ce bloc.</translation>
    </message>
    <message>
        <source>Slot %1 ends the corpus: it has no label.</source>
        <extracomment>%1 the last slot. A sentence of its own; further sentences may follow it.</extracomment>
        <translation>La position %1 termine le corpus&#xa0;: elle n’a pas d’étiquette.</translation>
    </message>
    <message>
        <source>The first fragment continues a document from the previous block; in this specimen it loses that earlier context.</source>
        <extracomment>A sentence of its own, the last of the paragraph about the block&apos;s labels.</extracomment>
        <translation>Le premier fragment continue un document du bloc précédent&#x202f;; dans cet exemple, il perd ce contexte antérieur.</translation>
    </message>
    <message>
        <source>Block:</source>
        <translation>Bloc&#xa0;:</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloc</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Masque</translation>
    </message>
    <message>
        <source>Leakage</source>
        <translation>Fuite</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Efficacité</translation>
    </message>
    <message>
        <source>Views of the packing</source>
        <translation>Vues de l’empaquetage</translation>
    </message>
    <message numerus="yes">
        <source>(%n block(s) in all, numbered 0 to %1)</source>
        <extracomment>Shown after the spin box that chooses the block (&quot;Block: [3]&quot;); a text of its own, not the end of a sentence. %n is the number of packed blocks, %1 the number of the last one (they count from 0).</extracomment>
        <translation>
            <numerusform>(%n bloc en tout, numéroté %1)</numerusform>
            <numerusform>(%n blocs en tout, numérotés de 0 à %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Struck out: the label of slot(s) %1 is another document&apos;s ⟨BOS⟩ — predicting it across the boundary would teach nothing, so the loss mask leaves it out.</source>
        <extracomment>%n is the number of slots whose label is struck out, %1 their numbers (such as &quot;4&quot; or &quot;4 and 9&quot;). A sentence of its own, shown after the sentence about the last slot.</extracomment>
        <translation>
            <numerusform>Barrée&#xa0;: l’étiquette de la position %1 est le ⟨BOS⟩ d’un autre document — la prédire par-delà la frontière n’apprendrait rien, le masque de perte l’exclut donc.</numerusform>
            <numerusform>Barrées&#xa0;: les étiquettes des positions %1 sont les ⟨BOS⟩ d’autres documents — les prédire par-delà la frontière n’apprendrait rien, le masque de perte les exclut donc.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::PackingSession</name>
    <message>
        <source>There is no document %1.</source>
        <translation>Il n’y a pas de document %1.</translation>
    </message>
    <message>
        <source>Document %1: %2.</source>
        <translation>Document %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>At most %1 documents.</source>
        <translation>Au plus %1 documents.</translation>
    </message>
    <message>
        <source>New document: %1.</source>
        <translation>Nouveau document&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A corpus needs at least one document.</source>
        <translation>Un corpus doit contenir au moins un document.</translation>
    </message>
</context>
<context>
    <name>atlas::PaddingPanel</name>
    <message>
        <source>pad %1</source>
        <extracomment>A slot of the padded array: a word&apos;s position, or a padding slot.</extracomment>
        <translation>rempl. %1</translation>
    </message>
    <message>
        <source>word %1</source>
        <translation>mot %1</translation>
    </message>
    <message>
        <source>Sequences of different lengths share one array in a batch: the shorter ones are filled with padding slots up to the longest. A key padding mask keeps every query from reading a padded slot. The padded slots&apos; own rows are still computed — they read the real words — and only the loss mask keeps them out of training. Type the lengths, pick a sequence, and refill its padding.</source>
        <translation>Dans un lot, des séquences de longueurs différentes partagent un tableau&#xa0;: les plus courtes sont complétées jusqu’à la plus longue par des emplacements de remplissage. Un masque de remplissage des clés empêche toute requête de lire ces emplacements. Leurs propres lignes sont quand même calculées — elles lisent les vrais mots — et seul le masque de perte les écarte de l’entraînement. Saisissez les longueurs, choisissez une séquence et renouvelez son remplissage.</translation>
    </message>
    <message>
        <source>Batch &amp;lengths:</source>
        <translation>&amp;Longueurs du lot&#xa0;:</translation>
    </message>
    <message>
        <source>Sequence lengths of the batch</source>
        <translation>Longueurs des séquences du lot</translation>
    </message>
    <message>
        <source>Se&amp;quence shown:</source>
        <translation>Séquence &amp;affichée&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Fill the padding with new values</source>
        <translation>&amp;Remplir le remplissage de nouvelles valeurs</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n word(s))</source>
        <extracomment>%1 the sequence&apos;s number, %n its length in words.</extracomment>
        <translation>
            <numerusform>%1 (%n mot)</numerusform>
            <numerusform>%1 (%n mots)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequence %1 padded to %2 slots: bidirectional weights</source>
        <extracomment>%1 the sequence&apos;s number, %2 the slots of the padded array.</extracomment>
        <translation>Séquence %1 complétée à %2 emplacements&#xa0;: poids bidirectionnels</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>The padded array has %1 slots for %2 words. A dense kernel computes %3 (query, key) pairs; an encoder&apos;s queries may use %4 of them, so %5 % are wasted (a decoder uses only %6). Packing the %2 words into one row with a document mask removes the padding: a variable-length kernel then computes just the useful pairs, a dense one %7 (see the packing chapter).</source>
        <extracomment>%1 slots, %2 real tokens, %3 pairs computed, %4 pairs an encoder uses, %5 the share wasted, %6 pairs a decoder uses, %7 the dense pairs of the packed row.</extracomment>
        <translation>Le tableau complété a %1 emplacements pour %2 mots. Un noyau dense calcule %3 paires (requête, clé)&#x202f;; les requêtes d’un encodeur peuvent en utiliser %4, donc %5&#x202f;% sont gaspillées (un décodeur n’en utilise que %6). Empaqueter les %2 mots dans une seule ligne avec un masque par document supprime le remplissage&#xa0;: un noyau à longueur variable ne calcule alors que les paires utiles, un noyau dense %7 (voir le chapitre sur l’empaquetage).</translation>
    </message>
    <message>
        <source>Press the button to put other values in the padded slots.</source>
        <translation>Appuyez sur le bouton pour changer les valeurs du remplissage.</translation>
    </message>
    <message numerus="yes">
        <source>Padding refilled %n time(s): the largest change of a real word&apos;s output is %1 — exactly zero, since no query reads a padded key.</source>
        <extracomment>%n how often the padding was refilled, %1 the largest change of a real word&apos;s output.</extracomment>
        <translation>
            <numerusform>Remplissage renouvelé %n fois&#xa0;: la plus grande variation de la sortie d’un vrai mot vaut %1 — exactement zéro, car aucune requête ne lit une clé de remplissage.</numerusform>
            <numerusform>Remplissage renouvelé %n fois&#xa0;: la plus grande variation de la sortie d’un vrai mot vaut %1 — exactement zéro, car aucune requête ne lit une clé de remplissage.</numerusform>
        </translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
</context>
<context>
    <name>atlas::PairwiseWorkDemo</name>
    <message>
        <source>× %1</source>
        <extracomment>Ratio to the row above, e.g. &quot;× 4&quot;; the first row has none.</extracomment>
        <translation>×&#xa0;%1</translation>
    </message>
    <message>
        <source>Sequence length T:</source>
        <extracomment>Label of the sequence length chooser.</extracomment>
        <translation>Longueur de séquence T&#xa0;:</translation>
    </message>
    <message>
        <source>Sequence length T, in tokens</source>
        <translation>Longueur de séquence T, en jetons</translation>
    </message>
    <message>
        <source>T (tokens)</source>
        <translation>T (jetons)</translation>
    </message>
    <message>
        <source>pairs per head, T²</source>
        <translation>paires par tête, T²</translation>
    </message>
    <message>
        <source>operations per head</source>
        <translation>opérations par tête</translation>
    </message>
    <message>
        <source>growth</source>
        <translation>croissance</translation>
    </message>
    <message>
        <source>Operations: the multiplications and additions of Q·Kᵀ and P·V, 2T²(dₖ + dᵥ) with dₖ = dᵥ = %1. Growth: compared with the row above, where T is half as long.</source>
        <extracomment>Note under the table of pairwise work; %1 is the head width.</extracomment>
        <translation>Opérations&#xa0;: les multiplications et additions de Q·Kᵀ et de P·V, 2T²(dₖ + dᵥ) avec dₖ = dᵥ = %1. Croissance&#xa0;: par rapport à la ligne précédente, où T est deux fois plus court.</translation>
    </message>
    <message>
        <source>Pairs grow as T²</source>
        <extracomment>Chart title: the number of query–key pairs grows as the square of T.</extracomment>
        <translation>Les paires croissent comme T²</translation>
    </message>
    <message>
        <source>tokens, T</source>
        <translation>jetons, T</translation>
    </message>
    <message>
        <source>sequence length T (tokens, log scale)</source>
        <translation>longueur T (jetons, échelle log)</translation>
    </message>
    <message>
        <source>count (log scale)</source>
        <translation>nombre (échelle log)</translation>
    </message>
</context>
<context>
    <name>atlas::PlaceholderPage</name>
    <message>
        <source>Chapter %1</source>
        <translation>Chapitre %1</translation>
    </message>
    <message>
        <source>This chapter is presented by the chapter kind &apos;%1&apos;, and no installed plugin provides it.</source>
        <translation>Ce chapitre est présenté par le type de chapitre «&#xa0;%1&#xa0;», et aucune extension installée ne le fournit.</translation>
    </message>
    <message>
        <source>Installed kinds: %1.</source>
        <translation>Types installés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Stands for the list of installed chapter kinds (plugins) when there is none: &quot;Installed kinds: none.&quot;</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Install a plugin for this kind, or point ATLAS_PLUGIN_PATH at the folder that holds it. Help → Plugins lists every plugin found and why any was refused.</source>
        <translation>Installez une extension pour ce type, ou faites pointer ATLAS_PLUGIN_PATH vers le dossier qui la contient. Aide&#xa0;→&#xa0;Extensions liste toutes les extensions trouvées et le motif de chaque refus.</translation>
    </message>
    <message>
        <source>This chapter cannot be shown:</source>
        <translation>Ce chapitre ne peut pas être affiché&#xa0;:</translation>
    </message>
    <message>
        <source>Check the pack with: attention-atlas-cli validate &lt;pack folder&gt;</source>
        <translation>Vérifiez le pack avec&#xa0;: attention-atlas-cli validate &lt;dossier du pack&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <translation>Extensions</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>File and reason</source>
        <translation>Fichier et motif</translation>
    </message>
    <message>
        <source>available</source>
        <extracomment>State of a plugin (column &quot;State&quot;): found, not loaded (yet).</extracomment>
        <translation>disponible</translation>
    </message>
    <message>
        <source>loaded</source>
        <extracomment>State of a plugin (column &quot;State&quot;): the plugin is loaded and in use.</extracomment>
        <translation>chargée</translation>
    </message>
    <message>
        <source>refused</source>
        <extracomment>State of a plugin (column &quot;State&quot;): the plugin was not accepted (the reason is in the last column).</extracomment>
        <translation>refusée</translation>
    </message>
    <message>
        <source>failed</source>
        <extracomment>State of a plugin (column &quot;State&quot;): loading the plugin failed (the reason is in the last column).</extracomment>
        <translation>en échec</translation>
    </message>
    <message>
        <source>Chapter and question-kind plugins are searched in the folders of ATLAS_PLUGIN_PATH, then in %1.</source>
        <translation>Les plugins de chapitres et de sortes de question sont cherchés dans les dossiers d’ATLAS_PLUGIN_PATH, puis dans %1.</translation>
    </message>
    <message>
        <source>%1 (question)</source>
        <extracomment>Column &quot;Kind&quot; of Help → Plugins for a plugin that adds a kind of question: &quot;estimate (question)&quot;.</extracomment>
        <translation>%1 (question)</translation>
    </message>
</context>
<context>
    <name>atlas::PositionIdsPanel</name>
    <message>
        <source>Not applied: %1 The lab keeps the documents it had.</source>
        <extracomment>%1 says what the lengths must be.</extracomment>
        <translation>Non appliqué&#xa0;: %1 Le laboratoire garde les documents qu’il avait.</translation>
    </message>
    <message>
        <source>When documents are packed into one training sequence, each token still needs a position id: the row of P it gets, or the angle RoPE turns it by. Two choices are common.</source>
        <translation>Quand des documents sont empaquetés dans une séquence d’entraînement, chaque jeton a quand même besoin d’un identifiant de position&#xa0;: la ligne de P qu’il reçoit, ou l’angle dont RoPE le fait tourner. Deux choix sont courants.</translation>
    </message>
    <message>
        <source>&amp;Document lengths:</source>
        <translation>Longueurs des &amp;documents&#xa0;:</translation>
    </message>
    <message>
        <source>The lengths of the packed documents, e.g. 3 4 2. Press Enter to apply.</source>
        <translation>Les longueurs des documents empaquetés, par exemple 3 4 2. Appuyez sur Entrée pour appliquer.</translation>
    </message>
    <message>
        <source>Position ids, slot by slot</source>
        <translation>Identifiants de position, place par place</translation>
    </message>
    <message>
        <source>slots (document A, B, …)</source>
        <translation>places (document A, B, …)</translation>
    </message>
    <message>
        <source>numbering</source>
        <translation>numérotation</translation>
    </message>
    <message>
        <source>slot of document</source>
        <translation>place du document</translation>
    </message>
    <message>
        <source>continuing</source>
        <translation>continus</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>remis à zéro</translation>
    </message>
    <message>
        <source>Continuing ids tell the first token of document B that it stands at position %1, as if it continued A. Reset ids give every document the positions it would have alone, so a model sees the same positions in training as on a single document. Neither isolates the documents: which keys a query may read is decided by the mask alone (the chapter on packing shows the document-aware mask).</source>
        <translation>Les identifiants continus disent au premier jeton du document B qu’il est en position %1, comme s’il prolongeait A. Les identifiants remis à zéro donnent à chaque document les positions qu’il aurait seul, si bien qu’un modèle voit à l’entraînement les mêmes positions que sur un document isolé. Aucun des deux n’isole les documents&#xa0;: les clés qu’une requête peut lire sont décidées par le masque seul (le chapitre sur l’empaquetage montre le masque par document).</translation>
    </message>
</context>
<context>
    <name>atlas::PositionsLab</name>
    <message>
        <source>Positions lab</source>
        <translation>Laboratoire des positions</translation>
    </message>
    <message>
        <source>1 · Does attention see order?</source>
        <translation>1 · L’attention voit-elle l’ordre&#x202f;?</translation>
    </message>
    <message>
        <source>2 · Absolute positions: a table P</source>
        <translation>2 · Positions absolues&#xa0;: une table P</translation>
    </message>
    <message>
        <source>3 · Rotary positions (RoPE)</source>
        <translation>3 · Positions par rotation (RoPE)</translation>
    </message>
    <message>
        <source>4 · ALiBi: a soft mask</source>
        <translation>4 · ALiBi&#xa0;: un masque doux</translation>
    </message>
    <message>
        <source>5 · Position ids in packed sequences</source>
        <translation>5 · Identifiants de position</translation>
    </message>
</context>
<context>
    <name>atlas::PositionsPage</name>
    <message>
        <source>The pack&apos;s model %1 cannot be used: %2</source>
        <extracomment>%1 the model file of the pack, %2 why it cannot be used.</extracomment>
        <translation>Le modèle %1 du paquet ne peut pas être utilisé&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>atlas::PositionsSession</name>
    <message>
        <source>It is not a model file of this version (%1).</source>
        <extracomment>%1 is the reader&apos;s description of the problem (in English), naming the line or field.</extracomment>
        <translation>Ce n’est pas un fichier de modèle de cette version (%1).</translation>
    </message>
    <message>
        <source>Type 1 to %1 document lengths of 1 to %2 tokens, at most %3 tokens in all.</source>
        <translation>Saisissez 1 à %1 longueurs de documents de 1 à %2 jetons, au plus %3 jetons en tout.</translation>
    </message>
</context>
<context>
    <name>atlas::PrefixInvariancePanel</name>
    <message>
        <source>Every position can read position %1: there is no earlier position to compare.</source>
        <translation>Chaque position peut lire la position %1&#xa0;: il n’y a aucune position antérieure à comparer.</translation>
    </message>
    <message>
        <source>0 (bit-identical)</source>
        <translation>0 (identique au bit près)</translation>
    </message>
    <message>
        <source>0 (exactly)</source>
        <translation>0 (exactement)</translation>
    </message>
    <message>
        <source>Positions that cannot read the edit (%1): largest change of their logits = %2</source>
        <extracomment>%1 the positions, %2 the change.</extracomment>
        <translation>Positions qui ne peuvent pas lire la modification (%1)&#xa0;: plus grande variation de leurs logits = %2</translation>
    </message>
    <message>
        <source>No position&apos;s loss is independent of the edit, so there is no gradient to compare.</source>
        <translation>La perte de chaque position dépend de la modification&#xa0;: il n’y a donc aucun gradient à comparer.</translation>
    </message>
    <message>
        <source>Gradient of the loss over positions %1, with respect to every parameter: largest change = %2</source>
        <extracomment>%1 the positions, %2 the change.</extracomment>
        <translation>Gradient de la perte sur les positions %1, par rapport à chaque paramètre&#xa0;: plus grande variation = %2</translation>
    </message>
    <message>
        <source>The new token equals the old one: choose another to make an edit.</source>
        <translation>Le nouveau jeton est identique à l’ancien&#xa0;: choisissez-en un autre pour faire une modification.</translation>
    </message>
    <message>
        <source>Position 0 has no predecessor: the edit changes no label, only what positions 0 onward read.</source>
        <translation>La position 0 n’a pas de prédécesseur&#xa0;: la modification ne change aucune étiquette, seulement ce que lisent les positions 0 et suivantes.</translation>
    </message>
    <message>
        <source>Position %1&apos;s label (token %2) crosses into another document, so it is not counted in the loss.</source>
        <translation>L’étiquette de la position %1 (le jeton %2) appartient à un autre document&#xa0;: elle n’est donc pas comptée dans la perte.</translation>
    </message>
    <message>
        <source>Position %1&apos;s loss moved from %2 to %3 nats although it cannot read position %4: its label is token %4 — the next token is supervision, not context. That is why the gradient above leaves position %1 out.</source>
        <extracomment>%1 position u−1, %2 and %3 the losses, %4 the edited position.</extracomment>
        <translation>La perte de la position %1 est passée de %2 à %3 nats bien qu’elle ne puisse pas lire la position %4&#xa0;: son étiquette est le jeton %4 — le jeton suivant est de la supervision, pas du contexte. C’est pourquoi le gradient ci-dessus laisse la position %1 de côté.</translation>
    </message>
    <message>
        <source>before: %1&lt;br&gt;after: %2&lt;br&gt;&lt;span style=&quot;color:%3&quot;&gt;■ cannot read position %5&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;color:%4&quot;&gt;■ can read position %5&lt;/span&gt;</source>
        <extracomment>Rich text: the token sequence before and after the edit.</extracomment>
        <translation>avant&#xa0;: %1&lt;br&gt;après&#xa0;: %2&lt;br&gt;&lt;span style=&quot;color:%3&quot;&gt;■ ne peut pas lire la position %5&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;color:%4&quot;&gt;■ peut lire la position %5&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Split into two documents</source>
        <translation>Scinder en deux documents</translation>
    </message>
    <message>
        <source>Make it one document</source>
        <translation>En faire un seul document</translation>
    </message>
    <message>
        <source>Change one token and compare the decoder before and after. Positions that cannot read the edited position — every earlier one, and with document ids every other document — must not notice at all. Not approximately: exactly.</source>
        <translation>Modifiez un jeton et comparez le décodeur avant et après. Les positions qui ne peuvent pas lire la position modifiée — toutes les précédentes et, avec des identifiants de document, tous les autres documents — ne doivent rien remarquer du tout. Pas approximativement&#xa0;: exactement.</translation>
    </message>
    <message>
        <source>Edit position u:</source>
        <translation>Modifier la position u&#xa0;:</translation>
    </message>
    <message>
        <source>new token:</source>
        <translation>nouveau jeton&#xa0;:</translation>
    </message>
    <message>
        <source>position to edit</source>
        <translation>position à modifier</translation>
    </message>
    <message>
        <source>new token</source>
        <translation>nouveau jeton</translation>
    </message>
    <message>
        <source>Sets the document ids of the decoder&apos;s input (also editable above)</source>
        <translation>Définit les identifiants de document de l’entrée du décodeur (aussi modifiables ci-dessus)</translation>
    </message>
    <message>
        <source>Largest change of each position&apos;s logits after the edit</source>
        <translation>Plus grande variation des logits de chaque position après la modification</translation>
    </message>
    <message>
        <source>position (token)</source>
        <translation>position (jeton)</translation>
    </message>
    <message>
        <source>max |Δ logit| (nats)</source>
        <translation>max |Δ logit| (nats)</translation>
    </message>
    <message>
        <source>cannot read position u</source>
        <translation>ne peut pas lire la position u</translation>
    </message>
    <message>
        <source>can read position u</source>
        <translation>peut lire la position u</translation>
    </message>
</context>
<context>
    <name>atlas::QueryMixtureView</name>
    <message>
        <source>%1 ⊘</source>
        <extracomment>A masked key on the chart&apos;s axis; ⊘ is explained below the chart.</extracomment>
        <translation>%1 ⊘</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>⊘ a masked key: this query may not read it, so its weight is exactly 0 (no bar).</source>
        <translation>⊘ une clé masquée&#xa0;: cette requête ne peut pas la lire, son poids est donc exactement 0 (pas de barre).</translation>
    </message>
    <message>
        <source>key (token it may read)</source>
        <translation>clé (jeton qu’elle peut lire)</translation>
    </message>
    <message>
        <source>weight aᵢⱼ</source>
        <translation>poids aᵢⱼ</translation>
    </message>
    <message>
        <source>Click a row of a score or weight matrix (or pick the query above) to read it here.</source>
        <translation>Cliquez sur une ligne d’une matrice de scores ou de poids (ou choisissez la requête ci-dessus) pour la lire ici.</translation>
    </message>
    <message>
        <source>The mixture: each value vector scaled by its weight; the last row is their sum.</source>
        <translation>Le mélange&#xa0;: chaque vecteur valeur multiplié par son poids&#x202f;; la dernière ligne est leur somme.</translation>
    </message>
    <message>
        <source>term</source>
        <translation>terme</translation>
    </message>
    <message>
        <source>value coordinate</source>
        <translation>coordonnée de valeur</translation>
    </message>
    <message>
        <source>rows: aⱼ·vⱼ per key j</source>
        <translation>lignes&#xa0;: aⱼ·vⱼ pour chaque clé j</translation>
    </message>
    <message>
        <source>columns: value coordinates</source>
        <translation>colonnes&#xa0;: coordonnées des valeurs</translation>
    </message>
    <message>
        <source>Weights of query “%1” over the keys</source>
        <translation>Poids de la requête «&#xa0;%1&#xa0;» sur les clés</translation>
    </message>
    <message>
        <source>Mixture for query “%1”, head %2</source>
        <translation>Mélange pour la requête «&#xa0;%1&#xa0;», tête %2</translation>
    </message>
    <message>
        <source>Σ = y(%1)</source>
        <translation>Σ = y(%1)</translation>
    </message>
    <message>
        <source>Check: the Σ row equals row “%1” of Y%2 computed by the engine (largest difference %3).</source>
        <extracomment>%1 is a query token, %2 a head number, %3 a small number such as 2.2e-16.</extracomment>
        <translation>Vérification&#xa0;: la ligne Σ est égale à la ligne «&#xa0;%1&#xa0;» de Y%2 calculée par le moteur (plus grand écart&#xa0;: %3).</translation>
    </message>
</context>
<context>
    <name>atlas::QuestionInput</name>
    <message>
        <source>Your answer</source>
        <extracomment>Accessible name of the field where the learner types an answer.</extracomment>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>%1: your answer</source>
        <extracomment>Accessible name of the field of one gap; %1 is the gap, e.g. &quot;Gap 2&quot;.</extracomment>
        <translation>%1 : votre réponse</translation>
    </message>
</context>
<context>
    <name>atlas::QuestionView</name>
    <message>
        <source>Question %1 of %2</source>
        <extracomment>Above each question of a quiz: &quot;Question 2 of 5&quot;.</extracomment>
        <translation>Question %1 sur %2</translation>
    </message>
    <message>
        <source>Check</source>
        <extracomment>The button that grades the learner&apos;s answer.</extracomment>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Check your answer (%1)</source>
        <extracomment>Tooltip of the Check button; %1 is its shortcut, e.g. Ctrl+Return.</extracomment>
        <translation>Vérifier votre réponse (%1)</translation>
    </message>
    <message>
        <source>Change your answer and check it again</source>
        <translation>Modifier votre réponse et la vérifier à nouveau</translation>
    </message>
    <message>
        <source>Not an answer yet.</source>
        <extracomment>Verdict when an answer is not an answer (nothing chosen, not a number).</extracomment>
        <translation>Ce n’est pas encore une réponse.</translation>
    </message>
    <message>
        <source>%1 This did not count as an attempt.</source>
        <extracomment>%1 says what is expected, e.g. &quot;Choose one answer.&quot;</extracomment>
        <translation>%1 Cet essai n’a pas été compté.</translation>
    </message>
    <message>
        <source>Correct.</source>
        <extracomment>Verdict after a graded answer that is right.</extracomment>
        <translation>Bonne réponse.</translation>
    </message>
    <message>
        <source>Not yet.</source>
        <extracomment>Verdict after a graded answer that is wrong: encouraging, not final.</extracomment>
        <translation>Pas encore.</translation>
    </message>
    <message>
        <source>Why:</source>
        <extracomment>Precedes the explanation of a question after it was answered.</extracomment>
        <translation>Pourquoi&#xa0;:</translation>
    </message>
    <message>
        <source>Answer again</source>
        <translation>Répondre à nouveau</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Attempts so far: %1.</source>
        <extracomment>%1 is the number of graded attempts at this question.</extracomment>
        <translation>Essais jusqu’ici&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Right on the first try.</source>
        <translation>Juste dès le premier essai.</translation>
    </message>
    <message>
        <source>Not right on the first try.</source>
        <translation>Pas juste au premier essai.</translation>
    </message>
    <message>
        <source>This application cannot show &quot;%1&quot; questions.</source>
        <extracomment>%1: a question type, e.g. &quot;ordering&quot;</extracomment>
        <translation>Cette application ne peut pas afficher les questions « %1 ».</translation>
    </message>
    <message>
        <source>Partly right: %1% of the credit.</source>
        <extracomment>Verdict after an answer that earns part of the credit; %1% is a percentage, e.g. &quot;50%&quot;.</extracomment>
        <translation>En partie juste : %1 % du crédit.</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <extracomment>The button that shows a question&apos;s answer and explanation before the learner found it.</extracomment>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <source>Show the answer and why; the question then does not count as right on the first try</source>
        <translation>Afficher la réponse et son explication&#x202f;; la question ne compte alors pas comme juste au premier essai</translation>
    </message>
    <message>
        <source>Reread the part of the chapter this question is about, and work it out again.</source>
        <extracomment>The hint after a wrong try when the author wrote none and the question&apos;s chapter has no title.</extracomment>
        <translation>Relisez la partie du chapitre dont traite cette question, puis cherchez à nouveau.</translation>
    </message>
    <message>
        <source>Look again at the chapter “%1”: its text and its lab show what this question is about.</source>
        <extracomment>The hint after a wrong try when the author wrote none; %1 is the title of the question&apos;s chapter.</extracomment>
        <translation>Revoyez le chapitre «&#xa0;%1&#xa0;»&#xa0;: son texte et son laboratoire montrent ce dont traite cette question.</translation>
    </message>
    <message>
        <source>The solution is below; try again when you see why.</source>
        <extracomment>After a wrong try, when the hint is shown.</extracomment>
        <translation>La solution est ci-dessous&#x202f;; réessayez quand vous aurez compris pourquoi.</translation>
    </message>
    <message>
        <source>Read the hint, then try again.</source>
        <translation>Lisez l’indice, puis réessayez.</translation>
    </message>
    <message>
        <source>Hint:</source>
        <extracomment>Precedes the hint shown after a wrong try.</extracomment>
        <translation>Indice&#xa0;:</translation>
    </message>
    <message>
        <source>The answer:</source>
        <extracomment>Precedes the right answer when the solution is shown, e.g. &quot;The answer: 0.5&quot;.</extracomment>
        <translation>La réponse&#xa0;:</translation>
    </message>
    <message>
        <source>You asked for the solution.</source>
        <extracomment>In the line of attempts under a question: the learner asked for the solution.</extracomment>
        <translation>Vous avez demandé la solution.</translation>
    </message>
</context>
<context>
    <name>atlas::QuizLab</name>
    <message>
        <source>This quiz has no questions.</source>
        <translation>Ce quiz ne comporte aucune question.</translation>
    </message>
    <message numerus="yes">
        <source>Score: none of %n question(s) answered yet.</source>
        <extracomment>Score line of the final quiz before any answer.</extracomment>
        <translation>
            <numerusform>Score&#xa0;: %n question, encore sans réponse.</numerusform>
            <numerusform>Score&#xa0;: %n questions, encore sans réponse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1 of %2 correct (%3 %), %4 right on the first try.</source>
        <extracomment>Score line of the final quiz when every question is answered: %1 correct of %2 questions (%3 percent), %4 right on the first try.</extracomment>
        <translation>Bonnes réponses&#xa0;: %1 sur %2 (%3&#xa0;%), dont %4 au premier essai.</translation>
    </message>
    <message>
        <source>Attempt %1. Each question has one record in the course: answers you gave in the chapters count here, and answers here count there.</source>
        <extracomment>Under the score line of the final quiz; %1 is the attempt number.</extracomment>
        <translation>Tentative %1. Chaque question n’a qu’un seul historique dans le cours&#xa0;: les réponses données dans les chapitres comptent ici, et celles données ici comptent là-bas.</translation>
    </message>
    <message numerus="yes">
        <source>Retry missed (%n)</source>
        <extracomment>Button: show only the questions whose latest answer is wrong; %n is how many.</extracomment>
        <translation>
            <numerusform>Reprendre les erreurs (%n)</numerusform>
            <numerusform>Reprendre les erreurs (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retry round %1: the %n question(s) you missed, in a new order. Your first tries still count as first tries.</source>
        <extracomment>Above the questions in a retry round; %n is how many are shown.</extracomment>
        <translation>
            <numerusform>Reprise %1&#xa0;: %n question manquée, dans un nouvel ordre. Vos premiers essais comptent toujours comme premiers essais.</numerusform>
            <numerusform>Reprise %1&#xa0;: les %n questions manquées, dans un nouvel ordre. Vos premiers essais comptent toujours comme premiers essais.</numerusform>
        </translation>
    </message>
    <message>
        <source>Questions (%1)</source>
        <translation>Questions (%1)</translation>
    </message>
    <message>
        <source>Score by chapter</source>
        <translation>Score par chapitre</translation>
    </message>
    <message>
        <source>Mistakes (%1)</source>
        <translation>Erreurs (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Showing the %n missed question(s) again.</source>
        <extracomment>Status message after &quot;Retry missed&quot;.</extracomment>
        <translation>
            <numerusform>%n question manquée affichée à nouveau.</numerusform>
            <numerusform>%n questions manquées affichées à nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset the quiz?</source>
        <translation>Réinitialiser le quiz&#x202f;?</translation>
    </message>
    <message numerus="yes">
        <source>This clears your answers to the %n question(s) of this quiz — in their chapters too — and starts a new attempt in a new order. Export your results first if you want to keep them.</source>
        <translation>
            <numerusform>Cela efface votre réponse à %n question de ce quiz — dans son chapitre aussi — et commence une nouvelle tentative dans un nouvel ordre. Exportez d’abord vos résultats si vous voulez les conserver.</numerusform>
            <numerusform>Cela efface vos réponses aux %n questions de ce quiz — dans leurs chapitres aussi — et commence une nouvelle tentative dans un nouvel ordre. Exportez d’abord vos résultats si vous voulez les conserver.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset</source>
        <extracomment>Button of the confirmation &quot;Reset the quiz?&quot;: clear the answers and start a new attempt.</extracomment>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>The quiz was reset: attempt %1, in a new order.</source>
        <translation>Le quiz a été réinitialisé&#xa0;: tentative %1, dans un nouvel ordre.</translation>
    </message>
    <message>
        <source>Results written to %1</source>
        <extracomment>Status message after exporting the quiz results; %1 is the file.</extracomment>
        <translation>Résultats écrits dans %1</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tableau CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Quiz Results</source>
        <translation>Exporter les résultats du quiz</translation>
    </message>
    <message>
        <source>Show only the questions whose latest answer is wrong, in a new order</source>
        <translation>N’afficher que les questions dont la dernière réponse est fausse, dans un nouvel ordre</translation>
    </message>
    <message>
        <source>Show all questions</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Reset quiz…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Clear the answers of this quiz and start a new attempt</source>
        <translation>Effacer les réponses de ce quiz et commencer une nouvelle tentative</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Exporter les résultats…</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message numerus="yes">
        <source>Score: %1 of %2 correct (%3 %), %4 right on the first try. %n not answered yet.</source>
        <extracomment>Score line of the final quiz: %1 correct of %2 questions (%3 percent), %4 right on the first try; %n questions are not answered yet.</extracomment>
        <translation>
            <numerusform>Bonnes réponses&#xa0;: %1 sur %2 (%3&#xa0;%), dont %4 au premier essai. %n question encore sans réponse.</numerusform>
            <numerusform>Bonnes réponses&#xa0;: %1 sur %2 (%3&#xa0;%), dont %4 au premier essai. %n questions encore sans réponse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1 of %2 correct (%3 %), %4 right on the first try. Every question answered correctly.</source>
        <extracomment>Score line of the final quiz when every question is answered correctly: %1 correct of %2 questions (%3 percent, always 100), %4 right on the first try.</extracomment>
        <translation>Bonnes réponses&#xa0;: %1 sur %2 (%3&#xa0;%), dont %4 au premier essai. Toutes les questions ont reçu une bonne réponse.</translation>
    </message>
    <message>
        <source>With partial credit: %1 of %2 (%3 %).</source>
        <extracomment>Added to the score line of the final quiz when answers earned part of the credit: %1 credit (e.g. &quot;7.5&quot;) of %2 questions, %3 percent.</extracomment>
        <translation>Avec le crédit partiel : %1 sur %2 (%3 %).</translation>
    </message>
    <message>
        <source>Learner Id</source>
        <translation>Identifiant d’apprenant</translation>
    </message>
    <message>
        <source>The id your exported results carry: what your teacher asked for, such as your name or a number (at most %1 characters).</source>
        <translation>L’identifiant que portent vos résultats exportés&#xa0;: ce que votre enseignant vous a demandé, par exemple votre nom ou un numéro (au plus %1 caractères).</translation>
    </message>
    <message>
        <source>Save your results as a CSV table or as JSON, with your learner id, for your teacher</source>
        <translation>Enregistrer vos résultats sous forme de tableau CSV ou de JSON, avec votre identifiant d’apprenant, pour votre enseignant</translation>
    </message>
    <message>
        <source>Learner id…</source>
        <translation>Identifiant d’apprenant…</translation>
    </message>
    <message>
        <source>Set the id your exported results carry, so that your teacher can tell them apart</source>
        <translation>Définir l’identifiant que portent vos résultats exportés, pour que votre enseignant puisse les distinguer</translation>
    </message>
    <message numerus="yes">
        <source>All %n question(s) of this attempt, shuffled. Answer with the mouse or the keyboard: Tab moves between questions, the arrow keys choose one answer and Space ticks a box, Enter on Check (or Ctrl+Return anywhere in a question) checks.</source>
        <translation>
            <numerusform>%n question dans cette tentative, en ordre aléatoire. Répondez à la souris ou au clavier&#xa0;: Tab passe d’une question à l’autre, les flèches choisissent une réponse et Espace coche une case, Entrée sur «&#xa0;Vérifier&#xa0;» (ou Ctrl+Entrée n’importe où dans une question) vérifie.</numerusform>
            <numerusform>Les %n questions de cette tentative, en ordre aléatoire. Répondez à la souris ou au clavier&#xa0;: Tab passe d’une question à l’autre, les flèches choisissent une réponse et Espace coche une case, Entrée sur «&#xa0;Vérifier&#xa0;» (ou Ctrl+Entrée n’importe où dans une question) vérifie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::QuizMistakesView</name>
    <message>
        <source>Nothing answered yet. Questions you get wrong appear here with their explanations.</source>
        <translation>Aucune réponse pour l’instant. Les questions auxquelles vous répondez mal apparaîtront ici avec leurs explications.</translation>
    </message>
    <message>
        <source>No mistakes so far: every answer was right on the first try.</source>
        <translation>Aucune erreur jusqu’ici&#xa0;: chaque réponse était juste dès le premier essai.</translation>
    </message>
    <message>
        <source>All of them are right now.</source>
        <extracomment>After &quot;N questions went wrong at some point.&quot;: none of them is still wrong.</extracomment>
        <translation>Tout est juste désormais.</translation>
    </message>
    <message numerus="yes">
        <source>%n still to get right.</source>
        <extracomment>After &quot;N questions went wrong at some point.&quot;: %n of them are still to be answered correctly.</extracomment>
        <translation>
            <numerusform>Il en reste %n à réussir.</numerusform>
            <numerusform>Il en reste %n à réussir.</numerusform>
        </translation>
    </message>
    <message>
        <source>From “%1”</source>
        <extracomment>Where a question of the review comes from; %1 is a chapter title.</extracomment>
        <translation>Issue de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>Right now, after %n attempt(s).</source>
        <translation>
            <numerusform>Juste désormais, après %n essai.</numerusform>
            <numerusform>Juste désormais, après %n essais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not yet right, %n attempt(s).</source>
        <translation>
            <numerusform>Pas encore juste, %n essai.</numerusform>
            <numerusform>Pas encore juste, %n essais.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last answer: %1</source>
        <extracomment>In the review of mistakes: the learner&apos;s latest answer.</extracomment>
        <translation>Votre dernière réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Correct answer: %1</source>
        <extracomment>In the review of mistakes.</extracomment>
        <translation>Bonne réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Pourquoi&#xa0;:</translation>
    </message>
    <message>
        <source>Show the question</source>
        <translation>Afficher la question</translation>
    </message>
    <message>
        <source>Answer it again</source>
        <translation>Y répondre à nouveau</translation>
    </message>
    <message>
        <source>Read its chapter</source>
        <translation>Lire son chapitre</translation>
    </message>
    <message>
        <source>Review of mistakes</source>
        <translation>Revue des erreurs</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) went wrong at some point.</source>
        <extracomment>%n questions went wrong at some point. A sentence of its own; the next one says how many are still wrong.</extracomment>
        <translation>
            <numerusform>%n question a été manquée à un moment donné.</numerusform>
            <numerusform>%n questions ont été manquées à un moment donné.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer comes after your second try, or with Show the solution in the question.</source>
        <extracomment>In the review of mistakes, after one wrong try: the answer waits.</extracomment>
        <translation>La réponse vient après votre deuxième essai, ou avec «&#xa0;Voir la solution&#xa0;» dans la question.</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Indice&#xa0;:</translation>
    </message>
</context>
<context>
    <name>atlas::QuizPanel</name>
    <message>
        <source>Check your understanding</source>
        <extracomment>Title of the quiz section at the end of a chapter.</extracomment>
        <translation>Vérifiez vos acquis</translation>
    </message>
    <message>
        <source>This chapter has no questions.</source>
        <translation>Ce chapitre ne comporte aucune question.</translation>
    </message>
    <message>
        <source>%1 of %2 correct, %3 on the first try</source>
        <extracomment>Score line: %1 correct (latest answer) of %2 questions, %3 of them right on the first try.</extracomment>
        <translation>Bonnes réponses&#xa0;: %1 sur %2, dont %3 au premier essai</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s), none answered yet.</source>
        <extracomment>Score line before any answer.</extracomment>
        <translation>
            <numerusform>%n question, aucune réponse pour l’instant.</numerusform>
            <numerusform>%n questions, aucune réponse pour l’instant.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::QuizScoreChart</name>
    <message>
        <source>Score by chapter</source>
        <extracomment>Chart title on the quiz page.</extracomment>
        <translation>Score par chapitre</translation>
    </message>
    <message>
        <source>right first time</source>
        <translation>juste du premier coup</translation>
    </message>
    <message>
        <source>right after a retry</source>
        <translation>juste après un nouvel essai</translation>
    </message>
    <message>
        <source>not yet right</source>
        <translation>pas encore juste</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>sans réponse</translation>
    </message>
    <message>
        <source>questions (count)</source>
        <translation>questions (nombre)</translation>
    </message>
    <message>
        <source>chapter</source>
        <translation>chapitre</translation>
    </message>
    <message>
        <source>The same counts are in the score table.</source>
        <translation>Les mêmes nombres figurent dans le tableau des scores.</translation>
    </message>
</context>
<context>
    <name>atlas::QuizScoreModel</name>
    <message>
        <source>Whole quiz</source>
        <extracomment>The last row of the score table: the whole quiz.</extracomment>
        <translation>Tout le quiz</translation>
    </message>
    <message numerus="yes">
        <source>%1 % of %n question(s)</source>
        <extracomment>Tooltip of a count in the score table: its share of the chapter&apos;s questions.</extracomment>
        <translation>
            <numerusform>%1&#xa0;% de %n question</numerusform>
            <numerusform>%1&#xa0;% des %n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Chapitre</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Répondues</translation>
    </message>
    <message>
        <source>Correct</source>
        <extracomment>Column: questions whose latest answer is correct.</extracomment>
        <translation>Justes</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Du premier coup</translation>
    </message>
</context>
<context>
    <name>atlas::RankPanel</name>
    <message>
        <source>A head&apos;s score of query x_i on key x_j is a bilinear form: both projections fold into one d × d matrix W_QK, and it decides where the head looks. It is a product through dₖ columns, so its rank is at most dₖ: a narrow head can tell apart only dₖ directions of the model&apos;s d. Change the head width and watch the singular values.</source>
        <translation>Le score d’une tête pour la requête x_i et la clé x_j est une forme bilinéaire&#xa0;: les deux projections se combinent en une seule matrice d × d, W_QK, qui décide où regarde la tête. C’est un produit à travers dₖ colonnes, donc son rang est au plus dₖ&#xa0;: une tête étroite ne distingue que dₖ directions parmi les d du modèle. Changez la largeur de tête et observez les valeurs singulières.</translation>
    </message>
    <message>
        <source>Head &amp;width dₖ:</source>
        <translation>&amp;Largeur de tête dₖ&#xa0;:</translation>
    </message>
    <message>
        <source>Head width dₖ</source>
        <translation>Largeur de tête dₖ</translation>
    </message>
    <message>
        <source>W_QK of a head with dₖ = %1 in a model of d = %2</source>
        <extracomment>%1 the head width, %2 the model width.</extracomment>
        <translation>W_QK d’une tête avec dₖ = %1 dans un modèle de d = %2</translation>
    </message>
    <message>
        <source>query side</source>
        <extracomment>Rows and columns of W_QK are coordinates of the model&apos;s width: the query&apos;s side and the key&apos;s side.</extracomment>
        <translation>côté requête</translation>
    </message>
    <message>
        <source>key side</source>
        <translation>côté clé</translation>
    </message>
    <message>
        <source>query coordinate</source>
        <translation>coordonnée de requête</translation>
    </message>
    <message>
        <source>key coordinate</source>
        <translation>coordonnée de clé</translation>
    </message>
    <message>
        <source>Singular values: %1 — rank %2 of %3: at most dₖ = %4.</source>
        <extracomment>%1 the singular values, %2 the rank, %3 d, %4 dₖ.</extracomment>
        <translation>Valeurs singulières&#xa0;: %1 — rang %2 sur %3&#xa0;: au plus dₖ = %4.</translation>
    </message>
    <message>
        <source>%1 heads of dₖ = %2 have 4·d·H·dₖ = %3 parameters in W_q, W_k, W_v and W_o, exactly as many as one head of width d (%4), but form %1 attention patterns instead of one.</source>
        <extracomment>%1 heads of width dₖ filling d, %2 dₖ, %3 their parameters, %4 one head of width d&apos;s parameters.</extracomment>
        <translation>%1 têtes de dₖ = %2 ont 4·d·H·dₖ = %3 paramètres dans W_q, W_k, W_v et W_o, exactement autant qu’une tête de largeur d (%4), mais forment %1 motifs d’attention au lieu d’un seul.</translation>
    </message>
    <message>
        <source>d = %1 does not split into heads of dₖ = %2; when dₖ divides d, the d/dₖ heads cost exactly the parameters of one head of width d.</source>
        <extracomment>%1 d, %2 dₖ.</extracomment>
        <translation>d = %1 ne se découpe pas en têtes de dₖ = %2&#x202f;; quand dₖ divise d, les d/dₖ têtes coûtent exactement les paramètres d’une tête de largeur d.</translation>
    </message>
</context>
<context>
    <name>atlas::ReplayBar</name>
    <message>
        <source>%1 / %2</source>
        <extracomment>The replay&apos;s position: step shown / the newest step, e.g. &quot;450 / 800&quot;.</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <extracomment>Accessible value of the replay slider, e.g. &quot;step 450 of 800&quot;.</extracomment>
        <translation>pas %1 sur %2</translation>
    </message>
    <message>
        <source>Replay:</source>
        <extracomment>Before the replay slider: the learner scrubs back through the training.</extracomment>
        <translation>Rejouer&#xa0;:</translation>
    </message>
    <message>
        <source>Replay the training</source>
        <translation>Rejouer l’entraînement</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Le plus récent</translation>
    </message>
    <message>
        <source>Back to the model as it is now</source>
        <translation>Revenir au modèle dans son état actuel</translation>
    </message>
    <message>
        <source>Go to the marked step</source>
        <translation>Aller à l’étape marquée</translation>
    </message>
</context>
<context>
    <name>atlas::RotaryPairChart</name>
    <message>
        <source>Pair %1 of q and k, rotated by their positions</source>
        <extracomment>%1 is the pair&apos;s index i; the pair is coordinates 2i and 2i+1 of q and k.</extracomment>
        <translation>Paire %1 de q et k, tournée selon leurs positions</translation>
    </message>
    <message>
        <source>coordinate %1</source>
        <extracomment>Axis title: coordinate 2i of the pair (%1 is its index).</extracomment>
        <translation>coordonnée %1</translation>
    </message>
    <message>
        <source>q at %1</source>
        <extracomment>Legend entries: q at position %1 (m), k at position %1 (n); dashed: at m + s and n + s.</extracomment>
        <translation>q en %1</translation>
    </message>
    <message>
        <source>k at %1</source>
        <translation>k en %1</translation>
    </message>
    <message>
        <source>q at %1 (shifted)</source>
        <translation>q en %1 (décalé)</translation>
    </message>
    <message>
        <source>k at %1 (shifted)</source>
        <translation>k en %1 (décalé)</translation>
    </message>
    <message>
        <source>length of q&apos;s pair</source>
        <translation>longueur de la paire de q</translation>
    </message>
    <message>
        <source>length of k&apos;s pair</source>
        <translation>longueur de la paire de k</translation>
    </message>
</context>
<context>
    <name>atlas::RotaryPanel</name>
    <message>
        <source>RoPE (Su et al. 2021) adds nothing to the tokens: it turns each pair of coordinates of q and k by its position times the pair&apos;s frequency, after the projection and before the score. Rotations compose, so the score sees only the difference of the two positions.</source>
        <translation>RoPE (Su et al. 2021) n’ajoute rien aux jetons&#xa0;: il fait tourner chaque paire de coordonnées de q et k de sa position fois la fréquence de la paire, après la projection et avant le score. Les rotations se composent, donc le score ne voit que la différence des deux positions.</translation>
    </message>
    <message>
        <source>Query at &amp;m:</source>
        <translation>Requête en &amp;m&#xa0;:</translation>
    </message>
    <message>
        <source>key at &amp;n:</source>
        <translation>clé en &amp;n&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Shift s:</source>
        <translation>&amp;Décalage s&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;air drawn:</source>
        <translation>P&amp;aire dessinée&#xa0;:</translation>
    </message>
    <message>
        <source>Shift both positions by s</source>
        <translation>Décaler les deux positions de s</translation>
    </message>
    <message>
        <source>Score at m = %1, n = %2: %3
Score at m + s = %4, n + s = %5: %6
Difference: %7 (rounding only; m − n = %8 in both)
Without rotation, q·k = %9</source>
        <extracomment>%1 … %8: positions and scores; m − n is the only thing the score depends on.</extracomment>
        <translation>Score en m = %1, n = %2&#xa0;: %3
Score en m + s = %4, n + s = %5&#xa0;: %6
Différence&#xa0;: %7 (arrondis seulement&#x202f;; m − n = %8 dans les deux cas)
Sans rotation, q·k = %9</translation>
    </message>
    <message>
        <source>Each pair turns at its own frequency ωᵢ = base^(−2i/dₖ), dₖ = %1: the first pairs turn fast and tell near positions apart, the last turn slowly and tell far ones apart.</source>
        <translation>Chaque paire tourne à sa propre fréquence ωᵢ = base^(−2i/dₖ), dₖ = %1&#xa0;: les premières paires tournent vite et distinguent les positions proches, les dernières tournent lentement et distinguent les lointaines.</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>paire i</translation>
    </message>
    <message>
        <source>ωᵢ (radians per position)</source>
        <translation>ωᵢ (radians par position)</translation>
    </message>
    <message>
        <source>one turn (positions)</source>
        <translation>un tour (positions)</translation>
    </message>
</context>
<context>
    <name>atlas::SamplingPanel</name>
    <message>
        <source>Next token after position %1: %2 of %3 tokens possible</source>
        <extracomment>%1 the position whose next token is shown, %2 how many tokens have a chance above zero, %3 the vocabulary size.</extracomment>
        <translation>Jeton suivant après la position %1 : %2 jetons possibles sur %3</translation>
    </message>
    <message>
        <source>Sampling &amp;temperature:</source>
        <translation>&amp;Température d’échantillonnage :</translation>
    </message>
    <message>
        <source>Sampling temperature</source>
        <translation>Température d’échantillonnage</translation>
    </message>
    <message>
        <source>Top-&amp;k:</source>
        <translation>Top-&amp;k :</translation>
    </message>
    <message>
        <source>all tokens</source>
        <translation>tous les jetons</translation>
    </message>
    <message>
        <source>Keep only the k most likely tokens before the draw; 0 keeps every token.</source>
        <translation>Ne garder que les k jetons les plus probables avant le tirage ; 0 les garde tous.</translation>
    </message>
    <message>
        <source>&amp;Greedy: always the most likely token</source>
        <translation>Glouton : toujours le jeton le plus probable</translation>
    </message>
    <message>
        <source>Sampler &amp;seed:</source>
        <translation>&amp;Graine de l’échantillonneur :</translation>
    </message>
    <message>
        <source>The same seed and settings draw the same tokens: changing it starts the sequence again.</source>
        <translation>La même graine et les mêmes réglages tirent les mêmes jetons : la changer recommence la séquence.</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>τₛ and k reshape the output distribution only, after every layer has run: the cache, the attention weights and the logits are the same whatever you choose here. The attention temperature τ of the first chapter is a different knob, inside every attention softmax.</source>
        <translation>τₛ et k ne remodèlent que la distribution de sortie, après le passage de toutes les couches : le cache, les poids d’attention et les logits restent les mêmes, quoi que vous choisissiez ici. La température d’attention τ du premier chapitre est un autre réglage, à l’intérieur de chaque softmax d’attention.</translation>
    </message>
    <message>
        <source>Next token: no distribution yet</source>
        <extracomment>Title of the next-token chart before the model has given a distribution.</extracomment>
        <translation>Token suivant : pas encore de distribution</translation>
    </message>
    <message>
        <source>now</source>
        <extracomment>Legend of the next-token chart for a moment after a change of τₛ, k or greedy.</extracomment>
        <translation>maintenant</translation>
    </message>
    <message>
        <source>before your change</source>
        <translation>avant votre modification</translation>
    </message>
</context>
<context>
    <name>atlas::SaturationChart</name>
    <message>
        <source>Mean largest softmax probability over T = %1 keys</source>
        <translation>Probabilité softmax maximale moyenne sur T = %1 clés</translation>
    </message>
    <message>
        <source>Mean softmax entropy over T = %1 keys</source>
        <translation>Entropie moyenne du softmax sur T = %1 clés</translation>
    </message>
    <message>
        <source>unscaled q·k</source>
        <translation>q·k brut</translation>
    </message>
    <message>
        <source>scaled q·k/√dₖ</source>
        <translation>q·k/√dₖ mis à l’échelle</translation>
    </message>
    <message>
        <source>uniform: 1/T</source>
        <translation>uniforme&#xa0;: 1/T</translation>
    </message>
    <message>
        <source>uniform: ln T</source>
        <translation>uniforme&#xa0;: ln T</translation>
    </message>
    <message>
        <source>dₖ = %1</source>
        <translation>dₖ = %1</translation>
    </message>
    <message>
        <source>head width dₖ (log scale)</source>
        <translation>largeur de tête dₖ (échelle log)</translation>
    </message>
    <message>
        <source>largest probability</source>
        <translation>probabilité max.</translation>
    </message>
    <message>
        <source>entropy (nats)</source>
        <translation>entropie (nats)</translation>
    </message>
</context>
<context>
    <name>atlas::ScalingVarianceLab</name>
    <message>
        <source>Stopped. The charts show the widths measured so far; press “Complete the sweep” to go on.</source>
        <translation>Arrêté. Les graphiques montrent les largeurs mesurées jusqu’ici&#x202f;; appuyez sur «&#xa0;Terminer le balayage&#xa0;» pour continuer.</translation>
    </message>
    <message>
        <source>Done: every width measured with this setting (results are kept if you come back to it).</source>
        <translation>Terminé&#xa0;: toutes les largeurs ont été mesurées avec ce réglage (les résultats sont conservés si vous y revenez).</translation>
    </message>
    <message>
        <source>Sampling in the background…</source>
        <translation>Échantillonnage en arrière-plan…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Complete the sweep</source>
        <translation>Terminer le balayage</translation>
    </message>
    <message>
        <source>Measuring dₖ = %1 …</source>
        <translation>Mesure à dₖ = %1…</translation>
    </message>
    <message>
        <source>± %1 (the argument predicts %2)</source>
        <extracomment>Table cell, after the measured variance (&quot;31.8 ± 0.14 (the argument predicts 32)&quot;): %1 the standard error, %2 the predicted variance.</extracomment>
        <translation>± %1 (le raisonnement prévoit %2)</translation>
    </message>
    <message>
        <source>(the argument predicts %1; exact for these σ, ρ: %2)</source>
        <extracomment>Table cell, after the measured variance: %1 the variance the argument predicts, %2 the exact variance for the chosen σ and ρ.</extracomment>
        <translation>(le raisonnement prévoit %1&#x202f;; valeur exacte pour ces σ, ρ&#xa0;: %2)</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td colspan=&apos;2&apos;&gt;&lt;b&gt;At dₖ = %1, %2 samples:&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Var(q·k) measured&lt;/td&gt;&lt;td&gt;%3 %4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Var(q·k/√dₖ) measured&lt;/td&gt;&lt;td&gt;%5 (the argument predicts 1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;mean largest probability, T = %6&lt;/td&gt;&lt;td&gt;%7 unscaled, %8 scaled (uniform: %9)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;mean entropy&lt;/td&gt;&lt;td&gt;%10 nats unscaled, %11 scaled (uniform: ln T = %12)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <extracomment>The numbers measured at the current head width, as an HTML table.</extracomment>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td colspan=&apos;2&apos;&gt;&lt;b&gt;À dₖ = %1, %2 échantillons&#xa0;:&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Var(q·k) mesurée&lt;/td&gt;&lt;td&gt;%3 %4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Var(q·k/√dₖ) mesurée&lt;/td&gt;&lt;td&gt;%5 (le raisonnement prévoit 1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;probabilité maximale moyenne, T = %6&lt;/td&gt;&lt;td&gt;%7 brute, %8 mise à l’échelle (uniforme&#xa0;: %9)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;entropie moyenne&lt;/td&gt;&lt;td&gt;%10 nats brute, %11 mise à l’échelle (uniforme&#xa0;: ln T = %12)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>The bins span ±4 standard deviations of the unscaled scores (%1 … %2).</source>
        <extracomment>%1 … %2 is the range of the histogram&apos;s bins.</extracomment>
        <translation>Les classes couvrent ±4 écarts-types des scores bruts (%1 … %2).</translation>
    </message>
    <message>
        <source>The assumptions hold (σ = 1, ρ = 0): the measured variance follows the line Var = dₖ within sampling error, and the scaled variance stays at 1. Change σ or ρ above to break them.</source>
        <translation>Les hypothèses sont satisfaites (σ = 1, ρ = 0)&#xa0;: la variance mesurée suit la droite Var = dₖ à l’erreur d’échantillonnage près, et la variance mise à l’échelle reste à 1. Modifiez σ ou ρ ci-dessus pour les enfreindre.</translation>
    </message>
    <message>
        <source>Assumptions broken (σ = %1, ρ = %2): at dₖ = %3 the argument still predicts Var = %3, but the experiment measures %4 — the exact value for these σ and ρ is %5, %6 times the prediction. Dividing by √dₖ then leaves a variance of %7, not 1.</source>
        <translation>Hypothèses enfreintes (σ = %1, ρ = %2)&#xa0;: à dₖ = %3, le raisonnement prévoit toujours Var = %3, mais l’expérience mesure %4 — la valeur exacte pour ces σ et ρ est %5, soit %6 fois la prévision. Diviser par √dₖ laisse alors une variance de %7, et non 1.</translation>
    </message>
    <message>
        <source>Head &amp;width dₖ</source>
        <translation>Lar&amp;geur de tête dₖ</translation>
    </message>
    <message>
        <source>Head width</source>
        <translation>Largeur de tête</translation>
    </message>
    <message>
        <source>&amp;Samples</source>
        <translation>&amp;Échantillons</translation>
    </message>
    <message>
        <source>Samples per width</source>
        <translation>Échantillons par largeur</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>Grai&amp;ne</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>&amp;Keys T</source>
        <translation>&amp;Clés T</translation>
    </message>
    <message>
        <source>Number of keys</source>
        <translation>Nombre de clés</translation>
    </message>
    <message>
        <source>Coordinate &amp;σ</source>
        <translation>&amp;σ des coordonnées</translation>
    </message>
    <message>
        <source>Coordinate standard deviation</source>
        <translation>Écart-type des coordonnées</translation>
    </message>
    <message>
        <source>The standard deviation of every coordinate of q and k. The argument assumes 1.</source>
        <translation>L’écart-type de chaque coordonnée de q et de k. Le raisonnement suppose 1.</translation>
    </message>
    <message>
        <source>Co&amp;rrelation ρ</source>
        <translation>Co&amp;rrélation ρ</translation>
    </message>
    <message>
        <source>Coordinate correlation</source>
        <translation>Corrélation des coordonnées</translation>
    </message>
    <message>
        <source>The correlation between any two coordinates of a vector. The argument assumes 0 (independent).</source>
        <translation>La corrélation entre deux coordonnées quelconques d’un vecteur. Le raisonnement suppose 0 (indépendance).</translation>
    </message>
    <message>
        <source>Restore the &amp;assumptions</source>
        <translation>Rétablir les &amp;hypothèses</translation>
    </message>
    <message>
        <source>Progress of the experiment</source>
        <translation>Progression de l’expérience</translation>
    </message>
    <message>
        <source>1 · The argument and its assumptions</source>
        <translation>1 · Le raisonnement et ses hypothèses</translation>
    </message>
    <message>
        <source>2 · The scores, unscaled and scaled</source>
        <translation>2 · Les scores, bruts et mis à l’échelle</translation>
    </message>
    <message>
        <source>3 · Variance against head width</source>
        <translation>3 · La variance selon la largeur de tête</translation>
    </message>
    <message>
        <source>4 · Softmax saturation</source>
        <translation>4 · Saturation du softmax</translation>
    </message>
    <message>
        <source>Each point draws one query and T keys, takes the softmax of their scores, and averages over the samples. Without scaling, wider heads give wider-spread scores, so one key takes almost all the weight (largest probability → 1, entropy → 0): the softmax saturates, and its gradients vanish. With scaling the spread, and so the softmax, stays the same at every width.</source>
        <translation>Chaque point tire une requête et T clés, prend le softmax de leurs scores, puis fait la moyenne sur les échantillons. Sans mise à l’échelle, des têtes plus larges donnent des scores plus dispersés&#xa0;: une seule clé prend alors presque tout le poids (probabilité maximale → 1, entropie → 0)&#x202f;; le softmax sature et ses gradients s’évanouissent. Avec la mise à l’échelle, la dispersion, et donc le softmax, reste la même à toutes les largeurs.</translation>
    </message>
    <message>
        <source>Cancel or complete the experiment</source>
        <translation>Annuler ou terminer l’expérience</translation>
    </message>
    <message>
        <source>Scaling-variance lab</source>
        <translation>Laboratoire : mise à l’échelle et variance</translation>
    </message>
    <message numerus="yes">
        <source>The bins span ±4 standard deviations of the unscaled scores (%1 … %2). %Ln sample(s) fell outside and are not drawn.</source>
        <extracomment>%1 … %2 is the range of the histogram&apos;s bins; %Ln samples lie outside it.</extracomment>
        <translation>
            <numerusform>Les classes couvrent ±4 écarts-types des scores bruts (%1 … %2). %Ln échantillon est tombé hors des classes et n’est pas représenté.</numerusform>
            <numerusform>Les classes couvrent ±4 écarts-types des scores bruts (%1 … %2). %Ln échantillons sont tombés hors des classes et ne sont pas représentés.</numerusform>
        </translation>
    </message>
    <message>
        <source>The argument assumes that the coordinates of q and k are independent, have mean 0 and variance 1. Then each coordinate product (q₁k₁, q₂k₂, …) has mean 0 and variance 1, and a sum of dₖ independent such products has variance dₖ: the scores spread like √dₖ, and dividing by √dₖ brings them back to unit variance. Trained queries and keys need not satisfy these assumptions — the controls σ and ρ above let you see what happens when they do not.</source>
        <translation>Le raisonnement suppose que les coordonnées de q et de k sont indépendantes, de moyenne 0 et de variance 1. Chaque produit de coordonnées (q₁k₁, q₂k₂, …) a alors une moyenne 0 et une variance 1, et une somme de dₖ tels produits indépendants a une variance dₖ&#xa0;: les scores s’étalent comme √dₖ, et diviser par √dₖ les ramène à une variance unité. Les requêtes et les clés entraînées ne satisfont pas forcément ces hypothèses — les réglages σ et ρ ci-dessus vous montrent ce qui se passe quand elles ne sont pas satisfaites.</translation>
    </message>
</context>
<context>
    <name>atlas::ScoreHistogramChart</name>
    <message>
        <source>q·k, unscaled</source>
        <translation>q·k, brut</translation>
    </message>
    <message>
        <source>q·k / √dₖ, scaled</source>
        <translation>q·k / √dₖ, mis à l’échelle</translation>
    </message>
    <message>
        <source>score (dimensionless)</source>
        <translation>score (sans dimension)</translation>
    </message>
    <message>
        <source>share per bin</source>
        <translation>part par classe</translation>
    </message>
    <message>
        <source>Scores at dₖ = %1: unscaled and scaled, same bins</source>
        <translation>Scores à dₖ = %1&#xa0;: bruts et mis à l’échelle, mêmes classes</translation>
    </message>
    <message>
        <source>Scores: unscaled and scaled, same bins</source>
        <translation>Scores&#xa0;: bruts et mis à l’échelle, mêmes classes</translation>
    </message>
</context>
<context>
    <name>atlas::ScoreMemoryView</name>
    <message>
        <source>1 B</source>
        <extracomment>Memory sizes on the chart&apos;s axis (decimal units).</extracomment>
        <translation>1&#xa0;o</translation>
    </message>
    <message>
        <source>1 kB</source>
        <translation>1&#xa0;ko</translation>
    </message>
    <message>
        <source>1 MB</source>
        <translation>1&#xa0;Mo</translation>
    </message>
    <message>
        <source>1 GB</source>
        <translation>1&#xa0;Go</translation>
    </message>
    <message>
        <source>1 TB</source>
        <translation>1&#xa0;To</translation>
    </message>
    <message>
        <source>dense: the whole T × T matrix per head</source>
        <translation>dense&#xa0;: matrice T × T entière par tête</translation>
    </message>
    <message>
        <source>tiled (IO-aware): one %1 × %1 tile + 2T running numbers per head</source>
        <translation>par tuiles&#xa0;: une tuile %1 × %1 + 2T nombres courants par tête</translation>
    </message>
    <message>
        <source>this example, T = %1</source>
        <translation>cet exemple, T = %1</translation>
    </message>
    <message>
        <source>The dense score matrix has T² entries per head: double the context, four times the memory. A tiled, IO-aware kernel computes the same A·V tile by tile with a running softmax, so it never stores the matrix — it changes how data moves, not the mathematics (up to rounding). The pairwise work stays T² per head either way.</source>
        <translation>La matrice dense des scores a T² coefficients par tête&#xa0;: doubler le contexte quadruple la mémoire. Un noyau par tuiles, sensible aux E/S, calcule le même A·V tuile par tuile avec un softmax courant&#xa0;: il ne stocke jamais la matrice — il change la façon dont les données circulent, pas les mathématiques (aux arrondis près). Le travail par paires reste de T² par tête dans les deux cas.</translation>
    </message>
    <message>
        <source>this example
T = %1, dₖ = %2, dᵥ = %3</source>
        <translation>cet exemple
T = %1, dₖ = %2, dᵥ = %3</translation>
    </message>
    <message>
        <source>a long context
T = %1, dₖ = dᵥ = %2</source>
        <translation>un long contexte
T = %1, dₖ = dᵥ = %2</translation>
    </message>
    <message>
        <source>scores QKᵀ, one head</source>
        <translation>scores QKᵀ, une tête</translation>
    </message>
    <message>
        <source>mixture A·V, one head</source>
        <translation>mélange A·V, une tête</translation>
    </message>
    <message>
        <source>one query at a time (q·Kᵀ)</source>
        <translation>une requête à la fois (q·Kᵀ)</translation>
    </message>
    <message>
        <source>%1 operations/byte</source>
        <translation>%1 opérations/octet</translation>
    </message>
    <message>
        <source>Arithmetic intensity of the attention products</source>
        <translation>Intensité arithmétique des produits de l’attention</translation>
    </message>
    <message>
        <source>Why data reuse matters: a product of an m × k and a k × n matrix does 2mkn operations on mk + kn + mn numbers. Tensor units finish operations far faster than memory delivers numbers, so they only run near full speed when each number fetched is reused many times — in large block products, not in one dot product at a time:</source>
        <translation>Pourquoi la réutilisation des données compte&#xa0;: le produit d’une matrice m × k par une matrice k × n effectue 2mkn opérations sur mk + kn + mn nombres. Les unités tensorielles effectuent les opérations bien plus vite que la mémoire ne livre les nombres&#xa0;: elles n’approchent donc leur pleine vitesse que si chaque nombre chargé est réutilisé de nombreuses fois — dans de grands produits par blocs, pas dans un produit scalaire à la fois&#xa0;:</translation>
    </message>
    <message>
        <source>Counts from formulas, 2 bytes per number. Attention Atlas does not run or time GPU kernels; the long-context column applies the same formulas to a typical size (%1 operations in QKᵀ and A·V for one head).</source>
        <translation>Décomptes issus de formules, 2 octets par nombre. Attention Atlas n’exécute ni ne chronomètre de noyaux GPU&#x202f;; la colonne «&#xa0;un long contexte&#xa0;» applique les mêmes formules à une taille typique (%1 opérations dans QKᵀ et A·V pour une tête).</translation>
    </message>
    <message>
        <source>dense:</source>
        <extracomment>The two labels inside the typeset formula of the score memory: &quot;dense: T²Hb tiled: (BrBc + 2T)Hb&quot;. Plain text only (no braces or backslashes).</extracomment>
        <translation>dense&#xa0;:</translation>
    </message>
    <message>
        <source>tiled:</source>
        <extracomment>See &quot;dense:&quot; — the memory of the tiled (IO-aware) kernel.</extracomment>
        <translation>par tuiles&#xa0;:</translation>
    </message>
    <message>
        <source>tokens T (log scale)</source>
        <translation>jetons T (échelle log)</translation>
    </message>
    <message>
        <source>bytes (log scale)</source>
        <translation>octets (échelle log)</translation>
    </message>
    <message numerus="yes">
        <source>Score memory per layer against sequence length (%n head(s), 2-byte numbers)</source>
        <extracomment>%n is the number of attention heads.</extracomment>
        <translation>
            <numerusform>Mémoire des scores par couche selon T (%n tête, nombres de 2&#xa0;octets)</numerusform>
            <numerusform>Mémoire des scores par couche selon T (%n têtes, nombres de 2&#xa0;octets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ScoreSweepChart</name>
    <message>
        <source>Sweeping s%1: the output and every probability</source>
        <extracomment>Chart title; %1 is the swept score&apos;s subscript (s₁).</extracomment>
        <translation>Balayage de s%1&#xa0;: la sortie et chaque probabilité</translation>
    </message>
    <message>
        <source>score s%1 (dimensionless)</source>
        <extracomment>Axis title; %1 is a subscript.</extracomment>
        <translation>score s%1 (sans dimension)</translation>
    </message>
    <message>
        <source>output o (value units)</source>
        <translation>sortie o (unités de valeur)</translation>
    </message>
    <message>
        <source>probability a (dimensionless)</source>
        <translation>probabilité a (sans dimension)</translation>
    </message>
    <message>
        <source>output o</source>
        <translation>sortie o</translation>
    </message>
    <message>
        <source>tangent, slope ∂o/∂s%1 = %2</source>
        <extracomment>Legend entry; %1 is a subscript.</extracomment>
        <translation>tangente, ∂o/∂s%1 = %2</translation>
    </message>
    <message>
        <source>current score</source>
        <translation>score actuel</translation>
    </message>
    <message>
        <source>a%1 (masked)</source>
        <translation>a%1 (masquée)</translation>
    </message>
    <message>
        <source>a%1</source>
        <translation>a%1</translation>
    </message>
    <message>
        <source>left axis: output o (value units)</source>
        <extracomment>Under the chart&apos;s title: what the left vertical axis shows.</extracomment>
        <translation>axe de gauche&#xa0;: sortie o (unités de valeur)</translation>
    </message>
    <message>
        <source>right axis: probability a (dimensionless)</source>
        <extracomment>Under the chart&apos;s title: what the right vertical axis shows.</extracomment>
        <translation>axe de droite&#xa0;: probabilité a (sans dimension)</translation>
    </message>
</context>
<context>
    <name>atlas::SectionedLab</name>
    <message>
        <source>Reset the examples</source>
        <translation>Réinitialiser les exemples</translation>
    </message>
</context>
<context>
    <name>atlas::SequencePanel</name>
    <message>
        <source>%1 The table below still shows the last sequence the model could read.</source>
        <translation>%1 Le tableau ci-dessous montre encore la dernière séquence que le modèle a pu lire.</translation>
    </message>
    <message>
        <source>No token of this sequence appears twice, so there is nothing to copy: type a phrase and then the same phrase again.</source>
        <translation>Aucun token de cette séquence n’apparaît deux fois, il n’y a donc rien à copier : saisissez une phrase, puis la même phrase une seconde fois.</translation>
    </message>
    <message>
        <source>At %2 positions the token appeared before; there the model&apos;s top prediction is what followed it last time at %1 of them. At the %4 positions whose token is new it guesses the actual next token %3 times.</source>
        <extracomment>%1 and %2 count positions; %3 and %4 too, for the tokens seen for the first time.</extracomment>
        <translation>À %2 positions, le token était déjà apparu ; là, la meilleure prédiction du modèle est, pour %1 d’entre elles, ce qui l’avait suivi la dernière fois. Aux %4 positions dont le token est nouveau, il devine le vrai token suivant %3 fois.</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1 (en %2)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The model&apos;s most probable next token and its probability, e.g. &quot;ko (0.97)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <extracomment>A head&apos;s short name: layer and head, e.g. &quot;L1 H3&quot;.</extracomment>
        <translation>C%1 T%2</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>Every head&apos;s attention from query %1 (%2)</source>
        <extracomment>%1 is a position, %2 its token.</extracomment>
        <translation>L’attention de chaque tête depuis la requête %1 (%2)</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>têtes</translation>
    </message>
    <message>
        <source>keys (positions)</source>
        <translation>clés (positions)</translation>
    </message>
    <message>
        <source>Type tokens of the model&apos;s vocabulary, separated by spaces — a phrase and then the same phrase again, say. The model reads them after its BOS token, as in training. Select a row to see where every head looks from that query.</source>
        <translation>Saisissez des tokens du vocabulaire du modèle, séparés par des espaces — une phrase puis la même phrase une seconde fois, par exemple. Le modèle les lit après son token BOS, comme à l’entraînement. Sélectionnez une ligne pour voir où regarde chaque tête depuis cette requête.</translation>
    </message>
    <message>
        <source>Your own sequence</source>
        <translation>Votre propre séquence</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>par exemple %1</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>Tokens : %1</translation>
    </message>
    <message>
        <source>New phrase</source>
        <translation>Nouvelle phrase</translation>
    </message>
    <message>
        <source>A new phrase of distinct tokens, followed by its repeat.</source>
        <translation>Une nouvelle phrase de tokens distincts, suivie de sa répétition.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>followed it last time</source>
        <translation>le suivait la dernière fois</translation>
    </message>
    <message>
        <source>model predicts next</source>
        <translation>le modèle prédit ensuite</translation>
    </message>
    <message>
        <source>actual next</source>
        <translation>vrai suivant</translation>
    </message>
    <message>
        <source>Predictions at every position</source>
        <translation>Prédictions à chaque position</translation>
    </message>
    <message>
        <source>This model only ever saw copies of %1 tokens; here the phrase comes back after %2, outside its training, and a model this small need not copy there. Try a phrase of %1 tokens.</source>
        <extracomment>%1: the one copy length the model was trained on; %2: how soon the typed phrase comes back.</extracomment>
        <translation>Ce modèle n’a vu que des copies de %1&#xa0;tokens&#x202f;; ici, la phrase revient après %2, hors de son entraînement, et un modèle aussi petit n’a pas à y copier. Essayez une phrase de %1&#xa0;tokens.</translation>
    </message>
    <message>
        <source>This model only ever saw copies of %1 to %2 tokens; here the phrase comes back after %3, outside its training, and a model this small need not copy there. Try a phrase of %1 to %2 tokens.</source>
        <translation>Ce modèle n’a vu que des copies de %1 à %2&#xa0;tokens&#x202f;; ici, la phrase revient après %3, hors de son entraînement, et un modèle aussi petit n’a pas à y copier. Essayez une phrase de %1 à %2&#xa0;tokens.</translation>
    </message>
</context>
<context>
    <name>atlas::SettingChangeLine</name>
    <message>
        <source>dₖ %1 → %2</source>
        <translation>dₖ %1 → %2</translation>
    </message>
    <message>
        <source>samples %1 → %2</source>
        <extracomment>A setting changed, e.g. &quot;samples 2,000 → 8,000&quot;.</extracomment>
        <translation>échantillons %1 → %2</translation>
    </message>
    <message>
        <source>seed %1 → %2</source>
        <translation>graine %1 → %2</translation>
    </message>
    <message>
        <source>keys T %1 → %2</source>
        <translation>clés T %1 → %2</translation>
    </message>
    <message>
        <source>σ %1 → %2</source>
        <translation>σ %1 → %2</translation>
    </message>
    <message>
        <source>ρ %1 → %2</source>
        <translation>ρ %1 → %2</translation>
    </message>
    <message>
        <source>σ, ρ %1, %2 → 1, 0</source>
        <extracomment>The restore button&apos;s change: σ and ρ from their values back to 1 and 0.</extracomment>
        <translation>σ, ρ %1&#x202f;; %2 → 1&#x202f;; 0</translation>
    </message>
    <message>
        <source>Change a setting: this line then says what it did to the numbers measured.</source>
        <extracomment>Under the scaling-variance lab&apos;s controls before the learner changed anything.</extracomment>
        <translation>Modifiez un réglage&#xa0;: cette ligne dira alors ce qu’il a changé aux nombres mesurés.</translation>
    </message>
    <message>
        <source>Your last change, %1: measuring…</source>
        <extracomment>%1 the setting and its change, e.g. &quot;σ 1 → 1.5&quot;.</extracomment>
        <translation>Votre dernière modification, %1&#xa0;: mesure en cours…</translation>
    </message>
    <message>
        <source>Your last change, %1: at dₖ = %2, Var(q·k) %3 → %4; after dividing by √dₖ, %5 → %6; the mean largest probability (unscaled) %7 → %8.</source>
        <extracomment>%1 the setting and its change; %2 the head width; then the measured values before → after.</extracomment>
        <translation>Votre dernière modification, %1&#xa0;: à dₖ = %2, Var(q·k) %3 → %4&#x202f;; après division par √dₖ, %5 → %6&#x202f;; la plus grande probabilité moyenne (sans mise à l’échelle) %7 → %8.</translation>
    </message>
    <message>
        <source>Your last change, %1: at dₖ = %2, Var(q·k) is %3 and %4 after dividing by √dₖ.</source>
        <extracomment>%1 the setting and its change; %2 the head width; nothing was measured before the change.</extracomment>
        <translation>Votre dernière modification, %1&#xa0;: à dₖ = %2, Var(q·k) vaut %3, et %4 après division par √dₖ.</translation>
    </message>
</context>
<context>
    <name>atlas::SettingsPanel</name>
    <message>
        <source>The learning rate stays at %1: %2</source>
        <extracomment>%1 is a whole sentence saying what is wrong with the typed learning rate.</extracomment>
        <translation>Le taux d’apprentissage reste à %1 : %2</translation>
    </message>
    <message>
        <source>These settings differ from those the model was trained with: Train starts a fresh model with them (the model shown now is replaced).</source>
        <translation>Ces réglages diffèrent de ceux avec lesquels le modèle a été entraîné : Entraîner commence avec eux un modèle neuf (le modèle affiché est remplacé).</translation>
    </message>
    <message>
        <source>These are the settings the model shown was trained with; Train goes on from where it is.</source>
        <translation>Ce sont les réglages avec lesquels le modèle affiché a été entraîné ; Entraîner repart de là où il en est.</translation>
    </message>
    <message>
        <source>Default: d = 64, 4 heads per layer, R = 12 (forms in a few hundred steps)</source>
        <translation>Par défaut : d = 64, 4 têtes par couche, R = 12 (se forme en quelques centaines de pas)</translation>
    </message>
    <message>
        <source>Larger: V = 48, R = 16 (slower)</source>
        <translation>Plus grand : V = 48, R = 16 (plus lent)</translation>
    </message>
    <message>
        <source>Quick: d = 32, 2 heads per layer, R = 8</source>
        <translation>Rapide : d = 32, 2 têtes par couche, R = 8</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>The preset entry shown when the settings match none of the presets.</extracomment>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>&amp;Preset</source>
        <translation>&amp;Préréglage</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <source>Seeds the initial weights and every batch: the same seed gives the same run, bit for bit, whatever the threads.</source>
        <translation>Détermine les poids initiaux et chaque lot : la même graine donne le même entraînement, bit pour bit, quel que soit le nombre de threads.</translation>
    </message>
    <message>
        <source>Steps per &amp;run</source>
        <translation>Pas par &amp;entraînement</translation>
    </message>
    <message>
        <source>T&amp;hreads</source>
        <translation>T&amp;hreads</translation>
    </message>
    <message>
        <source>Worker threads for each step&apos;s batch. They change how long a step takes, never its result.</source>
        <translation>Threads de calcul pour le lot de chaque pas. Ils changent la durée d’un pas, jamais son résultat.</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>La tâche</translation>
    </message>
    <message>
        <source>&amp;Vocabulary V</source>
        <translation>&amp;Vocabulaire V</translation>
    </message>
    <message>
        <source>Copy length &amp;R</source>
        <translation>Longueur de copie &amp;R</translation>
    </message>
    <message>
        <source>Shortest copy &amp;r</source>
        <translation>Copie la plus co&amp;urte r</translation>
    </message>
    <message>
        <source>Each sequence copies r tokens, r drawn from this to R, behind fresh tokens. With r = R every copy starts at the same place, and a model can predict it by position alone.</source>
        <translation>Chaque séquence copie r tokens, r tiré de cette valeur à R, derrière des tokens frais. Avec r = R, chaque copie commence au même endroit, et un modèle peut la prédire par la position seule.</translation>
    </message>
    <message>
        <source>&amp;BOS token first</source>
        <translation>Token &amp;BOS en premier</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>Le modèle</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Couches</translation>
    </message>
    <message>
        <source>&amp;Heads per layer</source>
        <translation>Têtes par c&amp;ouche</translation>
    </message>
    <message>
        <source>&amp;Width d</source>
        <translation>&amp;Largeur d</translation>
    </message>
    <message>
        <source>&amp;Position embeddings</source>
        <translation>Plongements de po&amp;sition</translation>
    </message>
    <message>
        <source>The optimizer</source>
        <translation>L’optimiseur</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>Lo&amp;t</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>Opti&amp;miseur</translation>
    </message>
    <message>
        <source>Learning r&amp;ate</source>
        <translation>Taux d’apprent&amp;issage</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taux d’apprentissage</translation>
    </message>
    <message>
        <source>&amp;Warm-up steps</source>
        <translation>Pas de préchau&amp;ffage</translation>
    </message>
    <message>
        <source>&amp;Clip gradient norm</source>
        <translation>Écrêter la &amp;norme du gradient</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>When the gradient&apos;s norm over every parameter is larger, it is scaled down to this; 0 turns clipping off.</source>
        <translation>Quand la norme du gradient sur tous les paramètres est plus grande, il est ramené à cette valeur ; 0 désactive l’écrêtage.</translation>
    </message>
    <message>
        <source>Back to the model&apos;s settings</source>
        <translation>Revenir aux réglages du modèle</translation>
    </message>
    <message>
        <source>Without position embeddings a position is its token&apos;s embedding and nothing else, so a first-layer head can tell keys apart only by their tokens, not by where they stand, and cannot single out the token just before. Only the causal mask still hints at position (query i reads i + 1 keys): the model learns to use that slowly and in part, over thousands of steps.</source>
        <translation>Sans plongements de position, une position n’est que le plongement de son token, donc une tête de la première couche ne peut distinguer les clés que par leurs tokens, pas par leur place, et ne peut pas isoler le token juste avant. Seul le masque causal laisse encore deviner la position (la requête i lit i + 1 clés)&#xa0;: le modèle apprend à s’en servir, lentement et en partie seulement, sur des milliers de pas.</translation>
    </message>
</context>
<context>
    <name>atlas::ShortAnswerQuestionInput</name>
    <message>
        <source>A word or a few words. Press Return to check it.</source>
        <translation>Un mot ou quelques mots. Appuyez sur Entrée pour vérifier.</translation>
    </message>
    <message>
        <source>type your answer</source>
        <extracomment>Placeholder of the field of a short-answer question.</extracomment>
        <translation>tapez votre réponse</translation>
    </message>
</context>
<context>
    <name>atlas::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>Column headers of the keyboard shortcuts list.</extracomment>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>In a question</source>
        <translation>Dans une question</translation>
    </message>
    <message>
        <source>Choose a single-choice answer</source>
        <translation>Choisir la réponse d’une question à choix unique</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Touches fléchées</translation>
    </message>
    <message>
        <source>Tick or untick a choice; select a key of a block</source>
        <translation>Cocher ou décocher un choix&#x202f;; sélectionner une clé d’un bloc</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation>Vérifier la réponse</translation>
    </message>
    <message>
        <source>%1, or Enter or Space on Check</source>
        <translation>%1, ou Entrée ou Espace sur «&#xa0;Vérifier&#xa0;»</translation>
    </message>
    <message>
        <source>Check a typed number or word</source>
        <translation>Vérifier un nombre ou un mot saisi</translation>
    </message>
    <message>
        <source>Enter in the field</source>
        <translation>Entrée dans le champ</translation>
    </message>
    <message>
        <source>Try again; Show the solution</source>
        <translation>Réessayer&#x202f;; Voir la solution</translation>
    </message>
    <message>
        <source>Enter or Space on the button</source>
        <translation>Entrée ou Espace sur le bouton</translation>
    </message>
    <message>
        <source>Move an item of an ordering question</source>
        <translation>Déplacer un élément d’une question à ordonner</translation>
    </message>
    <message>
        <source>Alt+Up, Alt+Down</source>
        <translation>Alt+Haut, Alt+Bas</translation>
    </message>
    <message>
        <source>In a lab</source>
        <translation>Dans un laboratoire</translation>
    </message>
    <message>
        <source>Move between controls</source>
        <translation>Passer d’un contrôle à l’autre</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>Edit a matrix cell</source>
        <translation>Modifier une cellule de matrice</translation>
    </message>
    <message>
        <source>Type a number, then Enter</source>
        <translation>Saisir un nombre, puis Entrée</translation>
    </message>
    <message>
        <source>Change a slider, spin box or list</source>
        <translation>Modifier un curseur, un champ numérique ou une liste</translation>
    </message>
    <message>
        <source>Arrow keys once it has the focus (the mouse wheel too)</source>
        <translation>Touches fléchées, une fois le focus sur l’élément (la molette de la souris aussi)</translation>
    </message>
</context>
<context>
    <name>atlas::SinksPanel</name>
    <message>
        <source>L%1 H%2</source>
        <extracomment>A bar&apos;s label: layer %1, head %2 (both from 1).</extracomment>
        <translation>C%1 T%2</translation>
    </message>
    <message>
        <source>The rotary decoder was trained on windows of %1 tokens of a copy text, each led by a begin-of-sequence token (BOS). Here it reads a stream of %2 tokens, with one BOS at the start, through a cache of %1 positions: once the cache is full the oldest entry is evicted at every step, unless it is one of the first tokens kept.</source>
        <extracomment>%1 the training window (tokens), %2 the stream&apos;s length.</extracomment>
        <translation>Le décodeur rotatif a été entraîné sur des fenêtres de %1 jetons d’un texte de copie, chacune commençant par un jeton de début de séquence (BOS). Ici, il lit un flux de %2 jetons, avec un seul BOS au début, à travers un cache de %1 positions&#xa0;: une fois le cache plein, l’entrée la plus ancienne est évincée à chaque pas, sauf si elle fait partie des premiers jetons gardés.</translation>
    </message>
    <message>
        <source>Attention on the first token, per head (mean over the first %1 queries)</source>
        <extracomment>%1 the number of queries averaged over.</extracomment>
        <translation>Attention sur le premier jeton, par tête (moyenne sur les %1 premières requêtes)</translation>
    </message>
    <message>
        <source>layer and head</source>
        <translation>couche et tête</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>this head</source>
        <translation>cette tête</translation>
    </message>
    <message>
        <source>an even spread, 1/(i + 1)</source>
        <translation>répartition uniforme, 1/(i + 1)</translation>
    </message>
    <message>
        <source>Loss after eviction, by first tokens kept</source>
        <translation>Perte après éviction, selon les premiers jetons gardés</translation>
    </message>
    <message>
        <source>first tokens kept</source>
        <translation>premiers jetons gardés</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>perte (nats)</translation>
    </message>
    <message>
        <source>mean loss once the cache is full</source>
        <translation>perte moyenne une fois le cache plein</translation>
    </message>
    <message>
        <source>Loss along the stream (mean over 12 steps)</source>
        <translation>Perte le long du flux (moyenne sur 12 pas)</translation>
    </message>
    <message>
        <source>step t of the stream</source>
        <translation>pas t du flux</translation>
    </message>
    <message>
        <source>oldest evicted, first token too</source>
        <translation>plus anciens évincés, 1er jeton inclus</translation>
    </message>
    <message>
        <source>first token kept</source>
        <translation>premier jeton gardé</translation>
    </message>
    <message>
        <source>cache full: eviction starts</source>
        <translation>cache plein&#xa0;: début des évictions</translation>
    </message>
    <message>
        <source>The figures fill in when the decoders are trained.</source>
        <translation>Les figures se remplissent une fois les décodeurs entraînés.</translation>
    </message>
    <message>
        <source>Head %2 of layer %1 puts %3 of its weight on the first token, where an even spread would put %4: a sink. Once the cache is full, evicting the oldest tokens — the BOS first — costs %5 nats per token; keeping the first token, %6; keeping four, %7. The BOS says nothing about the text: the model needs it because every training window had it where a head parks its weight.</source>
        <extracomment>%1 layer, %2 head, %3 its weight on the first token, %4 an even spread&apos;s, %5 loss evicted, %6 kept, %7 kept 4.</extracomment>
        <translation>La tête %2 de la couche %1 met %3 de son poids sur le premier jeton, là où une répartition uniforme en mettrait %4&#xa0;: c’est un puits. Une fois le cache plein, évincer les jetons les plus anciens — le BOS en premier — coûte %5 nats par jeton&#x202f;; garder le premier jeton, %6&#x202f;; en garder quatre, %7. Le BOS ne dit rien du texte&#xa0;: le modèle en a besoin parce que chaque fenêtre d’entraînement l’avait à l’endroit où une tête gare son poids.</translation>
    </message>
</context>
<context>
    <name>atlas::StandardChapterPage</name>
    <message>
        <source>Chapter title</source>
        <translation>Titre du chapitre</translation>
    </message>
    <message>
        <source>Chapter text and questions</source>
        <translation>Texte du chapitre et questions</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Laboratoire</translation>
    </message>
    <message>
        <source>Chapter text</source>
        <translation>Texte du chapitre</translation>
    </message>
</context>
<context>
    <name>atlas::TaskControls</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>atlas::TrainingCharts</name>
    <message>
        <source>Loss during training</source>
        <translation>Perte pendant l’entraînement</translation>
    </message>
    <message>
        <source>Accuracy during training</source>
        <translation>Précision pendant l’entraînement</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>pas d’entraînement</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>perte (nats)</translation>
    </message>
    <message>
        <source>accuracy</source>
        <extracomment>The axis of the accuracy chart: the share of predictions that are right, from 0 to 1.</extracomment>
        <translation>précision</translation>
    </message>
    <message>
        <source>first half</source>
        <translation>première moitié</translation>
    </message>
    <message>
        <source>repeated half</source>
        <translation>moitié répétée</translation>
    </message>
    <message>
        <source>uniform, ln %1 = %2</source>
        <extracomment>Legend entry: the loss of guessing uniformly among the V tokens, ln V; %1 is V, %2 the value.</extracomment>
        <translation>uniforme, ln %1 = %2</translation>
    </message>
    <message>
        <source>chance, 1/%1</source>
        <extracomment>Legend entry: the accuracy of a uniform guess among the V tokens; %1 is V.</extracomment>
        <translation>hasard, 1/%1</translation>
    </message>
    <message>
        <source>50 % (the rule)</source>
        <extracomment>Legend entry: the accuracy the formation rule waits for.</extracomment>
        <translation>50&#xa0;% (la règle)</translation>
    </message>
    <message>
        <source>formed: step %1</source>
        <extracomment>Legend entry of the vertical line: the step at which the induction head formed.</extracomment>
        <translation>formée : pas %1</translation>
    </message>
    <message>
        <source>formed: not yet</source>
        <translation>formée : pas encore</translation>
    </message>
    <message>
        <source>The first half holds fresh random tokens, the repeated half their copy. Each point is the mean over ten training steps of the figures of each step&apos;s batch, measured before the step&apos;s update — on sequences the model has not been trained on. The induction head is marked as formed at the first point whose repeated-half accuracy reaches 50 %.</source>
        <translation>La première moitié contient des tokens aléatoires frais, la moitié répétée leur copie. Chaque point est la moyenne, sur dix pas d’entraînement, des valeurs du lot de chaque pas, mesurées avant la mise à jour du pas — sur des séquences sur lesquelles le modèle n’a pas été entraîné. La tête d’induction est marquée comme formée au premier point dont la précision sur la moitié répétée atteint 50&#xa0;%.</translation>
    </message>
    <message>
        <source>shown: step %1</source>
        <extracomment>Legend entry of the vertical line at the step the lab shows in a replay.</extracomment>
        <translation>affiché&#xa0;: pas %1</translation>
    </message>
</context>
<context>
    <name>atlas::TrainingPanel</name>
    <message>
        <source>Training…</source>
        <translation>Entraînement…</translation>
    </message>
    <message>
        <source>Step %1 of %2: loss %3 nats</source>
        <translation>Étape %1 sur %2&#xa0;: perte %3 nats</translation>
    </message>
    <message>
        <source>The model changed during training; that run was discarded.</source>
        <translation>Le modèle a changé pendant l’entraînement&#x202f;; cette exécution a été abandonnée.</translation>
    </message>
    <message>
        <source>Parameters reset to the seed&apos;s; loss %1 nats.</source>
        <translation>Paramètres réinitialisés à ceux de la graine&#x202f;; perte %1 nats.</translation>
    </message>
    <message>
        <source>uniform guess, ln %1 = %2</source>
        <extracomment>Legend entry: the loss of guessing uniformly over the vocabulary, ln V.</extracomment>
        <translation>prédiction uniforme, ln %1 = %2</translation>
    </message>
    <message>
        <source>Train the decoder to predict each next token of its own sequence. Each step runs the forward pass, the backward pass through the probabilities and the values, and one optimizer update of every parameter.</source>
        <translation>Entraînez le décodeur à prédire chaque jeton suivant de sa propre séquence. Chaque étape exécute la passe avant, la passe arrière à travers les probabilités et les valeurs, et une mise à jour de chaque paramètre par l’optimiseur.</translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>Optimiseur&#xa0;:</translation>
    </message>
    <message>
        <source>Learning rate:</source>
        <translation>Taux&#xa0;:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Étapes&#xa0;:</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entraîner</translation>
    </message>
    <message>
        <source>Reset parameters</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>training progress</source>
        <translation>progression de l’entraînement</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>taux d’apprentissage</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Perte d’entraînement</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>étape d’optimisation</translation>
    </message>
    <message>
        <source>The learning rate stays at %2: %1</source>
        <extracomment>%1 is a whole sentence saying what is wrong with the typed learning rate (&quot;&apos;x&apos; is not a number.&quot;), %2 the rate that stays in use.</extracomment>
        <translation>Le taux d’apprentissage reste à %2&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n step(s): the next step made the parameters overflow (the learning rate %1 is too large for %2). That step was undone; try a smaller rate. Loss now %3 nats.</source>
        <extracomment>%n is the number of steps done, %1 the learning rate, %2 the optimizer (Adam or SGD), %3 the loss.</extracomment>
        <translation>
            <numerusform>Arrêt après %n étape&#xa0;: l’étape suivante faisait déborder les paramètres (le taux d’apprentissage %1 est trop grand pour %2). Cette étape a été annulée&#x202f;; essayez un taux plus petit. Perte actuelle&#xa0;: %3 nats.</numerusform>
            <numerusform>Arrêt après %n étapes&#xa0;: l’étape suivante faisait déborder les paramètres (le taux d’apprentissage %1 est trop grand pour %2). Cette étape a été annulée&#x202f;; essayez un taux plus petit. Perte actuelle&#xa0;: %3 nats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %n step(s); the decoder keeps the parameters it reached. Loss now %2 nats.</source>
        <extracomment>%1 is the number of steps done, %n the number of steps asked for, %2 the loss.</extracomment>
        <translation>
            <numerusform>Annulé (étapes effectuées&#xa0;: %1 sur %n)&#x202f;; le décodeur garde les paramètres atteints. Perte actuelle&#xa0;: %2 nats.</numerusform>
            <numerusform>Annulé (étapes effectuées&#xa0;: %1 sur %n)&#x202f;; le décodeur garde les paramètres atteints. Perte actuelle&#xa0;: %2 nats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trained %n step(s). Loss now %1 nats — the graph, the gradient check and the prefix panel show the trained decoder.</source>
        <extracomment>%n is the number of training steps done, %1 the loss.</extracomment>
        <translation>
            <numerusform>Entraînement terminé&#xa0;: %n étape. Perte actuelle&#xa0;: %1 nats — le graphe, la vérification du gradient et l’invariance du préfixe montrent le décodeur entraîné.</numerusform>
            <numerusform>Entraînement terminé&#xa0;: %n étapes. Perte actuelle&#xa0;: %1 nats — le graphe, la vérification du gradient et l’invariance du préfixe montrent le décodeur entraîné.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slow enough to watch</source>
        <translation>Assez lent pour suivre</translation>
    </message>
    <message>
        <source>Spread the run over about %1 s, so that you can follow the curve and the maps as they change</source>
        <extracomment>%1 is a number of seconds.</extracomment>
        <translation>Étaler l’exécution sur environ %1 s, pour suivre la courbe et les cartes à mesure qu’elles changent</translation>
    </message>
    <message>
        <source>Show the maps and the probabilities as they were at an earlier step; the graph and the other tabs keep the newest weights</source>
        <translation>Afficher les cartes et les probabilités telles qu’elles étaient à une étape antérieure&#x202f;; le graphe et les autres onglets gardent les poids les plus récents</translation>
    </message>
    <message>
        <source>step shown</source>
        <extracomment>Legend entry of the vertical line at the step the replay shows.</extracomment>
        <translation>étape affichée</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>perte (nats)</translation>
    </message>
    <message>
        <source>mean next-token cross-entropy before the step</source>
        <translation>entropie croisée moyenne du token suivant avant l’étape</translation>
    </message>
</context>
<context>
    <name>atlas::TrainingWatch</name>
    <message>
        <source>%1 → %2</source>
        <extracomment>A row of the next-token column: the token, an arrow, the token that comes after it.</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>The decoder as it was at step %1: each head&apos;s attention (rows = queries, columns = keys), and the probability it gave each next token.</source>
        <extracomment>%1 is an optimizer step of an earlier point of the training (the replay).</extracomment>
        <translation>Le décodeur tel qu’il était à l’étape %1&#xa0;: l’attention de chaque tête (lignes = requêtes, colonnes = clés) et la probabilité qu’il donnait à chaque token suivant.</translation>
    </message>
    <message numerus="yes">
        <source>The decoder now, after %n step(s): each head&apos;s attention (rows = queries, columns = keys), and the probability it gives each next token.</source>
        <translation>
            <numerusform>Le décodeur maintenant, après %n étape&#xa0;: l’attention de chaque tête (lignes = requêtes, colonnes = clés) et la probabilité qu’il donne à chaque token suivant.</numerusform>
            <numerusform>Le décodeur maintenant, après %n étapes&#xa0;: l’attention de chaque tête (lignes = requêtes, colonnes = clés) et la probabilité qu’il donne à chaque token suivant.</numerusform>
        </translation>
    </message>
    <message>
        <source>Layer %1, head %2</source>
        <extracomment>A small attention map while training: the layer and head.</extracomment>
        <translation>Couche %1, tête %2</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Tête %1</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>Next token</source>
        <extracomment>The column beside the maps: per position, the probability of the token that really comes next.</extracomment>
        <translation>Token suivant</translation>
    </message>
    <message>
        <source>its probability</source>
        <translation>sa probabilité</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>no label here</source>
        <translation>pas d’étiquette ici</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>token suivant</translation>
    </message>
</context>
<context>
    <name>atlas::VarianceChart</name>
    <message>
        <source>Var(q·k)</source>
        <translation>Var(q·k)</translation>
    </message>
    <message>
        <source>Var(q·k/√dₖ)</source>
        <translation>Var(q·k/√dₖ)</translation>
    </message>
    <message>
        <source>argument: dₖ</source>
        <translation>prévision&#xa0;: dₖ</translation>
    </message>
    <message>
        <source>exact for σ, ρ</source>
        <translation>exacte pour σ, ρ</translation>
    </message>
    <message>
        <source>dₖ = %1</source>
        <translation>dₖ = %1</translation>
    </message>
    <message>
        <source>Measured variance of the scores against the head width</source>
        <translation>Variance mesurée des scores selon la largeur de tête</translation>
    </message>
    <message>
        <source>head width dₖ (coordinates, log scale)</source>
        <translation>largeur dₖ (coordonnées, échelle log)</translation>
    </message>
    <message>
        <source>score² (log scale)</source>
        <translation>score² (log)</translation>
    </message>
    <message>
        <source>Var(q·k) before your change</source>
        <extracomment>Legend: the measured variance before the learner&apos;s last change of a setting, shown for a moment.</extracomment>
        <translation>Var(q·k) avant votre modification</translation>
    </message>
</context>
<context>
    <name>atlas::WeightsExplanationDemo</name>
    <message>
        <source>Here k₁ and k₂ share their weight equally.</source>
        <translation>Ici, k₁ et k₂ se partagent leur poids à parts égales.</translation>
    </message>
    <message>
        <source>Among k₁ and k₂ the weights now point at %1, yet nothing the query computes has changed.</source>
        <extracomment>%1 is k₁ or k₂: the key that now holds most of k₁&apos;s and k₂&apos;s weight.</extracomment>
        <translation>Entre k₁ et k₂, les poids désignent désormais %1, et pourtant rien de ce que calcule la requête n’a changé.</translation>
    </message>
    <message>
        <source>Output o = %1 value units here, %2 with the slider at the left end, %3 at the right end. %4</source>
        <extracomment>%1 is the output; %2 and %3 the outputs at the slider&apos;s ends; %4 says where the weights point.</extracomment>
        <translation>Sortie o = %1 unités de valeur ici, %2 avec le curseur tout à gauche, %3 tout à droite. %4</translation>
    </message>
    <message>
        <source>How much each score moves the output, ∂o/∂sⱼ = aⱼ(vⱼ − o): k₁ %1, k₂ %2, k₃ %3. k₃ holds half of the weight, and the biggest influence, pulling o up towards 6; a weight is not an influence.</source>
        <extracomment>%1, %2, %3: derivatives of the output with respect to the three scores.</extracomment>
        <translation>De combien chaque score fait bouger la sortie, ∂o/∂sⱼ = aⱼ(vⱼ − o)&#xa0;: k₁ %1, k₂ %2, k₃ %3. k₃ détient la moitié du poids, et la plus forte influence, en tirant o vers 6&#x202f;; un poids n’est pas une influence.</translation>
    </message>
    <message>
        <source>Move weight between k₁ and k₂ (both hold the value 2):</source>
        <extracomment>Label of the slider that moves attention weight between two keys with equal values.</extracomment>
        <translation>Déplacer du poids entre k₁ et k₂ (tous deux de valeur 2)&#xa0;:</translation>
    </message>
    <message>
        <source>Weight shift δ between k₁ and k₂</source>
        <translation>Transfert de poids δ entre k₁ et k₂</translation>
    </message>
    <message>
        <source>Weights of one query over three keys</source>
        <extracomment>Chart title.</extracomment>
        <translation>Poids d’une requête sur trois clés</translation>
    </message>
    <message>
        <source>attention weight aⱼ</source>
        <translation>poids d’attention aⱼ</translation>
    </message>
    <message>
        <source>weight aⱼ (no unit)</source>
        <translation>poids aⱼ (sans unité)</translation>
    </message>
    <message>
        <source>key (its value v, in value units)</source>
        <translation>clé (sa valeur v, en unités de valeur)</translation>
    </message>
</context>
<context>
    <name>atlas::WindowPanel</name>
    <message>
        <source>A sliding window lets query i read only the W most recent keys, i − W + 1 … i. One layer then moves information at most W − 1 positions; a stack of layers relays it further. Set the length, the window and the number of layers: each cell says how many layers key j needs to reach query i; 1 is the window itself, the band. Hatched cells are out of reach in L layers, or in the future.</source>
        <translation>Une fenêtre glissante ne laisse la requête i lire que les W clés les plus récentes, i − W + 1 … i. Une couche déplace alors l’information d’au plus W − 1 positions&#x202f;; une pile de couches la relaie plus loin. Réglez la longueur, la fenêtre et le nombre de couches&#xa0;: chaque cellule indique combien de couches il faut à la clé j pour atteindre la requête i&#x202f;; 1 correspond à la fenêtre elle-même, la bande. Les cellules hachurées sont hors de portée en L couches, ou dans le futur.</translation>
    </message>
    <message>
        <source>&amp;Window W:</source>
        <translation>&amp;Fenêtre W&#xa0;:</translation>
    </message>
    <message>
        <source>La&amp;yers L:</source>
        <translation>&amp;Couches L&#xa0;:</translation>
    </message>
    <message>
        <source>Positions T</source>
        <translation>Positions T</translation>
    </message>
    <message>
        <source>Window W</source>
        <translation>Fenêtre W</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>Couches L</translation>
    </message>
    <message>
        <source>Layers before key j reaches query i (W = %1, L = %2)</source>
        <extracomment>%1 the window W, %2 the number of layers L.</extracomment>
        <translation>Couches avant que la clé j atteigne la requête i (W = %1, L = %2)</translation>
    </message>
    <message>
        <source>queries i</source>
        <translation>requêtes i</translation>
    </message>
    <message>
        <source>keys j</source>
        <translation>clés j</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>hors de portée</translation>
    </message>
    <message>
        <source>One layer with the window allows %1 (query, key) pairs of the %2 the causal mask allows over T = %4 (%3): every query after the first W − 1 reads exactly W = %5 keys.</source>
        <extracomment>%1 pairs allowed by the window, %2 causal pairs, %3 their ratio as a share, %4 T, %5 W.</extracomment>
        <translation>Avec la fenêtre, une couche autorise %1 paires (requête, clé) sur les %2 qu’autorise le masque causal pour T = %4 (%3)&#xa0;: chaque requête après les W − 1 premières lit exactement W = %5 clés.</translation>
    </message>
    <message>
        <source>After L = %1 layers query %3 has read %2 inputs: 1 + L(W − 1) = %4, at most all of them.</source>
        <extracomment>%1 L, %2 the inputs the last query has read after L layers, %3 the last position, %4 the formula&apos;s value.</extracomment>
        <translation>Après L = %1 couches, la requête %3 a lu %2 entrées&#xa0;: 1 + L(W − 1) = %4, sans dépasser leur nombre total.</translation>
    </message>
    <message>
        <source>A rolling-buffer cache keeps W = %1 slots per layer: position %2 is written into slot %2 mod %1 = %3, over position %4, which no later query reads.</source>
        <extracomment>%1 W, %2 the last position, %3 its slot, %4 the position it overwrote (or none).</extracomment>
        <translation>Un cache en tampon circulaire garde W = %1 emplacements par couche&#xa0;: la position %2 est écrite dans l’emplacement %2 mod %1 = %3, par-dessus la position %4, qu’aucune requête ultérieure ne lit.</translation>
    </message>
    <message>
        <source>A rolling-buffer cache keeps W = %1 slots per layer: position %2 goes into slot %3, and no slot has been overwritten yet.</source>
        <translation>Un cache en tampon circulaire garde W = %1 emplacements par couche&#xa0;: la position %2 va dans l’emplacement %3, et aucun emplacement n’a encore été écrasé.</translation>
    </message>
    <message>
        <source>Measured on this machine</source>
        <translation>Mesuré sur cette machine</translation>
    </message>
    <message>
        <source>Len&amp;gth:</source>
        <translation>&amp;Longueur&#xa0;:</translation>
    </message>
    <message>
        <source>W&amp;indow:</source>
        <translation>Fe&amp;nêtre&#xa0;:</translation>
    </message>
    <message>
        <source>Length to time</source>
        <translation>Longueur à chronométrer</translation>
    </message>
    <message>
        <source>Window to time</source>
        <translation>Fenêtre à chronométrer</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Mesurer</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Progression de la mesure</translation>
    </message>
    <message>
        <source>Scope: the engine&apos;s exact tiled kernel on this computer&apos;s processor, one thread, one head, dₖ = dᵥ = 64, float. It skips the tiles the window empties as it skips those of the future; the tiles the band&apos;s edges cut through are computed whole, and every tile costs a little on its own, so the measured speed-up stays below the ideal. GPU kernels are not measured here.</source>
        <translation>Portée&#xa0;: le noyau exact par tuiles du moteur sur le processeur de cet ordinateur, un thread, une tête, dₖ = dᵥ = 64, float. Il saute les tuiles que la fenêtre vide comme il saute celles du futur&#x202f;; les tuiles que traversent les bords de la bande sont calculées entières, et chaque tuile a un petit coût propre&#xa0;: l’accélération mesurée reste donc inférieure à l’accélération idéale. Les noyaux GPU ne sont pas mesurés ici.</translation>
    </message>
    <message>
        <source>Measuring on a worker thread…</source>
        <extracomment>While the kernel is being timed on a worker thread.</extracomment>
        <translation>Mesure dans un thread d’arrière-plan…</translation>
    </message>
    <message>
        <source>Not measured yet. Measure times the tiled kernel on one row, with the causal mask and with the causal mask and the window, and sets the measured speed-up beside the ideal one.</source>
        <translation>Pas encore mesuré. «&#xa0;Mesurer&#xa0;» chronomètre le noyau par tuiles sur une ligne, avec le masque causal puis avec le masque causal et la fenêtre, et place l’accélération mesurée à côté de l’accélération idéale.</translation>
    </message>
    <message>
        <source>T = %1, W = %2, median of five forward passes each: causal %3 ms, with the window %4 ms. Measured speed-up %5; ideal %6 (causal pairs ÷ window pairs), so the kernel reached %7 of it.</source>
        <extracomment>%1 T, %2 W, %3 causal ms, %4 window ms, %5 measured speed-up, %6 ideal speed-up, %7 measured as a share of ideal.</extracomment>
        <translation>T = %1, W = %2, médiane de cinq passes avant dans chaque cas&#xa0;: causal, %3 ms&#x202f;; avec la fenêtre, %4 ms. Accélération mesurée %5&#x202f;; idéale %6 (paires causales ÷ paires de la fenêtre)&#xa0;: le noyau en a donc atteint %7.</translation>
    </message>
    <message>
        <source>(Measured before the length or window changed: press Measure again.)</source>
        <translation>(Mesuré avant la modification de la longueur ou de la fenêtre&#xa0;: appuyez de nouveau sur «&#xa0;Mesurer&#xa0;».)</translation>
    </message>
    <message>
        <source>&amp;Positions T:</source>
        <translation>&amp;Positions T&#xa0;:</translation>
    </message>
</context>
<context>
    <name>atlas::WorkedRelationPanel</name>
    <message>
        <source>0 (masked)</source>
        <extracomment>A masked key&apos;s probability.</extracomment>
        <translation>0 (masquée)</translation>
    </message>
    <message>
        <source>— (nothing to mix)</source>
        <translation>— (rien à mélanger)</translation>
    </message>
    <message>
        <source>0 (masked: not in the softmax support)</source>
        <extracomment>The derivative of the output with respect to a masked key&apos;s score.</extracomment>
        <translation>0 (masquée&#xa0;: hors du support du softmax)</translation>
    </message>
    <message>
        <source>o = 0: no key is allowed, so there is nothing to mix</source>
        <translation>o = 0&#xa0;: aucune clé n’est autorisée, il n’y a donc rien à mélanger</translation>
    </message>
    <message>
        <source>o = %1</source>
        <translation>o = %1</translation>
    </message>
    <message>
        <source>derivative of o with respect to s%1</source>
        <translation>dérivée de o par rapport à s%1</translation>
    </message>
    <message>
        <source>probability a%1</source>
        <translation>probabilité a%1</translation>
    </message>
    <message>
        <source>No key is allowed: there is no mixture. The engine returns o = 0 and zero derivatives for such a row — never NaN.</source>
        <translation>Aucune clé n’est autorisée&#xa0;: il n’y a pas de mélange. Le moteur renvoie o = 0 et des dérivées nulles pour une telle ligne — jamais NaN.</translation>
    </message>
    <message>
        <source>Only key %1 is allowed, as at the first causal position: a%1 = 1 and o = v%1 = %2 exactly, whatever the masked keys&apos; scores and values are. Change them and watch o stay.</source>
        <extracomment>%1 is a subscript index, %2 the value.</extracomment>
        <translation>Seule la clé %1 est autorisée, comme à la première position causale&#xa0;: a%1 = 1 et o = v%1 = %2 exactement, quels que soient les scores et les valeurs des clés masquées. Modifiez-les&#xa0;: o ne bouge pas.</translation>
    </message>
    <message>
        <source>The derivatives sum to zero because the probabilities always sum to one: raising every score by the same amount changes nothing. Each derivative on its own is not zero — raising one score takes weight from every other allowed key.</source>
        <translation>Les dérivées somment à zéro parce que les probabilités somment toujours à un&#xa0;: augmenter tous les scores de la même quantité ne change rien. Chaque dérivée prise isolément n’est pas nulle — augmenter un score prend du poids à toutes les autres clés autorisées.</translation>
    </message>
    <message>
        <source>Seed example</source>
        <extracomment>Button: go back to the default example of this panel (scores 0 and ln 3, values 2 and 6). &quot;Seed&quot; means the starting example, not a random-number seed.</extracomment>
        <translation>Exemple initial</translation>
    </message>
    <message>
        <source>Scores [0, ln 3], values [2, 6], both keys allowed</source>
        <translation>Scores [0, ln 3], valeurs [2, 6], les deux clés autorisées</translation>
    </message>
    <message>
        <source>First causal position</source>
        <translation>Première position causale</translation>
    </message>
    <message>
        <source>Only the first key is allowed: key 2 is the future</source>
        <translation>Seule la première clé est autorisée&#xa0;: la clé 2 est dans le futur</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Ajouter une clé</translation>
    </message>
    <message>
        <source>Remove key</source>
        <translation>Retirer une clé</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>autorisée</translation>
    </message>
    <message>
        <source>score sⱼ</source>
        <translation>score sⱼ</translation>
    </message>
    <message>
        <source>value vⱼ</source>
        <translation>valeur vⱼ</translation>
    </message>
    <message>
        <source>aⱼ</source>
        <translation>aⱼ</translation>
    </message>
    <message>
        <source>∂o/∂sⱼ</source>
        <translation>∂o/∂sⱼ</translation>
    </message>
    <message>
        <source>key %1 allowed</source>
        <translation>clé %1 autorisée</translation>
    </message>
    <message>
        <source>score s%1</source>
        <translation>score s%1</translation>
    </message>
    <message>
        <source>value v%1</source>
        <translation>valeur v%1</translation>
    </message>
    <message>
        <source>score s%1, from −%2 to %2</source>
        <translation>score s%1, de −%2 à %2</translation>
    </message>
    <message>
        <source>value v%1, from −%2 to %2</source>
        <translation>valeur v%1, de −%2 à %2</translation>
    </message>
    <message>
        <source>Sweep the score:</source>
        <translation>Balayer le score&#xa0;:</translation>
    </message>
    <message>
        <source>score to sweep</source>
        <translation>score à balayer</translation>
    </message>
    <message>
        <source>The worked relation</source>
        <translation>La relation détaillée</translation>
    </message>
    <message>
        <source>%2 stays at %3: %1</source>
        <extracomment>%1 is a whole sentence saying what is wrong with the typed text (&quot;&apos;x&apos; is not a number.&quot;), %2 names the field (s₁ or v₂), %3 is the value the field keeps.</extracomment>
        <translation>%2 reste à %3&#xa0;: %1</translation>
    </message>
    <message>
        <source>Only key %1 is allowed, as at the first causal position: a%1 = 1 and o = v%1 = %2 exactly, whatever the masked keys&apos; scores and values are. Change them and watch o stay. The swept score s%3 belongs to a masked key, so the curves are flat: o does not depend on it.</source>
        <extracomment>%1 is a subscript index, %2 the value, %3 the subscript index of the swept score.</extracomment>
        <translation>Seule la clé %1 est autorisée, comme à la première position causale&#xa0;: a%1 = 1 et o = v%1 = %2 exactement, quels que soient les scores et les valeurs des clés masquées. Modifiez-les&#xa0;: o ne bouge pas. Le score balayé s%3 appartient à une clé masquée&#xa0;: les courbes sont donc plates, o n’en dépend pas.</translation>
    </message>
    <message>
        <source>The derivatives sum to zero because the probabilities always sum to one: raising every score by the same amount changes nothing. Each derivative on its own is not zero — raising one score takes weight from every other allowed key. The swept score s%1 belongs to a masked key, so the curves are flat: o does not depend on it.</source>
        <extracomment>%1 is the subscript index of the swept score.</extracomment>
        <translation>Les dérivées somment à zéro parce que les probabilités somment toujours à un&#xa0;: augmenter tous les scores de la même quantité ne change rien. Chaque dérivée prise isolément n’est pas nulle — augmenter un score prend du poids à toutes les autres clés autorisées. Le score balayé s%1 appartient à une clé masquée&#xa0;: les courbes sont donc plates, o n’en dépend pas.</translation>
    </message>
    <message numerus="yes">
        <source>One query and %n key(s). Edit a score, a value or which keys are allowed: the probabilities, the output and its derivatives follow at once.</source>
        <extracomment>%n is the number of keys in the worked example (1 or more).</extracomment>
        <translation>
            <numerusform>Une requête et %n clé. Modifiez un score, une valeur ou les clés autorisées&#xa0;: les probabilités, la sortie et ses dérivées suivent aussitôt.</numerusform>
            <numerusform>Une requête et %n clés. Modifiez un score, une valeur ou les clés autorisées&#xa0;: les probabilités, la sortie et ses dérivées suivent aussitôt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&#xa0;×&#xa0;(%2&#xa0;−&#xa0;%3) =&#xa0;%4</source>
        <extracomment>∂o/∂sⱼ = aⱼ × (vⱼ − o) = result, with numbers. The spaces other than the one before &quot;=&quot; are no-break spaces (keep them so), so that a line breaks only before &quot;=&quot;.</extracomment>
        <translation>%1&#xa0;×&#xa0;(%2&#xa0;−&#xa0;%3) =&#xa0;%4</translation>
    </message>
    <message>
        <source>allowed</source>
        <comment>under a sum sign</comment>
        <extracomment>Word inside the typeset formulas &quot;Σ over l allowed&quot;: under the sum signs, the keys the query may read. Plain text only (no braces or backslashes).</extracomment>
        <translation>autorisée</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Usage: attention-atlas-cli &lt;command&gt; [options]

Commands:
</source>
        <translation>Utilisation&#xa0;: attention-atlas-cli &lt;commande&gt; [options]

Commandes&#xa0;:
</translation>
    </message>
    <message>
        <source>
Run &apos;attention-atlas-cli &lt;command&gt; --help&apos; for a command&apos;s options.
</source>
        <translation>
Lancez «&#xa0;attention-atlas-cli &lt;commande&gt; --help&#xa0;» pour les options d’une commande.
</translation>
    </message>
    <message>
        <source>multi-head self-attention with every intermediate and gradients (JSON in, JSON out)</source>
        <translation>auto-attention multi-têtes avec tous les résultats intermédiaires et les gradients (JSON en entrée et en sortie)</translation>
    </message>
    <message>
        <source>pack documents into blocks with labels, loss mask and document-aware mask</source>
        <translation>empaqueter des documents en blocs avec étiquettes, masque de perte et masque par document</translation>
    </message>
    <message>
        <source>the seeded scaling-variance experiment</source>
        <translation>l’expérience de variance et de mise à l’échelle, à graine fixée</translation>
    </message>
    <message>
        <source>check a chapter pack completely</source>
        <translation>vérifier un pack de chapitres de bout en bout</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (available: %2); using English</source>
        <translation>langue inconnue «&#xa0;%1&#xa0;» (disponibles&#xa0;: %2)&#x202f;; l’anglais est utilisé</translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) rendered to %1</source>
        <translation>
            <numerusform>%n chapitre exporté dans %1</numerusform>
            <numerusform>%n chapitres exportés dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>This pack has no chapter &apos;%1&apos;; showing where you left off.</source>
        <translation>Ce pack n’a pas de chapitre «&#xa0;%1&#xa0;»&#x202f;; reprise là où vous en étiez.</translation>
    </message>
    <message>
        <source>train a two-layer decoder until an induction head forms; the run as JSON</source>
        <translation>entraîner un décodeur à deux couches jusqu’à ce qu’une tête d’induction se forme&#x202f;; le déroulement en JSON</translation>
    </message>
    <message>
        <source>measure an attention kernel on this machine (time, GFLOP/s, memory)</source>
        <translation>mesurer un noyau d’attention sur cette machine (temps, GFLOP/s, mémoire)</translation>
    </message>
    <message>
        <source>cannot create a temporary folder: %1</source>
        <translation>impossible de créer un dossier temporaire : %1</translation>
    </message>
    <message>
        <source>rendering chapter %1 of %2: %3</source>
        <extracomment>%1 of %2: chapter numbers; %3: the chapter&apos;s id</extracomment>
        <translation>dessin du chapitre %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>import Moodle questions (GIFT, Moodle XML) into a pack, or export a pack&apos;s questions for Moodle</source>
        <translation>importer des questions Moodle (GIFT, Moodle XML) dans un pack, ou exporter les questions d’un pack pour Moodle</translation>
    </message>
    <message>
        <source>writing chapter %1 of %2 as PDF: %3</source>
        <extracomment>%1 of %2: chapter numbers; %3: the chapter&apos;s id</extracomment>
        <translation>écriture du chapitre %1 sur %2 en PDF : %3</translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) written as PDF to %1</source>
        <translation>
            <numerusform>%n chapitre écrit en PDF dans %1</numerusform>
            <numerusform>%n chapitres écrits en PDF dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>write a new, valid chapter pack to start from</source>
        <translation>écrire un nouveau pack de chapitres valide pour commencer</translation>
    </message>
    <message>
        <source>missing command (expected one of: %1; see &apos;attention-atlas-cli --help&apos;)</source>
        <translation>commande manquante (attendu l’une de : %1 ; voir « attention-atlas-cli --help »)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (expected one of: %2)</source>
        <translation>commande inconnue « %1 » (attendu l’une de : %2)</translation>
    </message>
    <message>
        <source>print the JSON Schema of pack.json, with every question kind installed</source>
        <translation>afficher le schéma JSON de pack.json, avec chaque sorte de question installée</translation>
    </message>
</context>
</TS>
