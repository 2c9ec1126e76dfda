// The lobby (/lobby, and beside the new-game form): open invitations to accept and games
// in progress to watch, kept up to date by the server over the lobby's WebSocket.

import { el, api, store, seatKey, followSocket, gameTitle, playerName, other } from "./dom.js";
import { seriesLobbyRows } from "./series.js";
import { t } from "./i18n.js";

export async function fillLobby(box, full) {
  let lobby;
  try { lobby = await api("GET", "/api/lobby"); } catch (e) {
    box.replaceChildren(el("h2", {}, t("lobby-heading")), el("p", { class: "error" }, e.message)); return;
  }
  renderLobby(box, lobby, full);
}

function describe(g) { return t("lobby-board", { game: gameTitle(g.game), holes: g.holes, seeds: g.seeds }); }

// How long before the server's `now` the time `at` was, in words ("3 min ago").
function ago(at, now) {
  const minutes = Math.floor(Math.max(0, now - at) / 60000);
  if (minutes < 1) return t("ago-now");
  if (minutes < 60) return t("ago-minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("ago-hours", { count: hours });
  return t("ago-days", { count: Math.floor(hours / 24) });
}

function renderLobby(box, lobby, full) {
  // An invitation this browser made is told as its own: it is opened, not accepted.
  const open = lobby.open.map((g) => store.get(seatKey(g.id))
    ? el("tr", { class: "yours" },
      el("td", {}, describe(g)), el("td", {}, g.team ? t("lobby-yours-team") : t("lobby-yours")),
      el("td", { class: "muted", "data-testid": "age" }, t("lobby-opened", { ago: ago(g.created, lobby.now) })),
      el("td", {}, el("a", { class: "button secondary", href: `/?game=${encodeURIComponent(g.id)}`, "data-testid": "yours" }, t("lobby-open"))))
    : el("tr", {},
      el("td", {}, describe(g)), el("td", {}, g.team
        ? t("lobby-team-waits", { waiting: other(g.seat), seat: g.seat })
        : t("lobby-player-waits", { player: playerName(g[other(g.seat)]), seat: g.seat })),
      el("td", { class: "muted", "data-testid": "age" }, t("lobby-opened", { ago: ago(g.created, lobby.now) })),
      el("td", {}, el("a", { class: "button", href: `/?game=${encodeURIComponent(g.id)}&invite=${encodeURIComponent(g.code)}`, "data-testid": "accept" }, t("lobby-accept")))));
  const playing = lobby.playing.map((g) => el("tr", {},
    el("td", {}, describe(g)), el("td", {}, t("lobby-playing", { south: playerName(g.south), north: playerName(g.north), ply: g.ply })),
    el("td", { class: "muted", "data-testid": "age" }, g.last_move_at ? t("lobby-last-move", { ago: ago(g.last_move_at, lobby.now) }) : t("lobby-started", { ago: ago(g.created, lobby.now) })),
    el("td", {}, el("a", { class: "button secondary", href: `/?game=${encodeURIComponent(g.id)}`, "data-testid": "watch" }, t("lobby-watch")))));
  open.push(...seriesLobbyRows(lobby, describe, ago));
  box.replaceChildren(
    el(full ? "h1" : "h2", {}, t("lobby-heading")),
    el("h3", {}, t("lobby-open-heading")),
    open.length ? el("table", { class: "list lobby-list" }, el("tbody", {}, open)) : el("p", { class: "muted" }, t("lobby-no-invitation")),
    el("h3", {}, t("lobby-playing-heading")),
    playing.length ? el("table", { class: "list lobby-list" }, el("tbody", {}, playing)) : el("p", { class: "muted" }, t("lobby-no-game")));
}

export function showLobby(app) {
  document.title = t("lobby-title");
  const box = el("div", { class: "panel" }, el("h1", {}, t("lobby-heading")), el("p", { class: "muted" }, t("loading")));
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
    onError: (e) => box.replaceChildren(el("h1", {}, t("lobby-heading")), el("p", { class: "error" }, e.message)),
  });
}
