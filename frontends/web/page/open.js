// Open: a puzzle pasted (a puzz.link URL, or any format the command reads: it detects the
// format, a collection opens its first puzzle), a file chosen or dropped (its name helps the
// detection), or the address index.html#kakuro/COLS/ROWS/BODY. A puzzle that does not read
// shows the command's messages.
import {loadPuzzle} from './play.js';
import {$, setMode, ui} from './ui.js';

export function openText(text, name) {
  text = text.trim();
  const m = /^#?(kakuro\/.*)$/.exec(text);
  if (m) text = 'https://puzz.link/p?' + m[1];
  let rec;
  try {
    if (name) {  // a file: by its name, so that its extension helps the detection
      const path = '/tmp/open/' + name.replace(/[\/\\]/g, '_');
      ui.engine.FS.mkdirTree('/tmp/open');
      ui.engine.FS.writeFile(path, text);
      const r = ui.engine.run(['convert', '--to', 'jsonl', path], '');
      if (r.code !== 0) throw new Error(r.stderr.trim());
      rec = JSON.parse(r.stdout.split('\n')[0]);
    } else {
      rec = ui.engine.record(text);
      if (Array.isArray(rec)) rec = rec[0];
    }
  } catch (e) {
    $('open-error').textContent = e.message;
    setMode('open');
    return false;
  }
  $('open-error').textContent = '';
  loadPuzzle(rec);
  return true;
}

// A file from the chooser or a drop (none: nothing happens).
export async function openFile(f) {
  if (f) openText(await f.text(), f.name);
}

// The address's #kakuro/... puzzle, opened; false when there is none.
export function openHash() {
  const h = decodeURIComponent(location.hash.slice(1));
  if (h.startsWith('kakuro/')) return openText(h);
  return false;
}
