# atlas_add_chapter_plugin, atlas_add_question_kind_plugin, atlas_strict and
# atlas_hidden_symbols: how every plugin is built — the built-in chapter kinds in plugins/ and
# kinds built elsewhere against the installed SDK (find_package(AttentionAtlasSdk) includes this
# same file). docs/plugin-guide.md explains it around examples/hello-chapter and
# examples/estimate-question.
#
# Before including this file, the includer sets
#   ATLAS_CHAPTER_PLUGIN_API_VERSION        the plugin API the SDK implements
#   ATLAS_CHAPTER_PLUGIN_OUTPUT_DIRECTORY   where built plugins go (a folder to name in
#                                           ATLAS_PLUGIN_PATH)
#   ATLAS_CHAPTER_PLUGIN_INSTALL_DIR        where `cmake --install` puts them (relative to the
#                                           prefix: the application's own plugin folder)
#   ATLAS_CHAPTER_PLUGIN_INSTALL_RPATH      how an installed plugin finds the SDK's libraries
#   ATLAS_WARNINGS_AS_ERRORS                whether atlas_strict adds -Werror
# and the targets AttentionAtlas::core, AttentionAtlas::sdk and AttentionAtlas::engine exist.

include_guard(GLOBAL)

# -Wall -Wextra (and -Werror when ATLAS_WARNINGS_AS_ERRORS is set), and the Qt definitions the
# SDK's own sources are written under: no `signals`/`slots`/`emit` keywords (Q_SIGNALS,
# Q_EMIT), no Q_FOREACH, no implicit conversions from char * to QString or QUrl.
function(atlas_strict target)
    target_compile_options(${target} PRIVATE -Wall -Wextra $<$<BOOL:${ATLAS_WARNINGS_AS_ERRORS}>:-Werror>)
    target_compile_definitions(${target} PRIVATE
        QT_NO_KEYWORDS QT_NO_FOREACH QT_NO_CAST_TO_ASCII QT_USE_QSTRINGBUILDER
        QT_NO_URL_CAST_FROM_STRING QT_NO_NARROWING_CONVERSIONS_IN_CONNECT)
endfunction()

# Code that ends up in a shared library or plugin exporting only what it marks: position-
# independent, every other symbol hidden, and atlas_strict.
function(atlas_hidden_symbols target)
    set_target_properties(${target} PROPERTIES
        POSITION_INDEPENDENT_CODE ON
        CXX_VISIBILITY_PRESET hidden
        VISIBILITY_INLINES_HIDDEN ON)
    atlas_strict(${target})
endfunction()

# A plugin's metadata file, checked at configure time rather than when a learner's application
# refuses the plugin: its `key` ("kind", "questionKind") must be `kind` and its apiVersion the
# SDK's. Sets `out` to the file's absolute path.
function(atlas_check_plugin_metadata file key kind out)
    get_filename_component(metadata "${file}" ABSOLUTE)
    file(READ "${metadata}" json)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${metadata}")
    string(JSON declared_kind ERROR_VARIABLE json_error GET "${json}" ${key})
    if(json_error OR NOT declared_kind STREQUAL kind)
        message(FATAL_ERROR "${file}: \"${key}\" must be \"${kind}\" (${json_error}${declared_kind})")
    endif()
    string(JSON declared_api ERROR_VARIABLE json_error GET "${json}" apiVersion)
    if(json_error OR NOT declared_api STREQUAL "${ATLAS_CHAPTER_PLUGIN_API_VERSION}")
        message(FATAL_ERROR "${file}: \"apiVersion\" must be ${ATLAS_CHAPTER_PLUGIN_API_VERSION}, "
                            "the plugin API of this SDK (${json_error}${declared_api})")
    endif()
    set(${out} "${metadata}" PARENT_SCOPE)
endfunction()

