#include "generate_output.hpp"

#include <nlohmann/json.hpp>

#include "app/generate.hpp"
#include "explain_json.hpp"

namespace kakuro::views {

namespace {

nlohmann::ordered_json options_json(const create::GeneratorOptions& o) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();  // not null made object: see write_jsonl()
  j["rows"] = o.layout.rows;
  j["cols"] = o.layout.cols;
  j["symmetry"] = create::to_string(o.layout.symmetry);
  j["density"] = o.layout.density;
  j["givens"] = o.givens;
  j["difficulty"] = o.difficulty ? nlohmann::ordered_json(explain::to_string(*o.difficulty)) : nullptr;
  j["max_tries"] = o.max_tries;
  return j;
}

}  // namespace

std::string generated_record(const create::Generated& g, const GeneratedInfo& info) {
  WriteOptions w;
  w.id = info.id;
  w.solution = &g.solution;
  // The record as convert --to jsonl writes it, then the meta.
  auto j = nlohmann::ordered_json::parse(write_puzzle(*g.puzzle, Format::Jsonl, w));
  nlohmann::ordered_json meta = nlohmann::ordered_json::object();
  meta["uniqueness"] = "unique";
  meta["generator"] = "kakuro generate";
  meta["seed"] = info.seed;
  meta["index"] = info.index;
  meta["generator_seed"] = app::puzzle_seed(info.seed, info.index);
  meta["options"] = options_json(*info.options);
  meta["rating"] = g.rating ? nlohmann::ordered_json(rating_json(*g.rating)) : nullptr;
  meta["tries"] = g.stats.tries;
  meta["fill_changes"] = g.stats.fill_changes;
  meta["proofs"] = g.stats.proofs;
  meta["givens_added"] = g.stats.givens;
  meta["prover"] = info.prover;
  if (!info.verified_by.empty()) meta["verified_by"] = info.verified_by;
  j["meta"] = std::move(meta);
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string generated_text(const create::Generated& g, const std::string& id, Format to, bool with_solution) {
  WriteOptions w;
  w.id = id;
  if (with_solution) w.solution = &g.solution;
  return write_puzzle(*g.puzzle, to, w);
}

}  // namespace kakuro::views
