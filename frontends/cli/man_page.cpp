// kakuro.1: the manual page, written in man(7) roff from the command line as data
// (command_docs.hpp), one section per command with each option as `--help` lists it.
#include <map>

#include "cli.hpp"
#include "command_docs.hpp"

namespace kakuro::cli {

namespace {

/// Text for roff: backslashes as \e, hyphens as \- (so that options copy and search as
/// typed), and a leading . or ' made literal.
std::string roff(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
  }
  if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out.insert(0, "\\&");
  return out;
}

std::string bold(const std::string& text) { return "\\fB" + roff(text) + "\\fR"; }
std::string italic(const std::string& text) { return "\\fI" + roff(text) + "\\fR"; }

std::string option_tag(const OptionDoc& o) {
  std::string tag;
  for (const std::string& n : o.names) tag += (tag.empty() ? "" : ", ") + bold(n);
  if (!o.takes_value) return tag;
  std::string value = o.value_name;
  if (!o.choices.empty()) {
    value.clear();
    for (const std::string& c : o.choices) value += (value.empty() ? "" : "|") + c;
  }
  return tag + " " + italic(value);
}

std::string option_item(const OptionDoc& o) {
  std::string out = ".TP\n" + option_tag(o) + "\n" + roff(o.description);
  // A default that the description states itself (--max-memory: the build machine's memory)
  // is not repeated.
  if (!o.default_value.empty() && o.description.find("default") == std::string::npos)
    out += " (default: " + roff(o.default_value) + ")";
  return out + "\n";
}

std::string option_key(const OptionDoc& o) {
  std::string key;
  for (const std::string& n : o.names) key += n + " ";
  return key + "\n" + o.description + "\n" + o.default_value;
}

// Options that three or more commands take with the same meaning (the input, solver and
// backend options, --help) are described once, in SHARED OPTIONS, and named in each command.
struct SharedOptions {
  std::vector<const OptionDoc*> options;                     ///< in the order first met
  std::map<std::string, std::vector<std::string>> commands;  ///< option_key -> commands
  bool contains(const OptionDoc& o) const { return commands.at(option_key(o)).size() >= 3; }
};

SharedOptions shared_options(const CliDoc& cli) {
  SharedOptions shared;
  for (const CommandDoc& c : cli.commands)
    for (const OptionDoc& o : c.options) {
      if (o.positional) continue;
      auto& users = shared.commands[option_key(o)];
      if (users.empty()) shared.options.push_back(&o);
      users.push_back(c.name);
    }
  std::erase_if(shared.options, [&](const OptionDoc* o) { return !shared.contains(*o); });
  return shared;
}

std::string shared_section(const CliDoc& cli, const SharedOptions& shared) {
  std::string out = ".SH SHARED OPTIONS\nThese mean the same in each command that takes them.\n";
  for (const OptionDoc* o : shared.options) {
    const auto& users = shared.commands.at(option_key(*o));
    std::string list;
    for (const std::string& name : users) list += (list.empty() ? "" : ", ") + bold(name);
    out += option_item(*o) + ".br\n" +
           (users.size() == cli.commands.size() ? "Every command." : "Commands: " + list + ".") + "\n";
  }
  return out;
}

std::string command_section(const CliDoc& cli, const CommandDoc& c, const SharedOptions& shared) {
  std::string out =
      ".SS " + c.name + "\n" + bold(cli.name) + " " + bold(c.name) + " [" + italic("options") + "]";
  for (const OptionDoc& o : c.options)
    if (o.positional) out += " " + italic(o.choices.empty() ? o.names.front() + "..." : o.names.front());
  out += "\n.PP\n" + roff(c.description) + ".\n";
  for (const OptionDoc& o : c.options) {
    if (!o.positional) continue;
    std::string choices;
    for (const std::string& choice : o.choices) choices += (choices.empty() ? "" : "|") + choice;
    out += ".TP\n" + italic(o.names.front()) + (choices.empty() ? "" : " " + bold(choices)) + "\n" +
           roff(o.description) + "\n";
  }
  std::string also;
  for (const OptionDoc& o : c.options) {
    if (o.positional) continue;
    if (shared.contains(o)) {
      also += (also.empty() ? "" : ", ") + bold(o.names.back());
    } else {
      out += option_item(o);
    }
  }
  if (!also.empty()) out += ".PP\nAnd the shared options " + also + ".\n";
  return out;
}

std::string exit_status() {
  const std::pair<int, const char*> rows[] = {
      {kYes, "yes: solved, unique, valid, backends agree, solutions counted, puzzles generated"},
      {kNo, "no: no solution, not unique, invalid or unsolvable puzzle, wrong solution, backends disagree"},
      {kUsage, "usage or input error: bad option, unreadable or malformed file"},
      {kLimit,
       "a limit was reached (--timeout, --max-nodes, --max-memory, --max-tries, Ctrl-C) before an answer"},
      {kInternal, "internal error: a bug, never bad input"},
  };
  std::string out = ".SH EXIT STATUS\nFor many puzzles the worst code wins, in the order 4, 2, 3, 1, 0.\n";
  for (const auto& [code, meaning] : rows)
    out += ".TP\n" + bold(std::to_string(code)) + "\n" + roff(meaning) + "\n";
  return out;
}

}  // namespace

std::string man_page(const CliDoc& cli) {
  std::string upper = cli.name;
  for (char& ch : upper) ch = char(std::toupper(static_cast<unsigned char>(ch)));
  std::string summary = cli.description;
  if (summary.rfind(cli.name + ": ", 0) == 0) summary.erase(0, cli.name.size() + 2);

  std::string out =
      ".\\\" Written by `" + cli.name + " man` from the options of each command: do not edit.\n";
  out += ".TH " + upper + " 1 \"\" \"" + cli.name + " " + cli.version + "\" \"User Commands\"\n";
  out += ".SH NAME\n" + cli.name + " \\- " + roff(summary) + "\n";
  out += ".SH SYNOPSIS\n" + bold(cli.name) + " " + italic("command") + " [" + italic("options") + "] [" +
         italic("files...") + "]\n.br\n" + bold(cli.name) + " " + italic("command") + " " + bold("--help") +
         "\n.br\n" + bold(cli.name) + " " + bold("--version") + "\n";
  out += ".SH DESCRIPTION\n" + bold(cli.name) + " is " + roff(summary) +
         ". Each command below reads puzzles from files (any format; " + bold("-") +
         " is standard input) and prints results on standard output, diagnostics and a summary on "
         "standard error.\n";
  out += ".SH OPTIONS\n";
  for (const OptionDoc& o : cli.options) out += option_item(o);
  const SharedOptions shared = shared_options(cli);
  out += ".SH COMMANDS\n";
  for (const CommandDoc& c : cli.commands) out += command_section(cli, c, shared);
  out += shared_section(cli, shared);
  out += exit_status();
  out += ".SH SEE ALSO\n" + bold(cli.name + " ") + italic("command") + " " + bold("--help") +
         " for one command's options. The documentation installed with " + cli.name +
         " in share/doc/kakuro under its prefix (/usr/share/doc/kakuro from the Debian package): cli.md (the "
         "command line), formats.md (the input and output formats), create.md (making puzzles).\n";
  return out;
}

}  // namespace kakuro::cli
