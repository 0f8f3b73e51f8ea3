// kakuro.js, after emscripten's runtime: run(args, stdin) is the kakuro command itself
// (same arguments, output and exit codes); the typed calls below are run() with --json, so
// the page shows exactly the words, fields and coordinates the command prints.
var kakuroEncoder = new TextEncoder();
var kakuroDecoder = new TextDecoder();

/// run(["unique", "-"], text) -> {code, stdout, stderr}; the program name is added here.
Module['run'] = function (args, stdin) {
  var parts = ['kakuro'].concat(args.map(String));
  var bytes = kakuroEncoder.encode(parts.join('\0') + '\0');
  kakuroIo.input = typeof stdin === 'string' ? kakuroEncoder.encode(stdin) : (stdin || new Uint8Array(0));
  kakuroIo.at = 0;
  kakuroIo.out = [];
  kakuroIo.err = [];
  kakuroIo.line = [];
  var p = _malloc(bytes.length);
  HEAPU8.set(bytes, p);
  var code;
  try {
    code = _kakuro_run(p, bytes.length);
  } catch (e) {  // a trap (a bug): the command's internal-error code, and the message
    code = 4;
    kakuroIo.err = kakuroIo.err.concat(Array.from(kakuroEncoder.encode('kakuro: internal error: ' + e + '\n')));
  } finally {
    _free(p);
  }
  return {code: code, stdout: kakuroDecoder.decode(new Uint8Array(kakuroIo.out)),
          stderr: kakuroDecoder.decode(new Uint8Array(kakuroIo.err))};
};

/// The typed calls: each runs one command on a puzzle given as text in any format the
/// command reads, and returns its JSON object(s). A usage or input error (exit 2) or an
/// internal one (4) throws an Error with the command's message.
function kakuroJson(args, stdin) {
  var r = Module['run'](args, stdin);
  if (r.code === 2 || r.code === 4 || !r.stdout.trim()) throw new Error(r.stderr.trim() || 'kakuro ' + args[0] + ': no output');
  var lines = r.stdout.trim().split('\n').map(function (l) { return JSON.parse(l); });
  return lines.length === 1 ? lines[0] : lines;
}
function kakuroState(state) {
  if (!state) return [];
  FS.writeFile('/tmp/state.jsonl', state);
  return ['--state', '/tmp/state.jsonl'];
}
/// The puzzle as a corpus record {rows, cols, grid, givens?, solution?}.
Module['record'] = function (text) { return kakuroJson(['convert', '--to', 'jsonl', '-'], text); };
/// unique --json: status, unique, solutions, differing_cells.
Module['unique'] = function (text) { return kakuroJson(['unique', '--json', '-'], text); };
/// explain --json: status, rating, steps (with contradiction chains), solution.
Module['explain'] = function (text) { return kakuroJson(['explain', '--json', '-'], text); };
/// hint --json from a partly filled grid (any format with digits; "" for the givens).
Module['hint'] = function (text, state) { return kakuroJson(['hint', '--json'].concat(kakuroState(state), ['-']), text); };
/// rate --json: the level, score and hardest technique.
Module['rate'] = function (text) { return kakuroJson(['rate', '--json', '-'], text); };
/// repair --json: clue changes (or givens) that make the puzzle unique, or the clashing clues.
Module['repair'] = function (text) { return kakuroJson(['repair', '--json', '-'], text); };
/// generate: {rows, cols, difficulty, symmetry, seed, progress} -> the corpus record, rating
/// in meta. progress: with --progress, its lines reach Module.onStderrLine while it runs
/// (and are left out of an error's message).
Module['generate'] = function (o) {
  var args = ['generate', '--rows', o.rows, '--cols', o.cols, '--seed', o.seed == null ? 1 : o.seed];
  if (o.difficulty) args.push('--difficulty', o.difficulty);
  if (o.symmetry) args.push('--symmetry', o.symmetry);
  if (o.progress) args.push('--progress');
  try {
    return kakuroJson(args, '');
  } catch (e) {
    throw new Error(e.message.split('\n').filter(function (l) { return !/^kakuro: \S+: progress: /.test(l); }).join('\n'));
  }
};
/// convert --to FORMAT (puzzlink, jsonl, grid, ...) or render --svg: the text written.
Module['convert'] = function (text, format) {
  var args = format === 'svg' ? ['render', '--svg', '-'] : ['convert', '--to', format, '-'];
  var r = Module['run'](args, text);
  if (r.code !== 0) throw new Error(r.stderr.trim());
  return r.stdout;
};
