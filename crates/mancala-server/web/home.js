// The new-game page (/): opens on a quick, small game (En Dodoi 2×6 against the engine at
// level 3) with every other choice one click away, each explained in a line.

import { el, api, store, seatKey, getCatalog, gameInfo, sideName } from "./dom.js";
import { fillLobby } from "./lobby.js";
import { createSeries } from "./series.js";
import { createLocalGame } from "./local.js";
import { startPosition } from "./rules.js";
import { t, has, withLang } from "./i18n.js";

const DEFAULT_GAME = "en-dodoi";
const DEFAULT_LEVEL = 3;

/** Each game in a line (the message `game-note-<game>`). */
function gameNote(game) { return has("game-note-" + game) ? t("game-note-" + game) : ""; }

/**
 * A rule option by its name in the catalogue: a readable name and what it does (the
 * messages `option-<name>` and `option-<name>-hint`, `_` written `-`).
 */
function optionText(name) {
  const id = "option-" + name.replace(/_/g, "-");
  return has(id) ? [t(id), t(id + "-hint")] : [name.replace(/_/g, " "), ""];
}

/** Starts the game of the form's `body` on this device, against the engine in its worker. */
async function playHere(body) {
  const start = startPosition(body.game, { holes: body.holes, seeds: body.seeds, ...body.options });
  const id = await createLocalGame(start, body.south, body.north);
  location.href = withLang("/?local=" + encodeURIComponent(id));
}

