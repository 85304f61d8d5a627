# What a distribution package needs beyond the program (scripts/package.sh, docs/packaging.md):
# the manual pages, the copyright file and changelog, and the CPack settings for two Debian
# packages —
#   attention-atlas       the "runtime" component: programs, libraries, plugins, the course,
#                         desktop integration, manual pages, documentation
#   attention-atlas-dev   the "dev" component: the plugin SDK (headers, static engine, CMake
#                         package), for building a chapter kind outside this tree
#
# Man pages and the changelog are compressed at build time with `gzip -9n` (no name or time
# stamp in the file, so the package is reproducible), as Debian policy 12.1 and 12.7 want;
# the build tree holds them where they are installed, like everything else.

include(GNUInstallDirs)
set(ATLAS_INSTALL_MANDIR "${CMAKE_INSTALL_MANDIR}" CACHE STRING
    "Manual pages (man1/), relative to the install prefix")
set(ATLAS_INSTALL_DOCDIR "${CMAKE_INSTALL_DATAROOTDIR}/doc" CACHE STRING
    "Documentation folders (attention-atlas/, attention-atlas-dev/), relative to the install prefix")
foreach(variable MANDIR DOCDIR)
    if(IS_ABSOLUTE "${ATLAS_INSTALL_${variable}}")
        message(FATAL_ERROR "ATLAS_INSTALL_${variable} (${ATLAS_INSTALL_${variable}}) must be relative to CMAKE_INSTALL_PREFIX")
    endif()
endforeach()

find_program(ATLAS_GZIP gzip REQUIRED)

# atlas_gzipped(<source> <destination folder relative to the prefix> <component> [<name>])
# compresses <source> into the build tree's <destination>/<name>.gz and installs it there.
set(ATLAS_GZIPPED_OUTPUTS)
function(atlas_gzipped source destination component)
    get_filename_component(name "${source}" NAME)
    if(ARGC GREATER 3)
        set(name "${ARGV3}")
    endif()
    set(plain "${PROJECT_BINARY_DIR}/${destination}/${name}")
    add_custom_command(OUTPUT "${plain}.gz"
        COMMAND ${CMAKE_COMMAND} -E copy "${source}" "${plain}"
        COMMAND "${ATLAS_GZIP}" -9nf "${plain}"
        DEPENDS "${source}"
        COMMENT "Compressing ${destination}/${name}.gz"
        VERBATIM)
    set(ATLAS_GZIPPED_OUTPUTS ${ATLAS_GZIPPED_OUTPUTS} "${plain}.gz" PARENT_SCOPE)
    install(FILES "${plain}.gz" DESTINATION "${destination}" COMPONENT ${component})
endfunction()

set(atlas_packaging "${PROJECT_SOURCE_DIR}/packaging")
# The package's version is the project's: its changelog must begin with that version.
file(STRINGS "${atlas_packaging}/changelog" changelog_head LIMIT_COUNT 1)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${atlas_packaging}/changelog")
if(NOT changelog_head MATCHES "^attention-atlas \\(${PROJECT_VERSION}\\) ")
    message(FATAL_ERROR "packaging/changelog: the first entry must be 'attention-atlas (${PROJECT_VERSION}) …', "
                        "the project's version, got '${changelog_head}'")
endif()
atlas_gzipped("${PROJECT_SOURCE_DIR}/docs/man/attention-atlas.1" "${ATLAS_INSTALL_MANDIR}/man1" runtime)
atlas_gzipped("${PROJECT_SOURCE_DIR}/docs/man/attention-atlas-cli.1" "${ATLAS_INSTALL_MANDIR}/man1" runtime)
foreach(package_component "attention-atlas|runtime" "attention-atlas-dev|dev")
    string(REPLACE "|" ";" package_component "${package_component}")
    list(GET package_component 0 package)
    list(GET package_component 1 component)
    # A native package: its changelog is changelog.gz (Debian policy 12.7).
    atlas_gzipped("${atlas_packaging}/changelog" "${ATLAS_INSTALL_DOCDIR}/${package}" ${component})
    configure_file("${atlas_packaging}/copyright" "${PROJECT_BINARY_DIR}/${ATLAS_INSTALL_DOCDIR}/${package}/copyright" COPYONLY)
    install(FILES "${atlas_packaging}/copyright" DESTINATION "${ATLAS_INSTALL_DOCDIR}/${package}" COMPONENT ${component})
endforeach()
add_custom_target(atlas_packaging_files ALL DEPENDS ${ATLAS_GZIPPED_OUTPUTS})

# --- CPack: Debian packages (cpack -G DEB; scripts/package.sh configures for it) -----------

set(ATLAS_PACKAGE_CONTACT "Attention Atlas maintainers <maintainers@users.noreply.a-seed-eba70627.example>"
    CACHE STRING "The Maintainer of the Debian packages")

set(CPACK_PACKAGE_NAME attention-atlas)
set(CPACK_PACKAGE_VENDOR "Attention Atlas")
set(CPACK_PACKAGE_CONTACT "${ATLAS_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
# Each component's description begins with its own synopsis; CPack puts any non-empty
# CPACK_PACKAGE_DESCRIPTION_SUMMARY (by default the project's description) above it.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "")
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_COMPONENTS_ALL runtime dev)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)           # attention-atlas_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# Dependencies on shared libraries come from dpkg-shlibdeps; our own libraries live in a
# private folder, found through $ORIGIN, and are in the package itself.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS "${PROJECT_BINARY_DIR}/${ATLAS_INSTALL_LIBDIR}")

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME attention-atlas)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION education)
# What no library link says: the X11 platform plugin for a window, the SVG image plugin for
# pack images and the icon (libqt6svg6 is linked, its plugin comes with it), the fonts every
# figure and formula is drawn in (the true italics of formula variables), and Qt's own
# dialogs in German and French.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "qt6-qpa-plugins, fonts-dejavu-core, fonts-dejavu-extra")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "interactive course on self-attention
Attention Atlas is a desktop course on self-attention, the mechanism of
transformer models, that learners run. Every chapter explains one part of the
mechanism in prose and typeset formulas; beside it a laboratory lets the
learner edit the example (tokens, embeddings, weights, the mask, the head
width, a packed corpus) and watch every matrix, chart and gradient follow.
One chapter trains a small decoder until an induction head forms.
.
The numbers come from a small attention engine whose results are checked
against finite differences. Questions are graded as the learner goes and
progress is kept between sessions. Teachers write their own chapter packs in
JSON and Markdown and check them with attention-atlas-cli, which also runs the
engine from the command line. Chapters export as PDF handouts. The interface
and the built-in course are in English, German and French.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME attention-atlas-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
# The SDK's libraries are the application's; its CMake package finds Qt, Eigen and the
# compiler a plugin is built with.
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
    "attention-atlas (= ${PROJECT_VERSION}), qt6-base-dev, qt6-charts-dev, libqt6opengl6-dev, qt6-svg-dev, libeigen3-dev, cmake (>= 3.25)")
set(CPACK_DEBIAN_DEV_DESCRIPTION "plugin SDK of Attention Atlas
Headers, the static attention engine and the CMake package
AttentionAtlasSdk, with which a new kind of chapter (a plugin) for Attention
Atlas is built outside its source tree.")

include(CPack)
