// The mancala page: new game, lobby and the game view (board, animation, moves, controls).
// Plain JavaScript, no build step; it talks to the JSON API and the game's WebSocket.
"use strict";

const app = document.getElementById("app");
const SVG = "http://www.w3.org/2000/svg";

// ---------- small helpers ----------

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = "Bearer " + token;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try { data = await res.json(); } catch (_) { /* not JSON */ }
  if (!res.ok) throw new Error((data && data.error) || `${res.status} ${res.statusText}`);
  return data;
}

const store = {
  get(key) { try { return JSON.parse(localStorage.getItem("mancala." + key)); } catch (_) { return null; } },
  set(key, value) { try { localStorage.setItem("mancala." + key, JSON.stringify(value)); } catch (_) { /* private mode */ } },
};

function seatKey(id) { return "seat." + id; }
function playerName(p) { return p === "human" ? "Player" : p.startsWith("level:") ? "Engine level " + p.slice(6) : p; }
function sideName(s) { return s === "south" ? "South" : "North"; }
function other(s) { return s === "south" ? "north" : "south"; }
function sleep(ms) { return new Promise((r) => setTimeout(r, ms)); }

// Follows the WebSocket at `path` + "/ws" (a game or a series) for `owner`: each message
// goes to `owner.receive`, a lost connection is made again while `alive()`, and when the
// very first one fails before anything came, `path` is asked over HTTP so that `onError`
// can show a clear message (no such game, say).
function followSocket(owner, path, { onOpen, onError, alive }) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${scheme}//${location.host}${path}/ws`);
  owner.ws = ws;
  let opened = false;
  ws.onopen = () => { opened = true; owner.retry = 0; if (onOpen) onOpen(); };
  ws.onmessage = (ev) => {
    let view;
    try { view = JSON.parse(ev.data); } catch (_) { return; }
    owner.receive(view);
  };
  ws.onclose = () => {
    if (!opened && !owner.data) api("GET", path).then((v) => owner.receive(v)).catch(onError);
    owner.retry = Math.min((owner.retry || 0) + 1, 6);
    setTimeout(() => { if (alive()) followSocket(owner, path, { onOpen, onError, alive }); }, 500 * owner.retry);
  };
}

let catalog = null;
async function loadCatalog() {
  if (!catalog) catalog = await api("GET", "/api/catalog");
  return catalog;
}
function gameInfo(name) { return catalog && catalog.games.find((g) => g.game === name); }

function copyBox(label, url, testid) {
  const input = el("input", { value: url, readonly: true, "data-testid": testid, "aria-label": label });
  return el("div", { class: "copy" }, el("span", {}, label), input,
    el("button", { class: "secondary", type: "button", onclick: () => { input.select(); navigator.clipboard && navigator.clipboard.writeText(url); } }, "Copy"));
}

// ---------- routing ----------

async function route() {
  const params = new URLSearchParams(location.search);
  try {
    await loadCatalog();
    if (location.pathname === "/lobby") return showLobby();
    const id = params.get("game");
    if (id && params.get("invite")) return joinThenShow(id, params.get("invite"));
    if (id) return showGame(id);
    if (params.get("series") && typeof showSeries === "function") return showSeries(params.get("series"));
    return showHome(params.get("new"));
  } catch (e) {
    app.replaceChildren(el("p", { class: "error" }, "Cannot reach the server: " + e.message));
  }
}

async function joinThenShow(id, code) {
  if (store.get(seatKey(id))) { history.replaceState(null, "", "/?game=" + encodeURIComponent(id)); return showGame(id); }
  let name;
  try {
    const view = await api("GET", `/api/games/${encodeURIComponent(id)}`);
    if (view.teams) name = await askName(view);
  } catch (_) { /* the join below names the problem */ }
  try {
    const joined = await api("POST", `/api/games/${encodeURIComponent(id)}/join`, name ? { code, name } : { code });
    store.set(seatKey(id), { token: joined.seat_token, seat: joined.seat, member: joined.member });
  } catch (e) {
    history.replaceState(null, "", "/?game=" + encodeURIComponent(id));
    return showGame(id, "Could not join: " + e.message + ". You are watching.");
  }
  history.replaceState(null, "", "/?game=" + encodeURIComponent(id));
  return showGame(id);
}

// A team game: the newcomer's name, asked on the page.
function askName(view) {
  return new Promise((resolve) => {
    const input = el("input", { "data-testid": "member-name", maxlength: 40, value: store.get("name") || "", required: true });
    const info = gameInfo(view.state.game);
    app.replaceChildren(el("form", { class: "panel", onsubmit: (ev) => {
      ev.preventDefault();
      const name = input.value.trim();
      if (!name) return;
      store.set("name", name);
      resolve(name);
    } }, el("h1", {}, `Join a team: ${info ? info.title : view.state.game} 2×${view.state.holes}`),
    el("p", {}, "Your team decides each move together; the sower commits it."),
    el("label", {}, "Your name ", input), el("button", { type: "submit", "data-testid": "join-team" }, "Join the team")));
    input.focus();
  });
}

// ---------- home: new game ----------

