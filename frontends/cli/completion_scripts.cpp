// The bash, zsh and fish completion scripts, written from the command line as data
// (command_docs.hpp). An option's value completes to its choices when it lists them, else to
// file names (numbers too: the shells have nothing better to offer for them).
#include <algorithm>
#include <cctype>

#include "command_docs.hpp"

namespace kakuro::cli {

namespace {

std::string joined(const std::vector<std::string>& words, const std::string& sep = " ") {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : sep) + w;
  return out;
}

/// `text` between single quotes for a POSIX shell (bash, zsh).
std::string sh_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// `text` between single quotes for fish, where \ and ' are escaped inside them.
std::string fish_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\\' || c == '\'') out += '\\';
    out += c;
  }
  return out + "'";
}

std::vector<std::string> option_names(const std::vector<OptionDoc>& options) {
  std::vector<std::string> names;
  for (const OptionDoc& o : options)
    if (!o.positional) names.insert(names.end(), o.names.begin(), o.names.end());
  return names;
}

/// The choices of a command's positional arguments (completion's shell), if any.
std::vector<std::string> positional_choices(const CommandDoc& cmd) {
  for (const OptionDoc& o : cmd.options)
    if (o.positional && !o.choices.empty()) return o.choices;
  return {};
}

bool takes_files(const CommandDoc& cmd) {
  return std::any_of(cmd.options.begin(), cmd.options.end(),
                     [](const OptionDoc& o) { return o.positional && o.choices.empty(); });
}

std::string header(const CliDoc& cli, const std::string& shell) {
  return "# " + shell + " completion for " + cli.name + " " + cli.version + ", written by `" + cli.name +
         " completion " + shell + "` from the options of each command.\n";
}

}  // namespace

// Words are found by position: the first word after `kakuro` that is not an option is the
// command. Nothing offered falls back to file names (complete -o default). A value given as
// --opt=VALUE: bash splits the word at '=' (COMP_WORDBREAKS), so the option is the word
// before the '='; where '=' breaks no word, the value is completed after the `--opt=` it
// is part of.
std::string bash_completion(const CliDoc& cli) {
  std::vector<std::string> top;
  for (const CommandDoc& c : cli.commands) top.push_back(c.name);
  for (const std::string& n : option_names(cli.options)) top.push_back(n);

  std::string per_command, choices;
  for (const CommandDoc& c : cli.commands) {
    std::vector<std::string> valued;
    for (const OptionDoc& o : c.options) {
      if (o.positional || !o.takes_value) continue;
      valued.insert(valued.end(), o.names.begin(), o.names.end());
      for (const std::string& n : o.names)
        if (!o.choices.empty())
          choices +=
              "    " + sh_quoted(c.name + " " + n) + ") choices=" + sh_quoted(joined(o.choices)) + " ;;\n";
    }
    per_command += "    " + c.name + ")\n      options=" + sh_quoted(joined(option_names(c.options))) +
                   "\n      valued=" + sh_quoted(" " + joined(valued) + " ") +
                   "\n      positional=" + sh_quoted(joined(positional_choices(c))) + " ;;\n";
  }
  return header(cli, "bash") + "# Use: source <(" + cli.name + " completion bash)\n" + "_" + cli.name +
         "() {\n"
         "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command= i prefix=\n"
         "  if [[ $cur == = ]]; then\n"
         "    cur=\n"
         "  elif [[ $prev == = && COMP_CWORD -ge 2 ]]; then\n"
         "    prev=${COMP_WORDS[COMP_CWORD-2]}\n"
         "  elif [[ $cur == --*=* ]]; then\n"
         "    prev=${cur%%=*} prefix=${cur%%=*}= cur=${cur#*=}\n"
         "  fi\n"
         "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
         "    case ${COMP_WORDS[i]} in\n"
         "      -*) ;;\n"
         "      *) command=${COMP_WORDS[i]}; break ;;\n"
         "    esac\n"
         "  done\n"
         "  local options= valued= positional= choices=\n"
         "  case $command in\n"
         "    '') options=" +
         sh_quoted(joined(top)) + " ;;\n" + per_command +
         "  esac\n"
         "  case \"$command $prev\" in\n" +
         choices +
         "  esac\n"
         "  if [[ -n $choices ]]; then\n"
         "    COMPREPLY=($(compgen -P \"$prefix\" -W \"$choices\" -- \"$cur\"))\n"
         "  elif [[ $valued == *\" $prev \"* ]]; then\n"
         "    COMPREPLY=()  # a value: file names\n"
         "  elif [[ -z $command || $cur == -* ]]; then\n"
         "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
         "  elif [[ -n $positional ]]; then\n"
         "    COMPREPLY=($(compgen -W \"$positional\" -- \"$cur\"))\n"
         "  fi\n"
         "}\n"
         "complete -o default -F _" +
         cli.name + " " + cli.name + "\n";
}

