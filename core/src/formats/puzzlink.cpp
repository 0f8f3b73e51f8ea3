// The puzz.link URL of the pzprjs editor: `https://puzz.link/p?kakuro/COLS/ROWS/BODY`, one
// URL a line. COLS x ROWS is the board without its clue row and column. BODY: the board's
// cells row by row (a run of 1..16 white cells is one letter `k`..`z`, a black or clue cell
// `.` or its down and across sums), then the down sum of each column whose top cell is
// white and the across sum of each row whose left cell is white. A sum is one character:
// 1..19 `1`..`9` `a`..`j`, 20..45 `A`..`Z`; `0` and `-` are no sum. The editor ends a URL
// whose last character is no letter or digit with a `/` (so that a link finder does not cut
// it off), and its page takes `NAME=VALUE&` options and a mode after the type
// (`?type=player&kakuro_play/...`): both read here, the first also written.
#include <algorithm>
#include <array>
#include <cctype>

#include "kakuro/text.hpp"
#include "pzprjs.hpp"

namespace kakuro::detail {

namespace {

/// After this many URLs with errors, the rest of a file is not read.
constexpr std::size_t kMaxBadUrls = 1000;
constexpr int kNoSum = 0, kBadSum = -1;
constexpr std::array<std::string_view, 3> kHosts = {"puzz.link", "pzv.jp", "pzprxs.vercel.app"};
/// What the editor's URL parser drops from the puzzle type, the first one found: the mode the
/// page opens in (`kakuro_edit`, `kakuro_play`, `kakuro_test`) and the old mobile mark `m+`.
constexpr std::array<std::string_view, 4> kTypeMarks = {"m+", "_edit", "_test", "_play"};

// The sum a character stands for, kNoSum, or kBadSum.
int sum_of(char ch) {
  if (ch == '0' || ch == '-') return kNoSum;
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'j') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 20;
  return kBadSum;
}

char sum_char(int sum) {
  if (sum >= 1 && sum <= 9) return static_cast<char>('0' + sum);
  if (sum >= 10 && sum <= 19) return static_cast<char>('a' + sum - 10);
  if (sum >= 20 && sum <= 45) return static_cast<char>('A' + sum - 20);
  return '-';
}

bool istarts(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && iequals(s.substr(0, prefix.size()), prefix);
}

bool word_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_';
}

/// The length of the page's options at the start of `query`: `NAME=VALUE&` pairs of word
/// characters (`type=player&`), which the page reads before it hands the rest to its parser.
std::size_t options_length(std::string_view query) {
  std::size_t n = 0;
  for (;;) {
    std::size_t k = n;
    const auto word = [&] {
      const std::size_t from = k;
      while (k < query.size() && word_char(query[k])) ++k;
      return k > from;
    };
    if (!word() || k >= query.size() || query[k++] != '=' || !word() || k >= query.size() ||
        query[k++] != '&')
      return n;
    n = k;
  }
}

/// The puzzle type as the editor reads it: the first of kTypeMarks removed, wherever it is.
std::string puzzle_type(std::string_view pid) {
  for (std::size_t at = 0; at < pid.size(); ++at)
    for (std::string_view mark : kTypeMarks)
      if (pid.substr(at, mark.size()) == mark)
        return std::string(pid.substr(0, at)) + std::string(pid.substr(at + mark.size()));
  return std::string(pid);
}

// Reads one URL (a trimmed line) into a record.
class UrlReader {
 public:
  UrlReader(std::string_view url, int line, int col0, const ParseLimits& limits, PuzzleRecord& rec)
      : url_(url), line_(line), col0_(col0), limits_(limits), rec_(rec) {}
  void read();

 private:
  SourcePos at(std::size_t i) const { return {line_, col0_ + static_cast<int>(i) + 1}; }
  void error(std::size_t i, const std::string& msg) { rec_.diags.error(rec_.file, at(i), msg); }
  bool read_address(std::size_t& i);
  bool read_size(std::size_t& i);
  bool read_board(std::size_t& i, RawGrid& g);
  bool read_outer(std::size_t& i, RawGrid& g);
  bool read_sum(std::size_t i, const std::string& what, int& sum);