function showHome(preselect) {
  document.title = "mancala: play";
  const games = catalog.games;
  const gameSelect = el("select", { id: "new-game", name: "game", "data-testid": "game" },
    games.map((g) => el("option", { value: g.game, selected: g.game === preselect }, g.title)));
  const boardSelect = el("select", { id: "new-board", "data-testid": "board" });
  const holes = el("input", { type: "number", id: "new-holes", min: catalog.holes.min, max: catalog.holes.max, "data-testid": "holes" });
  const seeds = el("input", { type: "number", id: "new-seeds", min: catalog.seeds.min, max: catalog.seeds.max, "data-testid": "seeds" });
  const custom = el("div", { class: "row", hidden: true }, el("label", {}, "Holes a row ", holes), el("label", {}, "Seeds a hole ", seeds));
  const optionsBox = el("div", {});
  const opponent = el("select", { id: "new-opponent", "data-testid": "opponent" },
    el("option", { value: "engine" }, "the engine"), el("option", { value: "friend" }, "a friend (invitation link)"),
    el("option", { value: "teams" }, "team against team (up to 8 a side)"));
  const myName = el("input", { "data-testid": "my-name", maxlength: 40, value: store.get("name") || "" });
  const clock = el("input", { type: "number", min: 5, max: 3600, placeholder: "none", "data-testid": "clock" });
  const teamBox = el("fieldset", { hidden: true }, el("legend", {}, "Team game"),
    el("label", {}, "Your name ", myName),
    el("label", {}, "Turn clock (seconds, empty for none) ", clock),
    el("p", { class: "muted" }, "You lead South's team and sow first (in a series, team A: South in the first game, sides swapping every game); when the clock runs out the most agreed proposal is played, or with none the engine (at the level above) plays for the team."));
  const level = el("select", { id: "new-level", "data-testid": "level" },
    Array.from({ length: 10 }, (_, i) => el("option", { value: i + 1, selected: i + 1 === 5 }, `level ${i + 1}${i === 9 ? " (strongest)" : i === 0 ? " (easiest)" : ""}`)));
  const levelLabel = el("label", {}, "Engine level ", level);
  const mySide = el("select", { id: "new-side", "data-testid": "side" },
    el("option", { value: "south" }, "South (moves first)"), el("option", { value: "north" }, "North"));
  const sideLabel = el("label", {}, "My side ", mySide);
  const listed = el("input", { type: "checkbox", checked: true, "data-testid": "listed" });
  const listedLabel = el("label", { hidden: true }, listed, " list the invitation in the lobby (anyone may accept)");
  const seriesTarget = el("input", { type: "number", min: 1, max: 99, placeholder: "single game", "data-testid": "series-target" }); // match series (series.js)
  const message = el("p", { class: "error", role: "alert" });

  function fillBoards() {
    const info = gameInfo(gameSelect.value);
    boardSelect.replaceChildren(
      ...info.presets.map((p, i) => el("option", { value: `${p.holes}x${p.seeds}`, selected: p.holes === info.holes && p.seeds === info.seeds || (i === 0 && !info.presets.some((q) => q.holes === info.holes && q.seeds === info.seeds)) },
        `2×${p.holes}, ${p.seeds} seeds a hole${p.holes === info.holes && p.seeds === info.seeds ? " (usual)" : ""}`)),
      el("option", { value: "custom" }, "custom size…"));
    holes.value = info.holes; seeds.value = info.seeds;
    custom.hidden = true;
    optionsBox.replaceChildren(...info.options.map(optionField));
  }
  function optionField(o) {
    const id = "opt-" + o.name;
    if (o.default === "true" || o.default === "false") {
      return el("label", {}, el("input", { type: "checkbox", id, "data-option": o.name, checked: o.default === "true" }), " " + o.name.replace(/_/g, " "));
    }
    if (o.name === "repetition") {
      return el("label", {}, "repetition ", el("select", { id, "data-option": o.name },
        ["own-row", "draw"].map((v) => el("option", { value: v, selected: v === o.default }, v))));
    }
    return el("label", {}, o.name.replace(/_/g, " ") + " ", el("input", { type: "number", id, "data-option": o.name, value: o.default, min: 1 }));
  }
  gameSelect.addEventListener("change", fillBoards);
  boardSelect.addEventListener("change", () => {
    custom.hidden = boardSelect.value !== "custom";
    if (boardSelect.value !== "custom") { const [h, s] = boardSelect.value.split("x"); holes.value = h; seeds.value = s; }
  });
  opponent.addEventListener("change", () => {
    levelLabel.hidden = opponent.value === "friend";
    listedLabel.hidden = opponent.value === "engine";
    teamBox.hidden = opponent.value !== "teams";
    sideLabel.hidden = opponent.value === "teams";
  });
  fillBoards();

  const start = el("button", { type: "submit", "data-testid": "start" }, "Start the game");
  const form = el("form", { class: "panel", onsubmit: async (ev) => {
    ev.preventDefault();
    message.textContent = "";
    const info = gameInfo(gameSelect.value);
    const options = {};
    for (const input of optionsBox.querySelectorAll("[data-option]")) {
      const def = info.options.find((o) => o.name === input.dataset.option).default;
      const value = input.type === "checkbox" ? String(input.checked) : input.value;
      if (value !== def) options[input.dataset.option] = input.type === "checkbox" ? input.checked : input.type === "number" ? Number(value) : value;
    }
    const h = Number(holes.value), s = Number(seeds.value);
    if (!Number.isInteger(h) || h < catalog.holes.min || h > catalog.holes.max) { message.textContent = `Holes a row must be ${catalog.holes.min} to ${catalog.holes.max}.`; return; }
    if (!Number.isInteger(s) || s < catalog.seeds.min || s > catalog.seeds.max) { message.textContent = `Seeds a hole must be ${catalog.seeds.min} to ${catalog.seeds.max}.`; return; }
    const opp = opponent.value === "engine" ? "level:" + level.value : "human";
    const body = { game: gameSelect.value, holes: h, seeds: s, options,
      south: mySide.value === "south" ? "human" : opp, north: mySide.value === "north" ? "human" : opp };
    if (opponent.value === "friend") body.lobby = listed.checked;
    if (opponent.value === "teams") {
      body.south = "human"; body.north = "human"; body.lobby = listed.checked;
      body.teams = { engine_level: Number(level.value) };
      if (clock.value !== "") body.teams.clock_seconds = Number(clock.value);
      if (myName.value.trim()) { body.name = myName.value.trim(); store.set("name", body.name); }
    }
    const target = seriesTarget.value.trim();
    if (target !== "" && !(Number.isInteger(Number(target)) && Number(target) >= 1 && Number(target) <= 99)) { message.textContent = "A series is played to 1 to 99 wins."; return; }
    start.disabled = true;
    try {
      if (target !== "") { await createSeries(body, Number(target)); return; }
      const made = await api("POST", "/api/games", body);
      store.set(seatKey(made.id), { token: made.seat_token, seat: made.seat, member: made.member,
        invite: made.invite ? made.invite.url : null });
      location.href = "/?game=" + encodeURIComponent(made.id);
    } catch (e) {
      message.textContent = e.message;
      start.disabled = false;
    }
  } },
  el("h1", {}, "New game"),
  el("label", {}, "Game ", gameSelect, " ", el("a", { href: "/rules", target: "_blank" }, "rules")),
  el("label", {}, "Board ", boardSelect), custom,
  el("label", {}, "Play against ", opponent), levelLabel, listedLabel,
  sideLabel, teamBox,
  el("label", {}, "Series to ", seriesTarget, " wins (empty: a single game)"),
  el("details", {}, el("summary", {}, "Rule options"), optionsBox),
  message, start);

  const lobbyBox = el("div", { class: "panel" }, el("h2", {}, "Lobby"), el("p", { class: "muted" }, "Loading…"));
  app.replaceChildren(el("div", { class: "grid-2" }, form, lobbyBox));
  fillLobby(lobbyBox, false);
}

