// The lobby (/lobby, and beside the new-game form): open invitations to accept and games
// in progress to watch, kept up to date by the server over the lobby's WebSocket.

import { el, api, store, seatKey, followSocket, gameTitle, playerName, sideName, other } from "./dom.js";
import { seriesLobbyRows } from "./series.js";

export async function fillLobby(box, full) {
  let lobby;
  try { lobby = await api("GET", "/api/lobby"); } catch (e) {
    box.replaceChildren(el("h2", {}, "Lobby"), el("p", { class: "error" }, e.message)); return;
  }
  renderLobby(box, lobby, full);
}

function describe(g) { return `${gameTitle(g.game)} 2×${g.holes}, ${g.seeds} seeds a hole`; }

// How long before the server's `now` the time `at` was, in words ("3 min ago").
function ago(at, now) {
  const minutes = Math.floor(Math.max(0, now - at) / 60000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "a day ago" : `${days} days ago`;
}

function renderLobby(box, lobby, full) {
  // An invitation this browser made is told as its own: it is opened, not accepted.
  const open = lobby.open.map((g) => store.get(seatKey(g.id))
    ? el("tr", { class: "yours" },
      el("td", {}, describe(g)), el("td", {}, g.team ? "Your team game: waiting for the other team" : "Your invitation: waiting for someone to accept it"),
      el("td", { class: "muted", "data-testid": "age" }, `opened ${ago(g.created, lobby.now)}`),
      el("td", {}, el("a", { class: "button secondary", href: `/?game=${encodeURIComponent(g.id)}`, "data-testid": "yours" }, "Open")))
    : el("tr", {},
      el("td", {}, describe(g)), el("td", {}, g.team ? `A team game: ${sideName(other(g.seat))}'s team waits; you would join ${sideName(g.seat)}'s team` : `${playerName(g[other(g.seat)])} waits; you would play ${sideName(g.seat)}`),
      el("td", { class: "muted", "data-testid": "age" }, `opened ${ago(g.created, lobby.now)}`),
      el("td", {}, el("a", { class: "button", href: `/?game=${encodeURIComponent(g.id)}&invite=${encodeURIComponent(g.code)}`, "data-testid": "accept" }, "Accept"))));
  const playing = lobby.playing.map((g) => el("tr", {},
    el("td", {}, describe(g)), el("td", {}, `${playerName(g.south)} – ${playerName(g.north)}, ply ${g.ply}`),
    el("td", { class: "muted", "data-testid": "age" }, g.last_move_at ? `last move ${ago(g.last_move_at, lobby.now)}` : `started ${ago(g.created, lobby.now)}`),
    el("td", {}, el("a", { class: "button secondary", href: `/?game=${encodeURIComponent(g.id)}`, "data-testid": "watch" }, "Watch"))));
  open.push(...seriesLobbyRows(lobby, describe, ago));
  box.replaceChildren(
    el(full ? "h1" : "h2", {}, "Lobby"),
    el("h3", {}, "Open invitations"),
    open.length ? el("table", { class: "list lobby-list" }, el("tbody", {}, open)) : el("p", { class: "muted" }, "No open invitation right now."),
    el("h3", {}, "Games to watch"),
    playing.length ? el("table", { class: "list lobby-list" }, el("tbody", {}, playing)) : el("p", { class: "muted" }, "No game in progress."));
}

export function showLobby(app) {
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
