# The params tables of docs/pack-format.md are made from the kinds' declarations
# (plugins/*/*.params.json; cmake/AtlasParamsDeclaration.cmake), never edited by hand.
#
#   cmake -DSOURCE_DIR=… -DMODE=check|update -P paramstables.cmake
#
# Each table stands between
#   <!-- params: plugins/<kind>/<kind>.params.json -->
#   <!-- end params -->
# check fails when a table is not what its declaration makes, or a built-in kind's declaration
# has no table; update rewrites the tables (scripts/update-pack-format.sh).
cmake_minimum_required(VERSION 3.25)
include("${SOURCE_DIR}/cmake/AtlasParamsDeclaration.cmake")

set(document "${SOURCE_DIR}/docs/pack-format.md")
file(READ "${document}" text)
file(GLOB declarations RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/plugins/*/*.params.json")

set(result "")
set(rest "${text}")
set(stale "")
set(tabled "")
set(begin_marker "<!-- params: ")
set(end_marker "<!-- end params -->")
while(TRUE)
    string(FIND "${rest}" "${begin_marker}" begin)
    if(begin EQUAL -1)
        break()
    endif()
    string(SUBSTRING "${rest}" 0 ${begin} before)
    string(APPEND result "${before}")
    string(SUBSTRING "${rest}" ${begin} -1 rest)
    string(FIND "${rest}" " -->\n" close)
    if(close EQUAL -1)
        message(FATAL_ERROR "${document}: a \"${begin_marker}\" line does not end with \" -->\"")
    endif()
    string(LENGTH "${begin_marker}" skip)
    math(EXPR length "${close} - ${skip}")
    string(SUBSTRING "${rest}" ${skip} ${length} declaration)
    math(EXPR header_end "${close} + 5")
    string(SUBSTRING "${rest}" 0 ${header_end} header)
    string(SUBSTRING "${rest}" ${header_end} -1 rest)
    string(FIND "${rest}" "${end_marker}" end)
    if(end EQUAL -1)
        message(FATAL_ERROR "${document}: the table of ${declaration} has no \"${end_marker}\"")
    endif()
    string(SUBSTRING "${rest}" 0 ${end} written)
    string(SUBSTRING "${rest}" ${end} -1 rest)
    if(NOT EXISTS "${SOURCE_DIR}/${declaration}")
        message(FATAL_ERROR "${document}: ${declaration} does not exist")
    endif()
    atlas_params_declaration_table("${SOURCE_DIR}/${declaration}" made)
    if(NOT written STREQUAL made)
        list(APPEND stale "${declaration}")
        if(MODE STREQUAL "check")
            message(STATUS "${declaration} makes:\n${made}")
        endif()
    endif()
    list(APPEND tabled "${declaration}")
    string(APPEND result "${header}${made}")
endwhile()
string(APPEND result "${rest}")

foreach(declaration IN LISTS declarations)
    if(NOT declaration IN_LIST tabled)
        message(FATAL_ERROR "${document} has no table of ${declaration}: add the lines\n"
                            "${begin_marker}${declaration} -->\n${end_marker}\nunder the kind's heading, then run "
                            "scripts/update-pack-format.sh")
    endif()
endforeach()

if(MODE STREQUAL "update")
    if(stale)
        file(WRITE "${document}" "${result}")
        message(STATUS "rewrote the tables of ${stale} in ${document}")
    endif()
elseif(stale)
    message(FATAL_ERROR "${document}: the tables of ${stale} are not what the declarations make; run "
                        "scripts/update-pack-format.sh (never edit a table by hand: edit the declaration)")
endif()
