# Layout and strictness shared by every target of ours.
#
# The build tree mirrors the install tree (DESIGN §2):
#   bin/                               executables
#   lib/attention-atlas/               our shared libraries (core, sdk)
#   lib/attention-atlas/plugins/       chapter plugins
#   share/attention-atlas/packs/       chapter packs
# Relative RPATHs ($ORIGIN) make both trees relocatable.

set(ATLAS_BIN_DIR bin)
set(ATLAS_LIB_DIR lib/attention-atlas)
set(ATLAS_PLUGIN_DIR lib/attention-atlas/plugins)
set(ATLAS_PACK_DIR share/attention-atlas/packs)

set(CMAKE_RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/${ATLAS_BIN_DIR}")

# -Wall -Wextra -Werror and the Qt definitions that keep our sources honest.
function(atlas_strict target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Werror)
    target_compile_definitions(${target} PRIVATE
        QT_NO_KEYWORDS QT_NO_FOREACH QT_NO_CAST_TO_ASCII QT_USE_QSTRINGBUILDER
        QT_NO_URL_CAST_FROM_STRING QT_NO_NARROWING_CONVERSIONS_IN_CONNECT)
endfunction()

# A shared library of ours, beside the executables' private library folder.
function(atlas_shared_library target)
    set_target_properties(${target} PROPERTIES
        LIBRARY_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/${ATLAS_LIB_DIR}"
        INSTALL_RPATH "$ORIGIN"
        CXX_VISIBILITY_PRESET default)
    atlas_strict(${target})
    install(TARGETS ${target} LIBRARY DESTINATION ${ATLAS_LIB_DIR})
endfunction()

# An executable installed to bin/ that finds our libraries through $ORIGIN.
function(atlas_executable target)
    set_target_properties(${target} PROPERTIES
        BUILD_WITH_INSTALL_RPATH ON
        INSTALL_RPATH "$ORIGIN/../${ATLAS_LIB_DIR}")
    atlas_strict(${target})
    install(TARGETS ${target} RUNTIME DESTINATION ${ATLAS_BIN_DIR})
endfunction()