export function showHome(app, preselect) {
  const catalog = getCatalog();
  document.title = t("home-title");
  const chosen = catalog.games.some((g) => g.game === preselect) ? preselect : DEFAULT_GAME;
  const gameSelect = el("select", { id: "new-game", name: "game", "data-testid": "game" },
    catalog.games.map((g) => el("option", { value: g.game, selected: g.game === chosen }, g.title)));
  const gameNoteLine = el("p", { class: "hint", "data-testid": "game-note" });
  const rulesLink = el("a", { href: "/rules", target: "_blank", "data-testid": "rules-link" }, t("home-rules"));
  const boardSelect = el("select", { id: "new-board", "data-testid": "board" });
  const holes = el("input", { type: "number", id: "new-holes", min: catalog.holes.min, max: catalog.holes.max, "data-testid": "holes" });
  const seeds = el("input", { type: "number", id: "new-seeds", min: catalog.seeds.min, max: catalog.seeds.max, "data-testid": "seeds" });
  const custom = el("div", { class: "row", hidden: true }, el("label", {}, t("home-holes"), " ", holes), el("label", {}, t("home-seeds"), " ", seeds));
  const optionsBox = el("div", {});
  const opponent = el("select", { id: "new-opponent", "data-testid": "opponent" },
    el("option", { value: "engine" }, t("home-opponent-engine")), el("option", { value: "friend" }, t("home-opponent-friend")),
    el("option", { value: "teams" }, t("home-opponent-teams")));
  const opponentNote = el("p", { class: "hint" });
  const myName = el("input", { "data-testid": "my-name", maxlength: 40, value: store.get("name") || "" });
  const clock = el("input", { type: "number", min: 5, max: 3600, placeholder: t("home-clock-none"), "data-testid": "clock" });
  const teamBox = el("fieldset", { hidden: true }, el("legend", {}, t("home-team-game")),
    el("label", {}, t("your-name"), " ", myName),
    el("label", {}, t("home-clock"), " ", clock),
    el("p", { class: "hint" }, t("home-team-hint")));
  const level = el("select", { id: "new-level", "data-testid": "level" },
    Array.from({ length: 10 }, (_, i) => el("option", { value: i + 1, selected: i + 1 === DEFAULT_LEVEL }, t("home-level", { level: i + 1 }))));
  const levelLabel = el("label", {}, t("home-engine-level"), " ", level);
  const mySide = el("select", { id: "new-side", "data-testid": "side" },
    el("option", { value: "south" }, t("home-side-south")), el("option", { value: "north" }, sideName("north")));
  const sideLabel = el("label", {}, t("home-my-side"), " ", mySide);
  const listed = el("input", { type: "checkbox", checked: true, "data-testid": "listed" });
  const listedLabel = el("label", { hidden: true }, listed, " ", t("home-listed"));
  const seriesTarget = el("input", { type: "number", min: 1, max: 99, placeholder: t("home-single-game"), "data-testid": "series-target" });
  const message = el("p", { class: "error", role: "alert" });
  // Without a connection only the engine can be played, on this device; the form says so.
  const offlineNote = el("p", { class: "notice", hidden: navigator.onLine, "data-testid": "offline-note" },
    t("home-offline-note"));
  const showOffline = () => { offlineNote.hidden = navigator.onLine; };
  window.addEventListener("online", showOffline);
  window.addEventListener("offline", showOffline);

  function fillBoards() {
    const info = gameInfo(gameSelect.value);
    const usual = (p) => p.holes === info.holes && p.seeds === info.seeds;
    boardSelect.replaceChildren(
      ...info.presets.map((p, i) => el("option", { value: `${p.holes}x${p.seeds}`, selected: usual(p) || (i === 0 && !info.presets.some(usual)) },
        t("home-board", { holes: p.holes, seeds: p.seeds, usual: String(usual(p)) }))),
      el("option", { value: "custom" }, t("home-board-custom")));
    holes.value = info.holes; seeds.value = info.seeds;
    custom.hidden = true;
    gameNoteLine.textContent = gameNote(info.game);
    rulesLink.href = withLang("/rules/" + info.game);
    rulesLink.textContent = t("game-rules", { game: info.title });
    optionsBox.replaceChildren(...info.options.map(optionField));
  }
  function optionField(o) {
    const id = "opt-" + o.name;
    const [name, text] = optionText(o.name);
    const hint = text ? el("span", { class: "hint" }, text) : null;
    if (o.default === "true" || o.default === "false") {
      return el("label", { class: "option" }, el("input", { type: "checkbox", id, "data-option": o.name, checked: o.default === "true" }), " ", name, hint);
    }
    if (o.name === "repetition") {
      return el("label", { class: "option" }, name, " ", el("select", { id, "data-option": o.name },
        [["own-row", t("option-repetition-own-row")], ["draw", t("option-repetition-draw")]].map(([v, text]) => el("option", { value: v, selected: v === o.default }, text))), hint);
    }
    return el("label", { class: "option" }, name, " ", el("input", { type: "number", id, "data-option": o.name, value: o.default, min: 1 }), hint);
  }
  function opponentChanged() {
    levelLabel.hidden = opponent.value === "friend";
    listedLabel.hidden = opponent.value === "engine";
    teamBox.hidden = opponent.value !== "teams";
    sideLabel.hidden = opponent.value === "teams";
    opponentNote.textContent = t("home-opponent-hint", { opponent: opponent.value });
  }
  gameSelect.addEventListener("change", fillBoards);
  boardSelect.addEventListener("change", () => {
    custom.hidden = boardSelect.value !== "custom";
    if (boardSelect.value !== "custom") { const [h, s] = boardSelect.value.split("x"); holes.value = h; seeds.value = s; }
  });
  opponent.addEventListener("change", opponentChanged);
  fillBoards();
  opponentChanged();

  const start = el("button", { type: "submit", "data-testid": "start" }, t("home-start"));
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
    if (!Number.isInteger(h) || h < catalog.holes.min || h > catalog.holes.max) { message.textContent = t("home-holes-range", { min: catalog.holes.min, max: catalog.holes.max }); return; }
    if (!Number.isInteger(s) || s < catalog.seeds.min || s > catalog.seeds.max) { message.textContent = t("home-seeds-range", { min: catalog.seeds.min, max: catalog.seeds.max }); return; }
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
    if (target !== "" && !(Number.isInteger(Number(target)) && Number(target) >= 1 && Number(target) <= 99)) { message.textContent = t("home-series-range"); return; }
    start.disabled = true;
    const local = opponent.value === "engine" && target === "";
    try {
      if (local && !navigator.onLine) { await playHere(body); return; }
      if (target !== "") { await createSeries(body, Number(target)); return; }
      const made = await api("POST", "/api/games", body);
      store.set(seatKey(made.id), { token: made.seat_token, seat: made.seat, member: made.member,
        invite: made.invite ? made.invite.url : null });
      location.href = withLang("/?game=" + encodeURIComponent(made.id));
    } catch (e) {
      if (e.unreachable && local) {
        try { await playHere(body); return; } catch (err) { e = err; }
      }
      message.textContent = e.unreachable ? t("home-unreachable") : e.message;
      offlineNote.hidden = !e.unreachable;
      start.disabled = false;
    }
  } },
  el("h1", {}, t("home-heading")),
  el("label", {}, t("home-game"), " ", gameSelect, " ", rulesLink), gameNoteLine,
  el("label", {}, t("home-board-label"), " ", boardSelect), custom,
  el("label", {}, t("home-play-against"), " ", opponent), opponentNote, levelLabel, listedLabel,
  sideLabel, teamBox,
  el("label", {}, t("home-series-before"), " ", seriesTarget, " ", t("home-series-after")),
  el("p", { class: "hint" }, t("home-series-hint")),
  el("details", {}, el("summary", {}, t("home-rule-options")), optionsBox),
  offlineNote, message, start);

  const lobbyBox = el("div", { class: "panel" }, el("h2", {}, t("lobby-heading")), el("p", { class: "muted" }, t("loading")));
  app.replaceChildren(el("div", { class: "grid-2" }, form, lobbyBox));
  fillLobby(lobbyBox, false);
}
