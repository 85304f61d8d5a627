#!/usr/bin/python3
"""Attention Atlas as a screen reader meets it: through AT-SPI, over D-Bus.

The in-process test (tst_accessibility) asks Qt for accessible names; a screen reader such as
Orca asks the AT-SPI registry instead, and sees only what Qt's bridge publishes there. This
test starts what a desktop session would have, privately, and throws it all away afterwards:

  * an X server (Xvfb, on a display it picks itself) with no window manager,
  * a D-Bus session bus (dbus-run-session) and on it the AT-SPI bus (at-spi-bus-launcher,
    which activates at-spi2-registryd),
  * the real application, built in this tree, with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 and a
    temporary HOME and XDG folders (the learner's settings and progress are never touched).

For each language (en, de, fr) it visits every chapter with Alt+Right, walks the accessible
tree with pyatspi and fails on
  * an interactive element (push button, check box, radio button, spin button, slider, combo
    box, text field, page tab, list item, table cell, …) without a name, shown or hidden;
  * a hidden element that claims to be showing, or a shown page that is not the current one;
  * a heatmap cell whose name does not say its row and column ("query 2 sat, key 1 cat: 0.31");
  * a heatmap without a description of its shape and axes, a chart without a name or series.
In English it also presses keys as a keyboard user would, through the X server (xdotool):
Tab through every chapter (the focus order must reach every question, in the order they are
shown); answer one question of every kind the pack has by keys alone — Space on a choice (it
becomes checked), typing in a field (it holds the text), Down in a drop-down list (it shows
another entry), Alt+Down on an item to order (the order changes), Space on a key of a mask —
then Ctrl+Return or Space on Check (the answer is graded: a verdict that is not "Not an answer
yet." appears, "Check" gives way to "Try again" / "Answer again"); and Alt+Right (the next
chapter becomes the selected item of the chapter list and the page shown).

Every failure names the element by its role and its path of roles and names from the window.
Every child process runs in a process group of its own and is ended however the test ends.

Usage: atspi_check.py --app build/bin/attention-atlas --pack build/share/…/self-attention
                      [--languages en,de,fr] [--timeout 300] [--keep-going]
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# Roles a listener acts on: each must have a name (AT-SPI role names as pyatspi spells them).
INTERACTIVE_ROLES = {
    'push button', 'toggle button', 'check box', 'radio button', 'spin button', 'slider',
    'combo box', 'text', 'entry', 'password text', 'page tab', 'list item', 'table cell',
    'tree item', 'menu item', 'check menu item', 'radio menu item', 'link', 'dial',
}
REQUIRED_TOOLS = {
    'Xvfb': 'xvfb',
    'dbus-run-session': 'dbus',
    'dbus-daemon': 'dbus-daemon',
    'xdotool': 'xdotool',
}
BUS_LAUNCHER = '/usr/libexec/at-spi-bus-launcher'


def log(message):
    print(message, flush=True)


class Failure(Exception):
    """A check failed; the message says which element and what was expected."""


# ---- the outer process: X server, private session bus, watchdog, clean-up ----------------------

def start_group(argv, **kwargs):
    """A child in a process group of its own, so that it and whatever it starts can be ended
    together."""
    return subprocess.Popen(argv, start_new_session=True, **kwargs)


def end_group(process, grace=3.0):
    if process is None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        pass
    # Whatever is left of the group (activated D-Bus services, a stuck application).
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        log(f'warning: process {process.pid} did not end after SIGKILL')


def start_xvfb(work):
    """Xvfb on a free display: -displayfd makes it choose one and tell us which."""
    read_end, write_end = os.pipe()
    server = start_group(['Xvfb', '-displayfd', str(write_end), '-screen', '0', '1440x900x24',
                          '-nolisten', 'tcp', '-noreset'],
                         pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                         stderr=open(os.path.join(work, 'xvfb.log'), 'wb'))
    os.close(write_end)
    number = b''
    deadline = time.monotonic() + 20
    import select
    while time.monotonic() < deadline and not number.endswith(b'\n'):
        ready, _, _ = select.select([read_end], [], [], 0.5)
        if ready:
            chunk = os.read(read_end, 16)
            if not chunk:
                break
            number += chunk
        elif server.poll() is not None:
            break
    os.close(read_end)
    if not number.strip().isdigit():
        end_group(server)
        with open(os.path.join(work, 'xvfb.log'), 'rb') as f:
            tail = f.read()[-600:].decode(errors='replace')
        raise Failure(f'Xvfb did not start within 20 s (its log: {tail.strip()})')
    return server, ':' + number.strip().decode()


def private_environment(work, display):
    """The environment of everything this test starts: its own X display, HOME and XDG
    folders, nothing of the caller's session buses, Qt platform or plugin settings."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(('QT_', 'XDG_', 'DBUS_', 'AT_SPI', 'WAYLAND', 'ATLAS_'))
           and k not in ('DISPLAY', 'XAUTHORITY', 'HOME', 'SESSION_MANAGER')}
    home = os.path.join(work, 'home')
    runtime = os.path.join(work, 'runtime')
    for folder in (home, runtime):
        os.makedirs(folder, mode=0o700, exist_ok=True)
    env.update({
        'DISPLAY': display,
        'HOME': home,
        'XDG_CONFIG_HOME': os.path.join(home, '.config'),
        'XDG_DATA_HOME': os.path.join(home, '.local', 'share'),
        'XDG_CACHE_HOME': os.path.join(home, '.cache'),
        'XDG_STATE_HOME': os.path.join(home, '.local', 'state'),
        'XDG_RUNTIME_DIR': runtime,
        'LC_ALL': 'C.UTF-8',
        'NO_AT_BRIDGE': '0',
        'GTK_A11Y': 'atspi',
    })
    return env


