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

include("${CMAKE_CURRENT_LIST_DIR}/AtlasParamsDeclaration.cmake")

# The plugin classes atlas_add_chapter_plugin writes (templates/*.cpp.in), beside this file.
set(ATLAS_PLUGIN_TEMPLATE_DIR "${CMAKE_CURRENT_LIST_DIR}/templates")

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

# A plugin's metadata, checked at configure time rather than when a learner's application
# refuses the plugin: its `key` ("kind", "questionKind") must be `kind`.
#
# For a plugin class the SDK writes (`target` given), the SDK also writes the plugin API
# version ("apiVersion"), so a kind states it nowhere — a file that still states one must state
# the SDK's —, adds the pairs `extra_key` `extra_value`, writes the result to
# <binary dir>/<target>.json and sets `out` to that path. For a plugin class of the kind's own
# (`target` empty), whose Q_PLUGIN_METADATA reads the file itself, the file must state the
# SDK's apiVersion, and `out` is its absolute path. When the caller has set
# ATLAS_METADATA_PARAMS (a kind's params declaration, JSON), it becomes "params".
function(atlas_plugin_metadata file key kind target out)
    get_filename_component(metadata "${file}" ABSOLUTE)
    file(READ "${metadata}" json)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${metadata}")
    string(JSON declared_kind ERROR_VARIABLE json_error GET "${json}" ${key})
    if(json_error OR NOT declared_kind STREQUAL kind)
        message(FATAL_ERROR "${file}: \"${key}\" must be \"${kind}\" (${json_error}${declared_kind})")
    endif()
    string(JSON declared_api ERROR_VARIABLE json_error GET "${json}" apiVersion)
    if(NOT target)
        if(json_error OR NOT declared_api STREQUAL "${ATLAS_CHAPTER_PLUGIN_API_VERSION}")
            message(FATAL_ERROR "${file}: \"apiVersion\" must be ${ATLAS_CHAPTER_PLUGIN_API_VERSION}, "
                                "the plugin API of this SDK (${json_error}${declared_api})")
        endif()
        set(${out} "${metadata}" PARENT_SCOPE)
        return()
    endif()
    if(NOT json_error AND NOT declared_api STREQUAL "${ATLAS_CHAPTER_PLUGIN_API_VERSION}")
        message(FATAL_ERROR "${file}: \"apiVersion\" is ${declared_api}, but this SDK implements plugin API "
                            "${ATLAS_CHAPTER_PLUGIN_API_VERSION}: leave \"apiVersion\" out, the SDK writes it")
    endif()
    string(JSON json SET "${json}" apiVersion "${ATLAS_CHAPTER_PLUGIN_API_VERSION}")
    if(ATLAS_METADATA_PARAMS)
        string(JSON json SET "${json}" params "${ATLAS_METADATA_PARAMS}")
    endif()
    set(extra ${ARGN})
    while(extra)
        list(POP_FRONT extra extra_key extra_value)
        string(JSON json SET "${json}" "${extra_key}" "\"${extra_value}\"")
    endwhile()
    set(written "${CMAKE_CURRENT_BINARY_DIR}/${target}.json")
    # Through a copy that only replaces a changed file, so moc reruns only when it changed.
    file(WRITE "${written}.new" "${json}\n")
    configure_file("${written}.new" "${written}" COPYONLY)
    set(${out} "${written}" PARENT_SCOPE)
endfunction()

