# The Debian packages' contents without building them (scripts/package.sh builds them): the
# "runtime" component (attention-atlas) and the "dev" component (attention-atlas-dev) installed
# with DESTDIR into two staging folders under the prefix /usr, as CPack installs them.
#   - each file in its place, the runtime without any SDK file and the dev without the programs;
#   - shared libraries and plugins not executable, man pages and changelogs gzip-compressed;
#   - the staged application lists every chapter of its course "ok" — its plugins and course
#     found from where it lies, no ATLAS_PLUGIN_PATH, no build tree — and the staged validator
#     accepts the staged course.
#
#   cmake -DBUILD_DIR=… -DWORK_DIR=… -DBINDIR=… -DLIBDIR=… … -P installlayout.cmake

foreach(variable BUILD_DIR WORK_DIR BINDIR LIBDIR PLUGINDIR PACKDIR INCLUDEDIR CMAKEDIR DATAROOTDIR MANDIR DOCDIR SOVERSION)
    if("${${variable}}" STREQUAL "")
        message(FATAL_ERROR "installlayout.cmake: ${variable} is not set")
    endif()
endforeach()
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(stage component)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env "DESTDIR=${WORK_DIR}/${component}"
                            ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix /usr --component ${component}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "installing the ${component} component failed (${rc}):\n${out}${err}")
    endif()
endfunction()
stage(runtime)
stage(dev)
set(runtime "${WORK_DIR}/runtime/usr")
set(dev "${WORK_DIR}/dev/usr")

function(expect_file root path)
    # A link (libatlas_core.so in the dev package) points into the other package: there it dangles.
    if((NOT EXISTS "${root}/${path}" AND NOT IS_SYMLINK "${root}/${path}") OR IS_DIRECTORY "${root}/${path}")
        file(GLOB_RECURSE present RELATIVE "${root}" "${root}/*")
        list(JOIN present "\n  " present)
        message(FATAL_ERROR "missing ${root}/${path}; the staged tree holds:\n  ${present}")
    endif()
endfunction()
function(expect_none root glob why)
    file(GLOB_RECURSE found RELATIVE "${root}" "${root}/${glob}")
    if(found)
        message(FATAL_ERROR "${root} must not hold ${glob} (${why}), but holds: ${found}")
    endif()
endfunction()

# --- the application -------------------------------------------------------------------------
set(app_id org.attention-atlas.AttentionAtlas)
foreach(path
        "${BINDIR}/attention-atlas" "${BINDIR}/attention-atlas-cli"
        "${LIBDIR}/libatlas_core.so.${SOVERSION}" "${LIBDIR}/libatlas_sdk.so.${SOVERSION}"
        "${LIBDIR}/libatlas_text.so.${SOVERSION}" "${LIBDIR}/libatlas_interchange.so.${SOVERSION}"
        "${PACKDIR}/self-attention/pack.json"
        "${DATAROOTDIR}/applications/${app_id}.desktop"
        "${DATAROOTDIR}/icons/hicolor/scalable/apps/${app_id}.svg"
        "${DATAROOTDIR}/metainfo/${app_id}.metainfo.xml"
        "${MANDIR}/man1/attention-atlas.1.gz" "${MANDIR}/man1/attention-atlas-cli.1.gz"
        "${DOCDIR}/attention-atlas/copyright" "${DOCDIR}/attention-atlas/changelog.gz")
    expect_file("${runtime}" "${path}")
endforeach()
# Every plugin the build made, and only plugins, in the plugin folder.
file(GLOB built_plugins RELATIVE "${BUILD_DIR}/${PLUGINDIR}" "${BUILD_DIR}/${PLUGINDIR}/libatlas_chapter_*.so")
file(GLOB staged_plugins RELATIVE "${runtime}/${PLUGINDIR}" "${runtime}/${PLUGINDIR}/*")
list(LENGTH built_plugins plugin_count)
if(plugin_count LESS 9 OR NOT built_plugins STREQUAL staged_plugins)
    message(FATAL_ERROR "plugins: built ${built_plugins}, staged ${staged_plugins}")
endif()
foreach(sdk_only "*.h" "*.a" "*.cmake" "libatlas_core.so" "libatlas_sdk.so")
    expect_none("${runtime}" "${sdk_only}" "the SDK belongs to the dev package")
endforeach()

# Libraries and plugins are loaded, not run: not executable (Debian policy 8.1).
execute_process(COMMAND find "${runtime}" -type f -name "*.so*" -perm /111 OUTPUT_VARIABLE executable_libraries)
if(executable_libraries)
    message(FATAL_ERROR "shared libraries or plugins installed executable:\n${executable_libraries}")