// ---------- lobby ----------

async function fillLobby(box, full) {
  let lobby;
  try { lobby = await api("GET", "/api/lobby"); } catch (e) {
    box.replaceChildren(el("h2", {}, "Lobby"), el("p", { class: "error" }, e.message)); return;
  }
  renderLobby(box, lobby, full);
}

function renderLobby(box, lobby, full) {
  const describe = (g) => `${gameInfo(g.game) ? gameInfo(g.game).title : g.game} 2×${g.holes} (${g.seeds})`;
  const open = lobby.open.map((g) => el("tr", {},
    el("td", {}, describe(g)), el("td", {}, g.team ? `A team game: ${sideName(other(g.seat))}'s team waits; you would join ${sideName(g.seat)}'s team` : `${playerName(g[other(g.seat)])} waits; you would play ${sideName(g.seat)}`),
    el("td", {}, el("a", { class: "button", href: `/?game=${encodeURIComponent(g.id)}&invite=${encodeURIComponent(g.code)}`, "data-testid": "accept" }, "Accept"))));
  const playing = lobby.playing.map((g) => el("tr", {},
    el("td", {}, describe(g)), el("td", {}, `${playerName(g.south)} – ${playerName(g.north)}, ply ${g.ply}`),
    el("td", {}, el("a", { class: "button secondary", href: `/?game=${encodeURIComponent(g.id)}`, "data-testid": "watch" }, "Watch"))));
  if (typeof seriesLobbyRows === "function") open.push(...seriesLobbyRows(lobby, describe)); // match series (series.js)
  box.replaceChildren(
    el(full ? "h1" : "h2", {}, "Lobby"),
    el("h3", {}, "Open invitations"),
    open.length ? el("table", { class: "list" }, el("tbody", {}, open)) : el("p", { class: "muted" }, "No open invitation right now."),
    el("h3", {}, "Games to watch"),
    playing.length ? el("table", { class: "list" }, el("tbody", {}, playing)) : el("p", { class: "muted" }, "No game in progress."));
}

function showLobby() {
  document.title = "mancala: lobby";
  const box = el("div", { class: "panel" }, el("h1", {}, "Lobby"), el("p", { class: "muted" }, "Loading…"));
  app.replaceChildren(box);
  // The server sends the lobby's first page over the WebSocket, then again whenever it
  // changes (games and series opened, taken, started or ended): no polling.
  const alive = () => document.body.contains(box);
  const owner = {
    data: null,
    receive(lobby) {
      if (!alive()) { if (this.ws) this.ws.close(); return; }
      if (!lobby || !Array.isArray(lobby.open)) return;
      this.data = lobby;
      renderLobby(box, lobby, true);
    },
  };
  followSocket(owner, "/api/lobby", {
    alive,
    onError: (e) => box.replaceChildren(el("h1", {}, "Lobby"), el("p", { class: "error" }, e.message)),
  });
}

// ---------- the game view ----------

const SPEEDS = { slow: 320, normal: 110, fast: 35, instant: 0 };

function showGame(id, note) {
  const seat = store.get(seatKey(id)) || null;
  const view = new GameView(id, seat, note);
  view.open();
}

