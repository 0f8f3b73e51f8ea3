// The engine's thread: kakuro.js loaded in a module Web Worker, so that a long command
// (generate, a hint on a large grid, Set's status) never stops the page's input and drawing.
// A message {id, method, args} calls the module's method of that name (run, record, unique,
// explain, hint, rate, repair, generate, convert; openFile below) and answers
// {id, result} or {id, error}: the command's message, before that any {id, progress} (a
// generate's progress lines). Calls run one at a time, in order.
import createKakuro from './kakuro.js';

const engine = createKakuro();

// A file opened by its name, so that the extension helps the detection: its first puzzle.
function openFile(kakuro, name, text) {
  const path = '/tmp/open/' + name.replace(/[\/\\]/g, '_');
  kakuro.FS.mkdirTree('/tmp/open');
  kakuro.FS.writeFile(path, text);
  const r = kakuro.run(['convert', '--to', 'jsonl', path], '');
  if (r.code !== 0) throw new Error(r.stderr.trim());
  return JSON.parse(r.stdout.split('\n')[0]);
}

self.onmessage = async (ev) => {
  const {id, method, args} = ev.data;
  let kakuro;
  try {
    kakuro = await engine;
  } catch (e) {
    return self.postMessage({id, error: 'The engine did not load: ' + e});
  }
  // A generate's progress lines, each sent as it is written: {id, progress}.
  kakuro.onStderrLine = (line) => { if (/^kakuro: \S+: progress: /.test(line)) self.postMessage({id, progress: line}); };
  try {
    const result = method === 'ready' ? true : method === 'openFile' ? openFile(kakuro, ...args) : kakuro[method](...args);
    self.postMessage({id, result});
  } catch (e) {
    self.postMessage({id, error: e.message || String(e)});
  } finally {
    kakuro.onStderrLine = null;
  }
};
