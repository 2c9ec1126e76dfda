// The mancala page's entry: reads the address and shows the view it names. Each view is a
// module of its own (no build step: plain ES modules served as they are):
//   dom.js     helpers: DOM and SVG nodes, the JSON API, storage, following a WebSocket
//   i18n.js    the reader's language: every text is a message of its Fluent catalog
//   board.js   the board component (every view that shows a position draws with it)
//   rules.js   the games' rules: the Rust rules in WebAssembly (wasm/), for legal moves,
//              the laps of a sowing and replaying a game
//   result.js  how a game ended, in words
//   home.js    the new-game form;  lobby.js  the lobby
//   game.js    a game: board, status, moves, review, rematch, team panel
//   local.js   games against the engine on this device alone (IndexedDB), for no connection
//   engine.js  the engine in a Web Worker (engine-worker.js), the WebAssembly module's
//   series.js  a match series, its tally sticks and its games
//   analysis.js the analysis board (/analysis): editor, variation tree, engine, solver
//   review.js  a finished game's review (/review?game=ID);  studies.js  studies and puzzles
//   jobs.js    server jobs (analyse, solve, review) over their WebSocket; the evaluation bar
//   sowing.js  a sowing shown seed by seed on the board (analysis and puzzles)
// Games, series and the lobby are followed live over their WebSocket.

import { el, api, store, seatKey, loadCatalog, askName } from "./dom.js";
import { loadRules } from "./rules.js";
import { loadLanguage, translateTree, mountPicker, withLang, t, catalogPath } from "./i18n.js";
import { showHome } from "./home.js";
import { showLobby } from "./lobby.js";
import { showGame, showLocalGame } from "./game.js";
import { showSeries } from "./series.js";
import { showAnalysis } from "./analysis.js";
import { showReview } from "./review.js";
import { showStudies, showStudy } from "./studies.js";

const app = document.getElementById("app");

// Marks the header's link to the section the page belongs to (a game is under Play).
function markNav(path) {
  const section = "/" + (path.split("/")[1] || "");
  for (const a of document.querySelectorAll("header.top nav a")) {
    if (a.getAttribute("href") === section) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
}

// "Skip to the board" puts the focus on the board's hole in the tab order.
document.addEventListener("click", (e) => {
  const link = e.target.closest && e.target.closest("a.skip-link");
  if (!link) return;
  const hole = document.querySelector("svg.board g.hole[tabindex='0']");
  if (!hole) return;
  e.preventDefault();
  hole.focus({ preventScroll: true });
  hole.scrollIntoView({ block: "center" });
});

async function route() {
  const params = new URLSearchParams(location.search);
  markNav(location.pathname.replace(/\/+$/, ""));
  try {
    const rules = loadRules();
    rules.catch(() => { /* named below, once the language is loaded */ });
    await loadLanguage();
    translateTree(document);
    mountPicker();
    await Promise.all([loadCatalog(), rules]);
    const path = location.pathname.replace(/\/+$/, "");
    if (path === "/lobby") return showLobby(app);
    if (path === "/analysis") return showAnalysis(app, params);
    if (path === "/review") return showReview(app, params.get("game"));
    if (path === "/studies") return showStudies(app, params);
    if (path.startsWith("/studies/")) return showStudy(app, decodeURIComponent(path.slice("/studies/".length)));
    const id = params.get("game");
    if (id && params.get("invite")) return joinThenShow(id, params.get("invite"));
    if (id) return showGame(app, id);
    if (params.get("local")) return showLocalGame(app, params.get("local"));
    if (params.get("series")) return showSeries(app, params.get("series"));
    return showHome(app, params.get("new"));
  } catch (e) {
    app.replaceChildren(el("p", { class: "error" }, t("server-unreachable", { error: e.message })));
  }
}

// An invitation link: join the seat (a team game asks the newcomer's name first), then show the game.
async function joinThenShow(id, code) {
  const plain = withLang("/?game=" + encodeURIComponent(id));
  if (store.get(seatKey(id))) { history.replaceState(null, "", plain); return showGame(app, id); }
  let name;
  try {
    const view = await api("GET", `/api/games/${encodeURIComponent(id)}`);
    if (view.teams) name = await askName(app, view.state.game, view.state.holes);
  } catch (_) { /* the join below names the problem */ }
  try {
    const joined = await api("POST", `/api/games/${encodeURIComponent(id)}/join`, name ? { code, name } : { code });
    store.set(seatKey(id), { token: joined.seat_token, seat: joined.seat, member: joined.member });
  } catch (e) {
    history.replaceState(null, "", plain);
    return showGame(app, id, t("join-failed", { error: e.message }));
  }
  history.replaceState(null, "", plain);
  return showGame(app, id);
}

route();

// The service worker keeps the page's shell for visits with no connection (sw.js).
// It is told the reader's language, so that the page opens in it with no connection too.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch(() => { /* no offline copy: the page works online as ever */ });
  navigator.serviceWorker.ready.then((registration) => {
    const catalog = catalogPath();
    if (registration.active && catalog) registration.active.postMessage({ keep: [catalog] });
  });
}
