// Options whose values are a fixed set (--format, --to, --backend, --symmetry, --paper...):
// their checks, each built from the table that defines the set (the formats, the backend
// registry, the levels, the symmetries, the papers), never from a list of its own. A check's
// description "{a,b,c}" is what --help shows after the value's type and what the man page
// and the completion scripts read (command_docs.cpp), so that they offer exactly the values
// the check takes.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <vector>

#include "kakuro/backend.hpp"

namespace kakuro::cli {

/// Takes a value that `accepts` accepts (by default: one of `names`; a table's own lookup may
/// take aliases or any case too), and refuses another with "unknown WHAT 'VALUE' (one of: a,
/// b, c)". `names` are the values offered: the table's names.
CLI::Validator one_of(const std::string& what, std::vector<std::string> names,
                      std::function<bool(const std::string&)> accepts = {});

/// --format (`with_auto`: "auto" first) and --to: the formats of the table (formats.hpp), in
/// its order; parse_format()'s aliases and any case are taken too.
CLI::Validator format_choice(bool with_auto);

/// --backend: the backends of the registry that are built in. A registered one that is not
/// built in is "backend 'sat' is not built in (one of: ...)". Only those `keep` accepts, when
/// given (repair --cores: the backends with BackendInfo::sum_cores); a built-in backend that
/// `keep` refuses is "backend 'portfolio' has no HOOK hook" when `hook` names what it lacks.
CLI::Validator backend_choice(bool (*keep)(const BackendInfo&) = nullptr, const std::string& hook = "");

/// The names of the built-in backends (BackendInfo::available) that `keep` accepts, in the
/// registry's order.
std::vector<std::string> backend_names(bool (*keep)(const BackendInfo&) = nullptr);

}  // namespace kakuro::cli
