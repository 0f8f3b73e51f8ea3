#include "views/open_cells.hpp"

#include "kakuro/backends.hpp"

namespace kakuro::views {

namespace {

std::vector<int> digit_list(DigitSet s) {
  std::vector<int> out;
  s.for_each([&](int d) { out.push_back(d); });
  return out;
}

std::string where(const Puzzle& p, VarId v) {
  const CellId id = p.cell_of(v);
  return "(" + std::to_string(p.row_of(id)) + "," + std::to_string(p.col_of(id)) + ")";
}

}  // namespace

const BackendInfo* question_backend(const BackendInfo& backend) {
  return backend.composite ? registered_backends().find("native") : nullptr;
}

void add_open_cells_json(nlohmann::json& j, const Puzzle& p, const CellDigits& cd) {
  nlohmann::json open = nlohmann::json::array(), unproved = nlohmann::json::array();
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const CellId id = p.cell_of(v);
    const nlohmann::json cell = {p.row_of(id), p.col_of(id)};
    if (cd.digits[std::size_t(v)].size() > 1)
      open.push_back({{"cell", cell}, {"digits", digit_list(cd.digits[std::size_t(v)])}});
    if (!cd.settled[std::size_t(v)]) unproved.push_back(cell);
  }
  j["open_cells"] = std::move(open);
  j["open_cells_proved"] = cd.proved();
  if (!cd.proved()) {
    j["unproved_cells"] = std::move(unproved);
    j["open_cells_reason"] = cd.reason;
  }
}

std::string open_cells_text(const Puzzle& p, const CellDigits& cd) {
  std::string list;
  int unproved = 0;
  for (VarId v = 0; v < p.num_vars(); ++v) {
    const DigitSet s = cd.digits[std::size_t(v)];
    if (!cd.settled[std::size_t(v)]) ++unproved;
    if (s.size() < 2) continue;
    std::string ds;
    s.for_each([&](int d) { ds += (ds.empty() ? "" : "/") + std::to_string(d); });
    list += (list.empty() ? "" : ", ") + where(p, v) + " " + ds;
  }
  std::string out = "open cells: " + (list.empty() ? std::string("none") : list) + "\n";
  if (!cd.proved())
    out += "open cells not proved: " + std::to_string(unproved) + (unproved == 1 ? " cell" : " cells") +
           " (" + cd.reason + ")\n";
  return out;
}

}  // namespace kakuro::views
