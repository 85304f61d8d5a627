# coveragemap.py on a map that has drifted (drift/COVERAGE.md): it fails (status 1) and names
# every problem, at its line.
#   cmake -DPYTHON=… -DSCRIPT=…/coveragemap.py -DDRIFT=…/drift -P finddrift.cmake
execute_process(COMMAND ${PYTHON} ${SCRIPT} ${DRIFT} ${DRIFT}/suites
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
    message(FATAL_ERROR "expected status 1 for a drifted map, got ${status}\n${out}${err}")
endif()
foreach(expected
        "COVERAGE.md:6: tst_coverageprobe has no test function renamedAway"
        "COVERAGE.md:7: no test suite tst_nosuchsuite"
        "COVERAGE.md:8: no question 'alpha-gone' in pack.json"
        "COVERAGE.md:8: chapter alpha has no section or bold lead 'Gone section'"
        "COVERAGE.md:8: row S2 again (first at line 6)"
        "COVERAGE.md:9: row S4 has no \"Demonstrated by\""
        "COVERAGE.md:10: row S5: \"Demonstrated by\" names no test and gives no reason"
        "7 problems")
    string(FIND "${out}" "${expected}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the drifted map's check does not say: ${expected}\n${out}${err}")
    endif()
endforeach()
