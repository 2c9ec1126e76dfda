// The new-game page (/): opens on a quick, small game (En Dodoi 2×6 against the engine at
// level 3) with every other choice one click away, each explained in a line.

import { el, api, store, seatKey, getCatalog, gameInfo } from "./dom.js";
import { fillLobby } from "./lobby.js";
import { createSeries } from "./series.js";
import { createLocalGame } from "./local.js";
import { startPosition } from "./rules.js";

const DEFAULT_GAME = "en-dodoi";
const DEFAULT_LEVEL = 3;

/** Each game in a line. */
const GAME_NOTES = {
  "en-gehe": "The Maasai game of long rows (40 to 50 holes), played by two teams; long games.",
  "en-dodoi": "The Maasai game on 6 to 10 holes a row: relay sowing, capture from the hole opposite. Quick.",
  "sadeqa-ii": "From Oromia: captures on either side; a player left without a move loses.",
  giuthi: "The Kikuyu game: sow either way, laps alternate direction, extra moves and chain captures.",
};

/** The rule options by their names in the catalogue: a readable name and what it does. */
const OPTION_TEXT = {
  lap_limit: ["Lap limit", "A sowing that has not ended within this many laps is not a legal move (relay sowing can go on for ever)."],
  capture_lone_seed: ["Capture a lone seed", "When the hole opposite the end hole is empty, the last seed is still captured on its own."],
  repetition: ["When a position repeats", "Own row: each side adds the seeds in its own row to its captures and the higher total wins. Draw: the game is drawn."],
  opening_rule: ["Forced opening", "Each player's first move must be from the rightmost hole."],
};

/** Starts the game of the form's `body` on this device, against the engine in its worker. */
async function playHere(body) {
  const start = startPosition(body.game, { holes: body.holes, seeds: body.seeds, ...body.options });
  const id = await createLocalGame(start, body.south, body.north);
  location.href = "/?local=" + encodeURIComponent(id);
}

