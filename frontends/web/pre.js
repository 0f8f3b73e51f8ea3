// kakuro.js, before emscripten's runtime: standard input and both outputs become buffers
// that run() (post.js) fills and empties, one call at a time, byte for byte.
// Module.onStderrLine(line), when set, also gets each line of standard error as it is
// written, while the command still runs (generate --progress: the worker passes it on).
var kakuroIo = {input: new Uint8Array(0), at: 0, out: [], err: [], line: []};
function kakuroErr(b) {
  if (b === null) return;
  kakuroIo.err.push(b);
  if (!Module['onStderrLine']) return;
  if (b !== 10) return void kakuroIo.line.push(b);
  var text = new TextDecoder().decode(new Uint8Array(kakuroIo.line));
  kakuroIo.line = [];
  Module['onStderrLine'](text);
}
Module['preRun'] = [].concat(Module['preRun'] || [], [function () {
  FS.init(function () { return kakuroIo.at < kakuroIo.input.length ? kakuroIo.input[kakuroIo.at++] : null; },
          function (b) { if (b !== null) kakuroIo.out.push(b); },
          kakuroErr);
}]);
