# moc reads Qt's headers and ours, not the engine's, Eigen's or the standard library's.
#
# AUTOMOC gives moc every include folder of a target and the compiler's own, and moc reads every
# header it can reach: all of Eigen through the engine's public headers, and the C and C++
# standard libraries — two thirds of moc's time (83 CPU-s a build, twice in CI). Each engine
# header it reads also became a dependency of the moc step, so a change to atlas/types.h re-ran
# moc on every Qt class of every target. None of those headers can change what moc writes: the
# engine and Eigen know no Qt (the layering in docs/architecture.md), and the standard library
# declares no Qt class. AUTOMOC therefore runs moc through a launcher that leaves those folders
# out. Checked when this was written: all 141 moc runs of the tree write the same output, byte
# for byte, in 26 s instead of 83.
function(atlas_moc_without_engine_headers)
    get_target_property(moc Qt6::moc LOCATION)
    get_target_property(eigen Eigen3::Eigen INTERFACE_INCLUDE_DIRECTORIES)
    set(left_out)
    foreach(folder IN LISTS CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES eigen ITEMS "${PROJECT_SOURCE_DIR}/engine/include")
        string(APPEND left_out "        \"-I${folder}\") ;;\n")
    endforeach()
    set(launcher "${PROJECT_BINARY_DIR}/atlas-moc")
    file(WRITE "${launcher}.in" [=[#!/bin/sh
# Made by cmake/AtlasMoc.cmake: moc without the engine's, Eigen's and the compiler's headers.
for arg do
    shift
    case $arg in
@left_out@        *) set -- "$@" "$arg" ;;
    esac
done
exec "@moc@" "$@"
]=])
    configure_file("${launcher}.in" "${launcher}" @ONLY
                   FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
    set(directories "${PROJECT_SOURCE_DIR}")
    while(directories)
        list(POP_FRONT directories directory)
        get_property(subdirectories DIRECTORY "${directory}" PROPERTY SUBDIRECTORIES)
        list(APPEND directories ${subdirectories})
        get_property(targets DIRECTORY "${directory}" PROPERTY BUILDSYSTEM_TARGETS)
        foreach(target IN LISTS targets)
            get_target_property(automoc ${target} AUTOMOC)
            if(automoc)
                set_target_properties(${target} PROPERTIES AUTOMOC_EXECUTABLE "${launcher}")
            endif()
        endforeach()
    endwhile()
endfunction()
