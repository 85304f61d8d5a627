# The manual pages (docs/man) describe every option and command the programs have: each long
# option any --help lists, and each command of attention-atlas-cli, appears in the page (in
# roff, every '-' of an option written '\-').
#
#   cmake -DATLAS_GUI=… -DATLAS_CLI=… -DMAN_DIR=… -P manpages.cmake

foreach(variable ATLAS_GUI ATLAS_CLI MAN_DIR)
    if(NOT ${variable})
        message(FATAL_ERROR "usage: cmake -DATLAS_GUI=… -DATLAS_CLI=… -DMAN_DIR=… -P manpages.cmake")
    endif()
endforeach()

# Sets `help` in the caller to what `program arguments…` prints (English, no display).
function(help_of program)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=LANGUAGE
                            LC_ALL=C.UTF-8 LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen "${program}" ${ARGN}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${program} ${ARGN}: exit status ${rc}\n${out}${err}")
    endif()
    set(help "${out}" PARENT_SCOPE)
endfunction()

# Fails unless every long option of `help` is in the page `page`.
function(expect_options page help what)
    file(READ "${MAN_DIR}/${page}" roff)
    string(REGEX MATCHALL "(^|[ ,])--[a-z][a-z-]*" options "${help}")
    list(TRANSFORM options REPLACE "^[ ,]" "")
    list(REMOVE_DUPLICATES options)
    list(LENGTH options count)
    if(count EQUAL 0)
        message(FATAL_ERROR "${what}: no option found in its --help:\n${help}")
    endif()
    foreach(option IN LISTS options)
        string(REPLACE "-" "\\-" written "${option}")
        string(FIND "${roff}" "${written}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "${page} does not describe ${what}'s option ${option} (written ${written})")
        endif()
    endforeach()
    message(STATUS "${page}: ${what}: ${count} options described")
endfunction()

help_of("${ATLAS_GUI}" --help-all)
expect_options(attention-atlas.1 "${help}" "attention-atlas")

help_of("${ATLAS_CLI}" --help)
# The commands are the indented first words of the lines under "Commands:".
string(REGEX REPLACE "^.*Commands:\n" "" listing "${help}")
# (CMake's ^ also matches where a previous match ended, so every line is found by its "\n".)
string(REGEX MATCHALL "\n  [a-z][a-z-]*" commands "\n${listing}")
list(TRANSFORM commands STRIP)
list(LENGTH commands count)
if(count LESS 6)
    message(FATAL_ERROR "attention-atlas-cli --help lists ${count} commands, expected at least 6:\n${help}")
endif()
file(READ "${MAN_DIR}/attention-atlas-cli.1" cli_roff)
foreach(command IN LISTS commands)
    string(REPLACE "-" "\\-" written "${command}")
    string(FIND "${cli_roff}" "\n.SS ${written}\n" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "attention-atlas-cli.1 has no section (.SS ${written}) for the command ${command}")
    endif()
    help_of("${ATLAS_CLI}" ${command} --help-all)
    expect_options(attention-atlas-cli.1 "${help}" "attention-atlas-cli ${command}")
endforeach()
