// The engine as the page calls it: each of kakuro.js's calls (docs/web.md) sent to the
// engine's worker (worker.js) and answered by a promise, so the page never waits on it.
// cancel() ends the worker, whatever it is running (a generate), and starts another: its
// pending calls reject with "Cancelled". busy() tells whether a call is running. A generate
// passes its progress lines on as they come.
let worker = null;
let seq = 0;
const pending = new Map();

function start() {
  worker = new Worker(new URL('./worker.js', import.meta.url), {type: 'module'});
  worker.onmessage = (ev) => {
    const {id, result, error, progress} = ev.data;
    const p = pending.get(id);
    if (!p) return;
    if (progress !== undefined) return void (p.onProgress && p.onProgress(progress));
    pending.delete(id);
    if (error !== undefined) p.reject(new Error(error));
    else p.resolve(result);
  };
  worker.onerror = (ev) => {
    ev.preventDefault();
    for (const p of pending.values()) p.reject(new Error('The engine did not load: ' + (ev.message || 'worker error')));
    pending.clear();
  };
}

// onProgress(line), when given, gets the call's progress lines as the worker sends them.
function callWith(onProgress, method, ...args) {
  if (!worker) start();
  return new Promise((resolve, reject) => {
    const id = ++seq;
    pending.set(id, {resolve, reject, onProgress});
    worker.postMessage({id, method, args});
  });
}
const call = (method, ...args) => callWith(null, method, ...args);

export function cancel() {
  if (worker) worker.terminate();
  worker = null;
  for (const p of pending.values()) p.reject(new Error('Cancelled'));
  pending.clear();
  start();
}

export const busy = () => pending.size > 0;

// The command's message for the player: its error lines, without the summary line the
// command ends a batch with ("convert: 1 puzzle: 1 error").
export function message(e) {
  const text = (e && e.message) || String(e);
  const lines = text.split('\n').filter((l) => !/^\w+: \d+ puzzles?\b/.test(l));
  return (lines.length ? lines : [text]).join('\n');
}

// The calls, named as kakuro.js names them; window.kakuro is this object.
export const engine = {};
for (const m of ['ready', 'run', 'record', 'unique', 'explain', 'hint', 'rate', 'repair', 'generate', 'convert', 'openFile'])
  engine[m] = (...args) => call(m, ...args);
// generate(o, onProgress): with onProgress, `generate --progress`, each line passed on as
// "try 2, 340 fill changes, 12 proofs, rating" (the id and the seconds left out).
engine.generate = (o, onProgress) => callWith(onProgress && ((line) =>
  onProgress(line.replace(/^kakuro: \S+: progress: /, '').replace(/ \([\d.]+ s\)$/, ''))),
'generate', {...o, progress: !!onProgress});
