#include "test_paths.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace fs = std::filesystem;

namespace kakuro::test {

namespace {

// The *.jsonl files of `dir`, sorted.
std::vector<std::string> jsonl_files(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".jsonl") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

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

std::optional<std::string> shared_puzzles_dir() {
  if (committed_corpus_only()) return std::nullopt;
  return shared_dir("puzzles");
}

bool committed_corpus_only() {
  const char* env = std::getenv("KAKURO_TEST_CORPUS");
  return env && std::string(env) == "committed";
}

std::vector<std::string> shared_puzzle_files() {
  const auto dir = shared_puzzles_dir();
  return dir ? jsonl_files(*dir) : std::vector<std::string>{};
}

std::string data_file(const std::string& rel) {
  const std::string path = data_dir() + "/" + rel;
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) throw std::runtime_error("committed test data missing: " + path);
  return path;
}

std::string corpus_sample() { return data_file("corpus_sample.jsonl"); }

std::vector<std::string> corpus_files() {
  if (const auto dir = shared_puzzles_dir()) {
    auto files = jsonl_files(*dir);
    if (files.empty()) throw std::runtime_error(*dir + " is there but holds no .jsonl file");
    return files;
  }
  return {corpus_sample()};
}

std::vector<std::string> regression_files() {
  const std::string hard = data_dir() + "/hard";
  std::error_code ec;
  if (!fs::is_directory(hard, ec)) throw std::runtime_error("committed test data missing: " + hard);
  auto files = jsonl_files(hard);
  if (files.empty()) throw std::runtime_error("committed test data missing: no .jsonl file in " + hard);
  if (const auto dir = shared_dir("regressions"))
    for (std::string& f : jsonl_files(*dir)) files.push_back(std::move(f));
  return files;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace kakuro::test