export function showHome(app, preselect) {
  const catalog = getCatalog();
  document.title = "mancala: play";
  const chosen = catalog.games.some((g) => g.game === preselect) ? preselect : DEFAULT_GAME;
  const gameSelect = el("select", { id: "new-game", name: "game", "data-testid": "game" },
    catalog.games.map((g) => el("option", { value: g.game, selected: g.game === chosen }, g.title)));
  const gameNote = el("p", { class: "hint", "data-testid": "game-note" });
  const rulesLink = el("a", { href: "/rules", target: "_blank", "data-testid": "rules-link" }, "rules");
  const boardSelect = el("select", { id: "new-board", "data-testid": "board" });
  const holes = el("input", { type: "number", id: "new-holes", min: catalog.holes.min, max: catalog.holes.max, "data-testid": "holes" });
  const seeds = el("input", { type: "number", id: "new-seeds", min: catalog.seeds.min, max: catalog.seeds.max, "data-testid": "seeds" });
  const custom = el("div", { class: "row", hidden: true }, el("label", {}, "Holes a row ", holes), el("label", {}, "Seeds a hole ", seeds));
  const optionsBox = el("div", {});
  const opponent = el("select", { id: "new-opponent", "data-testid": "opponent" },
    el("option", { value: "engine" }, "the engine"), el("option", { value: "friend" }, "a friend (invitation link)"),
    el("option", { value: "teams" }, "team against team (up to 8 a side)"));
  const opponentNote = el("p", { class: "hint" });
  const myName = el("input", { "data-testid": "my-name", maxlength: 40, value: store.get("name") || "" });
  const clock = el("input", { type: "number", min: 5, max: 3600, placeholder: "none", "data-testid": "clock" });
  const teamBox = el("fieldset", { hidden: true }, el("legend", {}, "Team game"),
    el("label", {}, "Your name ", myName),
    el("label", {}, "Turn clock (seconds, empty for none) ", clock),
    el("p", { class: "hint" }, "You lead South's team and sow first (in a series, team A: South in the first game, sides swapping every game); when the clock runs out the most agreed proposal is played, or with none the engine (at the level above) plays for the team."));
  const level = el("select", { id: "new-level", "data-testid": "level" },
    Array.from({ length: 10 }, (_, i) => el("option", { value: i + 1, selected: i + 1 === DEFAULT_LEVEL }, `level ${i + 1}${i === 9 ? " (strongest)" : i === 0 ? " (easiest)" : ""}`)));
  const levelLabel = el("label", {}, "Engine level ", level);
  const mySide = el("select", { id: "new-side", "data-testid": "side" },
    el("option", { value: "south" }, "South (moves first)"), el("option", { value: "north" }, "North"));
  const sideLabel = el("label", {}, "My side ", mySide);
  const listed = el("input", { type: "checkbox", checked: true, "data-testid": "listed" });
  const listedLabel = el("label", { hidden: true }, listed, " list the invitation in the lobby (anyone may accept)");
  const seriesTarget = el("input", { type: "number", min: 1, max: 99, placeholder: "single game", "data-testid": "series-target" });
  const message = el("p", { class: "error", role: "alert" });
  // Without a connection only the engine can be played, on this device; the form says so.
  const offlineNote = el("p", { class: "notice", hidden: navigator.onLine, "data-testid": "offline-note" },
    "No connection: a game against the engine is played on this device. Games with a friend, teams and series need a connection.");
  const showOffline = () => { offlineNote.hidden = navigator.onLine; };
  window.addEventListener("online", showOffline);
  window.addEventListener("offline", showOffline);

  function fillBoards() {
    const info = gameInfo(gameSelect.value);
    const usual = (p) => p.holes === info.holes && p.seeds === info.seeds;
    boardSelect.replaceChildren(
      ...info.presets.map((p, i) => el("option", { value: `${p.holes}x${p.seeds}`, selected: usual(p) || (i === 0 && !info.presets.some(usual)) },
        `2×${p.holes}, ${p.seeds} seeds a hole${usual(p) ? " (usual)" : ""}`)),
      el("option", { value: "custom" }, "custom size…"));
    holes.value = info.holes; seeds.value = info.seeds;
    custom.hidden = true;
    gameNote.textContent = GAME_NOTES[info.game] || "";
    rulesLink.href = "/rules/" + info.game;
    rulesLink.textContent = `${info.title} rules`;
    optionsBox.replaceChildren(...info.options.map(optionField));
  }
  function optionField(o) {
    const id = "opt-" + o.name;
    const [name, text] = OPTION_TEXT[o.name] || [o.name.replace(/_/g, " "), ""];
    const hint = text ? el("span", { class: "hint" }, text) : null;
    if (o.default === "true" || o.default === "false") {
      return el("label", { class: "option" }, el("input", { type: "checkbox", id, "data-option": o.name, checked: o.default === "true" }), " " + name, hint);
    }
    if (o.name === "repetition") {
      return el("label", { class: "option" }, name + " ", el("select", { id, "data-option": o.name },
        [["own-row", "own row counts"], ["draw", "draw"]].map(([v, t]) => el("option", { value: v, selected: v === o.default }, t))), hint);
    }
    return el("label", { class: "option" }, name + " ", el("input", { type: "number", id, "data-option": o.name, value: o.default, min: 1 }), hint);
  }
  function opponentChanged() {
    levelLabel.hidden = opponent.value === "friend";
    listedLabel.hidden = opponent.value === "engine";
    teamBox.hidden = opponent.value !== "teams";
    sideLabel.hidden = opponent.value === "teams";
    opponentNote.textContent = {
      engine: "The engine answers at once; level 1 is gentle, level 10 searches hard.",
      friend: "You get a link to send; the game starts when your friend opens it.",
      teams: "Two teams propose and agree on moves; each team's sower commits them.",
    }[opponent.value];
  }
  gameSelect.addEventListener("change", fillBoards);
  boardSelect.addEventListener("change", () => {
    custom.hidden = boardSelect.value !== "custom";
    if (boardSelect.value !== "custom") { const [h, s] = boardSelect.value.split("x"); holes.value = h; seeds.value = s; }
  });
  opponent.addEventListener("change", opponentChanged);
  fillBoards();
  opponentChanged();

  const start = el("button", { type: "submit", "data-testid": "start" }, "Start the game");
  const form = el("form", { class: "panel new-game", onsubmit: async (ev) => {
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
    const local = opponent.value === "engine" && target === "";
    try {
      if (local && !navigator.onLine) { await playHere(body); return; }
      if (target !== "") { await createSeries(body, Number(target)); return; }
      const made = await api("POST", "/api/games", body);
      store.set(seatKey(made.id), { token: made.seat_token, seat: made.seat, member: made.member,
        invite: made.invite ? made.invite.url : null });
      location.href = "/?game=" + encodeURIComponent(made.id);
    } catch (e) {
      if (e.unreachable && local) {
        try { await playHere(body); return; } catch (err) { e = err; }
      }
      message.textContent = e.unreachable
        ? "The server cannot be reached: games with a friend, teams and series need a connection. A single game against the engine can be played on this device."
        : e.message;
      offlineNote.hidden = !e.unreachable;
      start.disabled = false;
    }
  } },
  el("h1", {}, "New game"),
  el("label", {}, "Game ", gameSelect, " ", rulesLink), gameNote,
  el("label", {}, "Board ", boardSelect), custom,
  el("label", {}, "Play against ", opponent), opponentNote, levelLabel, listedLabel,
  sideLabel, teamBox,
  el("label", {}, "Series to ", seriesTarget, " wins"),
  el("p", { class: "hint" }, "Empty for a single game; a number plays games until one side has that many wins, sides swapping every game."),
  el("details", {}, el("summary", {}, "Rule options"), optionsBox),
  offlineNote, message, start);

  const lobbyBox = el("div", { class: "panel" }, el("h2", {}, "Lobby"), el("p", { class: "muted" }, "Loading…"));
  app.replaceChildren(el("div", { class: "grid-2" }, form, lobbyBox));
  fillLobby(lobbyBox, false);
}
