# Runs `rackops-sim --parse-artifact FILE` as a user would, then checks the
# outcome: EXPECT=imported -> exit 0 and a ValidationRun in valid JSON with
# VERDICT; EXPECT=refused -> exit 2 and stderr naming FILE:LINE.
# cmake -DSIM=... -DFILE=... -DEXPECT=imported|refused [-DVERDICT=...] [-DLINE=N] -P parse_artifact_cli.cmake
execute_process(COMMAND ${SIM} --parse-artifact ${FILE}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
get_filename_component(name ${FILE} NAME)
if(EXPECT STREQUAL "imported")
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "exit ${rc}, expected 0\n${err}")
    endif()
    string(JSON source ERROR_VARIABLE json_error GET "${out}" source)
    if(json_error)
        message(FATAL_ERROR "stdout is not a ValidationRun in JSON: ${json_error}\n${out}")
    endif()
    string(JSON verdict GET "${out}" suites 0 verdict)
    string(JSON file_name GET "${out}" artifact fileName)
    string(JSON sha GET "${out}" artifact sha256)
    string(LENGTH "${sha}" sha_length)
    if(NOT source STREQUAL "VALIDATION_RUN_SOURCE_IMPORTED" OR NOT verdict STREQUAL "${VERDICT}"
       OR NOT file_name STREQUAL name OR NOT sha_length EQUAL 64)
        message(FATAL_ERROR "unexpected run: source ${source}, verdict ${verdict}, file ${file_name}, sha ${sha}")
    endif()
elseif(EXPECT STREQUAL "refused")
    if(NOT rc EQUAL 2)
        message(FATAL_ERROR "exit ${rc}, expected 2\n${out}${err}")
    endif()
    string(FIND "${err}" "${FILE}:${LINE}: " at)
    if(at EQUAL -1 OR NOT out STREQUAL "")
        message(FATAL_ERROR "stderr does not name ${FILE}:${LINE}:\n${err}")
    endif()
else()
    message(FATAL_ERROR "EXPECT must be imported or refused")
endif()
