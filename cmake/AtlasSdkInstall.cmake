# The plugin SDK, installed (docs/plugin-guide.md, docs/architecture.md):
#   ATLAS_INSTALL_INCLUDEDIR   core/, sdk/ and atlas/ (the engine) headers, and the export
#                              macros of core and sdk
#   ATLAS_INSTALL_LIBDIR       libatlas_core.so, libatlas_sdk.so (installed with the
#                              application anyway) and libatlas_engine.a
#   ATLAS_INSTALL_CMAKEDIR     AttentionAtlasSdkConfig.cmake and its version, the exported
#                              targets, AtlasChapterPlugin.cmake and its templates/
#
# The engine is a static library, installed as one: a plugin links its own copy, hidden
# inside it (as libatlas_core does), so the engine's templates, Eigen's types and its compile
# options make no ABI between the application and a plugin, and the engine may change freely
# between releases — a plugin keeps the mathematics it was built and tested with.
#
# The application's other shared libraries are installed with it and are no part of the SDK:
# libatlas_text (formulas, Markdown scanners, the SVG check), which libatlas_core and
# libatlas_sdk link privately — it is in the export set only so that a plugin's build knows
# that they need it (no headers, no .so link) — and libatlas_interchange (Moodle XML, GIFT,
# CSV, class results), which only the programs and the quiz chapter link.
#
# Components: the shared libraries themselves are the application's ("runtime"); what only a
# plugin's build needs — headers, the static engine, the unversioned .so links and the CMake
# package — is "dev" (the attention-atlas-dev Debian package).
# Built with the sanitizers (scripts/sanitize.sh), these libraries call their runtimes: whatever
# links them — a chapter kind built against the installed SDK — must link the runtimes too.
if(ATLAS_SANITIZE OR ATLAS_FUZZ)
    foreach(target atlas_engine atlas_text atlas_core atlas_interchange atlas_sdk)
        target_link_options(${target} INTERFACE -fsanitize=address,undefined)
    endforeach()
endif()
install(TARGETS atlas_engine atlas_core atlas_sdk
    EXPORT AttentionAtlasSdkTargets
    LIBRARY DESTINATION ${ATLAS_INSTALL_LIBDIR}
        # Debian policy 8.1: shared libraries are not executable.
        PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ
        COMPONENT runtime NAMELINK_COMPONENT dev
    ARCHIVE DESTINATION ${ATLAS_INSTALL_LIBDIR} COMPONENT dev
    FILE_SET HEADERS DESTINATION ${ATLAS_INSTALL_INCLUDEDIR} COMPONENT dev)
install(TARGETS atlas_text
    EXPORT AttentionAtlasSdkTargets
    LIBRARY DESTINATION ${ATLAS_INSTALL_LIBDIR}
        PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ
        COMPONENT runtime NAMELINK_SKIP)
install(TARGETS atlas_interchange
    LIBRARY DESTINATION ${ATLAS_INSTALL_LIBDIR}
        PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ
        COMPONENT runtime NAMELINK_SKIP)
install(EXPORT AttentionAtlasSdkTargets
    NAMESPACE AttentionAtlas::
    DESTINATION ${ATLAS_INSTALL_CMAKEDIR}
    COMPONENT dev)

include(CMakePackageConfigHelpers)
configure_package_config_file(
    "${CMAKE_CURRENT_LIST_DIR}/AttentionAtlasSdkConfig.cmake.in"
    "${PROJECT_BINARY_DIR}/sdk/AttentionAtlasSdkConfig.cmake"
    INSTALL_DESTINATION ${ATLAS_INSTALL_CMAKEDIR}
    PATH_VARS ATLAS_INSTALL_INCLUDEDIR)
# 0.x: only the same minor version promises the same plugin API.
write_basic_package_version_file(
    "${PROJECT_BINARY_DIR}/sdk/AttentionAtlasSdkConfigVersion.cmake"
    VERSION ${PROJECT_VERSION}
    COMPATIBILITY SameMinorVersion)
install(FILES
        "${PROJECT_BINARY_DIR}/sdk/AttentionAtlasSdkConfig.cmake"
        "${PROJECT_BINARY_DIR}/sdk/AttentionAtlasSdkConfigVersion.cmake"
        "${CMAKE_CURRENT_LIST_DIR}/AtlasChapterPlugin.cmake"
        "${CMAKE_CURRENT_LIST_DIR}/AtlasParamsDeclaration.cmake"
    DESTINATION ${ATLAS_INSTALL_CMAKEDIR}
    COMPONENT dev)
# The plugin classes atlas_add_chapter_plugin writes, beside the file that writes them.
install(DIRECTORY "${CMAKE_CURRENT_LIST_DIR}/templates"
    DESTINATION ${ATLAS_INSTALL_CMAKEDIR}
    COMPONENT dev)