# A plugin class written from a template of templates/ into <binary dir>/<target>_class.cpp
# (the variables ATLAS_* of the caller fill it; ATLAS_METADATA is the metadata written by
# atlas_plugin_metadata). Sets `out` to its path.
function(atlas_generate_plugin_class template target out)
    set(ATLAS_SOURCE_BASENAME "${target}_class")
    get_filename_component(ATLAS_METADATA_NAME "${ATLAS_METADATA}" NAME) # beside the class
    set(source "${CMAKE_CURRENT_BINARY_DIR}/${ATLAS_SOURCE_BASENAME}.cpp")
    configure_file("${ATLAS_PLUGIN_TEMPLATE_DIR}/${template}" "${source}" @ONLY)
    set(${out} "${source}" PARENT_SCOPE)
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
#     METADATA <kind>.json         {"kind", "version", "name", "description"} (the SDK adds
#                                  "apiVersion")
#     PAGE <Page>                  the page class: Page(ChapterContext &, const Params &,
#                                  QWidget *parent), declared in <page>.h (its lowercase name)
#     PARAMS <Params>              the params: static Params read(const QJsonObject &,
#                                  ParamsReport &), declared in <params>.h, in MODEL
#     DECLARATION <kind>.params.json  the params declared once (AtlasParamsDeclaration.cmake):
#                                  the plugin's metadata carries it ("params", from which
#                                  `attention-atlas-cli schema` assembles the pack's schema),
#                                  and MODEL gets <kind>.params.h, its fields as constants
#                                  (atlas::declared::<name>) for PARAMS::read to check against
#     MODEL <files>                Qt Core only: the params and the session state the page and
#                                  the tests drive
#     LAB <files>                  Qt Widgets: the page and the lab's widgets
#     [MODEL_LIBRARIES <libs>]     more libraries the model needs (e.g. Qt6::Concurrent)
#     [LAB_LIBRARIES <libs>])      more libraries the lab needs (e.g. Qt6::Charts)
#
# makes four targets (<name> is <kind> with '-' replaced by '_'):
#   <name>_model    static library: MODEL, linked to the SDK's core and engine
#   <name>_lab      static library: LAB, linked to <name>_model and the SDK's widgets
#   <name>_plugin   the Qt plugin (libatlas_chapter_<name>.so): a plugin class written from
#                   PAGE and PARAMS (templates/chapterplugin.cpp.in), linked to <name>_lab
#   <name>_params   the params module (libatlas_chapter_<name>_params.so): PARAMS::read alone,
#                   linked to <name>_model, which `attention-atlas-cli validate` loads instead
#                   of the plugin, without Qt Widgets or Charts; the plugin's metadata names it
# Tests and benchmarks link <name>_model or <name>_lab and so run exactly the code the plugin
# runs, without loading it. PAGE and PARAMS may be qualified (hello::HelloChapterPage); a
# page's namespace must not be `atlas::generated`.
#
# A kind whose plugin class cannot be written from a page and params (earlier SDKs asked for
# one) gives CLASS <PluginClass> and SOURCES <its .cpp and .h> instead of PAGE and PARAMS; its
# metadata then states "apiVersion" itself, it has no params module, and `validate` loads its
# plugin.
function(atlas_add_chapter_plugin kind)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "CLASS;METADATA;PAGE;PARAMS;DECLARATION"
                          "SOURCES;MODEL;LAB;MODEL_LIBRARIES;LAB_LIBRARIES")
    if(ARG_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "atlas_add_chapter_plugin(${kind}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
    endif()
    if(NOT kind MATCHES "^[a-z][a-z0-9-]*$")
        message(FATAL_ERROR "atlas_add_chapter_plugin(${kind}): a kind is lowercase letters, digits and '-', "
                            "starting with a letter (it is the \"kind\" of a pack's chapters)")
    endif()
    foreach(required METADATA MODEL LAB)
        if(NOT ARG_${required})
            message(FATAL_ERROR "atlas_add_chapter_plugin(${kind}): ${required} is required")
        endif()
    endforeach()
    if(ARG_PAGE AND ARG_PARAMS AND NOT ARG_CLASS AND NOT ARG_SOURCES)
        set(generated ON)
    elseif(ARG_CLASS AND ARG_SOURCES AND NOT ARG_PAGE AND NOT ARG_PARAMS)
        set(generated OFF)
        if(ARG_DECLARATION)
            message(FATAL_ERROR "atlas_add_chapter_plugin(${kind}): DECLARATION needs the plugin class the SDK "
                                "writes (PAGE and PARAMS): a class of your own states its metadata itself")
        endif()
    else()
        message(FATAL_ERROR "atlas_add_chapter_plugin(${kind}): give PAGE and PARAMS (the plugin class is "
                            "written from them), or CLASS and SOURCES (a plugin class of your own)")
    endif()

    string(REPLACE "-" "_" name "${kind}")
    add_library(${name}_model STATIC ${ARG_MODEL})
    target_include_directories(${name}_model PUBLIC "${CMAKE_CURRENT_SOURCE_DIR}")
    target_link_libraries(${name}_model PUBLIC AttentionAtlas::core AttentionAtlas::engine Qt6::Core ${ARG_MODEL_LIBRARIES})
    set(declaration_json "")
    if(ARG_DECLARATION)
        get_filename_component(declaration "${ARG_DECLARATION}" ABSOLUTE)
        set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${declaration}")
        atlas_read_params_declaration("${declaration}" declaration_json)
        get_filename_component(declared "${declaration}" NAME_WLE)
        set(declared_dir "${CMAKE_CURRENT_BINARY_DIR}/${name}_declared")
        atlas_params_declaration_header("${declaration}" ${name} "${declared_dir}/${declared}.h")
        target_include_directories(${name}_model PUBLIC "${declared_dir}")
        target_sources(${name}_model PRIVATE "${declaration}")
    endif()

    add_library(${name}_lab STATIC ${ARG_LAB})
    target_link_libraries(${name}_lab PUBLIC ${name}_model AttentionAtlas::sdk Qt6::Widgets ${ARG_LAB_LIBRARIES})
    set(targets ${name}_model ${name}_lab ${name}_plugin)

    if(generated)
        # The class names and headers the templates need: "long-context" → LongContext…, and a
        # class's header is its unqualified name in lowercase (one class per file).
        string(REPLACE "-" ";" words "${kind}")
        set(ATLAS_CAMEL "")
        foreach(word ${words})
            string(SUBSTRING "${word}" 0 1 first)
            string(SUBSTRING "${word}" 1 -1 rest)
            string(TOUPPER "${first}" first)
            string(APPEND ATLAS_CAMEL "${first}${rest}")
        endforeach()
        set(ATLAS_KIND "${kind}")
        set(ATLAS_PAGE "${ARG_PAGE}")
        set(ATLAS_PARAMS "${ARG_PARAMS}")
        string(REGEX REPLACE ".*::" "" page_class "${ARG_PAGE}")
        string(REGEX REPLACE ".*::" "" params_class "${ARG_PARAMS}")
        string(TOLOWER "${page_class}.h" ATLAS_PAGE_HEADER)
        string(TOLOWER "${params_class}.h" ATLAS_PARAMS_HEADER)

        set(params_file "${CMAKE_SHARED_MODULE_PREFIX}atlas_chapter_${name}_params${CMAKE_SHARED_MODULE_SUFFIX}")
        set(ATLAS_METADATA_PARAMS "") # the registry reads the declaration from the plugin's metadata only
        atlas_plugin_metadata("${ARG_METADATA}" kind "${kind}" ${name}_params ATLAS_METADATA)
        set(ATLAS_CLASS "${ATLAS_CAMEL}ParamsModule")
        atlas_generate_plugin_class(chapterparams.cpp.in ${name}_params params_source)
        atlas_add_plugin_module(${name}_params ${ATLAS_CLASS} atlas_chapter_${name}_params
                                "${ATLAS_METADATA}" "${params_source}" ${name}_model)

        set(ATLAS_METADATA_PARAMS "${declaration_json}")
        atlas_plugin_metadata("${ARG_METADATA}" kind "${kind}" ${name}_plugin ATLAS_METADATA paramsModule "${params_file}")
        set(ATLAS_CLASS "${ATLAS_CAMEL}ChapterPlugin")
        atlas_generate_plugin_class(chapterplugin.cpp.in ${name}_plugin plugin_source)
        atlas_add_plugin_module(${name}_plugin ${ATLAS_CLASS} atlas_chapter_${name}
                                "${ATLAS_METADATA}" "${plugin_source}" ${name}_lab)
        list(APPEND targets ${name}_params)
        # Whatever needs the plugin (its metadata names the module) gets the module too.
        add_dependencies(${name}_plugin ${name}_params)
    else()
        atlas_plugin_metadata("${ARG_METADATA}" kind "${kind}" "" metadata)
        atlas_add_plugin_module(${name}_plugin ${ARG_CLASS} atlas_chapter_${name} "${metadata}" "${ARG_SOURCES}" ${name}_lab)
    endif()

    # The static libraries end up inside the plugin: position-independent, and nothing of
    # theirs exported from it (only the plugin's entry points are).
    foreach(target ${targets})
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
    string(REPLACE "-" "_" name "${kind}")
    atlas_plugin_metadata("${ARG_METADATA}" questionKind "${kind}" "" metadata)
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