# The module the application loads: the plugin class `class` in `sources` with its metadata,
# linked to `library`, built into the plugin folder as lib<output>.so and installed beside the
# built-in plugins.
function(atlas_add_plugin_module target class output metadata sources library)
    qt_add_plugin(${target} SHARED CLASS_NAME ${class})
    # Qt 6.4 ignores positional sources of qt_add_plugin: add them with target_sources.
    target_sources(${target} PRIVATE ${sources} "${metadata}")
    target_link_libraries(${target} PRIVATE ${library})
    set_target_properties(${target} PROPERTIES
        OUTPUT_NAME ${output}
        LIBRARY_OUTPUT_DIRECTORY "${ATLAS_CHAPTER_PLUGIN_OUTPUT_DIRECTORY}"
        INSTALL_RPATH "${ATLAS_CHAPTER_PLUGIN_INSTALL_RPATH}")
    # A plugin is loaded, never executed: not executable (Debian policy 8.1, as for libraries).
    install(TARGETS ${target} LIBRARY DESTINATION "${ATLAS_CHAPTER_PLUGIN_INSTALL_DIR}"
        PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
endfunction()

# atlas_add_chapter_plugin(<kind>
#     CLASS <PluginClass>          the QObject that implements atlas::ChapterPlugin
#     METADATA <kind>.json         {"kind", "apiVersion", "version", "name", "description"}
#     SOURCES <files>              the plugin class (its .cpp and .h)
#     MODEL <files>                Qt Core only: the params (read(const QJsonObject &,
#                                  ParamsReport &)) and the session state the page and the
#                                  tests drive
#     LAB <files>                  Qt Widgets: the page and the lab's widgets
#     [MODEL_LIBRARIES <libs>]     more libraries the model needs (e.g. Qt6::Concurrent)
#     [LAB_LIBRARIES <libs>])      more libraries the lab needs (e.g. Qt6::Charts)
#
# makes three targets (<name> is <kind> with '-' replaced by '_'):
#   <name>_model    static library: MODEL, linked to the SDK's core and engine
#   <name>_lab      static library: LAB, linked to <name>_model and the SDK's widgets
#   <name>_plugin   the Qt plugin (libatlas_chapter_<name>.so): SOURCES linked to <name>_lab
# Tests and benchmarks link <name>_model or <name>_lab and so run exactly the code the plugin
# runs, without loading it. The metadata's kind must be <kind> and its apiVersion the SDK's.
function(atlas_add_chapter_plugin kind)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "CLASS;METADATA"
                          "SOURCES;MODEL;LAB;MODEL_LIBRARIES;LAB_LIBRARIES")
    if(ARG_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "atlas_add_chapter_plugin(${kind}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
    endif()
    if(NOT kind MATCHES "^[a-z][a-z0-9-]*$")
        message(FATAL_ERROR "atlas_add_chapter_plugin(${kind}): a kind is lowercase letters, digits and '-', "
                            "starting with a letter (it is the \"kind\" of a pack's chapters)")
    endif()
    foreach(required CLASS METADATA SOURCES MODEL LAB)
        if(NOT ARG_${required})
            message(FATAL_ERROR "atlas_add_chapter_plugin(${kind}): ${required} is required")
        endif()
    endforeach()

    atlas_check_plugin_metadata("${ARG_METADATA}" kind "${kind}" metadata)

    string(REPLACE "-" "_" name "${kind}")
    add_library(${name}_model STATIC ${ARG_MODEL})
    target_include_directories(${name}_model PUBLIC "${CMAKE_CURRENT_SOURCE_DIR}")
    target_link_libraries(${name}_model PUBLIC AttentionAtlas::core AttentionAtlas::engine Qt6::Core ${ARG_MODEL_LIBRARIES})

    add_library(${name}_lab STATIC ${ARG_LAB})
    target_link_libraries(${name}_lab PUBLIC ${name}_model AttentionAtlas::sdk Qt6::Widgets ${ARG_LAB_LIBRARIES})

    atlas_add_plugin_module(${name}_plugin ${ARG_CLASS} atlas_chapter_${name} "${metadata}" "${ARG_SOURCES}" ${name}_lab)

    # The static libraries end up inside the plugin: position-independent, and nothing of
    # theirs exported from it (only the plugin's entry points are).
    foreach(target ${name}_model ${name}_lab ${name}_plugin)
        set_target_properties(${target} PROPERTIES AUTOMOC ON)
        atlas_hidden_symbols(${target})
    endforeach()

    # Whatever loads every plugin (the tour, whole-course tests) depends on this list.
    set_property(GLOBAL APPEND PROPERTY ATLAS_CHAPTER_PLUGINS ${name}_plugin)
endfunction()

# A question kind in a plugin: KIND, the sources of its QuestionKind (core only: the pack
# loader, the validator and the Moodle importer use it without widgets); INPUT, those of its
# QuestionInput and QuestionKindView (the SDK's widgets); SOURCES, the plugin class, a QObject
# implementing QuestionKindProvider and QuestionKindViewProvider. METADATA names the kind
# ("questionKind") and the plugin API ("apiVersion"); both are checked now.
function(atlas_add_question_kind_plugin kind)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "CLASS;METADATA" "SOURCES;KIND;INPUT;KIND_LIBRARIES;INPUT_LIBRARIES")
    if(ARG_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "atlas_add_question_kind_plugin(${kind}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
    endif()
    if(NOT kind MATCHES "^[a-z][a-z0-9-]*$")
        message(FATAL_ERROR "atlas_add_question_kind_plugin(${kind}): a question kind is lowercase letters, digits and '-', "
                            "starting with a letter (it is the \"type\" of a pack's questions)")
    endif()
    foreach(required CLASS METADATA SOURCES KIND INPUT)
        if(NOT ARG_${required})
            message(FATAL_ERROR "atlas_add_question_kind_plugin(${kind}): ${required} is required")
        endif()
    endforeach()
    atlas_check_plugin_metadata("${ARG_METADATA}" questionKind "${kind}" metadata)

    string(REPLACE "-" "_" name "${kind}")
    add_library(${name}_kind STATIC ${ARG_KIND})
    target_include_directories(${name}_kind PUBLIC "${CMAKE_CURRENT_SOURCE_DIR}")
    target_link_libraries(${name}_kind PUBLIC AttentionAtlas::core Qt6::Core ${ARG_KIND_LIBRARIES})

    add_library(${name}_input STATIC ${ARG_INPUT})
    target_link_libraries(${name}_input PUBLIC ${name}_kind AttentionAtlas::sdk Qt6::Widgets ${ARG_INPUT_LIBRARIES})

    atlas_add_plugin_module(${name}_question_plugin ${ARG_CLASS} atlas_questionkind_${name} "${metadata}" "${ARG_SOURCES}" ${name}_input)

    foreach(target ${name}_kind ${name}_input ${name}_question_plugin)
        set_target_properties(${target} PROPERTIES AUTOMOC ON)
        atlas_hidden_symbols(${target})
    endforeach()
endfunction()