namespace {

/// A description inside an _arguments spec's [...]: its brackets and colons escaped.
std::string zsh_description(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\\' || c == '[' || c == ']' || c == ':') out += '\\';
    out += c;
  }
  return out;
}

std::string zsh_action(const OptionDoc& o) {
  if (!o.choices.empty()) return "(" + joined(o.choices) + ")";
  return "_files";
}

std::string lower(std::string text) {
  for (char& c : text) c = char(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

/// One _arguments spec per option, e.g. '(-t --timeout)'{-t,--timeout=}'[Seconds]:number:_files'.
/// A long option that takes a value is `--name=`: its value in the next word or after '='.
std::string zsh_spec(const OptionDoc& o) {
  if (o.positional) return sh_quoted("*:" + o.names.front() + ":" + zsh_action(o));
  std::string tail = "[" + zsh_description(o.description) + "]";
  if (o.takes_value) tail += ":" + lower(o.value_name.empty() ? "value" : o.value_name) + ":" + zsh_action(o);
  std::vector<std::string> specs;
  for (const std::string& n : o.names)
    specs.push_back(n + (o.takes_value && n.rfind("--", 0) == 0 ? "=" : ""));
  if (o.names.size() == 1) return sh_quoted(specs.front() + tail);
  return sh_quoted("(" + joined(o.names) + ")") + "{" + joined(specs, ",") + "}" + sh_quoted(tail);
}

std::string zsh_arguments(const std::vector<OptionDoc>& options, const std::string& indent) {
  std::string out;
  for (const OptionDoc& o : options) out += " \\\n" + indent + zsh_spec(o);
  return out;
}

}  // namespace

// An _arguments state machine: the first word is the command, the rest that command's
// options. Works sourced (it then registers itself with compdef) and as an autoloaded _kakuro.
std::string zsh_completion(const CliDoc& cli) {
  const std::string fn = "_" + cli.name;
  std::string commands, cases;
  for (const CommandDoc& c : cli.commands) {
    commands += "    " + sh_quoted(c.name + ":" + c.description) + "\n";
    cases += "        " + c.name + ")\n          _arguments -s" + zsh_arguments(c.options, "            ") +
             " ;;\n";
  }
  return "#compdef " + cli.name + "\n" + header(cli, "zsh") + "# Use: source <(" + cli.name +
         " completion zsh) after compinit, or save it as " + fn + " in a folder of $fpath.\n" + fn +
         "() {\n"
         "  local curcontext=$curcontext state line\n"
         "  local -a commands\n"
         "  commands=(\n" +
         commands +
         "  )\n"
         "  _arguments -C" +
         zsh_arguments(cli.options, "    ") +
         " \\\n    '1:command:->command' \\\n    '*::argument:->argument'\n"
         "  case $state in\n"
         "    command) _describe -t commands '" +
         cli.name +
         " command' commands ;;\n"
         "    argument)\n"
         "      curcontext=${curcontext%:*:*}:" +
         cli.name +
         "-$words[1]:\n"
         "      case $words[1] in\n" +
         cases +
         "      esac ;;\n"
         "  esac\n"
         "}\n"
         "if [[ $funcstack[1] == " +
         fn + " ]]; then\n  " + fn + " \"$@\"\nelse\n  compdef " + fn + " " + cli.name + "\nfi\n";
}

namespace {

std::string fish_option(const std::string& prefix, const OptionDoc& o) {
  std::string line = prefix;
  for (const std::string& n : o.names)
    line += (n.rfind("--", 0) == 0 ? " -l " + n.substr(2) : " -s " + n.substr(1));
  if (!o.choices.empty()) {
    line += " -x -a " + fish_quoted(joined(o.choices));
  } else if (o.takes_value) {
    line += " -r";
  }
  return line + " -d " + fish_quoted(o.description) + "\n";
}

}  // namespace

std::string fish_completion(const CliDoc& cli) {
  const std::string top = "complete -c " + cli.name + " -n __fish_use_subcommand";
  std::string out = header(cli, "fish") + "# Use: " + cli.name + " completion fish | source\n";
  for (const CommandDoc& c : cli.commands)
    out += top + " -f -a " + c.name + " -d " + fish_quoted(c.description) + "\n";
  for (const OptionDoc& o : cli.options) out += fish_option(top, o);
  for (const CommandDoc& c : cli.commands) {
    const std::string prefix =
        "complete -c " + cli.name + " -n " + fish_quoted("__fish_seen_subcommand_from " + c.name);
    for (const OptionDoc& o : c.options) {
      if (!o.positional) {
        out += fish_option(prefix, o);
      } else if (!o.choices.empty()) {
        out += prefix + " -f -a " + fish_quoted(joined(o.choices)) + "\n";
      }
    }
    if (!takes_files(c)) out += prefix + " -f\n";
  }
  return out;
}

}  // namespace kakuro::cli