def missing_requirements():
    missing = [f'{tool} (Debian package {package})' for tool, package in REQUIRED_TOOLS.items()
               if shutil.which(tool) is None]
    if not os.access(BUS_LAUNCHER, os.X_OK):
        missing.append(f'{BUS_LAUNCHER} (Debian package at-spi2-core)')
    try:
        import gi  # noqa: F401
        import pyatspi  # noqa: F401
    except ImportError as error:
        missing.append(f'pyatspi for {sys.executable} (Debian package python3-pyatspi): {error}')
    return missing


def outer(args):
    missing = missing_requirements()
    if missing:
        log('FAIL: the AT-SPI test needs, and cannot find:\n  ' + '\n  '.join(missing)
            + '\nInstall them (scripts/common.sh lists them in ATLAS_PACKAGES).')
        return 1
    for path, what in ((args.app, '--app'), (args.pack, '--pack')):
        if not os.path.exists(path):
            log(f'FAIL: {what}: {path} does not exist (build the project first)')
            return 1
    work = tempfile.mkdtemp(prefix='atlas-atspi-')
    server = inner_run = None
    started = time.monotonic()
    try:
        server, display = start_xvfb(work)
        env = private_environment(work, display)
        env['ATLAS_ATSPI_WORK'] = work
        argv = ['dbus-run-session', '--', sys.executable, os.path.abspath(__file__), '--inner',
                '--app', os.path.abspath(args.app), '--pack', os.path.abspath(args.pack),
                '--languages', args.languages]
        if args.keep_going:
            argv.append('--keep-going')
        log(f'X server {display}; private D-Bus session; work folder {work}')
        inner_run = start_group(argv, env=env, stdin=subprocess.DEVNULL)
        try:
            status = inner_run.wait(timeout=args.timeout)
        except subprocess.TimeoutExpired:
            log(f'FAIL: timed out after {args.timeout} s (the last step above is where it hung)')
            return 1
        log(f'finished in {time.monotonic() - started:.1f} s')
        return status
    except Failure as failure:
        log(f'FAIL: {failure}')
        return 1
    finally:
        end_group(inner_run)
        end_group(server)
        shutil.rmtree(work, ignore_errors=True)


# ---- the inner process: inside the private session bus ----------------------------------------

def inner(args):
    # Imported here: pyatspi connects to the session bus this process was started on.
    import pyatspi
    from gi.repository import GLib
    checker = Checker(pyatspi, GLib, args)
    try:
        checker.run()
    except Failure as failure:
        checker.problems.append(str(failure))
    finally:
        checker.close()
    if checker.problems:
        log(f'\n{len(checker.problems)} problem(s):')
        for problem in checker.problems:
            log('FAIL: ' + problem)
        return 1
    log('PASS: every interactive element is named, every heatmap cell says its row and column, '
        'the focus order reaches every question, and the keys change the accessible state')
    return 0


class Element:
    """One accessible object as walked: role, name, description, states, its path."""

    def __init__(self, acc, role, name, description, states, path):
        self.acc, self.role, self.name, self.description = acc, role, name, description
        self.states, self.path = states, path

    @property
    def showing(self):
        return 'showing' in self.states

    def where(self):
        # Unnamed containers say nothing to a reader of the path: left out.
        return ' > '.join(p for i, p in enumerate(self.path)
                          if i == len(self.path) - 1 or not re.fullmatch(r'\[(filler|panel|split pane|scroll pane|viewport)\]', p))


