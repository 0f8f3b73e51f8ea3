// The browser build's entry: the kakuro command, callable once per run() of kakuro.js
// (post.js packs the arguments, feeds standard input and collects both outputs).
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"

/// Runs the kakuro command on `size` bytes of arguments, each ended by '\0' (the program
/// name first), and returns its exit code. Standard input starts again from post.js's
/// buffer; both outputs are flushed before it returns, so each call's output is its own.
extern "C" int kakuro_run(const char* packed, int size) {
  std::vector<std::string> args;
  for (int i = 0; i < size;) {
    std::string arg(packed + i);
    i += int(arg.size()) + 1;
    args.push_back(std::move(arg));
  }
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::clearerr(stdin);  // the previous call may have read to the end
  std::cin.clear();
  const int code = kakuro::cli::run_command_line(int(args.size()), argv.data());
  std::cout.flush();
  std::cerr.flush();
  std::fflush(stdout);
  std::fflush(stderr);
  return code;
}
