<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AttentionCommand</name>
    <message>
        <source>a value is too large for %1 precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the values are too large: the computation overflowed in %1 precision (scale the inputs down or raise the temperature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the gradients overflowed: the values are too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computes multi-head self-attention for one JSON request (standard input or --input) and writes every intermediate, and gradients when grad_output is given, as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the request from &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttentionRequest</name>
    <message>
        <source>missing (a required matrix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 (%2), got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the number of heads, an integer ≥ 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of heads = %2 columns (d_model × heads·dk), got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model × heads·dk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected d_model = %1 rows and a multiple of heads = %2 columns (d_model × heads·dv), got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty array of heads, each {&quot;q&quot;, &quot;k&quot;, &quot;v&quot;}, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 heads, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, the number of entries in inputs, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T × dk, T as in inputs[0]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T × dk, as q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T × dv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T = %1 is beyond this tool&apos;s limit of %2 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heads·T² = %1 score entries is beyond this tool&apos;s limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heads·dv × d_out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 integers (one per position, T = %1), got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;double&quot; or &quot;float&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T × d_out, the shape of the output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed together with inputs (give either x and the projections, or per-head inputs)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureExporter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot encode the figure as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported from Attention Atlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the SVG file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only matrices can be saved as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown file type &apos;%1&apos;: use .png, .svg or .csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV numbers (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Numbers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormulaParser</name>
    <message>
        <source>the formula has %1 characters, more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the formula is nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbalanced braces: this &apos;{&apos; is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &apos;[&apos; opening the index of \sqrt is never closed with &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>\left without a matching \right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>\left without a matching \right before the group closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbalanced braces: &apos;}&apos; without a matching &apos;{&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>\right without a matching \left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a special meaning in TeX; write \%1 for the character itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character U+%1 cannot be typeset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a broken UTF-16 surrogate at this character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double superscript: group it, e.g. x^{ab} or {x^a}^b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double subscript: group it, e.g. x_{ij} or {x_i}_j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing second argument for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing argument for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing argument for %1 (write %1{…})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;\%1&apos; inside %2{…} (only \{ \} \_ \% \$ \# \&amp; are allowed there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing delimiter after %1 (one of ( ) [ ] | \| \{ \} \langle \rangle, or . for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; after %2 is not a delimiter (use one of ( ) [ ] | \| \{ \} \langle \rangle, or . for none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lone &apos;\&apos; at the end of the formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;\%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a matrix (an array of rows, each an array of numbers), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a matrix with at least one row, got an empty array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 rows, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a row (an array of numbers), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a row with at least one number, got an empty array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 columns, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 numbers, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 numbers like row 0, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of numbers, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of integers, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 integers, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field (expected one of: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberInput</name>
    <message>
        <source>Type a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed: type a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the allowed range, %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PackCommand</name>
    <message>
        <source>missing (a required field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of documents, each an array of integer tokens, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the packed stream would exceed this tool&apos;s limit of %1 slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slots in blocks of %2 would need more than %3 mask entries, this tool&apos;s limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packs documents into fixed-length blocks: BOS/EOS wrapping, instance ids, shifted labels, loss mask and the document-aware causal mask, as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the request from &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PackLoader</name>
    <message>
        <source>the file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes, larger than the limit of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than the limit of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many problems; stopped reporting after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field, ignored (known fields: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (a required text: a string, or an object of language → string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters, more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a language code (expected e.g. &quot;en&quot;, &quot;de&quot;, &quot;de_CH&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no English (&quot;en&quot;) text: learners in other languages see %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string or an object of language → string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string (%1), got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not valid: expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of language codes, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a language code such as &quot;en&quot; or &quot;de&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reverse-DNS identifier such as &quot;org.example.course&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a version such as &quot;1.0.0&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of names, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a name (a non-empty string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the list of chapters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of chapters, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one chapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chapters, more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a chapter object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chapter id &apos;%1&apos; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, at most 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chapter kind such as &quot;mechanism&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no body: the chapter shows only its interactive part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the path of a Markdown file, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of questions, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 questions, more than the limit of %2 per chapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than the limit of %1 questions in a pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a question object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question id &apos;%1&apos; is used twice in this pack (progress is stored by id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (one of &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of &quot;single&quot;, &quot;multiple&quot;, &quot;numeric&quot;, &quot;mask&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no explanation: learners will see only whether they were right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only numeric questions have a tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only mask questions have params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numeric questions have no choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the correct number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the absolute error accepted, e.g. 0.005; 0 demands the exact number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number ≥ 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mask questions have no choices: the learner selects keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (at least two choices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of choices, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 2 to %1 choices, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a choice: {&quot;text&quot;: …, &quot;feedback&quot;: …} or a text, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same text as an earlier choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the index of the correct choice, from 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the indices of the correct choices, from 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a choice index from 0 to %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choice %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one correct choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the packed block: documents, block_length, bos, eos, query)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty array of documents, each an array of integer tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 slots once packed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (an integer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object mapping token ids to labels, e.g. {&quot;1&quot;: &quot;BOS&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token id (an integer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a label of 1 to 24 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the packing has no block %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block %1 has %2 slots; query %3 is outside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the written answer [%1] disagrees with the engine: slot %2 may attend to [%3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no installed plugin presents chapters of kind &apos;%1&apos; (installed kinds: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plugin for kind &apos;%1&apos; cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 body (%2): learners see the English one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 images and links, more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link to chapter &apos;%1&apos;, which this pack does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is outside the pack: images are never loaded from the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image &apos;%1&apos; is not PNG, JPEG, SVG or GIF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image &apos;%1&apos; has %2 bytes, more than the limit of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;$$&apos; opens a display formula that is never closed; it is shown as text (write \$ for a dollar sign)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 formulas, more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in formula: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) lack the declared language &apos;%1&apos; (English is shown instead); this is the first</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>not a folder (a chapter pack is a folder holding %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link that leaves the pack folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link to nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the pack format; this version reads format 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported pack format %1; this version reads format 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PackPaths</name>
    <message>
        <source>expected a relative path inside the pack, got an empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a URL or drive path; only files inside the pack may be referenced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an absolute path; paths must be relative to the pack folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a backslash; separate folders with &apos;/&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; contains &apos;..&apos;; paths may not leave the pack folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pack folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a symbolic link to nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a symbolic link that leaves the pack folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PluginRegistry</name>
    <message>
        <source>not a plugin: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plugin for another interface (%1; expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built for plugin API version %1; this version of Attention Atlas needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its metadata names no chapter kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind &apos;%1&apos; is already provided by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its object does not implement the chapter interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no plugin presents this kind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <source>could not move it to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress (%1) could not be read: %2. It was left untouched and %3; progress will not be saved this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress could not be read (%1). It was kept as %2 and you start fresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is larger than %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a progress file of this version</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) of your saved progress could not be read and were skipped; the rest was kept.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A copy of the original is at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saving is disabled because the existing progress file could not be read or moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizGrader</name>
    <message>
        <source>Choose one answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose exactly one answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This question&apos;s block cannot be built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select at least one key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot %1 is not in the block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown question type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequestInput</name>
    <message>
        <source>cannot read standard input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request is larger than %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShellOptions</name>
    <message>
        <source>Attention Atlas — learn how self-attention works, and run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the chapter pack in &lt;folder&gt; (default: the built-in course).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start at the chapter with this &lt;id&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface and content language, e.g. en, de, fr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one line per chapter (ID, kind, status) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render every chapter to &lt;folder&gt;/NN-&lt;chapter&gt;.png and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --export-tour, e.g. 1440x900.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tour-size: expected WIDTHxHEIGHT between 320x240 and 8192x8192, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TourExporter</name>
    <message>
        <source>no pack is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>Checks a chapter pack completely: the manifest, every referenced file, every chapter&apos;s params (through its plugin) and every question. Prints one diagnostic per line (FILE:LINE:COLUMN: error|warning: MESSAGE) and a summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack folder (it holds pack.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not load chapter plugins: kinds and params are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing the pack folder (attention-atlas-cli validate DIR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2: %n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: invalid: %n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>chapter kinds and params not checked (--no-plugins)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VarianceCommand</name>
    <message>
        <source>expected an integer from %1 to %2, got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number in %1, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws q, k ~ N(0, 1)^dk from a seeded generator and reports the mean and variance of q·k and of q·k/√dk (and, with --keys, softmax saturation over T keys).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query/key width dk (required).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of (q, k) pairs (default 10000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the generator (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also measure softmax saturation over T keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coordinate standard deviation (default 1; ≠ 1 breaks the assumption).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sigma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairwise coordinate correlation in [0, 1) (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histogram bins (default 40).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (the query/key width, an integer ≥ 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples × dk × (keys + 3) = %1 random draws is beyond this tool&apos;s limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::ChapterListModel</name>
    <message>
        <source>not visited yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter %1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::ColorLegend</name>
    <message>
        <source>masked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::CourseSession</name>
    <message>
        <source>No installed plugin presents chapters of kind &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plugin for kind &apos;%1&apos; cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not implement the chapter interface</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::DiagnosticsDialog</name>
    <message>
        <source>Pack Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack in %1 has no problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack in %1 has %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::FormulaView</name>
    <message>
        <source>Formula error at character %1: %2</source>
        <extracomment>%1 is a character position in the formula (counting from 1), %2 the parser&apos;s message</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Pack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a chapter pack: a folder holding pack.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Figures of This Chapter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous chapter (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next chapter (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack &amp;Problems…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Attention Atlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened as a chapter pack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your progress cannot be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Attention Atlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This pack has %n problem(s); the chapters concerned are marked. Help → Pack Problems lists them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Chapter %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Chapter Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This chapter has no figures to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Figures to Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>About Attention Atlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Atlas %1&lt;/h3&gt;&lt;p&gt;Courseware that teaches how self-attention works and lets you run it: every number shown is computed by the attention engine, whose forward and backward passes are checked against finite differences.&lt;/p&gt;&lt;p&gt;Built with Qt %2, Qt Charts and Eigen.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::MarkdownView</name>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not a file inside the chapter pack.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not a regular file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; has %2 bytes, more than the limit of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; cannot be read (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is larger than the limit of %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This text cannot be shown: &apos;%1&apos; is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This formula cannot be typeset: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;unknown command &apos;<byte value="xc"/>oo&apos;&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no formula %1 in this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an image; only images inside the pack are loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not loaded: this text does not belong to an open chapter pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a URL: only images inside the pack are shown, nothing is loaded from elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a query; image names are plain file names inside the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 bytes, more than the limit of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 × %3 pixels, more than %4 on a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be read as an image: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link &apos;%1&apos; is not followed: only web addresses, chapter:ID and #section links work here</source>
        <extracomment>%1 is the link target as written</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::MatrixEditor</name>
    <message>
        <source>row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MatrixHeatmap</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows: queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns: keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::MatrixModel</name>
    <message>
        <source>query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: masked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (row %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (column %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::PackedBlockStrip</name>
    <message>
        <source>⟨BOS⟩</source>
        <extracomment>Marker of the begin-of-sequence token in a packed block; keep it short.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⟨EOS⟩</source>
        <extracomment>Marker of the end-of-sequence token in a packed block; keep it short.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BOS, start of a document, token %1</source>
        <extracomment>Spoken for a begin-of-sequence slot; %1 is the token id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EOS, end of a document, token %1</source>
        <extracomment>Spoken for an end-of-sequence slot; %1 is the token id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <extracomment>%1 is a token id, %2 its display label, e.g. token 22 &quot;cat&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>No label: the end of the stream. A dash.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no label, end of the stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1 from the next block</source>
        <extracomment>%1 is the label token; it lies in the next block, so nothing here can attend to it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1 from the next block, not trained (loss-masked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1, not trained (loss-masked)</source>
        <extracomment>%1 is the label token; the loss ignores it because it belongs to another document.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document %1</source>
        <extracomment>%1 counts the documents of the packing from 1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continues from the previous block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <extracomment>After grading: this key should have been selected.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra</source>
        <extracomment>After grading: this key should not have been selected.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Separator between the parts of a slot&apos;s spoken description.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document %1 (continued)</source>
        <extracomment>Caption of a document fragment that started in an earlier block.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doc. %1 (cont.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doc. %1</source>
        <extracomment>Short form of &quot;document %1&quot; for narrow spaces.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packed block, %1 slots</source>
        <extracomment>Accessible name of the packed-block strip; %1 is the number of slots.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document %1 in slots %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, continued from the previous block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. The query is slot %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input</source>
        <extracomment>Row caption: the input tokens of the packed block.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label</source>
        <extracomment>Row caption: the training labels (the next token of each slot).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::PlaceholderPage</name>
    <message>
        <source>Chapter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This chapter is presented by the chapter kind &apos;%1&apos;, and no installed plugin provides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed kinds: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a plugin for this kind, or point ATLAS_PLUGIN_PATH at the folder that holds it. Help → Plugins lists every plugin found and why any was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This chapter cannot be shown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the pack with: attention-atlas-cli validate &lt;pack folder&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter plugins are searched in the folders of ATLAS_PLUGIN_PATH, then in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File and reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::QuestionView</name>
    <message>
        <source>Question %1 of %2</source>
        <extracomment>Above each question of a quiz: &quot;Question 2 of 5&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <extracomment>The button that grades the learner&apos;s answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check your answer (%1)</source>
        <extracomment>Tooltip of the Check button; %1 is its shortcut, e.g. Ctrl+Return.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change your answer and check it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer</source>
        <extracomment>Accessible name of the field where the learner types a number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number. Press Return to check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number, in %1. Press Return to check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number, e.g. %1</source>
        <extracomment>Placeholder of the number field; %1 is an example number in the learner&apos;s locale.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the keys to select them, or move with the Left and Right arrow keys and press Space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an answer yet.</source>
        <extracomment>Verdict when an answer is not an answer (nothing chosen, not a number).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 This did not count as an attempt.</source>
        <extracomment>%1 says what is expected, e.g. &quot;Choose one answer.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct.</source>
        <extracomment>Verdict after a graded answer that is right.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet.</source>
        <extracomment>Verdict after a graded answer that is wrong: encouraging, not final.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the feedback, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed keys (allowed, but not selected): %1.</source>
        <extracomment>Mask question feedback; %1 lists slot numbers, e.g. &quot;5, 6&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra keys (selected, but not allowed): %1.</source>
        <extracomment>Mask question feedback; %1 lists slot numbers, e.g. &quot;4&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why:</source>
        <extracomment>Precedes the explanation of a question after it was answered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts so far: %1.</source>
        <extracomment>%1 is the number of graded attempts at this question.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right on the first try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not right on the first try.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::QuizPanel</name>
    <message>
        <source>Check your understanding</source>
        <extracomment>Title of the quiz section at the end of a chapter.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This chapter has no questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions: %1. None answered yet.</source>
        <extracomment>Score line before any answer; %1 is the number of questions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 correct, %3 on the first try</source>
        <extracomment>Score line: %1 correct (latest answer) of %2 questions, %3 of them right on the first try.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>atlas::StandardChapterPage</name>
    <message>
        <source>Chapter title</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Usage: attention-atlas-cli &lt;command&gt; [options]

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Run &apos;attention-atlas-cli &lt;command&gt; --help&apos; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multi-head self-attention with every intermediate and gradients (JSON in, JSON out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pack documents into blocks with labels, loss mask and document-aware mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seeded scaling-variance experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check a chapter pack completely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing command (expected attention, pack or variance; see &apos;attention-atlas-cli --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (expected attention, pack, variance or validate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (available: %2); using English</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) rendered to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This pack has no chapter &apos;%1&apos;; showing where you left off.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
