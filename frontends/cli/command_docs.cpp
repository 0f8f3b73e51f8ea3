#include "command_docs.hpp"

#include <algorithm>

namespace kakuro::cli {

namespace {

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> parts;
  std::string::size_type start = 0;
  for (auto at = text.find(sep); at != std::string::npos; at = text.find(sep, start)) {
    parts.push_back(text.substr(start, at - start));
    start = at + 1;
  }
  parts.push_back(text.substr(start));
  return parts;
}

// CLI11's type name is the value's type followed by what each check says of it, joined by
// ':': "TEXT:{pretty,grid,hv}" for an IsMember check; a backend's choice option is named by
// its choices alone, "a|b|c" (add_solver). The choices are read from there, as --help shows
// them.
void read_type_name(const std::string& type_name, OptionDoc& doc) {
  const auto parts = split(type_name, ':');
  doc.value_name = parts.front();
  for (const std::string& part : parts) {
    if (part.size() > 2 && part.front() == '{' && part.back() == '}') {
      doc.choices = split(part.substr(1, part.size() - 2), ',');
    } else if (part.find('|') != std::string::npos && part.find(' ') == std::string::npos) {
      doc.choices = split(part, '|');
      if (&part == &parts.front()) doc.value_name = "CHOICE";
    }
  }
}

OptionDoc describe_option(const CLI::Option& opt) {
  OptionDoc doc;
  doc.positional = !opt.nonpositional();
  if (doc.positional) {
    doc.names.push_back(opt.get_name(true));
  } else {
    for (const std::string& s : opt.get_snames()) doc.names.push_back("-" + s);
    for (const std::string& l : opt.get_lnames()) doc.names.push_back("--" + l);
  }
  doc.takes_value = opt.get_expected_max() != 0 && opt.get_type_size_max() != 0;
  if (doc.takes_value) read_type_name(opt.get_type_name(), doc);
  doc.default_value = opt.get_default_str();
  doc.description = opt.get_description();
  return doc;
}

// Options as `--help` lists them: named ones in the order added, positionals after them.
std::vector<OptionDoc> describe_options(const CLI::App& app) {
  std::vector<OptionDoc> named, positional;
  for (const CLI::Option* opt : app.get_options()) {
    if (opt->get_group().empty()) continue;  // hidden
    (opt->nonpositional() ? named : positional).push_back(describe_option(*opt));
  }
  named.insert(named.end(), positional.begin(), positional.end());
  return named;
}

}  // namespace

CliDoc describe_cli(const CLI::App& app, const std::string& version) {
  CliDoc cli;
  cli.name = app.get_name();
  cli.description = app.get_description();
  cli.version = version;
  cli.options = describe_options(app);
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); }))
    cli.commands.push_back({sub->get_name(), sub->get_description(), describe_options(*sub)});
  return cli;
}

}  // namespace kakuro::cli
