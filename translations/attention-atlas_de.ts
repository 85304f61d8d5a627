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
        <source>Computes multi-head self-attention for one JSON request (standard input or --input) and writes every intermediate, and gradients when grad_output is given, as JSON.</source>
        <translation>Berechnet Multi-Head-Self-Attention für eine JSON-Anfrage (Standardeingabe oder --input) und gibt alle Zwischenergebnisse – und die Gradienten, wenn grad_output angegeben ist – als JSON aus.</translation>
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
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>unexpected argument: %1</source>
        <translation>unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>ungültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>erwartet: ein JSON-Objekt</translation>
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
    <name>PackLoader</name>
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
    <message>
        <source>too many problems; stopped reporting after %1</source>
        <translation>zu viele Probleme; nach %1 werden keine weiteren gemeldet</translation>
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
        <source>letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, at most 64</source>
        <translation>Buchstaben, Ziffern, „-“, „_“ oder „.“, höchstens 64</translation>
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
        <source>question id &apos;%1&apos; is used twice in this pack (progress is stored by id)</source>
        <translation>die Frage-ID „%1“ wird in diesem Paket zweimal verwendet (der Fortschritt wird nach ID gespeichert)</translation>
    </message>
    <message>
        <source>missing (one of &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;)</source>
        <translation>fehlt (einer der Werte &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;)</translation>
    </message>
    <message>
        <source>expected one of &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;</source>
        <translation>erwartet: einer der Werte &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;</translation>
    </message>
    <message>
        <source>no explanation: learners will see only whether they were right</source>
        <translation>keine Erklärung: Lernende sehen nur, ob ihre Antwort richtig war</translation>
    </message>
    <message>
        <source>only numeric questions have a tolerance</source>
        <translation>nur numerische Fragen haben eine Toleranz</translation>
    </message>
    <message>
        <source>only mask questions have params</source>
        <translation>nur Maskenfragen haben params</translation>
    </message>
    <message>
        <source>numeric questions have no choices</source>
        <translation>numerische Fragen haben keine Antwortoptionen</translation>
    </message>
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
        <source>mask questions have no choices: the learner selects keys</source>
        <translation>Maskenfragen haben keine Antwortoptionen: Die Lernenden wählen Keys aus</translation>
    </message>
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
        <source>missing (the packed block: documents, block_length, bos, eos, query)</source>
        <translation>fehlt (der gepackte Block: documents, block_length, bos, eos, query)</translation>
    </message>
    <message>
        <source>expected a non-empty array of documents, each an array of integer tokens</source>
        <translation>erwartet: ein nicht leeres Array von Dokumenten, jedes ein Array ganzzahliger Tokens</translation>
    </message>
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
        <source>no installed plugin presents chapters of kind &apos;%1&apos; (installed kinds: %2)</source>
        <translation>kein installiertes Plug-in stellt Kapitel der Art „%1“ dar (installierte Arten: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>the plugin for kind &apos;%1&apos; cannot be used: %2</source>
        <translation>das Plug-in für die Art „%1“ kann nicht verwendet werden: %2</translation>
    </message>
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
        <source>image &apos;%1&apos; is not PNG, JPEG, SVG or GIF</source>
        <translation>Bild „%1“ ist weder PNG noch JPEG, SVG oder GIF</translation>
    </message>
    <message>
        <source>image &apos;%1&apos; has %2 bytes, more than the limit of %3</source>
        <translation>Bild „%1“ hat %2 Bytes, mehr als die Grenze von %3</translation>
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
    <message numerus="yes">
        <source>%n text(s) lack the declared language &apos;%1&apos; (English is shown instead); this is the first</source>
        <translation>
            <numerusform>%n Text ohne die deklarierte Sprache „%1“ (stattdessen wird Englisch angezeigt); dies ist der erste</numerusform>
            <numerusform>%n Texte ohne die deklarierte Sprache „%1“ (stattdessen wird Englisch angezeigt); dies ist der erste</numerusform>
        </translation>
    </message>
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
    <name>PluginRegistry</name>
    <message>
        <source>not a plugin: %1</source>
        <translation>kein Plug-in: %1</translation>
    </message>
    <message>
        <source>a plugin for another interface (%1; expected %2)</source>
        <translation>ein Plug-in für eine andere Schnittstelle (%1; erwartet: %2)</translation>
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
        <source>Type a number.</source>
        <translation>Geben Sie eine Zahl ein.</translation>
    </message>
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
        <source>Unknown question type.</source>
        <translation>Unbekannter Fragetyp.</translation>
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
</context>
<context>
    <name>VarianceCommand</name>
    <message>
        <source>expected an integer from %1 to %2, got &apos;%3&apos;</source>
        <translation>erwartet: eine ganze Zahl von %1 bis %2, erhalten: „%3“</translation>
    </message>
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
        <source>samples × dk × (keys + 3) = %1 random draws is beyond this tool&apos;s limit of %2</source>
        <translation>samples × dk × (keys + 3) = %1 Zufallsziehungen überschreiten die Grenze dieses Werkzeugs von %2</translation>
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
</context>
<context>
    <name>atlas::ColorLegend</name>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
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
    <name>atlas::FormulaView</name>
    <message>
        <source>Formula error at character %1: %2</source>
        <extracomment>%1 is a character position in the formula (counting from 1), %2 the parser&apos;s message</extracomment>
        <translation>Formelfehler bei Zeichen %1: %2</translation>
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
        <source>&amp;Plugins…</source>
        <translation>Plug-&amp;ins…</translation>
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
        <source>&apos;%1&apos; has %2 bytes, more than the limit of %3</source>
        <translation>„%1“ hat %2 Bytes, mehr als die Grenze von %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 × %3 pixels, more than %4 on a side</source>
        <translation>„%1“ ist %2 × %3 Pixel groß, mehr als %4 pro Seite</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read as an image: %2</source>
        <translation>„%1“ kann nicht als Bild gelesen werden: %2</translation>
    </message>
    <message>
        <source>the link &apos;%1&apos; is not followed: only web addresses, chapter:ID and #section links work here</source>
        <extracomment>%1 is the link target as written</extracomment>
        <translation>dem Link „%1“ wird nicht gefolgt: Hier funktionieren nur Webadressen sowie chapter:ID- und #Abschnitt-Links</translation>
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
</context>
<context>
    <name>atlas::MatrixHeatmap</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>rows: queries</source>
        <translation>Zeilen: Queries</translation>
    </message>
    <message>
        <source>columns: keys</source>
        <translation>Spalten: Keys</translation>
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
        <source>Chapter plugins are searched in the folders of ATLAS_PLUGIN_PATH, then in %1.</source>
        <translation>Kapitel-Plug-ins werden in den Ordnern von ATLAS_PLUGIN_PATH gesucht, danach in %1.</translation>
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
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>geladen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
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
        <source>Your answer</source>
        <extracomment>Accessible name of the field where the learner types a number.</extracomment>
        <translation>Ihre Antwort</translation>
    </message>
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
    <message>
        <source>Click the keys to select them, or move with the Left and Right arrow keys and press Space.</source>
        <translation>Klicken Sie auf die Keys, um sie auszuwählen, oder bewegen Sie sich mit den Pfeiltasten nach links und rechts und drücken Sie die Leertaste.</translation>
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
        <source>Read the feedback, then try again.</source>
        <translation>Lesen Sie die Rückmeldung und versuchen Sie es dann noch einmal.</translation>
    </message>
    <message>
        <source>Missed keys (allowed, but not selected): %1.</source>
        <extracomment>Mask question feedback; %1 lists slot numbers, e.g. &quot;5, 6&quot;.</extracomment>
        <translation>Fehlende Keys (erlaubt, aber nicht ausgewählt): %1.</translation>
    </message>
    <message>
        <source>Extra keys (selected, but not allowed): %1.</source>
        <extracomment>Mask question feedback; %1 lists slot numbers, e.g. &quot;4&quot;.</extracomment>
        <translation>Überzählige Keys (ausgewählt, aber nicht erlaubt): %1.</translation>
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
        <translation>Kapiteltitel</translation>
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
        <source>unknown command &apos;%1&apos; (expected attention, pack, variance or validate)</source>
        <translation>unbekannter Befehl „%1“ (erwartet: attention, pack, variance oder validate)</translation>
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
        <source>missing command (expected attention, pack, variance or validate; see &apos;attention-atlas-cli --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
