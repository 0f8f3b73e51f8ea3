// The link is the puzzle: every puzzle put in play (opened, pasted, a file, generated, "Play
// it", a reload) writes its puzz.link body into the address, #kakuro/COLS/ROWS/BODY
// (replaceState, so a reload, a bookmark or a shared link opens it again); Copy link copies
// it. When it opens, the engine counts its solutions (unique --json): one with several says
// so in the status line. A message the player must see goes in the notice above the panes.
import {message} from './engine.js';
import {hooks, play, update} from './play.js';
import {$, ui} from './ui.js';

export function notice(text) {
  $('notice').textContent = text || '';
  $('notice').hidden = !text;
}

async function writeLink(p) {
  const version = p.version;
  try {
    const url = (await ui.engine.convert(p.text, 'puzzlink')).trim();
    const body = url.slice(url.indexOf('?') + 1);
    if (p.version === version) history.replaceState(null, '', body.startsWith('kakuro/') ? '#' + body : location.pathname);
  } catch {  // a grid puzz.link cannot carry (givens): no address, rather than the last puzzle's
    if (p.version === version) history.replaceState(null, '', location.pathname);
  }
}

async function countSolutions(p) {
  const text = p.text;
  try {
    const u = await ui.engine.unique(text);
    if (p.text !== text) return;
    p.unique = u;
    if (u.status === 'solved' && !u.unique) p.several = 'this puzzle has several solutions: Check names the digits that break a rule or fit none';
    else if (u.status === 'no-solution') p.several = 'this puzzle has no solution';
    else p.several = null;
    update();
  } catch (e) {
    if (p.text === text) notice(message(e));
  }
}

hooks.loaded.push((p) => {
  p.unique = null;
  writeLink(p);
  countSolutions(p);
});

export async function copyLink() {
  const link = location.href;
  try {
    await navigator.clipboard.writeText(link);
    $('play-status').textContent = 'Link copied: ' + link;
  } catch {
    $('play-status').textContent = 'The link: ' + link;
  }
}

// The address's puzzle text, or an error for the player: a malformed % escape, a link too
// long to be a puzzle (the body of a 40x40 puzzle is a few kB).
export const MAX_LINK = 65536;
export function linkText(hash) {
  if (hash.length > MAX_LINK) throw new Error(`This link is too long to be a puzzle (${hash.length} characters).`);
  try {
    return decodeURIComponent(hash);
  } catch {
    throw new Error('This link is not readable: it has a malformed % escape.');
  }
}