  std::string_view url_;
  int line_, col0_;
  const ParseLimits& limits_;
  PuzzleRecord& rec_;
  int cols_ = 0, rows_ = 0;  ///< the board without its clue row and column
  std::size_t end_ = 0;      ///< where the body ends: before the editor's closing '/', if any
};

// `http(s)://`, a known host with the path `/p` or `/p.html`, then `?`; or the `?` alone.
bool UrlReader::read_address(std::size_t& i) {
  for (std::string_view scheme : {"https://", "http://"})
    if (istarts(url_, scheme)) i = scheme.size();
  const std::size_t q = url_.find('?');
  if (q == std::string_view::npos) {
    error(0, "not a puzz.link URL: no '?' (expected https://puzz.link/p?kakuro/COLS/ROWS/BODY)");
    return false;
  }
  if (q != i) {
    std::string_view address = url_.substr(i, q - i);
    if (istarts(address, "www.")) address.remove_prefix(4);
    bool known = false;
    for (std::string_view host : kHosts)
      for (std::string_view path : {"/p", "/p.html"})
        known = known || (address.size() == host.size() + path.size() && istarts(address, host) &&
                          address.substr(host.size()) == path);
    if (!known) {
      error(i, "unknown address " + quote_text(url_.substr(i, q - i)) +
                   " (expected puzz.link/p, pzv.jp/p.html or pzprxs.vercel.app/p)");
      return false;
    }
  }
  i = q + 1 + options_length(url_.substr(q + 1));
  const std::size_t slash = url_.find('/', i);
  const std::string_view pid = url_.substr(i, slash == std::string_view::npos ? url_.npos : slash - i);
  if (puzzle_type(pid) != "kakuro") {
    error(i, "the puzzle type is " + quote_text(pid) + ", not kakuro");
    return false;
  }
  i += pid.size();
  return true;
}

