# attention-atlas --export-pdf (docs/cli.md): every chapter of the built-in course written as a
# handout, with no display, read back with poppler's pdfinfo and pdftotext:
#   - one file per chapter, DIR/NN-<id>.pdf in pack order, and the one line on stdout;
#   - the paper size asked for (A4 by default, Letter with --page-size Letter);
#   - at least two pages (text, then the lab's figures), each page's footer "Page N of M" with M
#     the file's real page count;
#   - the text is text (extractable), and page 1 begins with the chapter's number and title in
#     the language asked for;
#   - a chapter with questions prints them after its text, under their heading, the last one
#     numbered as the chapter counts them;
#   - bad --page-size and --export-pdf with --export-tour are usage errors (status 2).
#
#   cmake -DATLAS_GUI=… -DWORK_DIR=… -DPACK=… -DPDFINFO=… -DPDFTOTEXT=… -P pdfexport.cmake

foreach(variable ATLAS_GUI WORK_DIR PACK PDFINFO PDFTOTEXT)
    if(NOT ${variable})
        message(FATAL_ERROR "pdfexport.cmake: ${variable} is not set")
    endif()
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(run_gui)
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM
                --unset=LANGUAGE LC_ALL=C.UTF-8 "XDG_CONFIG_HOME=${WORK_DIR}/config" "XDG_DATA_HOME=${WORK_DIR}/data"
                "${ATLAS_GUI}" ${ARGN}
        RESULT_VARIABLE status OUTPUT_VARIABLE stdout ERROR_VARIABLE stderr TIMEOUT 400)
    set(rc "${status}" PARENT_SCOPE)
    set(out "${stdout}" PARENT_SCOPE)
    set(err "${stderr}" PARENT_SCOPE)
endfunction()

function(fail what)
    message(FATAL_ERROR "${what}\n  exit status: ${rc}\n  stdout: ${out}\n  stderr: ${err}")
endfunction()

file(READ "${PACK}/pack.json" manifest)
string(JSON chapter_count LENGTH "${manifest}" chapters)
math(EXPR last "${chapter_count} - 1")

# Exports the course into WORK_DIR/<name> and checks every file.
function(check_export name language paper_name paper_points)
    set(folder "${WORK_DIR}/${name}")
    run_gui(--export-pdf "${folder}" --lang ${language} ${ARGN})
    if(NOT rc EQUAL 0 OR NOT out MATCHES "^[^\n]*${chapter_count} [^\n]*${name}[^\n]*\n$")
        fail("--export-pdf ${name}: expected status 0 and one line naming ${chapter_count} chapters and the folder")
    endif()
    file(GLOB written RELATIVE "${folder}" "${folder}/*")
    list(LENGTH written written_count)
    if(NOT written_count EQUAL chapter_count)
        fail("--export-pdf ${name}: ${written_count} files for ${chapter_count} chapters: ${written}")
    endif()
    foreach(i RANGE ${last})
        string(JSON id GET "${manifest}" chapters ${i} id)
        string(JSON title GET "${manifest}" chapters ${i} title ${language})
        math(EXPR number "${i} + 1")
        set(file "${folder}/${number}-${id}.pdf")
        if(number LESS 10)
            set(file "${folder}/0${number}-${id}.pdf")
        endif()
        if(NOT EXISTS "${file}")
            fail("--export-pdf ${name}: no ${file}")
        endif()
        execute_process(COMMAND "${PDFINFO}" "${file}" RESULT_VARIABLE info_rc OUTPUT_VARIABLE info ERROR_VARIABLE info_err)
        if(NOT info_rc EQUAL 0)
            fail("pdfinfo cannot read ${file}: ${info_err}")
        endif()
        if(NOT info MATCHES "Page size: +${paper_points} pts \\(${paper_name}\\)")
            fail("${file}: expected ${paper_name} paper (${paper_points} pts), pdfinfo says:\n${info}")
        endif()
        string(REGEX MATCH "Pages: +([0-9]+)" pages_line "${info}")
        set(pages "${CMAKE_MATCH_1}")
        if(pages LESS 2)
            fail("${file}: ${pages} page(s); a chapter's handout has its text and its lab's figures")
        endif()
        foreach(page RANGE 1 ${pages})
            execute_process(COMMAND "${PDFTOTEXT}" -enc UTF-8 -f ${page} -l ${page} "${file}" -
                            RESULT_VARIABLE text_rc OUTPUT_VARIABLE text ERROR_VARIABLE text_err)
            if(NOT text_rc EQUAL 0)
                fail("pdftotext cannot read page ${page} of ${file}: ${text_err}")
            endif()
            string(REGEX REPLACE "[ \n]+" " " flat "${text}")
            if(page EQUAL 1)
                string(FIND "${flat}" "${number}. ${title}" at)
                if(at EQUAL -1)
                    fail("${file}: page 1 does not show \"${number}. ${title}\"; its text:\n${flat}")
                endif()
            endif()
            if(language STREQUAL "en")
                set(footer "Page ${page} of ${pages}")
            else()
                set(footer "Seite ${page} von ${pages}")
            endif()
            string(FIND "${flat}" "${footer}" at)
            if(at EQUAL -1)
                fail("${file}: page ${page} lacks its footer \"${footer}\"; its text:\n${flat}")
            endif()
        endforeach()
        string(JSON question_count ERROR_VARIABLE no_questions LENGTH "${manifest}" chapters ${i} questions)
        if(NOT no_questions AND question_count GREATER 0)
            execute_process(COMMAND "${PDFTOTEXT}" -enc UTF-8 "${file}" - OUTPUT_VARIABLE all_text)
            string(REGEX REPLACE "[ \n]+" " " all_flat "${all_text}")
            if(language STREQUAL "en")
                set(heading "Check your understanding")
            else()
                set(heading "Prüfen Sie Ihr Verständnis")
            endif()
            string(FIND "${all_flat}" "${heading} 1. " heading_at)
            string(FIND "${all_flat}" " ${question_count}. " last_at REVERSE)
            if(heading_at EQUAL -1 OR last_at LESS heading_at)
                fail("${file}: its ${question_count} questions are not printed under \"${heading}\"; its text:\n${all_flat}")
            endif()
        endif()
        get_filename_component(written_name "${file}" NAME)
        message(STATUS "${name}/${written_name}: ${pages} pages, ${paper_name}")
    endforeach()
endfunction()

check_export(en-a4 en "A4" "595[.0-9]* x 84[12][.0-9]*")
check_export(de-letter de "letter" "612[.0-9]* x 792[.0-9]*" --page-size Letter)

run_gui(--export-pdf "${WORK_DIR}/refused" --page-size B5)
if(NOT rc EQUAL 2 OR NOT err MATCHES "--page-size" OR EXISTS "${WORK_DIR}/refused")
    fail("--page-size B5 must be a usage error naming the option, and write nothing")
endif()
run_gui(--export-pdf "${WORK_DIR}/refused" --export-tour "${WORK_DIR}/refused-tour")
if(NOT rc EQUAL 2 OR EXISTS "${WORK_DIR}/refused")
    fail("--export-pdf with --export-tour must be a usage error")
endif()
