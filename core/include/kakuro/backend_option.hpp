// An option a backend declares: its name, type, default, allowed values and help, stated
// once in the backend's folder. The CLI builds its flags, --help, validation and
// `kakuro backends` from these declarations (CLI11's own shape: an option is data, and its
// validator comes with it), so a new backend adds options without touching core/ or
// frontends/.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "kakuro/solver_options.hpp"

namespace kakuro {

enum class OptionType { Int, UInt, Float, Bool, String, Choice };

std::string to_string(OptionType t);

struct BackendOption;
/// How a value of the option is written in help and listings: its choices joined by "|"
/// ("fc|ac3|mac|gac"), else its type ("uint").
std::string value_syntax(const BackendOption& option);

struct BackendOption {
  std::string name;  ///< the flag without its dashes: "inference" is --inference
  OptionType type = OptionType::String;
  std::string default_value;         ///< as text, for help and listings; "" = none
  std::vector<std::string> choices;  ///< Choice: every allowed value
  std::optional<double> min, max;    ///< numbers: the allowed range, both ends included
  std::string help;
  /// Stores a value that passed check() into the request (a limit into Limits). Empty: the
  /// value is kept as text in SolverOptions::backend_options[name], for the backend to read.
  std::function<void(const std::string& value, SolverOptions&, Limits&)> apply;
};

/// "" when `value` suits the option (type, range, choices), else what is wrong with it:
/// "'x' is not a whole number", "'7' is not one of: fc, ac3, mac, gac", ...
std::string check(const BackendOption& option, const std::string& value);

/// Validates `value` and stores it into the request (apply, or backend_options).
/// Returns check()'s message, "" on success.
std::string apply(const BackendOption& option, const std::string& value, SolverOptions& options,
                  Limits& limits);

/// The option's value in `options.backend_options`, or its default when not given.
std::string option_value(const SolverOptions& options, const BackendOption& option);

}  // namespace kakuro