class GameView {
  constructor(id, seat, note) {
    this.id = id;
    this.seat = seat; // {token, seat, invite, member} or null for a spectator
    this.me = seat ? seat.member : null; // member number in a team game
    this.team = null; // the own team's view in a team game
    this.note = note || "";
    this.data = null; // last view from the server
    this.shownBoard = null; // the board drawn (differs from data during an animation)
    this.shownCaptured = null;
    this.queue = [];
    this.animating = false;
    this.skip = false;
    this.pending = null; // Giuthi: hole waiting for a direction
    this.busy = false;
    this.stale = false; // a request was answered but its update has not come yet
    this.received = 0; // views received so far
    this.resignArmed = false;
    this.speed = store.get("speed") || "normal";
    this.build();
  }

  get mySide() { return this.seat ? this.seat.seat : null; }

  build() {
    this.title = el("h1", {});
    this.statusLine = el("p", { class: "status", role: "status", "aria-live": "polite", "data-testid": "status" });
    this.players = el("div", { class: "players panel", "data-testid": "players" });
    this.boardWrap = el("div", { class: "board-wrap", "data-testid": "board" });
    this.direction = el("div", { class: "direction", hidden: true, "data-testid": "direction" });
    this.message = el("p", { class: "error", role: "alert", "data-testid": "message" }, this.note);
    const speed = el("select", { "data-testid": "speed", onchange: (e) => { this.speed = e.target.value; store.set("speed", this.speed); } },
      Object.keys(SPEEDS).map((k) => el("option", { value: k, selected: k === this.speed }, k)));
    this.skipButton = el("button", { type: "button", class: "secondary", disabled: true, "data-testid": "skip", onclick: () => { this.skip = true; } }, "Skip animation");
    this.passButton = el("button", { type: "button", hidden: true, "data-testid": "pass", onclick: () => this.play("pass") }, "Pass");
    this.undoButton = el("button", { type: "button", class: "secondary", hidden: true, "data-testid": "undo", onclick: () => this.undo() }, "Undo");
    this.resignButton = el("button", { type: "button", class: "danger", hidden: true, "data-testid": "resign", onclick: () => this.resign() }, "Resign");
    this.download = el("span", { class: "row" },
      el("a", { class: "button secondary", href: `/api/games/${encodeURIComponent(this.id)}/record`, download: `mancala-${this.id}.txt`, "data-testid": "download" }, "Download record"),
      el("a", { href: `/api/games/${encodeURIComponent(this.id)}/record?format=json`, download: `mancala-${this.id}.json` }, "as JSON"));
    this.controls = el("div", { class: "controls" },
      el("label", {}, "Animation ", speed), this.skipButton, this.passButton, this.undoButton, this.resignButton, this.download);
    this.summary = el("div", { class: "panel summary", hidden: true, "data-testid": "summary" });
    this.invite = el("div", {});
    // The team panel: its lists are redrawn on every update; the chat form stays put so
    // that a message being typed is never lost.
    this.teamBody = el("div", {});
    this.chatLog = el("div", { class: "chat", "data-testid": "chat" });
    this.chatInput = el("input", { maxlength: 500, placeholder: "Message to your team", "data-testid": "chat-input" });
    const chatForm = el("form", { class: "row", onsubmit: async (ev) => {
      ev.preventDefault();
      const text = this.chatInput.value.trim();
      if (!text) return;
      if (await this.teamCall("chat", { text })) this.chatInput.value = "";
    } }, this.chatInput, el("button", { type: "submit", "data-testid": "chat-send" }, "Send"));
    this.teamPanel = el("div", { class: "panel team", hidden: true, "data-testid": "team" },
      this.teamBody, el("h3", {}, "Team chat (your team only)"), this.chatLog, chatForm);
    this.clock = el("p", { class: "clock", hidden: true, "data-testid": "clock" });
    this.clockTimer = setInterval(() => this.tickClock(), 500);
    this.moveList = el("ol", { class: "moves", "data-testid": "moves" });
    this.rulesLink = el("a", { href: "/rules" }, "Rules");
    this.seriesNote = el("p", { class: "muted", hidden: true });
    app.replaceChildren(
      el("div", { class: "game-head" }, this.title, el("span", {}, this.rulesLink, " · ", el("a", { href: "/" }, "New game"))),
      this.seriesNote, this.statusLine, this.clock, this.message, this.summary, this.boardWrap, this.direction, this.controls, this.teamPanel, this.players, this.invite,
      el("div", { class: "panel" }, el("h2", {}, "Moves"), this.moveList),
      el("div", { class: "panel" }, copyBox("Spectator link:", location.origin + "/?game=" + encodeURIComponent(this.id), "watch-link")));
    const onResize = () => {
      if (!document.body.contains(this.boardWrap)) { window.removeEventListener("resize", onResize); return; }
      if (this.data) this.drawBoard();
    };
    window.addEventListener("resize", onResize);
  }

  open() {
    this.connect();
  }

  connect() {
    followSocket(this, `/api/games/${encodeURIComponent(this.id)}`, {
      onOpen: () => { this.teamAsked = false; },
      onError: (e) => { this.message.textContent = e.message; },
      alive: () => document.body.contains(this.boardWrap),
    });
  }

  // A view from the server: animate the step from what is shown, or jump to it.
  receive(view) {
    if (view.team) { this.receiveTeam(view); return; }
    if (view.error) return;
    if (view.teams && this.seat && !this.teamAsked && this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.teamAsked = true;
      this.ws.send(JSON.stringify({ token: this.seat.token }));
    }
    this.stale = false;
    this.received += 1;
    this.queue.push(view);
    if (!this.draining) this.drain();
  }

