// The service worker: the site's files cached at install (the engine's wasm included), so
// that after one visit the page opens and plays with no network. Each request goes to the
// network first (a new build is seen at once) and falls back to the cache, which every
// answer refreshes.
const CACHE = 'kakuro-site';
const FILES = ['./', 'index.html', 'page.css', 'manifest.webmanifest', 'icon.svg', 'kakuro.js', 'kakuro.wasm',
  'page.js', 'ui.js', 'engine.js', 'worker.js', 'board.js', 'zoom.js', 'rules.js', 'storage.js', 'link.js', 'open.js',
  'play.js', 'combos.js', 'timer.js', 'hint.js', 'generate.js', 'set.js', 'setedit.js', 'export.js', 'keys.js'];

self.addEventListener('install', (ev) => {
  ev.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (ev) => ev.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (ev) => {
  const req = ev.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  ev.respondWith(fetch(req).then((res) => {
    if (res.ok) {
      const copy = res.clone();
      caches.open(CACHE).then((c) => c.put(req, copy));
    }
    return res;
  }).catch(() => caches.match(req, {ignoreSearch: true}).then((hit) => hit || Response.error())));
});
