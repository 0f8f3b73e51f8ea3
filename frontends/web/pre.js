// kakuro.js, before emscripten's runtime: standard input and both outputs become buffers
// that run() (post.js) fills and empties, one call at a time, byte for byte.
var kakuroIo = {input: new Uint8Array(0), at: 0, out: [], err: []};
Module['preRun'] = [].concat(Module['preRun'] || [], [function () {
  FS.init(function () { return kakuroIo.at < kakuroIo.input.length ? kakuroIo.input[kakuroIo.at++] : null; },
          function (b) { if (b !== null) kakuroIo.out.push(b); },
          function (b) { if (b !== null) kakuroIo.err.push(b); });
}]);
