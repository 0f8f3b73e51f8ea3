#include "kakuro/solver_options.hpp"

namespace kakuro {

std::string to_string(Inference i) {
  switch (i) {
    case Inference::FC:
      return "fc";
    case Inference::AC3:
      return "ac3";
    case Inference::MAC:
      return "mac";
    case Inference::GAC:
      return "gac";
  }
  return "?";
}
std::string to_string(VarOrder v) {
  switch (v) {
    case VarOrder::Input:
      return "input";
    case VarOrder::MRV:
      return "mrv";
    case VarOrder::DomWdeg:
      return "domwdeg";
  }
  return "?";
}
std::string to_string(ValOrder v) { return v == ValOrder::Min ? "min" : "lcv"; }

bool parse_inference(const std::string& s, Inference& out) {
  for (Inference i : {Inference::FC, Inference::AC3, Inference::MAC, Inference::GAC})
    if (s == to_string(i)) return out = i, true;
  return false;
}
bool parse_var_order(const std::string& s, VarOrder& out) {
  for (VarOrder v : {VarOrder::Input, VarOrder::MRV, VarOrder::DomWdeg})
    if (s == to_string(v)) return out = v, true;
  return false;
}
bool parse_val_order(const std::string& s, ValOrder& out) {
  for (ValOrder v : {ValOrder::Min, ValOrder::LCV})
    if (s == to_string(v)) return out = v, true;
  return false;
}

}  // namespace kakuro