  async drain() {
    this.draining = true;
    while (this.queue.length) {
      const view = this.queue.shift();
      const before = this.data;
      this.data = view;
      const last = view.last;
      const animate = before && last && last.ply === before.state.ply + 1 && view.state.ply === last.ply
        && SPEEDS[this.speed] > 0 && this.queue.length < 3;
      if (animate) {
        this.animating = true;
        this.renderChrome(true);
        await this.animate(last, view.state);
        this.animating = false;
      }
      this.shownBoard = view.state.board.slice();
      this.shownCaptured = view.state.captured.slice();
      this.renderChrome(false);
      this.drawBoard(animate ? this.endMarks(last) : null);
    }
    this.draining = false;
  }

  // The holes that changed by capture after the last lap, and the end hole.
  endMarks(last) {
    const marks = {};
    const final = this.data.state.board;
    const after = last.laps.length ? last.laps[last.laps.length - 1].board : last.board_before;
    if (last.laps.length === last.lap_count) {
      for (let i = 0; i < final.length; i++) if (final[i] < after[i]) marks[i] = "captured";
    }
    return marks;
  }

  async animate(last, state) {
    this.skip = false;
    this.skipButton.disabled = false;
    const n2 = last.board_before.length;
    const board = last.board_before.slice();
    this.shownCaptured = last.captured_before.slice();
    const total = last.laps.reduce((sum, lap, i) => sum + (i === 0 ? last.board_before[lap.from] : 1), 0);
    const perSeed = total <= 240; // long sowings go lap by lap
    for (const lap of last.laps) {
      if (this.skip) break;
      let count = board[lap.from];
      board[lap.from] = 0;
      let pos = lap.from;
      const step = lap.direction === "anticlockwise" ? 1 : n2 - 1;
      this.shownBoard = board;
      this.drawBoard({ [lap.from]: "sowing" });
      if (perSeed) await sleep(SPEEDS[this.speed]);
      while (count > 0 && !this.skip) {
        pos = (pos + step) % n2;
        board[pos] += 1;
        count -= 1;
        if (perSeed) {
          this.drawBoard({ [lap.from]: "sowing", [pos]: "dropped" });
          await sleep(SPEEDS[this.speed]);
        }
      }
      for (let i = 0; i < n2; i++) board[i] = lap.board[i];
      if (!perSeed) {
        this.drawBoard({ [lap.from]: "sowing", [pos]: "dropped" });
        await sleep(Math.max(15, SPEEDS[this.speed] / 2));
      }
    }
    if (!this.skip) await sleep(SPEEDS[this.speed]);
    this.skipButton.disabled = true;
    void state;
  }

  tickClock() {
    if (!document.body.contains(this.clock)) { clearInterval(this.clockTimer); return; }
    const t = this.data && this.data.teams;
    const deadline = t && t.clock && t.clock.deadline;
    if (!deadline || this.data.result) { this.clock.hidden = true; return; }
    this.clock.hidden = false;
    const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    this.clock.textContent = `Clock: ${left} s for ${sideName(this.data.state.to_move)}`;
  }

  myTurn() {
    const d = this.data;
    return d && this.mySide && !d.result && d.state.to_move === this.mySide && !this.busy && !this.stale;
  }

