# The GUI's command-line contract (docs/cli.md), run against the real executable with no display
# and no QT_QPA_PLATFORM: --help and --version print text, the batch modes (--list-chapters,
# --export-tour) draw offscreen by themselves, and bad options get a message and status 2.
#
#   cmake -DATLAS_GUI=path/to/attention-atlas -DWORK_DIR=scratch -P guicommandline.cmake

if(NOT ATLAS_GUI OR NOT WORK_DIR)
    message(FATAL_ERROR "usage: cmake -DATLAS_GUI=… -DWORK_DIR=… -P guicommandline.cmake")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
# The runs' temporary folder, to see what they leave behind.
set(TMP_DIR "${WORK_DIR}/tmp")
file(MAKE_DIRECTORY "${TMP_DIR}")
# Qt's runtime folder otherwise defaults to one under TMPDIR.
set(RUNTIME_DIR "${WORK_DIR}/runtime")
file(MAKE_DIRECTORY "${RUNTIME_DIR}")
file(CHMOD "${RUNTIME_DIR}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)

# Runs the GUI headless; sets rc, out and err in the caller.
function(run_gui)
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM
                --unset=LANGUAGE LC_ALL=C.UTF-8 "XDG_CONFIG_HOME=${WORK_DIR}/config" "XDG_DATA_HOME=${WORK_DIR}/data"
                "TMPDIR=${TMP_DIR}" "XDG_RUNTIME_DIR=${RUNTIME_DIR}" "${ATLAS_GUI}" ${ARGN}
        RESULT_VARIABLE status OUTPUT_VARIABLE stdout ERROR_VARIABLE stderr TIMEOUT 120)
    set(rc "${status}" PARENT_SCOPE)
    set(out "${stdout}" PARENT_SCOPE)
    set(err "${stderr}" PARENT_SCOPE)
endfunction()

# Fails with the whole run when the condition (if() syntax, as a string) does not hold.
function(expect what condition)
    cmake_language(EVAL CODE "if(${condition})\nset(holds TRUE)\nelse()\nset(holds FALSE)\nendif()")
    if(NOT holds)
        message(FATAL_ERROR "${what}\n  exit status: ${rc}\n  stdout: ${out}\n  stderr: ${err}")
    endif()
endfunction()

run_gui(--help)
expect("--help exits 0" "rc EQUAL 0")
string(FIND "${out}" "--export-tour <folder>" at)
expect("--help lists --export-tour" "NOT at EQUAL -1")

run_gui(--version)
expect("--version exits 0" "rc EQUAL 0")
expect("--version prints the version" "out MATCHES \"^attention-atlas [0-9]+\\\\.[0-9]+\\\\.[0-9]+\"")

run_gui(--list-chapters)
expect("--list-chapters exits 0" "rc EQUAL 0")
set(tab "\t")
set(wanted "mechanism${tab}mechanism${tab}ok\npositions${tab}positions${tab}ok\nscaling-variance${tab}scaling-variance${tab}ok\ngradients${tab}gradients${tab}ok\ndecoding${tab}decoding${tab}ok\ninduction${tab}induction${tab}ok\nheads${tab}heads${tab}ok\npacking${tab}packing${tab}ok\nencoders${tab}encoders${tab}ok\nlong-context${tab}long-context${tab}ok\nhistory${tab}history${tab}ok\nquiz${tab}quiz${tab}ok\n")
expect("--list-chapters prints ID<TAB>KIND<TAB>STATUS for the twelve built-in chapters" "out STREQUAL wanted")

run_gui(--export-tour "${WORK_DIR}/tour" --tour-size 1024x700)
expect("--export-tour exits 0" "rc EQUAL 0")
expect("--export-tour says what it wrote" "out MATCHES \"12 chapters rendered to\"")
expect("--export-tour keeps the offscreen platform's size-hint noise off stderr" "NOT err MATCHES \"propagateSizeHints\"")
expect("--export-tour reports its progress on stderr, chapter by chapter"
       "err MATCHES \"rendering chapter 1 of 12: mechanism\\n.*rendering chapter 12 of 12: quiz\\n\"")
foreach(png 01-mechanism 02-positions 03-scaling-variance 04-gradients 05-decoding 06-induction 07-heads 08-packing 09-encoders 10-long-context 11-history 12-quiz)
    set(file "${WORK_DIR}/tour/${png}.png")
    expect("--export-tour writes ${png}.png" "EXISTS \"${file}\"")
    # The PNG header: signature, IHDR length and type, then width and height (big-endian).
    file(READ "${file}" header LIMIT 24 HEX)
    string(SUBSTRING "${header}" 0 16 signature)
    string(SUBSTRING "${header}" 32 16 size)
    expect("${png}.png is a PNG" "signature STREQUAL \"89504e470d0a1a0a\"")
    expect("${png}.png is 1024×700 (got ${size})" "size STREQUAL \"00000400000002bc\"")
endforeach()

file(GLOB left "${TMP_DIR}/*")
expect("a batch run removes its temporary folder (left: ${left})" "\"${left}\" STREQUAL \"\"")

# An interactive session makes no temporary folder, so none is left behind when it is
# killed (the probe found one per start in /tmp).
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen
            --unset=LANGUAGE LC_ALL=C.UTF-8 "XDG_CONFIG_HOME=${WORK_DIR}/config" "XDG_DATA_HOME=${WORK_DIR}/data"
            "TMPDIR=${TMP_DIR}" "XDG_RUNTIME_DIR=${RUNTIME_DIR}" "${ATLAS_GUI}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 8)
expect("the window ran until it was stopped" "rc MATCHES \"timeout\"")
file(GLOB left "${TMP_DIR}/*")
expect("an interactive session leaves no temporary folder (left: ${left})" "\"${left}\" STREQUAL \"\"")

run_gui(--export-tour "${WORK_DIR}/tour" --tour-size 10x10)
expect("--tour-size out of range exits 2" "rc EQUAL 2")
expect("--tour-size out of range says what was expected" "err MATCHES \"--tour-size: expected WIDTHxHEIGHT\"")

run_gui(--list-chapters --pack "${WORK_DIR}/no-such-pack")
expect("a missing pack exits 1" "rc EQUAL 1")
expect("a missing pack names the folder" "err MATCHES \"no-such-pack\"")

run_gui(--list-chapters --lang xx)
expect("an unknown language falls back to English" "rc EQUAL 0")
expect("an unknown language is named, with the ones available" "err MATCHES \"unknown language 'xx' \\\\(available: [a-z, ]*de\"")

run_gui(--bogus)
expect("an unknown option exits 2" "rc EQUAL 2")
expect("an unknown option is named" "err MATCHES \"Unknown option 'bogus'\"")

run_gui(--list-chapters stray)
expect("a stray argument exits 2" "rc EQUAL 2")

# Qt's own options belong to QApplication, one dash or two, with or without '='.
run_gui(-style fusion --list-chapters -reverse)
expect("Qt's own options are left to QApplication" "rc EQUAL 0 AND out STREQUAL wanted")
run_gui(--platform offscreen --list-chapters --style=fusion)
expect("Qt's own options with two dashes and '=' are left to QApplication" "rc EQUAL 0 AND out STREQUAL wanted")

# --help speaks the learner's language, like the window.
run_gui(--help --lang de)
expect("--help --lang de exits 0" "rc EQUAL 0")
expect("--help --lang de is German" "out MATCHES \"Optionen:\"")
