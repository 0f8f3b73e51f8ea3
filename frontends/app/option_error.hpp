// A use case's refusal of what a frontend asked for: an option, a backend or a value that
// cannot be used, in words. Each frontend maps it to its own outcome: the CLI to a usage error
// (exit 2) with this text, Python to a ValueError.
#pragma once

#include <stdexcept>
#include <string>

namespace kakuro::app {

class OptionError : public std::runtime_error {
 public:
  /// `option`: what is refused, as the command line names it ("--backend", "--density") or
  /// the rule's owner ("the sat backend"); what() is "OPTION: MESSAGE".
  OptionError(std::string option, std::string message)
      : std::runtime_error(option + ": " + message),
        option_(std::move(option)),
        message_(std::move(message)) {}
  const std::string& option() const { return option_; }
  const std::string& message() const { return message_; }

 private:
  std::string option_, message_;
};

}  // namespace kakuro::app
