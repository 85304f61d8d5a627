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
        <source>Computes multi-head self-attention for one JSON request (standard input or --input) and writes every intermediate, and gradients when grad_output is given, as JSON.</source>
        <translation>Calcule l’auto-attention multi-têtes pour une requête JSON (entrée standard ou --input) et écrit en JSON tous les résultats intermédiaires, ainsi que les gradients si grad_output est fourni.</translation>
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
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>unexpected argument: %1</source>
        <translation>argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>JSON non valide à l’octet %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>attendu&#xa0;: un objet JSON</translation>
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
    <name>PackLoader</name>
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
    <message>
        <source>too many problems; stopped reporting after %1</source>
        <translation>trop de problèmes&#x202f;; signalement arrêté après %1</translation>
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
        <source>letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, at most 64</source>
        <translation>lettres, chiffres, «&#xa0;-&#xa0;», «&#xa0;_&#xa0;» ou «&#xa0;.&#xa0;», 64 au plus</translation>
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
        <source>question id &apos;%1&apos; is used twice in this pack (progress is stored by id)</source>
        <translation>l’identifiant de question «&#xa0;%1&#xa0;» est utilisé deux fois dans ce pack (la progression est enregistrée par identifiant)</translation>
    </message>
    <message>
        <source>missing (one of &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;)</source>
        <translation>manquant (l’un de &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;)</translation>
    </message>
    <message>
        <source>expected one of &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;</source>
        <translation>attendu&#xa0;: l’un de &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;</translation>
    </message>
    <message>
        <source>no explanation: learners will see only whether they were right</source>
        <translation>pas d’explication&#xa0;: les apprenants verront seulement si leur réponse est juste</translation>
    </message>
    <message>
        <source>only numeric questions have a tolerance</source>
        <translation>seules les questions &quot;numeric&quot; ont une tolérance</translation>
    </message>
    <message>
        <source>only mask questions have params</source>
        <translation>seules les questions &quot;mask&quot; ont des params</translation>
    </message>
    <message>
        <source>numeric questions have no choices</source>
        <translation>les questions &quot;numeric&quot; n’ont pas de choix</translation>
    </message>
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
        <source>mask questions have no choices: the learner selects keys</source>
        <translation>les questions &quot;mask&quot; n’ont pas de choix&#xa0;: l’apprenant sélectionne des clés</translation>
    </message>
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
        <source>missing (the packed block: documents, block_length, bos, eos, query)</source>
        <translation>manquant (le bloc empaqueté&#xa0;: documents, block_length, bos, eos, query)</translation>
    </message>
    <message>
        <source>expected a non-empty array of documents, each an array of integer tokens</source>
        <translation>attendu&#xa0;: un tableau non vide de documents, chacun un tableau de jetons entiers</translation>
    </message>
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
        <source>no installed plugin presents chapters of kind &apos;%1&apos; (installed kinds: %2)</source>
        <translation>aucune extension installée ne présente les chapitres de type «&#xa0;%1&#xa0;» (types installés&#xa0;: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>the plugin for kind &apos;%1&apos; cannot be used: %2</source>
        <translation>l’extension du type «&#xa0;%1&#xa0;» est inutilisable&#xa0;: %2</translation>
    </message>
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
        <source>image &apos;%1&apos; is not PNG, JPEG, SVG or GIF</source>
        <translation>l’image «&#xa0;%1&#xa0;» n’est ni PNG, ni JPEG, ni SVG, ni GIF</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; has %2 bytes, more than the limit of %3</source>
        <translation>l’image «&#xa0;%1&#xa0;» fait %2 octets, au-delà de la limite de %3</translation>
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
    <message numerus="yes">
        <source>%n text(s) lack the declared language &apos;%1&apos; (English is shown instead); this is the first</source>
        <translation>
            <numerusform>%n texte n’existe pas dans la langue déclarée «&#xa0;%1&#xa0;» (l’anglais est affiché à la place)&#x202f;; le voici</numerusform>
            <numerusform>%n textes n’existent pas dans la langue déclarée «&#xa0;%1&#xa0;» (l’anglais est affiché à la place)&#x202f;; voici le premier</numerusform>
        </translation>
    </message>
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
    <name>PluginRegistry</name>
    <message>
        <source>not a plugin: %1</source>
        <translation>pas une extension&#xa0;: %1</translation>
    </message>
    <message>
        <source>a plugin for another interface (%1; expected %2)</source>
        <translation>une extension pour une autre interface (%1&#x202f;; attendu&#xa0;: %2)</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress could not be read. %1 It was kept as %2 and you start fresh.</source>
        <extracomment>%1: a sentence saying why the file could not be read; %2: where the file was kept.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a regular file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not valid JSON (byte %1: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not a progress file of this version.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizGrader</name>
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
        <source>Type a number.</source>
        <translation>Saisissez un nombre.</translation>
    </message>
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
        <source>Unknown question type.</source>
        <translation>Type de question inconnu.</translation>
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
</context>
<context>
    <name>VarianceCommand</name>
    <message>
        <source>expected an integer from %1 to %2, got &apos;%3&apos;</source>
        <translation>attendu&#xa0;: un entier de %1 à %2, reçu&#xa0;: «&#xa0;%3&#xa0;»</translation>
    </message>
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
        <source>samples × dk × (keys + 3) = %1 random draws is beyond this tool&apos;s limit of %2</source>
        <translation>samples × dk × (keys + 3) = %1 tirages aléatoires, au-delà de la limite de %2 de cet outil</translation>
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
</context>
<context>
    <name>atlas::ColorLegend</name>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
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
    <name>atlas::FormulaView</name>
    <message>
        <source>Formula error at character %1: %2</source>
        <extracomment>%1 is a character position in the formula (counting from 1), %2 the parser&apos;s message</extracomment>
        <translation>Erreur de formule au caractère %1&#xa0;: %2</translation>
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
        <source>&amp;Plugins…</source>
        <translation>&amp;Extensions…</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next chapter (%1)</source>
        <extracomment>%1: the keyboard shortcut, e.g. Alt+Right</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This pack has %n error(s); the chapters concerned are marked. Help → Pack Problems lists them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <source>&apos;%1&apos; has %2 bytes, more than the limit of %3</source>
        <translation>«&#xa0;%1&#xa0;» fait %2 octets, au-delà de la limite de %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 × %3 pixels, more than %4 on a side</source>
        <translation>«&#xa0;%1&#xa0;» mesure %2 × %3 pixels, plus de %4 sur un côté</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read as an image: %2</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être lu comme une image&#xa0;: %2</translation>
    </message>
    <message>
        <source>the link &apos;%1&apos; is not followed: only web addresses, chapter:ID and #section links work here</source>
        <extracomment>%1 is the link target as written</extracomment>
        <translation>le lien «&#xa0;%1&#xa0;» n’est pas suivi&#xa0;: seuls les adresses web et les liens chapter:ID et #section fonctionnent ici</translation>
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
</context>
<context>
    <name>atlas::MatrixHeatmap</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>rows: queries</source>
        <translation>lignes&#xa0;: requêtes</translation>
    </message>
    <message>
        <source>columns: keys</source>
        <translation>colonnes&#xa0;: clés</translation>
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
        <extracomment>Accessible name of the packed-block strip; %1 is the number of slots.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <source>Chapter plugins are searched in the folders of ATLAS_PLUGIN_PATH, then in %1.</source>
        <translation>Les extensions de chapitre sont recherchées dans les dossiers de ATLAS_PLUGIN_PATH, puis dans %1.</translation>
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
        <translation>disponible</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>chargée</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>en échec</translation>
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
        <source>Your answer</source>
        <extracomment>Accessible name of the field where the learner types a number.</extracomment>
        <translation>Votre réponse</translation>
    </message>
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
    <message>
        <source>Click the keys to select them, or move with the Left and Right arrow keys and press Space.</source>
        <translation>Cliquez sur les clés pour les sélectionner, ou déplacez-vous avec les touches fléchées Gauche et Droite et appuyez sur Espace.</translation>
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
        <source>Read the feedback, then try again.</source>
        <translation>Lisez le commentaire, puis réessayez.</translation>
    </message>
    <message>
        <source>Missed keys (allowed, but not selected): %1.</source>
        <extracomment>Mask question feedback; %1 lists slot numbers, e.g. &quot;5, 6&quot;.</extracomment>
        <translation>Clés oubliées (autorisées, mais non sélectionnées)&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Extra keys (selected, but not allowed): %1.</source>
        <extracomment>Mask question feedback; %1 lists slot numbers, e.g. &quot;4&quot;.</extracomment>
        <translation>Clés en trop (sélectionnées, mais non autorisées)&#xa0;: %1.</translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::StandardChapterPage</name>
    <message>
        <source>Chapter title</source>
        <translation>Titre du chapitre</translation>
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
        <source>unknown command &apos;%1&apos; (expected attention, pack, variance or validate)</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;» (attendu&#xa0;: attention, pack, variance ou validate)</translation>
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
        <source>missing command (expected attention, pack, variance or validate; see &apos;attention-atlas-cli --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
