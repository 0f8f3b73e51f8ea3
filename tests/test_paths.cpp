#include "test_paths.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace kakuro::test {

std::string data_dir() { return KAKURO_TEST_DATA; }
std::string source_dir() { return KAKURO_SOURCE_DIR; }

std::optional<std::string> shared_dir(const std::string& sub) {
  fs::path base;
  if (const char* env = std::getenv("KAKURO_SHARED"); env && *env)
    base = env;
  else
    base = fs::path(KAKURO_SOURCE_DIR).parent_path() / "shared";
  fs::path p = base / sub;
  std::error_code ec;
  if (fs::is_directory(p, ec)) return p.string();
  return std::nullopt;
}

std::optional<std::string> shared_puzzles_dir() { return shared_dir("puzzles"); }

std::vector<std::string> shared_puzzle_files() {
  std::vector<std::string> out;
  auto dir = shared_puzzles_dir();
  if (!dir) return out;
  for (const auto& e : fs::directory_iterator(*dir))
    if (e.path().extension() == ".jsonl") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace kakuro::test
