# cmake -DMODE=check|update -DBUILD_DIR=… -DWORK_DIR=… -DLIBRARY_DIR=… -DINCLUDE_SUBDIR=…
#       -DAPI_VERSION=… -DBASELINE=…/baseline.tar.xz -DABIDIFF=… -DABIDW=… -P sdkabi.cmake
#
# check:  the built libatlas_core and libatlas_sdk against the baseline (tests/abi/CMakeLists.txt
#         says what passes); the report of abidiff on failure.
# update: writes the baseline from the built libraries, for API_VERSION.
#
# The check sees types through the headers the SDK installs (the dev component, installed into
# WORK_DIR): a change to a type no installed header declares is no part of the ABI, and is
# suppressed by its header's name (abidiff's --headers-dir cannot match the unnormalised paths
# the build's debugging information holds). A function the library no longer exports is a
# change whatever its header.
cmake_minimum_required(VERSION 3.25)
set(libraries libatlas_core libatlas_sdk)

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/baseline")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --component dev --prefix "${WORK_DIR}/prefix"
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "installing the SDK's headers failed: ${err}")
endif()
set(headers "${WORK_DIR}/prefix/${INCLUDE_SUBDIR}")
file(GLOB installed_headers RELATIVE "${headers}" "${headers}/core/*.h" "${headers}/sdk/*.h")
set(public_names "")
foreach(header IN LISTS installed_headers)
    get_filename_component(name "${header}" NAME)
    list(APPEND public_names "${name}")
endforeach()
list(JOIN public_names ", " public_names)
file(WRITE "${WORK_DIR}/public-types.suppr"
     "[suppress_type]\n  label = a type no installed header declares\n  source_location_not_in = ${public_names}\n")

# The installed API only narrows (issue 33 asks for at most 30 headers, none including the
# engine's): at most this many core/ and sdk/ headers, and no installed header includes an
# engine header. Lower the figure as the API narrows; never raise it.
set(max_installed_headers 30)
list(LENGTH installed_headers installed_count)
if(installed_count GREATER max_installed_headers)
    message(FATAL_ERROR "The SDK installs ${installed_count} core/ and sdk/ headers, more than ${max_installed_headers}: "
                        "keep new headers out of the installed FILE_SET (app/core, app/sdk CMakeLists.txt).")
endif()
foreach(header IN LISTS installed_headers)
    file(STRINGS "${headers}/${header}" engine_includes REGEX "^#include <atlas/")
    if(engine_includes)
        message(FATAL_ERROR "The installed ${header} includes an engine header (${engine_includes}): the engine "
                            "makes no ABI promise, so no installed header may show its types.")
    endif()
endforeach()
message(STATUS "${installed_count} installed core/ and sdk/ headers (at most ${max_installed_headers})")

function(library_file library out)
    set(file "${LIBRARY_DIR}/${library}.so.${API_VERSION}")
    if(NOT EXISTS "${file}")
        message(FATAL_ERROR "${file} is missing: build the project first")
    endif()
    set(${out} "${file}" PARENT_SCOPE)
endfunction()

if(MODE STREQUAL "update")
    foreach(library IN LISTS libraries)
        library_file(${library} file)
        execute_process(COMMAND "${ABIDW}" --no-show-locs --no-corpus-path
                                --no-comp-dir-path --out-file "${WORK_DIR}/baseline/${library}.abi" "${file}"
                        RESULT_VARIABLE rc ERROR_VARIABLE err)
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "abidw ${file} failed (${rc}): ${err}")
        endif()
    endforeach()
    file(WRITE "${WORK_DIR}/baseline/api-version" "${API_VERSION}\n")
    # The same bytes for the same ABI: no dates in the archive.
    file(ARCHIVE_CREATE OUTPUT "${BASELINE}" PATHS "${WORK_DIR}/baseline" FORMAT gnutar
         COMPRESSION XZ COMPRESSION_LEVEL 9 MTIME 0)
    message(STATUS "wrote ${BASELINE} for plugin API ${API_VERSION}")
    return()
endif()

if(NOT MODE STREQUAL "check")
    message(FATAL_ERROR "MODE must be check or update, not '${MODE}'")
endif()
file(ARCHIVE_EXTRACT INPUT "${BASELINE}" DESTINATION "${WORK_DIR}/extracted")
file(GLOB_RECURSE version_file "${WORK_DIR}/extracted/*/api-version")
file(STRINGS "${version_file}" baseline_version LIMIT_COUNT 1)
get_filename_component(baseline_dir "${version_file}" DIRECTORY)
if(NOT baseline_version STREQUAL API_VERSION)
    message(FATAL_ERROR "The ABI baseline is of plugin API ${baseline_version}, the build of ${API_VERSION}: "
                        "a new API version comes with its baseline — run scripts/update-abi-baseline.sh "
                        "and commit tests/abi/baseline.tar.xz in the same change.")
endif()
set(failures "")
foreach(library IN LISTS libraries)
    library_file(${library} file)
    # --no-added-syms: a function added is compatible. Exit status: bit 0 an error of the tool,
    # bit 1 a usage error, bit 2 an ABI change, bit 3 an incompatible one.
    execute_process(COMMAND "${ABIDIFF}" --no-added-syms --suppressions "${WORK_DIR}/public-types.suppr"
                            "${baseline_dir}/${library}.abi" "${file}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE report ERROR_VARIABLE err)
    if(rc EQUAL 0)
        message(STATUS "${library}: the ABI of plugin API ${API_VERSION}, unchanged")
    elseif(rc EQUAL 1 OR rc EQUAL 2 OR rc EQUAL 3 OR NOT rc MATCHES "^[0-9]+$")
        string(APPEND failures "abidiff could not compare ${library} (${rc}): ${err}\n")
    else()
        string(APPEND failures "${library} changed its ABI (abidiff ${rc}):\n${report}\n")
    endif()
endforeach()
if(failures)
    message(FATAL_ERROR "${failures}A plugin built against the SDK of plugin API ${API_VERSION} would not "
                        "survive this change. Keep the ABI (a d-pointer keeps a class's layout), or raise "
                        "ATLAS_CHAPTER_PLUGIN_API_VERSION (app/core/chapterpluginapi.h; docs/plugin-guide.md, "
                        "\"API and ABI\") and rewrite the baseline (scripts/update-abi-baseline.sh) in the "
                        "same change.")
endif()
