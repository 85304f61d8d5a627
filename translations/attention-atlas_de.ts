<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AttentionCommand</name>
    <message>
        <source>a value is too large for %1 precision</source>
        <translation>ein Wert ist für %1-Genauigkeit zu groß</translation>
    </message>
    <message>
        <source>the values are too large: the computation overflowed in %1 precision (scale the inputs down or raise the temperature)</source>
        <translation>die Werte sind zu groß: Die Berechnung in %1-Genauigkeit ist übergelaufen (verkleinern Sie die Eingaben oder erhöhen Sie die Temperatur)</translation>
    </message>
    <message>
        <source>the gradients overflowed: the values are too large</source>
        <translation>die Gradienten sind übergelaufen: Die Werte sind zu groß</translation>
    </message>
    <message>
        <source>Read the request from &lt;file&gt;.</source>
        <translation>Anfrage aus &lt;Datei&gt; lesen.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Computes multi-head self-attention for one JSON request (standard input or --input) and writes every intermediate, and gradients when grad_output is given, as JSON. Optional: rotary positions, ALiBi biases, key/value heads shared by groups of query heads. With &quot;trace&quot;: false only the output and the gradients of x and the weights are computed, by the tiled kernel, for up to 16384 positions.</source>
        <translation>Berechnet Multi-Head-Self-Attention für eine JSON-Anfrage (Standardeingabe oder --input) und gibt alle Zwischenergebnisse – und die Gradienten, wenn grad_output angegeben ist – als JSON aus. Optional: rotierende Positionen (RoPE), ALiBi-Biases, Key/Value-Köpfe, die sich Gruppen von Query-Köpfen teilen. Mit &quot;trace&quot;: false werden nur die Ausgabe und die Gradienten von x und den Gewichten berechnet, vom gekachelten Kernel, für bis zu 16384 Positionen.</translation>
    </message>
    <message>
        <source>a score reaches %1; in float precision scores beyond %2 are known only to %3 or worse, too coarse for the softmax (use &quot;double&quot;)</source>
        <translation>ein Score erreicht %1; in float-Genauigkeit sind Scores jenseits von %2 nur auf %3 oder gröber bekannt, zu grob für den Softmax (verwenden Sie „double“)</translation>
    </message>
</context>
<context>
    <name>AttentionRequest</name>
    <message>
        <source>missing (a required matrix)</source>
        <translation>fehlt (eine erforderliche Matrix)</translation>
    </message>
    <message>
        <source>expected %1 (%2), got %3</source>
        <translation>erwartet: %1 (%2), erhalten: %3</translation>
    </message>
    <message>
        <source>missing (the number of heads, an integer ≥ 1)</source>
        <translation>fehlt (die Anzahl der Köpfe, eine ganze Zahl ≥ 1)</translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of heads = %2 columns (d_model × heads·dk), got %3</source>
        <translation>erwartet: d_model = %1 Zeilen und ein Vielfaches von heads = %2 Spalten (d_model × heads·dk), erhalten: %3</translation>
    </message>
    <message>
        <source>d_model × heads·dk</source>
        <translation>d_model × heads·dk</translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of heads = %2 columns (d_model × heads·dv), got %3</source>
        <translation>erwartet: d_model = %1 Zeilen und ein Vielfaches von heads = %2 Spalten (d_model × heads·dv), erhalten: %3</translation>
    </message>
    <message>
        <source>expected a non-empty array of heads, each {&quot;q&quot;, &quot;k&quot;, &quot;v&quot;}, got %1</source>
        <translation>erwartet: ein nicht leeres Array von Köpfen, jeder {&quot;q&quot;, &quot;k&quot;, &quot;v&quot;}, erhalten: %1</translation>
    </message>
    <message>
        <source>expected at most %1 heads, got %2</source>
        <translation>erwartet: höchstens %1 Köpfe, erhalten: %2</translation>
    </message>
    <message>
        <source>expected %1, the number of entries in inputs, got %2</source>
        <translation>erwartet: %1, die Anzahl der Einträge in inputs, erhalten: %2</translation>
    </message>
    <message>
        <source>T × dk, T as in inputs[0]</source>
        <translation>T × dk, T wie in inputs[0]</translation>
    </message>
    <message>
        <source>T × dk, as q</source>
        <translation>T × dk, wie q</translation>
    </message>
    <message>
        <source>T × dv</source>
        <translation>T × dv</translation>
    </message>
    <message>
        <source>T = %1 is beyond this tool&apos;s limit of %2 positions</source>
        <translation>T = %1 überschreitet die Grenze dieses Werkzeugs von %2 Positionen</translation>
    </message>
    <message>
        <source>heads·T² = %1 score entries is beyond this tool&apos;s limit of %2</source>
        <translation>heads·T² = %1 Score-Einträge überschreiten die Grenze dieses Werkzeugs von %2</translation>
    </message>
    <message>
        <source>heads·dv × d_out</source>
        <translation>heads·dv × d_out</translation>
    </message>
    <message>
        <source>expected %1 integers (one per position, T = %1), got %2</source>
        <translation>erwartet: %1 ganze Zahlen (eine pro Position, T = %1), erhalten: %2</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got %1</source>
        <translation>erwartet: eine Zahl &gt; 0, erhalten: %1</translation>
    </message>
    <message>
        <source>expected &quot;double&quot; or &quot;float&quot;, got &quot;%1&quot;</source>
        <translation>erwartet: &quot;double&quot; oder &quot;float&quot;, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>T × d_out, the shape of the output</source>
        <translation>T × d_out, die Form der Ausgabe</translation>
    </message>
    <message>
        <source>not allowed together with inputs (give either x and the projections, or per-head inputs)</source>
        <translation>nicht zusammen mit inputs erlaubt (geben Sie entweder x und die Projektionen an oder Eingaben pro Kopf)</translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of kv_heads = %2 columns (d_model × kv_heads·dk), got %3</source>
        <translation>erwartet: d_model = %1 Zeilen und ein Vielfaches von kv_heads = %2 Spalten (d_model × kv_heads·dk), erhalten: %3</translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of kv_heads = %2 columns (d_model × kv_heads·dv), got %3</source>
        <translation>erwartet: d_model = %1 Zeilen und ein Vielfaches von kv_heads = %2 Spalten (d_model × kv_heads·dv), erhalten: %3</translation>
    </message>
    <message>
        <source>expected a divisor of heads = %1 (query heads share key/value heads in equal groups), got %2</source>
        <translation>erwartet: ein Teiler von heads = %1 (Query-Köpfe teilen sich Key/Value-Köpfe in gleich großen Gruppen), erhalten: %2</translation>
    </message>
    <message>
        <source>expected an even dk (the rotation turns coordinate pairs), got dk = %1</source>
        <translation>erwartet: ein gerades dk (die Rotation dreht Koordinatenpaare), erhalten: dk = %1</translation>
    </message>
    <message>
        <source>expected an even dk in every head (the rotation turns coordinate pairs), got dk = %1 in inputs[%2]</source>
        <translation>erwartet: ein gerades dk in jedem Kopf (die Rotation dreht Koordinatenpaare), erhalten: dk = %1 in inputs[%2]</translation>
    </message>
    <message>
        <source>not allowed together with inputs (each per-head input has its own k and v; shared key/value heads need x and the projections)</source>
        <translation>nicht zusammen mit inputs erlaubt (jede Eingabe pro Kopf hat ihre eigenen k und v; geteilte Key/Value-Köpfe brauchen x und die Projektionen)</translation>
    </message>
    <message>
        <source>false needs x and the projections wq, wk, wv (the per-head form inputs is always traced)</source>
        <translation>false braucht x und die Projektionen wq, wk, wv (die Form pro Kopf, inputs, liefert immer alle Zwischenergebnisse)</translation>
    </message>
    <message>
        <source>the response would hold %1 numbers, beyond this tool&apos;s limit of %2 (JSON is the wrong medium for more)</source>
        <translation>die Antwort enthielte %1 Zahlen, mehr als die Grenze dieses Werkzeugs von %2 (für mehr ist JSON das falsche Medium)</translation>
    </message>
    <message>
        <source>heads·T·T_k = %1 score entries is beyond this tool&apos;s limit of %2</source>
        <translation>heads·T·T_k = %1 Score-Einträge überschreiten die Grenze dieses Werkzeugs von %2</translation>
    </message>
    <message>
        <source>true needs a context of T = %1 rows (query i reads context rows ≤ i), got %2: a context of another length has no order relative to the queries</source>
        <translation>true braucht einen context mit T = %1 Zeilen (Query i liest die context-Zeilen ≤ i), erhalten: %2 – ein context anderer Länge hat keine Reihenfolge gegenüber den Queries</translation>
    </message>
    <message>
        <source>not allowed together with context (it describes positions within one sequence)</source>
        <translation>nicht zusammen mit context erlaubt (es beschreibt Positionen innerhalb einer Sequenz)</translation>
    </message>
    <message>
        <source>not allowed together with inputs (cross-attention needs x and the projections: keys and values are the context times wk and wv)</source>
        <translation>nicht zusammen mit inputs erlaubt (Cross-Attention braucht x und die Projektionen: Keys und Values sind context mal wk bzw. wv)</translation>
    </message>
    <message>
        <source>not available with &quot;trace&quot;: false (cross-attention is answered traced)</source>
        <translation>nicht verfügbar mit &quot;trace&quot;: false (Cross-Attention liefert immer alle Zwischenergebnisse)</translation>
    </message>
    <message>
        <source>expected d_model = %1 columns (as x: wk and wv take it), got %2</source>
        <translation>erwartet: d_model = %1 Spalten (wie x: wk und wv werden darauf angewandt), erhalten: %2</translation>
    </message>
    <message>
        <source>not available with &quot;trace&quot;: false (padding is answered traced)</source>
        <translation>nicht verfügbar mit &quot;trace&quot;: false (Padding liefert immer alle Zwischenergebnisse)</translation>
    </message>
    <message>
        <source>expected an array of %1 booleans (one per key, true = padding), got %2</source>
        <translation>erwartet: ein Array von %1 Wahrheitswerten (einer pro Key, true = Padding), erhalten: %2</translation>
    </message>
    <message>
        <source>expected %1 booleans (one per key, T_k = %1), got %2</source>
        <translation>erwartet: %1 Wahrheitswerte (einer pro Key, T_k = %1), erhalten: %2</translation>
    </message>
    <message>
        <source>needs the causal mask (query i reads keys i − W + 1 … i), but causal is false</source>
        <translation>braucht die kausale Maske (Query i liest die Keys i − W + 1 … i), aber causal ist false</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>missing (%1)</source>
        <translation>fehlt (%1)</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2 (%3), got &apos;%4&apos;</source>
        <translation>erwartet: eine ganze Zahl von %1 bis %2 (%3), erhalten: „%4“</translation>
    </message>
    <message>
        <source>missing (one of %1)</source>
        <translation>fehlt (eines von %1)</translation>
    </message>
    <message>
        <source>expected one of %1, got &apos;%2&apos;</source>
        <translation>erwartet: eines von %1, erhalten: „%2“</translation>
    </message>
    <message>
        <source>Sequence length T (required).</source>
        <translation>Sequenzlänge T (erforderlich).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Number of heads H (required).</source>
        <translation>Anzahl der Köpfe H (erforderlich).</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Query/key width per head (required).</source>
        <translation>Query-/Key-Breite je Kopf (erforderlich).</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Value width per head (default: dk).</source>
        <translation>Value-Breite je Kopf (Standard: dk).</translation>
    </message>
    <message>
        <source>mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>forward, or backward: forward and backward together (required).</source>
        <translation>forward, oder backward: Vorwärts- und Rückwärtsdurchlauf zusammen (erforderlich).</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>float or double (required).</source>
        <translation>float oder double (erforderlich).</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Threads (default 1).</source>
        <translation>Threads (Standard 1).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Timed runs after one untimed run (default 5).</source>
        <translation>Gemessene Läufe nach einem ungemessenen Lauf (Standard 5).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>tiled (default) or dense.</source>
        <translation>tiled (Standard) oder dense.</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>the sequence length T</source>
        <translation>die Sequenzlänge T</translation>
    </message>
    <message>
        <source>the number of heads</source>
        <translation>die Anzahl der Köpfe</translation>
    </message>
    <message>
        <source>the query/key width</source>
        <translation>die Query-/Key-Breite</translation>
    </message>
    <message>
        <source>the value width</source>
        <translation>die Value-Breite</translation>
    </message>
    <message>
        <source>expected docs:N with 1 ≤ N ≤ T = %1 documents, got &apos;%2&apos;</source>
        <translation>erwartet: docs:N mit 1 ≤ N ≤ T = %1 Dokumenten, erhalten: „%2“</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>timed runs</source>
        <translation>gemessene Läufe</translation>
    </message>
    <message>
        <source>T·H·max(dk, dv) = %1 numbers per input matrix is beyond this tool&apos;s limit of %2</source>
        <translation>T·H·max(dk, dv) = %1 Zahlen je Eingabematrix überschreitet die Grenze dieses Werkzeugs von %2</translation>
    </message>
    <message>
        <source>the dense kernel would keep H·T² = %1 scores, beyond this tool&apos;s limit of %2 (use --kernel tiled)</source>
        <translation>der dichte Kernel würde H·T² = %1 Scores halten, mehr als die Grenze dieses Werkzeugs von %2 (verwenden Sie --kernel tiled)</translation>
    </message>
    <message>
        <source>not enough memory for these sizes</source>
        <translation>nicht genug Speicher für diese Größen</translation>
    </message>
    <message>
        <source>none, causal, docs:N — N documents of equal length (document ⌊i·N/T⌋), causal within each — or window:W — causal, each query reading its W most recent keys (required).</source>
        <translation>none, causal, docs:N – N gleich lange Dokumente (Dokument ⌊i·N/T⌋), kausal innerhalb jedes Dokuments – oder window:W – kausal, jede Query liest ihre W jüngsten Keys (erforderlich).</translation>
    </message>
    <message>
        <source>missing (none, causal, docs:N or window:W)</source>
        <translation>fehlt (none, causal, docs:N oder window:W)</translation>
    </message>
    <message>
        <source>expected window:W with 1 ≤ W ≤ T = %1 keys, got &apos;%2&apos;</source>
        <translation>erwartet: window:W mit 1 ≤ W ≤ T = %1 Keys, erhalten: „%2“</translation>
    </message>
    <message>
        <source>expected none, causal, docs:N (N documents of equal length) or window:W (W most recent keys), got &apos;%1&apos;</source>
        <translation>erwartet: none, causal, docs:N (N gleich lange Dokumente) oder window:W (die W jüngsten Keys), erhalten: „%1“</translation>
    </message>
    <message>
        <source>Measures one attention kernel on this machine and prints one JSON object: times, the useful GFLOP/s (2·(dk + dv) operations per allowed pair and head forward, 3.5 times that for forward and backward), the memory beyond inputs and outputs, the GFLOP/s of Eigen&apos;s and OpenBLAS&apos;s matrix products in the same precision measured in the same run, and the roofline: the useful GFLOP/s over the better of the two. Inputs are seeded N(0, 1).</source>
        <translation>Misst einen Attention-Kernel auf diesem Rechner und gibt ein JSON-Objekt aus: Zeiten, die nützlichen GFLOP/s (2·(dk + dv) Operationen je erlaubtem Paar und Kopf im Vorwärtsdurchlauf, das 3,5-Fache für Vorwärts- und Rückwärtsdurchlauf), den Speicher über Ein- und Ausgaben hinaus, die GFLOP/s der Matrixprodukte von Eigen und OpenBLAS in derselben Genauigkeit, im selben Lauf gemessen, und die Roofline: die nützlichen GFLOP/s im Verhältnis zum besseren der beiden. Die Eingaben sind N(0, 1) mit festem Seed.</translation>
    </message>
    <message>
        <source>The tiled kernel&apos;s tile products: eigen (default) or openblas.</source>
        <translation>Die Produkte in den Kacheln des gekachelten Kernels: eigen (Standard) oder openblas.</translation>
    </message>
    <message>
        <source>products</source>
        <translation>Produkte</translation>
    </message>
    <message>
        <source>only the tiled kernel has tile products (the dense kernel uses Eigen&apos;s)</source>
        <translation>nur der gekachelte Kernel hat Kachelprodukte (der dichte Kernel verwendet die von Eigen)</translation>
    </message>
</context>
<context>
    <name>BodyChecker</name>
    <message>
        <source>no %1 body (%2): learners see the English one</source>
        <translation>kein body für %1 (%2): Lernende sehen den englischen</translation>
    </message>
    <message>
        <source>not valid UTF-8 text</source>
        <translation>kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <source>%1 images and links, more than the limit of %2</source>
        <translation>%1 Bilder und Links, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>link to chapter &apos;%1&apos;, which this pack does not have</source>
        <translation>Link auf Kapitel „%1“, das es in diesem Paket nicht gibt</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is outside the pack: images are never loaded from the network</source>
        <translation>Bild „%1“ liegt außerhalb des Pakets: Bilder werden nie aus dem Netz geladen</translation>
    </message>
    <message>
        <source>&apos;$$&apos; opens a display formula that is never closed; it is shown as text (write \$ for a dollar sign)</source>
        <translation>„$$“ öffnet eine abgesetzte Formel, die nie geschlossen wird; sie wird als Text angezeigt (schreiben Sie \$ für ein Dollarzeichen)</translation>
    </message>
    <message>
        <source>%1 formulas, more than the limit of %2</source>
        <translation>%1 Formeln, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>in formula: %1</source>
        <translation>in der Formel: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; outside a link is shown as plain text; write [text](%1) to link to the chapter</source>
        <translation>„%1“ außerhalb eines Links wird als reiner Text angezeigt; schreiben Sie [Text](%1), um auf das Kapitel zu verlinken</translation>
    </message>
</context>
<context>
    <name>ChangeSummary</name>
    <message>
        <source>an edit of X</source>
        <translation>eine Bearbeitung von X</translation>
    </message>
    <message>
        <source>an edit of Wq</source>
        <translation>eine Bearbeitung von Wq</translation>
    </message>
    <message>
        <source>an edit of Wk</source>
        <translation>eine Bearbeitung von Wk</translation>
    </message>
    <message>
        <source>an edit of Wv</source>
        <translation>eine Bearbeitung von Wv</translation>
    </message>
    <message>
        <source>an edit of Wo</source>
        <translation>eine Bearbeitung von Wo</translation>
    </message>
    <message>
        <source>a new number of heads</source>
        <translation>eine neue Anzahl von Köpfen</translation>
    </message>
    <message>
        <source>switching the causal mask</source>
        <translation>das Umschalten der kausalen Maske</translation>
    </message>
    <message>
        <source>the attention temperature τ</source>
        <translation>eine neue Attention-Temperatur τ</translation>
    </message>
    <message>
        <source>the sampling temperature τₛ</source>
        <translation>eine neue Sampling-Temperatur τₛ</translation>
    </message>
    <message>
        <source>new random weights</source>
        <translation>neue Zufallsgewichte</translation>
    </message>
    <message>
        <source>another Wv</source>
        <translation>ein neues Wv</translation>
    </message>
    <message>
        <source>resetting the example</source>
        <translation>das Zurücksetzen des Beispiels</translation>
    </message>
    <message>
        <source>Edit any cell of X or of the weights, or change a control: every matrix below is recomputed at once, and the cells your change moved are outlined for a moment.</source>
        <translation>Bearbeiten Sie eine beliebige Zelle von X oder der Gewichte oder ändern Sie eine Einstellung: Jede Matrix darunter wird sofort neu berechnet, und die Zellen, die Ihre Änderung bewegt hat, werden kurz umrandet.</translation>
    </message>
    <message>
        <source>Your last change, %1, changed the shapes: nothing is compared cell by cell.</source>
        <extracomment>%1 names the change, e.g. &quot;a new number of heads&quot;.</extracomment>
        <translation>Ihre letzte Änderung, %1, hat die Formen verändert: Es wird nichts Zelle für Zelle verglichen.</translation>
    </message>
    <message>
        <source>head %1 (by up to %2)</source>
        <extracomment>One head whose attention weights moved, e.g. &quot;head 2 (by up to 0.12)&quot;.</extracomment>
        <translation>Kopf %1 (um bis zu %2)</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>A unchanged in every head, bit for bit</source>
        <translation>A in jedem Kopf unverändert, Bit für Bit</translation>
    </message>
    <message>
        <source>A moved in %1</source>
        <extracomment>%1 lists the heads, e.g. &quot;head 1 (by up to 0.3), head 2 (by up to 0.1)&quot;.</extracomment>
        <translation>A bewegte sich in %1</translation>
    </message>
    <message>
        <source>A moved in %1, not in %2</source>
        <extracomment>%1 lists the heads that moved, %2 those that did not.</extracomment>
        <translation>A bewegte sich in %1, nicht in %2</translation>
    </message>
    <message>
        <source>MHA(X) unchanged</source>
        <translation>MHA(X) unverändert</translation>
    </message>
    <message>
        <source>MHA(X) by up to %1</source>
        <translation>MHA(X) um bis zu %1</translation>
    </message>
    <message>
        <source>p unchanged</source>
        <translation>p unverändert</translation>
    </message>
    <message>
        <source>p by up to %1</source>
        <translation>p um bis zu %1</translation>
    </message>
    <message>
        <source>Your last change, %1: %2; %3; %4.</source>
        <extracomment>%1 names the change (&quot;an edit of X&quot;); %2 what it did to A, %3 to the layer output, %4 to the next-token distribution.</extracomment>
        <translation>Ihre letzte Änderung, %1: %2; %3; %4.</translation>
    </message>
    <message>
        <source>The cells it changed are outlined in every view.</source>
        <translation>Die Zellen, die sie geändert hat, sind in jeder Ansicht umrandet.</translation>
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
        <translation>das Kapitel wurde noch nicht geöffnet</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>The footer of every page of a printed handout</extracomment>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Figures from the lab</source>
        <extracomment>The heading above a chapter&apos;s figures in a printed handout</extracomment>
        <translation>Abbildungen aus dem Labor</translation>
    </message>
    <message>
        <source>no pack is open</source>
        <translation>kein Paket geöffnet</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Check your understanding</source>
        <extracomment>The heading above a chapter&apos;s questions in a printed handout.</extracomment>
        <translation>Prüfen Sie Ihr Verständnis</translation>
    </message>
</context>
<context>
    <name>ChoiceChecks</name>
    <message>
        <source>all %1 single-choice questions that keep their written order (&quot;shuffle&quot;: false) have their answer at index %2, so a learner can guess them by position; move some of those answers, or let the questions shuffle</source>
        <extracomment>%1: how many questions; %2: a choice index, counted from 0 as in &quot;answer&quot;.</extracomment>
        <translation>alle %1 Einfachauswahlfragen, die ihre geschriebene Reihenfolge behalten (&quot;shuffle&quot;: false), haben ihre Antwort an Index %2, sodass Lernende sie an der Stelle erraten können; verschieben Sie einige dieser Antworten, oder lassen Sie die Fragen mischen</translation>
    </message>
</context>
<context>
    <name>ChoiceQuestionKind</name>
    <message>
        <source>Choose one answer.</source>
        <translation>Wählen Sie eine Antwort.</translation>
    </message>
    <message>
        <source>Choose at least one answer.</source>
        <translation>Wählen Sie mindestens eine Antwort.</translation>
    </message>
    <message>
        <source>Choose exactly one answer.</source>
        <translation>Wählen Sie genau eine Antwort.</translation>
    </message>
    <message>
        <source>Choice %1 does not exist.</source>
        <translation>Antwortoption %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>choice %1</source>
        <extracomment>A choice index the question does not have.</extracomment>
        <translation>Auswahl %1</translation>
    </message>
    <message>
        <source>nothing chosen</source>
        <extracomment>When nothing was chosen.</extracomment>
        <translation>nichts gewählt</translation>
    </message>
    <message numerus="yes">
        <source>skipped: %n answer(s); a pack question has 2 to %1 choices</source>
        <translation>
            <numerusform>übersprungen: %n Antwort; eine Frage eines Pakets hat 2 bis %1 Auswahlen</numerusform>
            <numerusform>übersprungen: %n Antworten; eine Frage eines Pakets hat 2 bis %1 Auswahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>answer %1</source>
        <translation>Antwort %1</translation>
    </message>
    <message>
        <source>the feedback of answer %1</source>
        <translation>die Rückmeldung zu Antwort %1</translation>
    </message>
    <message>
        <source>skipped: answer %1 has no text</source>
        <translation>übersprungen: Antwort %1 hat keinen Text</translation>
    </message>
    <message>
        <source>skipped: no answer is fully correct (100%)</source>
        <translation>übersprungen: keine Antwort ist ganz richtig (100&#xa0;%)</translation>
    </message>
    <message>
        <source>skipped: %1 answers are fully correct; a single-answer question has one</source>
        <translation>übersprungen: %1 Antworten sind ganz richtig; eine Frage mit einer Antwort hat nur eine</translation>
    </message>
    <message>
        <source>skipped: no answer has a positive weight</source>
        <translation>übersprungen: keine Antwort hat ein positives Gewicht</translation>
    </message>
    <message>
        <source>True</source>
        <extracomment>A choice of a true/false question imported from Moodle.</extracomment>
        <translation>Wahr</translation>
    </message>
    <message>
        <source>False</source>
        <translation>Falsch</translation>
    </message>
    <message>
        <source>the feedback for True</source>
        <translation>die Rückmeldung zu Wahr</translation>
    </message>
    <message>
        <source>the feedback for False</source>
        <translation>die Rückmeldung zu Falsch</translation>
    </message>
    <message>
        <source>skipped: a true/false question needs the answers true and false, one of them at 100%</source>
        <translation>übersprungen: eine Wahr/Falsch-Frage braucht die Antworten true und false, eine davon mit 100&#xa0;%</translation>
    </message>
    <message>
        <source>the feedback of choice %1</source>
        <translation>die Rückmeldung zu Auswahl %1</translation>
    </message>
    <message>
        <source>answer %1 takes away %2 of the credit; a pack question&apos;s credit is 0 at least, so it gives 0</source>
        <translation>Antwort %1 zieht %2 der Punkte ab; die Punkte einer Paketfrage sind mindestens 0, also gibt sie 0</translation>
    </message>
    <message>
        <source>the correct answers weigh %1, not 100% in all; every answer of positive weight is imported as correct, graded all-or-nothing</source>
        <translation>die richtigen Antworten wiegen %1, zusammen nicht 100 %; jede Antwort mit positivem Gewicht wird als richtig importiert, bewertet nach alles oder nichts</translation>
    </message>
</context>
<context>
    <name>ChoiceQuestionReader</name>
    <message>
        <source>missing (at least two choices)</source>
        <translation>fehlt (mindestens zwei Antwortoptionen)</translation>
    </message>
    <message>
        <source>expected an array of choices, got %1</source>
        <translation>erwartet: ein Array von Antwortoptionen, erhalten: %1</translation>
    </message>
    <message>
        <source>expected 2 to %1 choices, got %2</source>
        <translation>erwartet: 2 bis %1 Antwortoptionen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a choice: {&quot;text&quot;: …, &quot;feedback&quot;: …} or a text, got %1</source>
        <translation>erwartet: eine Antwortoption {&quot;text&quot;: …, &quot;feedback&quot;: …} oder ein Text, erhalten: %1</translation>
    </message>
    <message>
        <source>the same text as an earlier choice</source>
        <translation>derselbe Text wie bei einer früheren Antwortoption</translation>
    </message>
    <message>
        <source>missing (the index of the correct choice, from 0)</source>
        <translation>fehlt (der Index der richtigen Antwortoption, ab 0)</translation>
    </message>
    <message>
        <source>missing (the indices of the correct choices, from 0)</source>
        <translation>fehlt (die Indizes der richtigen Antwortoptionen, ab 0)</translation>
    </message>
    <message>
        <source>expected a choice index from 0 to %1, got %2</source>
        <translation>erwartet: ein Optionsindex von 0 bis %1, erhalten: %2</translation>
    </message>
    <message>
        <source>choice %1 is listed twice</source>
        <translation>Antwortoption %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>expected at least one correct choice</source>
        <translation>erwartet: mindestens eine richtige Antwortoption</translation>
    </message>
    <message>
        <source>expected the credit from 0 to 1 (0.5 is half), got %1</source>
        <translation>erwartet: die Punkte von 0 bis 1 (0.5 ist die Hälfte), erhalten: %1</translation>
    </message>
    <message>
        <source>expected the credit from -1 to 1 (a wrong choice may take credit away), got %1</source>
        <translation>erwartet: die Punkte von -1 bis 1 (eine falsche Wahl darf Punkte abziehen), erhalten: %1</translation>
    </message>
    <message>
        <source>the answer gives full credit: its fraction is 1 (or leave it out), got %1</source>
        <translation>die Antwort gibt volle Punktzahl: ihr Anteil ist 1 (oder weglassen), erhalten: %1</translation>
    </message>
    <message>
        <source>only the answer gives full credit: a fraction of 1 here makes it a second answer</source>
        <translation>nur die Antwort gibt volle Punktzahl: ein Anteil von 1 machte diese Wahl zu einer zweiten Antwort</translation>
    </message>
    <message>
        <source>a correct choice of a question whose choices have fractions needs a positive fraction</source>
        <translation>eine richtige Wahl einer Frage, deren Wahlmöglichkeiten Anteile haben, braucht einen positiven Anteil</translation>
    </message>
    <message>
        <source>a choice that is not in &quot;answer&quot; gives no credit: its fraction is 0 or below, got %1</source>
        <translation>eine Wahl, die nicht in &quot;answer&quot; steht, gibt keine Punkte: ihr Anteil ist 0 oder kleiner, erhalten: %1</translation>
    </message>
    <message>
        <source>the fractions of the correct choices add up to %1; they must add up to 1</source>
        <translation>die Anteile der richtigen Wahlmöglichkeiten ergeben zusammen %1; sie müssen 1 ergeben</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>no such file or folder</source>
        <translation>Datei oder Ordner existiert nicht</translation>
    </message>
    <message>
        <source>more than %1 results files: this one and those after it are not read</source>
        <extracomment>%1: how many files are read</extracomment>
        <translation>mehr als %1 Ergebnisdateien: diese und die folgenden werden nicht gelesen</translation>
    </message>
    <message>
        <source>results of the pack &apos;%1&apos;, not of &apos;%2&apos; like the first ones</source>
        <extracomment>%1, %2: pack ids</extracomment>
        <translation>Ergebnisse des Pakets „%1“, nicht wie die ersten von „%2“</translation>
    </message>
    <message>
        <source>learner &apos;%1&apos; again: the later export, %2, is counted</source>
        <extracomment>%1: a learner id; %2: the file whose results are counted</extracomment>
        <translation>Lernenden-ID „%1“ erneut: der spätere Export, %2, wird gezählt</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>larger than %1 bytes: not a results file</source>
        <extracomment>%1: a size in bytes</extracomment>
        <translation>größer als %1 Bytes: keine Ergebnisdatei</translation>
    </message>
    <message>
        <source>neither .json nor .csv</source>
        <translation>weder .json noch .csv</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2 (a file cut short?)</source>
        <extracomment>%1: what is wrong; %2: a byte offset</extracomment>
        <translation>kein JSON: %1 bei Byte %2 (eine abgeschnittene Datei?)</translation>
    </message>
    <message>
        <source>not quiz results: expected &quot;format&quot;: 1 and &quot;questions&quot;, as the quiz&apos;s Export results writes them</source>
        <translation>keine Quizergebnisse: erwartet &quot;format&quot;: 1 und &quot;questions&quot;, wie sie „Exportieren…“ im Quiz schreibt</translation>
    </message>
    <message>
        <source>question %1 has no id</source>
        <translation>Frage %1 hat keine ID</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; is there twice</source>
        <translation>Frage „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: a credit of %2, not between 0 and 1</source>
        <translation>Frage „%1“: ein Punktwert von %2, nicht zwischen 0 und 1</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: the credit is not a number</source>
        <translation>Frage „%1“: der Punktwert ist keine Zahl</translation>
    </message>
    <message>
        <source>not CSV: a quoted field does not end (a file cut short?)</source>
        <translation>kein CSV: ein Feld in Anführungszeichen endet nicht (eine abgeschnittene Datei?)</translation>
    </message>
    <message>
        <source>not quiz results: expected the columns &quot;question id&quot; and &quot;credit&quot;, as the quiz&apos;s Export results writes them</source>
        <translation>keine Quizergebnisse: erwartet die Spalten &quot;question id&quot; und &quot;credit&quot;, wie sie „Exportieren…“ im Quiz schreibt</translation>
    </message>
    <message>
        <source>line %1 has %2 fields, the header %3 (a file cut short?)</source>
        <extracomment>%1: a line number; %2, %3: numbers of fields</extracomment>
        <translation>Zeile %1 hat %2 Felder, die Kopfzeile %3 (eine abgeschnittene Datei?)</translation>
    </message>
    <message>
        <source>line %1 has no question id</source>
        <translation>Zeile %1 hat keine Frage-ID</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: a credit of &apos;%2&apos;, not a number between 0 and 1</source>
        <translation>Frage „%1“: ein Punktwert von „%2“, keine Zahl zwischen 0 und 1</translation>
    </message>
</context>
<context>
    <name>ClozeQuestionKind</name>
    <message>
        <source>skipped: %1 embedded answers in the text; a pack cloze question has 1 to %2</source>
        <translation>übersprungen: %1 eingebettete Antworten im Text; eine Cloze-Frage eines Pakets hat 1 bis %2</translation>
    </message>
    <message>
        <source>gap %1&apos;s weight %2 is taken as %3: a pack gap weighs 1 to %4</source>
        <translation>das Gewicht %2 der Lücke %1 wird als %3 genommen: eine Lücke eines Pakets wiegt 1 bis %4</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; skipped: GIFT has no embedded answers (a cloze question); export it to Moodle XML</source>
        <translation>Frage „%1“ übersprungen: GIFT kennt keine eingebetteten Antworten (eine Cloze-Frage); exportieren Sie sie als Moodle XML</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: gap %2&apos;s unit is left out: Moodle&apos;s embedded answers have no units</source>
        <translation>Frage „%1“: die Einheit der Lücke %2 entfällt: Moodles eingebettete Antworten haben keine Einheiten</translation>
    </message>
    <message>
        <source>skipped: gap %1 has more than %2 answers</source>
        <translation>übersprungen: die Lücke %1 hat mehr als %2 Antworten</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>unexpected argument: %1</source>
        <translation>unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>%1 (line %2, column %3)</source>
        <extracomment>%1: what is wrong; %2, %3: line and column in the request</extracomment>
        <translation>%1 (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>expected a JSON object, got %1</source>
        <translation>erwartet: ein JSON-Objekt, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got &apos;%3&apos;</source>
        <translation>erwartet: eine ganze Zahl von %1 bis %2, erhalten: „%3“</translation>
    </message>
</context>
<context>
    <name>DecodingCorpus</name>
    <message>
        <source>&quot;%1&quot; is not a word of the corpus: the decoder knows only the corpus&apos;s words</source>
        <extracomment>%1 a word of the prompt that is not in the corpus.</extracomment>
        <translation>„%1“ ist kein Wort des Korpus: Der Decoder kennt nur die Wörter des Korpus</translation>
    </message>
</context>
<context>
    <name>DecodingParams</name>
    <message>
        <source>expected an array of sentences, got %1</source>
        <translation>erwartet ein Array von Sätzen, erhalten: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 sentences, got %2</source>
        <translation>erwartet 1 bis %1 Sätze, erhalten: %2</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation>erwartet höchstens %1 Zeichen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a sentence with at least one word, got an empty one</source>
        <translation>erwartet einen Satz mit mindestens einem Wort, erhalten: einen leeren</translation>
    </message>
    <message>
        <source>expected at most %1 distinct words (the decoder&apos;s vocabulary), got %2</source>
        <translation>erwartet höchstens %1 verschiedene Wörter (das Vokabular des Decoders), erhalten: %2</translation>
    </message>
    <message>
        <source>expected at most %1 words, got %2</source>
        <translation>erwartet höchstens %1 Wörter, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a sampling temperature from %1 to %2, got %3</source>
        <translation>erwartet eine Sampling-Temperatur von %1 bis %2, erhalten: %3</translation>
    </message>
</context>
<context>
    <name>EncodersParams</name>
    <message>
        <source>Type %1 to %2 words separated by spaces (%3 now).</source>
        <extracomment>%1 and %2 the fewest and most words, %3 how many were typed.</extracomment>
        <translation>Geben Sie %1 bis %2 Wörter ein, durch Leerzeichen getrennt (jetzt %3).</translation>
    </message>
    <message>
        <source>Each word may have at most %1 characters; “%2” has more.</source>
        <extracomment>%1 the longest word allowed, %2 the word typed.</extracomment>
        <translation>Jedes Wort darf höchstens %1 Zeichen haben; „%2“ hat mehr.</translation>
    </message>
    <message>
        <source>expected an array of %1 to %2 words, got %3</source>
        <translation>erwartet: ein Array von %1 bis %2 Wörtern, erhalten: %3</translation>
    </message>
    <message>
        <source>expected %1 to %2 words, got %3</source>
        <translation>erwartet: %1 bis %2 Wörter, erhalten: %3</translation>
    </message>
    <message>
        <source>expected a word of 1 to %1 characters without spaces, got &apos;%2&apos;</source>
        <translation>erwartet: ein Wort mit 1 bis %1 Zeichen ohne Leerzeichen, erhalten: „%2“</translation>
    </message>
    <message>
        <source>expected an array of at most %1 groups of words that mean the same, e.g. [[&quot;cat&quot;, &quot;chat&quot;]]</source>
        <translation>erwartet: ein Array von höchstens %1 Gruppen gleichbedeutender Wörter, z. B. [[&quot;cat&quot;, &quot;chat&quot;]]</translation>
    </message>
    <message>
        <source>expected 1 to %1 sequence lengths, got none</source>
        <translation>erwartet: 1 bis %1 Sequenzlängen, erhalten: keine</translation>
    </message>
    <message>
        <source>expected a length from 1 to %1, got %2</source>
        <translation>erwartet: eine Länge von 1 bis %1, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a sharpness from %1 to %2, got %3</source>
        <translation>erwartet: eine Schärfe von %1 bis %2, erhalten: %3</translation>
    </message>
</context>
<context>
    <name>FigureExporter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot encode the figure as PNG.</source>
        <translation>Die Abbildung kann nicht als PNG kodiert werden.</translation>
    </message>
    <message>
        <source>Exported from Attention Atlas</source>
        <translation>Exportiert aus Attention Atlas</translation>
    </message>
    <message>
        <source>Cannot create the SVG file.</source>
        <translation>Die SVG-Datei kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Only matrices can be saved as CSV.</source>
        <translation>Nur Matrizen können als CSV gespeichert werden.</translation>
    </message>
    <message>
        <source>Unknown file type &apos;%1&apos;: use .png, .svg or .csv.</source>
        <translation>Unbekannter Dateityp „%1“: Verwenden Sie .png, .svg oder .csv.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>SVG-Vektorgrafik (*.svg)</translation>
    </message>
    <message>
        <source>CSV numbers (*.csv)</source>
        <translation>CSV-Zahlen (*.csv)</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>Export Figure…</source>
        <translation>Abbildung exportieren…</translation>
    </message>
    <message>
        <source>Copy Numbers</source>
        <translation>Zahlen kopieren</translation>
    </message>
</context>
<context>
    <name>FormulaParser</name>
    <message>
        <source>the formula has %1 characters, more than the limit of %2</source>
        <translation>die Formel hat %1 Zeichen, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>empty formula</source>
        <translation>leere Formel</translation>
    </message>
    <message>
        <source>the formula is nested deeper than %1 levels</source>
        <translation>die Formel ist tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>unbalanced braces: this &apos;{&apos; is never closed</source>
        <translation>Klammern nicht ausgeglichen: Dieses „{“ wird nie geschlossen</translation>
    </message>
    <message>
        <source>the &apos;[&apos; opening the index of \sqrt is never closed with &apos;]&apos;</source>
        <translation>das „[“, das den Index von \sqrt öffnet, wird nie mit „]“ geschlossen</translation>
    </message>
    <message>
        <source>\left without a matching \right</source>
        <translation>\left ohne passendes \right</translation>
    </message>
    <message>
        <source>\left without a matching \right before the group closes</source>
        <translation>\left ohne passendes \right vor dem Ende der Gruppe</translation>
    </message>
    <message>
        <source>unbalanced braces: &apos;}&apos; without a matching &apos;{&apos;</source>
        <translation>Klammern nicht ausgeglichen: „}“ ohne passendes „{“</translation>
    </message>
    <message>
        <source>\right without a matching \left</source>
        <translation>\right ohne passendes \left</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a special meaning in TeX; write \%1 for the character itself</source>
        <translation>„%1“ hat in TeX eine besondere Bedeutung; schreiben Sie \%1 für das Zeichen selbst</translation>
    </message>
    <message>
        <source>the character U+%1 cannot be typeset</source>
        <translation>das Zeichen U+%1 kann nicht gesetzt werden</translation>
    </message>
    <message>
        <source>a broken UTF-16 surrogate at this character</source>
        <translation>ein defektes UTF-16-Surrogat an diesem Zeichen</translation>
    </message>
    <message>
        <source>double superscript: group it, e.g. x^{ab} or {x^a}^b</source>
        <translation>doppelte Hochstellung: Gruppieren Sie sie, z. B. x^{ab} oder {x^a}^b</translation>
    </message>
    <message>
        <source>double subscript: group it, e.g. x_{ij} or {x_i}_j</source>
        <translation>doppelte Tiefstellung: Gruppieren Sie sie, z. B. x_{ij} oder {x_i}_j</translation>
    </message>
    <message>
        <source>missing second argument for %1</source>
        <translation>zweites Argument für %1 fehlt</translation>
    </message>
    <message>
        <source>missing argument for %1</source>
        <translation>Argument für %1 fehlt</translation>
    </message>
    <message>
        <source>missing argument for %1 (write %1{…})</source>
        <translation>Argument für %1 fehlt (schreiben Sie %1{…})</translation>
    </message>
    <message>
        <source>unknown command &apos;\%1&apos; inside %2{…} (only \{ \} \_ \% \$ \# \&amp; are allowed there)</source>
        <translation>unbekannter Befehl „\%1“ in %2{…} (dort sind nur \{ \} \_ \% \$ \# \&amp; erlaubt)</translation>
    </message>
    <message>
        <source>missing delimiter after %1 (one of ( ) [ ] | \| \{ \} \langle \rangle, or . for none)</source>
        <translation>Begrenzer nach %1 fehlt (einer von ( ) [ ] | \| \{ \} \langle \rangle oder . für keinen)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after %2 is not a delimiter (use one of ( ) [ ] | \| \{ \} \langle \rangle, or . for none)</source>
        <translation>„%1“ nach %2 ist kein Begrenzer (verwenden Sie einen von ( ) [ ] | \| \{ \} \langle \rangle oder . für keinen)</translation>
    </message>
    <message>
        <source>a lone &apos;\&apos; at the end of the formula</source>
        <translation>ein einzelnes „\“ am Ende der Formel</translation>
    </message>
    <message>
        <source>unknown command &apos;\%1&apos;</source>
        <translation>unbekannter Befehl „\%1“</translation>
    </message>
</context>
<context>
    <name>GapQuestionKind</name>
    <message>
        <source>missing (the gaps the prompt marks [[1]], [[2]], …: [{…}, …])</source>
        <translation>fehlt (die Lücken, die der Fragetext mit [[1]], [[2]], … markiert: [{…}, …])</translation>
    </message>
    <message>
        <source>expected an array of gaps, got %1</source>
        <translation>erwartet ein Array von Lücken, erhalten: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 gaps, got %2</source>
        <translation>erwartet 1 bis %1 Lücken, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a gap {…}, got %1</source>
        <translation>erwartet eine Lücke {…}, erhalten: %1</translation>
    </message>
    <message>
        <source>expected the gap&apos;s kind, one of %1</source>
        <translation>erwartet die Art der Lücke, eine von %1</translation>
    </message>
    <message>
        <source>expected the gap&apos;s share of the credit, a whole number from 1 to %1</source>
        <translation>erwartet den Anteil der Lücke an den Punkten, eine ganze Zahl von 1 bis %1</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>%1 is there %2 times</source>
        <translation>%1 steht %2-mal da</translation>
    </message>
    <message>
        <source>%1 marks no gap</source>
        <translation>%1 markiert keine Lücke</translation>
    </message>
    <message numerus="yes">
        <source>expected each of the %n gap(s) marked once ([[1]] …): %1</source>
        <translation>
            <numerusform>erwartet die Lücke einmal markiert ([[1]] …): %1</numerusform>
            <numerusform>erwartet jede der %n Lücken einmal markiert ([[1]] …): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill every gap.</source>
        <translation>Füllen Sie jede Lücke.</translation>
    </message>
    <message>
        <source>Gap %1: %2</source>
        <extracomment>A gap question&apos;s answer is not complete: &quot;Gap 2: Type a number.&quot;</extracomment>
        <translation>Lücke %1: %2</translation>
    </message>
    <message>
        <source>(empty)</source>
        <extracomment>A gap of a gap question left empty.</extracomment>
        <translation>(leer)</translation>
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
        <translation>übersprungen: %1 Lücken im Text; eine Lückenauswahl-Frage eines Pakets hat 1 bis %2</translation>
    </message>
    <message>
        <source>skipped: the text&apos;s gap [[%1]] names no choice (there are %2)</source>
        <translation>übersprungen: die Lücke [[%1]] des Textes nennt keine Auswahl (es gibt %2)</translation>
    </message>
    <message>
        <source>choice %1</source>
        <translation>Auswahl %1</translation>
    </message>
    <message>
        <source>skipped: gap [[%1]] offers %2 choices; a pack gap offers 2 to %3</source>
        <translation>übersprungen: die Lücke [[%1]] bietet %2 Auswahlen; eine Lücke eines Pakets bietet 2 bis %3</translation>
    </message>
    <message>
        <source>gap %1, choice %2</source>
        <translation>Lücke %1, Auswahl %2</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; skipped: GIFT holds a gap-select question only with one gap and no partial credit (its missing word); export it to Moodle XML</source>
        <translation>Frage „%1“ übersprungen: GIFT fasst eine Lückenauswahl-Frage nur mit einer Lücke und ohne Teilpunkte (als fehlendes Wort); exportieren Sie sie als Moodle XML</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: Moodle&apos;s gap-select question has no feedback and no partial credit per choice: they are left out</source>
        <translation>Frage „%1“: Moodles Lückenauswahl-Frage hat kein Feedback und keine Teilpunkte pro Auswahl: sie entfallen</translation>
    </message>
</context>
<context>
    <name>GiftReader</name>
    <message>
        <source>%1: expected a number, got &apos;%2&apos;</source>
        <extracomment>GIFT import error; %1 names the number&apos;s role (&quot;the answer&quot;, &quot;the tolerance&quot;), %2 what was written.</extracomment>
        <translation>%1: Zahl erwartet, gefunden: „%2“</translation>
    </message>
    <message>
        <source>a weight is written as a percentage between %-signs, e.g. ~%50% or ~%-100%</source>
        <translation>ein Gewicht wird als Prozentsatz zwischen %-Zeichen geschrieben, z. B. ~%50% oder ~%-100%</translation>
    </message>
    <message>
        <source>a weight must be between -100% and 100%, got %1%</source>
        <translation>ein Gewicht muss zwischen -100&#xa0;% und 100&#xa0;% liegen, gefunden: %1%</translation>
    </message>
    <message>
        <source>the question&apos;s name opens with &apos;::&apos; but is not closed with &apos;::&apos;</source>
        <translation>der Name der Frage beginnt mit „::“, wird aber nicht mit „::“ geschlossen</translation>
    </message>
    <message>
        <source>&apos;}&apos; without the &apos;{&apos; that opens the answers</source>
        <translation>„}“ ohne das „{“, das die Antworten öffnet</translation>
    </message>
    <message>
        <source>the answers open with &apos;{&apos; but are not closed with &apos;}&apos;</source>
        <translation>die Antworten beginnen mit „{“, werden aber nicht mit „}“ geschlossen</translation>
    </message>
    <message>
        <source>text before the first answer: each answer starts with &apos;=&apos; (correct) or &apos;~&apos;</source>
        <translation>Text vor der ersten Antwort: jede Antwort beginnt mit „=“ (richtig) oder „~“</translation>
    </message>
    <message>
        <source>&apos;=&apos; marks the correct answer (100%); a weight goes after &apos;~&apos;, e.g. ~%50%</source>
        <translation>„=“ kennzeichnet die richtige Antwort (100&#xa0;%); ein Gewicht steht nach „~“, z. B. ~%50%</translation>
    </message>
    <message>
        <source>an answer without text</source>
        <translation>eine Antwort ohne Text</translation>
    </message>
    <message>
        <source>a multiple-choice question needs at least two answers</source>
        <translation>eine Multiple-Choice-Frage braucht mindestens zwei Antworten</translation>
    </message>
    <message>
        <source>a numerical question needs at least one answer, e.g. {#3.14:0.01}</source>
        <translation>eine numerische Frage braucht mindestens eine Antwort, z. B. {#3.14:0.01}</translation>
    </message>
    <message>
        <source>the range&apos;s lower end</source>
        <translation>die untere Grenze des Bereichs</translation>
    </message>
    <message>
        <source>the range&apos;s upper end</source>
        <translation>die obere Grenze des Bereichs</translation>
    </message>
    <message>
        <source>the range %1..%2 ends below where it starts</source>
        <translation>der Bereich %1..%2 endet unterhalb seines Anfangs</translation>
    </message>
    <message>
        <source>the answer</source>
        <translation>die Antwort</translation>
    </message>
    <message>
        <source>the tolerance</source>
        <translation>die Toleranz</translation>
    </message>
    <message>
        <source>the tolerance must be 0 or more, got %1</source>
        <translation>die Toleranz muss 0 oder größer sein, gefunden: %1</translation>
    </message>
    <message>
        <source>no blank line after $CATEGORY: Moodle would read the next lines as part of the category&apos;s name; they are read here as a question</source>
        <translation>keine Leerzeile nach $CATEGORY: Moodle würde die folgenden Zeilen als Teil des Kategorienamens lesen; hier werden sie als Frage gelesen</translation>
    </message>
    <message>
        <source>more than %1 answers in one question</source>
        <translation>mehr als %1 Antworten in einer Frage</translation>
    </message>
    <message>
        <source>more than %1 questions in one file; export them from Moodle a category at a time</source>
        <translation>mehr als %1 Fragen in einer Datei; exportieren Sie sie aus Moodle Kategorie für Kategorie</translation>
    </message>
    <message>
        <source>more than %1 answers in one file; export the questions from Moodle a category at a time</source>
        <translation>mehr als %1 Antworten in einer Datei; exportieren Sie die Fragen aus Moodle Kategorie für Kategorie</translation>
    </message>
    <message>
        <source>more than %1 errors: the file is read no further</source>
        <translation>mehr als %1 Fehler: die Datei wird nicht weiter gelesen</translation>
    </message>
    <message>
        <source>a NUL character (U+0000): a GIFT file is text; is this a binary file?</source>
        <extracomment>GIFT import error: a U+0000 character (a NUL byte) in the file; Moodle&apos;s database refuses it too.</extracomment>
        <translation>ein NUL-Zeichen (U+0000): eine GIFT-Datei ist Text; ist dies eine Binärdatei?</translation>
    </message>
    <message>
        <source>a short-answer question needs at least one answer, e.g. {=Paris}</source>
        <translation>eine Kurzantwortfrage braucht mindestens eine Antwort, z. B. {=Paris}</translation>
    </message>
    <message>
        <source>a matching pair is written &quot;item -&gt; match&quot;</source>
        <translation>ein Zuordnungspaar schreibt man „Element -&gt; Gegenstück“</translation>
    </message>
    <message>
        <source>a matching question needs at least two pairs</source>
        <translation>eine Zuordnungsfrage braucht mindestens zwei Paare</translation>
    </message>
    <message>
        <source>an ordering question&apos;s answers start with &apos;&gt;&apos; and the number of items to show, e.g. {&gt;4</source>
        <translation>die Antworten einer Anordnungsfrage beginnen mit &apos;&gt;&apos; und der Zahl der gezeigten Elemente, z. B. {&gt;4</translation>
    </message>
</context>
<context>
    <name>GradientsParams</name>
    <message>
        <source>expected %1 to %2 numbers (one per key), got %3</source>
        <translation>erwartet: %1 bis %2 Zahlen (eine pro Key), erhalten: %3</translation>
    </message>
    <message>
        <source>expected a number from −%1 to %1, got %2</source>
        <translation>erwartet: eine Zahl von −%1 bis %1, erhalten: %2</translation>
    </message>
    <message>
        <source>expected %1 values, one per score, got %2</source>
        <translation>erwartet: %1 Values, einer pro Score, erhalten: %2</translation>
    </message>
    <message>
        <source>expected an array of true/false, one per key, got %1</source>
        <translation>erwartet: ein Array von true/false-Werten, einer pro Key, erhalten: %1</translation>
    </message>
    <message>
        <source>expected %1 entries, one per key, got %2</source>
        <translation>erwartet: %1 Einträge, einer pro Key, erhalten: %2</translation>
    </message>
    <message>
        <source>expected an array of words, got %1</source>
        <translation>erwartet: ein Array von Wörtern, erhalten: %1</translation>
    </message>
    <message>
        <source>expected 2 to %1 words, got %2</source>
        <translation>erwartet: 2 bis %1 Wörter, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a word of 1 to %1 characters without spaces, got &quot;%2&quot;</source>
        <translation>erwartet: ein Wort mit 1 bis %1 Zeichen ohne Leerzeichen, erhalten: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already in the vocabulary</source>
        <translation>&quot;%1&quot; ist bereits im Vokabular</translation>
    </message>
    <message>
        <source>expected a word of the vocabulary (%1), got &quot;%2&quot;</source>
        <translation>erwartet: ein Wort des Vokabulars (%1), erhalten: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>expected 1 to %1 words, got %2</source>
        <translation>erwartet: 1 bis %1 Wörter, erhalten: %2</translation>
    </message>
    <message>
        <source>expected tokens for the new vocabulary (the default sentence uses &quot;%1&quot;)</source>
        <translation>erwartet: Tokens für das neue Vokabular (der Standardsatz verwendet &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>expected %1 document ids, one per token, got %2</source>
        <translation>erwartet: %1 Dokument-IDs, eine pro Token, erhalten: %2</translation>
    </message>
    <message>
        <source>expected document ids from 0 to 999</source>
        <translation>erwartet: Dokument-IDs von 0 bis 999</translation>
    </message>
    <message>
        <source>expected &quot;adam&quot; or &quot;sgd&quot;, got &quot;%1&quot;</source>
        <translation>erwartet: &quot;adam&quot; oder &quot;sgd&quot;, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a number greater than 0 and at most 10, got %1</source>
        <translation>erwartet: eine Zahl größer als 0 und höchstens 10, erhalten: %1</translation>
    </message>
</context>
<context>
    <name>HeadsParams</name>
    <message>
        <source>expected at most width = %1 (a head is no wider than the model), got %2</source>
        <translation>erwartet höchstens width = %1 (ein Kopf ist nicht breiter als das Modell), erhalten %2</translation>
    </message>
</context>
<context>
    <name>HistoryCitation</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two authors in short form, e.g. &quot;Jain and Wallace&quot;.
----------
The last two authors of a list, e.g. &quot;Kyunghyun Cho and Yoshua Bengio&quot;.</extracomment>
        <translation>%1 und %2</translation>
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
        <translation>„%1“ ist keine ID: erwartet: Kleinbuchstaben, Ziffern, „-“, „_“ oder „.“, höchstens 64</translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation>erwartet: ein nicht leerer Text</translation>
    </message>
    <message>
        <source>%1 characters, more than the limit of %2</source>
        <translation>%1 Zeichen, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>expected an array of themes, got %1</source>
        <translation>erwartet: ein Array von Themen, erhalten: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 themes, got %2</source>
        <translation>erwartet: 1 bis %1 Themen, erhalten: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a built-in theme (%2); give a new theme as {&quot;id&quot;, &quot;name&quot;}</source>
        <translation>„%1“ ist kein eingebautes Thema (%2); geben Sie ein neues Thema als {&quot;id&quot;, &quot;name&quot;} an</translation>
    </message>
    <message>
        <source>missing (the theme&apos;s id, named by entries)</source>
        <translation>fehlt (die ID des Themas, auf die sich Einträge beziehen)</translation>
    </message>
    <message>
        <source>missing (the theme&apos;s name shown in the filter)</source>
        <translation>fehlt (der im Filter angezeigte Name des Themas)</translation>
    </message>
    <message>
        <source>expected a built-in theme id or {&quot;id&quot;, &quot;name&quot;}, got %1</source>
        <translation>erwartet: eine eingebaute Themen-ID oder {&quot;id&quot;, &quot;name&quot;}, erhalten: %1</translation>
    </message>
    <message>
        <source>theme &apos;%1&apos; is listed twice</source>
        <translation>das Thema „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>missing (the work&apos;s authors, in order)</source>
        <translation>fehlt (die Autoren des Werks, in ihrer Reihenfolge)</translation>
    </message>
    <message>
        <source>expected an array of 1 to %1 author names</source>
        <translation>erwartet: ein Array mit 1 bis %1 Autorennamen</translation>
    </message>
    <message>
        <source>missing (the work&apos;s own title)</source>
        <translation>fehlt (der Originaltitel des Werks)</translation>
    </message>
    <message>
        <source>arXiv:%1 was posted in %2, but the entry&apos;s year is %3 (use the year of the work&apos;s first public version)</source>
        <translation>arXiv:%1 wurde %2 veröffentlicht, das Jahr des Eintrags ist aber %3 (verwenden Sie das Jahr der ersten öffentlichen Version des Werks)</translation>
    </message>
    <message>
        <source>a primary source needs a &quot;venue&quot; or an &quot;arxiv&quot; id (or both), so that a reader can find it</source>
        <translation>eine Primärquelle braucht einen &quot;venue&quot; oder eine &quot;arxiv&quot;-ID (oder beides), damit Lesende sie finden können</translation>
    </message>
    <message>
        <source>missing (%1)</source>
        <translation>fehlt (%1)</translation>
    </message>
    <message>
        <source>the entry&apos;s id</source>
        <translation>die ID des Eintrags</translation>
    </message>
    <message>
        <source>the year of the work</source>
        <translation>das Jahr des Werks</translation>
    </message>
    <message>
        <source>the themes the entry belongs to</source>
        <translation>die Themen, zu denen der Eintrag gehört</translation>
    </message>
    <message>
        <source>expected a non-empty array of theme ids</source>
        <translation>erwartet: ein nicht leeres Array von Themen-IDs</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos; (themes: %2)</source>
        <translation>unbekanntes Thema „%1“ (Themen: %2)</translation>
    </message>
    <message>
        <source>theme &apos;%1&apos; is named twice</source>
        <translation>das Thema „%1“ wird zweimal genannt</translation>
    </message>
    <message>
        <source>the primary source: authors, title, venue or arXiv id</source>
        <translation>die Primärquelle: Autoren, Titel, Veröffentlichungsort oder arXiv-ID</translation>
    </message>
    <message>
        <source>Mechanism</source>
        <extracomment>A theme of the history timeline: how attention computes.</extracomment>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <source>Architecture</source>
        <extracomment>A theme of the history timeline: how models are built from attention.</extracomment>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <extracomment>A theme of the history timeline: the cost of attention in time and memory.</extracomment>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>Interpretation</source>
        <extracomment>A theme of the history timeline: what attention weights do and do not tell us.</extracomment>
        <translation>Interpretation</translation>
    </message>
    <message>
        <source>write the identifier without the &quot;arXiv:&quot; prefix, e.g. &quot;%1&quot;</source>
        <translation>schreiben Sie den Bezeichner ohne das Präfix &quot;arXiv:&quot;, z. B. &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier: expected YYMM.NNNNN (e.g. 1706.03762), or YYMM.NNNN before 2015</source>
        <translation>„%1“ ist kein arXiv-Bezeichner: erwartet: YYMM.NNNNN (z. B. 1706.03762) oder vor 2015 YYMM.NNNN</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier: %2 is not a month (the digits after the year are 01 to 12)</source>
        <translation>„%1“ ist kein arXiv-Bezeichner: %2 ist kein Monat (die Ziffern nach dem Jahr sind 01 bis 12)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier of this form: such identifiers began in April 2007 (0704)</source>
        <translation>„%1“ ist kein arXiv-Bezeichner dieser Form: Solche Bezeichner gibt es erst seit April 2007 (0704)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier: until December 2014 the number has 4 digits (e.g. 1409.0473)</source>
        <translation>„%1“ ist kein arXiv-Bezeichner: Bis Dezember 2014 hat die Nummer 4 Ziffern (z. B. 1409.0473)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an arXiv identifier: from January 2015 the number has 5 digits (e.g. 1706.03762)</source>
        <translation>„%1“ ist kein arXiv-Bezeichner: Ab Januar 2015 hat die Nummer 5 Ziffern (z. B. 1706.03762)</translation>
    </message>
    <message>
        <source>no timeline entries: the chapter&apos;s timeline is empty</source>
        <translation>keine Einträge: Die Zeitleiste des Kapitels ist leer</translation>
    </message>
    <message>
        <source>expected an array of timeline entries, got %1</source>
        <translation>erwartet: ein Array von Einträgen der Zeitleiste, erhalten: %1</translation>
    </message>
    <message>
        <source>%1 entries, more than the limit of %2</source>
        <translation>%1 Einträge, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>entry id &apos;%1&apos; is used twice</source>
        <translation>die Eintrags-ID „%1“ wird zweimal verwendet</translation>
    </message>
    <message>
        <source>no timeline entry has the id &apos;%1&apos;</source>
        <translation>kein Eintrag der Zeitleiste hat die ID „%1“</translation>
    </message>
</context>
<context>
    <name>InductionParams</name>
    <message>
        <source>expected &quot;default&quot;, &quot;larger&quot; or &quot;quick&quot;, got &quot;%1&quot;</source>
        <translation>erwartet &quot;default&quot;, &quot;larger&quot; oder &quot;quick&quot;, erhalten &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a number from %1 (off) to %2, got %3</source>
        <translation>erwartet eine Zahl von %1 (aus) bis %2, erhalten %3</translation>
    </message>
    <message>
        <source>expected a number above 0 and at most %1, got %2</source>
        <translation>erwartet eine Zahl über 0 und höchstens %1, erhalten %2</translation>
    </message>
    <message>
        <source>expected &quot;adam&quot; or &quot;sgd&quot;, got &quot;%1&quot;</source>
        <translation>erwartet &quot;adam&quot; oder &quot;sgd&quot;, erhalten &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected repeat (%1) to be at most vocabulary (%2): the tokens of one copy are distinct</source>
        <translation>erwartet, dass repeat (%1) höchstens vocabulary (%2) ist: Die Tokens einer Kopie sind verschieden</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2 (repeat), got %3: with vocabulary %4 a sequence holds at most %4 distinct tokens</source>
        <translation>erwartet eine Zahl von %1 bis %2 (repeat), erhalten %3: Mit vocabulary %4 enthält eine Sequenz höchstens %4 verschiedene Tokens</translation>
    </message>
    <message>
        <source>expected width (%1) to be a multiple of heads (%2): every head gets width / heads dimensions</source>
        <translation>erwartet, dass width (%1) ein Vielfaches von heads (%2) ist: Jeder Kopf erhält width / heads Dimensionen</translation>
    </message>
    <message>
        <source>expected an array of token labels, got %1</source>
        <translation>erwartet ein Array von Token-Labels, erhalten %1</translation>
    </message>
    <message>
        <source>expected at most %1 labels, got %2</source>
        <translation>erwartet höchstens %1 Labels, erhalten %2</translation>
    </message>
    <message>
        <source>expected distinct labels, got &quot;%1&quot; twice</source>
        <translation>erwartet verschiedene Labels, &quot;%1&quot; kommt zweimal vor</translation>
    </message>
    <message>
        <source>expected at least %1 token labels (one per token of the vocabulary), got %2</source>
        <translation>erwartet mindestens %1 Token-Labels (eines pro Token des Vokabulars), erhalten %2</translation>
    </message>
    <message>
        <source>the engine refuses these settings: %1</source>
        <translation>die Engine lehnt diese Einstellungen ab: %1</translation>
    </message>
</context>
<context>
    <name>InductionVocabulary</name>
    <message>
        <source>expected a label of 1 to 8 characters, got &quot;%1&quot;</source>
        <translation>erwartet ein Label aus 1 bis 8 Zeichen, erhalten &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a label without white space, got &quot;%1&quot;</source>
        <translation>erwartet ein Label ohne Leerraum, erhalten &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the beginning-of-sequence token&apos;s label; choose another</source>
        <translation>&quot;%1&quot; ist das Label des Sequenzanfangs-Tokens; wählen Sie ein anderes</translation>
    </message>
    <message>
        <source>Type at least one token, e.g. %1.</source>
        <translation>Geben Sie mindestens ein Token ein, z. B. %1.</translation>
    </message>
    <message numerus="yes">
        <source>The model reads at most %n token(s) here; you typed %1.</source>
        <extracomment>%n is the longest sequence the model reads; %1 the number of tokens typed.</extracomment>
        <translation>
            <numerusform>Das Modell liest hier höchstens %n Token; Sie haben %1 eingegeben.</numerusform>
            <numerusform>Das Modell liest hier höchstens %n Tokens; Sie haben %1 eingegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; (token %2) is not a token of this model. Its tokens are: %3.</source>
        <extracomment>%1 is what was typed, %2 its position (from 1), %3 the list of known tokens.</extracomment>
        <translation>„%1“ (Token %2) ist kein Token dieses Modells. Seine Tokens sind: %3.</translation>
    </message>
</context>
<context>
    <name>ItemAnalysis</name>
    <message>
        <source>too easy (facility above %1)</source>
        <extracomment>A question&apos;s flag in the class results; %1 is 0.9</extracomment>
        <translation>zu leicht (Leichtigkeitsindex über %1)</translation>
    </message>
    <message>
        <source>too hard (facility below %1)</source>
        <extracomment>A question&apos;s flag in the class results; %1 is 0.2</extracomment>
        <translation>zu schwer (Leichtigkeitsindex unter %1)</translation>
    </message>
    <message>
        <source>weak discrimination (below %1): it may be misleading</source>
        <extracomment>A question&apos;s flag in the class results; %1 is 0.1</extracomment>
        <translation>schwache Trennschärfe (unter %1): die Frage kann irreführen</translation>
    </message>
    <message>
        <source>too easy</source>
        <extracomment>A question&apos;s flag in the class results table, short</extracomment>
        <translation>zu leicht</translation>
    </message>
    <message>
        <source>too hard</source>
        <extracomment>A question&apos;s flag in the class results table, short</extracomment>
        <translation>zu schwer</translation>
    </message>
    <message>
        <source>weak</source>
        <extracomment>A question&apos;s flag in the class results table, short</extracomment>
        <translation>schwach</translation>
    </message>
</context>
<context>
    <name>JsonParser</name>
    <message>
        <source>the text holds more values than this reader takes (they would need more than %1 MiB of memory)</source>
        <extracomment>%1: a size in MiB</extracomment>
        <translation>der Text enthält mehr Werte, als dieser Leser annimmt (sie bräuchten mehr als %1 MiB Speicher)</translation>
    </message>
    <message>
        <source>no JSON value (the text is empty)</source>
        <translation>kein JSON-Wert (der Text ist leer)</translation>
    </message>
    <message>
        <source>unexpected %1 after the JSON value (a text holds one value)</source>
        <translation>unerwartetes %1 nach dem JSON-Wert (ein Text enthält einen Wert)</translation>
    </message>
    <message>
        <source>the text ends where a value should be</source>
        <translation>der Text endet, wo ein Wert stehen sollte</translation>
    </message>
    <message>
        <source>%1 is not a JSON number (JSON numbers are finite)</source>
        <translation>%1 ist keine JSON-Zahl (JSON-Zahlen sind endlich)</translation>
    </message>
    <message>
        <source>unexpected word &apos;%1&apos; (expected a value: a number, a string, true, false, null, an array or an object)</source>
        <translation>unerwartetes Wort „%1“ (erwartet: ein Wert – eine Zahl, eine Zeichenkette, true, false, null, ein Array oder ein Objekt)</translation>
    </message>
    <message>
        <source>unexpected %1 (expected a value: a number, a string, true, false, null, an array or an object)</source>
        <translation>unerwartetes %1 (erwartet: ein Wert – eine Zahl, eine Zeichenkette, true, false, null, ein Array oder ein Objekt)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>the text ends inside an object (expected a key in double quotes)</source>
        <translation>der Text endet in einem Objekt (erwartet: ein Schlüssel in doppelten Anführungszeichen)</translation>
    </message>
    <message>
        <source>a comma before &apos;}&apos; (JSON allows no trailing comma)</source>
        <translation>ein Komma vor „}“ (JSON erlaubt kein abschließendes Komma)</translation>
    </message>
    <message>
        <source>unexpected %1 (expected a key in double quotes)</source>
        <translation>unerwartetes %1 (erwartet: ein Schlüssel in doppelten Anführungszeichen)</translation>
    </message>
    <message>
        <source>the text ends after a key (expected &apos;:&apos;)</source>
        <translation>der Text endet nach einem Schlüssel (erwartet: „:“)</translation>
    </message>
    <message>
        <source>unexpected %1 after a key (expected &apos;:&apos;)</source>
        <translation>unerwartetes %1 nach einem Schlüssel (erwartet: „:“)</translation>
    </message>
    <message>
        <source>the text ends inside an object (expected &apos;,&apos; or &apos;}&apos;)</source>
        <translation>der Text endet in einem Objekt (erwartet: „,“ oder „}“)</translation>
    </message>
    <message>
        <source>unexpected %1 after a value in an object (expected &apos;,&apos; or &apos;}&apos;)</source>
        <translation>unerwartetes %1 nach einem Wert in einem Objekt (erwartet: „,“ oder „}“)</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is given twice (first at line %2, column %3); readers disagree on which one counts</source>
        <extracomment>%1: the key; %2, %3: where the key was given first</extracomment>
        <translation>der Schlüssel „%1“ steht zweimal da (zuerst in Zeile %2, Spalte %3); Leseprogramme sind sich nicht einig, welcher zählt</translation>
    </message>
    <message>
        <source>a comma before &apos;]&apos; (JSON allows no trailing comma)</source>
        <translation>ein Komma vor „]“ (JSON erlaubt kein abschließendes Komma)</translation>
    </message>
    <message>
        <source>the text ends inside an array (expected &apos;,&apos; or &apos;]&apos;)</source>
        <translation>der Text endet in einem Array (erwartet: „,“ oder „]“)</translation>
    </message>
    <message>
        <source>unexpected %1 after a value in an array (expected &apos;,&apos; or &apos;]&apos;)</source>
        <translation>unerwartetes %1 nach einem Wert in einem Array (erwartet: „,“ oder „]“)</translation>
    </message>
    <message>
        <source>the text ends inside an escape sequence</source>
        <translation>der Text endet in einer Escape-Sequenz</translation>
    </message>
    <message>
        <source>unknown escape \%1 in a string (JSON knows \&quot; \\ \/ \b \f \n \r \t \uXXXX)</source>
        <translation>unbekannte Escape-Sequenz \%1 in einer Zeichenkette (JSON kennt \&quot; \\ \/ \b \f \n \r \t \uXXXX)</translation>
    </message>
    <message>
        <source>\u needs four hexadecimal digits</source>
        <translation>\u braucht vier Hexadezimalziffern</translation>
    </message>
    <message>
        <source>\u%1 is the second half of a surrogate pair without a first</source>
        <translation>\u%1 ist die zweite Hälfte eines Surrogatpaars ohne erste</translation>
    </message>
    <message>
        <source>\u%1 is the first half of a surrogate pair without a second</source>
        <translation>\u%1 ist die erste Hälfte eines Surrogatpaars ohne zweite</translation>
    </message>
    <message>
        <source>the string is not UTF-8 text</source>
        <translation>die Zeichenkette ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>a control character (U+%1) in a string: write it as an escape such as \n or \t</source>
        <translation>ein Steuerzeichen (U+%1) in einer Zeichenkette: schreiben Sie es als Escape-Sequenz wie \n oder \t</translation>
    </message>
    <message>
        <source>a string that is never closed (no matching &apos;&quot;&apos;)</source>
        <translation>eine Zeichenkette, die nie geschlossen wird (kein passendes „&quot;“)</translation>
    </message>
    <message>
        <source>%1: a JSON number has no &apos;+&apos; sign</source>
        <translation>%1: eine JSON-Zahl hat kein „+“</translation>
    </message>
    <message>
        <source>%1: a JSON number needs a digit before the decimal point (write 0.5, not .5)</source>
        <translation>%1: eine JSON-Zahl braucht eine Ziffer vor dem Dezimalpunkt (schreiben Sie 0.5, nicht .5)</translation>
    </message>
    <message>
        <source>%1: a &apos;-&apos; must be followed by digits</source>
        <translation>%1: auf „-“ müssen Ziffern folgen</translation>
    </message>
    <message>
        <source>%1: a JSON number has no leading zeros</source>
        <translation>%1: eine JSON-Zahl hat keine führenden Nullen</translation>
    </message>
    <message>
        <source>%1: a JSON number needs a digit after the decimal point (write 1.0 or 1, not 1.)</source>
        <translation>%1: eine JSON-Zahl braucht eine Ziffer nach dem Dezimalpunkt (schreiben Sie 1.0 oder 1, nicht 1.)</translation>
    </message>
    <message>
        <source>%1: an exponent needs digits</source>
        <translation>%1: ein Exponent braucht Ziffern</translation>
    </message>
    <message>
        <source>%1 is not a JSON number</source>
        <translation>%1 ist keine JSON-Zahl</translation>
    </message>
    <message>
        <source>the integer %1 is beyond ±%2, the largest every JSON reader carries exactly; it is refused rather than rounded</source>
        <extracomment>%1: the integer as written; %2: 9007199254740991</extracomment>
        <translation>die ganze Zahl %1 liegt jenseits von ±%2, der größten, die jedes JSON-Leseprogramm genau überträgt; sie wird abgelehnt statt gerundet</translation>
    </message>
    <message>
        <source>the number %1 is beyond ±1.8e308, the largest a double holds</source>
        <translation>die Zahl %1 liegt jenseits von ±1,8 · 10³⁰⁸, dem größten Wert eines Double</translation>
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
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected a matrix (an array of rows, each an array of numbers), got %1</source>
        <translation>erwartet: eine Matrix (ein Array von Zeilen, jede ein Array von Zahlen), erhalten: %1</translation>
    </message>
    <message>
        <source>expected a matrix with at least one row, got an empty array</source>
        <translation>erwartet: eine Matrix mit mindestens einer Zeile, erhalten: ein leeres Array</translation>
    </message>
    <message>
        <source>expected at most %1 rows, got %2</source>
        <translation>erwartet: höchstens %1 Zeilen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a row (an array of numbers), got %1</source>
        <translation>erwartet: eine Zeile (ein Array von Zahlen), erhalten: %1</translation>
    </message>
    <message>
        <source>expected a row with at least one number, got an empty array</source>
        <translation>erwartet: eine Zeile mit mindestens einer Zahl, erhalten: ein leeres Array</translation>
    </message>
    <message>
        <source>expected at most %1 columns, got %2</source>
        <translation>erwartet: höchstens %1 Spalten, erhalten: %2</translation>
    </message>
    <message>
        <source>expected at most %1 numbers, got %2</source>
        <translation>erwartet: höchstens %1 Zahlen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected %1 numbers like row 0, got %2</source>
        <translation>erwartet: %1 Zahlen wie in Zeile 0, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>erwartet: eine Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation>erwartet: eine endliche Zahl</translation>
    </message>
    <message>
        <source>expected an array of numbers, got %1</source>
        <translation>erwartet: ein Array von Zahlen, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>erwartet: eine ganze Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an array of integers, got %1</source>
        <translation>erwartet: ein Array ganzer Zahlen, erhalten: %1</translation>
    </message>
    <message>
        <source>expected at most %1 integers, got %2</source>
        <translation>erwartet: höchstens %1 ganze Zahlen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>erwartet: eine ganze Zahl von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>erwartet: true oder false, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>erwartet: eine Zeichenkette, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>erwartet: ein Objekt, erhalten: %1</translation>
    </message>
    <message>
        <source>unknown field (expected one of: %1)</source>
        <translation>unbekanntes Feld (erwartet wird eines von: %1)</translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation>erwartet: ein nicht leerer Text</translation>
    </message>
    <message>
        <source>%1 characters, more than the limit of %2</source>
        <translation>%1 Zeichen, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>expected at least one language</source>
        <translation>erwartet: mindestens eine Sprache</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (expected e.g. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</source>
        <translation>„%1“ ist kein Sprachcode (erwartet z. B. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</translation>
    </message>
    <message>
        <source>expected a string or an object of language → string, got %1</source>
        <translation>erwartet: eine Zeichenkette oder ein Objekt Sprache → Zeichenkette, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an integer from −%1 to %1, the integers a JSON number carries exactly; got %2</source>
        <extracomment>%1: 9007199254740991 (2^53 − 1); %2: the number given</extracomment>
        <translation>erwartet: eine ganze Zahl von −%1 bis %1, den ganzen Zahlen, die eine JSON-Zahl genau überträgt; erhalten: %2</translation>
    </message>
</context>
<context>
    <name>LearnerId</name>
    <message>
        <source>a learner id cannot be empty</source>
        <translation>eine Lernenden-ID darf nicht leer sein</translation>
    </message>
    <message>
        <source>a learner id has at most %1 characters</source>
        <translation>eine Lernenden-ID hat höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>a learner id cannot hold control characters</source>
        <translation>eine Lernenden-ID darf keine Steuerzeichen enthalten</translation>
    </message>
</context>
<context>
    <name>LessonParams</name>
    <message>
        <source>expected &quot;beside&quot; or &quot;below&quot;, got &quot;%1&quot;</source>
        <translation>erwartet „beside“ oder „below“, erhalten „%1“</translation>
    </message>
    <message>
        <source>expected an array of figures, got %1</source>
        <translation>erwartet ein Array von Abbildungen, erhalten %1</translation>
    </message>
    <message>
        <source>%1 figures, more than the limit of %2</source>
        <translation>%1 Abbildungen, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>missing (the path of an image inside the pack, e.g. &quot;figures/diagram.svg&quot;)</source>
        <translation>fehlt (der Pfad eines Bildes im Paket, z. B. „figures/diagram.svg“)</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is not PNG, JPEG, SVG or GIF</source>
        <translation>Bild „%1“ ist weder PNG noch JPEG, SVG oder GIF</translation>
    </message>
</context>
<context>
    <name>ManifestFields</name>
    <message>
        <source>letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, at most 64</source>
        <translation>Buchstaben, Ziffern, „-“, „_“ oder „.“, höchstens 64</translation>
    </message>
    <message>
        <source>unknown field, ignored (known fields: %1)</source>
        <translation>unbekanntes Feld, ignoriert (bekannte Felder: %1)</translation>
    </message>
    <message>
        <source>missing (a required text: a string, or an object of language → string)</source>
        <translation>fehlt (ein Pflichttext: eine Zeichenkette oder ein Objekt Sprache → Zeichenkette)</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>erwartet: eine Zeichenkette, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation>erwartet: ein nicht leerer Text</translation>
    </message>
    <message>
        <source>%1 characters, more than the limit of %2</source>
        <translation>%1 Zeichen, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>expected at least one language</source>
        <translation>erwartet: mindestens eine Sprache</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (expected e.g. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</source>
        <translation>„%1“ ist kein Sprachcode (erwartet z. B. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</translation>
    </message>
    <message>
        <source>no English (&quot;en&quot;) text: learners in other languages see %1</source>
        <translation>kein englischer (&quot;en&quot;) Text: Lernende mit anderen Sprachen sehen den Text in %1</translation>
    </message>
    <message>
        <source>expected a string or an object of language → string, got %1</source>
        <translation>erwartet: eine Zeichenkette oder ein Objekt Sprache → Zeichenkette, erhalten: %1</translation>
    </message>
    <message>
        <source>missing (%1)</source>
        <translation>fehlt (%1)</translation>
    </message>
    <message>
        <source>expected a string (%1), got %2</source>
        <translation>erwartet: eine Zeichenkette (%1), erhalten: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not valid: expected %2</source>
        <translation>„%1“ ist ungültig; erwartet: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) lack the declared language &apos;%1&apos; (English is shown instead); this is the first</source>
        <translation>
            <numerusform>%n Text ohne die deklarierte Sprache „%1“ (stattdessen wird Englisch angezeigt); dies ist der erste</numerusform>
            <numerusform>%n Texte ohne die deklarierte Sprache „%1“ (stattdessen wird Englisch angezeigt); dies ist der erste</numerusform>
        </translation>
    </message>
    <message>
        <source>lacks the declared language &apos;%1&apos; too (%2 of %3)</source>
        <extracomment>%1: a language code; %2: this text&apos;s number; %3: how many lack it</extracomment>
        <translation>fehlt ebenfalls in der deklarierten Sprache „%1“ (%2 von %3)</translation>
    </message>
    <message>
        <source>a text in &apos;%1&apos;, which the pack does not declare (&quot;languages&quot;: %2): declare it, so that every text and body is checked for it, or remove it</source>
        <translation>ein Text in „%1“, das das Paket nicht deklariert („languages“: %2): deklarieren Sie die Sprache, damit jeder Text und jeder Body auf sie geprüft wird, oder entfernen Sie ihn</translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) in &apos;%1&apos;, which the pack does not declare (&quot;languages&quot;: %2): declare it, so that every text and body is checked for it, or remove these; this is the first</source>
        <translation>
            <numerusform>%n Text in „%1“, das das Paket nicht deklariert („languages“: %2): deklarieren Sie die Sprache, damit jeder Text und jeder Body auf sie geprüft wird, oder entfernen Sie ihn; dies ist der erste</numerusform>
            <numerusform>%n Texte in „%1“, das das Paket nicht deklariert („languages“: %2): deklarieren Sie die Sprache, damit jeder Text und jeder Body auf sie geprüft wird, oder entfernen Sie sie; dies ist der erste</numerusform>
        </translation>
    </message>
    <message>
        <source>in the undeclared language &apos;%1&apos; too (%2 of %3)</source>
        <extracomment>%1: a language code; %2: this text&apos;s number; %3: how many are in it</extracomment>
        <translation>ebenfalls in der nicht deklarierten Sprache „%1“ (%2 von %3)</translation>
    </message>
    <message>
        <source>a control character (%1) at character %2: a text holds no invisible control characters (tab and line breaks are allowed)</source>
        <extracomment>Pack validation: %1 is e.g. &quot;U+0000&quot;, %2 the character&apos;s position in the text (from 1).</extracomment>
        <translation>ein Steuerzeichen (%1) an Zeichen %2: ein Text enthält keine unsichtbaren Steuerzeichen (Tabulator und Zeilenumbrüche sind erlaubt)</translation>
    </message>
</context>
<context>
    <name>ManifestReader</name>
    <message>
        <source>expected an array of language codes, got %1</source>
        <translation>erwartet: ein Array von Sprachcodes, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a language code such as &quot;en&quot; or &quot;de&quot;</source>
        <translation>erwartet: ein Sprachcode wie &quot;en&quot; oder &quot;de&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>„%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>a reverse-DNS identifier such as &quot;org.example.course&quot;</source>
        <translation>ein Bezeichner in umgekehrter DNS-Schreibweise wie &quot;org.example.course&quot;</translation>
    </message>
    <message>
        <source>a version such as &quot;1.0.0&quot;</source>
        <translation>eine Version wie &quot;1.0.0&quot;</translation>
    </message>
    <message>
        <source>expected an array of names, got %1</source>
        <translation>erwartet: ein Array von Namen, erhalten: %1</translation>
    </message>
    <message>
        <source>expected a name (a non-empty string)</source>
        <translation>erwartet: ein Name (eine nicht leere Zeichenkette)</translation>
    </message>
    <message>
        <source>missing (the list of chapters)</source>
        <translation>fehlt (die Liste der Kapitel)</translation>
    </message>
    <message>
        <source>expected an array of chapters, got %1</source>
        <translation>erwartet: ein Array von Kapiteln, erhalten: %1</translation>
    </message>
    <message>
        <source>expected at least one chapter</source>
        <translation>erwartet: mindestens ein Kapitel</translation>
    </message>
    <message>
        <source>%1 chapters, more than the limit of %2</source>
        <translation>%1 Kapitel, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>expected a chapter object, got %1</source>
        <translation>erwartet: ein Kapitelobjekt, erhalten: %1</translation>
    </message>
    <message>
        <source>chapter id &apos;%1&apos; is used twice</source>
        <translation>die Kapitel-ID „%1“ wird zweimal verwendet</translation>
    </message>
    <message>
        <source>a chapter kind such as &quot;mechanism&quot;</source>
        <translation>eine Kapitelart wie &quot;mechanism&quot;</translation>
    </message>
    <message>
        <source>no body: the chapter shows only its interactive part</source>
        <translation>kein body: Das Kapitel zeigt nur seinen interaktiven Teil</translation>
    </message>
    <message>
        <source>expected the path of a Markdown file, got %1</source>
        <translation>erwartet: der Pfad einer Markdown-Datei, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>erwartet: ein Objekt, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an array of questions, got %1</source>
        <translation>erwartet: ein Array von Fragen, erhalten: %1</translation>
    </message>
    <message>
        <source>%1 questions, more than the limit of %2 per chapter</source>
        <translation>%1 Fragen, mehr als die Grenze von %2 pro Kapitel</translation>
    </message>
    <message>
        <source>more than the limit of %1 questions in a pack</source>
        <translation>mehr als die Grenze von %1 Fragen pro Paket</translation>
    </message>
    <message>
        <source>expected a question object, got %1</source>
        <translation>erwartet: ein Frageobjekt, erhalten: %1</translation>
    </message>
    <message>
        <source>a quiz chapter has no questions of its own: the quiz draws them from the other chapters (or its params&apos; &quot;questions&quot;); write these in the chapter they belong to</source>
        <translation>ein Quiz-Kapitel hat keine eigenen Fragen: Das Quiz nimmt sie aus den anderen Kapiteln (oder aus „questions“ seiner Params); schreiben Sie diese in das Kapitel, zu dem sie gehören</translation>
    </message>
</context>
<context>
    <name>MaskQuestionKind</name>
    <message>
        <source>This question&apos;s block cannot be built.</source>
        <translation>Der Block dieser Frage kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Select at least one key.</source>
        <translation>Wählen Sie mindestens einen Key aus.</translation>
    </message>
    <message>
        <source>Slot %1 is not in the block.</source>
        <translation>Position %1 liegt nicht im Block.</translation>
    </message>
    <message>
        <source>no key selected</source>
        <translation>kein Key ausgewählt</translation>
    </message>
    <message numerus="yes">
        <source>key(s) %1</source>
        <extracomment>The key slots of a mask answer, e.g. &quot;keys 5, 6, 7&quot; (or &quot;key 5&quot;); %n is how many there are.</extracomment>
        <translation>
            <numerusform>Key %1</numerusform>
            <numerusform>Keys %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(Each answer is one slot of the packed block: its position, its token and the document it belongs to. Select every slot that is a correct key.)</source>
        <extracomment>Appended to a mask question exported to Moodle, where it becomes a multiple-answer question.</extracomment>
        <translation>(Jede Antwort ist eine Position des gepackten Blocks: ihre Nummer, ihr Token und das Dokument, zu dem sie gehört. Wählen Sie jede Position, die ein richtiger Key ist.)</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: a mask question without a correct key is not exported</source>
        <translation>Frage „%1“: eine Maskenfrage ohne richtigen Key wird nicht exportiert</translation>
    </message>
    <message>
        <source>slot %1: %2 (document %3)</source>
        <extracomment>A mask question&apos;s slot as an answer in Moodle: &quot;slot 3: cat (document 2)&quot;.</extracomment>
        <translation>Position %1: %2 (Dokument %3)</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: a mask question, exported as a multiple-answer question over the %2 slots of its block</source>
        <translation>Frage „%1“: eine Maskenfrage, exportiert als Frage mit mehreren Antworten über die %2 Positionen ihres Blocks</translation>
    </message>
</context>
<context>
    <name>MaskQuestionReader</name>
    <message>
        <source>more than %1 slots once packed</source>
        <translation>gepackt mehr als %1 Positionen</translation>
    </message>
    <message>
        <source>missing (an integer)</source>
        <translation>fehlt (eine ganze Zahl)</translation>
    </message>
    <message>
        <source>expected an object mapping token ids to labels, e.g. {&quot;1&quot;: &quot;BOS&quot;}</source>
        <translation>erwartet: ein Objekt, das Token-IDs Beschriftungen zuordnet, z. B. {&quot;1&quot;: &quot;BOS&quot;}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token id (an integer)</source>
        <translation>„%1“ ist keine Token-ID (eine ganze Zahl)</translation>
    </message>
    <message>
        <source>expected a label of 1 to 24 characters</source>
        <translation>erwartet: eine Beschriftung mit 1 bis 24 Zeichen</translation>
    </message>
    <message>
        <source>the packing has no block %1</source>
        <translation>nach dem Packen gibt es keinen Block %1</translation>
    </message>
    <message>
        <source>block %1 has %2 slots; query %3 is outside it</source>
        <translation>Block %1 hat %2 Positionen; die Query %3 liegt außerhalb</translation>
    </message>
    <message>
        <source>the written answer [%1] disagrees with the engine: slot %2 may attend to [%3]</source>
        <translation>die angegebene Antwort [%1] widerspricht der Engine: Position %2 darf auf [%3] achten</translation>
    </message>
    <message>
        <source>expected &quot;allowed&quot; (the keys the query may attend to) or &quot;induction&quot; (the keys an induction head reads from it)</source>
        <translation>erwartet &quot;allowed&quot; (die Keys, auf die die Query achten darf) oder &quot;induction&quot; (die Keys, die ein Induktionskopf von ihr aus liest)</translation>
    </message>
    <message>
        <source>the token at slot %1 does not occur earlier in its document, so an induction head has no key to read: choose a query in the repeat</source>
        <translation>das Token auf Position %1 kommt vorher in seinem Dokument nicht vor, also hat ein Induktionskopf keinen Key zu lesen: Wählen Sie eine Query in der Wiederholung</translation>
    </message>
    <message>
        <source>the written answer [%1] disagrees with the engine: an induction head reads [%3] from slot %2</source>
        <translation>die geschriebene Antwort [%1] widerspricht der Engine: Ein Induktionskopf liest [%3] von Position %2 aus</translation>
    </message>
    <message>
        <source>expected a non-empty array of documents, each an array of integer tokens (or &quot;from_chapter&quot;: true)</source>
        <translation>erwartet ein nicht leeres Array von Dokumenten, jedes ein Array ganzzahliger Tokens (oder &quot;from_chapter&quot;: true)</translation>
    </message>
    <message>
        <source>the chapter&apos;s params have no texts to take: &quot;documents&quot; (an array of texts) or &quot;tokens&quot; (an array of words)</source>
        <translation>die Params des Kapitels haben keine Texte, die übernommen werden können: &quot;documents&quot; (ein Array von Texten) oder &quot;tokens&quot; (ein Array von Wörtern)</translation>
    </message>
    <message>
        <source>given with &quot;from_chapter&quot;: true, which takes it from the chapter (documents tokenized as the chapter does, ⟨BOS⟩ 0, ⟨EOS⟩ 1); remove one of them</source>
        <translation>zusammen mit &quot;from_chapter&quot;: true angegeben, das diesen Wert aus dem Kapitel übernimmt (Dokumente so tokenisiert wie im Kapitel, ⟨BOS⟩ 0, ⟨EOS⟩ 1); entfernen Sie eines von beiden</translation>
    </message>
    <message>
        <source>the chapter&apos;s documents take %1 slots once packed, more than the limit of %2 for a mask question</source>
        <translation>die Dokumente des Kapitels belegen gepackt %1 Positionen, mehr als die Grenze von %2 für eine Maskenfrage</translation>
    </message>
    <message>
        <source>token %1 is labelled &apos;%2&apos;, which the chapter&apos;s tokenizer numbers %3</source>
        <extracomment>%1: a token id; %2: its label, a word; %3: the id the chapter gives that word</extracomment>
        <translation>Token %1 ist mit „%2“ beschriftet, das der Tokenizer des Kapitels mit %3 nummeriert</translation>
    </message>
    <message>
        <source>⟨BOS⟩ and ⟨EOS⟩ are %1 and %2; the chapter&apos;s tokenizer uses %3 and %4</source>
        <translation>⟨BOS⟩ und ⟨EOS⟩ sind %1 und %2; der Tokenizer des Kapitels verwendet %3 und %4</translation>
    </message>
    <message>
        <source>document %1 is %2; the chapter&apos;s, tokenized, is %3</source>
        <extracomment>%1: a document&apos;s index; %2 and %3: token id lists such as [2, 3, 4]</extracomment>
        <translation>Dokument %1 ist %2; das des Kapitels, tokenisiert, ist %3</translation>
    </message>
    <message>
        <source>these documents label their tokens with the chapter&apos;s words but differ from its corpus: %1; write &quot;from_chapter&quot;: true to take the chapter&apos;s</source>
        <translation>diese Dokumente beschriften ihre Tokens mit den Wörtern des Kapitels, weichen aber von seinem Korpus ab: %1; schreiben Sie &quot;from_chapter&quot;: true, um das des Kapitels zu übernehmen</translation>
    </message>
    <message>
        <source>slot %1 is listed twice</source>
        <translation>Position %1 ist zweimal aufgeführt</translation>
    </message>
    <message>
        <source>missing (the packed block: documents, block_length, bos, eos, query — or &quot;from_chapter&quot;: true and query)</source>
        <translation>fehlt (der gepackte Block: documents, block_length, bos, eos, query – oder &quot;from_chapter&quot;: true und query)</translation>
    </message>
    <message>
        <source>missing, and the chapter&apos;s %1 (%2) is outside what a mask question takes (%3 to %4): give one here</source>
        <extracomment>%1: a params field such as block_length; %2: the chapter&apos;s value; %3 and %4: the range</extracomment>
        <translation>fehlt, und %1 des Kapitels (%2) liegt außerhalb dessen, was eine Maskenfrage annimmt (%3 bis %4): geben Sie hier einen Wert an</translation>
    </message>
    <message>
        <source>missing (an integer; the chapter&apos;s params have none to take)</source>
        <translation>fehlt (eine ganze Zahl; die Params des Kapitels haben keine, die übernommen werden könnte)</translation>
    </message>
    <message>
        <source>bos and eos are the same token (%1): a document&apos;s start cannot be told from the previous one&apos;s end by its token</source>
        <translation>bos und eos sind dasselbe Token (%1): Der Anfang eines Dokuments lässt sich an seinem Token nicht vom Ende des vorigen unterscheiden</translation>
    </message>
</context>
<context>
    <name>MatchingQuestionKind</name>
    <message>
        <source>missing (the items and their matches: [{&quot;item&quot;: …, &quot;match&quot;: …}, …])</source>
        <translation>fehlt (die Elemente und ihre Gegenstücke: [{&quot;item&quot;: …, &quot;match&quot;: …}, …])</translation>
    </message>
    <message>
        <source>expected an array of pairs, got %1</source>
        <translation>erwartet: ein Array von Paaren, erhalten: %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 pairs, got %3</source>
        <translation>erwartet: %1 bis %2 Paare, erhalten: %3</translation>
    </message>
    <message>
        <source>expected a pair {&quot;item&quot;: …, &quot;match&quot;: …}, got %1</source>
        <translation>erwartet: ein Paar {&quot;item&quot;: …, &quot;match&quot;: …}, erhalten: %1</translation>
    </message>
    <message>
        <source>the same item as an earlier pair: a learner cannot tell them apart</source>
        <translation>dasselbe Element wie in einem früheren Paar: Lernende können sie nicht unterscheiden</translation>
    </message>
    <message>
        <source>expected an array of texts, got %1</source>
        <translation>erwartet: ein Array von Texten, erhalten: %1</translation>
    </message>
    <message>
        <source>the same text as a match or an earlier distractor: it is offered once</source>
        <translation>derselbe Text wie ein Gegenstück oder ein früherer Ablenker: er wird einmal angeboten</translation>
    </message>
    <message>
        <source>expected at most %1 matches in all, got %2 (%3 from the pairs)</source>
        <translation>erwartet: höchstens %1 Gegenstücke insgesamt, erhalten: %2 (%3 aus den Paaren)</translation>
    </message>
    <message>
        <source>skipped: subquestion %1 has no answer to match</source>
        <translation>übersprungen: Teilfrage %1 hat keine Antwort zum Zuordnen</translation>
    </message>
    <message>
        <source>subquestion %1</source>
        <translation>Teilfrage %1</translation>
    </message>
    <message>
        <source>skipped: %1 subquestions and %2 answers; a pack matching question has %3 to %4 items and at most %5 matches</source>
        <translation>übersprungen: %1 Teilfragen und %2 Antworten; eine Zuordnungsfrage eines Pakets hat %3 bis %4 Elemente und höchstens %5 Gegenstücke</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>Element %1</translation>
    </message>
    <message>
        <source>the match of item %1</source>
        <translation>das Gegenstück von Element %1</translation>
    </message>
    <message>
        <source>distractor %1</source>
        <translation>Ablenker %1</translation>
    </message>
    <message>
        <source>Choose a match for every item.</source>
        <translation>Wähle für jedes Element ein Gegenstück.</translation>
    </message>
    <message>
        <source>Match %1 does not exist.</source>
        <translation>Gegenstück %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>no match</source>
        <extracomment>An item of a matching question left without a match.</extracomment>
        <translation>kein Gegenstück</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>An item and the match chosen for it: &quot;QKᵀ → the scores&quot;.</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <extracomment>On a printed handout, below a matching question&apos;s items: the matches to choose from.</extracomment>
        <translation>Gegenstücke: %1</translation>
    </message>
</context>
<context>
    <name>MechanismParams</name>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>erwartet: eine Zahl von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected an array of 1 to %1 token labels, got %2</source>
        <translation>erwartet: ein Array mit 1 bis %1 Token-Beschriftungen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected 1 to %1 token labels, got %2</source>
        <translation>erwartet: 1 bis %1 Token-Beschriftungen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected a label of 1 to %1 characters, got &apos;%2&apos;</source>
        <translation>erwartet: eine Beschriftung mit 1 bis %1 Zeichen, erhalten: „%2“</translation>
    </message>
    <message>
        <source>expected a number from −%1 to %1, got %2</source>
        <translation>erwartet: eine Zahl von −%1 bis %1, erhalten: %2</translation>
    </message>
    <message>
        <source>expected %1 (%2), got %3</source>
        <translation>erwartet: %1 (%2), erhalten: %3</translation>
    </message>
    <message>
        <source>tokens × d_model</source>
        <translation>Tokens × d_model</translation>
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
        <translation>die Fragestellung</translation>
    </message>
    <message>
        <source>the explanation</source>
        <translation>die Erklärung</translation>
    </message>
    <message>
        <source>the hint</source>
        <translation>der Hinweis</translation>
    </message>
</context>
<context>
    <name>MoodleExportContext</name>
    <message>
        <source>question &apos;%1&apos;: %2 has no &apos;%3&apos; text; the &apos;%4&apos; text is used</source>
        <translation>Frage „%1“: %2 hat keinen Text in „%3“; der Text in „%4“ wird verwendet</translation>
    </message>
    <message>
        <source>question &apos;%1&apos;: Moodle&apos;s grade list has no share of 1/%2 for its %2 correct answers; choose &quot;nearest grade&quot; when importing it into Moodle</source>
        <translation>Frage „%1“: Moodles Bewertungsliste hat keinen Anteil 1/%2 für ihre %2 richtigen Antworten; wählen Sie beim Import in Moodle „nächstliegende Bewertung“</translation>
    </message>
</context>
<context>
    <name>MoodleFile</name>
    <message>
        <source>not UTF-8 text (byte %1); save the file as UTF-8</source>
        <translation>kein UTF-8-Text (Byte %1); speichern Sie die Datei als UTF-8</translation>
    </message>
</context>
<context>
    <name>MoodleGrades</name>
    <message>
        <source>the grade %1% is not one of Moodle&apos;s grades (100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5 or 0%, or one of them below zero); Moodle refuses the file</source>
        <extracomment>Moodle import error; %1 is the grade as written (e.g. &quot;33&quot;). The list is Moodle&apos;s own.</extracomment>
        <translation>die Bewertung %1% ist keine der Bewertungen von Moodle (100, 90, 83,33333, 80, 75, 70, 66,66667, 60, 50, 40, 33,33333, 30, 25, 20, 16,66667, 14,28571, 12,5, 11,11111, 10, 5 oder 0%, oder eine davon unter null); Moodle lehnt die Datei ab</translation>
    </message>
</context>
<context>
    <name>MoodleImport</name>
    <message>
        <source>skipped: an essay question; the pack grades every answer itself and has no essays</source>
        <translation>übersprungen: eine Freitextfrage; das Paket bewertet jede Antwort selbst und hat keine Freitexte</translation>
    </message>
    <message>
        <source>skipped: a description (text without a question); put such text in the chapter&apos;s body</source>
        <translation>übersprungen: eine Beschreibung (Text ohne Frage); schreiben Sie solchen Text in den Kapiteltext</translation>
    </message>
    <message>
        <source>skipped: a calculated question (its numbers are drawn at random); the pack has no calculated questions</source>
        <translation>übersprungen: eine berechnete Frage (ihre Zahlen werden zufällig gezogen); das Paket hat keine berechneten Fragen</translation>
    </message>
    <message>
        <source>skipped: a question of type &apos;%1&apos;, which the pack cannot hold</source>
        <translation>übersprungen: eine Frage vom Typ „%1“, die das Paket nicht aufnehmen kann</translation>
    </message>
    <message>
        <source>the question text</source>
        <translation>der Fragetext</translation>
    </message>
    <message>
        <source>skipped: no question text</source>
        <translation>übersprungen: kein Fragetext</translation>
    </message>
    <message>
        <source>the general feedback</source>
        <translation>die allgemeine Rückmeldung</translation>
    </message>
    <message>
        <source>skipped: a text longer than %1 characters, the pack&apos;s limit</source>
        <translation>übersprungen: ein Text länger als %1 Zeichen, die Grenze des Pakets</translation>
    </message>
    <message>
        <source>category &apos;%1&apos;: the pack has no question categories; the questions that follow are imported with the others</source>
        <extracomment>A Moodle &quot;$CATEGORY&quot; line or category entry; %1 is its path.</extracomment>
        <translation>Kategorie „%1“: das Paket hat keine Fragenkategorien; die folgenden Fragen werden mit den anderen importiert</translation>
    </message>
    <message>
        <source>the question&apos;s tags (%1) are dropped: a pack has no question tags</source>
        <translation>die Schlagwörter der Frage (%1) entfallen: ein Paket hat keine Schlagwörter für Fragen</translation>
    </message>
    <message>
        <source>the hint</source>
        <translation>der Hinweis</translation>
    </message>
</context>
<context>
    <name>MoodleImportContext</name>
    <message>
        <source>control characters removed (the first is %1)</source>
        <extracomment>Import warning: control characters (invisible, e.g. a form feed from a paste) are not text a pack holds.</extracomment>
        <translation>Steuerzeichen entfernt (das erste ist %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Import warning: %1 is where in the question (&quot;the question text&quot;, &quot;answer 2&quot;), %2 what was lost.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>MoodleTextConverter</name>
    <message>
        <source>&lt;%1&gt; dropped</source>
        <extracomment>A Moodle text had an HTML element the pack cannot show; %1 is its tag, e.g. &lt;img&gt;.</extracomment>
        <translation>&lt;%1&gt; entfällt</translation>
    </message>
    <message>
        <source>the link to %1 dropped (its words are kept)</source>
        <extracomment>A Moodle text had a link; the pack&apos;s texts keep its words, not where it points.</extracomment>
        <translation>der Link auf %1 entfällt (sein Text bleibt)</translation>
    </message>
    <message>
        <source>the entity &amp;%1; kept as written</source>
        <extracomment>A Moodle HTML text had an entity such as &amp;foo; that is kept as written.</extracomment>
        <translation>die Entität &amp;%1; bleibt, wie geschrieben</translation>
    </message>
</context>
<context>
    <name>MoodleXmlReader</name>
    <message>
        <source>unknown text format &apos;%1&apos;, read as HTML (as Moodle does)</source>
        <translation>unbekanntes Textformat „%1“, als HTML gelesen (wie Moodle es tut)</translation>
    </message>
    <message>
        <source>the embedded file &apos;%1&apos; is dropped: a pack question&apos;s texts hold no files</source>
        <extracomment>Moodle XML import: a file (usually an image) embedded in a text; the pack&apos;s question texts hold none.</extracomment>
        <translation>die eingebettete Datei „%1“ entfällt: die Texte einer Frage eines Pakets enthalten keine Dateien</translation>
    </message>
    <message>
        <source>%1: expected a number, got &apos;%2&apos;</source>
        <translation>%1: Zahl erwartet, gefunden: „%2“</translation>
    </message>
    <message>
        <source>&lt;question&gt; without its type attribute (e.g. type=&quot;multichoice&quot;)</source>
        <translation>&lt;question&gt; ohne sein Attribut type (z. B. type=&quot;multichoice&quot;)</translation>
    </message>
    <message>
        <source>a question without its &lt;name&gt;&lt;text&gt;…&lt;/text&gt;&lt;/name&gt; (Moodle refuses it too)</source>
        <translation>eine Frage ohne ihr &lt;name&gt;&lt;text&gt;…&lt;/text&gt;&lt;/name&gt; (Moodle lehnt sie auch ab)</translation>
    </message>
    <message>
        <source>the answer&apos;s fraction</source>
        <translation>der Anteil (fraction) der Antwort</translation>
    </message>
    <message>
        <source>the answer&apos;s fraction must be a percentage from -100 to 100, got %1</source>
        <translation>der Anteil der Antwort muss ein Prozentsatz von -100 bis 100 sein, gefunden: %1</translation>
    </message>
    <message>
        <source>the tolerance</source>
        <translation>die Toleranz</translation>
    </message>
    <message>
        <source>the unit&apos;s multiplier</source>
        <translation>der Faktor der Einheit</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is dropped: a pack question has feedback per choice and an explanation</source>
        <translation>&lt;%1&gt; entfällt: eine Frage eines Pakets hat Rückmeldungen je Auswahl und eine Erklärung</translation>
    </message>
    <message>
        <source>a DOCTYPE is not part of Moodle XML</source>
        <translation>ein DOCTYPE gehört nicht zu Moodle XML</translation>
    </message>
    <message>
        <source>elements nested deeper than %1 levels</source>
        <translation>Elemente tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>expected &lt;quiz&gt; as the root element, got &lt;%1&gt;</source>
        <translation>&lt;quiz&gt; als Wurzelelement erwartet, gefunden: &lt;%1&gt;</translation>
    </message>
    <message>
        <source>not well-formed XML: %1</source>
        <translation>kein wohlgeformtes XML: %1</translation>
    </message>
    <message>
        <source>no &lt;quiz&gt; element: not a Moodle XML file</source>
        <translation>kein &lt;quiz&gt;-Element: keine Moodle-XML-Datei</translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) like the ones above, not shown</source>
        <translation>
            <numerusform>%n weitere Warnung wie die obigen, nicht angezeigt</numerusform>
            <numerusform>%n weitere Warnungen wie die obigen, nicht angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>more than %1 answers in one question</source>
        <translation>mehr als %1 Antworten in einer Frage</translation>
    </message>
    <message>
        <source>the question&apos;s picture (&lt;%1&gt;, Moodle&apos;s old form) is dropped: a pack question&apos;s texts hold no files</source>
        <extracomment>Moodle XML import: &lt;image&gt; and &lt;image_base64&gt; are how Moodle 1.x–2.0 attached a picture to a question.</extracomment>
        <translation>das Bild der Frage (&lt;%1&gt;, die alte Form von Moodle) entfällt: die Texte einer Frage eines Pakets enthalten keine Dateien</translation>
    </message>
    <message>
        <source>an element with more than %1 attributes (Moodle&apos;s have at most three)</source>
        <translation>ein Element mit mehr als %1 Attributen (die von Moodle haben höchstens drei)</translation>
    </message>
    <message>
        <source>more than %1 questions in one file; export them from Moodle a category at a time</source>
        <translation>mehr als %1 Fragen in einer Datei; exportieren Sie sie aus Moodle Kategorie für Kategorie</translation>
    </message>
    <message>
        <source>more than %1 elements in one question</source>
        <translation>mehr als %1 Elemente in einer Frage</translation>
    </message>
    <message>
        <source>more than %1 answers in one file; export the questions from Moodle a category at a time</source>
        <translation>mehr als %1 Antworten in einer Datei; exportieren Sie die Fragen aus Moodle Kategorie für Kategorie</translation>
    </message>
    <message>
        <source>more than %1 errors: the file is read no further</source>
        <translation>mehr als %1 Fehler: die Datei wird nicht weiter gelesen</translation>
    </message>
    <message>
        <source>hint %1 is dropped: a pack question has one hint, shown after the first wrong try</source>
        <extracomment>Moodle XML import; %1: the hint&apos;s number among the question&apos;s hints (2, 3, …).</extracomment>
        <translation>Hinweis %1 entfällt: eine Frage eines Pakets hat einen Hinweis, der nach dem ersten falschen Versuch gezeigt wird</translation>
    </message>
</context>
<context>
    <name>NewPackCommand</name>
    <message>
        <source>Writes a new chapter pack to start from: one lesson chapter with a figure, a body with formulas and one question of each type, and a README.md that explains every file. &apos;validate --strict&apos; accepts it as written. DIR must be new or empty.</source>
        <translation>Schreibt ein neues Kapitelpaket als Ausgangspunkt: ein Lektionskapitel mit einer Abbildung, einem Text mit Formeln und je einer Frage jedes Typs, und eine README.md, die jede Datei erklärt. „validate --strict“ akzeptiert es so, wie es geschrieben ist. DIR muss neu oder leer sein.</translation>
    </message>
    <message>
        <source>The folder to create the pack in.</source>
        <translation>Der Ordner, in dem das Paket angelegt wird.</translation>
    </message>
    <message>
        <source>The pack&apos;s id, e.g. org.example.my-course (default: org.example.&lt;the folder&apos;s name&gt;).</source>
        <translation>Die ID des Pakets, z. B. org.example.my-course (Vorgabe: org.example.&lt;Name des Ordners&gt;).</translation>
    </message>
    <message>
        <source>The pack&apos;s title (default: the folder&apos;s name).</source>
        <translation>Der Titel des Pakets (Vorgabe: der Name des Ordners).</translation>
    </message>
    <message>
        <source>The languages to write, separated by commas: en, de, fr (default: en). English is always included.</source>
        <translation>Die zu schreibenden Sprachen, durch Kommas getrennt: en, de, fr (Vorgabe: en). Englisch ist immer dabei.</translation>
    </message>
    <message>
        <source>missing the folder to create (attention-atlas-cli new-pack DIR)</source>
        <translation>der anzulegende Ordner fehlt (attention-atlas-cli new-pack DIR)</translation>
    </message>
    <message>
        <source>%1: exists and is not a folder</source>
        <translation>%1: existiert und ist kein Ordner</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; new-pack writes only into a new or empty folder</source>
        <translation>%1: der Ordner ist nicht leer; new-pack schreibt nur in einen neuen oder leeren Ordner</translation>
    </message>
    <message>
        <source>--id: &apos;%1&apos; is not a pack id (letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, starting and ending with a letter or digit, at most 128 characters; e.g. org.example.my-course)</source>
        <translation>--id: „%1“ ist keine Paket-ID (Buchstaben, Ziffern, „.“, „-“ und „_“, beginnend und endend mit einem Buchstaben oder einer Ziffer, höchstens 128 Zeichen; z. B. org.example.my-course)</translation>
    </message>
    <message>
        <source>--title: expected a title, got an empty text</source>
        <translation>--title: erwartet einen Titel, erhalten einen leeren Text</translation>
    </message>
    <message>
        <source>--title: expected one line of at most 200 characters</source>
        <translation>--title: erwartet eine Zeile mit höchstens 200 Zeichen</translation>
    </message>
    <message>
        <source>--languages: expected language codes separated by commas, such as en,de</source>
        <translation>--languages: erwartet durch Kommas getrennte Sprachcodes wie en,de</translation>
    </message>
    <message>
        <source>--languages: &apos;%1&apos; is not a language new-pack writes (it writes %2)</source>
        <translation>--languages: „%1“ ist keine Sprache, die new-pack schreibt (es schreibt %2)</translation>
    </message>
    <message>
        <source>--languages: &apos;%1&apos; is listed twice</source>
        <translation>--languages: „%1“ ist zweimal angegeben</translation>
    </message>
    <message>
        <source>the template %1 is missing from this build</source>
        <translation>die Vorlage %1 fehlt in diesem Build</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot write the file (%2)</source>
        <translation>%1: die Datei kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>Created the pack &apos;%1&apos; in %2 (%3): pack.json, README.md and one lesson chapter.</source>
        <translation>Paket „%1“ in %2 angelegt (%3): pack.json, README.md und ein Lektionskapitel.</translation>
    </message>
    <message>
        <source>Next: attention-atlas-cli validate --strict %1, then attention-atlas --pack %1</source>
        <translation>Weiter: attention-atlas-cli validate --strict %1, dann attention-atlas --pack %1</translation>
    </message>
</context>
<context>
    <name>NodePresentation</name>
    <message>
        <source>tokens</source>
        <extracomment>Symbol of the input node of the gradient graph (the token ids), shown in a small box beside symbols such as E, X₀, Wq: keep it short.</extracomment>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>token ids of the input (not differentiable)</source>
        <translation>Token-IDs der Eingabe (nicht differenzierbar)</translation>
    </message>
    <message>
        <source>token embedding E, one row per vocabulary word (parameter)</source>
        <translation>Token-Einbettung E, eine Zeile pro Wort des Vokabulars (Parameter)</translation>
    </message>
    <message>
        <source>position embedding P, one row per position (parameter)</source>
        <translation>Positionseinbettung P, eine Zeile pro Position (Parameter)</translation>
    </message>
    <message>
        <source>input representations X₀ = E[tokens] + P</source>
        <translation>Eingaberepräsentationen X₀ = E[tokens] + P</translation>
    </message>
    <message>
        <source>query projection Wq (parameter)</source>
        <translation>Query-Projektion Wq (Parameter)</translation>
    </message>
    <message>
        <source>key projection Wk (parameter)</source>
        <translation>Key-Projektion Wk (Parameter)</translation>
    </message>
    <message>
        <source>value projection Wv (parameter)</source>
        <translation>Value-Projektion Wv (Parameter)</translation>
    </message>
    <message>
        <source>queries Q = X·Wq (all heads side by side)</source>
        <translation>Queries Q = X·Wq (alle Köpfe nebeneinander)</translation>
    </message>
    <message>
        <source>keys K = X·Wk (all heads side by side)</source>
        <translation>Keys K = X·Wk (alle Köpfe nebeneinander)</translation>
    </message>
    <message>
        <source>values V = X·Wv (all heads side by side)</source>
        <translation>Values V = X·Wv (alle Köpfe nebeneinander)</translation>
    </message>
    <message>
        <source>scores of head %1: S = Q·Kᵀ/√dₖ, before the mask</source>
        <translation>Scores von Kopf %1: S = Q·Kᵀ/√dₖ, vor der Maske</translation>
    </message>
    <message>
        <source>attention weights of head %1: A = masked softmax of S, row by row</source>
        <translation>Attention-Gewichte von Kopf %1: A = maskierte Softmax von S, zeilenweise</translation>
    </message>
    <message>
        <source>output of head %1: Y = A·V, the mixed values</source>
        <translation>Ausgabe von Kopf %1: Y = A·V, die gemischten Values</translation>
    </message>
    <message>
        <source>the heads&apos; outputs side by side, C = [Y₁ … Y_H]</source>
        <translation>die Ausgaben der Köpfe nebeneinander, C = [Y₁ … Y_H]</translation>
    </message>
    <message>
        <source>output projection Wo (parameter)</source>
        <translation>Ausgabeprojektion Wo (Parameter)</translation>
    </message>
    <message>
        <source>attention output C·Wo, added to the residual stream</source>
        <translation>Attention-Ausgabe C·Wo, zum Residualstrom addiert</translation>
    </message>
    <message>
        <source>residual stream X%1 = X%2 + C·Wo</source>
        <translation>Residualstrom X%1 = X%2 + C·Wo</translation>
    </message>
    <message>
        <source>unembedding U, from the residual stream to the vocabulary (parameter)</source>
        <translation>Unembedding U, vom Residualstrom zum Vokabular (Parameter)</translation>
    </message>
    <message>
        <source>logits Z = X·U, one score per vocabulary word at every position</source>
        <translation>Logits Z = X·U, ein Score pro Wort des Vokabulars an jeder Position</translation>
    </message>
    <message>
        <source>loss L: mean next-token cross-entropy over the counted positions</source>
        <translation>Verlust L: mittlere Kreuzentropie des nächsten Tokens über die gezählten Positionen</translation>
    </message>
    <message>
        <source>rows: positions</source>
        <translation>Zeilen: Positionen</translation>
    </message>
    <message>
        <source>columns: coordinates</source>
        <translation>Spalten: Koordinaten</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>Koordinate</translation>
    </message>
    <message>
        <source>rows: queries</source>
        <translation>Zeilen: Queries</translation>
    </message>
    <message>
        <source>columns: keys</source>
        <translation>Spalten: Keys</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>rows: vocabulary words</source>
        <translation>Zeilen: Wörter des Vokabulars</translation>
    </message>
    <message>
        <source>word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>rows: input coordinates</source>
        <translation>Zeilen: Eingabekoordinaten</translation>
    </message>
    <message>
        <source>columns: output coordinates</source>
        <translation>Spalten: Ausgabekoordinaten</translation>
    </message>
    <message>
        <source>input coordinate</source>
        <translation>Eingabekoordinate</translation>
    </message>
    <message>
        <source>output coordinate</source>
        <translation>Ausgabekoordinate</translation>
    </message>
    <message>
        <source>rows: coordinates</source>
        <translation>Zeilen: Koordinaten</translation>
    </message>
    <message>
        <source>columns: vocabulary words</source>
        <translation>Spalten: Wörter des Vokabulars</translation>
    </message>
    <message>
        <source>column: token id</source>
        <translation>Spalte: Token-ID</translation>
    </message>
    <message>
        <source>token id</source>
        <translation>Token-ID</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>the scalar loss</source>
        <translation>der skalare Verlust</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>NumberInput</name>
    <message>
        <source>Type a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed: type a finite number.</source>
        <translation>„%1“ ist nicht erlaubt: Geben Sie eine endliche Zahl ein.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is too large.</source>
        <translation>„%1“ ist zu groß.</translation>
    </message>
    <message>
        <source>%1 is outside the allowed range, %2 to %3.</source>
        <translation>%1 liegt außerhalb des erlaubten Bereichs von %2 bis %3.</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n. v.</translation>
    </message>
    <message>
        <source>&apos;%1…&apos; is not a number.</source>
        <translation>„%1…“ ist keine Zahl.</translation>
    </message>
</context>
<context>
    <name>NumericQuestionKind</name>
    <message>
        <source>Type a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>%1 (± %2)</source>
        <extracomment>A numeric answer and its tolerance, e.g. &quot;−0.75 value units (± 0.005)&quot;.</extracomment>
        <translation>%1 (± %2)</translation>
    </message>
    <message>
        <source>skipped: &apos;*&apos; accepts any answer as correct</source>
        <translation>übersprungen: „*“ akzeptiert jede Antwort als richtig</translation>
    </message>
    <message>
        <source>skipped: no answer is fully correct (100%)</source>
        <translation>übersprungen: keine Antwort ist ganz richtig (100&#xa0;%)</translation>
    </message>
    <message>
        <source>skipped: the answer &apos;%1&apos; is not a number</source>
        <translation>übersprungen: die Antwort „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>the unit &apos;%1&apos; (multiplier %2) is dropped: a pack question shows one unit and converts none</source>
        <translation>die Einheit „%1“ (Faktor %2) entfällt: eine Frage eines Pakets zeigt eine Einheit und rechnet keine um</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>die Einheit</translation>
    </message>
    <message>
        <source>skipped: &apos;*&apos; gives %1 of the credit for any number</source>
        <translation>übersprungen: &apos;*&apos; gibt für jede Zahl %1 der Punkte</translation>
    </message>
    <message>
        <source>the feedback for any other answer</source>
        <translation>die Rückmeldung für jede andere Antwort</translation>
    </message>
    <message>
        <source>answer %1 takes away %2 of the credit; a pack question&apos;s credit is 0 at least, so it gives 0</source>
        <translation>Antwort %1 zieht %2 der Punkte ab; die Punkte einer Paketfrage sind mindestens 0, also gibt sie 0</translation>
    </message>
    <message>
        <source>the feedback of answer %1</source>
        <translation>die Rückmeldung zu Antwort %1</translation>
    </message>
    <message>
        <source>the feedback of the answer</source>
        <translation>die Rückmeldung der Antwort</translation>
    </message>
    <message>
        <source>Answer: ________ %1</source>
        <extracomment>On a printed handout, where a learner writes a number: &quot;Answer: ________ value units&quot;.</extracomment>
        <translation>Antwort: ________ %1</translation>
    </message>
</context>
<context>
    <name>NumericQuestionReader</name>
    <message>
        <source>missing (the correct number)</source>
        <translation>fehlt (die richtige Zahl)</translation>
    </message>
    <message>
        <source>missing (the absolute error accepted, e.g. 0.005; 0 demands the exact number)</source>
        <translation>fehlt (der zulässige absolute Fehler, z. B. 0.005; 0 verlangt die exakte Zahl)</translation>
    </message>
    <message>
        <source>expected a number ≥ 0, got %1</source>
        <translation>erwartet: eine Zahl ≥ 0, erhalten: %1</translation>
    </message>
    <message>
        <source>expected an array of at most %1 answers {&quot;answer&quot;, &quot;tolerance&quot;, &quot;fraction&quot;, &quot;feedback&quot;}</source>
        <translation>erwartet: ein Array von höchstens %1 Antworten {&quot;answer&quot;, &quot;tolerance&quot;, &quot;fraction&quot;, &quot;feedback&quot;}</translation>
    </message>
    <message>
        <source>missing (the number)</source>
        <translation>fehlt (die Zahl)</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>erwartet: eine Zahl, erhalten: %1</translation>
    </message>
    <message>
        <source>missing (the credit it earns, from 0 to 1)</source>
        <translation>fehlt (die Punkte, die sie bringt, von 0 bis 1)</translation>
    </message>
    <message>
        <source>expected the credit from 0 to 1 (0.5 is half), got %1</source>
        <translation>erwartet: die Punkte von 0 bis 1 (0.5 ist die Hälfte), erhalten: %1</translation>
    </message>
</context>
<context>
    <name>OrderingQuestionKind</name>
    <message>
        <source>missing (the items in their right order: [text, text, …])</source>
        <translation>fehlt (die Elemente in ihrer richtigen Reihenfolge: [Text, Text, …])</translation>
    </message>
    <message>
        <source>expected an array of texts in their right order, got %1</source>
        <translation>erwartet ein Array von Texten in ihrer richtigen Reihenfolge, erhalten: %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 items, got %3</source>
        <translation>erwartet %1 bis %2 Elemente, erhalten: %3</translation>
    </message>
    <message>
        <source>the same text as an earlier item: a learner could not tell which goes first</source>
        <translation>derselbe Text wie ein früheres Element: Lernende könnten nicht erkennen, welches zuerst kommt</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>Element %1</translation>
    </message>
    <message>
        <source>skipped: %1 items; a pack ordering question has %2 to %3</source>
        <translation>übersprungen: %1 Elemente; eine Anordnungsfrage eines Pakets hat %2 bis %3</translation>
    </message>
    <message>
        <source>skipped: two items read &quot;%1&quot;; a learner could not tell which goes first</source>
        <translation>übersprungen: zwei Elemente lauten „%1“; Lernende könnten nicht erkennen, welches zuerst kommt</translation>
    </message>
    <message>
        <source>graded here by adjacent pairs (Moodle&apos;s &quot;relative to the next item, excluding the last&quot;), not by %1</source>
        <translation>hier nach benachbarten Paaren bewertet (Moodles „relativ zum nächsten Element, ohne das letzte“), nicht nach %1</translation>
    </message>
    <message>
        <source>all %1 items are shown here; Moodle shows %2 of them</source>
        <translation>hier werden alle %1 Elemente gezeigt; Moodle zeigt %2 davon</translation>
    </message>
    <message>
        <source>Put every item in the list once.</source>
        <translation>Setzen Sie jedes Element einmal in die Liste.</translation>
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
        <translation>fehlt (ein Pflichtfeld)</translation>
    </message>
    <message>
        <source>expected an array of documents, each an array of integer tokens, got %1</source>
        <translation>erwartet: ein Array von Dokumenten, jedes ein Array ganzzahliger Tokens, erhalten: %1</translation>
    </message>
    <message>
        <source>the packed stream would exceed this tool&apos;s limit of %1 slots</source>
        <translation>der gepackte Datenstrom würde die Grenze dieses Werkzeugs von %1 Positionen überschreiten</translation>
    </message>
    <message>
        <source>%1 slots in blocks of %2 would need more than %3 mask entries, this tool&apos;s limit</source>
        <translation>%1 Positionen in Blöcken der Länge %2 bräuchten mehr als %3 Maskeneinträge, die Grenze dieses Werkzeugs</translation>
    </message>
    <message>
        <source>Packs documents into fixed-length blocks: BOS/EOS wrapping, instance ids, shifted labels, loss mask and the document-aware causal mask, as JSON.</source>
        <translation>Packt Dokumente in Blöcke fester Länge und gibt als JSON aus: BOS/EOS-Rahmung, Instanz-IDs, verschobene Labels, Verlustmaske und die dokumentbewusste kausale Maske.</translation>
    </message>
    <message>
        <source>Read the request from &lt;file&gt;.</source>
        <translation>Anfrage aus &lt;Datei&gt; lesen.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
</context>
<context>
    <name>PackDiagnostics</name>
    <message>
        <source>too many problems; stopped reporting after %1</source>
        <translation>zu viele Probleme; nach %1 werden keine weiteren gemeldet</translation>
    </message>
</context>
<context>
    <name>PackFile</name>
    <message>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 bytes, larger than the limit of %2 bytes</source>
        <translation>%1 Bytes, größer als die Grenze von %2 Bytes</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>larger than the limit of %1 bytes</source>
        <translation>größer als die Grenze von %1 Bytes</translation>
    </message>
</context>
<context>
    <name>PackImage</name>
    <message>
        <source>&apos;%1&apos;, line %2, column %3: %4</source>
        <extracomment>%1 is the file, %2 and %3 the line and column in it, %4 what is wrong</extracomment>
        <translation>„%1“, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read as an SVG image</source>
        <translation>„%1“ lässt sich nicht als SVG-Bild lesen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no size (give the &lt;svg&gt; element a width and height or a viewBox)</source>
        <translation>„%1“ hat keine Größe (geben Sie dem &lt;svg&gt;-Element eine Breite und Höhe oder eine viewBox)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 × %3 pixels, more than %4 on a side</source>
        <translation>„%1“ ist %2 × %3 Pixel groß, mehr als %4 pro Seite</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read as an image: %2</source>
        <translation>„%1“ kann nicht als Bild gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>PackImageCheck</name>
    <message>
        <source>image &apos;%1&apos; is not PNG, JPEG, SVG or GIF</source>
        <translation>Bild „%1“ ist weder PNG noch JPEG, SVG oder GIF</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; has %2 bytes, more than the limit of %3</source>
        <translation>Bild „%1“ hat %2 Bytes, mehr als die Grenze von %3</translation>
    </message>
</context>
<context>
    <name>PackLoader</name>
    <message>
        <source>not a folder (a chapter pack is a folder holding %1)</source>
        <translation>kein Ordner (ein Kapitelpaket ist ein Ordner, der %1 enthält)</translation>
    </message>
    <message>
        <source>a symbolic link that leaves the pack folder</source>
        <translation>ein symbolischer Link, der aus dem Paketordner herausführt</translation>
    </message>
    <message>
        <source>a symbolic link to nothing</source>
        <translation>ein symbolischer Link ins Leere</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>erwartet: ein JSON-Objekt auf oberster Ebene</translation>
    </message>
    <message>
        <source>missing (the pack format; this version reads format 1)</source>
        <translation>fehlt (das Paketformat; diese Version liest Format 1)</translation>
    </message>
    <message>
        <source>unsupported pack format %1; this version reads format 1</source>
        <translation>nicht unterstütztes Paketformat %1; diese Version liest Format 1</translation>
    </message>
</context>
<context>
    <name>PackPaths</name>
    <message>
        <source>expected a relative path inside the pack, got an empty string</source>
        <translation>erwartet: ein relativer Pfad innerhalb des Pakets, erhalten: eine leere Zeichenkette</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a URL or drive path; only files inside the pack may be referenced</source>
        <translation>„%1“ ist eine URL oder ein Laufwerkspfad; nur Dateien innerhalb des Pakets dürfen referenziert werden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an absolute path; paths must be relative to the pack folder</source>
        <translation>„%1“ ist ein absoluter Pfad; Pfade müssen relativ zum Paketordner sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a backslash; separate folders with &apos;/&apos;</source>
        <translation>„%1“ enthält einen Backslash; trennen Sie Ordner mit „/“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a NUL character</source>
        <translation>„%1“ enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;..&apos;; paths may not leave the pack folder</source>
        <translation>„%1“ enthält „..“; Pfade dürfen den Paketordner nicht verlassen</translation>
    </message>
    <message>
        <source>the pack folder does not exist</source>
        <translation>der Paketordner existiert nicht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a symbolic link to nothing</source>
        <translation>„%1“ ist ein symbolischer Link ins Leere</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>„%1“ existiert nicht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a symbolic link that leaves the pack folder</source>
        <translation>„%1“ ist ein symbolischer Link, der aus dem Paketordner herausführt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a folder, not a file</source>
        <translation>„%1“ ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file</source>
        <translation>„%1“ ist keine reguläre Datei</translation>
    </message>
</context>
<context>
    <name>PackingParams</name>
    <message>
        <source>expected at most %1 characters, got %2</source>
        <translation>erwartet: höchstens %1 Zeichen, erhalten: %2</translation>
    </message>
    <message>
        <source>expected at most %1 tokens, got %2</source>
        <translation>erwartet: höchstens %1 Tokens, erhalten: %2</translation>
    </message>
    <message>
        <source>expected an array of texts, one per document, got %1</source>
        <translation>erwartet: ein Array von Texten, einer pro Dokument, erhalten: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 documents, got %2</source>
        <translation>erwartet: 1 bis %1 Dokumente, erhalten: %2</translation>
    </message>
    <message>
        <source>expected &quot;document&quot; or &quot;causal&quot;, got &quot;%1&quot;</source>
        <translation>erwartet: &quot;document&quot; oder &quot;causal&quot;, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a word of the documents (%1), got &quot;%2&quot;</source>
        <translation>erwartet: ein Wort der Dokumente (%1), erhalten: &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>ParamsChecker</name>
    <message>
        <source>none</source>
        <extracomment>Stands for the list of installed chapter kinds when there is none: &quot;(installed kinds: none)&quot;.</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>no installed plugin presents chapters of kind &apos;%1&apos; (installed kinds: %2)</source>
        <translation>kein installiertes Plug-in stellt Kapitel der Art „%1“ dar (installierte Arten: %2)</translation>
    </message>
    <message>
        <source>the plugin for kind &apos;%1&apos; cannot be used: %2</source>
        <translation>das Plug-in für die Art „%1“ kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>no question of this pack has the id &apos;%1&apos;</source>
        <translation>keine Frage dieses Pakets hat die ID „%1“</translation>
    </message>
</context>
<context>
    <name>PluginRegistry</name>
    <message>
        <source>not a plugin: %1</source>
        <translation>kein Plug-in: %1</translation>
    </message>
    <message>
        <source>built for plugin API version %1; this version of Attention Atlas needs %2</source>
        <translation>für Plug-in-API-Version %1 gebaut; diese Version von Attention Atlas benötigt %2</translation>
    </message>
    <message>
        <source>its metadata names no chapter kind</source>
        <translation>seine Metadaten nennen keine Kapitelart</translation>
    </message>
    <message>
        <source>kind &apos;%1&apos; is already provided by %2</source>
        <translation>die Art „%1“ wird bereits von %2 bereitgestellt</translation>
    </message>
    <message>
        <source>could not be loaded: %1</source>
        <translation>konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>its object does not implement the chapter interface</source>
        <translation>sein Objekt implementiert die Kapitelschnittstelle nicht</translation>
    </message>
    <message>
        <source>no plugin presents this kind</source>
        <translation>kein Plug-in stellt diese Art dar</translation>
    </message>
    <message>
        <source>a plugin for another interface (%1; expected %2 or %3)</source>
        <translation>ein Plugin für eine andere Schnittstelle (%1; erwartet %2 oder %3)</translation>
    </message>
    <message>
        <source>its metadata names no question kind (&quot;questionKind&quot;)</source>
        <translation>seine Metadaten nennen keine Fragenart („questionKind“)</translation>
    </message>
    <message>
        <source>its object does not implement the question kind interface</source>
        <translation>sein Objekt implementiert die Schnittstelle für Fragenarten nicht</translation>
    </message>
    <message>
        <source>its kind is named &apos;%1&apos;, its metadata says &apos;%2&apos;</source>
        <translation>seine Art heißt „%1“, seine Metadaten sagen „%2“</translation>
    </message>
</context>
<context>
    <name>PositionsParams</name>
    <message>
        <source>expected an array of %1 to %2 token labels, got %3</source>
        <translation>erwartet: ein Array mit %1 bis %2 Token-Beschriftungen, erhalten: %3</translation>
    </message>
    <message>
        <source>expected %1 to %2 token labels, got %3</source>
        <translation>erwartet: %1 bis %2 Token-Beschriftungen, erhalten: %3</translation>
    </message>
    <message>
        <source>expected a label of 1 to %1 characters without spaces, got &apos;%2&apos;</source>
        <translation>erwartet: eine Beschriftung mit 1 bis %1 Zeichen ohne Leerzeichen, erhalten: „%2“</translation>
    </message>
    <message>
        <source>expected a permutation of 0 to %1 (each once, one per token), got %2 numbers</source>
        <translation>erwartet: eine Permutation von 0 bis %1 (jede Zahl einmal, eine pro Token), erhalten: %2 Zahlen</translation>
    </message>
    <message>
        <source>expected &quot;none&quot;, &quot;sinusoidal&quot; or &quot;rotary&quot;, got &quot;%1&quot;</source>
        <translation>erwartet: &quot;none&quot;, &quot;sinusoidal&quot; oder &quot;rotary&quot;, erhalten: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an even width (sine and cosine in pairs), got %1</source>
        <translation>erwartet: eine gerade Breite (Sinus und Kosinus paarweise), erhalten: %1</translation>
    </message>
    <message>
        <source>expected a base from %1 to %2, got %3</source>
        <translation>erwartet: eine Basis von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected a slope from %1 to %2, got %3</source>
        <translation>erwartet: eine Steigung von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>expected 1 to %1 document lengths, got none</source>
        <translation>erwartet: 1 bis %1 Dokumentlängen, erhalten: keine</translation>
    </message>
    <message>
        <source>expected a length from 1 to %1, got %2</source>
        <translation>erwartet: eine Länge von 1 bis %1, erhalten: %2</translation>
    </message>
    <message>
        <source>expected at most %1 tokens in all, got %2</source>
        <translation>erwartet: höchstens %1 Tokens insgesamt, erhalten: %2</translation>
    </message>
    <message>
        <source>Type %1 to %2 tokens separated by spaces.</source>
        <translation>Geben Sie %1 bis %2 Tokens ein, durch Leerzeichen getrennt.</translation>
    </message>
    <message>
        <source>A token has 1 to %1 characters; &apos;%2&apos; has %3.</source>
        <translation>Ein Token hat 1 bis %1 Zeichen; „%2“ hat %3.</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message numerus="yes">
        <source>%n entry(s) of your saved progress could not be read and were skipped; the rest was kept.</source>
        <translation>
            <numerusform>%n Eintrag Ihres gespeicherten Fortschritts konnte nicht gelesen werden und wurde übersprungen; der Rest wurde beibehalten.</numerusform>
            <numerusform>%n Einträge Ihres gespeicherten Fortschritts konnten nicht gelesen werden und wurden übersprungen; der Rest wurde beibehalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>A copy of the original is at %1.</source>
        <translation>Eine Kopie des Originals liegt unter %1.</translation>
    </message>
    <message>
        <source>saving is disabled because the existing progress file could not be read or moved</source>
        <translation>das Speichern ist deaktiviert, weil die vorhandene Fortschrittsdatei weder gelesen noch verschoben werden konnte</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Your saved progress (%1) could not be read. %2 It could not be moved aside to %3, so it was left untouched; progress will not be saved this session.</source>
        <extracomment>%1: the progress file; %2: a sentence saying why it could not be read; %3: where it should have been moved.</extracomment>
        <translation>Ihr gespeicherter Fortschritt (%1) konnte nicht gelesen werden. %2 Er konnte nicht nach %3 verschoben werden und bleibt daher unverändert; in dieser Sitzung wird kein Fortschritt gespeichert.</translation>
    </message>
    <message>
        <source>Your saved progress could not be read. %1 It was kept as %2 and you start fresh.</source>
        <extracomment>%1: a sentence saying why the file could not be read; %2: where the file was kept.</extracomment>
        <translation>Ihr gespeicherter Fortschritt konnte nicht gelesen werden. %1 Er wurde als %2 aufbewahrt, und Sie beginnen von vorn.</translation>
    </message>
    <message>
        <source>The file is not a regular file.</source>
        <translation>Die Datei ist keine reguläre Datei.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation>Die Datei ist größer als %1 MiB.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation>Die Datei kann nicht geöffnet werden: %1.</translation>
    </message>
    <message>
        <source>It is not valid JSON (byte %1: %2).</source>
        <translation>Sie ist kein gültiges JSON (Byte %1: %2).</translation>
    </message>
    <message>
        <source>It is not a progress file of this version.</source>
        <translation>Sie ist keine Fortschrittsdatei dieser Version.</translation>
    </message>
    <message>
        <source>It was written by a newer version of Attention Atlas (file format %1).</source>
        <extracomment>%1: the file format&apos;s number</extracomment>
        <translation>Sie wurde von einer neueren Version von Attention Atlas geschrieben (Dateiformat %1).</translation>
    </message>
    <message>
        <source>the progress has grown beyond %1 MiB, more than the file may hold; the last saved file is kept</source>
        <extracomment>%1: a size in MiB</extracomment>
        <translation>der Fortschritt ist über %1 MiB gewachsen, mehr als die Datei fassen darf; die zuletzt gespeicherte Datei bleibt erhalten</translation>
    </message>
</context>
<context>
    <name>QuestionFormChecks</name>
    <message>
        <source>a right choice of %1 characters beside wrong ones of at most %2 (%3): a learner can pick it by its length; give the wrong choices the same detail, or say the right one in fewer words</source>
        <extracomment>%1, %2: numbers of characters; %3: languages, e.g. &quot;en, de&quot;</extracomment>
        <translation>eine richtige Antwortoption mit %1 Zeichen neben falschen mit höchstens %2 (%3): Lernende können sie an ihrer Länge erkennen; geben Sie den falschen Antwortoptionen ebenso viele Details, oder formulieren Sie die richtige kürzer</translation>
    </message>
    <message>
        <source>in %1 of %2 choice questions the longest choice is a right one (%3%, where chance gives about %4%): a learner who picks the longest choice does better than they know; make a wrong choice the longest in some of %5</source>
        <extracomment>%1 of %2 questions; %3, %4: percentages; %5: question ids</extracomment>
        <translation>in %1 von %2 Auswahlfragen ist die längste Antwortoption eine richtige (%3%, wo der Zufall etwa %4% ergibt): Lernende, die die längste wählen, schneiden besser ab, als ihr Wissen hergibt; machen Sie in einigen von %5 eine falsche Antwortoption zur längsten</translation>
    </message>
    <message>
        <source>all %1 multiple-choice questions of the pack have %2 right choices: a learner who notices picks %2 and needs to know less; vary how many are right, from 1 to one fewer than the choices</source>
        <extracomment>%1: how many questions; %2: how many right choices each has</extracomment>
        <translation>alle %1 Mehrfachauswahlfragen des Pakets haben %2 richtige Antwortoptionen: Lernende, die das bemerken, wählen %2 und müssen weniger wissen; variieren Sie, wie viele richtig sind, von 1 bis eine weniger als die Antwortoptionen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2) points at other choices, but each learner sees the choices in an order of their own: say what it means, or keep the written order with &quot;shuffle&quot;: false</source>
        <extracomment>%1: the words, e.g. &quot;above&quot;; %2: a language code</extracomment>
        <translation>„%1“ (%2) verweist auf andere Antwortoptionen, aber alle Lernenden sehen die Antwortoptionen in einer eigenen Reihenfolge: sagen Sie, was gemeint ist, oder behalten Sie die geschriebene Reihenfolge mit &quot;shuffle&quot;: false bei</translation>
    </message>
    <message>
        <source>the prompt with its answer repeats &quot;%1…&quot; (%2) from the chapter&apos;s text word for word: it asks to recall a sentence, not to use it; ask for a prediction or a computation instead</source>
        <extracomment>%1: words quoted from the chapter; %2: a language code</extracomment>
        <translation>die Fragestellung wiederholt mit ihrer Antwort „%1…“ (%2) wörtlich aus dem Kapiteltext: sie fragt nach dem Erinnern eines Satzes, nicht nach seiner Anwendung; fragen Sie stattdessen nach einer Vorhersage oder einer Berechnung</translation>
    </message>
    <message>
        <source>its prompt is nearly that of question &apos;%1&apos; (%2% of their word pairs alike): one question asked twice counts its idea twice; merge them, or ask something else</source>
        <extracomment>%1: another question&apos;s id; %2: a percentage</extracomment>
        <translation>ihre Fragestellung ist fast dieselbe wie die der Frage „%1“ (%2% ihrer Wortpaare gleich): eine zweimal gestellte Frage zählt ihren Gedanken doppelt; führen Sie beide zusammen, oder fragen Sie etwas anderes</translation>
    </message>
</context>
<context>
    <name>QuestionInserter</name>
    <message>
        <source>pack.json is not valid JSON (line %1): %2</source>
        <translation>pack.json ist kein gültiges JSON (Zeile %1): %2</translation>
    </message>
    <message>
        <source>pack.json has no &quot;chapters&quot; array</source>
        <translation>pack.json hat kein Array „chapters“</translation>
    </message>
    <message>
        <source>the pack has no chapter &apos;%1&apos; (its chapters: %2)</source>
        <translation>das Paket hat kein Kapitel „%1“ (seine Kapitel: %2)</translation>
    </message>
    <message>
        <source>chapter &apos;%1&apos; would have %2 questions; a chapter holds at most %3</source>
        <translation>Kapitel „%1“ hätte %2 Fragen; ein Kapitel fasst höchstens %3</translation>
    </message>
    <message>
        <source>the pack would have %1 questions; a pack holds at most %2</source>
        <translation>das Paket hätte %1 Fragen; ein Paket fasst höchstens %2</translation>
    </message>
    <message>
        <source>chapter &apos;%1&apos; could not be located in pack.json</source>
        <translation>Kapitel „%1“ wurde in pack.json nicht gefunden</translation>
    </message>
    <message>
        <source>chapter &apos;%1&apos;: &quot;questions&quot; is not an array</source>
        <translation>Kapitel „%1“: „questions“ ist kein Array</translation>
    </message>
    <message>
        <source>adding the questions to pack.json would change more than them; nothing was written</source>
        <translation>die Fragen in pack.json einzufügen, würde mehr als sie ändern; nichts wurde geschrieben</translation>
    </message>
</context>
<context>
    <name>QuestionKind</name>
    <message>
        <source>question &apos;%1&apos;: Moodle has no &quot;%2&quot; questions; it is not exported</source>
        <extracomment>%1: a question id; %2: its type, e.g. &quot;ordering&quot;</extracomment>
        <translation>Frage „%1“: Moodle kennt keine „%2“-Fragen; sie wird nicht exportiert</translation>
    </message>
</context>
<context>
    <name>QuestionKinds</name>
    <message>
        <source>&apos;%1&apos; is not a question kind&apos;s name: lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation>„%1“ ist kein Name einer Fragenart: Kleinbuchstaben, Ziffern und „-“, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <source>the question kind &apos;%1&apos; already exists</source>
        <translation>die Fragenart „%1“ gibt es schon</translation>
    </message>
    <message>
        <source>the question kind &apos;%1&apos; claims the field &quot;%2&quot;, which every question has</source>
        <extracomment>%1: a question kind&apos;s name; %2: a field, e.g. &quot;prompt&quot;</extracomment>
        <translation>die Fragenart „%1“ beansprucht das Feld „%2“, das jede Frage hat</translation>
    </message>
    <message>
        <source>the question kind &apos;%1&apos; defines &quot;%2&quot; in its schema, which another kind defines differently or the schema reserves</source>
        <extracomment>%1: a question kind&apos;s name; %2: the name of a JSON Schema definition, e.g. &quot;choice&quot;</extracomment>
        <translation>die Fragenart „%1“ definiert „%2“ in ihrem Schema, das eine andere Art anders definiert oder das Schema sich vorbehält</translation>
    </message>
</context>
<context>
    <name>QuestionReader</name>
    <message>
        <source>question id &apos;%1&apos; is used twice in this pack (progress is stored by id)</source>
        <translation>die Frage-ID „%1“ wird in diesem Paket zweimal verwendet (der Fortschritt wird nach ID gespeichert)</translation>
    </message>
    <message>
        <source>no explanation: learners will see only whether they were right</source>
        <translation>keine Erklärung: Lernende sehen nur, ob ihre Antwort richtig war</translation>
    </message>
    <message>
        <source>missing (one of %1)</source>
        <extracomment>%1: the question types, e.g. &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;</extracomment>
        <translation>fehlt (eines von %1)</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>erwartet: einer von %1</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; question has no &quot;%2&quot; field (only %3 questions have one)</source>
        <extracomment>%1: a question type (&quot;numeric&quot;); %2: a field name; %3: the types that have it, e.g. &quot;single&quot;, &quot;multiple&quot;</extracomment>
        <translation>eine „%1“-Frage hat kein Feld „%2“ (nur %3-Fragen haben eines)</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; question has no &quot;shuffle&quot; field: it has no items to shuffle (only %2 questions have one)</source>
        <translation>eine „%1“-Frage hat kein Feld „shuffle“: sie hat nichts zu mischen (nur %2-Fragen haben eines)</translation>
    </message>
    <message>
        <source>expected true or false (false shows the choices in the order written), got %1</source>
        <translation>erwartet true oder false (false zeigt die Antworten in der geschriebenen Reihenfolge), erhalten: %1</translation>
    </message>
</context>
<context>
    <name>QuestionStatsCommand</name>
    <message>
        <source>Item analysis of a class&apos;s quiz results: per question the facility index (the share of the marks learners earned) and the discrimination index (the correlation of its marks with the rest of the quiz), as Moodle&apos;s quiz statistics define them; how often each answer was given; and flags for questions too easy (facility above 0.9), too hard (below 0.2) or weak (discrimination below 0.1).</source>
        <translation>Itemanalyse der Quizergebnisse einer Klasse: je Frage der Leichtigkeitsindex (der Anteil der Punkte, den die Lernenden erzielt haben) und die Trennschärfe (die Korrelation ihrer Punkte mit dem Rest des Quiz), wie die Quizstatistik von Moodle sie definiert; wie oft jede Antwort gegeben wurde; und Hinweise auf zu leichte Fragen (Leichtigkeitsindex über 0.9), zu schwere (unter 0.2) oder schwache (Trennschärfe unter 0.1).</translation>
    </message>
    <message>
        <source>Results files exported from the quiz (.json or .csv), or folders of them.</source>
        <translation>Aus dem Quiz exportierte Ergebnisdateien (.json oder .csv) oder Ordner mit solchen Dateien.</translation>
    </message>
    <message>
        <source>csv (default) or json.</source>
        <translation>csv (Standard) oder json.</translation>
    </message>
    <message>
        <source>--format: expected csv or json, got &apos;%1&apos;</source>
        <translation>--format: csv oder json erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>missing the results (attention-atlas-cli questions stats RESULTS…)</source>
        <translation>die Ergebnisse fehlen (attention-atlas-cli questions stats RESULTS…)</translation>
    </message>
    <message>
        <source>no results could be read</source>
        <translation>es konnten keine Ergebnisse gelesen werden</translation>
    </message>
</context>
<context>
    <name>QuestionsCommand</name>
    <message>
        <source>missing --format (gift or moodle-xml)</source>
        <translation>--format fehlt (gift oder moodle-xml)</translation>
    </message>
    <message>
        <source>--format: expected gift or moodle-xml, got &apos;%1&apos;</source>
        <translation>--format: gift oder moodle-xml erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>--lang: expected a language code such as en, de or de_CH, got &apos;%1&apos;</source>
        <translation>--lang: Sprachcode wie en, de oder de_CH erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>Reads Moodle questions (GIFT or Moodle XML) and prints them as the pack&apos;s question JSON, or adds them to a chapter of a pack. Questions and details the pack cannot hold are reported as FILE:LINE: warning.</source>
        <translation>Liest Moodle-Fragen (GIFT oder Moodle XML) und gibt sie als Fragen-JSON eines Pakets aus oder fügt sie einem Kapitel eines Pakets hinzu. Fragen und Details, die das Paket nicht aufnehmen kann, werden als DATEI:ZEILE: warning gemeldet.</translation>
    </message>
    <message>
        <source>The GIFT or Moodle XML file.</source>
        <translation>Die GIFT- oder Moodle-XML-Datei.</translation>
    </message>
    <message>
        <source>gift or moodle-xml.</source>
        <translation>gift oder moodle-xml.</translation>
    </message>
    <message>
        <source>The language of the file&apos;s texts (default en).</source>
        <translation>Die Sprache der Texte der Datei (Standard: en).</translation>
    </message>
    <message>
        <source>With --into: the chapter that receives the questions.</source>
        <translation>Mit --into: das Kapitel, das die Fragen erhält.</translation>
    </message>
    <message>
        <source>Add the questions to this pack (edits its pack.json).</source>
        <translation>Die Fragen diesem Paket hinzufügen (ändert seine pack.json).</translation>
    </message>
    <message>
        <source>missing the question file (attention-atlas-cli questions import --format F FILE)</source>
        <translation>die Fragendatei fehlt (attention-atlas-cli questions import --format F DATEI)</translation>
    </message>
    <message>
        <source>--into and --chapter go together: the pack and the chapter that receives the questions</source>
        <translation>--into und --chapter gehören zusammen: das Paket und das Kapitel, das die Fragen erhält</translation>
    </message>
    <message>
        <source>%1: cannot read the file</source>
        <translation>%1: die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB</source>
        <translation>%1: größer als %2 MiB</translation>
    </message>
    <message numerus="yes">
        <source>%1: the pack does not validate (%n error(s)); fix it first (attention-atlas-cli validate %1)</source>
        <translation>
            <numerusform>%1: das Paket ist nicht gültig (%n Fehler); beheben Sie es zuerst (attention-atlas-cli validate %1)</numerusform>
            <numerusform>%1: das Paket ist nicht gültig (%n Fehler); beheben Sie es zuerst (attention-atlas-cli validate %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot read</source>
        <translation>%1: kann nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n question(s) imported</source>
        <translation>
            <numerusform>%1: %n Frage importiert</numerusform>
            <numerusform>%1: %n Fragen importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n übersprungen</numerusform>
            <numerusform>%n übersprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write</source>
        <translation>%1: kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1: cannot restore the file as it was</source>
        <translation>%1: die Datei kann nicht wiederhergestellt werden, wie sie war</translation>
    </message>
    <message>
        <source>%1: with these questions the pack would not validate; pack.json is unchanged</source>
        <translation>%1: mit diesen Fragen wäre das Paket nicht gültig; pack.json ist unverändert</translation>
    </message>
    <message>
        <source>added to chapter &apos;%1&apos; of %2</source>
        <translation>zu Kapitel „%1“ von %2 hinzugefügt</translation>
    </message>
    <message>
        <source>Writes a pack&apos;s questions for Moodle, as GIFT or Moodle XML, on standard output: one category per chapter, the texts in one language. A mask question becomes a multiple-answer question over its block&apos;s slots, with a note.</source>
        <translation>Schreibt die Fragen eines Pakets für Moodle als GIFT oder Moodle XML auf die Standardausgabe: eine Kategorie je Kapitel, die Texte in einer Sprache. Eine Maskenfrage wird zu einer Frage mit mehreren Antworten über die Positionen ihres Blocks, mit einem Hinweis.</translation>
    </message>
    <message>
        <source>The pack folder (it holds pack.json).</source>
        <translation>Der Paketordner (er enthält pack.json).</translation>
    </message>
    <message>
        <source>The language of the texts written (default en; a missing text falls back as in the app).</source>
        <translation>Die Sprache der geschriebenen Texte (Standard: en; ein fehlender Text fällt wie in der App zurück).</translation>
    </message>
    <message>
        <source>Only this chapter&apos;s questions.</source>
        <translation>Nur die Fragen dieses Kapitels.</translation>
    </message>
    <message>
        <source>missing the pack folder (attention-atlas-cli questions export --format F PACK)</source>
        <translation>der Paketordner fehlt (attention-atlas-cli questions export --format F PAKET)</translation>
    </message>
    <message numerus="yes">
        <source>%1: the pack does not validate (%n error(s)); nothing exported</source>
        <translation>
            <numerusform>%1: das Paket ist nicht gültig (%n Fehler); nichts exportiert</numerusform>
            <numerusform>%1: das Paket ist nicht gültig (%n Fehler); nichts exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>--chapter: the pack has no chapter &apos;%1&apos; (its chapters: %2)</source>
        <translation>--chapter: das Paket hat kein Kapitel „%1“ (seine Kapitel: %2)</translation>
    </message>
    <message>
        <source>Usage: attention-atlas-cli questions import --format gift|moodle-xml FILE [--into PACK --chapter ID] [--lang L]
       attention-atlas-cli questions export --format gift|moodle-xml PACK [--chapter ID] [--lang L]
       attention-atlas-cli questions stats RESULTS… [--format csv|json]

Moodle question interchange, and item analysis of a class&apos;s results; &apos;questions import --help&apos;, &apos;questions export --help&apos; and &apos;questions stats --help&apos; list the options.
</source>
        <translation>Aufruf: attention-atlas-cli questions import --format gift|moodle-xml DATEI [--into PAKET --chapter ID] [--lang L]
        attention-atlas-cli questions export --format gift|moodle-xml PAKET [--chapter ID] [--lang L]
        attention-atlas-cli questions stats RESULTS… [--format csv|json]

Fragenaustausch mit Moodle und Itemanalyse der Ergebnisse einer Klasse; „questions import --help“, „questions export --help“ und „questions stats --help“ nennen die Optionen.
</translation>
    </message>
    <message>
        <source>missing import, export or stats (attention-atlas-cli questions import|export|stats …)</source>
        <translation>import, export oder stats fehlt (attention-atlas-cli questions import|export|stats …)</translation>
    </message>
    <message>
        <source>unknown subcommand &apos;%1&apos; (expected import, export or stats)</source>
        <translation>unbekannter Unterbefehl „%1“ (import, export oder stats erwartet)</translation>
    </message>
</context>
<context>
    <name>QuizParams</name>
    <message>
        <source>expected an array of question ids, got %1</source>
        <translation>erwartet: ein Array von Frage-IDs, erhalten: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 question ids, got %2</source>
        <translation>erwartet: 1 bis %1 Frage-IDs, erhalten: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a question id</source>
        <translation>„%1“ ist keine Frage-ID</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; is listed twice</source>
        <translation>die Frage „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>%1 questions per attempt, but only %2 are listed in &quot;questions&quot;</source>
        <translation>%1 Fragen pro Durchgang, aber nur %2 sind in &quot;questions&quot; aufgeführt</translation>
    </message>
</context>
<context>
    <name>QuizResults</name>
    <message>
        <source>%1: choose a file name ending in .csv or .json</source>
        <translation>%1: Wählen Sie einen Dateinamen mit der Endung .csv oder .json</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>RequestInput</name>
    <message>
        <source>cannot read standard input: %1</source>
        <translation>die Standardeingabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>the request is larger than %1 MiB</source>
        <translation>die Anfrage ist größer als %1 MiB</translation>
    </message>
</context>
<context>
    <name>ScalingVarianceParams</name>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>erwartet: eine Zahl von %1 bis %2, erhalten: %3</translation>
    </message>
    <message>
        <source>%1 samples with %2 keys would cost %3 units of work over the sweep of widths, more than the %4 a pack may ask for (about ten seconds); lower samples or keys</source>
        <extracomment>%1 and %2 are numbers of samples and keys; %3 and %4 units of work such as 3.1e+09</extracomment>
        <translation>%1 Stichproben mit %2 Keys kosteten über alle Breiten %3 Arbeitseinheiten, mehr als die %4, die ein Pack verlangen darf (etwa zehn Sekunden); verringern Sie samples oder keys</translation>
    </message>
</context>
<context>
    <name>SchemaCommand</name>
    <message>
        <source>Prints the JSON Schema (Draft 2020-12) of a pack&apos;s manifest, pack.json, with every question kind and every chapter kind&apos;s params this installation has, for an editor to check and complete a pack as it is written. attention-atlas-cli validate checks everything the schema says and more.</source>
        <translation>Gibt das JSON-Schema (Draft 2020-12) des Manifests eines Pakets, pack.json, mit jeder Fragenart und den Parametern jeder Kapitelart dieser Installation aus, damit ein Editor ein Paket beim Schreiben prüfen und vervollständigen kann. attention-atlas-cli validate prüft alles, was das Schema sagt, und mehr.</translation>
    </message>
    <message>
        <source>Only what the application ships: the built-in question kinds, and the params of the chapter kinds in its own plugin folder; no question-kind plugin is loaded and ATLAS_PLUGIN_PATH is ignored (this is docs/pack.schema.json).</source>
        <translation>Nur was die Anwendung mitbringt: die eingebauten Fragenarten und die Parameter der Kapitelarten in ihrem eigenen Plugin-Ordner; kein Fragenart-Plugin wird geladen, und ATLAS_PLUGIN_PATH wird nicht beachtet (das ist docs/pack.schema.json).</translation>
    </message>
</context>
<context>
    <name>ShellOptions</name>
    <message>
        <source>Attention Atlas — learn how self-attention works, and run it.</source>
        <translation>Attention Atlas – lernen Sie, wie Self-Attention funktioniert, und rechnen Sie selbst nach.</translation>
    </message>
    <message>
        <source>Open the chapter pack in &lt;folder&gt; (default: the built-in course).</source>
        <translation>Kapitelpaket in &lt;Ordner&gt; öffnen (Standard: der eingebaute Kurs).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Start at the chapter with this &lt;id&gt;.</source>
        <translation>Beim Kapitel mit dieser &lt;ID&gt; beginnen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>User interface and content language, e.g. en, de, fr.</source>
        <translation>Sprache der Oberfläche und der Inhalte, z. B. en, de, fr.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Print one line per chapter (ID, kind, status) and exit.</source>
        <translation>Eine Zeile pro Kapitel ausgeben (ID, Art, Status) und beenden.</translation>
    </message>
    <message>
        <source>Render every chapter to &lt;folder&gt;/NN-&lt;chapter&gt;.png and exit.</source>
        <translation>Jedes Kapitel als &lt;Ordner&gt;/NN-&lt;Kapitel&gt;.png rendern und beenden.</translation>
    </message>
    <message>
        <source>Window size for --export-tour, e.g. 1440x900.</source>
        <translation>Fenstergröße für --export-tour, z. B. 1440x900.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--tour-size: expected WIDTHxHEIGHT between 320x240 and 8192x8192, got &apos;%1&apos;</source>
        <translation>--tour-size: erwartet: BREITExHÖHE zwischen 320x240 und 8192x8192, erhalten: „%1“</translation>
    </message>
    <message>
        <source>
Qt&apos;s own options (-platform, -style, -reverse, …) are described in the QGuiApplication and QApplication documentation.
</source>
        <translation>
Die eigenen Optionen von Qt (-platform, -style, -reverse, …) sind in der Dokumentation von QGuiApplication und QApplication beschrieben.
</translation>
    </message>
    <message>
        <source>Write every chapter as a PDF handout to &lt;folder&gt;/NN-&lt;chapter&gt;.pdf and exit.</source>
        <translation>Jedes Kapitel als PDF-Handout nach &lt;ordner&gt;/NN-&lt;kapitel&gt;.pdf schreiben und beenden.</translation>
    </message>
    <message>
        <source>Paper size for --export-pdf: A4 or Letter (default A4).</source>
        <translation>Papierformat für --export-pdf: A4 oder Letter (Vorgabe A4).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>format</translation>
    </message>
    <message>
        <source>--page-size: expected A4 or Letter, got &apos;%1&apos;</source>
        <translation>--page-size: A4 oder Letter erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>--export-tour and --export-pdf cannot be combined: run them one after the other</source>
        <translation>--export-tour und --export-pdf lassen sich nicht kombinieren: führen Sie sie nacheinander aus</translation>
    </message>
    <message>
        <source>Read the pack again each time one of its files is saved (for authors; F5 does it by hand).</source>
        <translation>Das Paket jedes Mal neu lesen, wenn eine seiner Dateien gespeichert wird (für Autorinnen und Autoren; F5 tut es von Hand).</translation>
    </message>
    <message>
        <source>Scale the desktop&apos;s font size by &lt;factor&gt;, e.g. 1.5 (from 0.5 to 3).</source>
        <translation>Die Schriftgröße des Desktops mit &lt;Faktor&gt; vervielfachen, z. B. 1.5 (von 0.5 bis 3).</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>Black text on white and dark outlines, whatever the desktop&apos;s colours.</source>
        <translation>Schwarze Schrift auf Weiß und dunkle Umrisse, unabhängig von den Farben des Desktops.</translation>
    </message>
    <message>
        <source>--font-scale: expected a number from 0.5 to 3, got &apos;%1&apos;</source>
        <translation>--font-scale: erwartet: eine Zahl von 0.5 bis 3, erhalten: „%1“</translation>
    </message>
</context>
<context>
    <name>ShortAnswerQuestionKind</name>
    <message>
        <source>missing (the answers accepted: [{&quot;text&quot;: …, &quot;fraction&quot;: 1}, …])</source>
        <translation>fehlt (die akzeptierten Antworten: [{&quot;text&quot;: …, &quot;fraction&quot;: 1}, …])</translation>
    </message>
    <message>
        <source>expected an array of answers, got %1</source>
        <translation>erwartet: ein Array von Antworten, erhalten: %1</translation>
    </message>
    <message>
        <source>expected 1 to %1 answers, got %2</source>
        <translation>erwartet: 1 bis %1 Antworten, erhalten: %2</translation>
    </message>
    <message>
        <source>expected the credit from 0 to 1 (0.5 is half), got %1</source>
        <translation>erwartet: die Punkte von 0 bis 1 (0.5 ist die Hälfte), erhalten: %1</translation>
    </message>
    <message>
        <source>expected an answer: {&quot;text&quot;: …, &quot;fraction&quot;: …, &quot;feedback&quot;: …} or a text, got %1</source>
        <translation>erwartet: eine Antwort, {&quot;text&quot;: …, &quot;fraction&quot;: …, &quot;feedback&quot;: …} oder ein Text, erhalten: %1</translation>
    </message>
    <message>
        <source>an empty answer (white space only) matches nothing a learner can type</source>
        <translation>eine leere Antwort (nur Leerraum) passt auf nichts, was Lernende eingeben können</translation>
    </message>
    <message>
        <source>the same text as an earlier answer: only the earlier one can match</source>
        <translation>derselbe Text wie eine frühere Antwort: nur die frühere kann passen</translation>
    </message>
    <message>
        <source>no answer gives full credit (&quot;fraction&quot;: 1, the default)</source>
        <translation>keine Antwort gibt volle Punktzahl (&quot;fraction&quot;: 1, die Voreinstellung)</translation>
    </message>
    <message numerus="yes">
        <source>skipped: %n answer(s); a pack short-answer question accepts 1 to %1</source>
        <translation>
            <numerusform>übersprungen: %n Antwort; eine Kurzantwortfrage eines Pakets akzeptiert 1 bis %1</numerusform>
            <numerusform>übersprungen: %n Antworten; eine Kurzantwortfrage eines Pakets akzeptiert 1 bis %1</numerusform>
        </translation>
    </message>
    <message>
        <source>answer %1</source>
        <translation>Antwort %1</translation>
    </message>
    <message>
        <source>the feedback of answer %1</source>
        <translation>die Rückmeldung zu Antwort %1</translation>
    </message>
    <message>
        <source>skipped: answer %1 has no text</source>
        <translation>übersprungen: Antwort %1 hat keinen Text</translation>
    </message>
    <message>
        <source>answer %1 takes away %2 of the credit; a typed answer earns 0 at least, so it gives 0</source>
        <translation>Antwort %1 zieht %2 der Punkte ab; eine getippte Antwort bringt mindestens 0, also gibt sie 0</translation>
    </message>
    <message>
        <source>skipped: no answer is fully correct (100%)</source>
        <translation>übersprungen: keine Antwort ist ganz richtig (100&#xa0;%)</translation>
    </message>
    <message>
        <source>imported as a short-answer question (the learner types &apos;%1&apos;), as Moodle reads it; a true/false question is written {T}, {TRUE}, {F} or {FALSE}, in capitals</source>
        <translation>als Kurzantwortfrage importiert (Lernende tippen „%1“), wie Moodle sie liest; eine Wahr/Falsch-Frage schreibt man {T}, {TRUE}, {F} oder {FALSE}, in Großbuchstaben</translation>
    </message>
    <message>
        <source>Type an answer.</source>
        <translation>Gib eine Antwort ein.</translation>
    </message>
    <message>
        <source>nothing typed</source>
        <extracomment>When a short answer was left empty.</extracomment>
        <translation>nichts eingegeben</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>Between the accepted answers of a short-answer question: “softmax” or “soft-max”.</extracomment>
        <translation> oder </translation>
    </message>
    <message>
        <source>Answer: ____________________</source>
        <extracomment>On a printed handout, where a learner writes a word or a phrase.</extracomment>
        <translation>Antwort: ____________________</translation>
    </message>
</context>
<context>
    <name>SpellingSuggestion</name>
    <message>
        <source>; did you mean &apos;%1&apos;?</source>
        <extracomment>Appended to a message about an unknown name: &quot;unknown field …; did you mean &apos;title&apos;?&quot;</extracomment>
        <translation>; meinten Sie „%1“?</translation>
    </message>
</context>
<context>
    <name>SvgSafety</name>
    <message>
        <source>the text does not match its byte-order mark</source>
        <translation>der Text passt nicht zu seiner Byte-Reihenfolge-Markierung (BOM)</translation>
    </message>
    <message>
        <source>the encoding &apos;%1&apos; is not supported; save the SVG as UTF-8</source>
        <extracomment>%1 is an encoding name such as windows-1252</extracomment>
        <translation>die Kodierung „%1“ wird nicht unterstützt; speichern Sie das SVG als UTF-8</translation>
    </message>
    <message>
        <source>not valid UTF-8 text; save the SVG as UTF-8</source>
        <translation>kein gültiger UTF-8-Text; speichern Sie das SVG als UTF-8</translation>
    </message>
    <message>
        <source>a style sheet imports another file (@import); an SVG in a pack must be self-contained</source>
        <translation>ein Stylesheet importiert eine andere Datei (@import); ein SVG in einem Paket muss in sich abgeschlossen sein</translation>
    </message>
    <message>
        <source>&apos;url(&apos; without its closing parenthesis</source>
        <translation>„url(“ ohne schließende Klammer</translation>
    </message>
    <message>
        <source>&apos;url(%1)&apos; refers to something outside this file; only url(#id) is allowed in a pack&apos;s SVG</source>
        <extracomment>%1 is the reference as written, e.g. url(../x.png)</extracomment>
        <translation>„url(%1)“ verweist auf etwas außerhalb dieser Datei; in einem SVG eines Pakets ist nur url(#id) erlaubt</translation>
    </message>
    <message>
        <source>an embedded image that is not a base64 PNG, JPEG or GIF; a pack&apos;s SVG may embed only those</source>
        <translation>ein eingebettetes Bild, das kein base64-kodiertes PNG, JPEG oder GIF ist; ein SVG eines Pakets darf nur diese einbetten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; refers to a file or address outside this SVG; an SVG in a pack must be self-contained (only #id references and embedded PNG, JPEG or GIF images)</source>
        <extracomment>%1 is the reference as written, e.g. ../../outside/x.png</extracomment>
        <translation>„%1“ verweist auf eine Datei oder Adresse außerhalb dieses SVG; ein SVG in einem Paket muss in sich abgeschlossen sein (nur #id-Verweise und eingebettete PNG-, JPEG- oder GIF-Bilder)</translation>
    </message>
    <message>
        <source>&apos;#%1&apos; refers back to itself; drawing it would never end</source>
        <translation>„#%1“ verweist auf sich selbst zurück; es zu zeichnen würde nie enden</translation>
    </message>
    <message>
        <source>&lt;use&gt; elements multiply this drawing into more than %1 elements</source>
        <translation>&lt;use&gt;-Elemente vervielfachen diese Zeichnung auf mehr als %1 Elemente</translation>
    </message>
    <message>
        <source>the DOCTYPE declares entities; a pack&apos;s SVG may not</source>
        <translation>der DOCTYPE deklariert Entitäten; ein SVG eines Pakets darf das nicht</translation>
    </message>
    <message>
        <source>an &lt;?xml-stylesheet?&gt; instruction loads another file; an SVG in a pack must be self-contained</source>
        <translation>eine &lt;?xml-stylesheet?&gt;-Anweisung lädt eine andere Datei; ein SVG in einem Paket muss in sich abgeschlossen sein</translation>
    </message>
    <message>
        <source>not an SVG image: the root element is &lt;%1&gt;, not &lt;svg&gt;</source>
        <translation>kein SVG-Bild: das Wurzelelement ist &lt;%1&gt;, nicht &lt;svg&gt;</translation>
    </message>
    <message>
        <source>elements nested deeper than %1 levels</source>
        <translation>Elemente tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>not an SVG image: there is no &lt;svg&gt; element</source>
        <translation>kein SVG-Bild: es gibt kein &lt;svg&gt;-Element</translation>
    </message>
    <message>
        <source>not well-formed XML: %1</source>
        <translation>kein wohlgeformtes XML: %1</translation>
    </message>
</context>
<context>
    <name>TourExporter</name>
    <message>
        <source>no pack is open</source>
        <translation>kein Paket geöffnet</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>TrainInductionCommand</name>
    <message>
        <source>expected a number from %1 to %2, got &apos;%3&apos;</source>
        <translation>erwartet: eine Zahl von %1 bis %2, erhalten: „%3“</translation>
    </message>
    <message>
        <source>Trains a two-layer attention-only decoder on sequences of R random tokens followed by the same R tokens, and reports the loss curve, the final first-half and repeated-half figures and every head&apos;s previous-token score, induction score and ablation. The defaults are the chapter&apos;s default preset.</source>
        <translation>Trainiert einen zweischichtigen Decoder nur aus Attention auf Folgen aus R zufälligen Tokens, gefolgt von denselben R Tokens, und gibt die Verlustkurve, die Endwerte für die erste und die wiederholte Hälfte sowie für jeden Kopf den Vorgänger-Token-Score, den Induktions-Score und die Ablation aus. Die Standardwerte sind die Standardvorgabe des Kapitels.</translation>
    </message>
    <message>
        <source>Seed of the weights and the batches (default %1).</source>
        <translation>Seed der Gewichte und der Batches (Standard %1).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Training steps, at least %1 (default %2).</source>
        <translation>Trainingsschritte, mindestens %1 (Standard %2).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Worker threads; the result does not depend on them (default 1).</source>
        <translation>Worker-Threads; das Ergebnis hängt nicht von ihnen ab (Standard 1).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Vocabulary size V (default %1).</source>
        <translation>Größe des Vokabulars V (Standard %1).</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Tokens R in each copy, at most V (default %1).</source>
        <translation>Tokens R in jeder Kopie, höchstens V (Standard %1).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Each sequence&apos;s copies have r tokens, r from this to R, behind 2(R − r) fresh tokens; R: the fixed task (default: half of R).</source>
        <translation>Die Kopien jeder Folge haben r Tokens, r von diesem Wert bis R, nach 2(R − r) neuen Tokens; R: die feste Aufgabe (Standard: die Hälfte von R).</translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>Attention layers L (default %1).</source>
        <translation>Attention-Schichten L (Standard %1).</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Heads H per layer (default %1).</source>
        <translation>Köpfe H pro Schicht (Standard %1).</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Model width D, a multiple of H (default %1).</source>
        <translation>Modellbreite D, ein Vielfaches von H (Standard %1).</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Sequences per step B (default %1).</source>
        <translation>Folgen pro Schritt B (Standard %1).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Learning rate (default %1).</source>
        <translation>Lernrate (Standard %1).</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Linear learning-rate warm-up steps (default %1).</source>
        <translation>Schritte der linearen Aufwärmphase der Lernrate (Standard %1).</translation>
    </message>
    <message>
        <source>Clip the gradient&apos;s norm to this; 0: off (default %1).</source>
        <translation>Die Norm des Gradienten auf diesen Wert begrenzen; 0: aus (Standard %1).</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>adam or sgd (default adam).</source>
        <translation>adam oder sgd (Standard adam).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Train without position embeddings.</source>
        <translation>Ohne Positions-Embeddings trainieren.</translation>
    </message>
    <message>
        <source>Start sequences without the beginning-of-sequence token.</source>
        <translation>Folgen ohne das Token für den Folgenanfang beginnen.</translation>
    </message>
    <message>
        <source>Compute in double precision (default float).</source>
        <translation>In doppelter Genauigkeit rechnen (Standard float).</translation>
    </message>
    <message>
        <source>expected a multiple of --heads (%1), got %2</source>
        <translation>erwartet: ein Vielfaches von --heads (%1), erhalten: %2</translation>
    </message>
    <message>
        <source>expected adam or sgd, got &apos;%1&apos;</source>
        <translation>erwartet: adam oder sgd, erhalten: „%1“</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Also write the trained model to FILE, with its settings and training curve, in the format the chapter opens (engine/include/atlas/decoderarchive.h).</source>
        <translation>Das trainierte Modell zusätzlich in DATEI schreiben, mit seinen Einstellungen und der Trainingskurve, im Format, das das Kapitel öffnet (engine/include/atlas/decoderarchive.h).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>expected a file name</source>
        <translation>erwartet einen Dateinamen</translation>
    </message>
</context>
<context>
    <name>TrainedModelStore</name>
    <message>
        <source>The model you trained earlier (%1) could not be read. %2 It could not be moved aside to %3, so it was left untouched, and this session&apos;s training will not be saved.</source>
        <extracomment>%1: the model file; %2: a sentence saying why it could not be read; %3: where it should have been moved.</extracomment>
        <translation>Das Modell, das Sie früher trainiert haben (%1), konnte nicht gelesen werden. %2 Es konnte nicht nach %3 verschoben werden, also wurde es unverändert gelassen, und das Training dieser Sitzung wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>The model you trained earlier could not be read. %1 It was kept as %2, and a fresh model starts.</source>
        <extracomment>%1: a sentence saying why the file could not be read; %2: where the file was kept.</extracomment>
        <translation>Das Modell, das Sie früher trainiert haben, konnte nicht gelesen werden. %1 Es wurde als %2 aufbewahrt, und ein frisches Modell beginnt.</translation>
    </message>
    <message>
        <source>It is not a regular file.</source>
        <translation>Es ist keine reguläre Datei.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation>Die Datei ist größer als %1 MiB.</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation>Die Datei kann nicht geöffnet werden: %1.</translation>
    </message>
    <message>
        <source>It is not a model file of this version (%1).</source>
        <extracomment>%1 is the reader&apos;s description of the problem (in English), naming the line or field.</extracomment>
        <translation>Es ist keine Modelldatei dieser Version (%1).</translation>
    </message>
    <message>
        <source>saving is disabled because the earlier model file %1 could not be read or moved</source>
        <translation>das Speichern ist abgeschaltet, weil die frühere Modelldatei %1 weder gelesen noch verschoben werden konnte</translation>
    </message>
    <message>
        <source>the model cannot be written: %1</source>
        <translation>das Modell kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>Checks a chapter pack completely: the manifest, every referenced file, every chapter&apos;s params (through its plugin) and every question. Prints one diagnostic per line (FILE:LINE:COLUMN: error|warning: MESSAGE) and a summary.</source>
        <translation>Prüft ein Kapitelpaket vollständig: das Manifest, jede referenzierte Datei, die params jedes Kapitels (über sein Plug-in) und jede Frage. Gibt eine Diagnosemeldung pro Zeile (DATEI:ZEILE:SPALTE: error|warning: MELDUNG) und eine Zusammenfassung aus.</translation>
    </message>
    <message>
        <source>The pack folder (it holds pack.json).</source>
        <translation>Der Paketordner (er enthält pack.json).</translation>
    </message>
    <message>
        <source>Do not load chapter plugins: kinds and params are not checked.</source>
        <translation>Keine Kapitel-Plug-ins laden: Arten und params werden nicht geprüft.</translation>
    </message>
    <message>
        <source>missing the pack folder (attention-atlas-cli validate DIR)</source>
        <translation>der Paketordner fehlt (attention-atlas-cli validate DIR)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2: %n error(s)</source>
        <translation>
            <numerusform>%1: %2: %n Fehler</numerusform>
            <numerusform>%1: %2: %n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s)</source>
        <translation>
            <numerusform>%n Kapitel</numerusform>
            <numerusform>%n Kapitel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: invalid: %n error(s)</source>
        <translation>
            <numerusform>%1: ungültig: %n Fehler</numerusform>
            <numerusform>%1: ungültig: %n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>chapter kinds and params not checked (--no-plugins)</source>
        <translation>Kapitelarten und params nicht geprüft (--no-plugins)</translation>
    </message>
    <message>
        <source>Treat warnings as errors: exit with status 1 when there is any warning.</source>
        <translation>Warnungen wie Fehler behandeln: mit Status 1 beenden, sobald es eine Warnung gibt.</translation>
    </message>
    <message>
        <source>warnings count as errors (--strict)</source>
        <translation>Warnungen zählen als Fehler (--strict)</translation>
    </message>
    <message>
        <source>Print one JSON object (the diagnostics with their codes, and the counts) instead of lines, for scripts and editors.</source>
        <translation>Ein JSON-Objekt ausgeben (die Befunde mit ihren Codes und die Anzahlen) statt Zeilen, für Skripte und Editoren.</translation>
    </message>
    <message>
        <source>Keep watching the pack: validate it again and print a fresh report each time one of its files is saved, until Ctrl+C.</source>
        <translation>Das Paket weiter beobachten: es erneut prüfen und jedes Mal einen neuen Bericht ausgeben, wenn eine seiner Dateien gespeichert wird, bis Strg+C.</translation>
    </message>
    <message>
        <source>watching %1 for changes; press Ctrl+C to stop</source>
        <extracomment>Printed to standard error when validate --watch starts; %1 is the pack folder</extracomment>
        <translation>beobachte %1 auf Änderungen; Strg+C beendet</translation>
    </message>
    <message>
        <source>— %1: the pack changed; validating again —</source>
        <translation>— %1: Das Paket hat sich geändert; erneute Prüfung —</translation>
    </message>
</context>
<context>
    <name>VarianceCommand</name>
    <message>
        <source>expected a number in %1, got &apos;%2&apos;</source>
        <translation>erwartet: eine Zahl in %1, erhalten: „%2“</translation>
    </message>
    <message>
        <source>Draws q, k ~ N(0, 1)^dk from a seeded generator and reports the mean and variance of q·k and of q·k/√dk (and, with --keys, softmax saturation over T keys).</source>
        <translation>Zieht q, k ~ N(0, 1)^dk aus einem Zufallsgenerator mit festem Seed und gibt Mittelwert und Varianz von q·k und von q·k/√dk aus (mit --keys auch die Softmax-Sättigung über T Keys).</translation>
    </message>
    <message>
        <source>Query/key width dk (required).</source>
        <translation>Query-/Key-Breite dk (erforderlich).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Number of (q, k) pairs (default 10000).</source>
        <translation>Anzahl der (q, k)-Paare (Standard 10000).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Seed of the generator (default 1).</source>
        <translation>Seed des Zufallsgenerators (Standard 1).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Also measure softmax saturation over T keys.</source>
        <translation>Zusätzlich die Softmax-Sättigung über T Keys messen.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Coordinate standard deviation (default 1; ≠ 1 breaks the assumption).</source>
        <translation>Standardabweichung der Koordinaten (Standard 1; ≠ 1 verletzt die Annahme).</translation>
    </message>
    <message>
        <source>sigma</source>
        <translation>sigma</translation>
    </message>
    <message>
        <source>Pairwise coordinate correlation in [0, 1) (default 0).</source>
        <translation>Paarweise Korrelation der Koordinaten in [0, 1) (Standard 0).</translation>
    </message>
    <message>
        <source>rho</source>
        <translation>rho</translation>
    </message>
    <message>
        <source>Histogram bins (default 40).</source>
        <translation>Anzahl der Histogrammklassen (Standard 40).</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>missing (the query/key width, an integer ≥ 1)</source>
        <translation>fehlt (die Query-/Key-Breite, eine ganze Zahl ≥ 1)</translation>
    </message>
    <message>
        <source>samples × (4 + 2·dk + (keys + 1)·dk + keys/2) = %1 units of work (normal draws) is beyond this tool&apos;s limit of %2, about ten seconds</source>
        <extracomment>the formula stays as it is; %1 and %2 are numbers such as 3.1e+09</extracomment>
        <translation>samples × (4 + 2·dk + (keys + 1)·dk + keys/2) = %1 Arbeitseinheiten (Normalverteilungsziehungen) übersteigen die Grenze dieses Werkzeugs von %2, etwa zehn Sekunden</translation>
    </message>
</context>
<context>
    <name>atlas::AblationPanel</name>
    <message>
        <source>L%1 H%2</source>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <source>Measured on the held-out sequences after step %1.</source>
        <extracomment>%1 is the training step of the model the table measures.</extracomment>
        <translation>Gemessen auf den zurückgehaltenen Sequenzen nach Schritt %1.</translation>
    </message>
    <message>
        <source>Measured after step %1; the model is at step %2 and the table is measured again when the run pauses or ends.</source>
        <extracomment>%1 is the step the table shows, %2 the step the model has reached.</extracomment>
        <translation>Gemessen nach Schritt %1; das Modell ist bei Schritt %2, und die Tabelle wird neu gemessen, wenn der Lauf pausiert oder endet.</translation>
    </message>
    <message>
        <source>Each row switches one head off alone, on the 128 held-out sequences, and says what the repeated half loses: a head the circuit needs raises its loss by nats and drops its accuracy towards chance; a head it does not need changes almost nothing. The scores are those of the heatmaps, averaged over the same sequences.</source>
        <translation>Jede Zeile schaltet einen Kopf allein ab, auf den 128 zurückgehaltenen Sequenzen, und zeigt, was die wiederholte Hälfte verliert: Ein Kopf, den der Schaltkreis braucht, erhöht ihren Verlust um Nats und senkt ihre Genauigkeit in Richtung Zufall; ein Kopf, den er nicht braucht, ändert fast nichts. Die Scores sind die der Heatmaps, gemittelt über dieselben Sequenzen.</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>previous-token</source>
        <translation>Vorgänger-Token</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>Induktion</translation>
    </message>
    <message>
        <source>duplicate-token</source>
        <translation>Duplikat-Token</translation>
    </message>
    <message>
        <source>loss rise when off</source>
        <extracomment>Column: how much the repeated half&apos;s loss rises, in nats, with this head off.</extracomment>
        <translation>Verlustanstieg, wenn aus</translation>
    </message>
    <message>
        <source>accuracy when off</source>
        <extracomment>Column: the repeated half&apos;s accuracy with this head off.</extracomment>
        <translation>Genauigkeit, wenn aus</translation>
    </message>
    <message>
        <source>Every head switched off alone</source>
        <translation>Jeder Kopf allein abgeschaltet</translation>
    </message>
    <message>
        <source>Every head&apos;s scores</source>
        <translation>Die Scores jedes Kopfs</translation>
    </message>
    <message>
        <source>Each head switched off alone:</source>
        <translation>Jeder Kopf allein abgeschaltet:</translation>
    </message>
    <message>
        <source>Measuring the model of step %1 on the held-out sequences…</source>
        <extracomment>%1 is the step the model has reached; the table is being measured in the background.</extracomment>
        <translation>Das Modell von Schritt %1 wird auf den zurückgehaltenen Sequenzen gemessen …</translation>
    </message>
</context>
<context>
    <name>atlas::AbsolutePanel</name>
    <message>
        <source>Added to the token vectors before the first layer, a table P gives every slot its own vector. Sinusoidal: P[p, 2i] = sin(p·ωᵢ), P[p, 2i+1] = cos(p·ωᵢ), ωᵢ = base^(−2i/d) (Vaswani et al. 2017). Each row is a position; the similarity of two rows falls, with ripples, as the positions move apart.</source>
        <translation>Vor der ersten Schicht zu den Token-Vektoren addiert, gibt eine Tabelle P jedem Platz einen eigenen Vektor. Sinusförmig: P[p, 2i] = sin(p·ωᵢ), P[p, 2i+1] = cos(p·ωᵢ), ωᵢ = base^(−2i/d) (Vaswani et al. 2017). Jede Zeile ist eine Position; die Ähnlichkeit zweier Zeilen fällt, mit Wellen, je weiter die Positionen auseinanderliegen.</translation>
    </message>
    <message>
        <source>Positions sho&amp;wn:</source>
        <extracomment>The number of positions (rows) of the tables.</extracomment>
        <translation>Gezeigte Positio&amp;nen:</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>Dimensionen</translation>
    </message>
    <message>
        <source>Sinusoidal P</source>
        <translation>Sinusförmiges P</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>Sinusoidal: cos(P_p, P_q), i.e. P·Pᵀ with unit rows</source>
        <extracomment>cos(P_p, P_q): the cosine similarity of two rows of the table.</extracomment>
        <translation>Sinusförmig: cos(P_p, P_q), d. h. P·Pᵀ mit Zeilen der Länge 1</translation>
    </message>
    <message>
        <source>Learned P</source>
        <translation>Gelerntes P</translation>
    </message>
    <message>
        <source>positions 0–%1</source>
        <extracomment>Row caption of a table whose rows are too thin for labels; %1 is the last position.</extracomment>
        <translation>Positionen 0–%1</translation>
    </message>
    <message>
        <source>dimensions 0–%1</source>
        <extracomment>Column caption of a table whose columns are too narrow for labels; %1 is the last dimension.</extracomment>
        <translation>Dimensionen 0–%1</translation>
    </message>
    <message>
        <source>Learned: cos(P_p, P_q)</source>
        <translation>Gelernt: cos(P_p, P_q)</translation>
    </message>
    <message>
        <source>positions p</source>
        <translation>Positionen p</translation>
    </message>
    <message>
        <source>positions q</source>
        <translation>Positionen q</translation>
    </message>
    <message>
        <source>position p</source>
        <translation>Position p</translation>
    </message>
    <message>
        <source>position q</source>
        <translation>Position q</translation>
    </message>
    <message>
        <source>Learned: the position table of the decoder trained in the chapter “Watch attention learn” (%1 positions, width %2), shaped by nothing but gradient descent on its task. Compare its similarities with the sinusoids&apos; below.</source>
        <translation>Gelernt: die Positionstabelle des Decoders, der im Kapitel „Zusehen, wie Attention lernt“ trainiert wurde (%1 Positionen, Breite %2), allein durch Gradientenabstieg auf seiner Aufgabe geformt. Vergleichen Sie ihre Ähnlichkeiten mit denen der Sinusfunktionen unten.</translation>
    </message>
    <message>
        <source>A learned table is trained like any weight; this chapter&apos;s pack gives none to show.</source>
        <translation>Eine gelernte Tabelle wird wie jedes Gewicht trainiert; das Paket dieses Kapitels liefert keine, die gezeigt werden könnte.</translation>
    </message>
    <message>
        <source>How alike are two positions k apart?</source>
        <translation>Wie ähnlich sind zwei Positionen im Abstand k?</translation>
    </message>
    <message>
        <source>vertical: mean cosine similarity (dimensionless)</source>
        <extracomment>Under the chart&apos;s title: what the vertical axis shows.</extracomment>
        <translation>senkrecht: mittlere Kosinus-Ähnlichkeit (dimensionslos)</translation>
    </message>
    <message>
        <source>distance k = |p − q| (positions)</source>
        <translation>Abstand k = |p − q| (Positionen)</translation>
    </message>
    <message>
        <source>mean cosine similarity (dimensionless)</source>
        <translation>mittlere Kosinus-Ähnlichkeit (dimensionslos)</translation>
    </message>
    <message>
        <source>sinusoidal (d = %1)</source>
        <translation>sinusförmig (d = %1)</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>gelernt</translation>
    </message>
</context>
<context>
    <name>atlas::AlibiPanel</name>
    <message>
        <source>ALiBi (Press et al. 2021) adds no vector and turns nothing: it lowers each score by the slope m times the distance between query and key, in the same place as the causal mask. The mask removes a key entirely (−∞); the bias only makes a distant key less likely: a soft mask.</source>
        <translation>ALiBi (Press et al. 2021) addiert keinen Vektor und dreht nichts: Es senkt jeden Score um die Steigung m mal den Abstand zwischen Query und Key, an derselben Stelle wie die kausale Maske. Die Maske entfernt einen Key ganz (−∞); der Bias macht einen entfernten Key nur unwahrscheinlicher: eine weiche Maske.</translation>
    </message>
    <message>
        <source>Slop&amp;e m:</source>
        <extracomment>ALiBi&apos;s slope m, in units of score per position of distance.</extracomment>
        <translation>St&amp;eigung m:</translation>
    </message>
    <message>
        <source>ALiBi slope m</source>
        <translation>ALiBi-Steigung m</translation>
    </message>
    <message>
        <source>Bias B = −m·|i − j|</source>
        <translation>Bias B = −m·|i − j|</translation>
    </message>
    <message>
        <source>Weights with the causal mask alone, softmax(S + M)</source>
        <translation>Gewichte mit der kausalen Maske allein, softmax(S + M)</translation>
    </message>
    <message>
        <source>Weights with ALiBi, softmax(S + B + M)</source>
        <translation>Gewichte mit ALiBi, softmax(S + B + M)</translation>
    </message>
    <message>
        <source>queries i</source>
        <translation>Queries i</translation>
    </message>
    <message>
        <source>keys j</source>
        <translation>Keys j</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>The last query (“%1”) gives the keys more than two positions away %2 of its weight with the mask alone and %3 with ALiBi. At m = 0 the bias vanishes and the weights are the causal ones; a large m leaves almost all weight on the nearest keys, yet none is removed. Each head has its own, fixed slope: for 8 heads, mₕ = 2^(−8h/8) = %4.</source>
        <extracomment>%1 the last query&apos;s token, %2 and %3 the weight it gives the keys more than two positions away without and with ALiBi, %4 the eight slopes of an 8-head model.</extracomment>
        <translation>Die letzte Query („%1“) gibt den Keys, die mehr als zwei Positionen entfernt sind, mit der Maske allein %2 ihres Gewichts und mit ALiBi %3. Bei m = 0 verschwindet der Bias, und die Gewichte sind die kausalen; ein großes m lässt fast alles Gewicht auf den nächsten Keys, doch keiner wird entfernt. Jeder Kopf hat seine eigene, feste Steigung: bei 8 Köpfen mₕ = 2^(−8h/8) = %4.</translation>
    </message>
</context>
<context>
    <name>atlas::BackgroundTaskBase</name>
    <message>
        <source>The computation stopped with an unexpected error.</source>
        <translation>Die Berechnung wurde durch einen unerwarteten Fehler abgebrochen.</translation>
    </message>
</context>
<context>
    <name>atlas::BaseSlider</name>
    <message>
        <source>&amp;Base:</source>
        <extracomment>The base of the sinusoidal and rotary frequencies ω_i = base^(−2i/d).</extracomment>
        <translation>&amp;Basis:</translation>
    </message>
    <message>
        <source>Base of the frequencies</source>
        <translation>Basis der Frequenzen</translation>
    </message>
    <message>
        <source>ωᵢ = base^(−2i/d): a larger base makes the slow pairs slower.</source>
        <translation>ωᵢ = base^(−2i/d): Eine größere Basis macht die langsamen Paare langsamer.</translation>
    </message>
</context>
<context>
    <name>atlas::CachePanel</name>
    <message>
        <source>The cache fills once the decoder is trained.</source>
        <translation>Der Cache füllt sich, sobald der Decoder trainiert ist.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A row of the cache: position number and its token, e.g. &quot;7 cat&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>h%1·k</source>
        <extracomment>Columns of the cached keys: head h, coordinate i of its key (k).</extracomment>
        <translation>h%1·k</translation>
    </message>
    <message>
        <source>h%1·v</source>
        <extracomment>Columns of the cached values: head h, coordinate i of its value (v).</extracomment>
        <translation>h%1·v</translation>
    </message>
    <message>
        <source>head </source>
        <translation>Kopf </translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) cached, %1 KiB in double.</source>
        <extracomment>%n positions cached, %1 the cache&apos;s size in KiB.</extracomment>
        <translation>
            <numerusform>%n Position im Cache, %1 KiB in double.</numerusform>
            <numerusform>%n Positionen im Cache, %1 KiB in double.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every earlier row of K and V was compared before and after each step: none changed, bit for bit. Appending a token never rewrites the past.</source>
        <translation>Jede frühere Zeile von K und V wurde vor und nach jedem Schritt verglichen: keine hat sich geändert, Bit für Bit. Das Anhängen eines Tokens schreibt die Vergangenheit nie um.</translation>
    </message>
    <message>
        <source>An earlier row changed (largest change %1): the cache no longer matches the prefix.</source>
        <extracomment>%1 the largest change of an earlier row of the cache.</extracomment>
        <translation>Eine frühere Zeile hat sich geändert (größte Änderung %1): Der Cache passt nicht mehr zum Präfix.</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>&amp;Schicht:</translation>
    </message>
    <message>
        <source>Cached keys K</source>
        <translation>Gecachte Keys K</translation>
    </message>
    <message>
        <source>positions (keys), newest selected</source>
        <translation>Positionen (Keys), neueste markiert</translation>
    </message>
    <message>
        <source>key coordinates, head by head</source>
        <translation>Key-Koordinaten, Kopf für Kopf</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>Koordinate</translation>
    </message>
    <message>
        <source>Cached values V</source>
        <translation>Gecachte Values V</translation>
    </message>
    <message>
        <source>positions, newest selected</source>
        <translation>Positionen, neueste markiert</translation>
    </message>
    <message>
        <source>value coordinates, head by head</source>
        <translation>Value-Koordinaten, Kopf für Kopf</translation>
    </message>
    <message>
        <source>The newest query&apos;s attention over the cache, one row per head</source>
        <translation>Attention der neuesten Query über den Cache, eine Zeile pro Kopf</translation>
    </message>
    <message>
        <source>query</source>
        <extracomment>Rows of a short heatmap (one per head): keep it to one short word.</extracomment>
        <translation>Query</translation>
    </message>
    <message>
        <source>keys (cached positions)</source>
        <translation>Keys (gecachte Positionen)</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
</context>
<context>
    <name>atlas::ChangeSummaryLine</name>
    <message>
        <source>Change a control or a text: the numbers your change moves are outlined in every figure for a moment.</source>
        <extracomment>Under a lab&apos;s controls before the learner changed anything.</extracomment>
        <translation>Ändern Sie ein Bedienelement oder einen Text: Die Zahlen, die Ihre Änderung bewegt, werden in jeder Abbildung kurz umrandet.</translation>
    </message>
    <message>
        <source>Your last change moved none of the numbers shown, bit for bit.</source>
        <extracomment>Under a lab&apos;s controls: the learner&apos;s last change left every number shown as it was.</extracomment>
        <translation>Ihre letzte Änderung hat keine der gezeigten Zahlen bewegt, Bit für Bit.</translation>
    </message>
    <message numerus="yes">
        <source>Your last change moved %n number(s).</source>
        <extracomment>Under a lab&apos;s controls: how many numbers the last change moved; a sentence on the figures follows.</extracomment>
        <translation>
            <numerusform>Ihre letzte Änderung hat %n Zahl bewegt.</numerusform>
            <numerusform>Ihre letzte Änderung hat %n Zahlen bewegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are outlined in %1 of the %2 figures it recomputed.</source>
        <translation>Sie sind in %1 der %2 neu berechneten Abbildungen umrandet.</translation>
    </message>
    <message numerus="yes">
        <source>Your last change resized %n figure(s): rows or columns came or went, so there is nothing to compare number by number.</source>
        <extracomment>Under a lab&apos;s controls: the last change added or removed rows or columns of %n figures.</extracomment>
        <translation>
            <numerusform>Ihre letzte Änderung hat die Größe von %n Abbildung geändert: Zeilen oder Spalten kamen hinzu oder fielen weg, es gibt also nichts Zahl für Zahl zu vergleichen.</numerusform>
            <numerusform>Ihre letzte Änderung hat die Größe von %n Abbildungen geändert: Zeilen oder Spalten kamen hinzu oder fielen weg, es gibt also nichts Zahl für Zahl zu vergleichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other figure(s) changed size.</source>
        <extracomment>After the count of outlined numbers: %n other figures gained or lost rows or columns.</extracomment>
        <translation>
            <numerusform>%n weitere Abbildung hat ihre Größe geändert.</numerusform>
            <numerusform>%n weitere Abbildungen haben ihre Größe geändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They are outlined in every figure it recomputed (%n).</source>
        <extracomment>After the count of outlined numbers, when every figure recomputed changed (%n of them).</extracomment>
        <translation>
            <numerusform>Sie sind in der neu berechneten Abbildung umrandet.</numerusform>
            <numerusform>Sie sind in allen %n neu berechneten Abbildungen umrandet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ChapterListModel</name>
    <message>
        <source>not visited yet</source>
        <translation>noch nicht besucht</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>besucht</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>cannot be shown</source>
        <translation>nicht darstellbar</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Chapter %1: %2, %3</source>
        <translation>Kapitel %1: %2, %3</translation>
    </message>
    <message>
        <source>%1/%2 solved</source>
        <translation>%1/%2 gelöst</translation>
    </message>
    <message>
        <source>Chapter %1: %2, %3, %4 of %5 questions solved</source>
        <extracomment>Read by a screen reader for a chapter of the list: number, title, state, and e.g. &quot;3 of 15 questions solved&quot;.</extracomment>
        <translation>Kapitel %1: %2, %3, %4 von %5 Fragen gelöst</translation>
    </message>
</context>
<context>
    <name>atlas::ChartAccessibility</name>
    <message>
        <source>axis: %1</source>
        <translation>Achse: %1</translation>
    </message>
    <message>
        <source>no bars</source>
        <translation>keine Balken</translation>
    </message>
    <message numerus="yes">
        <source>%n bars from %2 to %3</source>
        <extracomment>Screen-reader summary of a long bar series; %2, %3: its smallest and largest value.</extracomment>
        <translation>
            <numerusform>%n Balken von %2 bis %3</numerusform>
            <numerusform>%n Balken von %2 bis %3</numerusform>
        </translation>
    </message>
    <message>
        <source>no points</source>
        <translation>keine Punkte</translation>
    </message>
    <message numerus="yes">
        <source>%n points, horizontally from %2 to %3, vertically from %4 to %5</source>
        <extracomment>Screen-reader summary of a line or scatter series: %2 to %3 along the horizontal axis, %4 to %5 along the vertical one.</extracomment>
        <translation>
            <numerusform>%n Punkt, waagerecht von %2 bis %3, senkrecht von %4 bis %5</numerusform>
            <numerusform>%n Punkte, waagerecht von %2 bis %3, senkrecht von %4 bis %5</numerusform>
        </translation>
    </message>
    <message>
        <source>series %1: %2</source>
        <extracomment>Screen-reader summary of one chart series; %1 is its name, %2 what it holds.</extracomment>
        <translation>Reihe %1: %2</translation>
    </message>
    <message>
        <source>series %1</source>
        <extracomment>Screen-reader summary of a chart series of another kind; %1 is its name.</extracomment>
        <translation>Reihe %1</translation>
    </message>
</context>
<context>
    <name>atlas::CircuitsPanel</name>
    <message>
        <source>The induction chapter&apos;s trained decoder, taken apart. Multiply a head&apos;s W_QK by the token embeddings on both sides and it says, for each query token (row), which key tokens (columns) it looks for — leaving out positions and, in layer 2, what layer 1 wrote. Its W_OV, between the embeddings and the unembedding, says which output logits reading a token raises: a head that copies has a bright diagonal there, and positive eigenvalues. The copying score sums them: Σλ / Σ|λ|, 1 for pure copying.</source>
        <translation>Der trainierte Decoder des Induktionskapitels, zerlegt. Multiplizieren Sie das W_QK eines Kopfs auf beiden Seiten mit den Token-Einbettungen, dann zeigt es für jedes Query-Token (Zeile), nach welchen Key-Tokens (Spalten) der Kopf sucht – ohne Positionen und, in Schicht 2, ohne das, was Schicht 1 geschrieben hat. Sein W_OV, zwischen den Einbettungen und dem Unembedding, zeigt, welche Ausgabe-Logits das Lesen eines Tokens anhebt: Ein kopierender Kopf hat dort eine helle Diagonale und positive Eigenwerte. Der Kopier-Score summiert sie: Σλ / Σ|λ|, 1 für reines Kopieren.</translation>
    </message>
    <message>
        <source>&amp;Head:</source>
        <translation>&amp;Kopf:</translation>
    </message>
    <message>
        <source>This pack gives the chapter no trained model (params &quot;trained_model&quot;): the circuits of a trained decoder cannot be shown.</source>
        <translation>Dieses Paket gibt dem Kapitel kein trainiertes Modell (params „trained_model“): Die Schaltkreise eines trainierten Decoders können nicht gezeigt werden.</translation>
    </message>
    <message>
        <source>Layer %1, head %2 (previous-token %3, induction %4)</source>
        <extracomment>%1 the layer, %2 the head, %3 its previous-token score, %4 its induction score.</extracomment>
        <translation>Schicht %1, Kopf %2 (Vorgänger-Token %3, Induktion %4)</translation>
    </message>
    <message>
        <source>QK over tokens, layer %1 head %2</source>
        <extracomment>%1 the layer, %2 the head.</extracomment>
        <translation>QK über Tokens, Schicht %1 Kopf %2</translation>
    </message>
    <message>
        <source>query token</source>
        <translation>Query-Token</translation>
    </message>
    <message>
        <source>key token</source>
        <translation>Key-Token</translation>
    </message>
    <message>
        <source>OV over tokens, layer %1 head %2</source>
        <translation>OV über Tokens, Schicht %1 Kopf %2</translation>
    </message>
    <message>
        <source>token read</source>
        <translation>gelesenes Token</translation>
    </message>
    <message>
        <source>logit raised</source>
        <translation>angehobener Logit</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>Logit</translation>
    </message>
    <message>
        <source>Copying score %1. Previous-token %2, induction %3, duplicate-token %4; switched off, the repeated half&apos;s loss rises by %5 nats. The QK circuit over tokens hides what the head reads from positions — a previous-token head&apos;s pattern lives there, not in this picture.</source>
        <extracomment>%1 the copying score, %2–%4 the head&apos;s previous-token, induction and duplicate-token scores, %5 how much the repeated half&apos;s loss rises with the head off (nats).</extracomment>
        <translation>Kopier-Score %1. Vorgänger-Token %2, Induktion %3, Duplikat-Token %4; abgeschaltet steigt der Verlust der wiederholten Hälfte um %5 Nats. Der QK-Schaltkreis über Tokens verbirgt, was der Kopf aus Positionen liest – das Muster eines Vorgänger-Token-Kopfs liegt dort, nicht in diesem Bild.</translation>
    </message>
</context>
<context>
    <name>atlas::ClassResultsDialog</name>
    <message>
        <source>Class Results</source>
        <translation>Klassenergebnisse</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>One row per question; choose a column header to sort by it.</source>
        <translation>Eine Zeile pro Frage; wählen Sie eine Spaltenüberschrift, um danach zu sortieren.</translation>
    </message>
    <message>
        <source>Files not counted</source>
        <translation>Nicht gezählte Dateien</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save this table as CSV, for a spreadsheet</source>
        <translation>Diese Tabelle als CSV speichern, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>No results could be read in %1. Learners export them from the final quiz (Export results…).</source>
        <extracomment>%1: &quot;3 learners&quot;; %2: a folder</extracomment>
        <translation>In %1 konnten keine Ergebnisse gelesen werden. Lernende exportieren sie aus dem abschließenden Quiz („Exportieren…“).</translation>
    </message>
    <message numerus="yes">
        <source>%n learner(s)</source>
        <translation>
            <numerusform>%n Lernende(r)</numerusform>
            <numerusform>%n Lernende</numerusform>
        </translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Learners</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Leichtigkeitsindex</translation>
    </message>
    <message>
        <source>Discrimination</source>
        <translation>Trennschärfe</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Answers given</source>
        <translation>Gegebene Antworten</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Fragestellung</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>An answer and how many learners gave it, e.g. &quot;Value vectors ×12&quot;</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (%2 answered)</source>
        <translation>%1 (%2 beantwortet)</translation>
    </message>
    <message>
        <source>Every file was counted.</source>
        <translation>Alle Dateien wurden gezählt.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) not counted:</source>
        <translation>
            <numerusform>%n Datei nicht gezählt:</numerusform>
            <numerusform>%n Dateien nicht gezählt:</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export Class Results</source>
        <translation>Klassenergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <source>%1 in %2. Facility: the share of the marks learners earned. Discrimination: how well a question separates learners who do well on the rest of the quiz from those who do not (Moodle&apos;s quiz statistics; 1 is perfect, below 0.1 weak). Flagged: too easy above facility 0.9, too hard below 0.2. Choose a column header to sort.</source>
        <translation>%1 in %2. Leichtigkeitsindex: der Anteil der Punkte, den die Lernenden erzielt haben. Trennschärfe: wie gut eine Frage Lernende, die im übrigen Quiz gut abschneiden, von den anderen unterscheidet (Quizstatistik von Moodle; 1 ist ideal, unter 0,1 schwach). Markiert: zu leicht über einem Leichtigkeitsindex von 0,9, zu schwer unter 0,2. Wählen Sie eine Spaltenüberschrift, um danach zu sortieren.</translation>
    </message>
    <message>
        <source>&amp;Sort by:</source>
        <translation>&amp;Sortieren nach:</translation>
    </message>
    <message>
        <source>&amp;Highest first</source>
        <translation>&amp;Höchste zuerst</translation>
    </message>
    <message>
        <source>Quiz order</source>
        <translation>Reihenfolge im Quiz</translation>
    </message>
</context>
<context>
    <name>atlas::ColorLegend</name>
    <message>
        <source>masked</source>
        <extracomment>Legend caption of the hatched swatch: matrix cells (attention pairs) that the mask forbids.</extracomment>
        <translation>maskiert</translation>
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
        <translation>Ein Kopf in Schicht 2 liest den Residualstrom, und ein Kopf in Schicht 1 hat hineingeschrieben. Wie viel von dem, was Kopf a schreibt (W_OV von a), Kopf b aufnimmt, über seine Queries (Q-Komposition), seine Keys (K-Komposition) oder seine Values (V-Komposition): ‖Produkt‖ / (‖W_OV‖·‖W_QK‖), zwischen 0 und 1, unabhängig von der Größe der Gewichte. Ein Induktionskopf braucht K-Komposition mit einem Vorgänger-Token-Kopf oder Q-Komposition mit einem Duplikat-Token-Kopf. In einem so kleinen Modell sind die Zahlen ein Hinweis, kein Beweis: Der Test ist die Ablation im Abschnitt darüber.</translation>
    </message>
    <message>
        <source>Q-composition</source>
        <translation>Q-Komposition</translation>
    </message>
    <message>
        <source>K-composition</source>
        <translation>K-Komposition</translation>
    </message>
    <message>
        <source>V-composition</source>
        <translation>V-Komposition</translation>
    </message>
    <message>
        <source>layer 1</source>
        <translation>Schicht 1</translation>
    </message>
    <message>
        <source>layer 2</source>
        <translation>Schicht 2</translation>
    </message>
    <message>
        <source>layer-1 head</source>
        <translation>Kopf in Schicht 1</translation>
    </message>
    <message>
        <source>layer-2 head</source>
        <translation>Kopf in Schicht 2</translation>
    </message>
    <message>
        <source>Composition needs a trained model of two layers.</source>
        <translation>Komposition braucht ein trainiertes Modell mit zwei Schichten.</translation>
    </message>
    <message>
        <source>The strongest K-composition: layer-1 head %1 into layer-2 head %2, %3.</source>
        <extracomment>%1 the layer-1 head, %2 the layer-2 head, %3 their K-composition.</extracomment>
        <translation>Die stärkste K-Komposition: von Kopf %1 der Schicht 1 in Kopf %2 der Schicht 2, %3.</translation>
    </message>
</context>
<context>
    <name>atlas::ContextReachDemo</name>
    <message>
        <source>No output changed.</source>
        <translation>Keine Ausgabe hat sich geändert.</translation>
    </message>
    <message>
        <source>Attention weights A, one causal head</source>
        <extracomment>Title of the heatmap of attention weights in the &quot;context available to each token&quot; demonstration.</extracomment>
        <translation>Attention-Gewichte A, ein kausaler Kopf</translation>
    </message>
    <message>
        <source>queries (the token reading)</source>
        <translation>Queries (das lesende Token)</translation>
    </message>
    <message>
        <source>keys (the token read)</source>
        <translation>Keys (das gelesene Token)</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Change the value vector of token:</source>
        <translation>Value-Vektor dieses Tokens ändern:</translation>
    </message>
    <message>
        <source>Token whose value vector is changed</source>
        <translation>Token, dessen Value-Vektor geändert wird</translation>
    </message>
    <message numerus="yes">
        <source>Adding 1 to every coordinate of %1&apos;s value vector changes the output(s) of %2: each of these tokens reads %1 directly, in this single layer, whatever the distance.</source>
        <extracomment>%1 is the changed token (such as t₂); %2 lists the tokens whose outputs moved (such as &quot;t₂, t₃, t₄&quot;), %n how many they are.</extracomment>
        <translation>
            <numerusform>Wird zu jeder Koordinate des Value-Vektors von %1 eine 1 addiert, ändert sich die Ausgabe von %2: Dieses Token liest %1 direkt, in dieser einen Schicht, unabhängig vom Abstand.</numerusform>
            <numerusform>Wird zu jeder Koordinate des Value-Vektors von %1 eine 1 addiert, ändern sich die Ausgaben von %2: Jedes dieser Tokens liest %1 direkt, in dieser einen Schicht, unabhängig vom Abstand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The output(s) of %1 stay exactly the same: the causal mask keeps them from reading %2.</source>
        <extracomment>A sentence of its own, after the one on the outputs that changed. %1 lists the tokens whose outputs stayed the same (such as &quot;t₀, t₁&quot;), %n how many they are; %2 is the changed token.</extracomment>
        <translation>
            <numerusform>Die Ausgabe von %1 bleibt exakt gleich: Die kausale Maske hindert das Token daran, %2 zu lesen.</numerusform>
            <numerusform>Die Ausgaben von %1 bleiben exakt gleich: Die kausale Maske hindert sie daran, %2 zu lesen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::CorpusEditor</name>
    <message>
        <source>a new document</source>
        <extracomment>The text of a document added with the Add button: it becomes corpus text and is tokenized word by word (lower case, letters only), so translate it as a short plain phrase.</extracomment>
        <translation>ein neues Dokument</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <extracomment>Stands for the tokens of a document that has none.</extracomment>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Stands for the list of token ids of a document that has no tokens (&quot;ids none&quot;).</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>The corpus, one document per line: double-click (or F2) to edit. The tokenizer lowercases, takes runs of letters and digits as words and every punctuation mark as a token of its own; ids 0 and 1 are ⟨BOS⟩ and ⟨EOS⟩, words are numbered from 2 in the order they first appear.</source>
        <translation>Der Korpus, ein Dokument pro Zeile: Doppelklick (oder F2) zum Bearbeiten. Der Tokenizer wandelt in Kleinbuchstaben um, nimmt Folgen von Buchstaben und Ziffern als Wörter und jedes Satzzeichen als eigenes Token; die IDs 0 und 1 sind ⟨BOS⟩ und ⟨EOS⟩, Wörter werden ab 2 in der Reihenfolge ihres ersten Auftretens nummeriert.</translation>
    </message>
    <message>
        <source>Add document</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove document</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Block length T:</source>
        <translation>Blocklänge T:</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>block length</source>
        <translation>Blocklänge</translation>
    </message>
    <message numerus="yes">
        <source>Document %1 tokenized: %2 → ids %3 (%n token(s), plus ⟨BOS⟩ and ⟨EOS⟩)</source>
        <extracomment>%1 the document number, %2 its tokens, %3 their ids, %n the number of tokens.</extracomment>
        <translation>
            <numerusform>Dokument %1 tokenisiert: %2 → IDs %3 (%n Token, dazu ⟨BOS⟩ und ⟨EOS⟩)</numerusform>
            <numerusform>Dokument %1 tokenisiert: %2 → IDs %3 (%n Tokens, dazu ⟨BOS⟩ und ⟨EOS⟩)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vocabulary (%n id(s)): %1</source>
        <extracomment>%n is the number of token ids in the vocabulary, %1 the list &quot;id token, id token, …&quot;.</extracomment>
        <translation>
            <numerusform>Vokabular (%n ID): %1</numerusform>
            <numerusform>Vokabular (%n IDs): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::CostPanel</name>
    <message>
        <source>Counted at T = %1: a full recompute needs %2 times the multiply–adds of one cached step.</source>
        <extracomment>%1 the sequence length, %2 how many times more multiply–adds a recompute needs.</extracomment>
        <translation>Gezählt bei T = %1: Eine volle Neuberechnung braucht %2-mal so viele Multiplikations-Additionen wie ein Cache-Schritt.</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>Wird gemessen …</translation>
    </message>
    <message>
        <source>Press Measure to time both on this machine.</source>
        <translation>Drücken Sie Messen, um beides auf diesem Rechner zu stoppen.</translation>
    </message>
    <message>
        <source>Measured at T = %1: %2 with the cache, %3 by recomputing (%4 times longer).</source>
        <extracomment>%1 the length measured, %2 a cached step&apos;s time, %3 a recompute&apos;s (with their units), %4 their ratio.</extracomment>
        <translation>Gemessen bei T = %1: %2 mit Cache, %3 bei Neuberechnung (%4-mal so lange).</translation>
    </message>
    <message>
        <source>Cancelled: the longer lengths were not measured.</source>
        <translation>Abgebrochen: Die größeren Längen wurden nicht gemessen.</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <source>Measured time per new token</source>
        <translation>Gemessene Zeit pro neuem Token</translation>
    </message>
    <message>
        <source>sequence length T (tokens)</source>
        <translation>Sequenzlänge T (Tokens)</translation>
    </message>
    <message>
        <source>time (seconds)</source>
        <translation>Zeit (Sekunden)</translation>
    </message>
    <message>
        <source>with the KV cache</source>
        <translation>mit KV-Cache</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>volle Neuberechnung</translation>
    </message>
    <message>
        <source>Counted work per new token</source>
        <translation>Gezählte Arbeit pro neuem Token</translation>
    </message>
    <message>
        <source>multiply–adds</source>
        <translation>Mult.-Additionen</translation>
    </message>
    <message>
        <source>with the KV cache: O(T·d)</source>
        <translation>mit KV-Cache: O(T·d)</translation>
    </message>
    <message>
        <source>full recompute: O(T²·d)</source>
        <translation>volle Neuberechnung: O(T²·d)</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <extracomment>The progress bar&apos;s accessible name.</extracomment>
        <translation>Fortschritt der Messung</translation>
    </message>
    <message>
        <source>One new token&apos;s logits, with the cache (scores over the cached keys: linear in T) and by running the whole prefix again, as a prefill of T tokens does (every allowed pair: quadratic in T), for a decoder of this chapter&apos;s shape: %1 layers, width %2, %3 heads of %4. Both counts take the pairs the causal mask allows. The times are the median of 3 to 5 runs on this machine, measured in the background. The recompute also forms the masked scores and builds every intermediate matrix the course displays, which the count leaves out: its measured ratio is larger than the counted one.</source>
        <translation>Die Logits eines neuen Tokens, mit Cache (Scores über die gecachten Keys: linear in T) und durch erneutes Durchrechnen des ganzen Präfixes, wie es ein Prefill von T Tokens tut (jedes erlaubte Paar: quadratisch in T), für einen Decoder in der Form dieses Kapitels: %1 Schichten, Breite %2, %3 Köpfe der Breite %4. Beide Zählungen nehmen die Paare, die die kausale Maske erlaubt. Die Zeiten sind der Median von 3 bis 5 Läufen auf diesem Rechner, im Hintergrund gemessen. Die Neuberechnung bildet zudem die maskierten Scores und baut jede Zwischenmatrix auf, die der Kurs zeigt; die Zählung lässt das aus: Das gemessene Verhältnis ist größer als das gezählte.</translation>
    </message>
</context>
<context>
    <name>atlas::CourseProgress</name>
    <message>
        <source>What the chapter &apos;%1&apos; had saved could not be read and starts afresh; a copy of your progress file is at %2.</source>
        <extracomment>%1: a chapter id; %2: where the copy of the progress file is</extracomment>
        <translation>Was das Kapitel „%1“ gespeichert hatte, konnte nicht gelesen werden und beginnt neu; eine Kopie Ihrer Fortschrittsdatei liegt unter %2.</translation>
    </message>
    <message>
        <source>What the chapter &apos;%1&apos; had saved could not be read and starts afresh; a copy of your progress file could not be made at %2.</source>
        <extracomment>%1: a chapter id; %2: the path the copy was meant for</extracomment>
        <translation>Was das Kapitel „%1“ gespeichert hatte, konnte nicht gelesen werden und beginnt neu; eine Kopie Ihrer Fortschrittsdatei konnte unter %2 nicht angelegt werden.</translation>
    </message>
</context>
<context>
    <name>atlas::CourseSession</name>
    <message>
        <source>No installed plugin presents chapters of kind &apos;%1&apos;.</source>
        <translation>Kein installiertes Plug-in stellt Kapitel der Art „%1“ dar.</translation>
    </message>
    <message>
        <source>The plugin for kind &apos;%1&apos; cannot be used: %2</source>
        <translation>Das Plug-in für die Art „%1“ kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>it does not implement the chapter interface</source>
        <translation>es implementiert die Kapitelschnittstelle nicht</translation>
    </message>
</context>
<context>
    <name>atlas::CrossAttentionPanel</name>
    <message>
        <source>In an encoder–decoder, the decoder&apos;s queries come from the sentence being written (the target) and its keys and values from the encoder&apos;s output for another sentence (the source): cross-attention. The two may have different lengths, so the weights form a T_q × T_k rectangle. Here the word vectors are built so that translations share a direction; a trained model learns vectors and projections that do this. Edit either sentence and press Enter.</source>
        <translation>In einem Encoder-Decoder kommen die Queries des Decoders aus dem Satz, der gerade geschrieben wird (dem Ziel), und seine Keys und Values aus der Ausgabe des Encoders für einen anderen Satz (die Quelle): Cross-Attention. Die beiden können verschieden lang sein, daher bilden die Gewichte ein Rechteck T_q × T_k. Hier sind die Wortvektoren so gebaut, dass Übersetzungen eine Richtung teilen; ein trainiertes Modell lernt Vektoren und Projektionen, die das leisten. Bearbeiten Sie einen der beiden Sätze und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <source>&amp;Source (keys, values):</source>
        <extracomment>The sentence whose words are the keys and values.</extracomment>
        <translation>&amp;Quelle (Keys, Values):</translation>
    </message>
    <message>
        <source>&amp;Target (queries):</source>
        <extracomment>The sentence whose words are the queries.</extracomment>
        <translation>&amp;Ziel (Queries):</translation>
    </message>
    <message>
        <source>Source sentence</source>
        <translation>Quellsatz</translation>
    </message>
    <message>
        <source>Target sentence</source>
        <translation>Zielsatz</translation>
    </message>
    <message>
        <source>Cross-attention weights, target × source</source>
        <translation>Cross-Attention-Gewichte, Ziel × Quelle</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>“%1” → “%2” (%3)</source>
        <extracomment>A target word, the source word it reads most, and the weight, e.g. “chat” → “cat” (0.86).</extracomment>
        <translation>„%1“ → „%2“ (%3)</translation>
    </message>
    <message>
        <source>Each row is one target word&apos;s weights over the source; each row sums to 1. Read most: %1. A source word no target word needs still gets some weight from every row: nothing is masked.</source>
        <extracomment>%1 the list of target words with the source word each reads most.</extracomment>
        <translation>Jede Zeile enthält die Gewichte eines Zielworts über die Quelle; jede Zeile summiert sich zu 1. Am meisten gelesen: %1. Ein Quellwort, das kein Zielwort braucht, erhält trotzdem von jeder Zeile etwas Gewicht: Nichts ist maskiert.</translation>
    </message>
    <message>
        <source>target queries</source>
        <translation>Queries (Ziel)</translation>
    </message>
    <message>
        <source>source keys</source>
        <translation>Keys (Quelle)</translation>
    </message>
</context>
<context>
    <name>atlas::DecoderInputBar</name>
    <message>
        <source>(none)</source>
        <translation>(keines)</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Tokens:</translation>
    </message>
    <message>
        <source>tokens</source>
        <extracomment>Accessible name of the field where the input tokens (words) are typed.</extracomment>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Words of the vocabulary separated by spaces, 1 to 16</source>
        <translation>Wörter des Vokabulars, durch Leerzeichen getrennt, 1 bis 16</translation>
    </message>
    <message>
        <source>Next token:</source>
        <translation>Nächstes Token:</translation>
    </message>
    <message>
        <source>label after the last token</source>
        <translation>Label nach dem letzten Token</translation>
    </message>
    <message>
        <source>The label of the last position: the next token after the input — supervision, never context</source>
        <translation>Das Label der letzten Position: das nächste Token nach der Eingabe – Trainingsziel, nie Kontext</translation>
    </message>
    <message>
        <source>Document ids:</source>
        <translation>Dokument-IDs:</translation>
    </message>
    <message>
        <source>empty: one document; e.g. 0 0 0 0 1 1 1</source>
        <translation>leer: ein Dokument; z. B. 0 0 0 0 1 1 1</translation>
    </message>
    <message>
        <source>document ids</source>
        <translation>Dokument-IDs</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>Größen:</translation>
    </message>
    <message>
        <source>d_model (d), heads (H), dₖ and dᵥ; new sizes give fresh parameters</source>
        <translation>d_model (d), Köpfe (H), dₖ und dᵥ; neue Größen ergeben neue Parameter</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>model width d_model</source>
        <translation>Modellbreite d_model</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>key width dk</source>
        <translation>Key-Breite dk</translation>
    </message>
    <message>
        <source>value width dv</source>
        <translation>Value-Breite dv</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message numerus="yes">
        <source>Vocabulary (%n word(s)): %1</source>
        <extracomment>%n is the number of words in the vocabulary, %1 the words themselves.</extracomment>
        <translation>
            <numerusform>Vokabular (%n Wort): %1</numerusform>
            <numerusform>Vokabular (%n Wörter): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DecoderLab</name>
    <message>
        <source>Gradient graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>Gradient check</source>
        <translation>Gradientenprüfung</translation>
    </message>
    <message>
        <source>Prefix invariance</source>
        <translation>Präfixinvarianz</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Views of the decoder</source>
        <translation>Ansichten des Decoders</translation>
    </message>
    <message>
        <source>Every node the loss depends on. An arrow runs from an input to the node computed from it; the backward pass sends ∂L along every arrow in reverse. Select a node (click, or the arrow keys) to see its value and its gradient.</source>
        <translation>Jeder Knoten, von dem der Verlust abhängt. Ein Pfeil führt von einer Eingabe zu dem Knoten, der aus ihr berechnet wird; der Rückwärtsdurchlauf schickt ∂L entgegen jedem Pfeil zurück. Wählen Sie einen Knoten aus (per Klick oder mit den Pfeiltasten), um seinen Wert und seinen Gradienten zu sehen.</translation>
    </message>
</context>
<context>
    <name>atlas::DecoderSession</name>
    <message>
        <source>Type 1 to %1 words separated by spaces (you typed %2).</source>
        <translation>Geben Sie 1 bis %1 Wörter ein, durch Leerzeichen getrennt (Sie haben %2 eingegeben).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the vocabulary: %2.</source>
        <extracomment>%1 is the unknown word, %2 the vocabulary.</extracomment>
        <translation>„%1“ ist nicht im Vokabular: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a document id: use whole numbers from 0 to 999.</source>
        <translation>„%1“ ist keine Dokument-ID: Verwenden Sie ganze Zahlen von 0 bis 999.</translation>
    </message>
    <message>
        <source>Sizes: d_model 1–32, heads 1–4, dₖ and dᵥ 1–16.</source>
        <translation>Größen: d_model 1–32, Köpfe 1–4, dₖ und dᵥ 1–16.</translation>
    </message>
    <message numerus="yes">
        <source>Type one document id per token, or nothing for one document: %n token(s), document ids typed: %1.</source>
        <extracomment>%n is the number of tokens of the input, %1 the number of document ids typed.</extracomment>
        <translation>
            <numerusform>Geben Sie eine Dokument-ID pro Token ein, oder nichts für ein einziges Dokument: %n Token, eingegebene Dokument-IDs: %1.</numerusform>
            <numerusform>Geben Sie eine Dokument-ID pro Token ein, oder nichts für ein einziges Dokument: %n Tokens, eingegebene Dokument-IDs: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DecoderTrainingBar</name>
    <message>
        <source>&amp;Train the decoders</source>
        <translation>Decoder &amp;trainieren</translation>
    </message>
    <message>
        <source>&amp;Train again</source>
        <translation>Erneut &amp;trainieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation>Trainingsfortschritt</translation>
    </message>
    <message>
        <source>The decoders are not trained (the last run was cancelled). Train them: about four seconds.</source>
        <translation>Die Decoder sind nicht trainiert (der letzte Lauf wurde abgebrochen). Trainieren Sie sie: Das dauert etwa vier Sekunden.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Seed of the next training run</source>
        <translation>Seed des nächsten Trainingslaufs</translation>
    </message>
    <message>
        <source>Training two decoders on a worker thread, %1 steps each with seed %2: one with rotary positions, one with ALiBi.</source>
        <extracomment>%1 steps per decoder, %2 the seed.</extracomment>
        <translation>Zwei Decoder werden in einem Hintergrund-Thread trainiert, je %1 Schritte mit Seed %2: einer mit Rotary-Positionen, einer mit ALiBi.</translation>
    </message>
    <message>
        <source>The figures below are the last run&apos;s until this one is done.</source>
        <translation>Die Abbildungen unten zeigen den letzten Lauf, bis dieser fertig ist.</translation>
    </message>
    <message>
        <source>The figures below fill in when it is done.</source>
        <translation>Die Abbildungen unten füllen sich, wenn er fertig ist.</translation>
    </message>
    <message>
        <source>Fine-tuning the rotary decoder on a worker thread: each of its three readings, %1 steps at %2 tokens and %1 at %3.</source>
        <extracomment>%1 steps, %2 and %3 the lengths in tokens.</extracomment>
        <translation>Der Rotary-Decoder wird in einem Hintergrund-Thread nachtrainiert: jede seiner drei Lesarten %1 Schritte bei %2 Tokens und %1 bei %3.</translation>
    </message>
    <message>
        <source>Two decoders trained on this computer, %1 steps each with seed %2, one with rotary positions and one with ALiBi; every number below is measured on them.</source>
        <extracomment>%1 steps, %2 seed.</extracomment>
        <translation>Zwei Decoder, auf diesem Rechner trainiert, je %1 Schritte mit Seed %2, einer mit Rotary-Positionen und einer mit ALiBi; jede Zahl unten ist an ihnen gemessen.</translation>
    </message>
    <message>
        <source>The last run was cancelled: the figures are those from before it.</source>
        <translation>Der letzte Lauf wurde abgebrochen: Die Abbildungen stammen von davor.</translation>
    </message>
    <message>
        <source>Trained again with the same seed: every number came out exactly as before.</source>
        <translation>Mit demselben Seed erneut trainiert: Jede Zahl ist genau wie zuvor.</translation>
    </message>
    <message>
        <source>One seed is a demonstration: try another and train again to see which effects hold.</source>
        <translation>Ein Seed ist eine Demonstration: Versuchen Sie einen anderen und trainieren Sie erneut, um zu sehen, welche Effekte bestehen bleiben.</translation>
    </message>
</context>
<context>
    <name>atlas::DecodingLab</name>
    <message>
        <source>0 (bit for bit)</source>
        <translation>0 (Bit für Bit)</translation>
    </message>
    <message>
        <source>%1 (worst so far %2)</source>
        <extracomment>%1 the largest difference at the latest step, %2 over every step so far.</extracomment>
        <translation>%1 (bisher höchstens %2)</translation>
    </message>
    <message>
        <source>The decoder is not trained yet.</source>
        <translation>Der Decoder ist noch nicht trainiert.</translation>
    </message>
    <message>
        <source>Training the chapter&apos;s decoder on the corpus (%1 % of %2 steps)…</source>
        <extracomment>%1 percent done, %2 training steps in all.</extracomment>
        <translation>Der Decoder des Kapitels wird auf dem Korpus trainiert (%1&#xa0;% von %2 Schritten) …</translation>
    </message>
    <message>
        <source>%1 of %2 positions. The decoder was trained on the corpus (final loss %3 nats).</source>
        <extracomment>%1 positions generated so far, %2 the capacity, %3 the training loss in nats.</extracomment>
        <translation>%1 von %2 Positionen. Der Decoder wurde auf dem Korpus trainiert (Endverlust %3 Nats).</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>Draw one token and append it to the cache.</source>
        <translation>Ein Token ziehen und an den Cache anhängen.</translation>
    </message>
    <message>
        <source>Generate &amp;8</source>
        <translation>&amp;8 erzeugen</translation>
    </message>
    <message>
        <source>Generate until the cache holds all 64 positions the decoder has position embeddings for.</source>
        <translation>Erzeugen, bis der Cache alle 64 Positionen hält, für die der Decoder Positions-Embeddings hat.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the prompt, with the sampler&apos;s seed: the same settings draw the same tokens again.</source>
        <translation>Zurück zum Prompt, mit dem Seed des Samplers: Dieselben Einstellungen ziehen wieder dieselben Tokens.</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <source>Words of the corpus; Enter starts again from them.</source>
        <translation>Wörter des Korpus; Enter beginnt wieder bei ihnen.</translation>
    </message>
    <message>
        <source>A two-layer decoder, trained on the chapter&apos;s tiny corpus when the chapter opened, continues the prompt one token at a time. Each step runs only the new token through the layers and reads the keys and values of the earlier positions from the cache. Grey: the prompt; underlined: the newest token.</source>
        <translation>Ein zweischichtiger Decoder, beim Öffnen des Kapitels auf dessen winzigem Korpus trainiert, setzt den Prompt Token für Token fort. Jeder Schritt schickt nur das neue Token durch die Schichten und liest Keys und Values der früheren Positionen aus dem Cache. Grau: der Prompt; unterstrichen: das neueste Token.</translation>
    </message>
    <message>
        <source>|Δ| cached − recomputed logits</source>
        <translation>|Δ| Logits aus dem Cache − neu berechnet</translation>
    </message>
    <message>
        <source>keys summed as the recompute sums them</source>
        <translation>Keys summiert wie bei der Neuberechnung</translation>
    </message>
    <message>
        <source>keys summed newest first</source>
        <translation>Keys summiert, neueste zuerst</translation>
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
        <translation>Token für Token erzeugen</translation>
    </message>
    <message>
        <source>The cache: keys and values that never change</source>
        <translation>Der Cache: Keys und Values, die sich nie ändern</translation>
    </message>
    <message>
        <source>Sampling: temperature and top-k</source>
        <translation>Sampling: Temperatur und Top-k</translation>
    </message>
    <message>
        <source>Cost per new token</source>
        <translation>Kosten pro neuem Token</translation>
    </message>
    <message>
        <source>Memory: the cache of real models</source>
        <translation>Speicher: der Cache echter Modelle</translation>
    </message>
    <message>
        <source>Every layer keeps a key and a value row per key/value head and position: L·G·(dₖ + dᵥ) numbers per token. Queries are never cached, so sharing key/value heads among query heads (GQA, or one for all: MQA) divides the cache by H/G.</source>
        <translation>Jede Schicht hält pro Key/Value-Kopf und Position eine Key- und eine Value-Zeile: L·G·(dₖ + dᵥ) Zahlen pro Token. Queries werden nie gecacht; teilen sich Query-Köpfe Key/Value-Köpfe (GQA, oder einen für alle: MQA), schrumpft der Cache um den Faktor H/G.</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>Bis zum &amp;Ende</translation>
    </message>
    <message>
        <source>Decoding lab</source>
        <extracomment>The accessible name of the lab&apos;s scrolling column of sections.</extracomment>
        <translation>Labor zum Dekodieren</translation>
    </message>
    <message>
        <source>Training progress</source>
        <extracomment>The progress bar&apos;s accessible name.</extracomment>
        <translation>Trainingsfortschritt</translation>
    </message>
    <message>
        <source>After every Step or Generate the whole sequence is also computed again from scratch, and each new step&apos;s cached logits are compared with its row (row t of a causal decoder reads nothing after t: it is the recompute of the prefix). Summed in the same order, they agree to the last bit in double and in float alike: both paths perform the same roundings. Float&apos;s rounding is larger (about 1e-7 relative, double&apos;s about 1e-16), but it is the same rounding. Change only the order of the sum over keys and the two differ by that rounding: a few units in the last place, about 1e-7 in float. GPU kernels often sum in another order for one new row than for many, so there a cached step agrees with a recompute to rounding only.</source>
        <translation>Nach jedem Schritt oder Erzeugen wird zusätzlich die ganze Sequenz von Grund auf neu berechnet, und die Logits jedes neuen Cache-Schritts werden mit ihrer Zeile verglichen (Zeile t eines kausalen Decoders liest nichts nach t: Sie ist die Neuberechnung des Präfixes). In derselben Reihenfolge summiert, stimmen sie in double wie in float bis aufs letzte Bit überein: Beide Wege runden gleich. Die Rundung von float ist größer (etwa 1e-7 relativ, in double etwa 1e-16), aber es ist dieselbe Rundung. Ändert man nur die Reihenfolge der Summe über die Keys, weichen beide um diese Rundung ab: einige Einheiten der letzten Stelle, etwa 1e-7 in float. GPU-Kernel summieren für eine neue Zeile oft in anderer Reihenfolge als für viele; dort stimmt ein Cache-Schritt nur bis auf Rundung mit einer Neuberechnung überein.</translation>
    </message>
    <message>
        <source>At step %1 of %2 (loss %3 nats) the decoder continues the prompt, always taking the most likely word, as: %4</source>
        <extracomment>%1 the step, %2 the steps in all, %3 the recent loss in nats, %4 the prompt and the words the decoder adds.</extracomment>
        <translation>Bei Schritt %1 von %2 (Verlust %3 Nats) setzt der Decoder den Prompt fort, stets mit dem wahrscheinlichsten Wort, als: %4</translation>
    </message>
    <message>
        <source>The lab now uses the decoder as it was at step %1 of its training (loss %2 nats): Step and Generate sample from it. Taking the most likely word, it continues the prompt as: %3</source>
        <extracomment>%1 the step, %2 the recent loss in nats, %3 the prompt and the words the decoder adds.</extracomment>
        <translation>Das Labor verwendet jetzt den Decoder, wie er bei Schritt %1 seines Trainings war (Verlust %2 Nats): Schritt und Erzeugen ziehen aus ihm. Mit dem jeweils wahrscheinlichsten Wort setzt er den Prompt fort als: %3</translation>
    </message>
    <message>
        <source>Taking the most likely word each time, the trained decoder continues the prompt as: %1</source>
        <extracomment>%1 the prompt and the words the trained decoder adds.</extracomment>
        <translation>Mit dem jeweils wahrscheinlichsten Wort setzt der trainierte Decoder den Prompt fort als: %1</translation>
    </message>
    <message>
        <source>%1 of %2 positions. The decoder as it was at step %3 of %4 — Newest brings back the trained one.</source>
        <extracomment>%1 positions generated so far, %2 the capacity, %3 a training step, %4 the steps in all.</extracomment>
        <translation>%1 von %2 Positionen. Der Decoder, wie er bei Schritt %3 von %4 war – „Neuester Stand“ holt den trainierten zurück.</translation>
    </message>
    <message>
        <source>Train again</source>
        <translation>Erneut trainieren</translation>
    </message>
    <message>
        <source>Train the decoder once more from the same seed: it reaches the same model. With “Slow enough to watch” you can follow it learning.</source>
        <translation>Den Decoder noch einmal mit demselben Seed trainieren: Er erreicht dasselbe Modell. Mit „Langsam genug zum Zusehen“ können Sie ihm beim Lernen zusehen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Slow enough to watch</source>
        <translation>Langsam zum Zusehen</translation>
    </message>
    <message>
        <source>Spread the training over about %1 s</source>
        <extracomment>%1 is a number of seconds.</extracomment>
        <translation>Das Training auf etwa %1 s verteilen</translation>
    </message>
    <message>
        <source>Put the decoder as it was at an earlier step of its training in the lab</source>
        <translation>Den Decoder, wie er bei einem früheren Schritt seines Trainings war, ins Labor holen</translation>
    </message>
</context>
<context>
    <name>atlas::DecodingSession</name>
    <message>
        <source>expected at most %1 words, got %2</source>
        <translation>erwartet höchstens %1 Wörter, erhalten: %2</translation>
    </message>
</context>
<context>
    <name>atlas::DiagnosticsDialog</name>
    <message>
        <source>Pack Problems</source>
        <translation>Paketprobleme</translation>
    </message>
    <message>
        <source>The pack in %1 has no problems.</source>
        <translation>Das Paket in %1 hat keine Probleme.</translation>
    </message>
    <message>
        <source>The pack in %1 has %2 and %3.</source>
        <translation>Das Paket in %1 hat %2 und %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>atlas::DirectionPanel</name>
    <message>
        <source>The same head over the same words, twice. An encoder&apos;s attention is bidirectional: every word reads every word, so each representation can use what comes after it. A decoder&apos;s is causal: each word reads itself and the words before it, so it can be trained to predict the next word of a text without seeing it.</source>
        <translation>Derselbe Kopf über dieselben Wörter, zweimal. Die Attention eines Encoders ist bidirektional: Jedes Wort liest jedes Wort, sodass jede Darstellung nutzen kann, was nach ihrem Wort kommt. Die eines Decoders ist kausal: Jedes Wort liest sich selbst und die Wörter davor, sodass er darauf trainiert werden kann, das nächste Wort eines Textes vorherzusagen, ohne es zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Change the last word: “%1” → “%2”</source>
        <extracomment>%1 the sentence&apos;s last word, %2 the word it is changed to.</extracomment>
        <translation>&amp;Letztes Wort ändern: „%1“ → „%2“</translation>
    </message>
    <message>
        <source>Encoder: bidirectional weights</source>
        <translation>Encoder: bidirektionale Gewichte</translation>
    </message>
    <message>
        <source>Decoder: causal weights</source>
        <translation>Decoder: kausale Gewichte</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Changing “%1” to “%2” moves %3 of %4 output rows in the encoder and %5 of %4 in the decoder (compared bit for bit): in the decoder no earlier word can depend on a later one, so “%6” cannot know what follows it.</source>
        <extracomment>%1 the last word, %2 the word it becomes, %3 and %5 rows that moved, %4 all rows.</extracomment>
        <translation>Wird „%1“ zu „%2“, bewegen sich im Encoder %3 von %4 Ausgabezeilen und im Decoder %5 von %4 (Bit für Bit verglichen): Im Decoder kann kein früheres Wort von einem späteren abhängen, also kann „%6“ nicht wissen, was ihm folgt.</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Queries</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>atlas::DistinctionsView</name>
    <message>
        <source>unchanged, bit for bit (max |Δ| = 0)</source>
        <translation>unverändert, Bit für Bit (max |Δ| = 0)</translation>
    </message>
    <message>
        <source>changed (max |Δ| = %1)</source>
        <translation>geändert (max |Δ| = %1)</translation>
    </message>
    <message>
        <source>Sampling temperature</source>
        <translation>Sampling-Temperatur</translation>
    </message>
    <message>
        <source>next-token probability</source>
        <translation>Wahrscheinlichkeit des nächsten Tokens</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Draw another Wv</source>
        <translation>Neues Wv ziehen</translation>
    </message>
    <message>
        <source>Replace only the value projection by new random numbers; Wq, Wk and X stay.</source>
        <translation>Nur die Value-Projektion durch neue Zufallszahlen ersetzen; Wq, Wk und X bleiben.</translation>
    </message>
    <message>
        <source>Attention weights are not a complete explanation: Wv and Wo do not enter A, so the same A can pass on very different information.</source>
        <translation>Attention-Gewichte sind keine vollständige Erklärung: Wv und Wo gehen nicht in A ein, daher kann dasselbe A sehr unterschiedliche Information weitergeben.</translation>
    </message>
    <message>
        <source>rows: tokens</source>
        <translation>Zeilen: Tokens</translation>
    </message>
    <message>
        <source>columns: output features</source>
        <translation>Spalten: Ausgabemerkmale</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Next-token distribution after “%1” at τₛ = %2</source>
        <translation>Verteilung des nächsten Tokens nach „%1“ bei τₛ = %2</translation>
    </message>
    <message>
        <source>The shapes changed, so there is nothing to compare cell by cell.</source>
        <translation>Die Formen haben sich geändert, daher lässt sich nichts Zelle für Zelle vergleichen.</translation>
    </message>
    <message>
        <source>What your last change did — nothing yet:</source>
        <translation>Wirkung Ihrer letzten Änderung – es gab noch keine:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of X:</source>
        <translation>Wirkung Ihrer letzten Änderung – Bearbeitung von X:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of Wq:</source>
        <translation>Wirkung Ihrer letzten Änderung – Bearbeitung von Wq:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of Wk:</source>
        <translation>Wirkung Ihrer letzten Änderung – Bearbeitung von Wk:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of Wv:</source>
        <translation>Wirkung Ihrer letzten Änderung – Bearbeitung von Wv:</translation>
    </message>
    <message>
        <source>What your last change did — an edit of Wo:</source>
        <translation>Wirkung Ihrer letzten Änderung – Bearbeitung von Wo:</translation>
    </message>
    <message>
        <source>What your last change did — a new number of heads:</source>
        <translation>Wirkung Ihrer letzten Änderung – neue Anzahl von Köpfen:</translation>
    </message>
    <message>
        <source>What your last change did — switching the causal mask:</source>
        <translation>Wirkung Ihrer letzten Änderung – Umschalten der kausalen Maske:</translation>
    </message>
    <message>
        <source>What your last change did — the attention temperature τ:</source>
        <translation>Wirkung Ihrer letzten Änderung – Änderung der Attention-Temperatur τ:</translation>
    </message>
    <message>
        <source>What your last change did — the sampling temperature τₛ:</source>
        <translation>Wirkung Ihrer letzten Änderung – Änderung der Sampling-Temperatur τₛ:</translation>
    </message>
    <message>
        <source>What your last change did — new random weights:</source>
        <translation>Wirkung Ihrer letzten Änderung – neue Zufallsgewichte:</translation>
    </message>
    <message>
        <source>What your last change did — another Wv:</source>
        <translation>Wirkung Ihrer letzten Änderung – ein neues Wv:</translation>
    </message>
    <message>
        <source>What your last change did — resetting the example:</source>
        <translation>Wirkung Ihrer letzten Änderung – Zurücksetzen des Beispiels:</translation>
    </message>
    <message>
        <source>A toy unembedding reads the selected token&apos;s row i of the layer output MHA(X) as logits over the example&apos;s tokens (zⱼ = MHA(X)ᵢ·xⱼ, tied to the inputs). The sampling temperature τₛ divides those logits: it acts after attention, on the output, and cannot change A.</source>
        <translation>Ein Spielzeug-Unembedding liest die Zeile i der Schichtausgabe MHA(X), die des ausgewählten Tokens, als Logits über die Tokens des Beispiels (zⱼ = MHA(X)ᵢ·xⱼ, an die Eingaben gekoppelt). Die Sampling-Temperatur τₛ teilt diese Logits: Sie wirkt nach der Attention auf die Ausgabe und kann A nicht ändern.</translation>
    </message>
    <message>
        <source>MHA(X) before your last change</source>
        <translation>MHA(X) vor Ihrer letzten Änderung</translation>
    </message>
    <message>
        <source>MHA(X) now</source>
        <translation>MHA(X) jetzt</translation>
    </message>
    <message>
        <source>Move a temperature, edit a cell or press a button: the effect on A, MHA(X) and the next-token distribution is measured here.</source>
        <translation>Verschieben Sie eine Temperatur, bearbeiten Sie eine Zelle oder drücken Sie eine Schaltfläche: Die Wirkung auf A, MHA(X) und die Verteilung des nächsten Tokens wird hier gemessen.</translation>
    </message>
    <message>
        <source>Attention weights A (every head): %1
Layer output MHA(X): %2
Next-token distribution p: %3</source>
        <translation>Attention-Gewichte A (alle Köpfe): %1
Schichtausgabe MHA(X): %2
Verteilung des nächsten Tokens p: %3</translation>
    </message>
    <message>
        <source>Every attention weight is the same, bit for bit, yet MHA(X) changed by up to %1. A says which tokens each query reads and how much; what is read (Wv) and how it is used (Wo, and every layer after) are elsewhere.</source>
        <translation>Jedes Attention-Gewicht ist Bit für Bit gleich, und doch hat sich MHA(X) um bis zu %1 geändert. A sagt, welche Tokens jede Query liest und wie viel davon; was gelesen wird (Wv) und wie es verwendet wird (Wo und jede weitere Schicht), steht woanders.</translation>
    </message>
    <message>
        <source>Press “Draw another Wv” (or edit Wv or Wo): every A stays bit-identical while MHA(X) changes.</source>
        <translation>Drücken Sie „Neues Wv ziehen“ (oder bearbeiten Sie Wv oder Wo): Jedes A bleibt bitgleich, während sich MHA(X) ändert.</translation>
    </message>
    <message>
        <source>next token (the example&apos;s tokens)</source>
        <extracomment>The distribution chart&apos;s axis: the toy vocabulary is the example&apos;s own tokens. Short: the chart may be narrow.</extracomment>
        <translation>nächstes Token (Beispiel-Tokens)</translation>
    </message>
</context>
<context>
    <name>atlas::EfficiencyPanel</name>
    <message>
        <source>block %1</source>
        <extracomment>Column header: the current block, %1 its number.</extracomment>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>slots T</source>
        <translation>Positionen T</translation>
    </message>
    <message>
        <source>dense score entries T²</source>
        <translation>dichte Score-Einträge T²</translation>
    </message>
    <message>
        <source>plain causal pairs T(T+1)/2</source>
        <translation>einfach kausale Paare T(T+1)/2</translation>
    </message>
    <message>
        <source>allowed pairs (document-aware)</source>
        <translation>erlaubte Paare (dokumentbewusst)</translation>
    </message>
    <message>
        <source>allowed share of T²</source>
        <translation>erlaubter Anteil an T²</translation>
    </message>
    <message>
        <source>ideal speedup, only allowed pairs vs T²</source>
        <translation>ideale Beschleunigung, erlaubt vs. T²</translation>
    </message>
    <message>
        <source>ideal speedup, only allowed pairs vs causal</source>
        <translation>ideale Beschleunigung, erlaubt vs. kausal</translation>
    </message>
    <message>
        <source>%1 × %1 tiles with an allowed pair</source>
        <translation>%1 × %1-Kacheln mit erlaubtem Paar</translation>
    </message>
    <message>
        <source>ideal speedup, only active tiles</source>
        <translation>ideale Beschleunigung, nur aktive Kacheln</translation>
    </message>
    <message>
        <source>Dense attention forms T² scores per head — quadratic in the block length. With packing, most of them are masked: only the allowed (query, key) pairs contribute. A kernel that skips masked work does that many, and one that skips whole tiles does the tiles containing an allowed pair.</source>
        <translation>Dichte Attention bildet T² Scores pro Kopf – quadratisch in der Blocklänge. Beim Packen sind die meisten davon maskiert: Nur die erlaubten (Query, Key)-Paare tragen bei. Ein Kernel, der maskierte Arbeit überspringt, berechnet nur so viele; einer, der ganze Kacheln überspringt, berechnet die Kacheln, die ein erlaubtes Paar enthalten.</translation>
    </message>
    <message>
        <source>Tile side B:</source>
        <translation>Kachelseite B:</translation>
    </message>
    <message>
        <source>tile side</source>
        <translation>Kachelseite</translation>
    </message>
    <message>
        <source>pair counts and ideal speedups</source>
        <translation>Paaranzahlen und ideale Beschleunigungen</translation>
    </message>
    <message>
        <source>(query, key) pairs per block</source>
        <translation>(Query, Key)-Paare pro Block</translation>
    </message>
    <message>
        <source>block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>dense T²</source>
        <translation>dicht T²</translation>
    </message>
    <message>
        <source>plain causal T(T+1)/2</source>
        <translation>einfach kausal T(T+1)/2</translation>
    </message>
    <message>
        <source>document-aware, allowed</source>
        <translation>dokumentbewusst, erlaubt</translation>
    </message>
    <message numerus="yes">
        <source>all %n block(s)</source>
        <extracomment>Column header: totals over every packed block, %n of them.</extracomment>
        <translation>
            <numerusform>alle (%n Block)</numerusform>
            <numerusform>alle %n Blöcke</numerusform>
        </translation>
    </message>
    <message>
        <source>T = %1 (scaled)</source>
        <translation>T = %1 (skaliert)</translation>
    </message>
    <message>
        <source>T = %1 (as packed)</source>
        <translation>T = %1 (wie gepackt)</translation>
    </message>
    <message>
        <source>Measuring on a worker thread…</source>
        <extracomment>While the kernel is being timed on a worker thread.</extracomment>
        <translation>Messung in einem Hintergrund-Thread…</translation>
    </message>
    <message>
        <source>Not measured yet. Measure times the engine&apos;s tiled kernel on this block twice — with the plain causal mask over the whole row and with the document-aware mask — and sets the measured speedup beside the ideal one.</source>
        <translation>Noch nicht gemessen. „Messen“ stoppt den kachelweisen Kernel der Engine auf diesem Block zweimal – mit der einfachen kausalen Maske über die ganze Zeile und mit der dokumentbewussten Maske – und stellt die gemessene Beschleunigung neben die ideale.</translation>
    </message>
    <message>
        <source>Block %1, every slot standing for %2 positions: T = %3, one head, dₖ = dᵥ = %4, float, one thread; the tiled kernel, median of %5 forward passes.</source>
        <translation>Block %1, jede Position steht für %2 Positionen: T = %3, ein Kopf, dₖ = dᵥ = %4, float, ein Thread; der kachelweise Kernel, Median von %5 Vorwärtsdurchläufen.</translation>
    </message>
    <message>
        <source>Causal over the whole row: %1 ms; document-aware: %2 ms. Measured speedup %3, ideal %4 (plain causal pairs ÷ allowed pairs of this row).</source>
        <extracomment>%1 and %2: times in ms; %3 measured speedup; %4 ideal speedup of the same row.</extracomment>
        <translation>Kausal über die ganze Zeile: %1 ms; dokumentbewusst: %2 ms. Gemessene Beschleunigung %3, ideal %4 (einfache kausale Paare ÷ erlaubte Paare dieser Zeile).</translation>
    </message>
    <message>
        <source>(Measured before the last change of the packing, block or length: press Measure again.)</source>
        <translation>(Gemessen vor der letzten Änderung von Packung, Block oder Länge: Drücken Sie erneut „Messen“.)</translation>
    </message>
    <message>
        <source>Measured on this machine</source>
        <translation>Auf diesem Rechner gemessen</translation>
    </message>
    <message>
        <source>Row length:</source>
        <translation>Zeilenlänge:</translation>
    </message>
    <message>
        <source>Length of the row to measure</source>
        <translation>Länge der zu messenden Zeile</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Fortschritt der Messung</translation>
    </message>
    <message>
        <source>Block %1 as packed: T = %2, one head, dₖ = dᵥ = %3, float, one thread; the tiled kernel, median of %4 forward passes.</source>
        <extracomment>%1 block number; %2 its length T; %3 head width; %4 timed runs.</extracomment>
        <translation>Block %1 wie gepackt: T = %2, ein Kopf, dₖ = dᵥ = %3, float, ein Thread; der kachelweise Kernel, Median von %4 Vorwärtsdurchläufen.</translation>
    </message>
    <message>
        <source>Scope: the counts and ideal speedups assume no launch overhead, no load imbalance and no memory traffic. The measured speedup is the engine&apos;s exact tiled kernel on this computer&apos;s processor, one thread, skipping the tiles the document mask empties; it can differ from the ideal either way, since a kernel also pays per tile and per masked boundary, and a busy machine is noisy. It does not measure fused variable-length GPU kernels or tensor units, where the figures differ. IO-aware kernels change memory movement, not the mathematics (up to floating-point rounding): the same pairs are computed.</source>
        <translation>Geltungsbereich: Die Zählungen und idealen Beschleunigungen setzen keine Startkosten, keine ungleiche Lastverteilung und keinen Speicherverkehr voraus. Die gemessene Beschleunigung ist die des exakten kachelweisen Kernels der Engine auf dem Prozessor dieses Rechners, ein Thread, der die Kacheln überspringt, die die Dokumentmaske leert; sie kann in beide Richtungen von der idealen abweichen, denn ein Kernel zahlt auch pro Kachel und pro maskierter Grenze, und ein ausgelasteter Rechner misst unruhig. Fusionierte Kernels für variable Längen auf einer GPU und Tensor-Einheiten misst sie nicht, dort fallen die Werte anders aus. IO-bewusste Kernels ändern die Datenbewegung im Speicher, nicht die Mathematik (bis auf Rundung in Gleitkommazahlen): Es werden dieselben Paare berechnet.</translation>
    </message>
</context>
<context>
    <name>atlas::EncodersLab</name>
    <message>
        <source>Encoders lab</source>
        <translation>Encoder-Labor</translation>
    </message>
    <message>
        <source>1 · Encoder or decoder?</source>
        <translation>1 · Encoder oder Decoder?</translation>
    </message>
    <message>
        <source>2 · Cross-attention</source>
        <translation>2 · Cross-Attention</translation>
    </message>
    <message>
        <source>3 · Padding a batch</source>
        <translation>3 · Ein Batch mit Padding</translation>
    </message>
</context>
<context>
    <name>atlas::EncodersSession</name>
    <message>
        <source>Each length must be a whole number from 1 to %1; “%2” is not.</source>
        <extracomment>%1 the longest sequence allowed, %2 what was typed.</extracomment>
        <translation>Jede Länge muss eine ganze Zahl von 1 bis %1 sein; „%2“ ist keine.</translation>
    </message>
    <message>
        <source>Type 1 to %1 lengths, separated by spaces or commas (%2 now).</source>
        <extracomment>%1 the most sequences, %2 how many were typed.</extracomment>
        <translation>Geben Sie 1 bis %1 Längen ein, durch Leerzeichen oder Kommas getrennt (jetzt %2).</translation>
    </message>
</context>
<context>
    <name>atlas::ExampleEditors</name>
    <message>
        <source>Inputs X: one row per token, one column per feature. Edit any cell; everything below is recomputed at once.</source>
        <translation>Eingaben X: eine Zeile pro Token, eine Spalte pro Merkmal. Bearbeiten Sie eine beliebige Zelle; alles darunter wird sofort neu berechnet.</translation>
    </message>
    <message>
        <source>X (tokens × d_model)</source>
        <translation>X (Tokens × d_model)</translation>
    </message>
    <message>
        <source>The learned projections: Wq and Wk are d_model × H·dₖ, Wv is d_model × H·dᵥ, Wo is H·dᵥ × d_model. Columns h1:…, h2:… belong to head 1, head 2, …</source>
        <translation>Die gelernten Projektionen: Wq und Wk sind d_model × H·dₖ, Wv ist d_model × H·dᵥ, Wo ist H·dᵥ × d_model. Die Spalten h1:…, h2:… gehören zu Kopf 1, Kopf 2, …</translation>
    </message>
    <message>
        <source>Wq (queries)</source>
        <extracomment>Titles of the weight editors; Wq etc. are symbols.</extracomment>
        <translation>Wq (Queries)</translation>
    </message>
    <message>
        <source>Wk (keys)</source>
        <translation>Wk (Keys)</translation>
    </message>
    <message>
        <source>Wv (values)</source>
        <translation>Wv (Values)</translation>
    </message>
    <message>
        <source>Wo (output)</source>
        <translation>Wo (Ausgabe)</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Projection weights</source>
        <translation>Projektionsgewichte</translation>
    </message>
</context>
<context>
    <name>atlas::ExportPanel</name>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>In die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save the packing</source>
        <translation>Packergebnis speichern</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>The packing in the form other frameworks take. Per block: input_ids, labels (the next token of the stream; the last one lies in the next block), loss_mask, document_ids (the instance of every slot, from 0 in each block), position_ids restarting in every instance, and cu_seqlens — the instances&apos; boundaries, which variable-length attention kernels take instead of a T × T mask — with max_seqlen.</source>
        <translation>Das Packergebnis in der Form, die andere Frameworks erwarten. Pro Block: input_ids, labels (das nächste Token des Datenstroms; das letzte liegt im nächsten Block), loss_mask, document_ids (die Instanz jeder Position, ab 0 in jedem Block), position_ids, die in jeder Instanz neu beginnen, und cu_seqlens – die Grenzen der Instanzen, die Attention-Kernel variabler Länge anstelle einer T × T-Maske erwarten – mit max_seqlen.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>packing as JSON</source>
        <translation>Packergebnis als JSON</translation>
    </message>
</context>
<context>
    <name>atlas::FormulaView</name>
    <message>
        <source>Formula error at character %1: %2</source>
        <extracomment>%1 is a character position in the formula (counting from 1), %2 the parser&apos;s message</extracomment>
        <translation>Formelfehler bei Zeichen %1: %2</translation>
    </message>
</context>
<context>
    <name>atlas::GapsQuestionInput</name>
    <message>
        <source>Gap %1: %2</source>
        <extracomment>A gap question&apos;s gap holds no answer: &quot;Gap 2: not a number&quot;.</extracomment>
        <translation>Lücke %1: %2</translation>
    </message>
    <message>
        <source>Gap %1</source>
        <extracomment>The heading of one gap of a gap question, above its input; matches the numbered blank &quot;___(2)___&quot; in the text.</extracomment>
        <translation>Lücke %1</translation>
    </message>
    <message>
        <source>✓ right</source>
        <extracomment>After grading, beside a gap&apos;s heading: its answer is right.</extracomment>
        <translation>✓ richtig</translation>
    </message>
    <message>
        <source>◐ partly right (%1%)</source>
        <translation>◐ teilweise richtig (%1 %)</translation>
    </message>
    <message>
        <source>✗ not yet</source>
        <translation>✗ noch nicht</translation>
    </message>
</context>
<context>
    <name>atlas::GettingStartedDialog</name>
    <message>
        <source>The chapters</source>
        <translation>Die Kapitel</translation>
    </message>
    <message>
        <source>The list on the left holds the course&apos;s chapters in order; Back and Next (%1, %2) step through them. Under each title, &quot;3/15 solved&quot; counts the questions you have answered correctly.</source>
        <translation>Die Liste links enthält die Kapitel des Kurses in ihrer Reihenfolge; Zurück und Weiter (%1, %2) wechseln zwischen ihnen. Unter jedem Titel zählt „3/15 gelöst“ die Fragen, die Sie richtig beantwortet haben.</translation>
    </message>
    <message>
        <source>A chapter is text to read, a lab to try things in, and questions to check your understanding. Its mark turns into a tick when every question is solved.</source>
        <translation>Ein Kapitel besteht aus Text zum Lesen, einem Labor zum Ausprobieren und Fragen, mit denen Sie Ihr Verständnis prüfen. Seine Markierung wird zu einem Häkchen, sobald alle Fragen gelöst sind.</translation>
    </message>
    <message>
        <source>The labs</source>
        <translation>Die Labore</translation>
    </message>
    <message>
        <source>Every number in a lab is computed live by the attention engine. Edit a matrix cell, move a slider or switch a mask, and every view recomputes at once.</source>
        <translation>Jede Zahl in einem Labor berechnet die Attention-Engine live. Bearbeiten Sie eine Matrixzelle, verschieben Sie einen Regler oder schalten Sie eine Maske um, und alle Ansichten werden sofort neu berechnet.</translation>
    </message>
    <message>
        <source>Answering questions</source>
        <translation>Fragen beantworten</translation>
    </message>
    <message>
        <source>Choose or type your answer, then press Check (%1). An answer that is not one yet (nothing chosen, not a number) is not counted.</source>
        <translation>Wählen Sie Ihre Antwort aus oder geben Sie sie ein, und drücken Sie dann „Prüfen“ (%1). Eine Eingabe, die noch keine Antwort ist (nichts gewählt, keine Zahl), wird nicht gezählt.</translation>
    </message>
    <message>
        <source>After a wrong try you see the feedback on what you chose and a hint. The solution and its explanation come after a right answer, after a second try, or when you press &quot;Show the solution&quot; — which counts the question as not right on the first try.</source>
        <translation>Nach einem falschen Versuch sehen Sie die Rückmeldung zu Ihrer Wahl und einen Hinweis. Die Lösung und ihre Erklärung erscheinen nach einer richtigen Antwort, nach einem zweiten Versuch oder wenn Sie „Lösung zeigen“ drücken – dann gilt die Frage als beim ersten Versuch nicht richtig beantwortet.</translation>
    </message>
    <message>
        <source>Your first tries are kept apart from your later ones: the final quiz reports both.</source>
        <translation>Ihre ersten Versuche werden getrennt von den späteren festgehalten: Das abschließende Quiz weist beide aus.</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Ihr Fortschritt</translation>
    </message>
    <message>
        <source>Your progress is saved as you go: the chapters you visited, your answers, and the model you trained in the induction lab. The next time, the course opens at the chapter where you stopped.</source>
        <translation>Ihr Fortschritt wird laufend gespeichert: die besuchten Kapitel, Ihre Antworten und das Modell, das Sie im Induktionslabor trainiert haben. Beim nächsten Mal öffnet sich der Kurs bei dem Kapitel, bei dem Sie aufgehört haben.</translation>
    </message>
    <message>
        <source>Reading comfortably</source>
        <translation>Bequem lesen</translation>
    </message>
    <message>
        <source>View → Text Size makes the text larger or smaller; View → Language switches the course&apos;s language; F9 hides the chapter list to give the chapter more room.</source>
        <translation>Ansicht → Textgröße macht den Text größer oder kleiner; Ansicht → Sprache wechselt die Sprache des Kurses; F9 blendet die Kapitelliste aus, damit das Kapitel mehr Platz hat.</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation>Anleitung für die ersten Schritte</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts…</source>
        <translation>Tastenkürzel…</translation>
    </message>
    <message>
        <source>What your edit changed is outlined for a moment, and the line under the lab&apos;s controls says what it did.</source>
        <translation>Was Ihre Änderung verändert hat, ist einen Moment lang umrandet, und die Zeile unter den Bedienelementen des Labors sagt, was sie bewirkt hat.</translation>
    </message>
    <message>
        <source>The labs that train a model (gradients, decoding, induction) show it as it learns. &quot;Slow enough to watch&quot; slows a run down; afterwards the replay slider takes you back to any step of it.</source>
        <translation>Die Labore, die ein Modell trainieren (Gradienten, Dekodieren, Induktion), zeigen es, während es lernt. „Langsam genug zum Zusehen“ verlangsamt einen Lauf; danach bringt Sie der Regler „Wiederholung“ zu jedem seiner Schritte zurück.</translation>
    </message>
</context>
<context>
    <name>atlas::GradientCheckPanel</name>
    <message>
        <source>The decoder changed: the check runs again.</source>
        <translation>Der Decoder hat sich geändert: Die Prüfung läuft erneut.</translation>
    </message>
    <message>
        <source>Checking every entry of every node…</source>
        <translation>Jeder Eintrag jedes Knotens wird geprüft…</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <source>Largest relative error: %1 (at %2) — more than %3: with this step h = %4 the central difference is not accurate enough.</source>
        <translation>Größter relativer Fehler: %1 (bei %2) – mehr als %3: Mit der Schrittweite h = %4 ist die zentrale Differenz nicht genau genug.</translation>
    </message>
    <message>
        <source>relative error of ∂L/∂%1, in units of %2</source>
        <extracomment>%1 the node, %2 a power of ten such as 10⁻¹⁰.</extracomment>
        <translation>relativer Fehler von ∂L/∂%1, in Einheiten von %2</translation>
    </message>
    <message>
        <source>Is the backward pass right? For every entry x of every node, nudge it by ±h, run the decoder forward again and compare (L(x + h) − L(x − h)) / 2h with the analytic ∂L/∂x. Masked probabilities are outside the softmax support and are not nudged.</source>
        <translation>Stimmt der Rückwärtsdurchlauf? Jeder Eintrag x jedes Knotens wird um ±h verschoben, der Decoder erneut vorwärts ausgeführt und (L(x + h) − L(x − h)) / 2h mit dem analytischen ∂L/∂x verglichen. Maskierte Wahrscheinlichkeiten liegen außerhalb des Trägers der Softmax und werden nicht verschoben.</translation>
    </message>
    <message>
        <source>Step h:</source>
        <translation>Schritt h:</translation>
    </message>
    <message>
        <source>Check again</source>
        <extracomment>Button: run the gradient check once more (with the step h chosen beside it).</extracomment>
        <translation>Neu prüfen</translation>
    </message>
    <message>
        <source>gradient check progress</source>
        <translation>Fortschritt der Gradientenprüfung</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>largest |analytic − numeric|</source>
        <translation>größtes |analytisch − numerisch|</translation>
    </message>
    <message>
        <source>relative error</source>
        <translation>relativer Fehler</translation>
    </message>
    <message>
        <source>gradient check per node</source>
        <translation>Gradientenprüfung pro Knoten</translation>
    </message>
    <message numerus="yes">
        <source>Largest relative error: %1 (at %2). Analytic and finite-difference gradients agree on all %n differentiable node(s) (step h = %3).</source>
        <extracomment>%1 the error, %2 the node, %n the number of nodes checked, %3 the step h.</extracomment>
        <translation>
            <numerusform>Größter relativer Fehler: %1 (bei %2). Analytische Gradienten und Gradienten aus finiten Differenzen stimmen an %n differenzierbaren Knoten überein (Schrittweite h = %3).</numerusform>
            <numerusform>Größter relativer Fehler: %1 (bei %2). Analytische Gradienten und Gradienten aus finiten Differenzen stimmen an allen %n differenzierbaren Knoten überein (Schrittweite h = %3).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::GradientGraphView</name>
    <message>
        <source>Gradient graph</source>
        <translation>Gradientengraph</translation>
    </message>
    <message>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>, selected</source>
        <extracomment>Appended to a node&apos;s spoken description.</extracomment>
        <translation>, ausgewählt</translation>
    </message>
</context>
<context>
    <name>atlas::GradientsPage</name>
    <message>
        <source>Worked relation</source>
        <extracomment>Tab title: the worked example of the relation between softmax scores and the output&apos;s derivatives.</extracomment>
        <translation>Beispielrechnung</translation>
    </message>
    <message>
        <source>Executable decoder</source>
        <translation>Ausführbarer Decoder</translation>
    </message>
    <message>
        <source>Gradients lab</source>
        <translation>Gradientenlabor</translation>
    </message>
</context>
<context>
    <name>atlas::HeadCombinationView</name>
    <message>
        <source>A%1 (head %2)</source>
        <translation>A%1 (Kopf %2)</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Every head reads the same tokens through its own projections, so it forms its own mixture: compare where each row puts its weight.</source>
        <translation>Jeder Kopf liest dieselben Tokens durch seine eigenen Projektionen und bildet so seine eigene Mischung: Vergleichen Sie, wohin jede Zeile ihr Gewicht legt.</translation>
    </message>
    <message>
        <source>With one head there is one mixture per token. Add heads above to see several side by side.</source>
        <translation>Mit einem Kopf gibt es eine Mischung pro Token. Fügen Sie oben Köpfe hinzu, um mehrere nebeneinander zu sehen.</translation>
    </message>
    <message>
        <source>The head outputs side by side: columns h1:… come from head 1, h2:… from head 2.</source>
        <translation>Die Ausgaben der Köpfe nebeneinander: Die Spalten h1:… stammen von Kopf 1, h2:… von Kopf 2.</translation>
    </message>
    <message>
        <source>Concatenated heads C</source>
        <translation>Verkettete Köpfe C</translation>
    </message>
    <message>
        <source>rows: tokens</source>
        <translation>Zeilen: Tokens</translation>
    </message>
    <message>
        <source>columns: head outputs</source>
        <translation>Spalten: Ausgaben der Köpfe</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Wo mixes the heads&apos; results into one vector per token, as wide as X: what the layer adds to each token&apos;s representation.</source>
        <translation>Wo mischt die Ergebnisse der Köpfe zu einem Vektor pro Token, so breit wie X: das, was die Schicht zur Repräsentation jedes Tokens beiträgt.</translation>
    </message>
    <message>
        <source>columns: output features</source>
        <translation>Spalten: Ausgabemerkmale</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>Layer output MHA(X)</source>
        <translation>Schichtausgabe MHA(X)</translation>
    </message>
</context>
<context>
    <name>atlas::HeadPipelineView</name>
    <message>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>Queries Q%1</source>
        <translation>Queries Q%1</translation>
    </message>
    <message>
        <source>Keys K%1</source>
        <translation>Keys K%1</translation>
    </message>
    <message>
        <source>Values V%1</source>
        <translation>Values V%1</translation>
    </message>
    <message>
        <source>Dot products Q%1·K%1ᵀ</source>
        <translation>Skalarprodukte Q%1·K%1ᵀ</translation>
    </message>
    <message>
        <source>Scores S%1</source>
        <translation>Scores S%1</translation>
    </message>
    <message>
        <source>Masked scores S%1 + M</source>
        <translation>Maskierte Scores S%1 + M</translation>
    </message>
    <message>
        <source>Attention weights A%1</source>
        <translation>Attention-Gewichte A%1</translation>
    </message>
    <message>
        <source>rows: tokens</source>
        <translation>Zeilen: Tokens</translation>
    </message>
    <message>
        <source>columns: coordinates</source>
        <translation>Spalten: Koordinaten</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>Koordinate</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Each token&apos;s row of X is projected three ways: what it looks for (query), what it offers to be found by (key), and what it passes on (value).</source>
        <translation>Die Zeile jedes Tokens in X wird auf drei Arten projiziert: wonach es sucht (Query), woran es gefunden werden kann (Key) und was es weitergibt (Value).</translation>
    </message>
    <message>
        <source>Row i, column j: how well query i matches key j.</source>
        <translation>Zeile i, Spalte j: wie gut Query i zu Key j passt.</translation>
    </message>
    <message>
        <source>No mask: every query may read every key (bidirectional).</source>
        <translation>Keine Maske: Jede Query darf jeden Key lesen (bidirektional).</translation>
    </message>
    <message>
        <source>The causal mask: a query may not read later tokens. Their scores become −∞.</source>
        <translation>Die kausale Maske: Eine Query darf keine späteren Tokens lesen. Deren Scores werden zu −∞.</translation>
    </message>
    <message>
        <source>Each row sums to 1 over the keys it may read; masked keys get exactly 0.</source>
        <translation>Jede Zeile summiert sich über die Keys, die sie lesen darf, zu 1; maskierte Keys erhalten genau 0.</translation>
    </message>
    <message>
        <source>Row i mixes the value vectors with row i of A as weights.</source>
        <translation>Zeile i mischt die Value-Vektoren mit Zeile i von A als Gewichten.</translation>
    </message>
    <message>
        <source>row by row</source>
        <extracomment>Words inside the typeset formula &quot;A = softmax(S + M) row by row&quot;: the softmax is taken over each row separately. Plain text only (no braces or backslashes).</extracomment>
        <translation>zeilenweise</translation>
    </message>
    <message>
        <source>Head output Y%1</source>
        <translation>Kopfausgabe Y%1</translation>
    </message>
    <message>
        <source>Divided by τ√dₖ: for query and key coordinates that are independent with mean 0 and variance 1, this keeps the spread of the scores from growing with the head width. Here τ = %1 and dₖ = %2, so every entry is multiplied by %3.</source>
        <extracomment>%1 is the temperature τ, %2 the key width dₖ, %3 the factor 1/(τ√dₖ).</extracomment>
        <translation>Geteilt durch τ√dₖ: Sind die Koordinaten von Queries und Keys unabhängig mit Mittelwert 0 und Varianz 1, verhindert das, dass die Streuung der Scores mit der Kopfbreite wächst. Hier ist τ = %1 und dₖ = %2, also wird jeder Eintrag mit %3 multipliziert.</translation>
    </message>
    <message>
        <source>Divided by τ√dₖ: for query and key coordinates that are independent with mean 0 and variance 1, this keeps the spread of the scores from growing with the head width.</source>
        <translation>Geteilt durch τ√dₖ: Sind die Koordinaten von Queries und Keys unabhängig mit Mittelwert 0 und Varianz 1, verhindert das, dass die Streuung der Scores mit der Kopfbreite wächst.</translation>
    </message>
</context>
<context>
    <name>atlas::HeadThumbnails</name>
    <message>
        <source>L%1 H%2</source>
        <extracomment>A small map&apos;s title: layer and head, e.g. &quot;L2 H1&quot;.</extracomment>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <source>ind %1</source>
        <extracomment>Under a small map: the head&apos;s induction score, e.g. &quot;ind 0.82&quot;.</extracomment>
        <translation>Ind. %1</translation>
    </message>
    <message>
        <source>prev %1</source>
        <extracomment>Under a small map: the head&apos;s previous-token score, e.g. &quot;prev 0.91&quot;.</extracomment>
        <translation>Vorg. %1</translation>
    </message>
    <message>
        <source>(off)</source>
        <extracomment>Under a small map: the head is switched off.</extracomment>
        <translation>(aus)</translation>
    </message>
    <message>
        <source>Each head at step %1 — rows: queries, columns: keys; white 0, deep purple 1</source>
        <extracomment>Above the small maps shown while a run goes or a replay is scrubbed; %1 is the training step shown.</extracomment>
        <translation>Jeder Kopf bei Schritt %1 – Zeilen: Queries, Spalten: Keys; Weiß 0, Dunkelviolett 1</translation>
    </message>
</context>
<context>
    <name>atlas::HeadView</name>
    <message>
        <source>previous-token head</source>
        <translation>Vorgänger-Token-Kopf</translation>
    </message>
    <message>
        <source>induction head</source>
        <translation>Induktionskopf</translation>
    </message>
    <message>
        <source>duplicate-token head</source>
        <translation>Duplikat-Token-Kopf</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Layer %1, head %2</source>
        <extracomment>Title of one head&apos;s attention heatmap; %1 the layer, %2 the head (both from 1).</extracomment>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <source>Layer %1, head %2 (off)</source>
        <translation>Schicht %1, Kopf %2 (aus)</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Queries</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>previous-token %1 · induction %2 · duplicate-token %3</source>
        <extracomment>The three scores of one head; &quot;n/a&quot; stands for a score that is undefined (no token repeats).</extracomment>
        <translation>Vorgänger-Token %1 · Induktion %2 · Duplikat-Token %3</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>Layer %1, head %2 on</source>
        <extracomment>Check box under a head&apos;s heatmap: unchecked switches the head off (its output is zeroed).</extracomment>
        <translation>Schicht %1, Kopf %2 an</translation>
    </message>
    <message>
        <source>Switch the head off to see what the model does without it: its output is set to zero, and the losses, accuracies and the other heads&apos; attention follow at once.</source>
        <translation>Schalten Sie den Kopf ab, um zu sehen, was das Modell ohne ihn tut: Seine Ausgabe wird auf null gesetzt, und die Verluste, Genauigkeiten und die Attention der anderen Köpfe folgen sofort.</translation>
    </message>
</context>
<context>
    <name>atlas::HeadsLab</name>
    <message>
        <source>Heads lab</source>
        <translation>Labor: Köpfe</translation>
    </message>
    <message>
        <source>1 · Where a head looks</source>
        <translation>1 · Wohin ein Kopf schaut</translation>
    </message>
    <message>
        <source>2 · A trained decoder&apos;s heads</source>
        <translation>2 · Die Köpfe eines trainierten Decoders</translation>
    </message>
    <message>
        <source>3 · How heads compose</source>
        <translation>3 · Wie Köpfe komponieren</translation>
    </message>
</context>
<context>
    <name>atlas::HeadsPage</name>
    <message>
        <source>The pack&apos;s model %1 cannot be used: %2</source>
        <extracomment>%1 the model file of the pack, %2 why it cannot be used.</extracomment>
        <translation>Das Modell %1 des Pakets kann nicht verwendet werden: %2</translation>
    </message>
</context>
<context>
    <name>atlas::HeadsView</name>
    <message>
        <source>The sequence (position and token): %1</source>
        <extracomment>%1 is the sequence written as &quot;position token&quot; pairs.</extracomment>
        <translation>Die Sequenz (Position und Token): %1</translation>
    </message>
    <message>
        <source>All heads on</source>
        <translation>Alle Köpfe an</translation>
    </message>
    <message>
        <source>Layer 1 — reads the embeddings</source>
        <translation>Schicht 1 – liest die Einbettungen</translation>
    </message>
    <message>
        <source>Layer %1 — reads the embeddings and the heads of the layers before</source>
        <translation>Schicht %1 – liest die Einbettungen und die Köpfe der Schichten davor</translation>
    </message>
</context>
<context>
    <name>atlas::HistoryDistinctions</name>
    <message>
        <source>Distinctions and trade-offs</source>
        <extracomment>Section title in the history chapter&apos;s lab.</extracomment>
        <translation>Unterscheidungen und Abwägungen</translation>
    </message>
    <message>
        <source>Four statements the history above supports, each with how far it goes. Every number below is computed by the attention engine as you change the settings.</source>
        <translation>Vier Aussagen, die die Geschichte oben stützt, jeweils mit ihrer Reichweite. Jede Zahl unten berechnet die Attention-Engine, während Sie die Einstellungen ändern.</translation>
    </message>
    <message>
        <source>Attention weights are not a complete explanation of a model&apos;s reasoning.</source>
        <translation>Attention-Gewichte sind keine vollständige Erklärung der Schlussfolgerungen eines Modells.</translation>
    </message>
    <message>
        <source>A weight says how much of a value vector a query mixes in. It does not say what the values carry, what later layers do with the mixture, or whether quite different weights would give the same result. Below, two keys hold the same value: however the weight is split between them, the output is identical.</source>
        <translation>Ein Gewicht sagt, wie viel von einem Value-Vektor eine Query beimischt. Es sagt nicht, was die Values tragen, was spätere Schichten mit der Mischung tun oder ob ganz andere Gewichte dasselbe Ergebnis liefern würden. Unten haben zwei Keys denselben Value: Wie auch immer das Gewicht zwischen ihnen aufgeteilt wird, die Ausgabe ist identisch.</translation>
    </message>
    <message>
        <source>Dense attention has quadratic pairwise work in sequence length.</source>
        <translation>Dichte Attention hat einen paarweisen Aufwand, der quadratisch mit der Sequenzlänge wächst.</translation>
    </message>
    <message>
        <source>Each query is scored against each key: T² pairs per head and layer for T tokens (about half of them under a causal mask, which is still quadratic). Doubling the context multiplies this work by four. Sparse attention (2019) scores only chosen pairs; exact IO-aware kernels (2022, 2023) still score them all.</source>
        <translation>Jede Query wird mit jedem Key bewertet: T² Paare pro Kopf und Schicht bei T Tokens (unter einer kausalen Maske etwa die Hälfte davon, was immer noch quadratisch ist). Ein doppelt so langer Kontext vervierfacht diesen Aufwand. Sparse Attention (2019) bewertet nur ausgewählte Paare; exakte IO-bewusste Kernel (2022, 2023) bewerten nach wie vor alle.</translation>
    </message>
    <message>
        <source>IO-aware kernels reduce memory traffic while implementing the same attention mathematics, up to finite-precision differences.</source>
        <translation>IO-bewusste Kernel verringern den Speicherverkehr und setzen dabei dieselbe Attention-Mathematik um, bis auf Unterschiede durch endliche Genauigkeit.</translation>
    </message>
    <message>
        <source>Attention makes relationships within the context available to each token.</source>
        <translation>Attention macht Beziehungen innerhalb des Kontexts jedem Token verfügbar.</translation>
    </message>
    <message>
        <source>In one attention layer a token reads every token the mask allows, directly: a path of one step, whatever the distance. Which relationships a trained model uses, and whether it uses them well, is learned; the mechanism only makes them available.</source>
        <translation>In einer Attention-Schicht liest ein Token jedes Token, das die Maske erlaubt, direkt: ein Pfad aus einem Schritt, unabhängig vom Abstand. Welche Beziehungen ein trainiertes Modell nutzt und ob es sie gut nutzt, wird gelernt; der Mechanismus macht sie nur verfügbar.</translation>
    </message>
    <message>
        <source>FlashAttention computes exact attention tile by tile in fast on-chip memory, keeping a running maximum and sum for every query, so the T × T matrix is never written out. What changes is the movement of numbers, not the function: the outputs agree up to rounding, and the pairs scored are the same. Below, first the two computed side by side and counted, then both timed on this machine.</source>
        <translation>FlashAttention berechnet exakte Attention Kachel für Kachel im schnellen On-Chip-Speicher und führt für jede Query ein laufendes Maximum und eine laufende Summe mit, sodass die T × T-Matrix nie ausgeschrieben wird. Was sich ändert, ist die Bewegung der Zahlen, nicht die Funktion: Die Ausgaben stimmen bis auf Rundung überein, und es werden dieselben Paare bewertet. Darunter zuerst beide nebeneinander berechnet und gezählt, dann beide auf diesem Rechner gestoppt.</translation>
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
        <translation>Themen: %1</translation>
    </message>
    <message>
        <source>Selected entry</source>
        <translation>Ausgewählter Eintrag</translation>
    </message>
    <message>
        <source>What it established</source>
        <translation>Was gezeigt wurde</translation>
    </message>
    <message>
        <source>What it did not establish</source>
        <translation>Was nicht gezeigt wurde</translation>
    </message>
    <message>
        <source>Primary source</source>
        <extracomment>Heading of the citation of a timeline entry&apos;s primary source.</extracomment>
        <translation>Primärquelle</translation>
    </message>
    <message>
        <source>Copy citation</source>
        <translation>Quellenangabe kopieren</translation>
    </message>
    <message>
        <source>Copy the citation as plain text</source>
        <translation>Quellenangabe als reinen Text kopieren</translation>
    </message>
    <message>
        <source>No entry is selected. Choose one on the timeline to read what it established and what it did not.</source>
        <translation>Kein Eintrag ausgewählt. Wählen Sie einen auf der Zeitleiste, um zu lesen, was gezeigt wurde und was nicht.</translation>
    </message>
</context>
<context>
    <name>atlas::HistoryLab</name>
    <message>
        <source>This chapter&apos;s timeline has no entries (its params list none).</source>
        <translation>Die Zeitleiste dieses Kapitels hat keine Einträge (seine params führen keine auf).</translation>
    </message>
    <message>
        <source>No entry has the chosen themes. Tick a theme, or press Show all.</source>
        <translation>Kein Eintrag hat die gewählten Themen. Kreuzen Sie ein Thema an oder drücken Sie „Alle zeigen“.</translation>
    </message>
    <message>
        <source>Timeline</source>
        <extracomment>Section title in the history chapter&apos;s lab.</extracomment>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Timeline of attention&apos;s milestones</source>
        <translation>Zeitleiste der Meilensteine der Attention</translation>
    </message>
    <message numerus="yes">
        <source>Showing %1 of %n entry(s). Use Up and Down to move through them.</source>
        <extracomment>%1 entries shown of %n; Up/Down keys move through them.</extracomment>
        <translation>
            <numerusform>Angezeigt: %1 von %n Eintrag. Mit den Pfeiltasten nach oben und unten bewegen Sie sich in der Zeitleiste.</numerusform>
            <numerusform>Angezeigt: %1 von %n Einträgen. Mit den Pfeiltasten nach oben und unten wechseln Sie zwischen ihnen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::HistoryParams</name>
    <message>
        <source>a short headline for the timeline</source>
        <translation>eine kurze Überschrift für die Zeitleiste</translation>
    </message>
    <message>
        <source>what the work established</source>
        <translation>was die Arbeit gezeigt hat</translation>
    </message>
    <message>
        <source>what the work did not establish</source>
        <translation>was die Arbeit nicht gezeigt hat</translation>
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
        <translation>Themen:</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>Tick every theme</source>
        <translation>Alle Themen ankreuzen</translation>
    </message>
    <message>
        <source>Filter the timeline by theme</source>
        <translation>Zeitleiste nach Thema filtern</translation>
    </message>
    <message>
        <source>Show the entries about the theme “%1”</source>
        <extracomment>Tooltip of a theme check box; %1 is the theme&apos;s name exactly as the pack gives it (capitalized, such as &quot;Efficiency&quot;), so a quoted form reads well.</extracomment>
        <translation>Die Einträge zum Thema „%1“ anzeigen</translation>
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
        <translation>Themen: %1</translation>
    </message>
</context>
<context>
    <name>atlas::InductionLab</name>
    <message>
        <source>Paused. Resume goes on with exactly the batches an uninterrupted run would have used.</source>
        <translation>Pausiert. Fortsetzen macht mit genau den Batches weiter, die ein ununterbrochener Lauf verwendet hätte.</translation>
    </message>
    <message>
        <source>Cancelled. The model keeps the weights it reached; Train goes on from them.</source>
        <translation>Abgebrochen. Das Modell behält die erreichten Gewichte; Trainieren macht von dort aus weiter.</translation>
    </message>
    <message>
        <source>The loss stopped being a number (the learning rate is too large for these settings), so the run stopped and the model went back to the last weights shown. Lower the learning rate, or turn gradient clipping on, and train again.</source>
        <translation>Der Verlust war keine Zahl mehr (die Lernrate ist für diese Einstellungen zu groß), also wurde der Lauf beendet und das Modell auf die zuletzt gezeigten Gewichte zurückgesetzt. Senken Sie die Lernrate oder schalten Sie das Gradienten-Clipping ein, und trainieren Sie erneut.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) trained</source>
        <extracomment>%n is the number of training steps the shown model has made.</extracomment>
        <translation>
            <numerusform>%n Schritt trainiert</numerusform>
            <numerusform>%n Schritte trainiert</numerusform>
        </translation>
    </message>
    <message>
        <source>repeated half: loss %1, accuracy %2</source>
        <extracomment>The repeated half&apos;s loss (in nats) and accuracy over the last ten steps&apos; batches.</extracomment>
        <translation>wiederholte Hälfte: Verlust %1, Genauigkeit %2</translation>
    </message>
    <message>
        <source>first half: accuracy %1</source>
        <translation>erste Hälfte: Genauigkeit %1</translation>
    </message>
    <message>
        <source>induction head formed at step %1</source>
        <translation>Induktionskopf entstanden bei Schritt %1</translation>
    </message>
    <message>
        <source>no induction head yet</source>
        <translation>noch kein Induktionskopf</translation>
    </message>
    <message>
        <source>The model could not be saved: %1</source>
        <extracomment>%1 says why the model could not be saved, naming the file.</extracomment>
        <translation>Das Modell konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The settings changed: Train starts a fresh model.</source>
        <translation>Die Einstellungen haben sich geändert: Trainieren beginnt ein frisches Modell.</translation>
    </message>
    <message>
        <source>Train goes on from the current model.</source>
        <translation>Trainieren macht mit dem aktuellen Modell weiter.</translation>
    </message>
    <message>
        <source>Held-out sequences at step %1, every head on: repeated-half loss %2, accuracy %3.</source>
        <extracomment>%1 the step, %2 the loss on the repeated half in nats, %3 its accuracy.</extracomment>
        <translation>Zurückgehaltene Sequenzen bei Schritt %1, alle Köpfe an: Verlust der wiederholten Hälfte %2, Genauigkeit %3.</translation>
    </message>
    <message>
        <source>With the heads you switched off: loss %1, accuracy %2.</source>
        <extracomment>%1 the loss on the repeated half in nats with the switched-off heads off, %2 its accuracy.</extracomment>
        <translation>Mit den Köpfen, die Sie abgeschaltet haben: Verlust %1, Genauigkeit %2.</translation>
    </message>
    <message>
        <source>Untick a head to switch it off and see what the repeated half loses.</source>
        <translation>Entfernen Sie das Häkchen eines Kopfs, um ihn abzuschalten und zu sehen, was die wiederholte Hälfte verliert.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Fresh model</source>
        <extracomment>Button: replace the model by freshly initialized weights from the settings.</extracomment>
        <translation>Frisches Modell</translation>
    </message>
    <message>
        <source>Training progress</source>
        <extracomment>The progress bar&apos;s accessible name.</extracomment>
        <translation>Trainingsfortschritt</translation>
    </message>
    <message>
        <source>Induction lab</source>
        <extracomment>The accessible name of the lab&apos;s scrolling column of sections.</extracomment>
        <translation>Induktionslabor</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Loss and accuracy during training</source>
        <translation>Verlust und Genauigkeit während des Trainings</translation>
    </message>
    <message>
        <source>Every head&apos;s attention on the probe sequence</source>
        <translation>Die Attention jedes Kopfs auf der Prüfsequenz</translation>
    </message>
    <message>
        <source>Each head&apos;s scores and ablation</source>
        <translation>Scores und Ablation jedes Kopfs</translation>
    </message>
    <message>
        <source>Your own sequence</source>
        <translation>Ihre eigene Sequenz</translation>
    </message>
    <message>
        <source>Start a fresh model?</source>
        <translation>Ein frisches Modell beginnen?</translation>
    </message>
    <message numerus="yes">
        <source>The model you have trained for %n step(s) is replaced by fresh, untrained weights; its curve and its replay go with it.</source>
        <translation>
            <numerusform>Das Modell, das Sie %n Schritt lang trainiert haben, wird durch frische, untrainierte Gewichte ersetzt; seine Kurve und seine Wiederholung gehen mit ihm verloren.</numerusform>
            <numerusform>Das Modell, das Sie %n Schritte lang trainiert haben, wird durch frische, untrainierte Gewichte ersetzt; seine Kurve und seine Wiederholung gehen mit ihm verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start Fresh</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>replay: the maps and figures of step %1 of %2</source>
        <extracomment>The status during a replay: %1 the step shown, %2 the steps trained.</extracomment>
        <translation>Wiederholung: die Heatmaps und Werte von Schritt %1 von %2</translation>
    </message>
    <message>
        <source>The lab opens with a model trained beforehand on these settings. Press Fresh model, tick &quot;Slow enough to watch&quot;, then Train: the curves and every head&apos;s map stay in view while the heads form. Afterwards the replay slider takes you back to any step. Training runs in the background: switch heads off or type a sequence while it goes. Every setting below can be changed; the model you train is kept for your next session.</source>
        <translation>Das Labor öffnet mit einem Modell, das vorab mit diesen Einstellungen trainiert wurde. Drücken Sie „Frisches Modell“, kreuzen Sie „Langsam zum Zusehen“ an und drücken Sie dann „Trainieren“: Die Kurven und die Heatmap jedes Kopfs bleiben sichtbar, während die Köpfe entstehen. Danach bringt Sie der Regler „Wiederholung“ zu jedem beliebigen Schritt zurück. Das Training läuft im Hintergrund: Schalten Sie währenddessen Köpfe ab oder geben Sie eine Sequenz ein. Jede Einstellung unten lässt sich ändern; das Modell, das Sie trainieren, bleibt für Ihre nächste Sitzung erhalten.</translation>
    </message>
    <message>
        <source>Slow enough to watch</source>
        <extracomment>A check box beside Train: runs slowly enough to watch the curves and maps change.</extracomment>
        <translation>Langsam zum Zusehen</translation>
    </message>
    <message numerus="yes">
        <source>Spread a run over about %n second(s), so you can watch the head form; the steps and results are the same.</source>
        <translation>
            <numerusform>Einen Lauf auf etwa %n Sekunde verteilen, damit Sie zusehen können, wie der Kopf entsteht; Schritte und Ergebnisse bleiben dieselben.</numerusform>
            <numerusform>Einen Lauf auf etwa %n Sekunden verteilen, damit Sie zusehen können, wie der Kopf entsteht; Schritte und Ergebnisse bleiben dieselben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where it formed</source>
        <translation>Wo er entstand</translation>
    </message>
    <message>
        <source>Go to the step at which the induction head formed</source>
        <translation>Zum Schritt springen, bei dem der Induktionskopf entstand</translation>
    </message>
    <message>
        <source>the head formed at step %1</source>
        <translation>der Kopf entstand bei Schritt %1</translation>
    </message>
    <message>
        <source>Show the maps, curves and ablation as they were at an earlier step; the mark is where the head formed</source>
        <translation>Die Heatmaps, Kurven und Ablation so zeigen, wie sie bei einem früheren Schritt waren; die Markierung zeigt, wo der Kopf entstand</translation>
    </message>
</context>
<context>
    <name>atlas::InductionPage</name>
    <message>
        <source>The pack&apos;s trained model %1 cannot be used: %2</source>
        <extracomment>%1 the model file of the pack, %2 why it cannot be used.</extracomment>
        <translation>Das trainierte Modell %1 des Pakets kann nicht verwendet werden: %2</translation>
    </message>
</context>
<context>
    <name>atlas::InductionSession</name>
    <message numerus="yes">
        <source>The model you trained earlier is back (%n step(s)); Adam&apos;s running averages start afresh when you train on.</source>
        <extracomment>%n is the number of training steps the restored model had made.</extracomment>
        <translation>
            <numerusform>Das Modell, das Sie früher trainiert haben, ist wieder da (%n Schritt); Adams gleitende Mittelwerte beginnen neu, wenn Sie weitertrainieren.</numerusform>
            <numerusform>Das Modell, das Sie früher trainiert haben, ist wieder da (%n Schritte); Adams gleitende Mittelwerte beginnen neu, wenn Sie weitertrainieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>A run is going; pause or cancel it first.</source>
        <translation>Ein Lauf ist im Gang; pausieren oder brechen Sie ihn zuerst ab.</translation>
    </message>
    <message>
        <source>It is not a model file of this version (%1).</source>
        <extracomment>%1 is the reader&apos;s description of the problem (in English), naming the line or field.</extracomment>
        <translation>Es ist keine Modelldatei dieser Version (%1).</translation>
    </message>
    <message>
        <source>Its settings do not describe a model of this chapter (%1).</source>
        <extracomment>%1 is the engine&apos;s description of the problem (in English), naming the field.</extracomment>
        <translation>Seine Einstellungen beschreiben kein Modell dieses Kapitels (%1).</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4.</source>
        <extracomment>%1 is a setting&apos;s name as the lab shows it, %2 and %3 its limits, %4 the value.</extracomment>
        <translation>%1 muss von %2 bis %3 reichen, nicht %4.</translation>
    </message>
    <message>
        <source>The vocabulary</source>
        <translation>Das Vokabular</translation>
    </message>
    <message>
        <source>The copy length R</source>
        <translation>Die Kopielänge R</translation>
    </message>
    <message>
        <source>The number of layers</source>
        <translation>Die Zahl der Schichten</translation>
    </message>
    <message>
        <source>The number of heads</source>
        <translation>Die Zahl der Köpfe</translation>
    </message>
    <message>
        <source>The width d</source>
        <translation>Die Breite d</translation>
    </message>
    <message>
        <source>The batch</source>
        <translation>Der Batch</translation>
    </message>
    <message>
        <source>The steps of a run</source>
        <translation>Die Schritte eines Laufs</translation>
    </message>
    <message>
        <source>The warm-up</source>
        <translation>Das Warm-up</translation>
    </message>
    <message>
        <source>The learning rate must be above 0 and at most %1, not %2.</source>
        <translation>Die Lernrate muss über 0 und höchstens %1 sein, nicht %2.</translation>
    </message>
    <message>
        <source>The gradient clip must be from 0 (off) to %1, not %2.</source>
        <translation>Das Gradienten-Clipping muss von 0 (aus) bis %1 reichen, nicht %2.</translation>
    </message>
    <message>
        <source>A model trained on a corpus is not one this chapter shows.</source>
        <translation>Ein auf einem Korpus trainiertes Modell zeigt dieses Kapitel nicht.</translation>
    </message>
    <message>
        <source>The width d (%1) must be a multiple of the heads per layer (%2).</source>
        <translation>Die Breite d (%1) muss ein Vielfaches der Köpfe pro Schicht (%2) sein.</translation>
    </message>
    <message>
        <source>The engine refuses these settings: %1</source>
        <translation>Die Engine lehnt diese Einstellungen ab: %1</translation>
    </message>
    <message>
        <source>The fresh model you started last time is back, untrained: press Train to watch it learn.</source>
        <extracomment>The learner started a fresh model last time and did not train it.</extracomment>
        <translation>Das frische Modell, das Sie beim letzten Mal begonnen haben, ist wieder da, untrainiert: Drücken Sie „Trainieren“, um ihm beim Lernen zuzusehen.</translation>
    </message>
</context>
<context>
    <name>atlas::IoAwareDemo</name>
    <message>
        <source>Computing attention for T = %1 twice (dense, then tile by tile)…</source>
        <extracomment>Shown while the engine computes; %1 is the sequence length.</extracomment>
        <translation>Attention für T = %1 wird zweimal berechnet (dicht, dann Kachel für Kachel)…</translation>
    </message>
    <message>
        <source>Cancelled. The last finished comparison is shown; change a setting to run again.</source>
        <translation>Abgebrochen. Der letzte abgeschlossene Vergleich wird angezeigt; ändern Sie eine Einstellung, um erneut zu rechnen.</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>max |Δ| = %1</source>
        <extracomment>The largest difference between the two outputs, e.g. &quot;max |Δ| = 4.4e-16&quot;.</extracomment>
        <translation>max |Δ| = %1</translation>
    </message>
    <message>
        <source>T:</source>
        <translation>T:</translation>
    </message>
    <message>
        <source>Sequence length T, in tokens</source>
        <translation>Sequenzlänge T, in Tokens</translation>
    </message>
    <message>
        <source>Tile:</source>
        <translation>Kachel:</translation>
    </message>
    <message>
        <source>Tile size, queries × keys</source>
        <translation>Kachelgröße, Queries × Keys</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>Genauigkeit:</translation>
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
        <translation>Gleitkommagenauigkeit</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>Dicht</translation>
    </message>
    <message>
        <source>IO-aware (tiles)</source>
        <extracomment>Column header: the tiled, FlashAttention-style computation.</extracomment>
        <translation>IO-bewusst (Kacheln)</translation>
    </message>
    <message>
        <source>Scores computed (query–key pairs)</source>
        <translation>Berechnete Scores (Query-Key-Paare)</translation>
    </message>
    <message>
        <source>Scores held in memory at once</source>
        <translation>Gleichzeitig gespeicherte Scores</translation>
    </message>
    <message>
        <source>Numbers moved to and from slow memory (model)</source>
        <translation>Zum und vom langsamen Speicher bewegte Zahlen (Modell)</translation>
    </message>
    <message>
        <source>Output O</source>
        <translation>Ausgabe O</translation>
    </message>
    <message>
        <source>T = %1 tokens, one head, dₖ = dᵥ = %2, tiles of %3 × %3. Tiles computed: %4; skipped (no allowed pair): %5.</source>
        <extracomment>Status after a comparison; %1 is the sequence length T (at least 2 tokens), %2 the head width dₖ = dᵥ, %3 the tile side, %4 the number of tiles computed, %5 the number of tiles skipped.</extracomment>
        <translation>T = %1 Tokens, ein Kopf, dₖ = dᵥ = %2, Kacheln von %3 × %3. Berechnete Kacheln: %4; übersprungen (kein erlaubtes Paar): %5.</translation>
    </message>
    <message>
        <source>Same mathematics: the outputs differ by at most %1 (the outputs are up to %2 in size) — rounding in single precision (float, about 7 significant digits), because the sums are taken in another order. Different memory traffic: the tiles move %3 times fewer numbers in this model, and never hold the T × T matrix. The scores computed stay quadratic in T.</source>
        <extracomment>%1: the largest output difference; %2: the largest output magnitude; %3: traffic ratio.</extracomment>
        <translation>Gleiche Mathematik: Die Ausgaben unterscheiden sich um höchstens %1 (die Ausgaben sind bis zu %2 groß) – Rundung bei einfacher Genauigkeit (float, etwa 7 signifikante Stellen), weil die Summen in anderer Reihenfolge gebildet werden. Anderer Speicherverkehr: Die Kacheln bewegen in diesem Modell %3-mal weniger Zahlen und halten nie die T × T-Matrix. Die Zahl der berechneten Scores bleibt quadratisch in T.</translation>
    </message>
    <message>
        <source>Same mathematics: the outputs differ by at most %1 (the outputs are up to %2 in size) — rounding in double precision (about 16 significant digits), because the sums are taken in another order. Different memory traffic: the tiles move %3 times fewer numbers in this model, and never hold the T × T matrix. The scores computed stay quadratic in T.</source>
        <extracomment>%1: the largest output difference; %2: the largest output magnitude; %3: traffic ratio.</extracomment>
        <translation>Gleiche Mathematik: Die Ausgaben unterscheiden sich um höchstens %1 (die Ausgaben sind bis zu %2 groß) – Rundung bei doppelter Genauigkeit (etwa 16 signifikante Stellen), weil die Summen in anderer Reihenfolge gebildet werden. Anderer Speicherverkehr: Die Kacheln bewegen in diesem Modell %3-mal weniger Zahlen und halten nie die T × T-Matrix. Die Zahl der berechneten Scores bleibt quadratisch in T.</translation>
    </message>
</context>
<context>
    <name>atlas::KernelScalingDemo</name>
    <message>
        <source>Stopping…</source>
        <extracomment>Shown between pressing Cancel and the worker&apos;s return (a fraction of a second).</extracomment>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>dense</source>
        <extracomment>A kernel (table cell, legend): the standard computation that forms and keeps the whole T × T score matrix.</extracomment>
        <translation>dicht</translation>
    </message>
    <message>
        <source>tiled</source>
        <extracomment>A kernel (table cell, legend): the IO-aware, tiled computation (online softmax), causal mask.</extracomment>
        <translation>kachelweise</translation>
    </message>
    <message>
        <source>tiled, %1 docs</source>
        <extracomment>A kernel (table cell, legend): tiled, with a causal mask within N equal documents; %1 is N. Keep it short.</extracomment>
        <translation>kachelweise, %1 Dok.</translation>
    </message>
    <message>
        <source>T = %1</source>
        <extracomment>Heading row of the measurement table; %1 is the sequence length.</extracomment>
        <translation>T = %1</translation>
    </message>
    <message>
        <source>not run</source>
        <extracomment>In the table: the dense kernel was not run at this T (it would hold too many scores).</extracomment>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A measured time in milliseconds, e.g. &quot;12.4 ms&quot;.</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Measuring on a worker thread: %1 of %2 done. The window stays usable; Cancel stops within a fraction of a second.</source>
        <extracomment>%1 of %2 measurements done so far.</extracomment>
        <translation>Messung in einem Hintergrund-Thread: %1 von %2 fertig. Das Fenster bleibt bedienbar; „Abbrechen“ hält binnen Bruchteilen einer Sekunde an.</translation>
    </message>
    <message>
        <source>Nothing measured yet: the dashed lines are the counted model. Press Measure to time the three kernels on this machine (a few seconds for the default settings; the largest settings take minutes).</source>
        <translation>Noch nichts gemessen: Die gestrichelten Linien sind das gezählte Modell. Drücken Sie „Messen“, um die drei Kernels auf diesem Rechner zu stoppen (einige Sekunden mit den Standardeinstellungen; die größten Einstellungen dauern Minuten).</translation>
    </message>
    <message>
        <source>The settings changed since the last measurement. Press Measure to time them.</source>
        <translation>Die Einstellungen haben sich seit der letzten Messung geändert. Drücken Sie „Messen“, um sie zu stoppen.</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 measurements were finished and are shown.</source>
        <extracomment>%1 of %2 measurements were finished before Cancel.</extracomment>
        <translation>Abgebrochen: %1 von %2 Messungen waren fertig und werden gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>Measured: each time is the median of %n timed forward pass(es), after one untimed run. On a shared machine times vary from run to run; the shapes of the curves do not.</source>
        <extracomment>%n is the number of timed runs per measurement.</extracomment>
        <translation>
            <numerusform>Gemessen: Jede Zeit ist der Median von %n gestoppten Vorwärtsdurchlauf, nach einem ungestoppten Lauf. Auf einem geteilten Rechner schwanken die Zeiten von Lauf zu Lauf, die Form der Kurven nicht.</numerusform>
            <numerusform>Gemessen: Jede Zeit ist der Median von %n gestoppten Vorwärtsdurchläufen, nach einem ungestoppten Lauf. Auf einem geteilten Rechner schwanken die Zeiten von Lauf zu Lauf, die Form der Kurven nicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This machine has %n hardware thread(s).</source>
        <extracomment>%n is the number of hardware threads of this computer.</extracomment>
        <translation>
            <numerusform>Dieser Rechner hat %n Hardware-Thread.</numerusform>
            <numerusform>Dieser Rechner hat %n Hardware-Threads.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The kernels run on %n thread(s) in single precision (float, 4 bytes a number).</source>
        <translation>
            <numerusform>Die Kernels laufen auf %n Thread in einfacher Genauigkeit (float, 4 Bytes pro Zahl).</numerusform>
            <numerusform>Die Kernels laufen auf %n Threads in einfacher Genauigkeit (float, 4 Bytes pro Zahl).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The kernels run on %n thread(s) in double precision (double, 8 bytes a number).</source>
        <translation>
            <numerusform>Die Kernels laufen auf %n Thread in doppelter Genauigkeit (double, 8 Bytes pro Zahl).</numerusform>
            <numerusform>Die Kernels laufen auf %n Threads in doppelter Genauigkeit (double, 8 Bytes pro Zahl).</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured on this machine: the engine&apos;s dense kernel, which forms and keeps every T × T score matrix, against its tiled kernel, which never does — with a causal mask, and with a causal mask within equal documents (tiles with no allowed pair are skipped). One forward pass each, on random Q, K and V.</source>
        <translation>Auf diesem Rechner gemessen: der dichte Kernel der Engine, der jede T × T-Score-Matrix bildet und behält, gegen ihren kachelweisen Kernel, der das nie tut – mit kausaler Maske und mit kausaler Maske innerhalb gleich langer Dokumente (Kacheln ohne erlaubtes Paar werden übersprungen). Jeweils ein Vorwärtsdurchlauf, auf zufälligen Q, K und V.</translation>
    </message>
    <message>
        <source>T from:</source>
        <translation>T von:</translation>
    </message>
    <message>
        <source>Shortest sequence length T, in tokens</source>
        <translation>Kürzeste Sequenzlänge T, in Tokens</translation>
    </message>
    <message>
        <source>to:</source>
        <translation>bis:</translation>
    </message>
    <message>
        <source>Longest sequence length T, in tokens</source>
        <translation>Längste Sequenzlänge T, in Tokens</translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation>Köpfe:</translation>
    </message>
    <message>
        <source>Number of heads H</source>
        <translation>Anzahl der Köpfe H</translation>
    </message>
    <message>
        <source>dₖ = dᵥ:</source>
        <translation>dₖ = dᵥ:</translation>
    </message>
    <message>
        <source>Head width dₖ = dᵥ</source>
        <translation>Kopfbreite dₖ = dᵥ</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>Genauigkeit:</translation>
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
        <translation>Gleitkomma-Genauigkeit</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Threads the kernels run on</source>
        <translation>Threads, auf denen die Kernels laufen</translation>
    </message>
    <message>
        <source>Documents:</source>
        <translation>Dokumente:</translation>
    </message>
    <message>
        <source>Number of equal documents of the document mask</source>
        <translation>Anzahl gleich langer Dokumente der Dokumentmaske</translation>
    </message>
    <message>
        <source>Timed runs:</source>
        <translation>Gestoppte Läufe:</translation>
    </message>
    <message>
        <source>Timed runs per measurement</source>
        <translation>Gestoppte Läufe pro Messung</translation>
    </message>
    <message>
        <source>Measure</source>
        <extracomment>Starts the benchmark.</extracomment>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Fortschritt der Messung</translation>
    </message>
    <message>
        <source>Time of one forward pass</source>
        <extracomment>Chart title.</extracomment>
        <translation>Zeit eines Vorwärtsdurchlaufs</translation>
    </message>
    <message>
        <source>sequence length T (tokens, log scale)</source>
        <translation>Sequenzlänge T (Tokens, log. Skala)</translation>
    </message>
    <message>
        <source>milliseconds (log scale)</source>
        <translation>Millisekunden (log. Skala)</translation>
    </message>
    <message>
        <source>Extra memory held by the kernel</source>
        <extracomment>Chart title.</extracomment>
        <translation>Zusätzlicher Speicher des Kernels</translation>
    </message>
    <message>
        <source>MiB (log scale)</source>
        <translation>MiB (log. Skala)</translation>
    </message>
    <message>
        <source>kernel</source>
        <extracomment>Table headers: short lines, one word or two each, so that the table fits a narrow column.</extracomment>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>operations
counted</source>
        <translation>Operationen
gezählt</translation>
    </message>
    <message>
        <source>time
measured</source>
        <translation>Zeit
gemessen</translation>
    </message>
    <message>
        <source>scores
counted</source>
        <translation>Scores
gezählt</translation>
    </message>
    <message>
        <source>extra
memory
measured</source>
        <translation>Zusatz-
speicher
gemessen</translation>
    </message>
    <message>
        <source>Measured times and memory beside the counted model</source>
        <translation>Gemessene Zeiten und Speicher neben dem gezählten Modell</translation>
    </message>
    <message>
        <source>The engine was compiled for %1.</source>
        <extracomment>%1 names a processor instruction level, e.g. &quot;x86-64-v3 (AVX2, FMA)&quot;; it stays as written.</extracomment>
        <translation>Die Engine wurde für %1 kompiliert.</translation>
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
        <translation>Anteil
GEMM-
Tempo</translation>
    </message>
    <message>
        <source>Points: measured. Dashed lines: the counted model, in the kernel&apos;s colour — in the time chart the counted operations at the matrix-product rate measured here, in the memory chart the bytes of the scores held at once (dense H·T²·b; tiled (Br·Bc + 2T)·H·b, one tile per head and two numbers per query). Time: the median wall-clock time of one forward pass. Extra memory: what the kernel holds beyond Q, K, V and the output, as it reports it. Operations: 2·H·(dₖ + dᵥ) per query–key pair computed — all T² for the dense kernel, which masks after forming the scores; the allowed pairs for the tiled ones. A dense measurement that would hold more than 2²⁷ scores is not run.</source>
        <translation>Punkte: gemessen. Gestrichelte Linien: das gezählte Modell, in der Farbe des Kernels – im Zeitdiagramm die gezählten Operationen bei der hier gemessenen Rate des Matrixprodukts, im Speicherdiagramm die Bytes der gleichzeitig gehaltenen Scores (dicht H·T²·b; kachelweise (Br·Bc + 2T)·H·b, eine Kachel pro Kopf und zwei Zahlen pro Query). Zeit: der Median der Laufzeit eines Vorwärtsdurchlaufs. Zusätzlicher Speicher: was der Kernel über Q, K, V und die Ausgabe hinaus hält, wie er es meldet. Operationen: 2·H·(dₖ + dᵥ) pro berechnetem Query-Key-Paar – alle T² beim dichten Kernel, der erst nach dem Bilden der Scores maskiert; die erlaubten Paare bei den kachelweisen. Eine dichte Messung, die mehr als 2²⁷ Scores halten würde, läuft nicht.</translation>
    </message>
    <message>
        <source>A %3 × %3 matrix product reached %1 GFLOP/s with Eigen and %2 GFLOP/s with OpenBLAS here in the same run: the better is the ceiling a kernel made of such products can approach, and the table gives each kernel&apos;s share of it.</source>
        <extracomment>%1, %2: GFLOP/s of Eigen&apos;s and of OpenBLAS&apos;s matrix product measured in the same run; %3: its size n.</extracomment>
        <translation>Ein Matrixprodukt %3 × %3 erreichte hier im selben Lauf %1 GFLOP/s mit Eigen und %2 GFLOP/s mit OpenBLAS: das bessere ist die Obergrenze, der sich ein aus solchen Produkten aufgebauter Kernel nähern kann, und die Tabelle gibt den Anteil jedes Kernels daran an.</translation>
    </message>
    <message>
        <source>The roofline: a kernel&apos;s useful operations — the allowed pairs only — per second, over the better matrix product&apos;s rate measured in the same run. The dense kernel pays for the masked pairs it computes.</source>
        <translation>Die Roofline: die nützlichen Operationen eines Kernels – nur die erlaubten Paare – pro Sekunde im Verhältnis zur Rate des besseren Matrixprodukts, im selben Lauf gemessen. Der dichte Kernel bezahlt für die maskierten Paare, die er berechnet.</translation>
    </message>
</context>
<context>
    <name>atlas::LeakageMeter</name>
    <message>
        <source>Slot %1 already holds &quot;%2&quot;: choose another word to make an edit.</source>
        <translation>Position %1 enthält bereits „%2“: Wählen Sie ein anderes Wort, um etwas zu ändern.</translation>
    </message>
    <message>
        <source>Edit: slot %1 (document %2) changes from &quot;%3&quot; to &quot;%4&quot;. Each bar is how far that position&apos;s output moves, the largest change of any of its coordinates.</source>
        <extracomment>%1 slot, %2 document number, %3 old word, %4 new word.</extracomment>
        <translation>Änderung: Position %1 (Dokument %2) wechselt von „%3“ zu „%4“. Jeder Balken zeigt, wie weit sich die Ausgabe dieser Position bewegt – die größte Änderung einer ihrer Koordinaten.</translation>
    </message>
    <message>
        <source>Document-aware causal mask</source>
        <translation>Dokumentbewusste kausale Maske</translation>
    </message>
    <message>
        <source>Plain causal mask</source>
        <translation>Einfache kausale Maske</translation>
    </message>
    <message>
        <source>Positions reset per document, plain causal mask</source>
        <translation>Positionen pro Dokument zurückgesetzt, einfache kausale Maske</translation>
    </message>
    <message>
        <source>%1: other documents move by 0 (exactly) — no leak.</source>
        <extracomment>%1 the mask&apos;s name.</extracomment>
        <translation>%1: Andere Dokumente bewegen sich um 0 (exakt) – kein Leck.</translation>
    </message>
    <message>
        <source>document %1</source>
        <translation>Dokument %1</translation>
    </message>
    <message>
        <source>Change one token and measure how far every position&apos;s attention output moves. The same layer runs three ways. Only the document-aware mask keeps the other documents exactly still; resetting the position ids per document is not enough.</source>
        <translation>Ändern Sie ein Token und messen Sie, wie weit sich die Attention-Ausgabe jeder Position bewegt. Dieselbe Schicht läuft auf drei Arten. Nur die dokumentbewusste Maske hält die anderen Dokumente exakt still; die Positions-IDs pro Dokument zurückzusetzen, reicht nicht.</translation>
    </message>
    <message>
        <source>Edit slot:</source>
        <extracomment>Label before a spin box choosing the slot (position) of the packed block whose token is replaced; followed by &quot;put in:&quot; and a list of tokens. Each label stands on its own.</extracomment>
        <translation>Position ändern:</translation>
    </message>
    <message>
        <source>put in:</source>
        <extracomment>Label before the list of tokens to put into the chosen slot in place of its token (the replacement). It follows the spin box of &quot;Edit slot:&quot;; a label of its own.</extracomment>
        <translation>ersetzen durch:</translation>
    </message>
    <message>
        <source>slot to edit</source>
        <translation>zu ändernde Position</translation>
    </message>
    <message>
        <source>replacement token</source>
        <translation>Ersatztoken</translation>
    </message>
    <message>
        <source>slot (token; ✎ edited)</source>
        <translation>Position (Token; ✎ geändert)</translation>
    </message>
    <message>
        <source>|ΔY| (value units)</source>
        <translation>|ΔY| (Value-Einheiten)</translation>
    </message>
    <message numerus="yes">
        <source>%1: other documents move by up to %2 at %n position(s) — a leak.</source>
        <extracomment>%1 the mask&apos;s name, %2 the largest change, %n how many positions moved.</extracomment>
        <translation>
            <numerusform>%1: Andere Dokumente bewegen sich an %n Position um bis zu %2 – ein Leck.</numerusform>
            <numerusform>%1: Andere Dokumente bewegen sich an %n Positionen um bis zu %2 – ein Leck.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::LengthPanel</name>
    <message>
        <source>Both decoders read whole windows of the same copy text, %1 tokens long as in training, then two and four times as long. Only the copied tokens count, those whose original lies in the window: the question stays the same, but the queries now see keys further away than any training window held. The rotary decoder is read three ways, none fine-tuned: as trained, with its positions interpolated (s = 1/κ) and with its base raised NTK-aware (base·κ^(dₖ/(dₖ − 2))), κ the length factor.</source>
        <extracomment>%1 the training window in tokens.</extracomment>
        <translation>Beide Decoder lesen ganze Fenster desselben Kopiertexts, %1 Tokens lang wie im Training, dann doppelt und viermal so lang. Nur die kopierten Tokens zählen, deren Vorlage im Fenster liegt: Die Frage bleibt dieselbe, aber die Queries sehen jetzt Keys in größerem Abstand, als ihn je ein Trainingsfenster enthielt. Der Rotary-Decoder wird auf drei Arten gelesen, keine davon nachtrainiert: wie trainiert, mit interpolierten Positionen (s = 1/κ) und mit NTK-bewusst erhöhter Basis (base·κ^(dₖ/(dₖ − 2))), wobei κ der Längenfaktor ist.</translation>
    </message>
    <message>
        <source>Loss on the copied tokens against the length read</source>
        <translation>Verlust auf den kopierten Tokens gegen die gelesene Länge</translation>
    </message>
    <message>
        <source>tokens read (trained on %1)</source>
        <extracomment>%1 the training window in tokens.</extracomment>
        <translation>gelesene Tokens (trainiert auf %1)</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>Verlust (Nats)</translation>
    </message>
    <message>
        <source>rotary, as trained</source>
        <translation>Rotary, wie trainiert</translation>
    </message>
    <message>
        <source>rotary, interpolated</source>
        <translation>Rotary, interpoliert</translation>
    </message>
    <message>
        <source>rotary, NTK-aware base</source>
        <translation>Rotary, NTK-bewusste Basis</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>uniform guess, %1</source>
        <extracomment>Legend entry: the loss of guessing uniformly among the text&apos;s tokens, ln(V − 1); %1 the value.</extracomment>
        <translation>Zufallsraten, %1</translation>
    </message>
    <message>
        <source>The chart fills in when the decoders are trained.</source>
        <translation>Das Diagramm füllt sich, sobald die Decoder trainiert sind.</translation>
    </message>
    <message>
        <source>At %1 tokens the rotary decoder copies with %3 nats per token; at %2, %4. Read at %2, interpolated positions give %5 and the NTK-aware base %6. The ALiBi decoder, trained the same way, gives %7 at %1 and %8 at %2.</source>
        <extracomment>%1 trained length, %2 four times it; %3, %4 rotary at %1 and %2; %5 interpolated, %6 NTK at %2; %7, %8 ALiBi at %1 and %2.</extracomment>
        <translation>Bei %1 Tokens kopiert der Rotary-Decoder mit %3 Nats pro Token, bei %2 mit %4. Bei %2 gelesen, ergeben interpolierte Positionen %5 und die NTK-bewusste Basis %6. Der ALiBi-Decoder, ebenso trainiert, erreicht %7 bei %1 und %8 bei %2.</translation>
    </message>
    <message>
        <source>&amp;Fine-tune at the longer lengths (%1 steps each)</source>
        <extracomment>%1 steps.</extracomment>
        <translation>&amp;Kurz nachtrainieren bei den größeren Längen (je %1 Schritte)</translation>
    </message>
    <message>
        <source>Chen et al. fine-tune after interpolating, briefly, at the new length. Fine-tune gives each rotary reading %1 more steps on windows of each longer length, then measures it there again.</source>
        <translation>Chen et al. trainieren nach dem Interpolieren kurz bei der neuen Länge nach. „Kurz nachtrainieren“ gibt jeder Rotary-Lesart %1 weitere Schritte auf Fenstern jeder größeren Länge und misst sie dort erneut.</translation>
    </message>
    <message>
        <source>At %1 tokens, before and after fine-tuning there</source>
        <translation>Bei %1 Tokens, vor und nach dem Nachtraining dort</translation>
    </message>
    <message>
        <source>as trained</source>
        <translation>wie trainiert</translation>
    </message>
    <message>
        <source>interpolated</source>
        <translation>interpoliert</translation>
    </message>
    <message>
        <source>NTK-aware base</source>
        <translation>NTK-bewusste Basis</translation>
    </message>
    <message>
        <source>rotary reading</source>
        <translation>Rotary-Lesart</translation>
    </message>
    <message>
        <source>not fine-tuned</source>
        <translation>nicht nachtrainiert</translation>
    </message>
    <message>
        <source>after %1 steps at this length</source>
        <extracomment>%1 steps.</extracomment>
        <translation>nach %1 Schritten bei dieser Länge</translation>
    </message>
    <message>
        <source>After %1 steps at %2 tokens: as trained %3, interpolated %4, NTK-aware base %5.</source>
        <extracomment>%1 steps, %2 the longest length; %3–%5 the three readings after fine-tuning.</extracomment>
        <translation>Nach %1 Schritten bei %2 Tokens: wie trainiert %3, interpoliert %4, NTK-bewusste Basis %5.</translation>
    </message>
    <message>
        <source>In this small model the reading as trained recovers at least as well as the interpolated one; for LLaMA, Chen et al. found that fine-tuning without interpolation extends the context far more slowly.</source>
        <translation>In diesem kleinen Modell erholt sich die Lesart wie trainiert mindestens so gut wie die interpolierte; bei LLaMA fanden Chen et al., dass Nachtraining ohne Interpolation den Kontext weit langsamer verlängert.</translation>
    </message>
</context>
<context>
    <name>atlas::LessonFigureView</name>
    <message>
        <source>Figure %1</source>
        <extracomment>Numbers the figures of a lesson under each image: &quot;Figure 1&quot;, followed by its caption</extracomment>
        <translation>Abbildung %1</translation>
    </message>
    <message>
        <source>This image cannot be shown: %1</source>
        <extracomment>Shown in place of a figure&apos;s image; %1 says why it cannot be shown</extracomment>
        <translation>Dieses Bild kann nicht gezeigt werden: %1</translation>
    </message>
</context>
<context>
    <name>atlas::LongContextLab</name>
    <message>
        <source>Long context lab</source>
        <translation>Labor: Langer Kontext</translation>
    </message>
    <message>
        <source>1 · Sliding-window attention</source>
        <translation>1 · Sliding-Window-Attention</translation>
    </message>
    <message>
        <source>2 · Attention sinks</source>
        <translation>2 · Attention-Sinks</translation>
    </message>
    <message>
        <source>3 · Positions beyond the trained length</source>
        <translation>3 · Positionen jenseits der trainierten Länge</translation>
    </message>
</context>
<context>
    <name>atlas::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>&amp;Open Pack…</source>
        <translation>&amp;Paket öffnen…</translation>
    </message>
    <message>
        <source>Open a chapter pack: a folder holding pack.json</source>
        <translation>Ein Kapitelpaket öffnen: einen Ordner mit pack.json</translation>
    </message>
    <message>
        <source>&amp;Export Figures of This Chapter…</source>
        <translation>Abbildungen dieses Kapitels &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Pack &amp;Problems…</source>
        <translation>Paket&amp;probleme…</translation>
    </message>
    <message>
        <source>&amp;About Attention Atlas</source>
        <translation>Ü&amp;ber Attention Atlas</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a chapter pack:</source>
        <translation>%1 kann nicht als Kapitelpaket geöffnet werden:</translation>
    </message>
    <message>
        <source>Your progress cannot be saved: %1</source>
        <translation>Ihr Fortschritt kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 — Attention Atlas</source>
        <translation>%1 — Attention Atlas</translation>
    </message>
    <message>
        <source>Chapter %1 of %2</source>
        <translation>Kapitel %1 von %2</translation>
    </message>
    <message>
        <source>Open Pack</source>
        <translation>Paket öffnen</translation>
    </message>
    <message>
        <source>Open Chapter Pack</source>
        <translation>Kapitelpaket öffnen</translation>
    </message>
    <message>
        <source>Export Figures</source>
        <translation>Abbildungen exportieren</translation>
    </message>
    <message>
        <source>This chapter has no figures to export.</source>
        <translation>Dieses Kapitel hat keine Abbildungen zum Exportieren.</translation>
    </message>
    <message>
        <source>Export Figures to Folder</source>
        <translation>Abbildungen in Ordner exportieren</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%n Datei nach %1 geschrieben</numerusform>
            <numerusform>%n Dateien nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>About Attention Atlas</source>
        <translation>Über Attention Atlas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Atlas %1&lt;/h3&gt;&lt;p&gt;Courseware that teaches how self-attention works and lets you run it: every number shown is computed by the attention engine, whose forward and backward passes are checked against finite differences.&lt;/p&gt;&lt;p&gt;Built with Qt %2, Qt Charts and Eigen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Atlas %1&lt;/h3&gt;&lt;p&gt;Ein Lernprogramm, das zeigt, wie Self-Attention funktioniert, und Sie selbst damit rechnen lässt: Jede angezeigte Zahl berechnet die Attention-Engine, deren Vorwärts- und Rückwärtsdurchlauf gegen finite Differenzen geprüft sind.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2, Qt Charts und Eigen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Previous chapter (%1)</source>
        <extracomment>%1: the keyboard shortcut, e.g. Alt+Left</extracomment>
        <translation>Vorheriges Kapitel (%1)</translation>
    </message>
    <message>
        <source>Next chapter (%1)</source>
        <extracomment>%1: the keyboard shortcut, e.g. Alt+Right</extracomment>
        <translation>Nächstes Kapitel (%1)</translation>
    </message>
    <message numerus="yes">
        <source>This pack has %n error(s); the chapters concerned are marked. Tools → Pack Problems lists them.</source>
        <translation>
            <numerusform>Dieses Paket hat %n Fehler; betroffene Kapitel sind markiert. Werkzeuge → Paketprobleme zeigt ihn an.</numerusform>
            <numerusform>Dieses Paket hat %n Fehler; betroffene Kapitel sind markiert. Werkzeuge → Paketprobleme zeigt sie an.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;load Pack</source>
        <translation>Paket neu &amp;laden</translation>
    </message>
    <message>
        <source>Read the pack&apos;s files again after editing them; your place and your progress stay</source>
        <translation>Die Dateien des Pakets nach dem Bearbeiten neu einlesen; Ihre Position und Ihr Fortschritt bleiben erhalten</translation>
    </message>
    <message>
        <source>Reload Pack</source>
        <translation>Paket neu laden</translation>
    </message>
    <message>
        <source>Reloaded %1: no problems found.</source>
        <extracomment>Status message after File → Reload Pack; %1 is the pack&apos;s folder</extracomment>
        <translation>%1 neu geladen: keine Probleme gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>Reloaded %1: %n problem(s); Tools → Pack Problems lists them.</source>
        <extracomment>Status message after File → Reload Pack; %1 is the pack&apos;s folder, %n errors and warnings together</extracomment>
        <translation>
            <numerusform>%1 neu geladen: %n Problem; Werkzeuge → Paketprobleme listet es auf.</numerusform>
            <numerusform>%1 neu geladen: %n Probleme; Werkzeuge → Paketprobleme listet sie auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Chapter as &amp;PDF…</source>
        <translation>Kapitel als P&amp;DF exportieren…</translation>
    </message>
    <message>
        <source>Save this chapter as a handout to print: its text, formulas and the lab&apos;s figures as they are now</source>
        <translation>Dieses Kapitel als Handout zum Drucken speichern: Text, Formeln und die Abbildungen des Labors im aktuellen Zustand</translation>
    </message>
    <message>
        <source>PDF, A4 paper (*.pdf)</source>
        <translation>PDF, Papier A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, US Letter paper (*.pdf)</source>
        <translation>PDF, Papier US Letter (*.pdf)</translation>
    </message>
    <message>
        <source>Export Chapter as PDF</source>
        <translation>Kapitel als PDF exportieren</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1</source>
        <extracomment>%1: the file written</extracomment>
        <translation>
            <numerusform>%n Seite nach %1 geschrieben</numerusform>
            <numerusform>%n Seiten nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>The pack was saved but cannot be read; it stays as it was. %1</source>
        <extracomment>Shown when a pack watched with --watch was saved but cannot be read; %1 says why</extracomment>
        <translation>Das Paket wurde gespeichert, kann aber nicht gelesen werden; es bleibt, wie es war. %1</translation>
    </message>
    <message>
        <source>More navigation actions</source>
        <extracomment>Accessible name of the tool bar button that shows the actions that do not fit.</extracomment>
        <translation>Weitere Navigationsaktionen</translation>
    </message>
    <message>
        <source>Show or hide the list of chapters; Back and Next still move between them</source>
        <translation>Die Liste der Kapitel zeigen oder verbergen; Zurück und Weiter wechseln weiterhin zwischen ihnen</translation>
    </message>
    <message>
        <source>&amp;Chapter List</source>
        <translation>&amp;Kapitelliste</translation>
    </message>
    <message>
        <source>Open a folder of your learners&apos; exported quiz results: how hard each question was, and how well it told them apart</source>
        <translation>Einen Ordner mit den exportierten Quizergebnissen Ihrer Lernenden öffnen: wie schwer jede Frage war und wie gut sie die Lernenden unterschieden hat</translation>
    </message>
    <message>
        <source>Folder of Class Results</source>
        <translation>Ordner mit Klassenergebnissen</translation>
    </message>
    <message>
        <source>&amp;Class Results…</source>
        <translation>&amp;Klassenergebnisse…</translation>
    </message>
    <message>
        <source>Pl&amp;ugins…</source>
        <translation>Plug-&amp;ins…</translation>
    </message>
    <message>
        <source>Text size %1 %</source>
        <extracomment>Status bar message after View → Text Size; %1 is a percentage of the normal size.</extracomment>
        <translation>Textgröße %1&#xa0;%</translation>
    </message>
    <message>
        <source>&amp;Text Size</source>
        <translation>&amp;Textgröße</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Größer</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Kleiner</translation>
    </message>
    <message>
        <source>&amp;Normal Size</source>
        <translation>&amp;Normalgröße</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>How the chapters, the labs and the questions work</source>
        <translation>Wie die Kapitel, die Labore und die Fragen funktionieren</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>atlas::MarkdownView</name>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not a file inside the chapter pack.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Dieser Text kann nicht angezeigt werden: „%1“ ist keine Datei innerhalb des Kapitelpakets.</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not a regular file.</source>
        <translation>Dieser Text kann nicht angezeigt werden: „%1“ ist keine reguläre Datei.</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; has %2 bytes, more than the limit of %3.</source>
        <translation>Dieser Text kann nicht angezeigt werden: „%1“ hat %2 Bytes, mehr als die Grenze von %3.</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; cannot be read (%2).</source>
        <translation>Dieser Text kann nicht angezeigt werden: „%1“ ist nicht lesbar (%2).</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is larger than the limit of %2 bytes.</source>
        <translation>Dieser Text kann nicht angezeigt werden: „%1“ ist größer als die Grenze von %2 Bytes.</translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not UTF-8 text.</source>
        <translation>Dieser Text kann nicht angezeigt werden: „%1“ ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>This formula cannot be typeset: %1</source>
        <extracomment>%1 is the parser&apos;s reason, e.g. that a TeX command is unknown</extracomment>
        <translation>Diese Formel kann nicht gesetzt werden: %1</translation>
    </message>
    <message>
        <source>there is no formula %1 in this text</source>
        <translation>in diesem Text gibt es keine Formel %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an image; only images inside the pack are loaded</source>
        <translation>„%1“ ist kein Bild; nur Bilder innerhalb des Pakets werden geladen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not loaded: this text does not belong to an open chapter pack</source>
        <translation>„%1“ wird nicht geladen: Dieser Text gehört zu keinem geöffneten Kapitelpaket</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a URL: only images inside the pack are shown, nothing is loaded from elsewhere</source>
        <translation>„%1“ ist eine URL: Nur Bilder innerhalb des Pakets werden angezeigt, nichts wird von anderswo geladen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a query; image names are plain file names inside the pack</source>
        <translation>„%1“ enthält einen Abfrageteil (?…); Bildnamen sind einfache Dateinamen innerhalb des Pakets</translation>
    </message>
    <message>
        <source>the link &apos;%1&apos; is not followed: only web addresses, chapter:ID and #section links work here</source>
        <extracomment>%1 is the link target as written</extracomment>
        <translation>dem Link „%1“ wird nicht gefolgt: Hier funktionieren nur Webadressen sowie chapter:ID- und #Abschnitt-Links</translation>
    </message>
</context>
<context>
    <name>atlas::MaskPanel</name>
    <message>
        <source>Query slot %1 may read slots %2.</source>
        <extracomment>%1 the query slot, %2 its allowed key slots (such as &quot;5–7&quot;).</extracomment>
        <translation>Query-Position %1 darf die Positionen %2 lesen.</translation>
    </message>
    <message>
        <source>Document-aware causal mask M of block %1 (0 allowed, −∞ masked)</source>
        <translation>Dokumentbewusste kausale Maske M von Block %1 (0 erlaubt, −∞ maskiert)</translation>
    </message>
    <message>
        <source>Plain causal mask M of block %1 (0 allowed, −∞ masked)</source>
        <translation>Einfache kausale Maske M von Block %1 (0 erlaubt, −∞ maskiert)</translation>
    </message>
    <message>
        <source>softmax(QKᵀ/√dₖ + M): M is 0 where a query may read a key and −∞ where it may not, so masked keys get probability exactly 0. Choose a query by clicking a slot of the strip or a row here.</source>
        <translation>softmax(QKᵀ/√dₖ + M): M ist 0, wo eine Query einen Key lesen darf, und −∞, wo nicht; maskierte Keys erhalten daher die Wahrscheinlichkeit exakt 0. Wählen Sie eine Query, indem Sie auf eine Position des Streifens oder hier auf eine Zeile klicken.</translation>
    </message>
    <message>
        <source>Document-aware causal</source>
        <translation>Dokumentbewusst kausal</translation>
    </message>
    <message>
        <source>Plain causal</source>
        <translation>Einfach kausal</translation>
    </message>
    <message>
        <source>rows: queries (slots)</source>
        <translation>Zeilen: Queries (Positionen)</translation>
    </message>
    <message>
        <source>columns: keys (slots)</source>
        <translation>Spalten: Keys (Positionen)</translation>
    </message>
    <message numerus="yes">
        <source>Query slot %1 may read slots %2. The plain causal mask allows %n pair(s) that cross a document boundary: later documents read earlier ones.</source>
        <extracomment>%1 the query slot, %2 its allowed key slots (such as &quot;5–7&quot;), %n the number of (query, key) pairs that cross a document boundary.</extracomment>
        <translation>
            <numerusform>Query-Position %1 darf die Positionen %2 lesen. Die einfache kausale Maske erlaubt %n Paar, das eine Dokumentgrenze überschreitet: Ein späteres Dokument liest ein früheres.</numerusform>
            <numerusform>Query-Position %1 darf die Positionen %2 lesen. Die einfache kausale Maske erlaubt %n Paare, die eine Dokumentgrenze überschreiten: Spätere Dokumente lesen frühere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Query slot %1 may read slots %2. Same document instance and not in the future: both conditions hold.</source>
        <extracomment>%1 the query slot, %2 its allowed key slots (such as &quot;5–7&quot;). The two conditions are those of the document-aware causal mask.</extracomment>
        <translation>Query-Position %1 darf die Positionen %2 lesen. Dieselbe Dokumentinstanz und nicht in der Zukunft: Beide Bedingungen sind erfüllt.</translation>
    </message>
</context>
<context>
    <name>atlas::MaskQuestionInput</name>
    <message>
        <source>Missed keys (read by the induction head, but not selected): %1.</source>
        <extracomment>Induction mask question feedback; %1 lists slot numbers, e.g. &quot;5, 6&quot;.</extracomment>
        <translation>Fehlende Keys (vom Induktionskopf gelesen, aber nicht ausgewählt): %1.</translation>
    </message>
    <message>
        <source>Missed keys (allowed, but not selected): %1.</source>
        <translation>Fehlende Keys (erlaubt, aber nicht ausgewählt): %1.</translation>
    </message>
    <message>
        <source>Extra keys (selected, but not read by the induction head): %1.</source>
        <extracomment>Induction mask question feedback; %1 lists slot numbers, e.g. &quot;4&quot;.</extracomment>
        <translation>Zusätzliche Keys (ausgewählt, aber nicht vom Induktionskopf gelesen): %1.</translation>
    </message>
    <message>
        <source>Extra keys (selected, but not allowed): %1.</source>
        <translation>Überzählige Keys (ausgewählt, aber nicht erlaubt): %1.</translation>
    </message>
    <message>
        <source>Click the keys to select them, or move with the Left and Right arrow keys and press Space.</source>
        <translation>Klicken Sie auf die Keys, um sie auszuwählen, oder bewegen Sie sich mit den Pfeiltasten nach links und rechts und drücken Sie die Leertaste.</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) the induction head reads are not selected yet.</source>
        <extracomment>Induction mask question feedback before the solution is shown; %n: how many keys.</extracomment>
        <translation>
            <numerusform>%n Key, den der Induktionskopf liest, ist noch nicht ausgewählt.</numerusform>
            <numerusform>%n Keys, die der Induktionskopf liest, sind noch nicht ausgewählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allowed key(s) are not selected yet.</source>
        <translation>
            <numerusform>%n erlaubter Key ist noch nicht ausgewählt.</numerusform>
            <numerusform>%n erlaubte Keys sind noch nicht ausgewählt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MatchingQuestionInput</name>
    <message>
        <source>Choose…</source>
        <extracomment>The first entry of a matching question&apos;s drop-down list, before a match is chosen.</extracomment>
        <translation>Auswählen …</translation>
    </message>
    <message>
        <source>✓ right</source>
        <extracomment>After grading a matching question, beside an item whose match is right.</extracomment>
        <translation>✓ richtig</translation>
    </message>
    <message>
        <source>✗ not this one</source>
        <translation>✗ nicht dieses</translation>
    </message>
    <message>
        <source>The match for this item. Arrow keys choose.</source>
        <extracomment>Accessible description of a matching question&apos;s drop-down list.</extracomment>
        <translation>Das Gegenstück zu diesem Element. Pfeiltasten wählen.</translation>
    </message>
</context>
<context>
    <name>atlas::MatrixEditor</name>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Bearbeitung von %1</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>Einfügen von %n Zelle</numerusform>
            <numerusform>Einfügen von %n Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted block has more than %1 rows, but only %1 × %2 cells remain from %3: nothing was pasted.</source>
        <extracomment>%1, %2: the numbers of rows and columns left from the current cell; %3: the cell</extracomment>
        <translation>Der eingefügte Block hat mehr als %1 Zeilen, ab %3 bleiben aber nur %1 × %2 Zellen: Es wurde nichts eingefügt.</translation>
    </message>
    <message>
        <source>Line %1 of the pasted block has %2 values, but only %3 × %4 cells remain from %5: nothing was pasted.</source>
        <extracomment>%1: a line number of the pasted text; %2: its number of values; %3, %4: rows and columns left; %5: the cell</extracomment>
        <translation>Zeile %1 des eingefügten Blocks hat %2 Werte, ab %5 bleiben aber nur %3 × %4 Zellen: Es wurde nichts eingefügt.</translation>
    </message>
    <message>
        <source>%1 rows by %2 columns. Each cell says its row, its column and its value; type a number to change it.</source>
        <extracomment>Screen-reader description of an editable matrix; %1, %2: numbers of rows and columns.</extracomment>
        <translation>%1 Zeilen mal %2 Spalten. Jede Zelle nennt ihre Zeile, ihre Spalte und ihren Wert; geben Sie eine Zahl ein, um ihn zu ändern.</translation>
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
        <translation>Zeilen: Queries</translation>
    </message>
    <message>
        <source>columns: keys</source>
        <extracomment>Part of a heatmap&apos;s screen-reader description; %1 is its column caption, e.g. &quot;keys&quot;.</extracomment>
        <translation>Spalten: Keys</translation>
    </message>
    <message>
        <source>%1 rows by %2 columns. Each cell says its row, its column and its value.</source>
        <extracomment>Screen-reader description of a heatmap whose axes have no caption. %1, %2: numbers of rows and columns.</extracomment>
        <translation>%1 Zeilen mal %2 Spalten. Jede Zelle nennt ihre Zeile, ihre Spalte und ihren Wert.</translation>
    </message>
    <message>
        <source>%1 rows by %2 columns; %3. Each cell says its row, its column and its value.</source>
        <extracomment>Screen-reader description of a heatmap. %1, %2: numbers of rows and columns; %3: what they are, e.g. &quot;rows: queries, columns: keys&quot;.</extracomment>
        <translation>%1 Zeilen mal %2 Spalten; %3. Jede Zelle nennt ihre Zeile, ihre Spalte und ihren Wert.</translation>
    </message>
    <message>
        <source>Hatched cells are masked: that query may not read that key.</source>
        <extracomment>Appended to a heatmap&apos;s screen-reader description when some cells are masked.</extracomment>
        <translation>Schraffierte Zellen sind maskiert: Diese Query darf diesen Key nicht lesen.</translation>
    </message>
    <message>
        <source>rows: %1</source>
        <translation>Zeilen: %1</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>Spalten: %1</translation>
    </message>
</context>
<context>
    <name>atlas::MatrixModel</name>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>masked</source>
        <extracomment>Text of a matrix cell (an attention pair) that the mask forbids.</extracomment>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1: masked</source>
        <translation>%1: maskiert</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2 (row %3)</source>
        <translation>%1 %2 (Zeile %3)</translation>
    </message>
    <message>
        <source>%1 %2 (column %3)</source>
        <translation>%1 %2 (Spalte %3)</translation>
    </message>
    <message>
        <source>%1: %2, changed by your last edit</source>
        <extracomment>A heatmap cell&apos;s accessible text when the learner&apos;s last edit changed it, e.g. &quot;query 2, key 1: 0.33, changed by your last edit&quot;.</extracomment>
        <translation>%1: %2, durch Ihre letzte Bearbeitung geändert</translation>
    </message>
</context>
<context>
    <name>atlas::MechanismLab</name>
    <message>
        <source>Causal mask on: each query reads only itself and earlier tokens.</source>
        <translation>Kausale Maske an: Jede Query liest nur sich selbst und frühere Tokens.</translation>
    </message>
    <message>
        <source>Causal mask off: every query reads every token, including later ones.</source>
        <translation>Kausale Maske aus: Jede Query liest jedes Token, auch spätere.</translation>
    </message>
    <message>
        <source>New weights from seed %1.</source>
        <translation>Neue Gewichte aus Seed %1.</translation>
    </message>
    <message>
        <source>The example is as the chapter gave it.</source>
        <translation>Das Beispiel ist wieder so, wie das Kapitel es vorgibt.</translation>
    </message>
    <message>
        <source>Only Wv was drawn anew; Wq, Wk, Wo and X are unchanged.</source>
        <translation>Nur Wv wurde neu gezogen; Wq, Wk, Wo und X sind unverändert.</translation>
    </message>
    <message>
        <source>The engine refused this example: %1</source>
        <translation>Die Engine hat dieses Beispiel abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 (row %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Köpfe</translation>
    </message>
    <message>
        <source>Number of heads</source>
        <translation>Anzahl der Köpfe</translation>
    </message>
    <message>
        <source>&amp;Causal mask</source>
        <translation>Kausale &amp;Maske</translation>
    </message>
    <message>
        <source>A query may read only itself and earlier tokens (an autoregressive decoder).</source>
        <translation>Eine Query darf nur sich selbst und frühere Tokens lesen (ein autoregressiver Decoder).</translation>
    </message>
    <message>
        <source>Attention &amp;temperature</source>
        <translation>&amp;Temperatur τ</translation>
    </message>
    <message>
        <source>Attention temperature</source>
        <translation>Attention-Temperatur</translation>
    </message>
    <message>
        <source>τ divides the scores inside the softmax: below 1 sharpens every row of A, above 1 flattens it.</source>
        <translation>τ teilt die Scores innerhalb der Softmax: Unter 1 schärft es jede Zeile von A, über 1 glättet es sie.</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>&amp;Query</translation>
    </message>
    <message>
        <source>Selected query</source>
        <translation>Ausgewählte Query</translation>
    </message>
    <message>
        <source>&amp;New random weights</source>
        <translation>&amp;Neue Zufallsgewichte</translation>
    </message>
    <message>
        <source>&amp;Reset example</source>
        <translation>Beispiel &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>1 · The example</source>
        <translation>1 · Das Beispiel</translation>
    </message>
    <message>
        <source>2 · One head, stage by stage</source>
        <translation>2 · Ein Kopf, Schritt für Schritt</translation>
    </message>
    <message>
        <source>3 · One query, read closely</source>
        <translation>3 · Eine Query im Detail</translation>
    </message>
    <message>
        <source>4 · Several heads, combined</source>
        <translation>4 · Mehrere Köpfe, kombiniert</translation>
    </message>
    <message>
        <source>5 · Two distinctions</source>
        <translation>5 · Zwei Unterscheidungen</translation>
    </message>
    <message>
        <source>6 · Engineering: the T × T score matrix</source>
        <translation>6 · Technik: die T × T-Score-Matrix</translation>
    </message>
    <message>
        <source>Mechanism lab</source>
        <translation>Labor: Mechanismus</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s). The weights were drawn anew from seed %1 in the new shape, replacing the weights you had edited or the pack had given; X is unchanged.</source>
        <extracomment>%n is the new number of heads (at least 1), %1 the seed the weight matrices were drawn from; X is the matrix of token embeddings.</extracomment>
        <translation>
            <numerusform>Ein Kopf. Die Gewichte wurden mit Seed %1 in der neuen Form neu gezogen; sie ersetzen die von Ihnen bearbeiteten oder vom Paket vorgegebenen Gewichte. X ist unverändert.</numerusform>
            <numerusform>%n Köpfe. Die Gewichte wurden mit Seed %1 in der neuen Form neu gezogen; sie ersetzen die von Ihnen bearbeiteten oder vom Paket vorgegebenen Gewichte. X ist unverändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s). The weights were drawn from seed %1 in the new shape; X is unchanged.</source>
        <translation>
            <numerusform>Ein Kopf. Die Gewichte wurden mit Seed %1 in der neuen Form gezogen; X ist unverändert.</numerusform>
            <numerusform>%n Köpfe. Die Gewichte wurden mit Seed %1 in der neuen Form gezogen; X ist unverändert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MemoryPanel</name>
    <message>
        <source>Shape as published: %1. Numbers in 16 bits, as these models are usually served.</source>
        <extracomment>%1 the source of a model&apos;s shape (authors, year, title or arXiv id).</extracomment>
        <translation>Form wie veröffentlicht: %1. Zahlen in 16 Bit, wie diese Modelle meist betrieben werden.</translation>
    </message>
    <message>
        <source>Key/value heads (%1) must divide the query heads (%2): each group of query heads shares one key/value head. The GQA row uses the nearest divisor below.</source>
        <extracomment>%1 the key/value heads given, %2 the query heads.</extracomment>
        <translation>Die Key/Value-Köpfe (%1) müssen die Query-Köpfe (%2) teilen: Jede Gruppe von Query-Köpfen teilt sich einen Key/Value-Kopf. Die GQA-Zeile nimmt den nächstkleineren Teiler.</translation>
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
        <translation>&amp;Modellform:</translation>
    </message>
    <message>
        <source>&amp;Layers L:</source>
        <translation>&amp;Schichten L:</translation>
    </message>
    <message>
        <source>&amp;Query heads H:</source>
        <translation>&amp;Query-Köpfe H:</translation>
    </message>
    <message>
        <source>&amp;Key/value heads G:</source>
        <translation>&amp;Key/Value-Köpfe G:</translation>
    </message>
    <message>
        <source>Head &amp;width dₖ = dᵥ:</source>
        <translation>Kopfbr&amp;eite dₖ = dᵥ:</translation>
    </message>
    <message>
        <source>&amp;Context length T:</source>
        <translation>Kontext&amp;länge T:</translation>
    </message>
    <message>
        <source>&amp;Batch (sequences):</source>
        <translation>&amp;Batch (Sequenzen):</translation>
    </message>
    <message>
        <source>Bytes per &amp;number:</source>
        <translation>Bytes pro &amp;Zahl:</translation>
    </message>
    <message>
        <source>Your own shape</source>
        <translation>Eigene Form</translation>
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
        <translation>1 (8 Bit)</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Köpfe</translation>
    </message>
    <message>
        <source>per token</source>
        <translation>pro Token</translation>
    </message>
    <message>
        <source>whole cache</source>
        <translation>ganzer Cache</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Units of memory, powers of 1024 (French: o, Kio, Mio, Gio, Tio, Pio).</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <source>PiB</source>
        <translation>PiB</translation>
    </message>
    <message>
        <source>MHA (multi-head)</source>
        <translation>MHA (Multi-Head)</translation>
    </message>
    <message>
        <source>MHA (this shape)</source>
        <translation>MHA (diese Form)</translation>
    </message>
    <message>
        <source>MQA (this shape)</source>
        <translation>MQA (diese Form)</translation>
    </message>
    <message>
        <source>MQA (multi-query)</source>
        <translation>MQA (Multi-Query)</translation>
    </message>
    <message>
        <source>Sliding window W = %1 &lt; T = %2: every layer reads only the last %1 keys, so the cache is a rolling buffer of %1 positions — %3 for this shape, against %4 for a cache that kept all %2.</source>
        <extracomment>%1 the window W, %2 the context length T, %3 the cache with the window (G of this shape), %4 the cache of every position.</extracomment>
        <translation>Gleitendes Fenster W = %1 &lt; T = %2: Jede Schicht liest nur die letzten %1 Keys, also ist der Cache ein Ringpuffer von %1 Positionen – %3 für diese Form, gegenüber %4 für einen Cache, der alle %2 behielte.</translation>
    </message>
    <message>
        <source>Sliding &amp;window W:</source>
        <translation>Gleitendes &amp;Fenster W:</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Shown in the window box at 0: every position is cached.</extracomment>
        <translation>keins</translation>
    </message>
    <message>
        <source>Sliding-window attention: each query reads only the last W keys, so the cache keeps W positions at most. 0: no window.</source>
        <translation>Attention mit gleitendem Fenster: Jede Query liest nur die letzten W Keys, also behält der Cache höchstens W Positionen. 0: kein Fenster.</translation>
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
        <translation>maskiert</translation>
    </message>
    <message>
        <source>value of %1</source>
        <translation>Wert von %1</translation>
    </message>
    <message>
        <source>gradient ∂L/∂%1</source>
        <extracomment>Title of the heatmap of ∂L/∂(node).</extracomment>
        <translation>Gradient ∂L/∂%1</translation>
    </message>
    <message>
        <source>Token ids are integers: nothing can be differentiated with respect to them. Their gradient arrives at the rows of E they select.</source>
        <translation>Token-IDs sind ganze Zahlen: Nach ihnen lässt sich nichts ableiten. Ihr Gradient kommt in den Zeilen von E an, die sie auswählen.</translation>
    </message>
    <message>
        <source>Hatched cells are masked keys: a query may not read its future. Their scores never enter the softmax, so their gradient is exactly 0.</source>
        <translation>Schraffierte Zellen sind maskierte Keys: Eine Query darf ihre Zukunft nicht lesen. Deren Scores gehen nie in die Softmax ein, daher ist ihr Gradient exakt 0.</translation>
    </message>
    <message>
        <source>Each row sums to 1 over the allowed keys. The gradient reaches the scores through dS = A ∘ (dA − rowsum(A ∘ dA)): every allowed key of a row shares it.</source>
        <translation>Jede Zeile summiert sich über die erlaubten Keys zu 1. Der Gradient erreicht die Scores über dS = A ∘ (dA − rowsum(A ∘ dA)): Alle erlaubten Keys einer Zeile teilen ihn sich.</translation>
    </message>
    <message>
        <source>The value path: ∂L/∂V = Aᵀ·∂L/∂Y. Learning changes the values as well as the probabilities that mix them.</source>
        <translation>Der Value-Pfad: ∂L/∂V = Aᵀ·∂L/∂Y. Lernen ändert die Values ebenso wie die Wahrscheinlichkeiten, die sie mischen.</translation>
    </message>
    <message>
        <source>∂L/∂L = 1: the backward pass starts here and flows up every arrow.</source>
        <translation>∂L/∂L = 1: Der Rückwärtsdurchlauf beginnt hier und fließt jeden Pfeil hinauf.</translation>
    </message>
    <message>
        <source>Rows beyond the input&apos;s length are not used, so their gradient is 0.</source>
        <translation>Zeilen jenseits der Länge der Eingabe werden nicht verwendet, daher ist ihr Gradient 0.</translation>
    </message>
    <message>
        <source>A parameter: training moves it against this gradient.</source>
        <translation>Ein Parameter: Das Training bewegt ihn entgegen diesem Gradienten.</translation>
    </message>
    <message>
        <source>An intermediate: its gradient is what flows back through it to the parameters.</source>
        <translation>Ein Zwischenergebnis: Sein Gradient ist das, was durch es zurück zu den Parametern fließt.</translation>
    </message>
</context>
<context>
    <name>atlas::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>atlas::NumericQuestionInput</name>
    <message>
        <source>A number. Press Return to check it.</source>
        <translation>Eine Zahl. Drücken Sie die Eingabetaste, um sie zu prüfen.</translation>
    </message>
    <message>
        <source>A number, in %1. Press Return to check it.</source>
        <extracomment>%1 is the unit of the expected number.</extracomment>
        <translation>Eine Zahl in %1. Drücken Sie die Eingabetaste, um sie zu prüfen.</translation>
    </message>
    <message>
        <source>a number, e.g. %1</source>
        <extracomment>Placeholder of the number field; %1 is an example number in the learner&apos;s locale.</extracomment>
        <translation>eine Zahl, z. B. %1</translation>
    </message>
</context>
<context>
    <name>atlas::OrderPanel</name>
    <message>
        <source>Not applied: %1 The lab keeps the tokens it had.</source>
        <extracomment>%1 says what a token list must be.</extracomment>
        <translation>Nicht übernommen: %1 Das Labor behält seine bisherigen Tokens.</translation>
    </message>
    <message>
        <source>One attention head (d = 4, three value coordinates, no output projection) reads the tokens in their order and in a new order π. Without anything that depends on the slot, the new order only lists the same rows differently.</source>
        <translation>Ein Attention-Kopf (d = 4, drei Value-Koordinaten, keine Ausgabeprojektion) liest die Tokens in ihrer Reihenfolge und in einer neuen Reihenfolge π. Ohne etwas, das vom Platz abhängt, zählt die neue Reihenfolge nur dieselben Zeilen anders auf.</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>&amp;Tokens:</translation>
    </message>
    <message>
        <source>2 to 8 tokens separated by spaces; equal tokens get equal vectors. Press Enter to apply.</source>
        <translation>2 bis 8 Tokens, durch Leerzeichen getrennt; gleiche Tokens bekommen gleiche Vektoren. Eingabetaste zum Übernehmen.</translation>
    </message>
    <message>
        <source>&amp;Reverse</source>
        <translation>&amp;Umkehren</translation>
    </message>
    <message>
        <source>R&amp;otate</source>
        <translation>R&amp;otieren</translation>
    </message>
    <message>
        <source>S&amp;huffle</source>
        <translation>&amp;Mischen</translation>
    </message>
    <message>
        <source>&amp;Positions:</source>
        <translation>&amp;Positionen:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>sinusoidal P added</source>
        <extracomment>P is the sinusoidal position table, added to the token vectors by slot.</extracomment>
        <translation>sinusförmiges P addiert</translation>
    </message>
    <message>
        <source>rotary (RoPE) on q and k</source>
        <translation>rotierend (RoPE) auf q und k</translation>
    </message>
    <message>
        <source>&amp;Causal mask</source>
        <translation>&amp;Kausale Maske</translation>
    </message>
    <message>
        <source>Each query reads only itself and earlier slots.</source>
        <translation>Jede Query liest nur sich selbst und frühere Plätze.</translation>
    </message>
    <message>
        <source>New order π = (%1): slot i of the new order holds the token of old slot π(i).</source>
        <extracomment>π lists, for each new slot, the old slot its token comes from.</extracomment>
        <translation>Neue Reihenfolge π = (%1): Platz i der neuen Reihenfolge enthält das Token des alten Platzes π(i).</translation>
    </message>
    <message>
        <source>queries (tokens)</source>
        <translation>Queries (Tokens)</translation>
    </message>
    <message>
        <source>output coordinate</source>
        <translation>Ausgabekoordinate</translation>
    </message>
    <message>
        <source>Δ after un-permuting</source>
        <translation>Δ nach dem Zurückpermutieren</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>Koordinate</translation>
    </message>
    <message>
        <source>max |Δ| = 0, exactly: every output is the same row as before, moved with its token. The layer cannot tell the two orders apart.</source>
        <translation>max |Δ| = 0, exakt: Jede Ausgabe ist dieselbe Zeile wie zuvor, mit ihrem Token verschoben. Die Schicht kann die beiden Reihenfolgen nicht unterscheiden.</translation>
    </message>
    <message>
        <source>max |Δ| = %1: the positions and the causal mask both depend on the slot, so the outputs change beyond a reordering.</source>
        <extracomment>%1 is the largest difference, e.g. 0.42.</extracomment>
        <translation>max |Δ| = %1: Die Positionen und die kausale Maske hängen beide vom Platz ab, also ändern sich die Ausgaben über eine Umordnung hinaus.</translation>
    </message>
    <message>
        <source>max |Δ| = %1: with positions the same token in another slot is read differently, so the outputs change beyond a reordering.</source>
        <translation>max |Δ| = %1: Mit Positionen wird dasselbe Token an einem anderen Platz anders gelesen, also ändern sich die Ausgaben über eine Umordnung hinaus.</translation>
    </message>
    <message>
        <source>max |Δ| = %1: with a causal mask, which keys a query may read depends on its slot, so order leaks in through the mask even without positions.</source>
        <translation>max |Δ| = %1: Mit einer kausalen Maske hängt es vom Platz ab, welche Keys eine Query lesen darf, also sickert die Reihenfolge auch ohne Positionen über die Maske ein.</translation>
    </message>
    <message>
        <source>Y(X + P), the given order</source>
        <translation>Y(X + P), die gegebene Reihenfolge</translation>
    </message>
    <message>
        <source>Y(ΠX + P), the new order</source>
        <translation>Y(ΠX + P), die neue Reihenfolge</translation>
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
        <translation>✓ richtig vor dem nächsten</translation>
    </message>
    <message>
        <source>✗ not right before the next</source>
        <translation>✗ nicht richtig vor dem nächsten</translation>
    </message>
    <message>
        <source>%1 of %2 neighbouring pairs are in the right order.</source>
        <extracomment>After grading an ordering question: &quot;3 of 4 neighbouring pairs are in the right order.&quot;</extracomment>
        <translation>%1 von %2 benachbarten Paaren stehen in der richtigen Reihenfolge.</translation>
    </message>
    <message>
        <source>Move up</source>
        <extracomment>Button beside an ordering question&apos;s list: moves the selected item one place up.</extracomment>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the selected item one place up (Alt+Up)</source>
        <translation>Das gewählte Element eine Stelle nach oben schieben (Alt+Pfeil hoch)</translation>
    </message>
    <message>
        <source>Move down</source>
        <extracomment>Button beside an ordering question&apos;s list: moves the selected item one place down.</extracomment>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move the selected item one place down (Alt+Down)</source>
        <translation>Das gewählte Element eine Stelle nach unten schieben (Alt+Pfeil runter)</translation>
    </message>
    <message>
        <source>Items in your order</source>
        <extracomment>Accessible name of an ordering question&apos;s list.</extracomment>
        <translation>Elemente in Ihrer Reihenfolge</translation>
    </message>
    <message>
        <source>Arrow keys pick an item; Alt+Up and Alt+Down move it; the mouse can drag it.</source>
        <extracomment>Accessible description of an ordering question&apos;s list.</extracomment>
        <translation>Die Pfeiltasten wählen ein Element; Alt+Pfeil hoch und Alt+Pfeil runter verschieben es; die Maus kann es ziehen.</translation>
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
        <translation>BOS, Anfang eines Dokuments, Token %1</translation>
    </message>
    <message>
        <source>EOS, end of a document, token %1</source>
        <extracomment>Spoken for an end-of-sequence slot; %1 is the token id.</extracomment>
        <translation>EOS, Ende eines Dokuments, Token %1</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>Token %1</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <extracomment>%1 is a token id, %2 its display label, e.g. token 22 &quot;cat&quot;.</extracomment>
        <translation>Token %1 „%2“</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>No label: the end of the stream. A dash.</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>no label, end of the stream</source>
        <translation>kein Label, Ende des Datenstroms</translation>
    </message>
    <message>
        <source>label %1 from the next block</source>
        <extracomment>%1 is the label token; it lies in the next block, so nothing here can attend to it.</extracomment>
        <translation>Label %1 aus dem nächsten Block</translation>
    </message>
    <message>
        <source>label %1 from the next block, not trained (loss-masked)</source>
        <translation>Label %1 aus dem nächsten Block, nicht trainiert (durch die Verlustmaske ausgeblendet)</translation>
    </message>
    <message>
        <source>label %1, not trained (loss-masked)</source>
        <extracomment>%1 is the label token; the loss ignores it because it belongs to another document.</extracomment>
        <translation>Label %1, nicht trainiert (durch die Verlustmaske ausgeblendet)</translation>
    </message>
    <message>
        <source>label %1</source>
        <translation>Label %1</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <source>document %1</source>
        <extracomment>%1 counts the documents of the packing from 1.</extracomment>
        <translation>Dokument %1</translation>
    </message>
    <message>
        <source>continues from the previous block</source>
        <translation>Fortsetzung aus dem vorherigen Block</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>missed</source>
        <extracomment>After grading: this key should have been selected.</extracomment>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>extra</source>
        <extracomment>After grading: this key should not have been selected.</extracomment>
        <translation>zu viel</translation>
    </message>
    <message>
        <source>selected</source>
        <extracomment>Part of a slot&apos;s spoken description: the key slot is selected (chosen) in the exercise.</extracomment>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator between the parts of a slot&apos;s spoken description.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>document %1 (continued)</source>
        <extracomment>Caption of a document fragment that started in an earlier block.</extracomment>
        <translation>Dokument %1 (fortgesetzt)</translation>
    </message>
    <message>
        <source>doc. %1 (cont.)</source>
        <translation>Dok. %1 (Forts.)</translation>
    </message>
    <message>
        <source>doc. %1</source>
        <extracomment>Short form of &quot;document %1&quot; for narrow spaces.</extracomment>
        <translation>Dok. %1</translation>
    </message>
    <message>
        <source>document %1 in slots %2 to %3</source>
        <translation>Dokument %1 auf den Positionen %2 bis %3</translation>
    </message>
    <message>
        <source>, continued from the previous block</source>
        <translation>, fortgesetzt aus dem vorherigen Block</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>. The query is slot %1.</source>
        <translation>. Die Query steht auf Position %1.</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>input</source>
        <extracomment>Row caption: the input tokens of the packed block.</extracomment>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>label</source>
        <extracomment>Row caption: the training labels (the next token of each slot).</extracomment>
        <translation>Label</translation>
    </message>
    <message numerus="yes">
        <source>Packed block, %n slot(s)</source>
        <extracomment>Accessible name of the packed-block strip; %n is the number of slots.</extracomment>
        <translation>
            <numerusform>Gepackter Block, %n Position</numerusform>
            <numerusform>Gepackter Block, %n Positionen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::PackingLab</name>
    <message>
        <source>The label of slot %1 comes from block %2: it is supervision for slot %1, never context for anything in this block.</source>
        <extracomment>%1 the last slot, %2 the next block. A sentence of its own; further sentences may follow it.</extracomment>
        <translation>Das Label von Position %1 stammt aus Block %2: Es ist Trainingsziel für Position %1, nie Kontext für irgendetwas in diesem Block.</translation>
    </message>
    <message>
        <source>Slot %1 ends the corpus: it has no label.</source>
        <extracomment>%1 the last slot. A sentence of its own; further sentences may follow it.</extracomment>
        <translation>Position %1 beendet den Korpus: Sie hat kein Label.</translation>
    </message>
    <message>
        <source>The first fragment continues a document from the previous block; in this specimen it loses that earlier context.</source>
        <extracomment>A sentence of its own, the last of the paragraph about the block&apos;s labels.</extracomment>
        <translation>Das erste Fragment setzt ein Dokument aus dem vorherigen Block fort; in diesem Beispiel verliert es den früheren Kontext.</translation>
    </message>
    <message>
        <source>Block:</source>
        <translation>Block:</translation>
    </message>
    <message>
        <source>block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>Leakage</source>
        <translation>Leckage</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Korpus</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>Views of the packing</source>
        <translation>Ansichten des Packens</translation>
    </message>
    <message numerus="yes">
        <source>(%n block(s) in all, numbered 0 to %1)</source>
        <extracomment>Shown after the spin box that chooses the block (&quot;Block: [3]&quot;); a text of its own, not the end of a sentence. %n is the number of packed blocks, %1 the number of the last one (they count from 0).</extracomment>
        <translation>
            <numerusform>(%n Block insgesamt, Nummer %1)</numerusform>
            <numerusform>(%n Blöcke insgesamt, nummeriert von 0 bis %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Struck out: the label of slot(s) %1 is another document&apos;s ⟨BOS⟩ — predicting it across the boundary would teach nothing, so the loss mask leaves it out.</source>
        <extracomment>%n is the number of slots whose label is struck out, %1 their numbers (such as &quot;4&quot; or &quot;4 and 9&quot;). A sentence of its own, shown after the sentence about the last slot.</extracomment>
        <translation>
            <numerusform>Durchgestrichen: Das Label von Position %1 ist das ⟨BOS⟩ eines anderen Dokuments – es über die Grenze hinweg vorherzusagen, würde nichts lehren, daher lässt die Verlustmaske es aus.</numerusform>
            <numerusform>Durchgestrichen: Die Labels der Positionen %1 sind die ⟨BOS⟩ anderer Dokumente – sie über die Grenze hinweg vorherzusagen, würde nichts lehren, daher lässt die Verlustmaske sie aus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::PackingSession</name>
    <message>
        <source>There is no document %1.</source>
        <translation>Es gibt kein Dokument %1.</translation>
    </message>
    <message>
        <source>Document %1: %2.</source>
        <translation>Dokument %1: %2.</translation>
    </message>
    <message>
        <source>At most %1 documents.</source>
        <translation>Höchstens %1 Dokumente.</translation>
    </message>
    <message>
        <source>New document: %1.</source>
        <translation>Neues Dokument: %1.</translation>
    </message>
    <message>
        <source>A corpus needs at least one document.</source>
        <translation>Ein Korpus braucht mindestens ein Dokument.</translation>
    </message>
</context>
<context>
    <name>atlas::PaddingPanel</name>
    <message>
        <source>pad %1</source>
        <extracomment>A slot of the padded array: a word&apos;s position, or a padding slot.</extracomment>
        <translation>Pad %1</translation>
    </message>
    <message>
        <source>word %1</source>
        <translation>Wort %1</translation>
    </message>
    <message>
        <source>Sequences of different lengths share one array in a batch: the shorter ones are filled with padding slots up to the longest. A key padding mask keeps every query from reading a padded slot. The padded slots&apos; own rows are still computed — they read the real words — and only the loss mask keeps them out of training. Type the lengths, pick a sequence, and refill its padding.</source>
        <translation>Sequenzen verschiedener Länge teilen sich in einem Batch ein Array: Die kürzeren werden bis zur längsten mit Padding-Plätzen aufgefüllt. Eine Key-Padding-Maske hält jede Query davon ab, einen aufgefüllten Platz zu lesen. Die eigenen Zeilen der aufgefüllten Plätze werden trotzdem berechnet – sie lesen die echten Wörter –, und nur die Verlustmaske hält sie aus dem Training heraus. Geben Sie die Längen ein, wählen Sie eine Sequenz und füllen Sie ihr Padding neu.</translation>
    </message>
    <message>
        <source>Batch &amp;lengths:</source>
        <translation>&amp;Batch-Längen:</translation>
    </message>
    <message>
        <source>Sequence lengths of the batch</source>
        <translation>Sequenzlängen des Batches</translation>
    </message>
    <message>
        <source>Se&amp;quence shown:</source>
        <translation>Gezeigte &amp;Sequenz:</translation>
    </message>
    <message>
        <source>&amp;Fill the padding with new values</source>
        <translation>Padding mit neuen Werten &amp;füllen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n word(s))</source>
        <extracomment>%1 the sequence&apos;s number, %n its length in words.</extracomment>
        <translation>
            <numerusform>%1 (%n Wort)</numerusform>
            <numerusform>%1 (%n Wörter)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequence %1 padded to %2 slots: bidirectional weights</source>
        <extracomment>%1 the sequence&apos;s number, %2 the slots of the padded array.</extracomment>
        <translation>Sequenz %1, auf %2 Plätze aufgefüllt: bidirektionale Gewichte</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>The padded array has %1 slots for %2 words. A dense kernel computes %3 (query, key) pairs; an encoder&apos;s queries may use %4 of them, so %5 % are wasted (a decoder uses only %6). Packing the %2 words into one row with a document mask removes the padding: a variable-length kernel then computes just the useful pairs, a dense one %7 (see the packing chapter).</source>
        <extracomment>%1 slots, %2 real tokens, %3 pairs computed, %4 pairs an encoder uses, %5 the share wasted, %6 pairs a decoder uses, %7 the dense pairs of the packed row.</extracomment>
        <translation>Das aufgefüllte Array hat %1 Plätze für %2 Wörter. Ein dichter Kernel berechnet %3 (Query, Key)-Paare; die Queries eines Encoders dürfen %4 davon nutzen, also sind %5&#xa0;% verschwendet (ein Decoder nutzt nur %6). Packt man die %2 Wörter mit einer Dokumentmaske in eine Zeile, verschwindet das Padding: Ein Kernel für variable Längen berechnet dann nur die nützlichen Paare, ein dichter %7 (siehe das Kapitel über das Packen).</translation>
    </message>
    <message>
        <source>Press the button to put other values in the padded slots.</source>
        <translation>Drücken Sie die Schaltfläche, um das Padding neu zu füllen.</translation>
    </message>
    <message numerus="yes">
        <source>Padding refilled %n time(s): the largest change of a real word&apos;s output is %1 — exactly zero, since no query reads a padded key.</source>
        <extracomment>%n how often the padding was refilled, %1 the largest change of a real word&apos;s output.</extracomment>
        <translation>
            <numerusform>Padding %n Mal neu gefüllt: Die größte Änderung der Ausgabe eines echten Wortes ist %1 – genau null, da keine Query einen aufgefüllten Key liest.</numerusform>
            <numerusform>Padding %n Mal neu gefüllt: Die größte Änderung der Ausgabe eines echten Wortes ist %1 – genau null, da keine Query einen aufgefüllten Key liest.</numerusform>
        </translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Queries</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>atlas::PairwiseWorkDemo</name>
    <message>
        <source>× %1</source>
        <extracomment>Ratio to the row above, e.g. &quot;× 4&quot;; the first row has none.</extracomment>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Sequence length T:</source>
        <extracomment>Label of the sequence length chooser.</extracomment>
        <translation>Sequenzlänge T:</translation>
    </message>
    <message>
        <source>Sequence length T, in tokens</source>
        <translation>Sequenzlänge T, in Tokens</translation>
    </message>
    <message>
        <source>T (tokens)</source>
        <translation>T (Tokens)</translation>
    </message>
    <message>
        <source>pairs per head, T²</source>
        <translation>Paare pro Kopf, T²</translation>
    </message>
    <message>
        <source>operations per head</source>
        <translation>Operationen pro Kopf</translation>
    </message>
    <message>
        <source>growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>Operations: the multiplications and additions of Q·Kᵀ and P·V, 2T²(dₖ + dᵥ) with dₖ = dᵥ = %1. Growth: compared with the row above, where T is half as long.</source>
        <extracomment>Note under the table of pairwise work; %1 is the head width.</extracomment>
        <translation>Operationen: die Multiplikationen und Additionen von Q·Kᵀ und P·V, 2T²(dₖ + dᵥ) mit dₖ = dᵥ = %1. Wachstum: im Vergleich zur Zeile darüber, in der T halb so lang ist.</translation>
    </message>
    <message>
        <source>Pairs grow as T²</source>
        <extracomment>Chart title: the number of query–key pairs grows as the square of T.</extracomment>
        <translation>Paare wachsen mit T²</translation>
    </message>
    <message>
        <source>tokens, T</source>
        <translation>Tokens, T</translation>
    </message>
    <message>
        <source>sequence length T (tokens, log scale)</source>
        <translation>Sequenzlänge T (Tokens, log. Skala)</translation>
    </message>
    <message>
        <source>count (log scale)</source>
        <translation>Anzahl (log. Skala)</translation>
    </message>
</context>
<context>
    <name>atlas::PlaceholderPage</name>
    <message>
        <source>Chapter %1</source>
        <translation>Kapitel %1</translation>
    </message>
    <message>
        <source>This chapter is presented by the chapter kind &apos;%1&apos;, and no installed plugin provides it.</source>
        <translation>Dieses Kapitel gehört zur Kapitelart „%1“, für die kein Plug-in installiert ist.</translation>
    </message>
    <message>
        <source>Installed kinds: %1.</source>
        <translation>Installierte Arten: %1.</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Stands for the list of installed chapter kinds (plugins) when there is none: &quot;Installed kinds: none.&quot;</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Install a plugin for this kind, or point ATLAS_PLUGIN_PATH at the folder that holds it. Help → Plugins lists every plugin found and why any was refused.</source>
        <translation>Installieren Sie ein Plug-in für diese Art, oder setzen Sie ATLAS_PLUGIN_PATH auf den Ordner, der es enthält. Hilfe → Plug-ins listet alle gefundenen Plug-ins auf und nennt für abgelehnte den Grund.</translation>
    </message>
    <message>
        <source>This chapter cannot be shown:</source>
        <translation>Dieses Kapitel kann nicht angezeigt werden:</translation>
    </message>
    <message>
        <source>Check the pack with: attention-atlas-cli validate &lt;pack folder&gt;</source>
        <translation>Prüfen Sie das Paket mit: attention-atlas-cli validate &lt;Paketordner&gt;</translation>
    </message>
</context>
<context>
    <name>atlas::PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <translation>Plug-ins</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>File and reason</source>
        <translation>Datei und Grund</translation>
    </message>
    <message>
        <source>available</source>
        <extracomment>State of a plugin (column &quot;State&quot;): found, not loaded (yet).</extracomment>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>loaded</source>
        <extracomment>State of a plugin (column &quot;State&quot;): the plugin is loaded and in use.</extracomment>
        <translation>geladen</translation>
    </message>
    <message>
        <source>refused</source>
        <extracomment>State of a plugin (column &quot;State&quot;): the plugin was not accepted (the reason is in the last column).</extracomment>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>failed</source>
        <extracomment>State of a plugin (column &quot;State&quot;): loading the plugin failed (the reason is in the last column).</extracomment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Chapter and question-kind plugins are searched in the folders of ATLAS_PLUGIN_PATH, then in %1.</source>
        <translation>Plugins für Kapitel und Fragenarten werden in den Ordnern von ATLAS_PLUGIN_PATH gesucht, dann in %1.</translation>
    </message>
    <message>
        <source>%1 (question)</source>
        <extracomment>Column &quot;Kind&quot; of Help → Plugins for a plugin that adds a kind of question: &quot;estimate (question)&quot;.</extracomment>
        <translation>%1 (Frage)</translation>
    </message>
</context>
<context>
    <name>atlas::PositionIdsPanel</name>
    <message>
        <source>Not applied: %1 The lab keeps the documents it had.</source>
        <extracomment>%1 says what the lengths must be.</extracomment>
        <translation>Nicht übernommen: %1 Das Labor behält seine bisherigen Dokumente.</translation>
    </message>
    <message>
        <source>When documents are packed into one training sequence, each token still needs a position id: the row of P it gets, or the angle RoPE turns it by. Two choices are common.</source>
        <translation>Werden Dokumente in eine Trainingssequenz gepackt, braucht jedes Token trotzdem eine Positions-ID: die Zeile von P, die es bekommt, oder den Winkel, um den RoPE es dreht. Zwei Wahlen sind üblich.</translation>
    </message>
    <message>
        <source>&amp;Document lengths:</source>
        <translation>&amp;Dokumentlängen:</translation>
    </message>
    <message>
        <source>The lengths of the packed documents, e.g. 3 4 2. Press Enter to apply.</source>
        <translation>Die Längen der gepackten Dokumente, z. B. 3 4 2. Eingabetaste zum Übernehmen.</translation>
    </message>
    <message>
        <source>Position ids, slot by slot</source>
        <translation>Positions-IDs, Platz für Platz</translation>
    </message>
    <message>
        <source>slots (document A, B, …)</source>
        <translation>Plätze (Dokument A, B, …)</translation>
    </message>
    <message>
        <source>numbering</source>
        <translation>Nummerierung</translation>
    </message>
    <message>
        <source>slot of document</source>
        <translation>Platz von Dokument</translation>
    </message>
    <message>
        <source>continuing</source>
        <translation>fortlaufend</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>zurückgesetzt</translation>
    </message>
    <message>
        <source>Continuing ids tell the first token of document B that it stands at position %1, as if it continued A. Reset ids give every document the positions it would have alone, so a model sees the same positions in training as on a single document. Neither isolates the documents: which keys a query may read is decided by the mask alone (the chapter on packing shows the document-aware mask).</source>
        <translation>Fortlaufende IDs sagen dem ersten Token von Dokument B, dass es an Position %1 steht, als setzte es A fort. Zurückgesetzte IDs geben jedem Dokument die Positionen, die es allein hätte, sodass ein Modell im Training dieselben Positionen sieht wie bei einem einzelnen Dokument. Keine der beiden trennt die Dokumente: Welche Keys eine Query lesen darf, entscheidet allein die Maske (das Kapitel über das Packen zeigt die dokumentbewusste Maske).</translation>
    </message>
</context>
<context>
    <name>atlas::PositionsLab</name>
    <message>
        <source>Positions lab</source>
        <translation>Positionslabor</translation>
    </message>
    <message>
        <source>1 · Does attention see order?</source>
        <translation>1 · Sieht Attention die Reihenfolge?</translation>
    </message>
    <message>
        <source>2 · Absolute positions: a table P</source>
        <translation>2 · Absolute Positionen: eine Tabelle P</translation>
    </message>
    <message>
        <source>3 · Rotary positions (RoPE)</source>
        <translation>3 · Rotierende Positionen (RoPE)</translation>
    </message>
    <message>
        <source>4 · ALiBi: a soft mask</source>
        <translation>4 · ALiBi: eine weiche Maske</translation>
    </message>
    <message>
        <source>5 · Position ids in packed sequences</source>
        <translation>5 · Positions-IDs in gepackten Sequenzen</translation>
    </message>
</context>
<context>
    <name>atlas::PositionsPage</name>
    <message>
        <source>The pack&apos;s model %1 cannot be used: %2</source>
        <extracomment>%1 the model file of the pack, %2 why it cannot be used.</extracomment>
        <translation>Das Modell %1 des Pakets kann nicht verwendet werden: %2</translation>
    </message>
</context>
<context>
    <name>atlas::PositionsSession</name>
    <message>
        <source>It is not a model file of this version (%1).</source>
        <extracomment>%1 is the reader&apos;s description of the problem (in English), naming the line or field.</extracomment>
        <translation>Es ist keine Modelldatei dieser Version (%1).</translation>
    </message>
    <message>
        <source>Type 1 to %1 document lengths of 1 to %2 tokens, at most %3 tokens in all.</source>
        <translation>Geben Sie 1 bis %1 Dokumentlängen von 1 bis %2 Tokens ein, höchstens %3 Tokens insgesamt.</translation>
    </message>
</context>
<context>
    <name>atlas::PrefixInvariancePanel</name>
    <message>
        <source>Every position can read position %1: there is no earlier position to compare.</source>
        <translation>Jede Position kann Position %1 lesen: Es gibt keine frühere Position zum Vergleichen.</translation>
    </message>
    <message>
        <source>0 (bit-identical)</source>
        <translation>0 (bitgleich)</translation>
    </message>
    <message>
        <source>0 (exactly)</source>
        <translation>0 (exakt)</translation>
    </message>
    <message>
        <source>Positions that cannot read the edit (%1): largest change of their logits = %2</source>
        <extracomment>%1 the positions, %2 the change.</extracomment>
        <translation>Positionen, die die Änderung nicht lesen können (%1): größte Änderung ihrer Logits = %2</translation>
    </message>
    <message>
        <source>No position&apos;s loss is independent of the edit, so there is no gradient to compare.</source>
        <translation>Der Verlust keiner Position ist unabhängig von der Änderung, daher gibt es keinen Gradienten zum Vergleichen.</translation>
    </message>
    <message>
        <source>Gradient of the loss over positions %1, with respect to every parameter: largest change = %2</source>
        <extracomment>%1 the positions, %2 the change.</extracomment>
        <translation>Gradient des Verlusts der Positionen %1 bezüglich aller Parameter: größte Änderung = %2</translation>
    </message>
    <message>
        <source>The new token equals the old one: choose another to make an edit.</source>
        <translation>Das neue Token ist gleich dem alten: Wählen Sie ein anderes, um etwas zu ändern.</translation>
    </message>
    <message>
        <source>Position 0 has no predecessor: the edit changes no label, only what positions 0 onward read.</source>
        <translation>Position 0 hat keinen Vorgänger: Die Änderung ändert kein Label, nur das, was die Positionen ab 0 lesen.</translation>
    </message>
    <message>
        <source>Position %1&apos;s label (token %2) crosses into another document, so it is not counted in the loss.</source>
        <translation>Das Label von Position %1 (Token %2) reicht in ein anderes Dokument hinein und zählt daher nicht zum Verlust.</translation>
    </message>
    <message>
        <source>Position %1&apos;s loss moved from %2 to %3 nats although it cannot read position %4: its label is token %4 — the next token is supervision, not context. That is why the gradient above leaves position %1 out.</source>
        <extracomment>%1 position u−1, %2 and %3 the losses, %4 the edited position.</extracomment>
        <translation>Der Verlust von Position %1 hat sich von %2 auf %3 nats geändert, obwohl sie Position %4 nicht lesen kann: Ihr Label ist Token %4 – das nächste Token ist Trainingsziel, nicht Kontext. Deshalb lässt der Gradient oben Position %1 aus.</translation>
    </message>
    <message>
        <source>before: %1&lt;br&gt;after: %2&lt;br&gt;&lt;span style=&quot;color:%3&quot;&gt;■ cannot read position %5&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;color:%4&quot;&gt;■ can read position %5&lt;/span&gt;</source>
        <extracomment>Rich text: the token sequence before and after the edit.</extracomment>
        <translation>vorher: %1&lt;br&gt;nachher: %2&lt;br&gt;&lt;span style=&quot;color:%3&quot;&gt;■ kann Position %5 nicht lesen&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;color:%4&quot;&gt;■ kann Position %5 lesen&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Split into two documents</source>
        <translation>In zwei Dokumente teilen</translation>
    </message>
    <message>
        <source>Make it one document</source>
        <translation>Zu einem Dokument machen</translation>
    </message>
    <message>
        <source>Change one token and compare the decoder before and after. Positions that cannot read the edited position — every earlier one, and with document ids every other document — must not notice at all. Not approximately: exactly.</source>
        <translation>Ändern Sie ein Token und vergleichen Sie den Decoder vorher und nachher. Positionen, die die geänderte Position nicht lesen können – jede frühere und, mit Dokument-IDs, jedes andere Dokument –, dürfen davon überhaupt nichts bemerken. Nicht ungefähr: exakt.</translation>
    </message>
    <message>
        <source>Edit position u:</source>
        <translation>Position u ändern:</translation>
    </message>
    <message>
        <source>new token:</source>
        <translation>neues Token:</translation>
    </message>
    <message>
        <source>position to edit</source>
        <translation>zu ändernde Position</translation>
    </message>
    <message>
        <source>new token</source>
        <translation>neues Token</translation>
    </message>
    <message>
        <source>Sets the document ids of the decoder&apos;s input (also editable above)</source>
        <translation>Setzt die Dokument-IDs der Decoder-Eingabe (auch oben bearbeitbar)</translation>
    </message>
    <message>
        <source>Largest change of each position&apos;s logits after the edit</source>
        <translation>Größte Änderung der Logits jeder Position nach der Änderung</translation>
    </message>
    <message>
        <source>position (token)</source>
        <translation>Position (Token)</translation>
    </message>
    <message>
        <source>max |Δ logit| (nats)</source>
        <translation>max |Δ Logit| (nats)</translation>
    </message>
    <message>
        <source>cannot read position u</source>
        <translation>kann Position u nicht lesen</translation>
    </message>
    <message>
        <source>can read position u</source>
        <translation>kann Position u lesen</translation>
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
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>⊘ a masked key: this query may not read it, so its weight is exactly 0 (no bar).</source>
        <translation>⊘ ein maskierter Key: Diese Query darf ihn nicht lesen, daher ist sein Gewicht exakt 0 (kein Balken).</translation>
    </message>
    <message>
        <source>key (token it may read)</source>
        <translation>Key (Token, das sie lesen darf)</translation>
    </message>
    <message>
        <source>weight aᵢⱼ</source>
        <translation>Gewicht aᵢⱼ</translation>
    </message>
    <message>
        <source>Click a row of a score or weight matrix (or pick the query above) to read it here.</source>
        <translation>Klicken Sie auf eine Zeile einer Score- oder Gewichtsmatrix (oder wählen Sie oben die Query), um sie hier zu lesen.</translation>
    </message>
    <message>
        <source>The mixture: each value vector scaled by its weight; the last row is their sum.</source>
        <translation>Die Mischung: jeder Value-Vektor mit seinem Gewicht skaliert; die letzte Zeile ist ihre Summe.</translation>
    </message>
    <message>
        <source>term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>value coordinate</source>
        <translation>Value-Koordinate</translation>
    </message>
    <message>
        <source>rows: aⱼ·vⱼ per key j</source>
        <translation>Zeilen: aⱼ·vⱼ pro Key j</translation>
    </message>
    <message>
        <source>columns: value coordinates</source>
        <translation>Spalten: Value-Koordinaten</translation>
    </message>
    <message>
        <source>Weights of query “%1” over the keys</source>
        <translation>Gewichte der Query „%1“ über die Keys</translation>
    </message>
    <message>
        <source>Mixture for query “%1”, head %2</source>
        <translation>Mischung für die Query „%1“, Kopf %2</translation>
    </message>
    <message>
        <source>Σ = y(%1)</source>
        <translation>Σ = y(%1)</translation>
    </message>
    <message>
        <source>Check: the Σ row equals row “%1” of Y%2 computed by the engine (largest difference %3).</source>
        <extracomment>%1 is a query token, %2 a head number, %3 a small number such as 2.2e-16.</extracomment>
        <translation>Kontrolle: Die Σ-Zeile ist gleich der Zeile „%1“ von Y%2, die die Engine berechnet hat (größte Differenz %3).</translation>
    </message>
</context>
<context>
    <name>atlas::QuestionInput</name>
    <message>
        <source>Your answer</source>
        <extracomment>Accessible name of the field where the learner types an answer.</extracomment>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>%1: your answer</source>
        <extracomment>Accessible name of the field of one gap; %1 is the gap, e.g. &quot;Gap 2&quot;.</extracomment>
        <translation>%1: Ihre Antwort</translation>
    </message>
</context>
<context>
    <name>atlas::QuestionView</name>
    <message>
        <source>Question %1 of %2</source>
        <extracomment>Above each question of a quiz: &quot;Question 2 of 5&quot;.</extracomment>
        <translation>Frage %1 von %2</translation>
    </message>
    <message>
        <source>Check</source>
        <extracomment>The button that grades the learner&apos;s answer.</extracomment>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Check your answer (%1)</source>
        <extracomment>Tooltip of the Check button; %1 is its shortcut, e.g. Ctrl+Return.</extracomment>
        <translation>Antwort prüfen (%1)</translation>
    </message>
    <message>
        <source>Change your answer and check it again</source>
        <translation>Ändern Sie Ihre Antwort und prüfen Sie sie erneut</translation>
    </message>
    <message>
        <source>Not an answer yet.</source>
        <extracomment>Verdict when an answer is not an answer (nothing chosen, not a number).</extracomment>
        <translation>Noch keine Antwort.</translation>
    </message>
    <message>
        <source>%1 This did not count as an attempt.</source>
        <extracomment>%1 says what is expected, e.g. &quot;Choose one answer.&quot;</extracomment>
        <translation>%1 Dies zählt nicht als Versuch.</translation>
    </message>
    <message>
        <source>Correct.</source>
        <extracomment>Verdict after a graded answer that is right.</extracomment>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Not yet.</source>
        <extracomment>Verdict after a graded answer that is wrong: encouraging, not final.</extracomment>
        <translation>Noch nicht.</translation>
    </message>
    <message>
        <source>Why:</source>
        <extracomment>Precedes the explanation of a question after it was answered.</extracomment>
        <translation>Warum:</translation>
    </message>
    <message>
        <source>Answer again</source>
        <translation>Erneut antworten</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal versuchen</translation>
    </message>
    <message>
        <source>Attempts so far: %1.</source>
        <extracomment>%1 is the number of graded attempts at this question.</extracomment>
        <translation>Bisherige Versuche: %1.</translation>
    </message>
    <message>
        <source>Right on the first try.</source>
        <translation>Beim ersten Versuch richtig.</translation>
    </message>
    <message>
        <source>Not right on the first try.</source>
        <translation>Beim ersten Versuch nicht richtig.</translation>
    </message>
    <message>
        <source>This application cannot show &quot;%1&quot; questions.</source>
        <extracomment>%1: a question type, e.g. &quot;ordering&quot;</extracomment>
        <translation>Fragen vom Typ „%1“ kann diese Anwendung nicht anzeigen.</translation>
    </message>
    <message>
        <source>Partly right: %1% of the credit.</source>
        <extracomment>Verdict after an answer that earns part of the credit; %1% is a percentage, e.g. &quot;50%&quot;.</extracomment>
        <translation>Teilweise richtig: %1 % der Punkte.</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <extracomment>The button that shows a question&apos;s answer and explanation before the learner found it.</extracomment>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Show the answer and why; the question then does not count as right on the first try</source>
        <translation>Die Antwort und die Begründung zeigen; die Frage zählt dann nicht als beim ersten Versuch richtig</translation>
    </message>
    <message>
        <source>Reread the part of the chapter this question is about, and work it out again.</source>
        <extracomment>The hint after a wrong try when the author wrote none and the question&apos;s chapter has no title.</extracomment>
        <translation>Lesen Sie den Teil des Kapitels, um den es in dieser Frage geht, noch einmal und überlegen Sie erneut.</translation>
    </message>
    <message>
        <source>Look again at the chapter “%1”: its text and its lab show what this question is about.</source>
        <extracomment>The hint after a wrong try when the author wrote none; %1 is the title of the question&apos;s chapter.</extracomment>
        <translation>Sehen Sie sich das Kapitel „%1“ noch einmal an: Sein Text und sein Labor zeigen, worum es in dieser Frage geht.</translation>
    </message>
    <message>
        <source>The solution is below; try again when you see why.</source>
        <extracomment>After a wrong try, when the hint is shown.</extracomment>
        <translation>Die Lösung steht unten; versuchen Sie es noch einmal, sobald Sie verstehen, warum.</translation>
    </message>
    <message>
        <source>Read the hint, then try again.</source>
        <translation>Lesen Sie den Hinweis und versuchen Sie es dann noch einmal.</translation>
    </message>
    <message>
        <source>Hint:</source>
        <extracomment>Precedes the hint shown after a wrong try.</extracomment>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <source>The answer:</source>
        <extracomment>Precedes the right answer when the solution is shown, e.g. &quot;The answer: 0.5&quot;.</extracomment>
        <translation>Die Antwort:</translation>
    </message>
    <message>
        <source>You asked for the solution.</source>
        <extracomment>In the line of attempts under a question: the learner asked for the solution.</extracomment>
        <translation>Sie haben sich die Lösung zeigen lassen.</translation>
    </message>
</context>
<context>
    <name>atlas::QuizLab</name>
    <message>
        <source>This quiz has no questions.</source>
        <translation>Dieses Quiz hat keine Fragen.</translation>
    </message>
    <message numerus="yes">
        <source>Score: none of %n question(s) answered yet.</source>
        <extracomment>Score line of the final quiz before any answer.</extracomment>
        <translation>
            <numerusform>Ergebnis: %n Frage, noch nicht beantwortet.</numerusform>
            <numerusform>Ergebnis: noch keine der %n Fragen beantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1 of %2 correct (%3 %), %4 right on the first try.</source>
        <extracomment>Score line of the final quiz when every question is answered: %1 correct of %2 questions (%3 percent), %4 right on the first try.</extracomment>
        <translation>Ergebnis: %1 von %2 richtig (%3&#xa0;%), %4 beim ersten Versuch richtig.</translation>
    </message>
    <message>
        <source>Attempt %1. Each question has one record in the course: answers you gave in the chapters count here, and answers here count there.</source>
        <extracomment>Under the score line of the final quiz; %1 is the attempt number.</extracomment>
        <translation>Durchgang %1. Jede Frage wird im Kurs nur einmal erfasst: Antworten, die Sie in den Kapiteln gegeben haben, zählen hier, und Antworten hier zählen dort.</translation>
    </message>
    <message numerus="yes">
        <source>Retry missed (%n)</source>
        <extracomment>Button: show only the questions whose latest answer is wrong; %n is how many.</extracomment>
        <translation>
            <numerusform>Falsche wiederholen (%n)</numerusform>
            <numerusform>Falsche wiederholen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retry round %1: the %n question(s) you missed, in a new order. Your first tries still count as first tries.</source>
        <extracomment>Above the questions in a retry round; %n is how many are shown.</extracomment>
        <translation>
            <numerusform>Wiederholungsrunde %1: die %n Frage, die Sie falsch beantwortet haben. Ihre ersten Versuche zählen weiterhin als erste Versuche.</numerusform>
            <numerusform>Wiederholungsrunde %1: die %n Fragen, die Sie falsch beantwortet haben, in neuer Reihenfolge. Ihre ersten Versuche zählen weiterhin als erste Versuche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Questions (%1)</source>
        <translation>Fragen (%1)</translation>
    </message>
    <message>
        <source>Score by chapter</source>
        <translation>Ergebnis nach Kapitel</translation>
    </message>
    <message>
        <source>Mistakes (%1)</source>
        <translation>Fehler (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Showing the %n missed question(s) again.</source>
        <extracomment>Status message after &quot;Retry missed&quot;.</extracomment>
        <translation>
            <numerusform>Die %n falsch beantwortete Frage wird erneut angezeigt.</numerusform>
            <numerusform>Die %n falsch beantworteten Fragen werden erneut angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset the quiz?</source>
        <translation>Quiz zurücksetzen?</translation>
    </message>
    <message numerus="yes">
        <source>This clears your answers to the %n question(s) of this quiz — in their chapters too — and starts a new attempt in a new order. Export your results first if you want to keep them.</source>
        <translation>
            <numerusform>Damit wird Ihre Antwort auf die %n Frage dieses Quiz gelöscht – auch in ihrem Kapitel – und ein neuer Durchgang beginnt. Exportieren Sie vorher Ihre Ergebnisse, wenn Sie sie behalten möchten.</numerusform>
            <numerusform>Damit werden Ihre Antworten auf die %n Fragen dieses Quiz gelöscht – auch in ihren Kapiteln – und ein neuer Durchgang in neuer Reihenfolge beginnt. Exportieren Sie vorher Ihre Ergebnisse, wenn Sie sie behalten möchten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset</source>
        <extracomment>Button of the confirmation &quot;Reset the quiz?&quot;: clear the answers and start a new attempt.</extracomment>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>The quiz was reset: attempt %1, in a new order.</source>
        <translation>Das Quiz wurde zurückgesetzt: Durchgang %1, in neuer Reihenfolge.</translation>
    </message>
    <message>
        <source>Results written to %1</source>
        <extracomment>Status message after exporting the quiz results; %1 is the file.</extracomment>
        <translation>Ergebnisse nach %1 geschrieben</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Quiz Results</source>
        <translation>Quizergebnisse exportieren</translation>
    </message>
    <message>
        <source>Show only the questions whose latest answer is wrong, in a new order</source>
        <translation>Nur die Fragen zeigen, deren letzte Antwort falsch ist, in neuer Reihenfolge</translation>
    </message>
    <message>
        <source>Show all questions</source>
        <translation>Alle Fragen zeigen</translation>
    </message>
    <message>
        <source>Reset quiz…</source>
        <translation>Quiz zurücksetzen…</translation>
    </message>
    <message>
        <source>Clear the answers of this quiz and start a new attempt</source>
        <translation>Die Antworten dieses Quiz löschen und einen neuen Durchgang beginnen</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
    <message numerus="yes">
        <source>Score: %1 of %2 correct (%3 %), %4 right on the first try. %n not answered yet.</source>
        <extracomment>Score line of the final quiz: %1 correct of %2 questions (%3 percent), %4 right on the first try; %n questions are not answered yet.</extracomment>
        <translation>
            <numerusform>Ergebnis: %1 von %2 richtig (%3&#xa0;%), %4 beim ersten Versuch richtig. %n Frage ist noch nicht beantwortet.</numerusform>
            <numerusform>Ergebnis: %1 von %2 richtig (%3&#xa0;%), %4 beim ersten Versuch richtig. %n Fragen sind noch nicht beantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1 of %2 correct (%3 %), %4 right on the first try. Every question answered correctly.</source>
        <extracomment>Score line of the final quiz when every question is answered correctly: %1 correct of %2 questions (%3 percent, always 100), %4 right on the first try.</extracomment>
        <translation>Ergebnis: %1 von %2 richtig (%3&#xa0;%), %4 beim ersten Versuch richtig. Alle Fragen richtig beantwortet.</translation>
    </message>
    <message>
        <source>With partial credit: %1 of %2 (%3 %).</source>
        <extracomment>Added to the score line of the final quiz when answers earned part of the credit: %1 credit (e.g. &quot;7.5&quot;) of %2 questions, %3 percent.</extracomment>
        <translation>Mit Teilpunkten: %1 von %2 (%3 %).</translation>
    </message>
    <message>
        <source>Learner Id</source>
        <translation>Lernenden-ID</translation>
    </message>
    <message>
        <source>The id your exported results carry: what your teacher asked for, such as your name or a number (at most %1 characters).</source>
        <translation>Die ID, die Ihre exportierten Ergebnisse tragen: was Ihre Lehrkraft vorgegeben hat, etwa Ihr Name oder eine Nummer (höchstens %1 Zeichen).</translation>
    </message>
    <message>
        <source>Save your results as a CSV table or as JSON, with your learner id, for your teacher</source>
        <translation>Ihre Ergebnisse als CSV-Tabelle oder als JSON speichern, mit Ihrer Lernenden-ID, für Ihre Lehrkraft</translation>
    </message>
    <message>
        <source>Learner id…</source>
        <translation>Lernenden-ID…</translation>
    </message>
    <message>
        <source>Set the id your exported results carry, so that your teacher can tell them apart</source>
        <translation>Die ID festlegen, die Ihre exportierten Ergebnisse tragen, damit Ihre Lehrkraft sie unterscheiden kann</translation>
    </message>
    <message numerus="yes">
        <source>All %n question(s) of this attempt, shuffled. Answer with the mouse or the keyboard: Tab moves between questions, the arrow keys choose one answer and Space ticks a box, Enter on Check (or Ctrl+Return anywhere in a question) checks.</source>
        <translation>
            <numerusform>Die %n Frage dieses Durchgangs. Antworten Sie mit der Maus oder der Tastatur: Tab wechselt zwischen den Fragen, die Pfeiltasten wählen eine Antwort, die Leertaste kreuzt ein Kästchen an, die Eingabetaste auf „Prüfen“ (oder Strg+Eingabetaste irgendwo in einer Frage) prüft.</numerusform>
            <numerusform>Alle %n Fragen dieses Durchgangs, gemischt. Antworten Sie mit der Maus oder der Tastatur: Tab wechselt zwischen den Fragen, die Pfeiltasten wählen eine Antwort, die Leertaste kreuzt ein Kästchen an, die Eingabetaste auf „Prüfen“ (oder Strg+Eingabetaste irgendwo in einer Frage) prüft.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::QuizMistakesView</name>
    <message>
        <source>Nothing answered yet. Questions you get wrong appear here with their explanations.</source>
        <translation>Noch nichts beantwortet. Fragen, die Sie falsch beantworten, erscheinen hier mit ihren Erklärungen.</translation>
    </message>
    <message>
        <source>No mistakes so far: every answer was right on the first try.</source>
        <translation>Bisher keine Fehler: Jede Antwort war beim ersten Versuch richtig.</translation>
    </message>
    <message>
        <source>All of them are right now.</source>
        <extracomment>After &quot;N questions went wrong at some point.&quot;: none of them is still wrong.</extracomment>
        <translation>Inzwischen ist alles richtig.</translation>
    </message>
    <message numerus="yes">
        <source>%n still to get right.</source>
        <extracomment>After &quot;N questions went wrong at some point.&quot;: %n of them are still to be answered correctly.</extracomment>
        <translation>
            <numerusform>%n muss noch richtig beantwortet werden.</numerusform>
            <numerusform>%n müssen noch richtig beantwortet werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>From “%1”</source>
        <extracomment>Where a question of the review comes from; %1 is a chapter title.</extracomment>
        <translation>Aus „%1“</translation>
    </message>
    <message numerus="yes">
        <source>Right now, after %n attempt(s).</source>
        <translation>
            <numerusform>Jetzt richtig, nach %n Versuch.</numerusform>
            <numerusform>Jetzt richtig, nach %n Versuchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not yet right, %n attempt(s).</source>
        <translation>
            <numerusform>Noch nicht richtig, %n Versuch.</numerusform>
            <numerusform>Noch nicht richtig, %n Versuche.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last answer: %1</source>
        <extracomment>In the review of mistakes: the learner&apos;s latest answer.</extracomment>
        <translation>Ihre letzte Antwort: %1</translation>
    </message>
    <message>
        <source>Correct answer: %1</source>
        <extracomment>In the review of mistakes.</extracomment>
        <translation>Richtige Antwort: %1</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Warum:</translation>
    </message>
    <message>
        <source>Show the question</source>
        <translation>Frage zeigen</translation>
    </message>
    <message>
        <source>Answer it again</source>
        <translation>Erneut beantworten</translation>
    </message>
    <message>
        <source>Read its chapter</source>
        <translation>Kapitel lesen</translation>
    </message>
    <message>
        <source>Review of mistakes</source>
        <translation>Fehlerübersicht</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) went wrong at some point.</source>
        <extracomment>%n questions went wrong at some point. A sentence of its own; the next one says how many are still wrong.</extracomment>
        <translation>
            <numerusform>%n Frage wurde irgendwann falsch beantwortet.</numerusform>
            <numerusform>%n Fragen wurden irgendwann falsch beantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer comes after your second try, or with Show the solution in the question.</source>
        <extracomment>In the review of mistakes, after one wrong try: the answer waits.</extracomment>
        <translation>Die Antwort folgt nach Ihrem zweiten Versuch oder mit „Lösung zeigen“ in der Frage.</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Hinweis:</translation>
    </message>
</context>
<context>
    <name>atlas::QuizPanel</name>
    <message>
        <source>Check your understanding</source>
        <extracomment>Title of the quiz section at the end of a chapter.</extracomment>
        <translation>Verständnisfragen</translation>
    </message>
    <message>
        <source>This chapter has no questions.</source>
        <translation>Dieses Kapitel hat keine Fragen.</translation>
    </message>
    <message>
        <source>%1 of %2 correct, %3 on the first try</source>
        <extracomment>Score line: %1 correct (latest answer) of %2 questions, %3 of them right on the first try.</extracomment>
        <translation>%1 von %2 richtig, %3 beim ersten Versuch</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s), none answered yet.</source>
        <extracomment>Score line before any answer.</extracomment>
        <translation>
            <numerusform>%n Frage, noch nicht beantwortet.</numerusform>
            <numerusform>%n Fragen, noch keine beantwortet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::QuizScoreChart</name>
    <message>
        <source>Score by chapter</source>
        <extracomment>Chart title on the quiz page.</extracomment>
        <translation>Ergebnis nach Kapitel</translation>
    </message>
    <message>
        <source>right first time</source>
        <translation>auf Anhieb richtig</translation>
    </message>
    <message>
        <source>right after a retry</source>
        <translation>nach Wiederholung richtig</translation>
    </message>
    <message>
        <source>not yet right</source>
        <translation>noch nicht richtig</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>questions (count)</source>
        <translation>Fragen (Anzahl)</translation>
    </message>
    <message>
        <source>chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>The same counts are in the score table.</source>
        <translation>Dieselben Zahlen stehen in der Ergebnistabelle.</translation>
    </message>
</context>
<context>
    <name>atlas::QuizScoreModel</name>
    <message>
        <source>Whole quiz</source>
        <extracomment>The last row of the score table: the whole quiz.</extracomment>
        <translation>Gesamt</translation>
    </message>
    <message numerus="yes">
        <source>%1 % of %n question(s)</source>
        <extracomment>Tooltip of a count in the score table: its share of the chapter&apos;s questions.</extracomment>
        <translation>
            <numerusform>%1&#xa0;% von %n Frage</numerusform>
            <numerusform>%1&#xa0;% von %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Correct</source>
        <extracomment>Column: questions whose latest answer is correct.</extracomment>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Auf Anhieb richtig</translation>
    </message>
</context>
<context>
    <name>atlas::RankPanel</name>
    <message>
        <source>A head&apos;s score of query x_i on key x_j is a bilinear form: both projections fold into one d × d matrix W_QK, and it decides where the head looks. It is a product through dₖ columns, so its rank is at most dₖ: a narrow head can tell apart only dₖ directions of the model&apos;s d. Change the head width and watch the singular values.</source>
        <translation>Der Score eines Kopfs für Query x_i und Key x_j ist eine Bilinearform: Beide Projektionen fallen zu einer Matrix W_QK der Größe d × d zusammen, und sie entscheidet, wohin der Kopf schaut. Sie ist ein Produkt durch dₖ Spalten, also ist ihr Rang höchstens dₖ: Ein schmaler Kopf kann nur dₖ der d Richtungen des Modells unterscheiden. Ändern Sie die Kopfbreite und beobachten Sie die Singulärwerte.</translation>
    </message>
    <message>
        <source>Head &amp;width dₖ:</source>
        <translation>Kopf&amp;breite dₖ:</translation>
    </message>
    <message>
        <source>Head width dₖ</source>
        <translation>Kopfbreite dₖ</translation>
    </message>
    <message>
        <source>W_QK of a head with dₖ = %1 in a model of d = %2</source>
        <extracomment>%1 the head width, %2 the model width.</extracomment>
        <translation>W_QK eines Kopfs mit dₖ = %1 in einem Modell mit d = %2</translation>
    </message>
    <message>
        <source>query side</source>
        <extracomment>Rows and columns of W_QK are coordinates of the model&apos;s width: the query&apos;s side and the key&apos;s side.</extracomment>
        <translation>Query-Seite</translation>
    </message>
    <message>
        <source>key side</source>
        <translation>Key-Seite</translation>
    </message>
    <message>
        <source>query coordinate</source>
        <translation>Query-Koordinate</translation>
    </message>
    <message>
        <source>key coordinate</source>
        <translation>Key-Koordinate</translation>
    </message>
    <message>
        <source>Singular values: %1 — rank %2 of %3: at most dₖ = %4.</source>
        <extracomment>%1 the singular values, %2 the rank, %3 d, %4 dₖ.</extracomment>
        <translation>Singulärwerte: %1 – Rang %2 von %3: höchstens dₖ = %4.</translation>
    </message>
    <message>
        <source>%1 heads of dₖ = %2 have 4·d·H·dₖ = %3 parameters in W_q, W_k, W_v and W_o, exactly as many as one head of width d (%4), but form %1 attention patterns instead of one.</source>
        <extracomment>%1 heads of width dₖ filling d, %2 dₖ, %3 their parameters, %4 one head of width d&apos;s parameters.</extracomment>
        <translation>%1 Köpfe mit dₖ = %2 haben 4·d·H·dₖ = %3 Parameter in W_q, W_k, W_v und W_o, genau so viele wie ein Kopf der Breite d (%4), bilden aber %1 Attention-Muster statt eines einzigen.</translation>
    </message>
    <message>
        <source>d = %1 does not split into heads of dₖ = %2; when dₖ divides d, the d/dₖ heads cost exactly the parameters of one head of width d.</source>
        <extracomment>%1 d, %2 dₖ.</extracomment>
        <translation>d = %1 lässt sich nicht in Köpfe mit dₖ = %2 aufteilen; wenn dₖ ein Teiler von d ist, kosten die d/dₖ Köpfe genau die Parameter eines Kopfs der Breite d.</translation>
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
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Replay:</source>
        <extracomment>Before the replay slider: the learner scrubs back through the training.</extracomment>
        <translation>Wiederholung:</translation>
    </message>
    <message>
        <source>Replay the training</source>
        <translation>Wiederholung des Trainings</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Neuester Stand</translation>
    </message>
    <message>
        <source>Back to the model as it is now</source>
        <translation>Zurück zum Modell im aktuellen Zustand</translation>
    </message>
    <message>
        <source>Go to the marked step</source>
        <translation>Zum markierten Schritt gehen</translation>
    </message>
</context>
<context>
    <name>atlas::RotaryPairChart</name>
    <message>
        <source>Pair %1 of q and k, rotated by their positions</source>
        <extracomment>%1 is the pair&apos;s index i; the pair is coordinates 2i and 2i+1 of q and k.</extracomment>
        <translation>Paar %1 von q und k, um ihre Positionen gedreht</translation>
    </message>
    <message>
        <source>coordinate %1</source>
        <extracomment>Axis title: coordinate 2i of the pair (%1 is its index).</extracomment>
        <translation>Koordinate %1</translation>
    </message>
    <message>
        <source>q at %1</source>
        <extracomment>Legend entries: q at position %1 (m), k at position %1 (n); dashed: at m + s and n + s.</extracomment>
        <translation>q an %1</translation>
    </message>
    <message>
        <source>k at %1</source>
        <translation>k an %1</translation>
    </message>
    <message>
        <source>q at %1 (shifted)</source>
        <translation>q an %1 (verschoben)</translation>
    </message>
    <message>
        <source>k at %1 (shifted)</source>
        <translation>k an %1 (verschoben)</translation>
    </message>
    <message>
        <source>length of q&apos;s pair</source>
        <translation>Länge des Paars von q</translation>
    </message>
    <message>
        <source>length of k&apos;s pair</source>
        <translation>Länge des Paars von k</translation>
    </message>
</context>
<context>
    <name>atlas::RotaryPanel</name>
    <message>
        <source>RoPE (Su et al. 2021) adds nothing to the tokens: it turns each pair of coordinates of q and k by its position times the pair&apos;s frequency, after the projection and before the score. Rotations compose, so the score sees only the difference of the two positions.</source>
        <translation>RoPE (Su et al. 2021) addiert nichts zu den Tokens: Es dreht jedes Koordinatenpaar von q und k um seine Position mal die Frequenz des Paars, nach der Projektion und vor dem Score. Drehungen lassen sich hintereinanderschalten, also sieht der Score nur die Differenz der beiden Positionen.</translation>
    </message>
    <message>
        <source>Query at &amp;m:</source>
        <translation>Query an &amp;m:</translation>
    </message>
    <message>
        <source>key at &amp;n:</source>
        <translation>Key an &amp;n:</translation>
    </message>
    <message>
        <source>&amp;Shift s:</source>
        <translation>&amp;Verschiebung s:</translation>
    </message>
    <message>
        <source>P&amp;air drawn:</source>
        <translation>P&amp;aar gezeichnet:</translation>
    </message>
    <message>
        <source>Shift both positions by s</source>
        <translation>Beide Positionen um s verschieben</translation>
    </message>
    <message>
        <source>Score at m = %1, n = %2: %3
Score at m + s = %4, n + s = %5: %6
Difference: %7 (rounding only; m − n = %8 in both)
Without rotation, q·k = %9</source>
        <extracomment>%1 … %8: positions and scores; m − n is the only thing the score depends on.</extracomment>
        <translation>Score bei m = %1, n = %2: %3
Score bei m + s = %4, n + s = %5: %6
Differenz: %7 (nur Rundung; m − n = %8 in beiden)
Ohne Drehung q·k = %9</translation>
    </message>
    <message>
        <source>Each pair turns at its own frequency ωᵢ = base^(−2i/dₖ), dₖ = %1: the first pairs turn fast and tell near positions apart, the last turn slowly and tell far ones apart.</source>
        <translation>Jedes Paar dreht mit seiner eigenen Frequenz ωᵢ = base^(−2i/dₖ), dₖ = %1: Die ersten Paare drehen schnell und unterscheiden nahe Positionen, die letzten drehen langsam und unterscheiden entfernte.</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>Paar i</translation>
    </message>
    <message>
        <source>ωᵢ (radians per position)</source>
        <translation>ωᵢ (Radiant pro Position)</translation>
    </message>
    <message>
        <source>one turn (positions)</source>
        <translation>eine Umdrehung (Positionen)</translation>
    </message>
</context>
<context>
    <name>atlas::SamplingPanel</name>
    <message>
        <source>Next token after position %1: %2 of %3 tokens possible</source>
        <extracomment>%1 the position whose next token is shown, %2 how many tokens have a chance above zero, %3 the vocabulary size.</extracomment>
        <translation>Nächstes Token nach Position %1: %2 von %3 Tokens möglich</translation>
    </message>
    <message>
        <source>Sampling &amp;temperature:</source>
        <translation>Sampling-&amp;Temperatur:</translation>
    </message>
    <message>
        <source>Sampling temperature</source>
        <translation>Sampling-Temperatur</translation>
    </message>
    <message>
        <source>Top-&amp;k:</source>
        <translation>Top-&amp;k:</translation>
    </message>
    <message>
        <source>all tokens</source>
        <translation>alle Tokens</translation>
    </message>
    <message>
        <source>Keep only the k most likely tokens before the draw; 0 keeps every token.</source>
        <translation>Nur die k wahrscheinlichsten Tokens vor dem Ziehen behalten; 0 behält alle.</translation>
    </message>
    <message>
        <source>&amp;Greedy: always the most likely token</source>
        <translation>&amp;Gierig: immer das wahrscheinlichste Token</translation>
    </message>
    <message>
        <source>Sampler &amp;seed:</source>
        <translation>&amp;Seed des Samplers:</translation>
    </message>
    <message>
        <source>The same seed and settings draw the same tokens: changing it starts the sequence again.</source>
        <translation>Derselbe Seed und dieselben Einstellungen ziehen dieselben Tokens: Eine Änderung beginnt die Sequenz von vorn.</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>τₛ and k reshape the output distribution only, after every layer has run: the cache, the attention weights and the logits are the same whatever you choose here. The attention temperature τ of the first chapter is a different knob, inside every attention softmax.</source>
        <translation>τₛ und k formen nur die Ausgabeverteilung um, nachdem jede Schicht gelaufen ist: Cache, Attention-Gewichte und Logits bleiben gleich, was immer Sie hier wählen. Die Attention-Temperatur τ des ersten Kapitels ist ein anderer Regler, in jeder Attention-Softmax.</translation>
    </message>
    <message>
        <source>Next token: no distribution yet</source>
        <extracomment>Title of the next-token chart before the model has given a distribution.</extracomment>
        <translation>Nächstes Token: noch keine Verteilung</translation>
    </message>
    <message>
        <source>now</source>
        <extracomment>Legend of the next-token chart for a moment after a change of τₛ, k or greedy.</extracomment>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>before your change</source>
        <translation>vor Ihrer Änderung</translation>
    </message>
</context>
<context>
    <name>atlas::SaturationChart</name>
    <message>
        <source>Mean largest softmax probability over T = %1 keys</source>
        <translation>Mittlere größte Softmax-Wahrscheinlichkeit über T = %1 Keys</translation>
    </message>
    <message>
        <source>Mean softmax entropy over T = %1 keys</source>
        <translation>Mittlere Softmax-Entropie über T = %1 Keys</translation>
    </message>
    <message>
        <source>unscaled q·k</source>
        <translation>unskaliert q·k</translation>
    </message>
    <message>
        <source>scaled q·k/√dₖ</source>
        <translation>skaliert q·k/√dₖ</translation>
    </message>
    <message>
        <source>uniform: 1/T</source>
        <translation>gleichverteilt: 1/T</translation>
    </message>
    <message>
        <source>uniform: ln T</source>
        <translation>gleichverteilt: ln T</translation>
    </message>
    <message>
        <source>dₖ = %1</source>
        <translation>dₖ = %1</translation>
    </message>
    <message>
        <source>head width dₖ (log scale)</source>
        <translation>Kopfbreite dₖ (log. Skala)</translation>
    </message>
    <message>
        <source>largest probability</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>entropy (nats)</source>
        <translation>Entropie (nats)</translation>
    </message>
</context>
<context>
    <name>atlas::ScalingVarianceLab</name>
    <message>
        <source>Stopped. The charts show the widths measured so far; press “Complete the sweep” to go on.</source>
        <translation>Angehalten. Die Diagramme zeigen die bisher gemessenen Breiten; drücken Sie „Messreihe vervollständigen“, um fortzufahren.</translation>
    </message>
    <message>
        <source>Done: every width measured with this setting (results are kept if you come back to it).</source>
        <translation>Fertig: Jede Breite ist mit dieser Einstellung gemessen (die Ergebnisse bleiben erhalten, wenn Sie zu ihr zurückkehren).</translation>
    </message>
    <message>
        <source>Sampling in the background…</source>
        <translation>Stichproben werden im Hintergrund gezogen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Complete the sweep</source>
        <translation>Messreihe vervollständigen</translation>
    </message>
    <message>
        <source>Measuring dₖ = %1 …</source>
        <translation>dₖ = %1 wird gemessen …</translation>
    </message>
    <message>
        <source>± %1 (the argument predicts %2)</source>
        <extracomment>Table cell, after the measured variance (&quot;31.8 ± 0.14 (the argument predicts 32)&quot;): %1 the standard error, %2 the predicted variance.</extracomment>
        <translation>± %1 (die Herleitung sagt %2 voraus)</translation>
    </message>
    <message>
        <source>(the argument predicts %1; exact for these σ, ρ: %2)</source>
        <extracomment>Table cell, after the measured variance: %1 the variance the argument predicts, %2 the exact variance for the chosen σ and ρ.</extracomment>
        <translation>(die Herleitung sagt %1 voraus; exakt für diese σ, ρ: %2)</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td colspan=&apos;2&apos;&gt;&lt;b&gt;At dₖ = %1, %2 samples:&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Var(q·k) measured&lt;/td&gt;&lt;td&gt;%3 %4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Var(q·k/√dₖ) measured&lt;/td&gt;&lt;td&gt;%5 (the argument predicts 1)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;mean largest probability, T = %6&lt;/td&gt;&lt;td&gt;%7 unscaled, %8 scaled (uniform: %9)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;mean entropy&lt;/td&gt;&lt;td&gt;%10 nats unscaled, %11 scaled (uniform: ln T = %12)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <extracomment>The numbers measured at the current head width, as an HTML table.</extracomment>
        <translation>&lt;table cellspacing=&apos;0&apos; cellpadding=&apos;3&apos;&gt;&lt;tr&gt;&lt;td colspan=&apos;2&apos;&gt;&lt;b&gt;Bei dₖ = %1, %2 Stichproben:&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Var(q·k) gemessen&lt;/td&gt;&lt;td&gt;%3 %4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Var(q·k/√dₖ) gemessen&lt;/td&gt;&lt;td&gt;%5 (die Herleitung sagt 1 voraus)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;mittlere größte Wahrscheinlichkeit, T = %6&lt;/td&gt;&lt;td&gt;%7 unskaliert, %8 skaliert (gleichverteilt: %9)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;mittlere Entropie&lt;/td&gt;&lt;td&gt;%10 nats unskaliert, %11 skaliert (gleichverteilt: ln T = %12)&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>The bins span ±4 standard deviations of the unscaled scores (%1 … %2).</source>
        <extracomment>%1 … %2 is the range of the histogram&apos;s bins.</extracomment>
        <translation>Die Klassen überdecken ±4 Standardabweichungen der unskalierten Scores (%1 … %2).</translation>
    </message>
    <message>
        <source>The assumptions hold (σ = 1, ρ = 0): the measured variance follows the line Var = dₖ within sampling error, and the scaled variance stays at 1. Change σ or ρ above to break them.</source>
        <translation>Die Annahmen gelten (σ = 1, ρ = 0): Die gemessene Varianz folgt im Rahmen des Stichprobenfehlers der Geraden Var = dₖ, und die skalierte Varianz bleibt bei 1. Ändern Sie oben σ oder ρ, um sie zu verletzen.</translation>
    </message>
    <message>
        <source>Assumptions broken (σ = %1, ρ = %2): at dₖ = %3 the argument still predicts Var = %3, but the experiment measures %4 — the exact value for these σ and ρ is %5, %6 times the prediction. Dividing by √dₖ then leaves a variance of %7, not 1.</source>
        <translation>Annahmen verletzt (σ = %1, ρ = %2): Bei dₖ = %3 sagt die Herleitung weiterhin Var = %3 voraus, das Experiment misst aber %4 – der exakte Wert für diese σ und ρ ist %5, das %6-Fache der Vorhersage. Die Division durch √dₖ lässt dann eine Varianz von %7 übrig, nicht 1.</translation>
    </message>
    <message>
        <source>Head &amp;width dₖ</source>
        <translation>Kopf&amp;breite dₖ</translation>
    </message>
    <message>
        <source>Head width</source>
        <translation>Kopfbreite</translation>
    </message>
    <message>
        <source>&amp;Samples</source>
        <translation>S&amp;tichproben</translation>
    </message>
    <message>
        <source>Samples per width</source>
        <translation>Stichproben pro Breite</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;eed</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>&amp;Keys T</source>
        <translation>&amp;Keys T</translation>
    </message>
    <message>
        <source>Number of keys</source>
        <translation>Anzahl der Keys</translation>
    </message>
    <message>
        <source>Coordinate &amp;σ</source>
        <translation>Koordinaten-&amp;σ</translation>
    </message>
    <message>
        <source>Coordinate standard deviation</source>
        <translation>Standardabweichung der Koordinaten</translation>
    </message>
    <message>
        <source>The standard deviation of every coordinate of q and k. The argument assumes 1.</source>
        <translation>Die Standardabweichung jeder Koordinate von q und k. Die Herleitung nimmt 1 an.</translation>
    </message>
    <message>
        <source>Co&amp;rrelation ρ</source>
        <translation>Ko&amp;rrelation ρ</translation>
    </message>
    <message>
        <source>Coordinate correlation</source>
        <translation>Korrelation der Koordinaten</translation>
    </message>
    <message>
        <source>The correlation between any two coordinates of a vector. The argument assumes 0 (independent).</source>
        <translation>Die Korrelation zwischen je zwei Koordinaten eines Vektors. Die Herleitung nimmt 0 an (unabhängig).</translation>
    </message>
    <message>
        <source>Restore the &amp;assumptions</source>
        <translation>Annahmen &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Progress of the experiment</source>
        <translation>Fortschritt des Experiments</translation>
    </message>
    <message>
        <source>1 · The argument and its assumptions</source>
        <translation>1 · Die Herleitung und ihre Annahmen</translation>
    </message>
    <message>
        <source>2 · The scores, unscaled and scaled</source>
        <translation>2 · Die Scores, unskaliert und skaliert</translation>
    </message>
    <message>
        <source>3 · Variance against head width</source>
        <translation>3 · Varianz über der Kopfbreite</translation>
    </message>
    <message>
        <source>4 · Softmax saturation</source>
        <translation>4 · Softmax-Sättigung</translation>
    </message>
    <message>
        <source>Each point draws one query and T keys, takes the softmax of their scores, and averages over the samples. Without scaling, wider heads give wider-spread scores, so one key takes almost all the weight (largest probability → 1, entropy → 0): the softmax saturates, and its gradients vanish. With scaling the spread, and so the softmax, stays the same at every width.</source>
        <translation>Jeder Punkt zieht eine Query und T Keys, bildet die Softmax ihrer Scores und mittelt über die Stichproben. Ohne Skalierung streuen die Scores bei breiteren Köpfen stärker, sodass ein Key fast das gesamte Gewicht erhält (größte Wahrscheinlichkeit → 1, Entropie → 0): Die Softmax sättigt, und ihre Gradienten verschwinden. Mit Skalierung bleiben die Streuung und damit die Softmax bei jeder Breite gleich.</translation>
    </message>
    <message>
        <source>Cancel or complete the experiment</source>
        <translation>Experiment abbrechen oder vervollständigen</translation>
    </message>
    <message>
        <source>Scaling-variance lab</source>
        <translation>Labor: Skalierung und Varianz</translation>
    </message>
    <message numerus="yes">
        <source>The bins span ±4 standard deviations of the unscaled scores (%1 … %2). %Ln sample(s) fell outside and are not drawn.</source>
        <extracomment>%1 … %2 is the range of the histogram&apos;s bins; %Ln samples lie outside it.</extracomment>
        <translation>
            <numerusform>Die Klassen überdecken ±4 Standardabweichungen der unskalierten Scores (%1 … %2). %Ln Stichprobe liegt außerhalb und wird nicht gezeichnet.</numerusform>
            <numerusform>Die Klassen überdecken ±4 Standardabweichungen der unskalierten Scores (%1 … %2). %Ln Stichproben liegen außerhalb und werden nicht gezeichnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The argument assumes that the coordinates of q and k are independent, have mean 0 and variance 1. Then each coordinate product (q₁k₁, q₂k₂, …) has mean 0 and variance 1, and a sum of dₖ independent such products has variance dₖ: the scores spread like √dₖ, and dividing by √dₖ brings them back to unit variance. Trained queries and keys need not satisfy these assumptions — the controls σ and ρ above let you see what happens when they do not.</source>
        <translation>Die Herleitung nimmt an, dass die Koordinaten von q und k unabhängig sind und den Mittelwert 0 und die Varianz 1 haben. Dann hat jedes Koordinatenprodukt (q₁k₁, q₂k₂, …) den Mittelwert 0 und die Varianz 1, und eine Summe aus dₖ solchen unabhängigen Produkten hat die Varianz dₖ: Die Scores streuen wie √dₖ, und die Division durch √dₖ bringt sie auf die Varianz 1 zurück. Trainierte Queries und Keys müssen diese Annahmen nicht erfüllen – mit den Reglern σ und ρ oben sehen Sie, was geschieht, wenn sie es nicht tun.</translation>
    </message>
</context>
<context>
    <name>atlas::ScoreHistogramChart</name>
    <message>
        <source>q·k, unscaled</source>
        <translation>q·k, unskaliert</translation>
    </message>
    <message>
        <source>q·k / √dₖ, scaled</source>
        <translation>q·k / √dₖ, skaliert</translation>
    </message>
    <message>
        <source>score (dimensionless)</source>
        <translation>Score (dimensionslos)</translation>
    </message>
    <message>
        <source>share per bin</source>
        <translation>Anteil pro Klasse</translation>
    </message>
    <message>
        <source>Scores at dₖ = %1: unscaled and scaled, same bins</source>
        <translation>Scores bei dₖ = %1: unskaliert und skaliert, gleiche Klassen</translation>
    </message>
    <message>
        <source>Scores: unscaled and scaled, same bins</source>
        <translation>Scores: unskaliert und skaliert, gleiche Klassen</translation>
    </message>
</context>
<context>
    <name>atlas::ScoreMemoryView</name>
    <message>
        <source>1 B</source>
        <extracomment>Memory sizes on the chart&apos;s axis (decimal units).</extracomment>
        <translation>1 B</translation>
    </message>
    <message>
        <source>1 kB</source>
        <translation>1 kB</translation>
    </message>
    <message>
        <source>1 MB</source>
        <translation>1 MB</translation>
    </message>
    <message>
        <source>1 GB</source>
        <translation>1 GB</translation>
    </message>
    <message>
        <source>1 TB</source>
        <translation>1 TB</translation>
    </message>
    <message>
        <source>dense: the whole T × T matrix per head</source>
        <translation>dicht: die ganze T × T-Matrix pro Kopf</translation>
    </message>
    <message>
        <source>tiled (IO-aware): one %1 × %1 tile + 2T running numbers per head</source>
        <translation>gekachelt (IO-bewusst): eine %1 × %1-Kachel + 2T laufende Werte pro Kopf</translation>
    </message>
    <message>
        <source>this example, T = %1</source>
        <translation>dieses Beispiel, T = %1</translation>
    </message>
    <message>
        <source>The dense score matrix has T² entries per head: double the context, four times the memory. A tiled, IO-aware kernel computes the same A·V tile by tile with a running softmax, so it never stores the matrix — it changes how data moves, not the mathematics (up to rounding). The pairwise work stays T² per head either way.</source>
        <translation>Die dichte Score-Matrix hat T² Einträge pro Kopf: doppelter Kontext, vierfacher Speicher. Ein gekachelter, IO-bewusster Kernel berechnet dasselbe A·V Kachel für Kachel mit einer laufenden Softmax und speichert die Matrix daher nie – er ändert, wie Daten bewegt werden, nicht die Mathematik (bis auf Rundung). Der paarweise Aufwand bleibt in beiden Fällen T² pro Kopf.</translation>
    </message>
    <message>
        <source>this example
T = %1, dₖ = %2, dᵥ = %3</source>
        <translation>dieses Beispiel
T = %1, dₖ = %2, dᵥ = %3</translation>
    </message>
    <message>
        <source>a long context
T = %1, dₖ = dᵥ = %2</source>
        <translation>ein langer Kontext
T = %1, dₖ = dᵥ = %2</translation>
    </message>
    <message>
        <source>scores QKᵀ, one head</source>
        <translation>Scores QKᵀ, ein Kopf</translation>
    </message>
    <message>
        <source>mixture A·V, one head</source>
        <translation>Mischung A·V, ein Kopf</translation>
    </message>
    <message>
        <source>one query at a time (q·Kᵀ)</source>
        <translation>je eine Query (q·Kᵀ)</translation>
    </message>
    <message>
        <source>%1 operations/byte</source>
        <translation>%1 Op./Byte</translation>
    </message>
    <message>
        <source>Arithmetic intensity of the attention products</source>
        <translation>Arithmetische Intensität der Attention-Produkte</translation>
    </message>
    <message>
        <source>Why data reuse matters: a product of an m × k and a k × n matrix does 2mkn operations on mk + kn + mn numbers. Tensor units finish operations far faster than memory delivers numbers, so they only run near full speed when each number fetched is reused many times — in large block products, not in one dot product at a time:</source>
        <translation>Warum die Wiederverwendung von Daten zählt: Ein Produkt aus einer m × k- und einer k × n-Matrix führt 2mkn Operationen auf mk + kn + mn Zahlen aus. Tensor-Einheiten erledigen Operationen weit schneller, als der Speicher Zahlen liefert; sie laufen daher nur dann nahe der vollen Geschwindigkeit, wenn jede geladene Zahl viele Male wiederverwendet wird – in großen Blockprodukten, nicht in einem Skalarprodukt nach dem anderen:</translation>
    </message>
    <message>
        <source>Counts from formulas, 2 bytes per number. Attention Atlas does not run or time GPU kernels; the long-context column applies the same formulas to a typical size (%1 operations in QKᵀ and A·V for one head).</source>
        <translation>Zählungen aus Formeln, 2 Bytes pro Zahl. Attention Atlas führt keine GPU-Kernel aus und misst auch keine; die Spalte „langer Kontext“ wendet dieselben Formeln auf eine typische Größe an (%1 Operationen in QKᵀ und A·V für einen Kopf).</translation>
    </message>
    <message>
        <source>dense:</source>
        <extracomment>The two labels inside the typeset formula of the score memory: &quot;dense: T²Hb tiled: (BrBc + 2T)Hb&quot;. Plain text only (no braces or backslashes).</extracomment>
        <translation>dicht:</translation>
    </message>
    <message>
        <source>tiled:</source>
        <extracomment>See &quot;dense:&quot; — the memory of the tiled (IO-aware) kernel.</extracomment>
        <translation>gekachelt:</translation>
    </message>
    <message>
        <source>tokens T (log scale)</source>
        <translation>Tokens T (log. Skala)</translation>
    </message>
    <message>
        <source>bytes (log scale)</source>
        <translation>Bytes (log. Skala)</translation>
    </message>
    <message numerus="yes">
        <source>Score memory per layer against sequence length (%n head(s), 2-byte numbers)</source>
        <extracomment>%n is the number of attention heads.</extracomment>
        <translation>
            <numerusform>Score-Speicher pro Schicht nach Sequenzlänge (%n Kopf, 2 Byte pro Zahl)</numerusform>
            <numerusform>Score-Speicher pro Schicht nach Sequenzlänge (%n Köpfe, 2 Byte pro Zahl)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ScoreSweepChart</name>
    <message>
        <source>Sweeping s%1: the output and every probability</source>
        <extracomment>Chart title; %1 is the swept score&apos;s subscript (s₁).</extracomment>
        <translation>Variation von s%1: die Ausgabe und jede Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>score s%1 (dimensionless)</source>
        <extracomment>Axis title; %1 is a subscript.</extracomment>
        <translation>Score s%1 (dimensionslos)</translation>
    </message>
    <message>
        <source>output o (value units)</source>
        <translation>Ausgabe o (Value-Einheiten)</translation>
    </message>
    <message>
        <source>probability a (dimensionless)</source>
        <translation>Wahrscheinlichkeit a (dimensionslos)</translation>
    </message>
    <message>
        <source>output o</source>
        <translation>Ausgabe o</translation>
    </message>
    <message>
        <source>tangent, slope ∂o/∂s%1 = %2</source>
        <extracomment>Legend entry; %1 is a subscript.</extracomment>
        <translation>Tangente, Steigung ∂o/∂s%1 = %2</translation>
    </message>
    <message>
        <source>current score</source>
        <translation>aktueller Score</translation>
    </message>
    <message>
        <source>a%1 (masked)</source>
        <translation>a%1 (maskiert)</translation>
    </message>
    <message>
        <source>a%1</source>
        <translation>a%1</translation>
    </message>
    <message>
        <source>left axis: output o (value units)</source>
        <extracomment>Under the chart&apos;s title: what the left vertical axis shows.</extracomment>
        <translation>linke Achse: Ausgabe o (Value-Einheiten)</translation>
    </message>
    <message>
        <source>right axis: probability a (dimensionless)</source>
        <extracomment>Under the chart&apos;s title: what the right vertical axis shows.</extracomment>
        <translation>rechte Achse: Wahrscheinlichkeit a (dimensionslos)</translation>
    </message>
</context>
<context>
    <name>atlas::SectionedLab</name>
    <message>
        <source>Reset the examples</source>
        <translation>Beispiele zurücksetzen</translation>
    </message>
</context>
<context>
    <name>atlas::SequencePanel</name>
    <message>
        <source>%1 The table below still shows the last sequence the model could read.</source>
        <translation>%1 Die Tabelle unten zeigt noch die letzte Sequenz, die das Modell lesen konnte.</translation>
    </message>
    <message>
        <source>No token of this sequence appears twice, so there is nothing to copy: type a phrase and then the same phrase again.</source>
        <translation>Kein Token dieser Sequenz kommt zweimal vor, also gibt es nichts zu kopieren: Geben Sie eine Phrase und dann dieselbe Phrase noch einmal ein.</translation>
    </message>
    <message>
        <source>At %2 positions the token appeared before; there the model&apos;s top prediction is what followed it last time at %1 of them. At the %4 positions whose token is new it guesses the actual next token %3 times.</source>
        <extracomment>%1 and %2 count positions; %3 and %4 too, for the tokens seen for the first time.</extracomment>
        <translation>An %2 Positionen kam das Token schon vorher vor; dort ist die beste Vorhersage des Modells an %1 davon das, was ihm beim letzten Mal folgte. An den %4 Positionen mit neuem Token errät es das tatsächliche nächste Token %3-mal.</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1 (bei %2)</translation>
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
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Every head&apos;s attention from query %1 (%2)</source>
        <extracomment>%1 is a position, %2 its token.</extracomment>
        <translation>Die Attention jedes Kopfs von Query %1 (%2) aus</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>keys (positions)</source>
        <translation>Keys (Positionen)</translation>
    </message>
    <message>
        <source>Type tokens of the model&apos;s vocabulary, separated by spaces — a phrase and then the same phrase again, say. The model reads them after its BOS token, as in training. Select a row to see where every head looks from that query.</source>
        <translation>Geben Sie Tokens des Vokabulars des Modells ein, durch Leerzeichen getrennt – zum Beispiel eine Phrase und dann dieselbe Phrase noch einmal. Das Modell liest sie nach seinem BOS-Token, wie im Training. Wählen Sie eine Zeile, um zu sehen, wohin jeder Kopf von dieser Query aus schaut.</translation>
    </message>
    <message>
        <source>Your own sequence</source>
        <translation>Ihre eigene Sequenz</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>Tokens: %1</translation>
    </message>
    <message>
        <source>New phrase</source>
        <translation>Neue Phrase</translation>
    </message>
    <message>
        <source>A new phrase of distinct tokens, followed by its repeat.</source>
        <translation>Eine neue Phrase aus verschiedenen Tokens, gefolgt von ihrer Wiederholung.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>followed it last time</source>
        <translation>folgte ihm beim letzten Mal</translation>
    </message>
    <message>
        <source>model predicts next</source>
        <translation>Modell sagt als Nächstes voraus</translation>
    </message>
    <message>
        <source>actual next</source>
        <translation>tatsächlich als Nächstes</translation>
    </message>
    <message>
        <source>Predictions at every position</source>
        <translation>Vorhersagen an jeder Position</translation>
    </message>
    <message>
        <source>This model only ever saw copies of %1 tokens; here the phrase comes back after %2, outside its training, and a model this small need not copy there. Try a phrase of %1 tokens.</source>
        <extracomment>%1: the one copy length the model was trained on; %2: how soon the typed phrase comes back.</extracomment>
        <translation>Dieses Modell hat nur Kopien von %1 Tokens gesehen; hier kehrt die Phrase nach %2 wieder, außerhalb seines Trainings, und ein so kleines Modell muss dort nicht kopieren. Versuchen Sie eine Phrase aus %1 Tokens.</translation>
    </message>
    <message>
        <source>This model only ever saw copies of %1 to %2 tokens; here the phrase comes back after %3, outside its training, and a model this small need not copy there. Try a phrase of %1 to %2 tokens.</source>
        <translation>Dieses Modell hat nur Kopien von %1 bis %2 Tokens gesehen; hier kehrt die Phrase nach %3 wieder, außerhalb seines Trainings, und ein so kleines Modell muss dort nicht kopieren. Versuchen Sie eine Phrase aus %1 bis %2 Tokens.</translation>
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
        <translation>Stichproben %1 → %2</translation>
    </message>
    <message>
        <source>seed %1 → %2</source>
        <translation>Seed %1 → %2</translation>
    </message>
    <message>
        <source>keys T %1 → %2</source>
        <translation>Keys T %1 → %2</translation>
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
        <translation>σ, ρ %1; %2 → 1; 0</translation>
    </message>
    <message>
        <source>Change a setting: this line then says what it did to the numbers measured.</source>
        <extracomment>Under the scaling-variance lab&apos;s controls before the learner changed anything.</extracomment>
        <translation>Ändern Sie eine Einstellung: Diese Zeile sagt dann, was sie an den gemessenen Zahlen bewirkt hat.</translation>
    </message>
    <message>
        <source>Your last change, %1: measuring…</source>
        <extracomment>%1 the setting and its change, e.g. &quot;σ 1 → 1.5&quot;.</extracomment>
        <translation>Ihre letzte Änderung, %1: wird gemessen …</translation>
    </message>
    <message>
        <source>Your last change, %1: at dₖ = %2, Var(q·k) %3 → %4; after dividing by √dₖ, %5 → %6; the mean largest probability (unscaled) %7 → %8.</source>
        <extracomment>%1 the setting and its change; %2 the head width; then the measured values before → after.</extracomment>
        <translation>Ihre letzte Änderung, %1: bei dₖ = %2 Var(q·k) %3 → %4; nach Division durch √dₖ %5 → %6; die mittlere größte Wahrscheinlichkeit (unskaliert) %7 → %8.</translation>
    </message>
    <message>
        <source>Your last change, %1: at dₖ = %2, Var(q·k) is %3 and %4 after dividing by √dₖ.</source>
        <extracomment>%1 the setting and its change; %2 the head width; nothing was measured before the change.</extracomment>
        <translation>Ihre letzte Änderung, %1: Bei dₖ = %2 ist Var(q·k) %3 und nach Division durch √dₖ %4.</translation>
    </message>
</context>
<context>
    <name>atlas::SettingsPanel</name>
    <message>
        <source>The learning rate stays at %1: %2</source>
        <extracomment>%1 is a whole sentence saying what is wrong with the typed learning rate.</extracomment>
        <translation>Die Lernrate bleibt bei %1: %2</translation>
    </message>
    <message>
        <source>These settings differ from those the model was trained with: Train starts a fresh model with them (the model shown now is replaced).</source>
        <translation>Diese Einstellungen weichen von denen ab, mit denen das Modell trainiert wurde: Trainieren beginnt mit ihnen ein frisches Modell (das jetzt gezeigte wird ersetzt).</translation>
    </message>
    <message>
        <source>These are the settings the model shown was trained with; Train goes on from where it is.</source>
        <translation>Dies sind die Einstellungen, mit denen das gezeigte Modell trainiert wurde; Trainieren macht dort weiter, wo es ist.</translation>
    </message>
    <message>
        <source>Default: d = 64, 4 heads per layer, R = 12 (forms in a few hundred steps)</source>
        <translation>Standard: d = 64, 4 Köpfe pro Schicht, R = 12 (entsteht in einigen hundert Schritten)</translation>
    </message>
    <message>
        <source>Larger: V = 48, R = 16 (slower)</source>
        <translation>Größer: V = 48, R = 16 (langsamer)</translation>
    </message>
    <message>
        <source>Quick: d = 32, 2 heads per layer, R = 8</source>
        <translation>Schnell: d = 32, 2 Köpfe pro Schicht, R = 8</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>The preset entry shown when the settings match none of the presets.</extracomment>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>&amp;Preset</source>
        <translation>&amp;Voreinstellung</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Seed</translation>
    </message>
    <message>
        <source>Seeds the initial weights and every batch: the same seed gives the same run, bit for bit, whatever the threads.</source>
        <translation>Bestimmt die Anfangsgewichte und jeden Batch: Derselbe Seed ergibt denselben Lauf, Bit für Bit, unabhängig von den Threads.</translation>
    </message>
    <message>
        <source>Steps per &amp;run</source>
        <translation>Schritte pro &amp;Lauf</translation>
    </message>
    <message>
        <source>T&amp;hreads</source>
        <translation>T&amp;hreads</translation>
    </message>
    <message>
        <source>Worker threads for each step&apos;s batch. They change how long a step takes, never its result.</source>
        <translation>Worker-Threads für den Batch jedes Schritts. Sie ändern, wie lange ein Schritt dauert, nie sein Ergebnis.</translation>
    </message>
    <message>
        <source>The task</source>
        <translation>Die Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Vocabulary V</source>
        <translation>Vo&amp;kabular V</translation>
    </message>
    <message>
        <source>Copy length &amp;R</source>
        <translation>Kopielänge &amp;R</translation>
    </message>
    <message>
        <source>Shortest copy &amp;r</source>
        <translation>K&amp;ürzeste Kopie r</translation>
    </message>
    <message>
        <source>Each sequence copies r tokens, r drawn from this to R, behind fresh tokens. With r = R every copy starts at the same place, and a model can predict it by position alone.</source>
        <translation>Jede Sequenz kopiert r Tokens, r gezogen von diesem Wert bis R, hinter frischen Tokens. Mit r = R beginnt jede Kopie an derselben Stelle, und ein Modell kann sie allein über die Position vorhersagen.</translation>
    </message>
    <message>
        <source>&amp;BOS token first</source>
        <translation>&amp;BOS-Token zuerst</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>Das Modell</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>Schich&amp;ten</translation>
    </message>
    <message>
        <source>&amp;Heads per layer</source>
        <translation>K&amp;öpfe pro Schicht</translation>
    </message>
    <message>
        <source>&amp;Width d</source>
        <translation>Br&amp;eite d</translation>
    </message>
    <message>
        <source>&amp;Position embeddings</source>
        <translation>&amp;Positionseinbettungen</translation>
    </message>
    <message>
        <source>The optimizer</source>
        <translation>Der Optimierer</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>B&amp;atch</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>&amp;Optimierer</translation>
    </message>
    <message>
        <source>Learning r&amp;ate</source>
        <translation>Ler&amp;nrate</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>&amp;Warm-up steps</source>
        <translation>&amp;Warm-up-Schritte</translation>
    </message>
    <message>
        <source>&amp;Clip gradient norm</source>
        <translation>Gradientennorm &amp;clippen auf</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>When the gradient&apos;s norm over every parameter is larger, it is scaled down to this; 0 turns clipping off.</source>
        <translation>Ist die Norm des Gradienten über alle Parameter größer, wird er auf diesen Wert herunterskaliert; 0 schaltet das Clipping ab.</translation>
    </message>
    <message>
        <source>Back to the model&apos;s settings</source>
        <translation>Zurück zu den Einstellungen des Modells</translation>
    </message>
    <message>
        <source>Without position embeddings a position is its token&apos;s embedding and nothing else, so a first-layer head can tell keys apart only by their tokens, not by where they stand, and cannot single out the token just before. Only the causal mask still hints at position (query i reads i + 1 keys): the model learns to use that slowly and in part, over thousands of steps.</source>
        <translation>Ohne Positionseinbettungen ist eine Position die Einbettung ihres Tokens und sonst nichts, also kann ein Kopf der ersten Schicht Keys nur an ihren Tokens unterscheiden, nicht daran, wo sie stehen, und das Token direkt davor nicht herausgreifen. Nur die kausale Maske verrät noch etwas über die Position (Query i liest i + 1 Keys): Das Modell lernt, das zu nutzen, langsam und nur zum Teil, über Tausende von Schritten.</translation>
    </message>
</context>
<context>
    <name>atlas::ShortAnswerQuestionInput</name>
    <message>
        <source>A word or a few words. Press Return to check it.</source>
        <translation>Ein Wort oder wenige Wörter. Mit der Eingabetaste prüfen.</translation>
    </message>
    <message>
        <source>type your answer</source>
        <extracomment>Placeholder of the field of a short-answer question.</extracomment>
        <translation>Antwort eingeben</translation>
    </message>
</context>
<context>
    <name>atlas::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>Column headers of the keyboard shortcuts list.</extracomment>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>In a question</source>
        <translation>In einer Frage</translation>
    </message>
    <message>
        <source>Choose a single-choice answer</source>
        <translation>Die Antwort einer Einfachauswahlfrage wählen</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Tick or untick a choice; select a key of a block</source>
        <translation>Eine Antwortoption an- oder abkreuzen; einen Key eines Blocks auswählen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation>Die Antwort prüfen</translation>
    </message>
    <message>
        <source>%1, or Enter or Space on Check</source>
        <translation>%1 oder Eingabetaste bzw. Leertaste auf „Prüfen“</translation>
    </message>
    <message>
        <source>Check a typed number or word</source>
        <translation>Eine eingegebene Zahl oder ein eingegebenes Wort prüfen</translation>
    </message>
    <message>
        <source>Enter in the field</source>
        <translation>Eingabetaste im Feld</translation>
    </message>
    <message>
        <source>Try again; Show the solution</source>
        <translation>Noch einmal versuchen; Lösung zeigen</translation>
    </message>
    <message>
        <source>Enter or Space on the button</source>
        <translation>Eingabetaste oder Leertaste auf der Schaltfläche</translation>
    </message>
    <message>
        <source>Move an item of an ordering question</source>
        <translation>Ein Element einer Anordnungsfrage verschieben</translation>
    </message>
    <message>
        <source>Alt+Up, Alt+Down</source>
        <translation>Alt+Pfeil hoch, Alt+Pfeil runter</translation>
    </message>
    <message>
        <source>In a lab</source>
        <translation>In einem Labor</translation>
    </message>
    <message>
        <source>Move between controls</source>
        <translation>Zwischen Bedienelementen wechseln</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Edit a matrix cell</source>
        <translation>Eine Matrixzelle bearbeiten</translation>
    </message>
    <message>
        <source>Type a number, then Enter</source>
        <translation>Eine Zahl eingeben, dann Eingabetaste</translation>
    </message>
    <message>
        <source>Change a slider, spin box or list</source>
        <translation>Einen Regler, ein Zahlenfeld oder eine Liste ändern</translation>
    </message>
    <message>
        <source>Arrow keys once it has the focus (the mouse wheel too)</source>
        <translation>Pfeiltasten, sobald das Element den Fokus hat (auch das Mausrad)</translation>
    </message>
</context>
<context>
    <name>atlas::SinksPanel</name>
    <message>
        <source>L%1 H%2</source>
        <extracomment>A bar&apos;s label: layer %1, head %2 (both from 1).</extracomment>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <source>The rotary decoder was trained on windows of %1 tokens of a copy text, each led by a begin-of-sequence token (BOS). Here it reads a stream of %2 tokens, with one BOS at the start, through a cache of %1 positions: once the cache is full the oldest entry is evicted at every step, unless it is one of the first tokens kept.</source>
        <extracomment>%1 the training window (tokens), %2 the stream&apos;s length.</extracomment>
        <translation>Der Rotary-Decoder wurde auf Fenstern von %1 Tokens eines Kopiertexts trainiert, jedes angeführt von einem Sequenzanfangs-Token (BOS). Hier liest er einen Strom von %2 Tokens mit einem einzigen BOS am Anfang, durch einen Cache von %1 Positionen: Sobald der Cache voll ist, wird bei jedem Schritt der älteste Eintrag verdrängt, es sei denn, er gehört zu den behaltenen ersten Tokens.</translation>
    </message>
    <message>
        <source>Attention on the first token, per head (mean over the first %1 queries)</source>
        <extracomment>%1 the number of queries averaged over.</extracomment>
        <translation>Attention auf das erste Token, pro Kopf (Mittel über die ersten %1 Queries)</translation>
    </message>
    <message>
        <source>layer and head</source>
        <translation>Schicht und Kopf</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>this head</source>
        <translation>dieser Kopf</translation>
    </message>
    <message>
        <source>an even spread, 1/(i + 1)</source>
        <translation>gleichmäßig verteilt, 1/(i + 1)</translation>
    </message>
    <message>
        <source>Loss after eviction, by first tokens kept</source>
        <translation>Verlust nach Verdrängung, je nach behaltenen ersten Tokens</translation>
    </message>
    <message>
        <source>first tokens kept</source>
        <translation>behaltene erste Tokens</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>Verlust (Nats)</translation>
    </message>
    <message>
        <source>mean loss once the cache is full</source>
        <translation>mittlerer Verlust bei vollem Cache</translation>
    </message>
    <message>
        <source>Loss along the stream (mean over 12 steps)</source>
        <translation>Verlust entlang des Stroms (Mittel über 12 Schritte)</translation>
    </message>
    <message>
        <source>step t of the stream</source>
        <translation>Schritt t des Stroms</translation>
    </message>
    <message>
        <source>oldest evicted, first token too</source>
        <translation>älteste verdrängt, auch erstes Token</translation>
    </message>
    <message>
        <source>first token kept</source>
        <translation>erstes Token behalten</translation>
    </message>
    <message>
        <source>cache full: eviction starts</source>
        <translation>Cache voll: Verdrängung beginnt</translation>
    </message>
    <message>
        <source>The figures fill in when the decoders are trained.</source>
        <translation>Die Abbildungen füllen sich, sobald die Decoder trainiert sind.</translation>
    </message>
    <message>
        <source>Head %2 of layer %1 puts %3 of its weight on the first token, where an even spread would put %4: a sink. Once the cache is full, evicting the oldest tokens — the BOS first — costs %5 nats per token; keeping the first token, %6; keeping four, %7. The BOS says nothing about the text: the model needs it because every training window had it where a head parks its weight.</source>
        <extracomment>%1 layer, %2 head, %3 its weight on the first token, %4 an even spread&apos;s, %5 loss evicted, %6 kept, %7 kept 4.</extracomment>
        <translation>Kopf %2 der Schicht %1 legt %3 seines Gewichts auf das erste Token, wo eine gleichmäßige Verteilung %4 legen würde: ein Sink. Sobald der Cache voll ist, kostet das Verdrängen der ältesten Tokens – das BOS zuerst – %5 Nats pro Token; mit behaltenem erstem Token %6, mit vier behaltenen %7. Das BOS sagt nichts über den Text: Das Modell braucht es, weil es in jedem Trainingsfenster dort stand, wo ein Kopf sein Gewicht parkt.</translation>
    </message>
</context>
<context>
    <name>atlas::StandardChapterPage</name>
    <message>
        <source>Chapter title</source>
        <translation>Kapiteltitel</translation>
    </message>
    <message>
        <source>Chapter text and questions</source>
        <translation>Kapiteltext und Fragen</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Chapter text</source>
        <translation>Kapiteltext</translation>
    </message>
</context>
<context>
    <name>atlas::TaskControls</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>atlas::TrainingCharts</name>
    <message>
        <source>Loss during training</source>
        <translation>Verlust während des Trainings</translation>
    </message>
    <message>
        <source>Accuracy during training</source>
        <translation>Genauigkeit während des Trainings</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>Verlust (Nats)</translation>
    </message>
    <message>
        <source>accuracy</source>
        <extracomment>The axis of the accuracy chart: the share of predictions that are right, from 0 to 1.</extracomment>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>first half</source>
        <translation>erste Hälfte</translation>
    </message>
    <message>
        <source>repeated half</source>
        <translation>wiederholte Hälfte</translation>
    </message>
    <message>
        <source>uniform, ln %1 = %2</source>
        <extracomment>Legend entry: the loss of guessing uniformly among the V tokens, ln V; %1 is V, %2 the value.</extracomment>
        <translation>gleichverteilt, ln %1 = %2</translation>
    </message>
    <message>
        <source>chance, 1/%1</source>
        <extracomment>Legend entry: the accuracy of a uniform guess among the V tokens; %1 is V.</extracomment>
        <translation>Zufall, 1/%1</translation>
    </message>
    <message>
        <source>50 % (the rule)</source>
        <extracomment>Legend entry: the accuracy the formation rule waits for.</extracomment>
        <translation>50&#xa0;% (die Regel)</translation>
    </message>
    <message>
        <source>formed: step %1</source>
        <extracomment>Legend entry of the vertical line: the step at which the induction head formed.</extracomment>
        <translation>entstanden: Schritt %1</translation>
    </message>
    <message>
        <source>formed: not yet</source>
        <translation>entstanden: noch nicht</translation>
    </message>
    <message>
        <source>The first half holds fresh random tokens, the repeated half their copy. Each point is the mean over ten training steps of the figures of each step&apos;s batch, measured before the step&apos;s update — on sequences the model has not been trained on. The induction head is marked as formed at the first point whose repeated-half accuracy reaches 50 %.</source>
        <translation>Die erste Hälfte enthält frische Zufallstokens, die wiederholte Hälfte ihre Kopie. Jeder Punkt ist das Mittel über zehn Trainingsschritte der Werte des Batches jedes Schritts, gemessen vor der Aktualisierung des Schritts – auf Sequenzen, mit denen das Modell nicht trainiert wurde. Der Induktionskopf gilt als entstanden am ersten Punkt, dessen Genauigkeit auf der wiederholten Hälfte 50&#xa0;% erreicht.</translation>
    </message>
    <message>
        <source>shown: step %1</source>
        <extracomment>Legend entry of the vertical line at the step the lab shows in a replay.</extracomment>
        <translation>gezeigt: Schritt %1</translation>
    </message>
</context>
<context>
    <name>atlas::TrainingPanel</name>
    <message>
        <source>Training…</source>
        <translation>Training läuft…</translation>
    </message>
    <message>
        <source>Step %1 of %2: loss %3 nats</source>
        <translation>Schritt %1 von %2: Verlust %3 nats</translation>
    </message>
    <message>
        <source>The model changed during training; that run was discarded.</source>
        <translation>Das Modell hat sich während des Trainings geändert; dieser Lauf wurde verworfen.</translation>
    </message>
    <message>
        <source>Parameters reset to the seed&apos;s; loss %1 nats.</source>
        <translation>Parameter auf die des Seeds zurückgesetzt; Verlust %1 nats.</translation>
    </message>
    <message>
        <source>uniform guess, ln %1 = %2</source>
        <extracomment>Legend entry: the loss of guessing uniformly over the vocabulary, ln V.</extracomment>
        <translation>Zufallsraten, ln %1 = %2</translation>
    </message>
    <message>
        <source>Train the decoder to predict each next token of its own sequence. Each step runs the forward pass, the backward pass through the probabilities and the values, and one optimizer update of every parameter.</source>
        <translation>Trainieren Sie den Decoder darauf, jedes nächste Token seiner eigenen Sequenz vorherzusagen. Jeder Schritt führt den Vorwärtsdurchlauf, den Rückwärtsdurchlauf durch die Wahrscheinlichkeiten und die Values sowie ein Optimierer-Update jedes Parameters aus.</translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>Optimierer:</translation>
    </message>
    <message>
        <source>Learning rate:</source>
        <translation>Lernrate:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>Reset parameters</source>
        <translation>Neu initialisieren</translation>
    </message>
    <message>
        <source>training progress</source>
        <translation>Trainingsfortschritt</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Trainingsverlust</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>Optimierungsschritt</translation>
    </message>
    <message>
        <source>The learning rate stays at %2: %1</source>
        <extracomment>%1 is a whole sentence saying what is wrong with the typed learning rate (&quot;&apos;x&apos; is not a number.&quot;), %2 the rate that stays in use.</extracomment>
        <translation>Die Lernrate bleibt bei %2: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n step(s): the next step made the parameters overflow (the learning rate %1 is too large for %2). That step was undone; try a smaller rate. Loss now %3 nats.</source>
        <extracomment>%n is the number of steps done, %1 the learning rate, %2 the optimizer (Adam or SGD), %3 the loss.</extracomment>
        <translation>
            <numerusform>Nach %n Schritt angehalten: Der nächste Schritt ließ die Parameter überlaufen (die Lernrate %1 ist für %2 zu groß). Dieser Schritt wurde rückgängig gemacht; versuchen Sie eine kleinere Rate. Verlust jetzt %3 nats.</numerusform>
            <numerusform>Nach %n Schritten angehalten: Der nächste Schritt ließ die Parameter überlaufen (die Lernrate %1 ist für %2 zu groß). Dieser Schritt wurde rückgängig gemacht; versuchen Sie eine kleinere Rate. Verlust jetzt %3 nats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %n step(s); the decoder keeps the parameters it reached. Loss now %2 nats.</source>
        <extracomment>%1 is the number of steps done, %n the number of steps asked for, %2 the loss.</extracomment>
        <translation>
            <numerusform>Nach %1 von %n Schritt abgebrochen; der Decoder behält die erreichten Parameter. Verlust jetzt %2 nats.</numerusform>
            <numerusform>Nach %1 von %n Schritten abgebrochen; der Decoder behält die erreichten Parameter. Verlust jetzt %2 nats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trained %n step(s). Loss now %1 nats — the graph, the gradient check and the prefix panel show the trained decoder.</source>
        <extracomment>%n is the number of training steps done, %1 the loss.</extracomment>
        <translation>
            <numerusform>%n Schritt trainiert. Verlust jetzt %1 nats – der Graph, die Gradientenprüfung und die Präfixansicht zeigen den trainierten Decoder.</numerusform>
            <numerusform>%n Schritte trainiert. Verlust jetzt %1 nats – der Graph, die Gradientenprüfung und die Präfixansicht zeigen den trainierten Decoder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slow enough to watch</source>
        <translation>Langsam zum Zusehen</translation>
    </message>
    <message>
        <source>Spread the run over about %1 s, so that you can follow the curve and the maps as they change</source>
        <extracomment>%1 is a number of seconds.</extracomment>
        <translation>Den Lauf auf etwa %1 s verteilen, damit Sie der Kurve und den Karten folgen können, während sie sich ändern</translation>
    </message>
    <message>
        <source>Show the maps and the probabilities as they were at an earlier step; the graph and the other tabs keep the newest weights</source>
        <translation>Die Karten und Wahrscheinlichkeiten zeigen, wie sie bei einem früheren Schritt waren; der Graph und die anderen Reiter behalten die neuesten Gewichte</translation>
    </message>
    <message>
        <source>step shown</source>
        <extracomment>Legend entry of the vertical line at the step the replay shows.</extracomment>
        <translation>gezeigter Schritt</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>Verlust (nats)</translation>
    </message>
    <message>
        <source>mean next-token cross-entropy before the step</source>
        <translation>mittlere Kreuzentropie des nächsten Tokens vor dem Schritt</translation>
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
        <translation>Der Decoder, wie er bei Schritt %1 war: die Attention jedes Heads (Zeilen = Queries, Spalten = Keys) und die Wahrscheinlichkeit, die er jedem nächsten Token gab.</translation>
    </message>
    <message numerus="yes">
        <source>The decoder now, after %n step(s): each head&apos;s attention (rows = queries, columns = keys), and the probability it gives each next token.</source>
        <translation>
            <numerusform>Der Decoder jetzt, nach %n Schritt: die Attention jedes Heads (Zeilen = Queries, Spalten = Keys) und die Wahrscheinlichkeit, die er jedem nächsten Token gibt.</numerusform>
            <numerusform>Der Decoder jetzt, nach %n Schritten: die Attention jedes Heads (Zeilen = Queries, Spalten = Keys) und die Wahrscheinlichkeit, die er jedem nächsten Token gibt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Layer %1, head %2</source>
        <extracomment>A small attention map while training: the layer and head.</extracomment>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Queries</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Next token</source>
        <extracomment>The column beside the maps: per position, the probability of the token that really comes next.</extracomment>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <source>its probability</source>
        <translation>seine Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>no label here</source>
        <translation>hier kein Label</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>nächstes Token</translation>
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
        <translation>Herleitung: dₖ</translation>
    </message>
    <message>
        <source>exact for σ, ρ</source>
        <translation>exakt für σ, ρ</translation>
    </message>
    <message>
        <source>dₖ = %1</source>
        <translation>dₖ = %1</translation>
    </message>
    <message>
        <source>Measured variance of the scores against the head width</source>
        <translation>Gemessene Varianz der Scores über der Kopfbreite</translation>
    </message>
    <message>
        <source>head width dₖ (coordinates, log scale)</source>
        <translation>Kopfbreite dₖ (Koordinaten, log. Skala)</translation>
    </message>
    <message>
        <source>score² (log scale)</source>
        <translation>Score² (log. Skala)</translation>
    </message>
    <message>
        <source>Var(q·k) before your change</source>
        <extracomment>Legend: the measured variance before the learner&apos;s last change of a setting, shown for a moment.</extracomment>
        <translation>Var(q·k) vor Ihrer Änderung</translation>
    </message>
</context>
<context>
    <name>atlas::WeightsExplanationDemo</name>
    <message>
        <source>Here k₁ and k₂ share their weight equally.</source>
        <translation>Hier teilen sich k₁ und k₂ ihr Gewicht zu gleichen Teilen.</translation>
    </message>
    <message>
        <source>Among k₁ and k₂ the weights now point at %1, yet nothing the query computes has changed.</source>
        <extracomment>%1 is k₁ or k₂: the key that now holds most of k₁&apos;s and k₂&apos;s weight.</extracomment>
        <translation>Zwischen k₁ und k₂ zeigen die Gewichte jetzt auf %1, und doch hat sich an dem, was die Query berechnet, nichts geändert.</translation>
    </message>
    <message>
        <source>Output o = %1 value units here, %2 with the slider at the left end, %3 at the right end. %4</source>
        <extracomment>%1 is the output; %2 and %3 the outputs at the slider&apos;s ends; %4 says where the weights point.</extracomment>
        <translation>Hier ist die Ausgabe o = %1 Value-Einheiten, mit dem Regler am linken Ende %2, am rechten Ende %3. %4</translation>
    </message>
    <message>
        <source>How much each score moves the output, ∂o/∂sⱼ = aⱼ(vⱼ − o): k₁ %1, k₂ %2, k₃ %3. k₃ holds half of the weight, and the biggest influence, pulling o up towards 6; a weight is not an influence.</source>
        <extracomment>%1, %2, %3: derivatives of the output with respect to the three scores.</extracomment>
        <translation>Wie stark jeder Score die Ausgabe bewegt, ∂o/∂sⱼ = aⱼ(vⱼ − o): k₁ %1, k₂ %2, k₃ %3. k₃ hält die Hälfte des Gewichts und den größten Einfluss und zieht o in Richtung 6; ein Gewicht ist kein Einfluss.</translation>
    </message>
    <message>
        <source>Move weight between k₁ and k₂ (both hold the value 2):</source>
        <extracomment>Label of the slider that moves attention weight between two keys with equal values.</extracomment>
        <translation>Gewicht zwischen k₁ und k₂ verschieben (beide: v = 2):</translation>
    </message>
    <message>
        <source>Weight shift δ between k₁ and k₂</source>
        <translation>Gewichtsverschiebung δ zwischen k₁ und k₂</translation>
    </message>
    <message>
        <source>Weights of one query over three keys</source>
        <extracomment>Chart title.</extracomment>
        <translation>Gewichte einer Query über drei Keys</translation>
    </message>
    <message>
        <source>attention weight aⱼ</source>
        <translation>Attention-Gewicht aⱼ</translation>
    </message>
    <message>
        <source>weight aⱼ (no unit)</source>
        <translation>aⱼ (ohne Einheit)</translation>
    </message>
    <message>
        <source>key (its value v, in value units)</source>
        <translation>Key (sein Value v, in Value-Einheiten)</translation>
    </message>
</context>
<context>
    <name>atlas::WindowPanel</name>
    <message>
        <source>A sliding window lets query i read only the W most recent keys, i − W + 1 … i. One layer then moves information at most W − 1 positions; a stack of layers relays it further. Set the length, the window and the number of layers: each cell says how many layers key j needs to reach query i; 1 is the window itself, the band. Hatched cells are out of reach in L layers, or in the future.</source>
        <translation>Ein gleitendes Fenster lässt Query i nur die W jüngsten Keys lesen, i − W + 1 … i. Eine Schicht bewegt Information dann höchstens W − 1 Positionen weit; ein Stapel von Schichten reicht sie weiter. Stellen Sie die Länge, das Fenster und die Zahl der Schichten ein: Jede Zelle gibt an, wie viele Schichten Key j braucht, um Query i zu erreichen; 1 ist das Fenster selbst, das Band. Schraffierte Zellen sind in L Schichten außer Reichweite oder liegen in der Zukunft.</translation>
    </message>
    <message>
        <source>&amp;Window W:</source>
        <translation>&amp;Fenster W:</translation>
    </message>
    <message>
        <source>La&amp;yers L:</source>
        <translation>&amp;Schichten L:</translation>
    </message>
    <message>
        <source>Positions T</source>
        <translation>Positionen T</translation>
    </message>
    <message>
        <source>Window W</source>
        <translation>Fenster W</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>Schichten L</translation>
    </message>
    <message>
        <source>Layers before key j reaches query i (W = %1, L = %2)</source>
        <extracomment>%1 the window W, %2 the number of layers L.</extracomment>
        <translation>Schichten, bis Key j Query i erreicht (W = %1, L = %2)</translation>
    </message>
    <message>
        <source>queries i</source>
        <translation>Queries i</translation>
    </message>
    <message>
        <source>keys j</source>
        <translation>Keys j</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>außer Reichweite</translation>
    </message>
    <message>
        <source>One layer with the window allows %1 (query, key) pairs of the %2 the causal mask allows over T = %4 (%3): every query after the first W − 1 reads exactly W = %5 keys.</source>
        <extracomment>%1 pairs allowed by the window, %2 causal pairs, %3 their ratio as a share, %4 T, %5 W.</extracomment>
        <translation>Eine Schicht mit dem Fenster erlaubt %1 (Query, Key)-Paare von den %2, die die kausale Maske über T = %4 erlaubt (%3): Jede Query nach den ersten W − 1 liest genau W = %5 Keys.</translation>
    </message>
    <message>
        <source>After L = %1 layers query %3 has read %2 inputs: 1 + L(W − 1) = %4, at most all of them.</source>
        <extracomment>%1 L, %2 the inputs the last query has read after L layers, %3 the last position, %4 the formula&apos;s value.</extracomment>
        <translation>Nach L = %1 Schichten hat Query %3 insgesamt %2 Eingaben gelesen: 1 + L(W − 1) = %4, höchstens aber alle.</translation>
    </message>
    <message>
        <source>A rolling-buffer cache keeps W = %1 slots per layer: position %2 is written into slot %2 mod %1 = %3, over position %4, which no later query reads.</source>
        <extracomment>%1 W, %2 the last position, %3 its slot, %4 the position it overwrote (or none).</extracomment>
        <translation>Ein Ringpuffer-Cache hat W = %1 Plätze pro Schicht: Position %2 wird in Platz %2 mod %1 = %3 geschrieben, über Position %4, die keine spätere Query mehr liest.</translation>
    </message>
    <message>
        <source>A rolling-buffer cache keeps W = %1 slots per layer: position %2 goes into slot %3, and no slot has been overwritten yet.</source>
        <translation>Ein Ringpuffer-Cache hat W = %1 Plätze pro Schicht: Position %2 kommt in Platz %3, und noch kein Platz wurde überschrieben.</translation>
    </message>
    <message>
        <source>Measured on this machine</source>
        <translation>Auf diesem Rechner gemessen</translation>
    </message>
    <message>
        <source>Len&amp;gth:</source>
        <translation>&amp;Länge:</translation>
    </message>
    <message>
        <source>W&amp;indow:</source>
        <translation>Fe&amp;nster:</translation>
    </message>
    <message>
        <source>Length to time</source>
        <translation>Länge für die Zeitmessung</translation>
    </message>
    <message>
        <source>Window to time</source>
        <translation>Fenster für die Zeitmessung</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Fortschritt der Messung</translation>
    </message>
    <message>
        <source>Scope: the engine&apos;s exact tiled kernel on this computer&apos;s processor, one thread, one head, dₖ = dᵥ = 64, float. It skips the tiles the window empties as it skips those of the future; the tiles the band&apos;s edges cut through are computed whole, and every tile costs a little on its own, so the measured speed-up stays below the ideal. GPU kernels are not measured here.</source>
        <translation>Geltungsbereich: der exakte kachelweise Kernel der Engine auf dem Prozessor dieses Rechners, ein Thread, ein Kopf, dₖ = dᵥ = 64, float. Er überspringt die Kacheln, die das Fenster leert, so wie er die der Zukunft überspringt; die Kacheln, die die Ränder des Bands durchschneiden, werden ganz berechnet, und jede Kachel kostet für sich ein wenig, daher bleibt die gemessene Beschleunigung unter der idealen. GPU-Kernel werden hier nicht gemessen.</translation>
    </message>
    <message>
        <source>Measuring on a worker thread…</source>
        <extracomment>While the kernel is being timed on a worker thread.</extracomment>
        <translation>Messung in einem Hintergrund-Thread…</translation>
    </message>
    <message>
        <source>Not measured yet. Measure times the tiled kernel on one row, with the causal mask and with the causal mask and the window, and sets the measured speed-up beside the ideal one.</source>
        <translation>Noch nicht gemessen. „Messen“ stoppt den kachelweisen Kernel auf einer Zeile, mit der kausalen Maske und mit kausaler Maske und Fenster, und stellt die gemessene Beschleunigung neben die ideale.</translation>
    </message>
    <message>
        <source>T = %1, W = %2, median of five forward passes each: causal %3 ms, with the window %4 ms. Measured speed-up %5; ideal %6 (causal pairs ÷ window pairs), so the kernel reached %7 of it.</source>
        <extracomment>%1 T, %2 W, %3 causal ms, %4 window ms, %5 measured speed-up, %6 ideal speed-up, %7 measured as a share of ideal.</extracomment>
        <translation>T = %1, W = %2, jeweils Median von fünf Vorwärtsdurchläufen: kausal %3 ms, mit Fenster %4 ms. Gemessene Beschleunigung %5; ideal %6 (kausale Paare ÷ Fensterpaare), der Kernel erreichte also %7 davon.</translation>
    </message>
    <message>
        <source>(Measured before the length or window changed: press Measure again.)</source>
        <translation>(Gemessen, bevor sich Länge oder Fenster geändert haben: Drücken Sie erneut „Messen“.)</translation>
    </message>
    <message>
        <source>&amp;Positions T:</source>
        <translation>&amp;Positionen T:</translation>
    </message>
</context>
<context>
    <name>atlas::WorkedRelationPanel</name>
    <message>
        <source>0 (masked)</source>
        <extracomment>A masked key&apos;s probability.</extracomment>
        <translation>0 (maskiert)</translation>
    </message>
    <message>
        <source>— (nothing to mix)</source>
        <translation>— (nichts zu mischen)</translation>
    </message>
    <message>
        <source>0 (masked: not in the softmax support)</source>
        <extracomment>The derivative of the output with respect to a masked key&apos;s score.</extracomment>
        <translation>0 (maskiert: nicht im Träger der Softmax)</translation>
    </message>
    <message>
        <source>o = 0: no key is allowed, so there is nothing to mix</source>
        <translation>o = 0: Kein Key ist erlaubt, also gibt es nichts zu mischen</translation>
    </message>
    <message>
        <source>o = %1</source>
        <translation>o = %1</translation>
    </message>
    <message>
        <source>derivative of o with respect to s%1</source>
        <translation>Ableitung von o nach s%1</translation>
    </message>
    <message>
        <source>probability a%1</source>
        <translation>Wahrscheinlichkeit a%1</translation>
    </message>
    <message>
        <source>No key is allowed: there is no mixture. The engine returns o = 0 and zero derivatives for such a row — never NaN.</source>
        <translation>Kein Key ist erlaubt: Es gibt keine Mischung. Die Engine gibt für eine solche Zeile o = 0 und Ableitungen von null zurück – nie NaN.</translation>
    </message>
    <message>
        <source>Only key %1 is allowed, as at the first causal position: a%1 = 1 and o = v%1 = %2 exactly, whatever the masked keys&apos; scores and values are. Change them and watch o stay.</source>
        <extracomment>%1 is a subscript index, %2 the value.</extracomment>
        <translation>Nur Key %1 ist erlaubt, wie an der ersten kausalen Position: a%1 = 1 und o = v%1 = %2 exakt, unabhängig von den Scores und Values der maskierten Keys. Ändern Sie sie und beobachten Sie, wie o gleich bleibt.</translation>
    </message>
    <message>
        <source>The derivatives sum to zero because the probabilities always sum to one: raising every score by the same amount changes nothing. Each derivative on its own is not zero — raising one score takes weight from every other allowed key.</source>
        <translation>Die Ableitungen summieren sich zu null, weil sich die Wahrscheinlichkeiten immer zu eins summieren: Alle Scores um denselben Betrag zu erhöhen, ändert nichts. Jede Ableitung für sich ist nicht null – einen Score zu erhöhen, nimmt jedem anderen erlaubten Key Gewicht weg.</translation>
    </message>
    <message>
        <source>Seed example</source>
        <extracomment>Button: go back to the default example of this panel (scores 0 and ln 3, values 2 and 6). &quot;Seed&quot; means the starting example, not a random-number seed.</extracomment>
        <translation>Ausgangsbeispiel</translation>
    </message>
    <message>
        <source>Scores [0, ln 3], values [2, 6], both keys allowed</source>
        <translation>Scores [0, ln 3], Values [2, 6], beide Keys erlaubt</translation>
    </message>
    <message>
        <source>First causal position</source>
        <translation>Erste kausale Position</translation>
    </message>
    <message>
        <source>Only the first key is allowed: key 2 is the future</source>
        <translation>Nur der erste Key ist erlaubt: Key 2 ist die Zukunft</translation>
    </message>
    <message>
        <source>Add key</source>
        <translation>Key hinzufügen</translation>
    </message>
    <message>
        <source>Remove key</source>
        <translation>Key entfernen</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>score sⱼ</source>
        <translation>Score sⱼ</translation>
    </message>
    <message>
        <source>value vⱼ</source>
        <translation>Value vⱼ</translation>
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
        <translation>Key %1 erlaubt</translation>
    </message>
    <message>
        <source>score s%1</source>
        <translation>Score s%1</translation>
    </message>
    <message>
        <source>value v%1</source>
        <translation>Value v%1</translation>
    </message>
    <message>
        <source>score s%1, from −%2 to %2</source>
        <translation>Score s%1, von −%2 bis %2</translation>
    </message>
    <message>
        <source>value v%1, from −%2 to %2</source>
        <translation>Value v%1, von −%2 bis %2</translation>
    </message>
    <message>
        <source>Sweep the score:</source>
        <translation>Score variieren:</translation>
    </message>
    <message>
        <source>score to sweep</source>
        <translation>zu variierender Score</translation>
    </message>
    <message>
        <source>The worked relation</source>
        <translation>Die Beispielrechnung</translation>
    </message>
    <message>
        <source>%2 stays at %3: %1</source>
        <extracomment>%1 is a whole sentence saying what is wrong with the typed text (&quot;&apos;x&apos; is not a number.&quot;), %2 names the field (s₁ or v₂), %3 is the value the field keeps.</extracomment>
        <translation>%2 bleibt bei %3: %1</translation>
    </message>
    <message>
        <source>Only key %1 is allowed, as at the first causal position: a%1 = 1 and o = v%1 = %2 exactly, whatever the masked keys&apos; scores and values are. Change them and watch o stay. The swept score s%3 belongs to a masked key, so the curves are flat: o does not depend on it.</source>
        <extracomment>%1 is a subscript index, %2 the value, %3 the subscript index of the swept score.</extracomment>
        <translation>Nur Key %1 ist erlaubt, wie an der ersten kausalen Position: a%1 = 1 und o = v%1 = %2 exakt, unabhängig von den Scores und Values der maskierten Keys. Ändern Sie sie und beobachten Sie, wie o gleich bleibt. Der variierte Score s%3 gehört zu einem maskierten Key, daher sind die Kurven flach: o hängt nicht von ihm ab.</translation>
    </message>
    <message>
        <source>The derivatives sum to zero because the probabilities always sum to one: raising every score by the same amount changes nothing. Each derivative on its own is not zero — raising one score takes weight from every other allowed key. The swept score s%1 belongs to a masked key, so the curves are flat: o does not depend on it.</source>
        <extracomment>%1 is the subscript index of the swept score.</extracomment>
        <translation>Die Ableitungen summieren sich zu null, weil sich die Wahrscheinlichkeiten immer zu eins summieren: Alle Scores um denselben Betrag zu erhöhen, ändert nichts. Jede Ableitung für sich ist nicht null – einen Score zu erhöhen, nimmt jedem anderen erlaubten Key Gewicht weg. Der variierte Score s%1 gehört zu einem maskierten Key, daher sind die Kurven flach: o hängt nicht von ihm ab.</translation>
    </message>
    <message numerus="yes">
        <source>One query and %n key(s). Edit a score, a value or which keys are allowed: the probabilities, the output and its derivatives follow at once.</source>
        <extracomment>%n is the number of keys in the worked example (1 or more).</extracomment>
        <translation>
            <numerusform>Eine Query und %n Key. Bearbeiten Sie einen Score, einen Value oder welche Keys erlaubt sind: Die Wahrscheinlichkeiten, die Ausgabe und ihre Ableitungen folgen sofort.</numerusform>
            <numerusform>Eine Query und %n Keys. Bearbeiten Sie einen Score, einen Value oder welche Keys erlaubt sind: Die Wahrscheinlichkeiten, die Ausgabe und ihre Ableitungen folgen sofort.</numerusform>
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
        <translation>erlaubt</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Usage: attention-atlas-cli &lt;command&gt; [options]

Commands:
</source>
        <translation>Aufruf: attention-atlas-cli &lt;Befehl&gt; [Optionen]

Befehle:
</translation>
    </message>
    <message>
        <source>
Run &apos;attention-atlas-cli &lt;command&gt; --help&apos; for a command&apos;s options.
</source>
        <translation>
Die Optionen eines Befehls zeigt „attention-atlas-cli &lt;Befehl&gt; --help“.
</translation>
    </message>
    <message>
        <source>multi-head self-attention with every intermediate and gradients (JSON in, JSON out)</source>
        <translation>Multi-Head-Self-Attention mit allen Zwischenergebnissen und Gradienten (JSON rein, JSON raus)</translation>
    </message>
    <message>
        <source>pack documents into blocks with labels, loss mask and document-aware mask</source>
        <translation>Dokumente in Blöcke packen, mit Labels, Verlustmaske und dokumentbewusster Maske</translation>
    </message>
    <message>
        <source>the seeded scaling-variance experiment</source>
        <translation>das Skalierungs-Varianz-Experiment mit festem Seed</translation>
    </message>
    <message>
        <source>check a chapter pack completely</source>
        <translation>ein Kapitelpaket vollständig prüfen</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (available: %2); using English</source>
        <translation>unbekannte Sprache „%1“ (verfügbar: %2); Englisch wird verwendet</translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) rendered to %1</source>
        <translation>
            <numerusform>%n Kapitel nach %1 gerendert</numerusform>
            <numerusform>%n Kapitel nach %1 gerendert</numerusform>
        </translation>
    </message>
    <message>
        <source>This pack has no chapter &apos;%1&apos;; showing where you left off.</source>
        <translation>Dieses Paket hat kein Kapitel „%1“; Sie sehen die Stelle, an der Sie aufgehört haben.</translation>
    </message>
    <message>
        <source>train a two-layer decoder until an induction head forms; the run as JSON</source>
        <translation>einen zweischichtigen Decoder trainieren, bis sich ein Induktionskopf bildet; der Lauf als JSON</translation>
    </message>
    <message>
        <source>measure an attention kernel on this machine (time, GFLOP/s, memory)</source>
        <translation>einen Attention-Kernel auf diesem Rechner messen (Zeit, GFLOP/s, Speicher)</translation>
    </message>
    <message>
        <source>cannot create a temporary folder: %1</source>
        <translation>ein temporärer Ordner kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>rendering chapter %1 of %2: %3</source>
        <extracomment>%1 of %2: chapter numbers; %3: the chapter&apos;s id</extracomment>
        <translation>Kapitel %1 von %2 wird gezeichnet: %3</translation>
    </message>
    <message>
        <source>import Moodle questions (GIFT, Moodle XML) into a pack, or export a pack&apos;s questions for Moodle</source>
        <translation>Moodle-Fragen (GIFT, Moodle XML) in ein Paket importieren oder die Fragen eines Pakets für Moodle exportieren</translation>
    </message>
    <message>
        <source>writing chapter %1 of %2 as PDF: %3</source>
        <extracomment>%1 of %2: chapter numbers; %3: the chapter&apos;s id</extracomment>
        <translation>Kapitel %1 von %2 wird als PDF geschrieben: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) written as PDF to %1</source>
        <translation>
            <numerusform>%n Kapitel als PDF nach %1 geschrieben</numerusform>
            <numerusform>%n Kapitel als PDF nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>write a new, valid chapter pack to start from</source>
        <translation>ein neues, gültiges Kapitelpaket als Ausgangspunkt schreiben</translation>
    </message>
    <message>
        <source>missing command (expected one of: %1; see &apos;attention-atlas-cli --help&apos;)</source>
        <translation>fehlender Befehl (erwartet einer von: %1; siehe „attention-atlas-cli --help“)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (expected one of: %2)</source>
        <translation>unbekannter Befehl „%1“ (erwartet einer von: %2)</translation>
    </message>
    <message>
        <source>print the JSON Schema of pack.json, with every question kind installed</source>
        <translation>das JSON-Schema von pack.json ausgeben, mit jeder installierten Fragenart</translation>
    </message>
</context>
</TS>
