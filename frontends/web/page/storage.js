// What the page keeps in localStorage: the puzzle in play (kakuro:current, its record as
// text, opened again on a reload) and each puzzle's progress (kakuro:progress:<key>: the
// digits, the pencil marks and the rating), keyed by a hash of its grid and givens.
const STORE = 'kakuro:';

function hashOf(text) {  // FNV-1a
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16);
}

// The key a record's progress is kept under: the same puzzle, the same key.
export function progressKey(rec) {
  return hashOf(JSON.stringify([rec.grid, rec.givens || null]));
}

function readJson(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || 'null');
  } catch {
    return null;
  }
}

// {digits, marks, rating} as saved, or null (none, or not JSON).
export function loadProgress(key) {
  return readJson(STORE + 'progress:' + key);
}

export function saveProgress(key, progress) {
  localStorage.setItem(STORE + 'progress:' + key, JSON.stringify(progress));
}

export function saveCurrent(text) {
  localStorage.setItem(STORE + 'current', text);
}

// The puzzle last in play (its record as text), or null.
export function currentText() {
  return localStorage.getItem(STORE + 'current');
}