// `/COLS/ROWS/`, optionally after a flag field (any field that is not a number, as the
// editor reads it; Kakuro has no flags).
bool UrlReader::read_size(std::size_t& i) {
  const auto field = [&](std::size_t from) {
    const std::size_t end = url_.find('/', from);
    return url_.substr(from, end == std::string_view::npos ? url_.npos : end - from);
  };
  if (i >= url_.size()) {
    error(i, "the URL ends after the puzzle type (expected /COLS/ROWS/BODY)");
    return false;
  }
  ++i;  // the '/'
  // A field that does not even look like a number (a sign and digits) is a flag field; a
  // negative or overflowing width is the width, said to be wrong below.
  const auto numeric = [](std::string_view f) {
    if (!f.empty() && (f.front() == '-' || f.front() == '+')) f.remove_prefix(1);
    return !f.empty() && std::all_of(f.begin(), f.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  };
  if (!numeric(field(i))) i += field(i).size() + 1;
  long long size[2] = {0, 0};
  const char* const names[2] = {"columns", "rows"};
  for (int k = 0; k < 2; ++k) {
    const std::string_view f = i <= url_.size() ? field(i) : std::string_view();
    const auto v = parse_number(f);
    if (!v || *v < 1) {
      const bool digits = numeric(f) && f.front() != '-' && f.front() != '+';
      const std::string what = f.empty()                        ? "missing number of "
                               : numeric(f) && f.front() == '-' ? "negative number of "
                               : digits && !v                   ? "too large a number of "
                                                                : "malformed number of ";
      error(std::min(i, url_.size()), what + names[k] + (f.empty() ? "" : " " + quote_text(f)) +
                                          " (expected /COLS/ROWS/ with the board's size)");
      return false;
    }
    if (!within_limit(*v + 1, k == 0 ? limits_.max_cols : limits_.max_rows, k == 1, rec_.file, at(i),
                      rec_.diags))
      return false;
    size[k] = *v;
    i += f.size() + 1;
  }
  cols_ = static_cast<int>(size[0]);
  rows_ = static_cast<int>(size[1]);
  return true;
}

bool UrlReader::read_sum(std::size_t i, const std::string& what, int& sum) {
  if (i >= end_) {
    error(end_, "the URL ends before " + what);
    return false;
  }
  sum = sum_of(url_[i]);
  if (sum == kBadSum) {
    error(i, "unknown character " + quote_text(url_.substr(i, 1)) + " for " + what +
                 " (a sum is 1-9, a-j for 10-19, A-Z for 20-45; 0 or - for none)");
    return false;
  }
  return true;
}

// The board's cells, row by row; cell (r, c) of the board is (r + 1, c + 1) of the grid.
bool UrlReader::read_board(std::size_t& i, RawGrid& g) {
  const long long cells = static_cast<long long>(rows_) * cols_;
  long long n = 0;
  const auto cell = [&](long long k) -> Cell& { return g.at(int(k / cols_) + 1, int(k % cols_) + 1); };
  const auto pos = [&](long long k) -> SourcePos& {
    return g.pos[std::size_t(k / cols_ + 1) * std::size_t(g.cols) + std::size_t(k % cols_ + 1)];
  };
  for (; n < cells; ++i) {
    if (i >= end_) {
      error(i, "the URL ends after " + std::to_string(n) + " of the board's " + std::to_string(cells) +
                   " cells");
      return false;
    }
    const char ch = url_[i];
    if (ch >= 'k' && ch <= 'z') {
      const int run = ch - 'k' + 1;
      if (n + run > cells) {
        error(i, "a run of " + std::to_string(run) + " white cells ('" + std::string(1, ch) +
                     "') goes past the end of the board (" + std::to_string(cells - n) + " cells left)");
        return false;
      }
      for (int k = 0; k < run; ++k, ++n) cell(n).kind = CellKind::White, pos(n) = at(i);
      continue;
    }
    Cell& c = cell(n);
    pos(n) = at(i);
    ++n;
    c.kind = CellKind::Clue;
    if (ch == '.') continue;
    const std::string where =
        "the clue of cell " + cell_name(int((n - 1) / cols_) + 1, int((n - 1) % cols_) + 1);
    if (!read_sum(i, "the down sum of " + where, c.down) ||
        !read_sum(i + 1, "the across sum of " + where, c.across))
      return false;
    ++i;
  }
  return true;
}

// The down sums of the columns whose top cell is white, then the across sums of the rows
// whose left cell is white: the clue row and column of the grid.
bool UrlReader::read_outer(std::size_t& i, RawGrid& g) {
  for (int dir = 0; dir < 2; ++dir) {
    const int count = dir == 0 ? cols_ : rows_;
    for (int k = 1; k <= count; ++k) {
      const int r = dir == 0 ? 0 : k, c = dir == 0 ? k : 0;
      if (g.at(dir == 0 ? 1 : k, dir == 0 ? k : 1).kind != CellKind::White) continue;
      Cell& clue = g.at(r, c);
      clue.kind = CellKind::Clue;
      g.pos[std::size_t(r) * std::size_t(g.cols) + std::size_t(c)] = at(std::min(i, end_));
      if (!read_sum(i, std::string(dir == 0 ? "the down" : "the across") + " sum of cell " + cell_name(r, c),
                    dir == 0 ? clue.down : clue.across))
        return false;
      ++i;
    }
  }
  if (i < end_) {
    error(i, "unexpected text " + quote_text(url_.substr(i, end_ - i)) +
                 " after the clues of the outer row and column");
    return false;
  }
  return true;
}

void UrlReader::read() {
  std::size_t i = 0;
  if (!read_address(i) || !read_size(i)) return;
  end_ = url_.size();
  if (end_ > i && url_[end_ - 1] == '/') --end_;  // one '/', as the editor writes and reads it
  RawGrid g(rows_ + 1, cols_ + 1);
  g.file = rec_.file;
  for (SourcePos& p : g.pos) p = at(0);
  if (!read_board(i, g) || !read_outer(i, g)) return;
  finish_record(rec_, g);
}

}  // namespace

