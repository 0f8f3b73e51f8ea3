// generate --progress: the generator's progress (create::GeneratorOptions::progress) as
// lines on standard error while a puzzle is made, about one every quarter second, so that
// a program running generate (the page's worker) can show how far it got.
#pragma once

#include <string>

#include "kakuro/create/generator.hpp"

namespace kakuro::cli {

/// A progress callback for the puzzle `id` writing, on standard error, lines
/// "kakuro: ID: progress: try 2, 340 fill changes, 12 proofs, rating (1.4 s)": the first
/// call's, each rating's (long, and maybe the last), and otherwise one when a quarter second
/// has passed since the last. Lines of several threads do not mix.
decltype(create::GeneratorOptions::progress) progress_lines(const std::string& id);

}  // namespace kakuro::cli
