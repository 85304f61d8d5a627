# Precompiled headers: the Qt, Eigen and standard headers most of our files include, parsed
# once per build into one header image that many targets reuse (README, "Build time", has the
# figures: ~5 s of every unit's compile time went to reading them).
#
# A precompiled header only serves a compile whose flags and Qt module macros match the ones
# it was made with (GCC checks; -Winvalid-pch and -Werror turn a mismatch into an error, not a
# silent slow build). So there are four images, one per kind of target:
#   PRODUCT_CORE     our shared libraries and plugin halves that know Qt Core only (core, models)
#   PRODUCT_WIDGETS  the ones that show widgets and charts (sdk, labs)
#   TEST_CORE        test groups without widgets (engine, cli, core)
#   TEST_WIDGETS     test groups with widgets (sdk, shell, plugins)
# Each image is made by a small holder target, atlas_pch_<set>, compiled with exactly the
# options its users have; a user then reuses it (target_precompile_headers REUSE_FROM).
# The holders link what their users link, so that a core file does not see a widget header
# its target does not link (the layering: core knows no widgets).
#
# The engine's headers are not precompiled: a change to one would rebuild every image, and
# the engine itself is compiled without (its time goes to optimising Eigen's kernels).
#
# ccache caches the images too: CMakeLists.txt runs it with the sloppiness precompiled headers
# need (pch_defines, time_macros…), and a fresh clone's image restored from the cache is the
# very file its users' cached objects were compiled against.
#
# ATLAS_PRECOMPILED_HEADERS (ON by default) turns them off, which checks that every file
# includes what it uses:   cmake -B build -DATLAS_PRECOMPILED_HEADERS=OFF
include_guard(GLOBAL)
include(${CMAKE_CURRENT_LIST_DIR}/AtlasUnityBuild.cmake) # atlas_cpp_files

option(ATLAS_PRECOMPILED_HEADERS "Precompile the Qt, Eigen and standard headers (faster builds)" ON)

set(ATLAS_PCH_PRODUCT_CORE
    <algorithm> <cmath> <functional> <limits> <memory> <optional> <utility> <vector>
    <QByteArray> <QCoreApplication> <QDir> <QFile> <QFileInfo> <QHash> <QJsonArray>
    <QJsonDocument> <QJsonObject> <QJsonValue> <QList> <QLocale> <QMap> <QObject>
    <QRegularExpression> <QSet> <QString> <QStringList>
    <Eigen/Dense>)
set(ATLAS_PCH_PRODUCT_WIDGETS ${ATLAS_PCH_PRODUCT_CORE}
    <QApplication> <QCheckBox> <QComboBox> <QEvent> <QGridLayout> <QHBoxLayout> <QHeaderView>
    <QLabel> <QLineEdit> <QPainter> <QPushButton> <QSignalBlocker> <QSpinBox> <QTableWidget>
    <QVBoxLayout> <QWidget>
    <QBarSet> <QChart> <QChartView> <QLegend> <QLineSeries> <QValueAxis>)
set(ATLAS_PCH_TEST_CORE ${ATLAS_PCH_PRODUCT_CORE} <QTemporaryDir> <QTest>)
set(ATLAS_PCH_TEST_WIDGETS ${ATLAS_PCH_PRODUCT_WIDGETS} <QSignalSpy> <QStandardPaths> <QTemporaryDir> <QTest>)

# atlas_pch_holder(<set> LIBRARIES <targets…> OPTIONS <function>): the holder target of <set>,
# linking LIBRARIES and given its options by the function that gives its users theirs (called
# with the holder). Created in the calling folder, whose directory-wide options
# (add_compile_options) its users share.
function(atlas_pch_holder set)
    cmake_parse_arguments(PARSE_ARGV 1 HOLDER "" "OPTIONS" "LIBRARIES")
    if(NOT ATLAS_PRECOMPILED_HEADERS)
        return()
    endif()
    set(holder atlas_pch_${set})
    set(source "${CMAKE_CURRENT_BINARY_DIR}/${holder}.cpp")
    file(CONFIGURE OUTPUT "${source}" CONTENT "// The holder of the ${set} precompiled headers (cmake/AtlasPrecompiledHeaders.cmake).\n")
    add_library(${holder} OBJECT "${source}")
    set_target_properties(${holder} PROPERTIES AUTOMOC OFF)
    target_link_libraries(${holder} PRIVATE ${HOLDER_LIBRARIES})
    cmake_language(CALL ${HOLDER_OPTIONS} ${holder})
    target_precompile_headers(${holder} PRIVATE ${ATLAS_PCH_${set}})
    # clang writes the time into its image unless told not to, and ccache then refuses it.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        target_compile_options(${holder} PRIVATE -Xclang -fno-pch-timestamp)
    endif()
endfunction()

# atlas_precompiled_headers(<set> <target>…): the targets reuse <set>'s image. Files compiled
# with options of their own (such as cpulevelcheck.cpp, built for the baseline processor)
# compile without it, and so does AUTOMOC's mocs_compilation.cpp: our .cpp files include their
# own moc output, which leaves it empty, and loading a GCC image of 200-400 MB costs an empty
# file ~3 s.
function(atlas_precompiled_headers set)
    if(NOT ATLAS_PRECOMPILED_HEADERS)
        return()
    endif()
    foreach(target IN LISTS ARGN)
        target_precompile_headers(${target} REUSE_FROM atlas_pch_${set})
        get_target_property(binary_dir ${target} BINARY_DIR)
        set_source_files_properties("${binary_dir}/${target}_autogen/mocs_compilation.cpp"
            TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
        atlas_cpp_files(${target} shared own)
        if(own)
            set_source_files_properties(${own} TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
        endif()
    endforeach()
endfunction()
