# The browser build (scripts/web configures it with emcmake into build-web/): the same
# sources as the command, compiled by Debian's emscripten. The libraries it uses are
# header-only here (Boost.Graph, CLI11, nlohmann-json); emscripten's sysroot has none of them
# and -isystem /usr/include would bring glibc's headers, so they come from a folder holding
# only links to theirs. No SAT backend (CryptoMiniSat is no wasm library), no portfolio (a
# page without cross-origin isolation has no threads), no cairo (render --pdf is refused),
# no tests: the browser tests drive the built page (tests/web/).
set(KAKURO_WITH_SAT OFF CACHE BOOL "" FORCE)
set(KAKURO_BUILD_TESTS OFF CACHE BOOL "" FORCE)
set(KAKURO_BUILD_BENCH OFF CACHE BOOL "" FORCE)
set(KAKURO_WEB_INCLUDE ${CMAKE_BINARY_DIR}/web-include)
file(MAKE_DIRECTORY ${KAKURO_WEB_INCLUDE})
foreach(dir boost CLI nlohmann)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "/usr/include/${dir} is missing (scripts/bootstrap installs it)")
  endif()
  file(CREATE_LINK /usr/include/${dir} ${KAKURO_WEB_INCLUDE}/${dir} SYMBOLIC)
endforeach()
foreach(target Boost::headers nlohmann_json::nlohmann_json CLI11::CLI11)
  add_library(${target} INTERFACE IMPORTED)
  set_target_properties(${target} PROPERTIES INTERFACE_SYSTEM_INCLUDE_DIRECTORIES ${KAKURO_WEB_INCLUDE}
    INTERFACE_INCLUDE_DIRECTORIES ${KAKURO_WEB_INCLUDE})
endforeach()
add_library(Threads::Threads INTERFACE IMPORTED)
# C++ exceptions carry the CLI's errors and exit codes: emscripten turns their catching off
# unless told.
add_compile_options(-fexceptions)
add_link_options(-fexceptions)