endif()
# Compressed as Debian wants (gzip -9n), and whole.
foreach(path "${MANDIR}/man1/attention-atlas.1.gz" "${MANDIR}/man1/attention-atlas-cli.1.gz"
             "${DOCDIR}/attention-atlas/changelog.gz")
    execute_process(COMMAND gzip -t "${runtime}/${path}" RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${path} is not a valid gzip file: ${err}")
    endif()
endforeach()

# --- the staged programs find everything from where they lie ------------------------------------
set(run_env ${CMAKE_COMMAND} -E env --unset=ATLAS_PLUGIN_PATH --unset=DISPLAY --unset=WAYLAND_DISPLAY
            --unset=LANGUAGE --unset=LD_LIBRARY_PATH LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen
            "XDG_CONFIG_HOME=${WORK_DIR}/config" "XDG_DATA_HOME=${WORK_DIR}/data")
# Run from an unrelated folder, so nothing is found relative to the current one.
execute_process(COMMAND ${run_env} "${runtime}/${BINDIR}/attention-atlas" --list-chapters
                WORKING_DIRECTORY "${WORK_DIR}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
file(READ "${runtime}/${PACKDIR}/self-attention/pack.json" manifest)
string(JSON chapter_count LENGTH "${manifest}" chapters)
string(REGEX MATCHALL "[^\n]+\tok\n" ok_lines "${out}")
list(LENGTH ok_lines ok_count)
if(NOT rc EQUAL 0 OR NOT ok_count EQUAL chapter_count OR chapter_count LESS 9)
    message(FATAL_ERROR "the staged attention-atlas --list-chapters: exit ${rc}, ${ok_count} of ${chapter_count} "
                        "chapters ok\nstdout:\n${out}\nstderr:\n${err}")
endif()
execute_process(COMMAND ${run_env} "${runtime}/${BINDIR}/attention-atlas-cli" validate "${runtime}/${PACKDIR}/self-attention"
                WORKING_DIRECTORY "${WORK_DIR}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
if(NOT rc EQUAL 0 OR NOT out MATCHES ": valid: 0 errors")
    message(FATAL_ERROR "the staged attention-atlas-cli validate of the staged course: exit ${rc}\n${out}${err}")
endif()
# The executables find their libraries through a RUNPATH relative to themselves ($ORIGIN), never
# through a folder of the build.
execute_process(COMMAND readelf -d "${runtime}/${BINDIR}/attention-atlas" OUTPUT_VARIABLE dynamic)
if(NOT dynamic MATCHES "R(UN)?PATH[^\n]*\\$ORIGIN" OR dynamic MATCHES "${BUILD_DIR}")
    message(FATAL_ERROR "attention-atlas's RUNPATH is not relative to it:\n${dynamic}")
endif()

# --- the plugin SDK -----------------------------------------------------------------------------
foreach(path "${INCLUDEDIR}/sdk/chapterplugin.h" "${INCLUDEDIR}/core/chapterpluginapi.h"
             "${INCLUDEDIR}/sdk/sdkexport.h" "${LIBDIR}/libatlas_engine.a"
             "${LIBDIR}/libatlas_core.so" "${LIBDIR}/libatlas_sdk.so"
             "${CMAKEDIR}/AttentionAtlasSdkConfig.cmake" "${CMAKEDIR}/AtlasChapterPlugin.cmake"
             "${DOCDIR}/attention-atlas-dev/copyright" "${DOCDIR}/attention-atlas-dev/changelog.gz")
    expect_file("${dev}" "${path}")
endforeach()
foreach(application_only "${BINDIR}/*" "${PLUGINDIR}/*" "${PACKDIR}/*" "*.so.${SOVERSION}" "${MANDIR}/*")
    expect_none("${dev}" "${application_only}" "the application's files belong to the runtime package")
endforeach()
# The text and interchange libraries are the application's alone: no headers, no link to build against.
foreach(application_only "libatlas_text.so" "libatlas_interchange.so" "${INCLUDEDIR}/text/*"
                         "${INCLUDEDIR}/interchange/*" "${INCLUDEDIR}/*/textexport.h"
                         "${INCLUDEDIR}/*/interchangeexport.h")
    expect_none("${dev}" "${application_only}" "not part of the SDK")
endforeach()
message(STATUS "runtime and dev components staged in ${WORK_DIR}; ${ok_count} chapters ok")