  renderChrome(animating) {
    const d = this.data;
    const s = d.state;
    const info = gameInfo(s.game);
    const title = `${info ? info.title : s.game} 2×${s.holes}`;
    this.title.textContent = title;
    document.title = "mancala: " + title;
    this.rulesLink.href = "/rules/" + s.game;
    if (d.series && !new URLSearchParams(location.search).get("series")) {
      this.seriesNote.hidden = false;
      this.seriesNote.replaceChildren("This game is part of a ", el("a", { href: "/?series=" + encodeURIComponent(d.series), "data-testid": "series-link" }, "match series"), ".");
    }
    this.rulesLink.textContent = (info ? info.title : s.game) + " rules";
    // Players and scores
    const rows = [];
    for (const side of ["north", "south"]) {
      const seatInfo = d.seats[side];
      const you = this.mySide === side ? " (you)" : "";
      const waiting = seatInfo.player === "human" && !seatInfo.taken ? " — waiting to join" : "";
      const captured = (this.shownCaptured || s.captured)[side === "south" ? 0 : 1];
      const who = d.teams ? `team of ${d.teams[side].members.length}: ${d.teams[side].members.map((m) => m.name + (m.id === d.teams[side].sower ? " ★" : "")).join(", ") || "nobody yet"}` : playerName(seatInfo.player) + waiting;
      rows.push(el("div", { class: !d.result && s.to_move === side ? "to-move" : "" }, `${sideName(side)}: ${who}${you}`),
        el("div", { class: "score", "data-testid": "captured-" + side }, `captured ${captured}`));
    }
    this.players.replaceChildren(...rows);
    // Status
    let status;
    const mine = !animating && this.myTurn();
    if (d.result) status = this.resultText(d.result);
    else if (animating) status = `${sideName(d.last.side)} plays ${d.last.move}…`;
    else if (mine && d.teams) status = "Your team's turn: click a hole to propose it.";
    else if (mine) status = s.game === "giuthi" && d.legal_moves.length === 1 && d.legal_moves[0] === "pass" ? "Your turn: you have no sowing, so you pass." : "Your turn: choose a highlighted hole.";
    else if (this.mySide) status = `${sideName(s.to_move)} to move (${playerName(d.seats[s.to_move].player)})…`;
    else status = `${sideName(s.to_move)} to move. You are watching.`;
    this.statusLine.textContent = status;
    this.statusLine.className = "status" + (mine ? " mine" : "");
    // Controls
    this.passButton.hidden = !(mine && d.legal_moves.length === 1 && d.legal_moves[0] === "pass");
    const vsEngine = this.mySide && d.seats[other(this.mySide)].player !== "human";
    this.undoButton.hidden = !vsEngine || d.result && d.result.reason === "resignation";
    this.undoButton.disabled = animating || d.moves.length === 0;
    this.resignButton.hidden = !this.mySide || !!d.result || (d.teams && d.teams[this.mySide].sower !== this.me);
    if (this.resignButton.hidden) this.disarmResign();
    // Invitation
    const invite = this.seat && this.seat.invite;
    const opponentWaiting = this.mySide && !d.teams && d.seats[other(this.mySide)].player === "human" && !d.seats[other(this.mySide)].taken;
    this.invite.replaceChildren(...(invite && opponentWaiting ? [el("div", { class: "panel notice" },
      el("p", {}, "Send this link to your opponent; it works once:"), copyBox("Invitation:", location.origin + invite, "invite-link"))] : []));
    // Move list
    const items = d.moves.map((m, i) => el("li", { class: i === d.moves.length - 1 ? "last" : "" },
      `${d.movers && d.movers[i] ? sideName(d.movers[i]) + " " : ""}${m}`));
    this.moveList.replaceChildren(...items);
    this.moveList.start = (s.ply - d.moves.length) + 1;
    // Summary
    if (d.result && !animating) {
      this.summary.hidden = false;
      const score = d.result.score ? el("p", { class: "score" }, `South ${d.result.score[0]} – North ${d.result.score[1]}`) : null;
      this.summary.replaceChildren(...[el("h2", {}, "Game over"), el("p", {}, this.resultText(d.result)), score,
        el("p", { class: "muted" }, `${d.moves.length} plies. Captured: South ${s.captured[0]}, North ${s.captured[1]}.`),
        el("div", { class: "row" }, el("a", { class: "button", href: "/?new=" + s.game }, "New game"),
          el("a", { class: "button secondary", href: `/api/games/${encodeURIComponent(this.id)}/record`, download: `mancala-${this.id}.txt` }, "Download record"))]
        .filter((x) => x !== null));
    } else {
      this.summary.hidden = true;
    }
    if (!mine) this.clearDirection();
    if (d.teams) this.renderTeam();
  }

  resultText(r) {
    const how = { "no-move": "no legal move left", repetition: "a position repeated", resignation: "resignation" }[r.reason] || r.reason;
    if (r.winner === "draw") return `Draw (${how}).`;
    const who = this.mySide ? (r.winner === this.mySide ? "You win" : "You lose") : `${sideName(r.winner)} wins`;
    return `${who}${this.mySide ? ` (${sideName(r.winner)} wins)` : ""} by ${how}.`;
  }

  // Draws the board: the viewer's row at the bottom; wide boards fold into bands of columns.
  drawBoard(marks) {
    const d = this.data;
    const s = d.state;
    const n = s.holes;
    const board = this.shownBoard || s.board;
    const bottomSide = this.mySide || "south";
    const base = bottomSide === "south" ? 0 : n;
    const width = Math.max(280, this.boardWrap.clientWidth || 800);
    const minCell = width < 500 ? 34 : 40;
    const perBand = Math.max(2, Math.min(n, Math.floor(width / minCell)));
    const bands = Math.ceil(n / perBand);
    const cols = Math.ceil(n / bands);
    const cell = 60;
    const pad = 10;
    const bandGap = 26;
    const bandH = cell * 2 + pad * 2;
    const W = cols * cell + pad * 2;
    const H = bands * bandH + (bands - 1) * bandGap + 16;
    const legal = new Map();
    const mine = !this.animating && this.myTurn();
    if (mine) {
      for (const m of d.legal_moves) {
        const k = parseInt(m, 10);
        if (Number.isNaN(k)) continue;
        const idx = base + k - 1;
        if (!legal.has(idx)) legal.set(idx, []);
        legal.get(idx).push(m);
      }
    }
    // In a team game, the team's proposals are marked on its own board.
    this.proposalMarks = new Map();
    if (d.teams && this.team && !d.result && d.state.to_move === this.mySide) {
      for (const p of this.team.proposals) {
        const k = parseInt(p.move, 10);
        if (Number.isNaN(k)) continue;
        const idx = base + k - 1;
        if (!this.proposalMarks.has(idx)) this.proposalMarks.set(idx, []);
        this.proposalMarks.get(idx).push(p);
      }
    }
    const root = svg("svg", { class: "board", viewBox: `0 0 ${W} ${H}`, role: "group", "aria-label": "board" });
    for (let b = 0; b < bands; b++) {
      const y0 = b * (bandH + bandGap);
      const first = b * cols;
      const count = Math.min(cols, n - first);
      root.append(svg("rect", { class: "plank", x: 1, y: y0 + 1, width: count * cell + pad * 2 - 2, height: bandH - 2, rx: 18 }));
      if (bands > 1) root.append(svg("text", { class: "band-label", x: 4, y: y0 + bandH + 14 }, `columns ${first + 1}–${first + count}`));
      for (let c = 0; c < count; c++) {
        const col = first + c;
        const bottom = base + col;
        const top = 2 * n - 1 - bottom;
        const x = pad + c * cell + cell / 2;
        this.hole(root, top, x, y0 + pad + cell / 2, cell, board[top], n - col, legal, marks);
        this.hole(root, bottom, x, y0 + pad + cell * 1.5, cell, board[bottom], col + 1, legal, marks);
      }
    }
    this.boardWrap.replaceChildren(root);
  }

