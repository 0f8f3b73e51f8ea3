#include "file_names.hpp"

#include <cctype>

#include "output_file.hpp"

namespace kakuro::cli {

std::string file_name_for(const std::string& id) {
  std::string name;
  for (char c : id) {
    const unsigned char u = static_cast<unsigned char>(c);
    name += (std::isalnum(u) && u < 128) || c == '-' || c == '_' || c == '.' ? c : '_';
  }
  if (name.size() > 200) name.resize(200);
  if (name.empty() || name == "." || name == "..") name = "puzzle" + name;
  if (name.front() == '.') name = "_" + name;
  return name;
}

std::string FileNames::next(const std::string& id) {
  const std::string base = file_name_for(id);
  if (taken_.insert(base).second) return base;
  // The numbers go on from where this name's last repeat stopped: linear in the batch
  // when one id is repeated many times.
  std::size_t& k = numbered_[base];
  std::string name;
  do name = base + "-" + std::to_string(k == 0 ? (k = 2) : ++k);
  while (!taken_.insert(name).second);
  return name;
}

std::string puzzle_path(const std::string& target, const std::string& name, const std::string& extension) {
  if (!is_directory_target(target)) return target;
  return target + (target.back() == '/' ? "" : "/") + name + extension;
}

}  // namespace kakuro::cli
