# Unity builds: a target's .cpp files compiled a few at a time in one translation unit, so the
# Qt, Eigen and standard headers they all include are read, and the templates they all use are
# instantiated, once per unit instead of once per file (README, "Build time", has the figures).
#
# CMake's own UNITY_BUILD writes units that include the sources by absolute path, so a fresh
# clone in another folder gets other units and misses every ccache entry; these units include
# their files by paths relative to themselves and are the same in every clone. They are written
# when CMake configures and rewritten only when their text changes.
#
# ATLAS_UNITY_BUILD (ON by default) turns it off, for day-to-day work on a single file:
#   cmake -B build -DATLAS_UNITY_BUILD=OFF
# With it off every file compiles alone, which also finds a file that only compiles beside
# another (a missing include another file of its unit supplied).
#
# A file's anonymous namespace and static names are then shared with the other files of its
# unit: two files of one target must not define the same one (the compiler says which).
#
# The .cpp of every QObject class ends with #include "moc_<name>.cpp": its moc code then compiles
# in the file's unit, with the headers the unit has read already, instead of in AUTOMOC's
# mocs_compilation.cpp, which read every widget and chart header of the target once more.
include_guard(GLOBAL)

option(ATLAS_UNITY_BUILD "Compile several source files per translation unit (faster cold builds)" ON)

# atlas_write_units(<target> <units-variable> FILES <absolute .cpp…> [DEFINE <macro> VALUES <value…>]
#                   [MAX_FILES n] [MAX_BYTES n])
# Writes <target>'s units into its binary folder and sets <units-variable> to their paths. With
# DEFINE, each file is included between "#define <macro> <value>" and "#undef <macro>", its
# value taken from VALUES in order. A unit takes at most MAX_FILES files (default 8) and, after
# its first, only files that keep it within MAX_BYTES of source (default 160 000).
function(atlas_write_units target units_variable)
    cmake_parse_arguments(PARSE_ARGV 2 UNIT "" "DEFINE;MAX_FILES;MAX_BYTES" "FILES;VALUES")
    if(NOT UNIT_MAX_FILES)
        set(UNIT_MAX_FILES 8)
    endif()
    if(NOT ATLAS_UNITY_BUILD)
        set(UNIT_MAX_FILES 1)
    endif()
    if(NOT UNIT_MAX_BYTES)
        set(UNIT_MAX_BYTES 160000)
    endif()
    get_target_property(binary_dir ${target} BINARY_DIR)
    if(NOT UNIT_DEFINE)
        set(UNIT_VALUES ${UNIT_FILES})
    endif()

    set(units)
    set(text "")
    set(files_in_unit 0)
    set(bytes_in_unit 0)
    foreach(file value IN ZIP_LISTS UNIT_FILES UNIT_VALUES)
        file(SIZE "${file}" bytes)
        math(EXPR after "${bytes_in_unit} + ${bytes}")
        if(files_in_unit GREATER_EQUAL UNIT_MAX_FILES OR (files_in_unit GREATER 0 AND after GREATER UNIT_MAX_BYTES))
            list(LENGTH units number)
            set(unit "${binary_dir}/${target}_unit_${number}.cpp")
            file(CONFIGURE OUTPUT "${unit}" CONTENT "${text}" @ONLY)
            list(APPEND units "${unit}")
            set(text "")
            set(files_in_unit 0)
            set(bytes_in_unit 0)
        endif()
        file(RELATIVE_PATH relative "${binary_dir}" "${file}")
        if(UNIT_DEFINE)
            string(APPEND text "#define ${UNIT_DEFINE} \"${value}\"\n#include \"${relative}\"\n#undef ${UNIT_DEFINE}\n")
        else()
            string(APPEND text "#include \"${relative}\"\n")
        endif()
        math(EXPR files_in_unit "${files_in_unit} + 1")
        math(EXPR bytes_in_unit "${bytes_in_unit} + ${bytes}")
    endforeach()
    if(files_in_unit GREATER 0)
        list(LENGTH units number)
        set(unit "${binary_dir}/${target}_unit_${number}.cpp")
        file(CONFIGURE OUTPUT "${unit}" CONTENT "${text}" @ONLY)
        list(APPEND units "${unit}")
    endif()
    set(${units_variable} "${units}" PARENT_SCOPE)
endfunction()

# atlas_cpp_files(<target> <shared-variable> <own-variable>): <target>'s .cpp files, absolute,
# split in two: those compiled with the target's options, and those with options of their own
# (COMPILE_OPTIONS, COMPILE_DEFINITIONS, INCLUDE_DIRECTORIES on the file — such as
# cpulevelcheck.cpp, compiled for the baseline processor). Sources given as generator
# expressions are left out.
function(atlas_cpp_files target shared_variable own_variable)
    get_target_property(sources ${target} SOURCES)
    get_target_property(source_dir ${target} SOURCE_DIR)
    set(shared)
    set(own)
    foreach(source IN LISTS sources)
        if(NOT source MATCHES "\\.cpp$" OR source MATCHES "^\\$<")
            continue()
        endif()
        get_filename_component(file "${source}" ABSOLUTE BASE_DIR "${source_dir}")
        get_source_file_property(options "${file}" TARGET_DIRECTORY ${target} COMPILE_OPTIONS)
        get_source_file_property(definitions "${file}" TARGET_DIRECTORY ${target} COMPILE_DEFINITIONS)
        get_source_file_property(includes "${file}" TARGET_DIRECTORY ${target} INCLUDE_DIRECTORIES)
        if(options OR definitions OR includes)
            list(APPEND own "${file}")
        else()
            list(APPEND shared "${file}")
        endif()
    endforeach()
    set(${shared_variable} "${shared}" PARENT_SCOPE)
    set(${own_variable} "${own}" PARENT_SCOPE)
endfunction()

# atlas_unity_build(<target>…): each target's own .cpp files compiled through units. A file with
# options of its own (atlas_cpp_files) and generated files still compile alone. The sources stay in the target, marked as headers, so AUTOMOC still reads them.
function(atlas_unity_build)
    if(NOT ATLAS_UNITY_BUILD)
        return()
    endif()
    foreach(target IN LISTS ARGN)
        atlas_cpp_files(${target} candidates own)
        set(files)
        foreach(file IN LISTS candidates)
            get_source_file_property(generated "${file}" TARGET_DIRECTORY ${target} GENERATED)
            if(NOT generated)
                list(APPEND files "${file}")
            endif()
        endforeach()
        list(LENGTH files count)
        if(count LESS 2)
            continue()
        endif()
        atlas_write_units(${target} units FILES ${files})
        set_source_files_properties(${files} TARGET_DIRECTORY ${target} PROPERTIES HEADER_FILE_ONLY ON)
        target_sources(${target} PRIVATE ${units})
    endforeach()
endfunction()
