// Export the setter's grid: the puzz.link URL, the JSON line (`convert --to`) or the SVG
// (`render --svg`), shown and offered as a download; or play it.
import {message} from './engine.js';
import {loadPuzzle} from './play.js';
import {setterRecord} from './set.js';
import {$, ui} from './ui.js';

export async function exportAs(what) {
  const {record, missing} = setterRecord();
  const box = $('export-text'), link = $('export-download');
  box.hidden = false;
  if (missing.length) {
    box.value = 'Clues missing: ' + missing.join(', ');
    link.hidden = true;
    return;
  }
  const text = JSON.stringify(record);
  let out, type, name;
  try {
    if (what === 'url') [out, type, name] = [(await ui.engine.convert(text, 'puzzlink')).trim(), 'text/plain', 'kakuro.url'];
    else if (what === 'json') [out, type, name] = [(await ui.engine.convert(text, 'jsonl')).trim(), 'application/json', 'kakuro.jsonl'];
    else [out, type, name] = [await ui.engine.convert(text, 'svg'), 'image/svg+xml', 'kakuro.svg'];
  } catch (e) {
    box.value = message(e);
    link.hidden = true;
    return;
  }
  box.value = out;
  link.href = URL.createObjectURL(new Blob([out], {type}));
  link.download = name;
  link.textContent = 'Download ' + name;
  link.hidden = false;
}

// Play it: the setter's grid in play, once no clue is missing.
export function playSetter() {
  const {record, missing} = setterRecord();
  if (!missing.length) loadPuzzle(record);
}
