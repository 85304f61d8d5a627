# cmake -DBUILD_DIR=… -DWORK_DIR=… -DINCLUDE_SUBDIR=… -DPYTHON=… -DSCRIPT=…/hiddendata.py
#       -P hiddendata.cmake
# Installs the SDK's headers (the dev component) into WORK_DIR and runs hiddendata.py on them.
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --component dev --prefix "${WORK_DIR}"
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "installing the SDK's headers failed: ${err}")
endif()
execute_process(COMMAND "${PYTHON}" "${SCRIPT}" "${WORK_DIR}/${INCLUDE_SUBDIR}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "an exported class of the SDK shows its data (above)")
endif()