bool puzzlink_line(std::string_view s) {
  if (istarts(s, "https://") || istarts(s, "http://") || (!s.empty() && s.front() == '?')) return true;
  if (istarts(s, "www.")) s.remove_prefix(4);
  for (std::string_view host : kHosts)
    if (istarts(s, host) && s.size() > host.size() && s[host.size()] == '/') return true;
  return false;
}

bool puzzlink_argument(std::string_view arg) {
  return arg.find('\n') == std::string_view::npos && puzzlink_line(arg);
}

bool looks_like_puzzlink(const DetectInput& in) { return puzzlink_line(in.data); }

void parse_puzzlink(const ParseInput& in, ParseResult& out) {
  std::size_t index = 0, bad = 0;
  std::string id;  // from a `; id: NAME` line, for the next URL
  Diagnostics comments;
  for (const TextLine& line : split_lines(in.text)) {
    if (skip_line(line, hash_comments(Format::Puzzlink), in.file, id, comments)) continue;
    const std::string what = ++index > in.limits.max_records
                                 ? "more than " + std::to_string(in.limits.max_records)
                             : bad > kMaxBadUrls ? "more than " + std::to_string(kMaxBadUrls) + " bad"
                                                 : "";
    if (!what.empty()) return out.diags.error(in.file, {line.number, 1}, what + " URLs; the rest is ignored");
    PuzzleRecord rec = make_record(in.file, line.number);
    rec.id = id.empty() ? to_valid_utf8(in.file + "#" + std::to_string(index)) : id;
    rec.diags.append(comments);
    comments = Diagnostics();
    id.clear();
    const std::string_view url = trim(line.text);
    UrlReader(url, line.number, static_cast<int>(url.data() - line.text.data()), in.limits, rec).read();
    bad += rec.diags.has_errors();
    out.records.push_back(std::move(rec));
  }
  out.diags.append(comments);  // an id comment with no URL after it
  if (index == 0) out.diags.error(in.file, {}, "no URLs found");
  // One URL is named by its file (a URL given as an argument: by itself), as the one
  // puzzle of a grid file is; several are FILE#N, as jsonl records.
  if (out.records.size() == 1 && out.records[0].id == to_valid_utf8(in.file + "#1"))
    out.records[0].id = to_valid_utf8(in.file);
}

std::string write_puzzlink(const Puzzle& p, const WriteOptions&) {
  std::string body;
  int whites = 0;
  const auto flush = [&] {
    if (whites > 0) body += static_cast<char>('k' + whites - 1);
    whites = 0;
  };
  for (int r = 1; r < p.rows(); ++r)
    for (int c = 1; c < p.cols(); ++c) {
      const Cell& cell = p.cell(r, c);
      if (cell.kind == CellKind::White) {
        if (++whites == 16) flush();
        continue;
      }
      flush();
      if (cell.kind == CellKind::Black)
        body += '.';
      else
        body += std::string{sum_char(cell.down), sum_char(cell.across)};
    }
  flush();
  for (int c = 1; c < p.cols(); ++c)
    if (p.cell(1, c).kind == CellKind::White) body += sum_char(p.cell(0, c).down);
  for (int r = 1; r < p.rows(); ++r)
    if (p.cell(r, 1).kind == CellKind::White) body += sum_char(p.cell(r, 0).across);
  // As the editor writes it: a last character that is no letter or digit ('.', '-') is
  // followed by '/'.
  const char last = body.empty() ? '/' : body.back();
  if (!std::isalnum(static_cast<unsigned char>(last))) body += '/';
  return "https://puzz.link/p?kakuro/" + std::to_string(p.cols() - 1) + "/" + std::to_string(p.rows() - 1) +
         "/" + body + "\n";
}

std::optional<Solution> puzzlink_solution(const Puzzle&, std::string_view, const std::string& file,
                                          Diagnostics& diags) {
  diags.error(file, {1, 1}, "a puzz.link URL holds no answer digits");
  return std::nullopt;
}

}  // namespace kakuro::detail
