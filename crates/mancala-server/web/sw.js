// The service worker: keeps the page's shell (the page, its styles and scripts, the
// WebAssembly module, the English catalog and the reader's own, the catalogue of games and
// the rules pages) so that the site opens,
// and plays against the engine, with no connection. The server writes two constants above
// this text: VERSION, a hash of everything the shell holds, and SHELL, its addresses. A new
// version of the site is a new worker: it keeps the new shell on the next visit and drops
// the old one.

const CACHE = "mancala-shell-" + VERSION;
const PREFIX = "mancala-shell-";
/** How long a page waits for the network before it is shown from the shell. */
const PATIENCE_MS = 4000;

/** Whether `path` is a language's catalog, kept once the page has used it. */
const isCatalog = (path) => /^\/locales\/[A-Za-z-]+\.ftl$/.test(path);

/** The catalogs an older version kept: the reader's languages, kept again in the new shell. */
async function catalogsKept() {
  const paths = new Set();
  for (const key of await caches.keys()) {
    if (!key.startsWith(PREFIX) || key === CACHE) continue;
    for (const request of await (await caches.open(key)).keys()) {
      const path = new URL(request.url).pathname;
      if (isCatalog(path) && !SHELL.includes(path)) paths.add(path);
    }
  }
  return [...paths];
}

/** Keeps `paths` (catalogs) in the shell from the network; one that fails is left out. */
async function keep(cache, paths) {
  await Promise.all(paths.map((path) => cache.add(path).catch(() => {})));
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(SHELL);
    await keep(cache, await catalogsKept());
    await self.skipWaiting();
  })());
});

// The page names the catalog it reads in (before this worker kept its first fetch of it).
self.addEventListener("message", (event) => {
  const paths = ((event.data && event.data.keep) || []).filter(isCatalog);
  event.waitUntil(caches.open(CACHE).then((cache) => keep(cache, paths)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

/** `request` from the network, giving up after PATIENCE_MS (a connection that hangs). */
function network(request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the network is too slow")), PATIENCE_MS);
    fetch(request).then((r) => { clearTimeout(timer); resolve(r); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

/** A page from the shell: a rules page as kept, any other address the one page ("/"). */
async function page(url) {
  const cache = await caches.open(CACHE);
  return (await cache.match(url.pathname)) || (await cache.match("/")) || Response.error();
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(network(request).catch(() => page(url)));
    return;
  }
  if (url.pathname.startsWith("/api/")) {
    // Live data from the server; the catalogue of games, from the shell when offline.
    if (SHELL.includes(url.pathname)) {
      event.respondWith(network(request).catch(() => caches.match(url.pathname).then((hit) => hit || Response.error())));
    }
    return;
  }
  if (isCatalog(url.pathname)) {
    // A language's catalog: from the shell, else from the network and then kept.
    event.respondWith(caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(url.pathname);
      if (hit) return hit;
      const answer = await fetch(request);
      if (answer.ok) await cache.put(url.pathname, answer.clone());
      return answer;
    }));
    return;
  }
  if (SHELL.includes(url.pathname)) {
    // The shell's files change only with the version, which brings a new worker.
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(url.pathname)).then((hit) => hit || fetch(request)));
  }
});
