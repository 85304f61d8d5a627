# docs/pack.schema.json is what `attention-atlas-cli schema --no-plugins` prints: the chapters'
# part (app/core/schema/pack.base.schema.json) and each built-in question kind's own fragment.
# A kind that changes its fields changes the schema; this fails until the file is made again.
#   cmake -DCLI=… -DSCHEMA=docs/pack.schema.json -DOUT=… -P schemagenerated.cmake
execute_process(COMMAND ${CLI} schema --no-plugins OUTPUT_FILE ${OUT} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "attention-atlas-cli schema --no-plugins exited with ${status}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${SCHEMA} RESULT_VARIABLE different)
if(different)
    message(FATAL_ERROR "${SCHEMA} is not what the question kinds declare; make it again with\n"
                        "  build/bin/attention-atlas-cli schema --no-plugins > docs/pack.schema.json")
endif()
