# Layout and strictness shared by every target of ours (docs/architecture.md, "Build and
# install layout").
#
# Every destination is a cache variable relative to the install prefix, in the manner of
# GNUInstallDirs, so a packager can place the files where the distribution wants them; the
# defaults follow GNUInstallDirs (on Debian with the prefix /usr, CMAKE_INSTALL_LIBDIR is
# lib/<multiarch>):
#   ATLAS_INSTALL_BINDIR       bin                              executables
#   ATLAS_INSTALL_LIBDIR       lib/attention-atlas              our shared libraries (core, sdk)
#                                                               and the engine's static library
#   ATLAS_INSTALL_PLUGINDIR    lib/attention-atlas/plugins      chapter plugins
#   ATLAS_INSTALL_PACKDIR      share/attention-atlas/packs      chapter packs
#   ATLAS_INSTALL_INCLUDEDIR   include/attention-atlas          the SDK's headers
#   ATLAS_INSTALL_CMAKEDIR     lib/cmake/AttentionAtlasSdk      the SDK's CMake package
#
# The build tree mirrors the install tree: the same relative folders under the build folder,
# so build/bin/attention-atlas runs exactly as an installed one. Relative RPATHs ($ORIGIN)
# and search paths computed from these folders make both trees relocatable.

include(GNUInstallDirs)

set(ATLAS_INSTALL_BINDIR "${CMAKE_INSTALL_BINDIR}" CACHE STRING
    "Executables, relative to the install prefix")
set(ATLAS_INSTALL_LIBDIR "${CMAKE_INSTALL_LIBDIR}/attention-atlas" CACHE STRING
    "Attention Atlas's own libraries, relative to the install prefix")
set(ATLAS_INSTALL_PLUGINDIR "${CMAKE_INSTALL_LIBDIR}/attention-atlas/plugins" CACHE STRING
    "Chapter plugins, relative to the install prefix")
set(ATLAS_INSTALL_PACKDIR "${CMAKE_INSTALL_DATADIR}/attention-atlas/packs" CACHE STRING
    "Chapter packs, relative to the install prefix")
set(ATLAS_INSTALL_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}/attention-atlas" CACHE STRING
    "The plugin SDK's headers, relative to the install prefix")
set(ATLAS_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/AttentionAtlasSdk" CACHE STRING
    "The plugin SDK's CMake package, relative to the install prefix")
set(ATLAS_INSTALL_DATAROOTDIR "${CMAKE_INSTALL_DATAROOTDIR}" CACHE STRING
    "Desktop integration (applications/, icons/, metainfo/), relative to the install prefix")

# The build tree can mirror only relative folders.
foreach(variable BINDIR LIBDIR PLUGINDIR PACKDIR INCLUDEDIR CMAKEDIR DATAROOTDIR)
    if(IS_ABSOLUTE "${ATLAS_INSTALL_${variable}}")
        message(FATAL_ERROR "ATLAS_INSTALL_${variable} (${ATLAS_INSTALL_${variable}}) must be relative to "
                            "CMAKE_INSTALL_PREFIX: the build tree mirrors the install tree")
    endif()
endforeach()

# How the executables and plugins find the rest, relative to themselves.
file(RELATIVE_PATH ATLAS_BIN_TO_LIB "/${ATLAS_INSTALL_BINDIR}" "/${ATLAS_INSTALL_LIBDIR}")
file(RELATIVE_PATH ATLAS_BIN_TO_PLUGINS "/${ATLAS_INSTALL_BINDIR}" "/${ATLAS_INSTALL_PLUGINDIR}")
file(RELATIVE_PATH ATLAS_BIN_TO_PACKS "/${ATLAS_INSTALL_BINDIR}" "/${ATLAS_INSTALL_PACKDIR}")
file(RELATIVE_PATH ATLAS_PLUGINS_TO_LIB "/${ATLAS_INSTALL_PLUGINDIR}" "/${ATLAS_INSTALL_LIBDIR}")

set(CMAKE_RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/${ATLAS_INSTALL_BINDIR}")

# The chapter-plugin API version, read from the one header that states it.
file(STRINGS "${PROJECT_SOURCE_DIR}/app/core/chapterpluginapi.h" api_line
     REGEX "^#define ATLAS_CHAPTER_PLUGIN_API_VERSION [0-9]+$")
string(REGEX REPLACE ".* " "" ATLAS_CHAPTER_PLUGIN_API_VERSION "${api_line}")

# -Wall -Wextra -Werror and the Qt definitions that keep our sources honest (atlas_strict), and
# atlas_add_chapter_plugin: the same file the installed SDK gives plugins built elsewhere.
set(ATLAS_WARNINGS_AS_ERRORS ON)
set(ATLAS_CHAPTER_PLUGIN_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/${ATLAS_INSTALL_PLUGINDIR}")
set(ATLAS_CHAPTER_PLUGIN_INSTALL_DIR "${ATLAS_INSTALL_PLUGINDIR}")
set(ATLAS_CHAPTER_PLUGIN_INSTALL_RPATH "$ORIGIN/${ATLAS_PLUGINS_TO_LIB}")
include(${CMAKE_CURRENT_LIST_DIR}/AtlasChapterPlugin.cmake)

# A shared library of ours: in the private library folder, its API marked by the export macro
# of a generated header (build/include/<export_header>, e.g. core/coreexport.h defines
# ATLAS_CORE_EXPORT) and everything else hidden. Its SONAME carries the chapter-plugin API
# version: an ABI change is an API version change (tests/abi holds it to that). Installed by
# cmake/AtlasSdkInstall.cmake.
function(atlas_shared_library target export_header)
    string(TOUPPER "${target}_EXPORT" macro)
    include(GenerateExportHeader)
    generate_export_header(${target}
        EXPORT_MACRO_NAME ${macro}
        EXPORT_FILE_NAME "${PROJECT_BINARY_DIR}/include/${export_header}")
    set_target_properties(${target} PROPERTIES
        LIBRARY_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/${ATLAS_INSTALL_LIBDIR}"
        INSTALL_RPATH "$ORIGIN"
        VERSION ${PROJECT_VERSION}
        SOVERSION ${ATLAS_CHAPTER_PLUGIN_API_VERSION})
    atlas_hidden_symbols(${target})
    # With their types' debugging information, which is how abidiff sees the ABI (the layout
    # of every exported class) to compare it with the committed baseline (tests/abi). It
    # changes no instruction; a package strips it into its -dbgsym.
    atlas_debug_information(${target})
endfunction()

# -g, with the repository's path mapped to "." so that the objects are the same in every clone
# and ccache keys them without the build folder's path (its hash_dir rule), as it does the rest.
function(atlas_debug_information target)
    target_compile_options(${target} PRIVATE -g "-fdebug-prefix-map=${PROJECT_SOURCE_DIR}=.")
endfunction()

# The options of the product's precompiled-header holders: their users' (atlas_hidden_symbols),
# and -g, since an image made with -g serves compiles with and without it (GCC's rule) and the
# shared libraries above are compiled with it.
function(atlas_product_pch_options target)
    atlas_hidden_symbols(${target})
    atlas_debug_information(${target})
endfunction()

# An executable installed to bin/ that finds our libraries through $ORIGIN.
function(atlas_executable target)
    set_target_properties(${target} PROPERTIES
        BUILD_WITH_INSTALL_RPATH ON
        INSTALL_RPATH "$ORIGIN/${ATLAS_BIN_TO_LIB}")
    atlas_strict(${target})
    install(TARGETS ${target} RUNTIME DESTINATION ${ATLAS_INSTALL_BINDIR})
endfunction()
