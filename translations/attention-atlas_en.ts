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