class Checker:
    def __init__(self, pyatspi, glib, args):
        self.pyatspi, self.glib, self.args = pyatspi, glib, args
        self.problems = []
        self.app_process = None
        self.app = None
        self.window = None
        self.window_id = None
        self.focus_events = []
        self.work = os.environ['ATLAS_ATSPI_WORK']
        self.step = ''
        self.answered_kinds = set()
        self.kinds_by_chapter = {}
        self.silent_tabs = 0
        self.last_focus = None
        self._chapter_list = None

    # -- plumbing ---------------------------------------------------------------------------

    def problem(self, message):
        self.problems.append(message)
        log('  problem: ' + message)
        if not self.args.keep_going and len(self.problems) >= 40:
            raise Failure('stopping after 40 problems')

    def begin(self, step):
        self.step = step
        log(step)

    def pump(self, seconds=0.0):
        """Lets pyatspi receive events for a while (it has no thread of its own)."""
        context = self.glib.MainContext.default()
        deadline = time.monotonic() + seconds
        while True:
            while context.pending():
                context.iteration(False)
            if time.monotonic() >= deadline:
                return
            time.sleep(0.01)

    def wait_for(self, what, predicate, timeout=15.0):
        deadline = time.monotonic() + timeout
        while True:
            self.pump()
            try:
                value = predicate()
            except Failure:  # the predicate's own verdict (the application exited): report it now
                raise
            except Exception:  # an object that went away while we asked: ask again
                value = None
            if value:
                return value
            if time.monotonic() >= deadline:
                raise Failure(f'{self.step}: waited {timeout:.0f} s for {what}')
            time.sleep(0.05)

    def xdotool(self, *argv):
        result = subprocess.run(['xdotool', *argv], capture_output=True, text=True, timeout=20)
        if result.returncode != 0:
            raise Failure(f'xdotool {" ".join(argv)} failed: {result.stderr.strip()}')
        return result.stdout

    def key(self, keys):
        """Presses keys through the X server (XTEST), as a keyboard would."""
        self.xdotool('key', '--clearmodifiers', keys)

    # -- the application --------------------------------------------------------------------

    def launch(self, language, chapter):
        self.close()
        env = dict(os.environ, QT_QPA_PLATFORM='xcb', QT_LINUX_ACCESSIBILITY_ALWAYS_ON='1',
                   QT_ACCESSIBILITY='1')
        log_path = os.path.join(self.work, f'app-{language}.log')
        self.app_log = log_path
        self.app_process = start_group(
            [self.args.app, '--pack', self.args.pack, '--lang', language, '--chapter', chapter],
            env=env, stdin=subprocess.DEVNULL, stdout=open(log_path, 'wb'), stderr=subprocess.STDOUT)
        pid = self.app_process.pid

        def find_application():
            if self.app_process.poll() is not None:
                with open(log_path, 'rb') as f:
                    output = f.read().decode(errors='replace')
                # A sanitizer's report says what matters first; anything else, its end.
                report = re.search(r'==\d+==ERROR|runtime error:', output)
                excerpt = output[report.start():report.start() + 1500] if report else output[-1500:]
                raise Failure(f'the application exited with status {self.app_process.returncode}: {excerpt}')
            desktop = self.pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                candidate = desktop.getChildAtIndex(i)
                if candidate is not None and candidate.get_process_id() == pid:
                    for j in range(candidate.childCount):
                        window = candidate.getChildAtIndex(j)
                        if window is not None and window.getRoleName() == 'frame' and self.states(window) >= {'showing'}:
                            return candidate, window
            return None

        self.app, self.window = self.wait_for('the application to appear on the AT-SPI bus', find_application, 30)
        ids = self.wait_for('the application window on the X server',
                            lambda: self.xdotool('search', '--onlyvisible', '--pid', str(pid), '--name', 'Atlas').split(), 15)
        self.window_id = ids[0]
        # No window manager: give the window the keyboard focus ourselves.
        self.xdotool('windowfocus', '--sync', self.window_id)
        self.listen_for_focus()

    def close(self):
        if self.app_process is not None:
            end_group(self.app_process)
            self.app_process = None
        self.app = self.window = self._chapter_list = None

    def listen_for_focus(self):
        if getattr(self, '_listening', False):
            return
        self._listening = True

        def on_focus(event):
            if os.environ.get('ATLAS_ATSPI_DEBUG'):
                log(f'  event {event.type} {event.detail1} from {self.describe(event.source)}')
            if event.type == 'object:state-changed:focused' and event.detail1 == 1:
                self.focus_events.append(event.source)
        # Qt's bridge sends focus changes only to a listener of "focus:" (Orca registers it);
        # each change also comes as a state change, which carries the new focus as detail1 = 1.
        self.pyatspi.Registry.registerEventListener(on_focus, 'focus:', 'object:state-changed:focused')

    # -- reading the tree -------------------------------------------------------------------

    def states(self, acc):
        return {self.pyatspi.stateToString(state).replace('_', ' ') for state in acc.getState().getStates()}

    def describe(self, acc):
        role = acc.getRoleName()
        name = acc.name or ''
        return f'[{role}] {name[:50]!r}' if name else f'[{role}]'

    # A table's first children: its headers and its first rows. Every cell of a matrix is
    # named by the same code, and the attention patterns of the induction chapter hold
    # thousands of cells: reading them all over D-Bus would take minutes.
    TABLE_CHILDREN = 100
    TABLE_CHILDREN_SAMPLED = 12   # in German and French, where English has read the same code

    def walk(self, root, path, full_tables=True):
        """Every element under root, depth first, each with its path from the window. The
        chapter stack's hidden pages are left out (each was walked while it was shown); of a
        table, its first TABLE_CHILDREN children (TABLE_CHILDREN_SAMPLED without full_tables)."""
        out = []
        stack = [(root, path)]
        while stack:
            acc, trail = stack.pop()
            try:
                role = acc.getRoleName()
                name = acc.name or ''
                description = acc.description or '' if role in ('table', 'chart') else ''
                states = self.states(acc)
                count = acc.childCount
            except Exception as error:  # gone while walking: the page changed under us
                self.problem(f'{" > ".join(trail)}: could not be read over AT-SPI ({error})')
                continue
            here = trail + [f'[{role}] {name[:40]!r}' if name else f'[{role}]']
            out.append(Element(acc, role, name, description, states, here))
            if role == 'table':
                count = min(count, self.TABLE_CHILDREN if full_tables else self.TABLE_CHILDREN_SAMPLED)
            children = [c for c in (acc.getChildAtIndex(i) for i in range(count)) if c is not None]
            if role == 'layered pane':
                children = [c for c in children if 'showing' in self.states(c)]
            for child in reversed(children):
                stack.append((child, here))
        return out

    # -- the run ----------------------------------------------------------------------------

    def run(self):
        with open(os.path.join(self.args.pack, 'pack.json'), encoding='utf-8') as f:
            pack = json.load(f)
        chapters = [(c['id'], c['title']) for c in pack['chapters']]
        self.kinds_by_chapter = {c['id']: [q['type'] for q in c.get('questions', [])] for c in pack['chapters']}
        languages = [code for code in self.args.languages.split(',') if code]
        for language in languages:
            self.visit_language(language, chapters, keyboard=(language == 'en'))

    def visit_language(self, language, chapters, keyboard):
        self.begin(f'[{language}] starting the application on chapter 1 ({chapters[0][0]})')
        started = time.monotonic()
        self.launch(language, chapters[0][0])
        log(f'[{language}] on the AT-SPI bus after {time.monotonic() - started:.1f} s')
        # The frame around the pages is the same on every chapter: its controls are walked once.
        for index, (chapter, title) in enumerate(chapters):
            if index > 0:
                self.begin(f'[{language}] Alt+Right to chapter {index + 1} ({chapter})')
                self.key('alt+Right')
            self.wait_for(f'chapter {index + 1} to be the selected item of the chapter list',
                          lambda: self.selected_chapter() == index)
            self.wait_for(f'the page of chapter {index + 1} to be shown', self.shown_page)
            self.begin(f'[{language}] chapter {index + 1} ({chapter}): walking the accessible tree')
            walked_at = time.monotonic()
            elements = self.walk(self.window, ['[frame]'], full_tables=keyboard)
            log(f'  {len(elements)} elements in {time.monotonic() - walked_at:.1f} s')
            self.check_names(elements)
            hidden = self.hidden_problems(elements)
            if hidden:
                # A chapter whose background work ends while it is walked (a training run that
                # finishes shows its replay bar) changes states between the parent's reading and
                # the child's: a defect is still there on a second walk, a race is not.
                log(f'  {len(hidden)} hidden-state problem(s); walking again to tell a defect from a race')
                time.sleep(2.0)
                hidden = self.hidden_problems(self.walk(self.window, ['[frame]'], full_tables=False))
            for message in hidden:
                self.problem(message)
            self.check_heatmaps(elements, language)
            self.check_charts(elements)
            if keyboard:
                questions = self.questions(elements)
                self.answer_each_kind(chapter, questions)
                self.check_focus_order(elements, questions, chapter)
        if keyboard:
            everything = {kind for kinds in self.kinds_by_chapter.values() for kind in kinds}
            for kind in sorted(everything - self.answered_kinds):
                self.problem(f'no question of the kind {kind!r} was answered by keys')
        self.close()

    # -- navigation -------------------------------------------------------------------------

    def chapter_list(self):
        """The chapter list: the [list] child of the split pane."""
        if getattr(self, '_chapter_list', None) is None:
            self._chapter_list = self.find(self.window, lambda a: a.getRoleName() == 'list', depth=3)
        return self._chapter_list

    def selected_chapter(self):
        chapters = self.chapter_list()
        if chapters is None:
            return None
        for i in range(chapters.childCount):
            if 'selected' in self.states(chapters.getChildAtIndex(i)):
                return i
        return None

    def shown_page(self):
        stack = self.find(self.window, lambda a: a.getRoleName() == 'layered pane', depth=4)
        if stack is None:
            return None
        shown = [stack.getChildAtIndex(i) for i in range(stack.childCount)]
        shown = [c for c in shown if c is not None and 'showing' in self.states(c)]
        if len(shown) > 1:
            self.problem(f'{len(shown)} chapter pages are showing at once; only the current one may be')
        return shown[0] if shown else None

    def find(self, root, predicate, depth):
        level = [root]
        for _ in range(depth + 1):
            following = []
            for acc in level:
                if predicate(acc):
                    return acc
                following.extend(c for c in (acc.getChildAtIndex(i) for i in range(acc.childCount)) if c is not None)
            level = following
        return None

    # -- checks on the tree -----------------------------------------------------------------

    def check_names(self, elements):
        for e in elements:
            if e.role not in INTERACTIVE_ROLES:
                continue
            # A read-only text is read, not acted on; an editable one (or one that takes the
            # focus) must say what it is for.
            if e.role == 'text' and not ({'editable', 'focusable'} & e.states):
                continue
            if not e.name.strip():
                state = 'showing' if e.showing else 'hidden'
                self.problem(f'unnamed {e.role} ({state}) at {e.where()}')

    def hidden_problems(self, elements):
        """A hidden widget is not presented: it neither shows nor has the focus, nor does
        anything inside a hidden parent. Returns what breaks this."""
        found = []
        hidden_paths = set()
        for e in elements:
            parent_path = tuple(e.path[:-1])
            inside_hidden = any(parent_path[:n] in hidden_paths for n in range(1, len(parent_path) + 1))
            if not e.showing:
                hidden_paths.add(tuple(e.path))
            # Qt 6.4 reports the items of a closed combo box's list as showing (it checks the
            # item against its view's rectangle, not whether the popup is open): not ours to fix.
            in_combo = any(p.startswith('[combo box]') for p in e.path[:-1])
            if inside_hidden and not in_combo and ({'showing', 'focused'} & e.states):
                found.append(f'{e.role} inside a hidden parent reports {sorted({"showing", "focused"} & e.states)}: {e.where()}')
        return found

    # A matrix's header says which row or column it is: "query The (row 0)", "Key 1 (Spalte 1)".
    MATRIX_HEADER = re.compile(r'^(?P<label>.+) \([^()]*\d+\)$')

    def check_heatmaps(self, elements, language):
        """A matrix (heatmap or editor: a table whose headers number its rows and columns) has
        a description of its shape and axes, and each cell says its row and column first:
        "query The, key cat: 0.31". Any other table: every cell has a name."""
        for e in elements:
            if e.role != 'table' or not e.showing:
                continue
            depth = len(e.path)
            children = [c for c in elements if len(c.path) == depth + 1 and c.path[:depth] == e.path]
            headers = [c for c in children if c.role in ('table row header', 'table column header')]
            matrix = headers and all(self.MATRIX_HEADER.match(h.name) for h in headers)
            if not matrix:
                continue
            if not e.description.strip():
                self.problem(f'heatmap or matrix without a description of its shape and axes: {e.where()}')
            queries_by_keys = language == 'en' and 'rows: queries' in e.description and 'columns: keys' in e.description
            columns, row, column = [], None, 0
            for child in children:
                if child.role == 'table column header':
                    columns.append(self.MATRIX_HEADER.match(child.name).group('label'))
                elif child.role == 'table row header':
                    row, column = self.MATRIX_HEADER.match(child.name).group('label'), 0
                elif child.role == 'table cell':
                    expected = f'{row}, {columns[column]}' if row is not None and column < len(columns) else None
                    column += 1
                    if expected is None or not child.name.startswith(expected):
                        self.problem(f'matrix cell {child.name!r} does not start with its row and column '
                                     f'{expected!r}: {child.where()}')
                    elif queries_by_keys and not (child.name.startswith('query ') and ', key ' in child.name):
                        self.problem(f'cell of a queries × keys heatmap without "query …, key …": {child.name!r} at {child.where()}')

    def check_charts(self, elements):
        for e in elements:
            if e.role == 'chart' and e.showing:
                if not e.name.strip():
                    self.problem(f'chart without a title: {e.where()}')
                if 'series ' not in e.description and 'Reihe ' not in e.description and 'série ' not in e.description:
                    self.problem(f'chart without a summary of its series: {e.name!r}, description {e.description!r}')

    # -- keys -------------------------------------------------------------------------------

    BUTTONS = ('Check', 'Try again', 'Answer again')

    def questions(self, elements):
        """The questions shown, in the order of the tree (the order on screen): each is the
        element whose own children include its Check / Try again button."""
        found = []
        for e in elements:
            if e.role == 'push button' and e.name in self.BUTTONS and len(e.path) >= 2:
                parent = tuple(e.path[:-1])
                if not any(tuple(q.path) == parent for q in found):
                    owner = next(x for x in elements if tuple(x.path) == parent)
                    if owner.showing:
                        found.append(owner)
        return found

    def inside(self, element, elements):
        return [e for e in elements if e.path[:len(element.path)] == element.path and e is not element]

    def wait_focus(self, what, timeout=5.0):
        """The next element that takes the focus (a focus event from the application)."""
        deadline = time.monotonic() + timeout
        while not self.focus_events:
            self.pump()
            if time.monotonic() >= deadline:
                focused = self.xdotool('getwindowfocus').strip()
                raise Failure(f'{self.step}: {what}: no element took the focus within {timeout:.0f} s '
                              f'(X keyboard focus on window {focused}, the application\'s is {self.window_id})')
            time.sleep(0.01)
        return self.focus_events.pop(0)

    SILENT_TAB = 0.8      # seconds without a focus event after which Tab moved inside a text
    SILENT_TAB_LIMIT = 40  # so many in a row: the focus is trapped

    def tab(self):
        """Presses Tab; returns the element that took the focus, or None when the focus moved
        inside a text (from link to link in a label: Qt reports no focus change for that)."""
        self.focus_events.clear()
        self.key('Tab')
        try:
            source = self.wait_focus('Tab', self.SILENT_TAB)
        except Failure:
            self.silent_tabs += 1
            if self.silent_tabs >= self.SILENT_TAB_LIMIT:
                raise Failure(f'{self.step}: {self.SILENT_TAB_LIMIT} presses of Tab in a row moved the focus to '
                              f'no other element (last focus: {self.describe(self.last_focus) if self.last_focus else "none"})')
            return None
        self.silent_tabs = 0
        # Qt may report a chain (the table, then its cell): the last event wins.
        self.pump(0.02)
        while self.focus_events:
            source = self.focus_events.pop(0)
        self.last_focus = source
        return source

    # What a keyboard user types into a question's text field: a number, or a word.
    TYPED = {'numeric': '2', 'cloze': '2', 'short': 'query'}

    def answer_each_kind(self, chapter, questions):
        """Answers, by keys alone, each question of a kind not yet answered in this run: the
        pack says each question's kind, in the order the chapter shows them."""
        kinds = self.kinds_by_chapter.get(chapter, [])
        if not kinds:
            return  # the final quiz: the other chapters' questions, already answered there
        if len(kinds) != len(questions):
            self.problem(f'{chapter}: {len(questions)} question(s) shown, the pack has {len(kinds)}')
            return
        for question, kind in zip(questions, kinds):
            if kind not in self.answered_kinds:
                self.answer_with_keys(question, kind)
                self.answered_kinds.add(kind)

    def answer_with_keys(self, question, kind):
        """Tab into the question and through it to its Check button, answering on the way as a
        keyboard user would — Space on a choice, typing in a field, Down in a drop-down list,
        Alt+Down on an item to order — each key's effect seen over AT-SPI (checked, the text,
        the choice, the order); then Space on Check (a single-choice question: Ctrl+Return
        from the choice) and the question is graded: a verdict that is not "Not an answer
        yet.", and Check gives way to Try again."""
        inside = {e.acc.path for e in self.walk(question.acc, question.path)}
        self.begin(f'[en] {kind}: Tab to the question {question.name[:50]!r}')
        for presses in range(1, 400):
            source = self.tab()
            if source is not None and source.path in inside:
                break
        else:
            raise Failure(f'{self.step}: 400 presses of Tab never reached the question')
        log(f'  Tab ×{presses} reached {self.describe(source)}')
        self.begin(f'[en] {kind}: answering by keys')
        done, groups = [], set()
        for _ in range(120):
            if source is None:
                source = self.tab()
                continue
            if source.path not in inside:
                raise Failure(f'{self.step}: Tab left the question before its Check button, for {self.describe(source)} '
                              f'(keys so far: {"; ".join(done) or "none"})')
            if source.getRoleName() == 'push button' and source.name == 'Check':
                break
            self.answer_part(kind, source, groups, done)
            if kind == 'single' and done:
                break
            source = self.tab()
        else:
            raise Failure(f'{self.step}: 120 presses of Tab never reached the Check button')
        if not done:
            raise Failure(f'{self.step}: Tab reached Check without passing anything to answer with')
        log('  ' + '; '.join(done))
        if kind == 'single':
            self.begin(f'[en] {kind}: Ctrl+Return to check the answer')
            self.key('ctrl+Return')
        else:
            self.begin(f'[en] {kind}: Space on the focused Check button')
            self.key('space')

        def graded():
            inside = self.walk(question.acc, question.path)
            verdict = [e for e in inside if e.showing and e.role == 'label'
                       and e.name.startswith(('Correct.', 'Not yet.', 'Partly right', 'Not an answer yet.'))]
            again = [e for e in inside if e.showing and e.role == 'push button' and e.name in ('Try again', 'Answer again')]
            check = [e for e in inside if e.showing and e.role == 'push button' and e.name == 'Check']
            if verdict and verdict[0].name.startswith('Not an answer yet.'):
                raise Failure(f'{self.step}: the keys left no answer: {verdict[0].name!r} (keys: {"; ".join(done)})')
            return (verdict[0], again[0]) if verdict and again and not check else None
        verdict, again = self.wait_for('the verdict and the Try again button (and Check hidden)', graded, 8)
        log(f'  graded: {verdict.name[:60]!r}; {again.name!r} shown')

    def answer_part(self, kind, source, groups, done):
        """What a keyboard user does on the focused element `source` of a `kind` question, once
        per group of choices, field, list or item list; `done` gets what the key did."""
        role, name = source.getRoleName(), (source.name or '')[:30]
        parent = source.parent
        group = parent.path if parent is not None else source.path
        if role in ('radio button', 'check box'):
            if group in groups:
                return
            groups.add(group)
            self.key('space')
            self.wait_for(f'{role} {name!r} to become checked after Space', lambda: 'checked' in self.states(source), 5)
            done.append(f'Space checked {role} {name!r}')
        elif role in ('text', 'entry'):
            if ('field', source.name) in groups:
                self.problem(f'{kind}: two fields of one question are both named {source.name!r}: '
                             f'a screen reader cannot tell them apart')
            groups.add(('field', source.name))
            typed = self.TYPED.get(kind, 'query')
            self.xdotool('type', '--clearmodifiers', '--delay', '20', typed)
            self.wait_for(f'the field {name!r} to hold {typed!r}',
                          lambda: source.queryText().getText(0, -1) == typed, 5)
            done.append(f'typed {typed!r} into {name!r}')
        elif role == 'combo box':
            # On Linux a drop-down list's name is the entry it shows: what it is for must come
            # from the label it is labelled by, as Orca reads it.
            labels = self.labelled_by(source)
            if not labels:
                self.problem(f'{kind}: the drop-down list {self.describe(source)} has no label (labelled-by), '
                             f'so a screen reader cannot say what it is for')
            before = self.combo_choice(source)
            self.key('Down')
            after = self.wait_for(f'Down to choose another entry of the drop-down list {name!r} (it says {before!r})',
                                  lambda: (lambda now: now if now != before else None)(self.combo_choice(source)), 5)
            done.append(f'Down chose {after[:30]!r} for {(labels[0] if labels else name)[:30]!r}')
        elif role in ('list item', 'list') and kind == 'ordering':
            items = source if role == 'list' else parent
            if items.path in groups:
                return
            groups.add(items.path)
            before = self.item_names(items)
            self.key('alt+Down')
            self.wait_for('Alt+Down to move the current item one place down',
                          lambda: self.item_names(items) != before, 5)
            done.append(f'Alt+Down moved an item: {" / ".join(n[:12] for n in self.item_names(items))}')
        elif any(c.getRoleName() == 'check box' for c in self.children(source)):
            # A strip of keys (mask questions): Space selects the current one.
            if source.path in groups:
                return
            groups.add(source.path)
            self.key('space')
            self.wait_for(f'Space to select a key of {self.describe(source)}',
                          lambda: any('checked' in self.states(c) for c in self.children(source)), 5)
            done.append(f'Space selected a key of {self.describe(source)}')

    def children(self, acc):
        return [c for c in (acc.getChildAtIndex(i) for i in range(min(acc.childCount, 200))) if c is not None]

    def item_names(self, items):
        return [c.name or '' for c in self.children(items) if c.getRoleName() == 'list item']

    def combo_choice(self, combo):
        """The entry a drop-down list shows: its text, else its name (on Linux, the same)."""
        try:
            text = combo.queryText().getText(0, -1)
            if text:
                return text
        except Exception:
            pass
        return combo.name or None

    def labelled_by(self, acc):
        """The names of what labels `acc` (its labelled-by relations)."""
        names = []
        for relation in acc.getRelationSet():
            if relation.getRelationType() == self.pyatspi.RELATION_LABELLED_BY:
                names += [relation.getTarget(i).name or '' for i in range(relation.getNTargets())]
        return names

    def check_focus_order(self, elements, questions, chapter):
        """Tab from where the focus is until the last question shown: every question must take
        the focus, one after another in the order they are shown, none skipped."""
        if not questions:
            return
        self.begin(f'[en] {chapter}: Tab through the {len(questions)} question(s)')
        owner = {}
        for index, question in enumerate(questions):
            for e in [question] + self.inside(question, elements):
                owner[e.acc.path] = index
        # From the top: the chapter list, where a keyboard user starts a chapter.
        chapters = self.chapter_list()
        item = chapters.getChildAtIndex(self.selected_chapter())
        self.focus_events.clear()
        if not item.queryComponent().grabFocus():
            # Qt's list items may refuse: click the current chapter's item instead.
            x, y, width, height = item.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
            self.xdotool('mousemove', '--sync', str(x + width // 2), str(y + height // 2), 'click', '1')
        self.wait_focus('the chapter list taking the focus')
        seen, presses = [], 0
        budget = 300 + 12 * len(questions)
        started = time.monotonic()
        while not seen or seen[-1] != len(questions) - 1:
            if presses >= budget:
                reached = ', '.join(str(i + 1) for i in seen) or 'none'
                raise Failure(f'{self.step}: {budget} presses of Tab reached question(s) {reached} of {len(questions)}; '
                              f'the focus is on {self.describe(self.last_focus) if self.last_focus else "nothing"}')
            source = self.tab()
            presses += 1
            index = owner.get(source.path) if source is not None else None
            if index is not None and (not seen or seen[-1] != index):
                seen.append(index)
        log(f'  Tab ×{presses} went through questions {seen[0] + 1}–{len(questions)} in {time.monotonic() - started:.1f} s')
        expected = list(range(seen[0], len(questions)))
        if seen != expected:
            skipped = sorted(set(expected) - set(seen))
            for i in skipped:
                self.problem(f'{chapter}: Tab skips the question {questions[i].name[:60]!r} ({questions[i].where()})')
            if not skipped:
                self.problem(f'{chapter}: Tab visits the questions in the order {[i + 1 for i in seen]}, '
                             f'not in the order they are shown')
        if seen[0] != 0:
            self.problem(f'{chapter}: Tab from the chapter list reached question {seen[0] + 1} first, '
                         f'skipping {[q.name[:40] for q in questions[:seen[0]]]}')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--app', required=True, help='the attention-atlas executable')
    parser.add_argument('--pack', required=True, help='the built-in pack folder')
    parser.add_argument('--languages', default='en,de,fr')
    parser.add_argument('--timeout', type=float, default=300, help='seconds for the whole run')
    parser.add_argument('--keep-going', action='store_true', help='do not stop after 40 problems')
    parser.add_argument('--inner', action='store_true', help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.exit(inner(args) if args.inner else outer(args))


if __name__ == '__main__':
    main()
