// Open: a puzzle pasted (a puzz.link URL, or any format the command reads: it detects the
// format, a collection opens its first puzzle), a file chosen or dropped (its name helps the
// detection), or the address index.html#kakuro/COLS/ROWS/BODY. A puzzle that does not read
// shows the command's messages (without its summary line): in the Open pane for a paste or a
// file, in the notice above the panes for a link.
import {message} from './engine.js';
import {linkText, notice} from './link.js';
import {loadPuzzle} from './play.js';
import {$, setMode, ui} from './ui.js';

async function read(text, name) {
  text = text.trim();
  const m = /^#?(kakuro\/.*)$/.exec(text);
  if (m) text = 'https://puzz.link/p?' + m[1];
  if (name) return ui.engine.openFile(name, text);  // by its name: the extension helps
  const rec = await ui.engine.record(text);
  return Array.isArray(rec) ? rec[0] : rec;
}

export async function openText(text, name) {
  let rec;
  try {
    rec = await read(text, name);
  } catch (e) {
    $('open-error').textContent = message(e);
    setMode('open');
    return false;
  }
  $('open-error').textContent = '';
  notice('');
  loadPuzzle(rec);
  return true;
}

// A file from the chooser or a drop (none: nothing happens).
export async function openFile(f) {
  if (f) await openText(await f.text(), f.name);
}

// The address's #kakuro/... puzzle, opened; false when there is none or it does not read
// (its error then in the notice, where the player looks, and the page as it was). The
// address can change again while a link is read: only the latest link's answer is shown
// (an earlier one, answered later, is dropped, true: the latest link has it in hand).
let latestHash = 0;
export async function openHash() {
  const hash = location.hash.slice(1);
  if (!hash) return false;
  const ticket = ++latestHash;
  let rec;
  try {
    const h = linkText(hash);
    if (!h.startsWith('kakuro/')) throw new Error('This link is not a Kakuro puzzle: it should read #kakuro/COLS/ROWS/BODY.');
    rec = await read(h);
  } catch (e) {
    if (ticket !== latestHash) return true;
    notice('The link does not open: ' + message(e));
    return false;
  }
  if (ticket !== latestHash) return true;
  notice('');
  loadPuzzle(rec);
  return true;
}