  hole(root, index, cx, cy, cell, seeds, label, legal, marks) {
    const moves = legal.get(index);
    const mark = marks && marks[index];
    const owner = index < this.data.state.holes ? "south" : "north";
    const g = svg("g", { class: "hole" + (moves ? " legal" : "") + (mark ? " " + mark : ""), "data-hole": index, "data-seeds": seeds,
      "aria-label": `${sideName(owner)} hole ${label}: ${seeds} seed${seeds === 1 ? "" : "s"}`, tabindex: moves ? 0 : null, role: moves ? "button" : null });
    const r = cell * 0.4;
    g.append(svg("circle", { class: "pit", cx, cy, r }));
    if (seeds > 0 && seeds <= 12) {
      for (let i = 0; i < seeds; i++) {
        const a = (i / Math.min(seeds, 12)) * Math.PI * 2 - Math.PI / 2;
        const rr = seeds === 1 ? 0 : r * 0.62;
        g.append(svg("circle", { class: "seed", cx: cx + Math.cos(a) * rr, cy: cy + Math.sin(a) * rr, r: cell * 0.07 }));
      }
    }
    g.append(svg("text", { class: "count", x: cx, y: cy, "font-size": seeds > 99 ? cell * 0.28 : cell * 0.34 }, seeds > 12 || seeds === 0 ? String(seeds) : ""));
    g.append(svg("text", { class: "label", x: cx + r * 0.95, y: cy - r * 0.95, "font-size": cell * 0.17 }, String(label)));
    g.append(svg("title", {}, `${sideName(owner)} hole ${label}: ${seeds}`));
    const proposed = this.proposalMarks && this.proposalMarks.get(index);
    if (proposed) {
      const agree = proposed.reduce((n, p) => n + p.agreed.length, 0);
      const text = proposed.map((p) => `${p.move}: ${p.agreed.length}`).join(" ");
      const bx = cx - r * 0.95, by = cy + r * 0.95;
      g.append(svg("g", { class: "proposal-badge", "data-testid": "proposal-badge" },
        svg("circle", { cx: bx, cy: by, r: cell * 0.16 }),
        svg("text", { x: bx, y: by, "font-size": cell * 0.18 }, String(agree)),
        svg("title", {}, `proposed ${text} (agreements)`)));
    }
    if (moves) {
      const choose = () => this.choose(index, label, moves);
      g.addEventListener("click", choose);
      g.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); choose(); } });
    }
    root.append(g);
  }

  choose(index, label, moves) {
    if (moves.length === 1) { this.clearDirection(); return this.play(moves[0]); }
    // Giuthi: the first lap's direction.
    this.pending = index;
    const right = moves.find((m) => m.endsWith("R"));
    const left = moves.find((m) => m.endsWith("L"));
    this.direction.hidden = false;
    this.direction.replaceChildren(el("span", {}, `Sow hole ${label}: which way?`),
      left ? el("button", { type: "button", "data-testid": "dir-left", onclick: () => { this.clearDirection(); this.play(left); } }, `← to my left (${left})`) : null,
      right ? el("button", { type: "button", "data-testid": "dir-right", onclick: () => { this.clearDirection(); this.play(right); } }, `to my right → (${right})`) : null,
      el("button", { type: "button", class: "secondary", onclick: () => this.clearDirection() }, "Cancel"));
  }

  clearDirection() {
    this.pending = null;
    this.direction.hidden = true;
    this.direction.replaceChildren();
  }

  async act(path, body) {
    this.message.textContent = "";
    this.busy = true;
    const seen = this.received;
    this.drawBoard();
    try {
      const answer = await api("POST", `/api/games/${encodeURIComponent(this.id)}/${path}`, body, this.seat.token);
      // Until an update has come since the request, what is shown is out of date:
      // no moves are offered meanwhile.
      this.stale = this.received === seen;
      // If the WebSocket is down the answer still shows.
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        const view = await api("GET", `/api/games/${encodeURIComponent(this.id)}`);
        this.receive(view);
      }
      return answer;
    } catch (e) {
      this.message.textContent = e.message;
      return null;
    } finally {
      this.busy = false;
      if (!this.animating && this.data) { this.renderChrome(false); this.drawBoard(); }
    }
  }

  play(move) { return this.data && this.data.teams ? this.propose(move) : this.act("moves", { move }); }
  commit(move) { return this.act("moves", { move }); }

  // ----- team games -----

  receiveTeam(message) {
    if (message.you) this.me = message.you;
    this.team = message.team;
    this.renderTeam();
    if (this.data && !this.animating) this.drawBoard();
  }

  async teamCall(path, body) {
    this.message.textContent = "";
    try {
      const answer = await api("POST", `/api/games/${encodeURIComponent(this.id)}/${path}`, body, this.seat.token);
      if (answer && answer.team) this.receiveTeam(answer);
      return answer;
    } catch (e) {
      this.message.textContent = e.message;
      return null;
    }
  }

  propose(move) { return this.teamCall("proposals", { move }); }

  memberName(side, id) {
    const m = this.data.teams[side].members.find((x) => x.id === id);
    return m ? m.name : "#" + id;
  }

  renderTeam() {
    const d = this.data;
    if (!d || !d.teams || !this.mySide) { this.teamPanel.hidden = true; return; }
    const kept = [...this.teamBody.querySelectorAll("select[data-keep]")].map((x) => [x.dataset.keep, x.value]);
    this.teamPanel.hidden = false;
    const side = this.mySide;
    const pub = d.teams[side];
    const team = this.team;
    const iAmSower = pub.sower === this.me;
    const toMove = !d.result && d.state.to_move === side;
    const rows = [];
    rows.push(el("h2", {}, `Your team: ${sideName(side)}`));
    rows.push(el("p", { class: "muted" }, toMove ? (iAmSower ? "Your team's turn: you are the sower; sow a proposal when the team agrees." : "Your team's turn: click a hole to propose it, or agree with a proposal.") : "The other team is deciding."));
    // Proposals
    const proposals = team ? team.proposals : [];
    const mine = proposals.find((p) => p.agreed.includes(this.me));
    rows.push(el("h3", {}, "Proposals"));
    rows.push(proposals.length ? el("ul", { class: "proposals", "data-testid": "proposals" }, proposals.map((p) => el("li", { "data-move": p.move, "data-testid": "proposal" },
      el("strong", {}, p.move), ` proposed by ${p.by_name}; agreed: ${p.agreed_names.join(", ")} (${p.agreed.length}) `,
      p.agreed.includes(this.me) ? el("em", {}, "you agree ") : el("button", { type: "button", class: "secondary", "data-testid": "agree", onclick: () => this.teamCall("agree", { proposal: p.id }) }, "Agree"),
      iAmSower && toMove ? el("button", { type: "button", "data-testid": "sow", onclick: () => this.commit(p.move) }, "Sow " + p.move) : null)))
      : el("p", { class: "muted", "data-testid": "proposals" }, "No proposal yet."));
    if (mine) rows.push(el("button", { type: "button", class: "secondary", onclick: () => this.teamCall("agree", { proposal: null }) }, "Withdraw my agreement"));
    // Members and the sower
    const members = pub.members.map((m) => el("li", {}, m.name + (m.engine ? ` (engine ${m.engine.replace("level:", "level ")})` : "") + (m.id === pub.sower ? " ★ sower" : "") + (m.id === this.me ? " (you)" : "") + (m.present ? "" : " — away")));
    rows.push(el("h3", {}, "Members"), el("ul", { "data-testid": "members" }, members));
    const people = pub.members.filter((m) => !m.engine);
    const sowerPresent = (pub.members.find((m) => m.id === pub.sower) || {}).present;
    if (iAmSower || !sowerPresent) {
      const pick = el("select", { "data-testid": "sower-pick", "data-keep": "sower" }, people.filter((m) => m.id !== this.me || !iAmSower).map((m) => el("option", { value: m.id }, m.name)));
      rows.push(el("div", { class: "row" }, iAmSower ? "Hand the sower role to " : "The sower is away: give the role to ", pick,
        el("button", { type: "button", class: "secondary", onclick: () => this.teamCall("sower", { member: Number(pick.value) }).then((v) => { if (v && v.state) this.receive(v); }) }, "Give")));
    }
    if (!pub.full) {
      const lvl = el("select", { "data-keep": "level" }, Array.from({ length: 10 }, (_, i) => el("option", { value: i + 1, selected: i === 4 }, "level " + (i + 1))));
      rows.push(el("div", { class: "row" }, "Add an engine member ", lvl, el("button", { type: "button", class: "secondary", "data-testid": "add-engine", onclick: () => this.teamCall("engine-members", { level: Number(lvl.value) }) }, "Add")));
      if (team) rows.push(copyBox("Invite your team:", location.origin + team.invite.url, "team-invite"));
    }
    const otherInvite = this.seat.invite && d.teams[other(side)].members.length === 0 ? this.seat.invite : null;
    if (otherInvite) rows.push(copyBox("Invite the other team:", location.origin + otherInvite, "invite-link"));
    // Chat
    const atBottom = this.chatLog.scrollTop + this.chatLog.clientHeight >= this.chatLog.scrollHeight - 4;
    this.chatLog.replaceChildren(...(team ? team.chat : []).map((c) => el("p", {}, el("strong", {}, c.name + ": "), c.text)));
    if (atBottom) this.chatLog.scrollTop = this.chatLog.scrollHeight;
    this.teamBody.replaceChildren(...rows);
    for (const [key, value] of kept) {
      const select = this.teamBody.querySelector(`select[data-keep="${key}"]`);
      if (select && [...select.options].some((o) => o.value === value)) select.value = value;
    }
  }
  undo() { return this.act("undo"); }

  resign() {
    if (!this.resignArmed) {
      this.resignArmed = true;
      this.resignButton.textContent = "Really resign? Click again";
      this.resignTimer = setTimeout(() => this.disarmResign(), 5000);
      return;
    }
    this.disarmResign();
    this.act("resign");
  }

  disarmResign() {
    this.resignArmed = false;
    clearTimeout(this.resignTimer);
    this.resignButton.textContent = "Resign";
  }
}

// Route once every script of the page (series.js too) has run.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", route);
else route();
