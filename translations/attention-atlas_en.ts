<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>PackLoader</name>
    <message numerus="yes">
        <source>%n text(s) lack the declared language &apos;%1&apos; (English is shown instead); this is the first</source>
        <translation>
            <numerusform>%n text lacks the declared language &apos;%1&apos; (English is shown instead); this is it</numerusform>
            <numerusform>%n texts lack the declared language &apos;%1&apos; (English is shown instead); this is the first</numerusform>
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
    <name>atlas::MainWindow</name>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%n file written to %1</numerusform>
            <numerusform>%n files written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This pack has %n error(s); the chapters concerned are marked. Help → Pack Problems lists them.</source>
        <translation>
            <numerusform>This pack has %n error; the chapters concerned are marked. Help → Pack Problems lists them.</numerusform>
            <numerusform>This pack has %n errors; the chapters concerned are marked. Help → Pack Problems lists them.</numerusform>
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
    <name>atlas::PackedBlockStrip</name>
    <message numerus="yes">
        <source>Packed block, %n slot(s)</source>
        <extracomment>Accessible name of the packed-block strip; %1 is the number of slots.</extracomment>
        <translation>
            <numerusform>Packed block, %n slot</numerusform>
            <numerusform>Packed block, %n slots</numerusform>
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
        <source>%n not answered yet.</source>
        <translation>
            <numerusform>%n not answered yet.</numerusform>
            <numerusform>%n not answered yet.</numerusform>
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
        <source>All %n question(s) of this attempt, shuffled. Answer with the mouse or the keyboard: Tab moves between questions, Space or the arrow keys choose, Ctrl+Return checks.</source>
        <translation>
            <numerusform>The %n question of this attempt. Answer with the mouse or the keyboard: Space or the arrow keys choose, Ctrl+Return checks.</numerusform>
            <numerusform>All %n questions of this attempt, shuffled. Answer with the mouse or the keyboard: Tab moves between questions, Space or the arrow keys choose, Ctrl+Return checks.</numerusform>
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
</context>
<context>
    <name>atlas::QuizMistakesView</name>
    <message numerus="yes">
        <source>%n question(s) went wrong at some point. %1</source>
        <extracomment>%n questions went wrong at some point; %1 says how many are still wrong.</extracomment>
        <translation>
            <numerusform>%n question went wrong at some point. %1</numerusform>
            <numerusform>%n questions went wrong at some point. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still to get right.</source>
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
    <name>main</name>
    <message numerus="yes">
        <source>%n chapter(s) rendered to %1</source>
        <translation>
            <numerusform>%n chapter rendered to %1</numerusform>
            <numerusform>%n chapters rendered to %1</numerusform>
        </translation>
    </message>
</context>
</TS>
