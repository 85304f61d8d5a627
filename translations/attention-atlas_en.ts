<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ChoiceQuestionKind</name>
    <message numerus="yes">
        <source>skipped: %n answer(s); a pack question has 2 to %1 choices</source>
        <translation>
            <numerusform>skipped: %n answer; a pack question has 2 to %1 choices</numerusform>
            <numerusform>skipped: %n answers; a pack question has 2 to %1 choices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GapQuestionKind</name>
    <message numerus="yes">
        <source>expected each of the %n gap(s) marked once ([[1]] …): %1</source>
        <translation>
            <numerusform>expected the gap marked once ([[1]]): %1</numerusform>
            <numerusform>expected each of the %n gaps marked once ([[1]] …): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InductionVocabulary</name>
    <message numerus="yes">
        <source>The model reads at most %n token(s) here; you typed %1.</source>
        <extracomment>%n is the longest sequence the model reads; %1 the number of tokens typed.</extracomment>
        <translation>
            <numerusform>The model reads at most %n token here; you typed %1.</numerusform>
            <numerusform>The model reads at most %n tokens here; you typed %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManifestFields</name>
    <message numerus="yes">
        <source>%n text(s) lack the declared language &apos;%1&apos; (English is shown instead); this is the first</source>
        <translation>
            <numerusform>%n text lacks the declared language &apos;%1&apos; (English is shown instead); this is it</numerusform>
            <numerusform>%n texts lack the declared language &apos;%1&apos; (English is shown instead); this is the first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) in &apos;%1&apos;, which the pack does not declare (&quot;languages&quot;: %2): declare it, so that every text and body is checked for it, or remove these; this is the first</source>
        <translation>
            <numerusform>%n text in &apos;%1&apos;, which the pack does not declare (&quot;languages&quot;: %2): declare it, so that every text and body is checked for it, or remove it</numerusform>
            <numerusform>%n texts in &apos;%1&apos;, which the pack does not declare (&quot;languages&quot;: %2): declare it, so that every text and body is checked for it, or remove these; this is the first</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MaskQuestionKind</name>
    <message numerus="yes">
        <source>key(s) %1</source>
        <extracomment>The key slots of a mask answer, e.g. &quot;keys 5, 6, 7&quot; (or &quot;key 5&quot;); %n is how many there are.</extracomment>
        <translation>
            <numerusform>key %1</numerusform>
            <numerusform>keys %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoodleXmlReader</name>
    <message numerus="yes">
        <source>%n more warning(s) like the ones above, not shown</source>
        <translation>
            <numerusform>%n more warning like the ones above, not shown</numerusform>
            <numerusform>%n more warnings like the ones above, not shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message numerus="yes">
        <source>%n entry(s) of your saved progress could not be read and were skipped; the rest was kept.</source>
        <translation>
            <numerusform>%n entry of your saved progress could not be read and was skipped; the rest was kept.</numerusform>
            <numerusform>%n entries of your saved progress could not be read and were skipped; the rest was kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionsCommand</name>
    <message numerus="yes">
        <source>%1: the pack does not validate (%n error(s)); fix it first (attention-atlas-cli validate %1)</source>
        <translation>
            <numerusform>%1: the pack does not validate (%n error); fix it first (attention-atlas-cli validate %1)</numerusform>
            <numerusform>%1: the pack does not validate (%n errors); fix it first (attention-atlas-cli validate %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n question(s) imported</source>
        <translation>
            <numerusform>%1: %n question imported</numerusform>
            <numerusform>%1: %n questions imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the pack does not validate (%n error(s)); nothing exported</source>
        <translation>
            <numerusform>%1: the pack does not validate (%n error); nothing exported</numerusform>
            <numerusform>%1: the pack does not validate (%n errors); nothing exported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortAnswerQuestionKind</name>
    <message numerus="yes">
        <source>skipped: %n answer(s); a pack short-answer question accepts 1 to %1</source>
        <translation>
            <numerusform>skipped: %n answer; a pack short-answer question accepts 1 to %1</numerusform>
            <numerusform>skipped: %n answers; a pack short-answer question accepts 1 to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message numerus="yes">
        <source>%1: %2: %n error(s)</source>
        <translation>
            <numerusform>%1: %2: %n error</numerusform>
            <numerusform>%1: %2: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s)</source>
        <translation>
            <numerusform>%n chapter</numerusform>
            <numerusform>%n chapters</numerusform>
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
            <numerusform>%1: invalid: %n error</numerusform>
            <numerusform>%1: invalid: %n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::CachePanel</name>
    <message numerus="yes">
        <source>%n position(s) cached, %1 KiB in double.</source>
        <extracomment>%n positions cached, %1 the cache&apos;s size in KiB.</extracomment>
        <translation>
            <numerusform>%n position cached, %1 KiB in double.</numerusform>
            <numerusform>%n positions cached, %1 KiB in double.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ChangeSummaryLine</name>
    <message numerus="yes">
        <source>Your last change moved %n number(s).</source>
        <extracomment>Under a lab&apos;s controls: how many numbers the last change moved; a sentence on the figures follows.</extracomment>
        <translation>
            <numerusform>Your last change moved %n number.</numerusform>
            <numerusform>Your last change moved %n numbers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your last change resized %n figure(s): rows or columns came or went, so there is nothing to compare number by number.</source>
        <extracomment>Under a lab&apos;s controls: the last change added or removed rows or columns of %n figures.</extracomment>
        <translation>
            <numerusform>Your last change resized %n figure: rows or columns came or went, so there is nothing to compare number by number.</numerusform>
            <numerusform>Your last change resized %n figures: rows or columns came or went, so there is nothing to compare number by number.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other figure(s) changed size.</source>
        <extracomment>After the count of outlined numbers: %n other figures gained or lost rows or columns.</extracomment>
        <translation>
            <numerusform>%n other figure changed size.</numerusform>
            <numerusform>%n other figures changed size.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They are outlined in every figure it recomputed (%n).</source>
        <extracomment>After the count of outlined numbers, when every figure recomputed changed (%n of them).</extracomment>
        <translation>
            <numerusform>They are outlined in the figure it recomputed.</numerusform>
            <numerusform>They are outlined in all %n figures it recomputed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ChartAccessibility</name>
    <message numerus="yes">
        <source>%n bars from %2 to %3</source>
        <extracomment>Screen-reader summary of a long bar series; %2, %3: its smallest and largest value.</extracomment>
        <translation>
            <numerusform>%n bar from %2 to %3</numerusform>
            <numerusform>%n bars from %2 to %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points, horizontally from %2 to %3, vertically from %4 to %5</source>
        <extracomment>Screen-reader summary of a line or scatter series: %2 to %3 along the horizontal axis, %4 to %5 along the vertical one.</extracomment>
        <translation>
            <numerusform>%n point, horizontally from %2 to %3, vertically from %4 to %5</numerusform>
            <numerusform>%n points, horizontally from %2 to %3, vertically from %4 to %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ClassResultsDialog</name>
    <message numerus="yes">
        <source>%n learner(s)</source>
        <translation>
            <numerusform>%n learner</numerusform>
            <numerusform>%n learners</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) not counted:</source>
        <translation>
            <numerusform>%n file not counted:</numerusform>
            <numerusform>%n files not counted:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ContextReachDemo</name>
    <message numerus="yes">
        <source>Adding 1 to every coordinate of %1&apos;s value vector changes the output(s) of %2: each of these tokens reads %1 directly, in this single layer, whatever the distance.</source>
        <extracomment>%1 is the changed token (such as t₂); %2 lists the tokens whose outputs moved (such as &quot;t₂, t₃, t₄&quot;), %n how many they are.</extracomment>
        <translation>
            <numerusform>Adding 1 to every coordinate of %1&apos;s value vector changes the output of %2: this token reads %1 directly, in this single layer, whatever the distance.</numerusform>
            <numerusform>Adding 1 to every coordinate of %1&apos;s value vector changes the outputs of %2: each of these tokens reads %1 directly, in this single layer, whatever the distance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The output(s) of %1 stay exactly the same: the causal mask keeps them from reading %2.</source>
        <extracomment>A sentence of its own, after the one on the outputs that changed. %1 lists the tokens whose outputs stayed the same (such as &quot;t₀, t₁&quot;), %n how many they are; %2 is the changed token.</extracomment>
        <translation>
            <numerusform>The output of %1 stays exactly the same: the causal mask keeps it from reading %2.</numerusform>
            <numerusform>The outputs of %1 stay exactly the same: the causal mask keeps them from reading %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::CorpusEditor</name>
    <message numerus="yes">
        <source>Document %1 tokenized: %2 → ids %3 (%n token(s), plus ⟨BOS⟩ and ⟨EOS⟩)</source>
        <extracomment>%1 the document number, %2 its tokens, %3 their ids, %n the number of tokens.</extracomment>
        <translation>
            <numerusform>Document %1 tokenized: %2 → ids %3 (%n token, plus ⟨BOS⟩ and ⟨EOS⟩)</numerusform>
            <numerusform>Document %1 tokenized: %2 → ids %3 (%n tokens, plus ⟨BOS⟩ and ⟨EOS⟩)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Vocabulary (%n id(s)): %1</source>
        <extracomment>%n is the number of token ids in the vocabulary, %1 the list &quot;id token, id token, …&quot;.</extracomment>
        <translation>
            <numerusform>Vocabulary (%n id): %1</numerusform>
            <numerusform>Vocabulary (%n ids): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DecoderInputBar</name>
    <message numerus="yes">
        <source>Vocabulary (%n word(s)): %1</source>
        <extracomment>%n is the number of words in the vocabulary, %1 the words themselves.</extracomment>
        <translation>
            <numerusform>Vocabulary (%n word): %1</numerusform>
            <numerusform>Vocabulary (%n words): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DecoderSession</name>
    <message numerus="yes">
        <source>Type one document id per token, or nothing for one document: %n token(s), document ids typed: %1.</source>
        <extracomment>%n is the number of tokens of the input, %1 the number of document ids typed.</extracomment>
        <translation>
            <numerusform>Type one document id per token, or nothing for one document: %n token, document ids typed: %1.</numerusform>
            <numerusform>Type one document id per token, or nothing for one document: %n tokens, document ids typed: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DiagnosticsDialog</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::EfficiencyPanel</name>
    <message numerus="yes">
        <source>all %n block(s)</source>
        <extracomment>Column header: totals over every packed block, %n of them.</extracomment>
        <translation>
            <numerusform>all (%n block)</numerusform>
            <numerusform>all %n blocks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::GradientCheckPanel</name>
    <message numerus="yes">
        <source>Largest relative error: %1 (at %2). Analytic and finite-difference gradients agree on all %n differentiable node(s) (step h = %3).</source>
        <extracomment>%1 the error, %2 the node, %n the number of nodes checked, %3 the step h.</extracomment>
        <translation>
            <numerusform>Largest relative error: %1 (at %2). Analytic and finite-difference gradients agree on the %n differentiable node (step h = %3).</numerusform>
            <numerusform>Largest relative error: %1 (at %2). Analytic and finite-difference gradients agree on all %n differentiable nodes (step h = %3).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::HistoryLab</name>
    <message numerus="yes">
        <source>Showing %1 of %n entry(s). Use Up and Down to move through them.</source>
        <extracomment>%1 entries shown of %n; Up/Down keys move through them.</extracomment>
        <translation>
            <numerusform>Showing %1 of %n entry. Use Up and Down to move through the timeline.</numerusform>
            <numerusform>Showing %1 of %n entries. Use Up and Down to move through them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::InductionLab</name>
    <message numerus="yes">
        <source>%n step(s) trained</source>
        <extracomment>%n is the number of training steps the shown model has made.</extracomment>
        <translation>
            <numerusform>%n step trained</numerusform>
            <numerusform>%n steps trained</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model you have trained for %n step(s) is replaced by fresh, untrained weights; its curve and its replay go with it.</source>
        <translation>
            <numerusform>The model you have trained for %n step is replaced by fresh, untrained weights; its curve and its replay go with it.</numerusform>
            <numerusform>The model you have trained for %n steps is replaced by fresh, untrained weights; its curve and its replay go with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spread a run over about %n second(s), so you can watch the head form; the steps and results are the same.</source>
        <translation>
            <numerusform>Spread a run over about %n second, so you can watch the head form; the steps and results are the same.</numerusform>
            <numerusform>Spread a run over about %n seconds, so you can watch the head form; the steps and results are the same.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::InductionSession</name>
    <message numerus="yes">
        <source>The model you trained earlier is back (%n step(s)); Adam&apos;s running averages start afresh when you train on.</source>
        <extracomment>%n is the number of training steps the restored model had made.</extracomment>
        <translation>
            <numerusform>The model you trained earlier is back (%n step); Adam&apos;s running averages start afresh when you train on.</numerusform>
            <numerusform>The model you trained earlier is back (%n steps); Adam&apos;s running averages start afresh when you train on.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::KernelScalingDemo</name>
    <message numerus="yes">
        <source>Measured: each time is the median of %n timed forward pass(es), after one untimed run. On a shared machine times vary from run to run; the shapes of the curves do not.</source>
        <extracomment>%n is the number of timed runs per measurement.</extracomment>
        <translation>
            <numerusform>Measured: each time is the median of %n timed forward pass, after one untimed run. On a shared machine times vary from run to run; the shapes of the curves do not.</numerusform>
            <numerusform>Measured: each time is the median of %n timed forward passes, after one untimed run. On a shared machine times vary from run to run; the shapes of the curves do not.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This machine has %n hardware thread(s).</source>
        <extracomment>%n is the number of hardware threads of this computer.</extracomment>
        <translation>
            <numerusform>This machine has %n hardware thread.</numerusform>
            <numerusform>This machine has %n hardware threads.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The kernels run on %n thread(s) in single precision (float, 4 bytes a number).</source>
        <translation>
            <numerusform>The kernels run on %n thread in single precision (float, 4 bytes a number).</numerusform>
            <numerusform>The kernels run on %n threads in single precision (float, 4 bytes a number).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The kernels run on %n thread(s) in double precision (double, 8 bytes a number).</source>
        <translation>
            <numerusform>The kernels run on %n thread in double precision (double, 8 bytes a number).</numerusform>
            <numerusform>The kernels run on %n threads in double precision (double, 8 bytes a number).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::LeakageMeter</name>
    <message numerus="yes">
        <source>%1: other documents move by up to %2 at %n position(s) — a leak.</source>
        <extracomment>%1 the mask&apos;s name, %2 the largest change, %n how many positions moved.</extracomment>
        <translation>
            <numerusform>%1: other documents move by up to %2 at %n position — a leak.</numerusform>
            <numerusform>%1: other documents move by up to %2 at %n positions — a leak.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MainWindow</name>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%n file written to %1</numerusform>
            <numerusform>%n files written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This pack has %n error(s); the chapters concerned are marked. Tools → Pack Problems lists them.</source>
        <translation>
            <numerusform>This pack has %n error; the chapters concerned are marked. Tools → Pack Problems lists them.</numerusform>
            <numerusform>This pack has %n errors; the chapters concerned are marked. Tools → Pack Problems lists them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reloaded %1: %n problem(s); Tools → Pack Problems lists them.</source>
        <extracomment>Status message after File → Reload Pack; %1 is the pack&apos;s folder, %n errors and warnings together</extracomment>
        <translation>
            <numerusform>Reloaded %1: %n problem; Tools → Pack Problems lists it.</numerusform>
            <numerusform>Reloaded %1: %n problems; Tools → Pack Problems lists them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1</source>
        <extracomment>%1: the file written</extracomment>
        <translation>
            <numerusform>%n page written to %1</numerusform>
            <numerusform>%n pages written to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MaskPanel</name>
    <message numerus="yes">
        <source>Query slot %1 may read slots %2. The plain causal mask allows %n pair(s) that cross a document boundary: later documents read earlier ones.</source>
        <extracomment>%1 the query slot, %2 its allowed key slots (such as &quot;5–7&quot;), %n the number of (query, key) pairs that cross a document boundary.</extracomment>
        <translation>
            <numerusform>Query slot %1 may read slots %2. The plain causal mask allows %n pair that crosses a document boundary: a later document reads an earlier one.</numerusform>
            <numerusform>Query slot %1 may read slots %2. The plain causal mask allows %n pairs that cross a document boundary: later documents read earlier ones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MaskQuestionInput</name>
    <message numerus="yes">
        <source>%n key(s) the induction head reads are not selected yet.</source>
        <extracomment>Induction mask question feedback before the solution is shown; %n: how many keys.</extracomment>
        <translation>
            <numerusform>%n key the induction head reads is not selected yet.</numerusform>
            <numerusform>%n keys the induction head reads are not selected yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allowed key(s) are not selected yet.</source>
        <translation>
            <numerusform>%n allowed key is not selected yet.</numerusform>
            <numerusform>%n allowed keys are not selected yet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MatrixEditor</name>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>Paste %n cell</numerusform>
            <numerusform>Paste %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::MechanismLab</name>
    <message numerus="yes">
        <source>%n head(s). The weights were drawn anew from seed %1 in the new shape, replacing the weights you had edited or the pack had given; X is unchanged.</source>
        <extracomment>%n is the new number of heads (at least 1), %1 the seed the weight matrices were drawn from; X is the matrix of token embeddings.</extracomment>
        <translation>
            <numerusform>One head. The weights were drawn anew from seed %1 in the new shape, replacing the weights you had edited or the pack had given; X is unchanged.</numerusform>
            <numerusform>%n heads. The weights were drawn anew from seed %1 in the new shape, replacing the weights you had edited or the pack had given; X is unchanged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s). The weights were drawn from seed %1 in the new shape; X is unchanged.</source>
        <translation>
            <numerusform>One head. The weights were drawn from seed %1 in the new shape; X is unchanged.</numerusform>
            <numerusform>%n heads. The weights were drawn from seed %1 in the new shape; X is unchanged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::PackedBlockStrip</name>
    <message numerus="yes">
        <source>Packed block, %n slot(s)</source>
        <extracomment>Accessible name of the packed-block strip; %n is the number of slots.</extracomment>
        <translation>
            <numerusform>Packed block, %n slot</numerusform>
            <numerusform>Packed block, %n slots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::PackingLab</name>
    <message numerus="yes">
        <source>(%n block(s) in all, numbered 0 to %1)</source>
        <extracomment>Shown after the spin box that chooses the block (&quot;Block: [3]&quot;); a text of its own, not the end of a sentence. %n is the number of packed blocks, %1 the number of the last one (they count from 0).</extracomment>
        <translation>
            <numerusform>(%n block in all, numbered %1)</numerusform>
            <numerusform>(%n blocks in all, numbered 0 to %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Struck out: the label of slot(s) %1 is another document&apos;s ⟨BOS⟩ — predicting it across the boundary would teach nothing, so the loss mask leaves it out.</source>
        <extracomment>%n is the number of slots whose label is struck out, %1 their numbers (such as &quot;4&quot; or &quot;4 and 9&quot;). A sentence of its own, shown after the sentence about the last slot.</extracomment>
        <translation>
            <numerusform>Struck out: the label of slot %1 is another document&apos;s ⟨BOS⟩ — predicting it across the boundary would teach nothing, so the loss mask leaves it out.</numerusform>
            <numerusform>Struck out: the labels of slots %1 are other documents&apos; ⟨BOS⟩ — predicting them across the boundary would teach nothing, so the loss mask leaves them out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::PaddingPanel</name>
    <message numerus="yes">
        <source>%1 (%n word(s))</source>
        <extracomment>%1 the sequence&apos;s number, %n its length in words.</extracomment>
        <translation>
            <numerusform>%1 (%n word)</numerusform>
            <numerusform>%1 (%n words)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Padding refilled %n time(s): the largest change of a real word&apos;s output is %1 — exactly zero, since no query reads a padded key.</source>
        <extracomment>%n how often the padding was refilled, %1 the largest change of a real word&apos;s output.</extracomment>
        <translation>
            <numerusform>Padding refilled %n time: the largest change of a real word&apos;s output is %1 — exactly zero, since no query reads a padded key.</numerusform>
            <numerusform>Padding refilled %n times: the largest change of a real word&apos;s output is %1 — exactly zero, since no query reads a padded key.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::QuizLab</name>
    <message numerus="yes">
        <source>Score: none of %n question(s) answered yet.</source>
        <extracomment>Score line of the final quiz before any answer.</extracomment>
        <translation>
            <numerusform>Score: none of %n question answered yet.</numerusform>
            <numerusform>Score: none of %n questions answered yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retry missed (%n)</source>
        <extracomment>Button: show only the questions whose latest answer is wrong; %n is how many.</extracomment>
        <translation>
            <numerusform>Retry missed (%n)</numerusform>
            <numerusform>Retry missed (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retry round %1: the %n question(s) you missed, in a new order. Your first tries still count as first tries.</source>
        <extracomment>Above the questions in a retry round; %n is how many are shown.</extracomment>
        <translation>
            <numerusform>Retry round %1: the question you missed. Your first try still counts as the first try.</numerusform>
            <numerusform>Retry round %1: the %n questions you missed, in a new order. Your first tries still count as first tries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the %n missed question(s) again.</source>
        <extracomment>Status message after &quot;Retry missed&quot;.</extracomment>
        <translation>
            <numerusform>Showing the missed question again.</numerusform>
            <numerusform>Showing the %n missed questions again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This clears your answers to the %n question(s) of this quiz — in their chapters too — and starts a new attempt in a new order. Export your results first if you want to keep them.</source>
        <translation>
            <numerusform>This clears your answer to the question of this quiz — in its chapter too — and starts a new attempt. Export your results first if you want to keep them.</numerusform>
            <numerusform>This clears your answers to the %n questions of this quiz — in their chapters too — and starts a new attempt in a new order. Export your results first if you want to keep them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score: %1 of %2 correct (%3 %), %4 right on the first try. %n not answered yet.</source>
        <extracomment>Score line of the final quiz: %1 correct of %2 questions (%3 percent), %4 right on the first try; %n questions are not answered yet.</extracomment>
        <translation>
            <numerusform>Score: %1 of %2 correct (%3 %), %4 right on the first try. %n not answered yet.</numerusform>
            <numerusform>Score: %1 of %2 correct (%3 %), %4 right on the first try. %n not answered yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n question(s) of this attempt, shuffled. Answer with the mouse or the keyboard: Tab moves between questions, the arrow keys choose one answer and Space ticks a box, Enter on Check (or Ctrl+Return anywhere in a question) checks.</source>
        <translation>
            <numerusform>The %n question of this attempt. Answer with the mouse or the keyboard: the arrow keys choose one answer and Space ticks a box, Enter on Check (or Ctrl+Return anywhere in a question) checks.</numerusform>
            <numerusform>All %n questions of this attempt, shuffled. Answer with the mouse or the keyboard: Tab moves between questions, the arrow keys choose one answer and Space ticks a box, Enter on Check (or Ctrl+Return anywhere in a question) checks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::QuizMistakesView</name>
    <message numerus="yes">
        <source>%n still to get right.</source>
        <extracomment>After &quot;N questions went wrong at some point.&quot;: %n of them are still to be answered correctly.</extracomment>
        <translation>
            <numerusform>%n still to get right.</numerusform>
            <numerusform>%n still to get right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right now, after %n attempt(s).</source>
        <translation>
            <numerusform>Right now, after %n attempt.</numerusform>
            <numerusform>Right now, after %n attempts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not yet right, %n attempt(s).</source>
        <translation>
            <numerusform>Not yet right, %n attempt.</numerusform>
            <numerusform>Not yet right, %n attempts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) went wrong at some point.</source>
        <extracomment>%n questions went wrong at some point. A sentence of its own; the next one says how many are still wrong.</extracomment>
        <translation>
            <numerusform>%n question went wrong at some point.</numerusform>
            <numerusform>%n questions went wrong at some point.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::QuizPanel</name>
    <message numerus="yes">
        <source>%n question(s), none answered yet.</source>
        <extracomment>Score line before any answer.</extracomment>
        <translation>
            <numerusform>%n question, none answered yet.</numerusform>
            <numerusform>%n questions, none answered yet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::QuizScoreModel</name>
    <message numerus="yes">
        <source>%1 % of %n question(s)</source>
        <extracomment>Tooltip of a count in the score table: its share of the chapter&apos;s questions.</extracomment>
        <translation>
            <numerusform>%1 % of %n question</numerusform>
            <numerusform>%1 % of %n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ScalingVarianceLab</name>
    <message numerus="yes">
        <source>The bins span ±4 standard deviations of the unscaled scores (%1 … %2). %Ln sample(s) fell outside and are not drawn.</source>
        <extracomment>%1 … %2 is the range of the histogram&apos;s bins; %Ln samples lie outside it.</extracomment>
        <translation>
            <numerusform>The bins span ±4 standard deviations of the unscaled scores (%1 … %2). %Ln sample fell outside and is not drawn.</numerusform>
            <numerusform>The bins span ±4 standard deviations of the unscaled scores (%1 … %2). %Ln samples fell outside and are not drawn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ScoreMemoryView</name>
    <message numerus="yes">
        <source>Score memory per layer against sequence length (%n head(s), 2-byte numbers)</source>
        <extracomment>%n is the number of attention heads.</extracomment>
        <translation>
            <numerusform>Score memory per layer against sequence length (%n head, 2-byte numbers)</numerusform>
            <numerusform>Score memory per layer against sequence length (%n heads, 2-byte numbers)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::TrainingPanel</name>
    <message numerus="yes">
        <source>Stopped after %n step(s): the next step made the parameters overflow (the learning rate %1 is too large for %2). That step was undone; try a smaller rate. Loss now %3 nats.</source>
        <extracomment>%n is the number of steps done, %1 the learning rate, %2 the optimizer (Adam or SGD), %3 the loss.</extracomment>
        <translation>
            <numerusform>Stopped after %n step: the next step made the parameters overflow (the learning rate %1 is too large for %2). That step was undone; try a smaller rate. Loss now %3 nats.</numerusform>
            <numerusform>Stopped after %n steps: the next step made the parameters overflow (the learning rate %1 is too large for %2). That step was undone; try a smaller rate. Loss now %3 nats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %n step(s); the decoder keeps the parameters it reached. Loss now %2 nats.</source>
        <extracomment>%1 is the number of steps done, %n the number of steps asked for, %2 the loss.</extracomment>
        <translation>
            <numerusform>Cancelled after %1 of %n step; the decoder keeps the parameters it reached. Loss now %2 nats.</numerusform>
            <numerusform>Cancelled after %1 of %n steps; the decoder keeps the parameters it reached. Loss now %2 nats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trained %n step(s). Loss now %1 nats — the graph, the gradient check and the prefix panel show the trained decoder.</source>
        <extracomment>%n is the number of training steps done, %1 the loss.</extracomment>
        <translation>
            <numerusform>Trained %n step. Loss now %1 nats — the graph, the gradient check and the prefix panel show the trained decoder.</numerusform>
            <numerusform>Trained %n steps. Loss now %1 nats — the graph, the gradient check and the prefix panel show the trained decoder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::TrainingWatch</name>
    <message numerus="yes">
        <source>The decoder now, after %n step(s): each head&apos;s attention (rows = queries, columns = keys), and the probability it gives each next token.</source>
        <translation>
            <numerusform>The decoder now, after %n step: each head&apos;s attention (rows = queries, columns = keys), and the probability it gives each next token.</numerusform>
            <numerusform>The decoder now, after %n steps: each head&apos;s attention (rows = queries, columns = keys), and the probability it gives each next token.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::WorkedRelationPanel</name>
    <message numerus="yes">
        <source>One query and %n key(s). Edit a score, a value or which keys are allowed: the probabilities, the output and its derivatives follow at once.</source>
        <extracomment>%n is the number of keys in the worked example (1 or more).</extracomment>
        <translation>
            <numerusform>One query and %n key. Edit a score, a value or which keys are allowed: the probabilities, the output and its derivatives follow at once.</numerusform>
            <numerusform>One query and %n keys. Edit a score, a value or which keys are allowed: the probabilities, the output and its derivatives follow at once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message numerus="yes">
        <source>%n chapter(s) rendered to %1</source>
        <translation>
            <numerusform>%n chapter rendered to %1</numerusform>
            <numerusform>%n chapters rendered to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) written as PDF to %1</source>
        <translation>
            <numerusform>%n chapter written as PDF to %1</numerusform>
            <numerusform>%n chapters written as PDF to %1</numerusform>
        </translation>
    </message>
</context>
</TS>
