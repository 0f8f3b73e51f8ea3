#include "kakuro/backend_option.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace kakuro {

std::string to_string(OptionType t) {
  switch (t) {
    case OptionType::Int:
      return "int";
    case OptionType::UInt:
      return "uint";
    case OptionType::Float:
      return "float";
    case OptionType::Bool:
      return "bool";
    case OptionType::String:
      return "string";
    case OptionType::Choice:
      return "choice";
  }
  return "?";
}

std::string value_syntax(const BackendOption& o) {
  if (o.type != OptionType::Choice) return to_string(o.type);
  std::string all;
  for (const auto& c : o.choices) all += (all.empty() ? "" : "|") + c;
  return all;
}

namespace {

std::string range_text(const BackendOption& o) {
  auto num = [](double v) {
    std::string s = std::to_string(v);
    if (v == std::floor(v)) s = std::to_string(static_cast<long long>(v));
    return s;
  };
  if (o.min && o.max) return "from " + num(*o.min) + " to " + num(*o.max);
  if (o.min) return num(*o.min) + " or more";
  return num(*o.max) + " or less";
}

/// The number `text` holds as a whole, if it does; `*too_large` when it is a whole number
/// outside the type's range (a uint from 0 to 2^64-1, an int of 64 bits).
std::optional<double> parse_number(const std::string& text, OptionType type, bool* too_large) {
  *too_large = false;
  if (text.empty() || std::isspace(static_cast<unsigned char>(text[0]))) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  double v = 0;
  if (type == OptionType::UInt && text[0] != '-') {  // strtoull would wrap "-1"
    v = static_cast<double>(std::strtoull(text.c_str(), &end, 10));
  } else if (type != OptionType::Float) {
    v = static_cast<double>(std::strtoll(text.c_str(), &end, 10));
  } else {
    v = std::strtod(text.c_str(), &end);
  }
  if (end != text.c_str() + text.size()) return std::nullopt;
  if (errno == ERANGE && type != OptionType::Float) *too_large = true;
  if (errno != 0 || !std::isfinite(v)) return std::nullopt;
  return v;
}

/// The range of a whole type, for a number outside it.
std::string type_range(OptionType type) {
  return type == OptionType::UInt ? "0 to 18446744073709551615"
                                  : "-9223372036854775808 to 9223372036854775807";
}

}  // namespace

std::string check(const BackendOption& o, const std::string& value) {
  switch (o.type) {
    case OptionType::String:
      return "";
    case OptionType::Bool:
      if (value == "true" || value == "false" || value == "1" || value == "0") return "";
      return "'" + value + "' is not true or false";
    case OptionType::Choice: {
      std::string all;
      for (const auto& c : o.choices) {
        if (c == value) return "";
        all += (all.empty() ? "" : ", ") + c;
      }
      return "'" + value + "' is not one of: " + all;
    }
    case OptionType::Int:
    case OptionType::UInt:
    case OptionType::Float: {
      const bool whole = o.type != OptionType::Float;
      bool too_large = false;
      const std::optional<double> v = parse_number(value, o.type, &too_large);
      if (too_large)
        return value + " is out of range: expected " + (o.max ? range_text(o) : type_range(o.type));
      if (!v) return "'" + value + "' is not " + (whole ? "a whole number" : "a number");
      if (o.type == OptionType::UInt && *v < 0) return value + " is negative; expected 0 or more";
      if ((o.min && *v < *o.min) || (o.max && *v > *o.max))
        return value + " is out of range: expected " + range_text(o);
      return "";
    }
  }
  return "";
}

std::string apply(const BackendOption& o, const std::string& value, SolverOptions& options, Limits& limits) {
  if (std::string why = check(o, value); !why.empty()) return why;
  if (o.apply)
    o.apply(value, options, limits);
  else
    options.backend_options[o.name] = value;
  return "";
}

std::string option_value(const SolverOptions& options, const BackendOption& o) {
  const auto it = options.backend_options.find(o.name);
  return it != options.backend_options.end() ? it->second : o.default_value;
}

}  // namespace kakuro
