// Small helpers every view shares: building DOM and SVG nodes, the JSON API, local
// storage, following a WebSocket, the catalogue of games and how players are named.

import { t, has, language } from "./i18n.js";

export const SVG_NS = "http://www.w3.org/2000/svg";

function fill(node, attrs, children, isSvg) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class" && !isSvg) node.className = v;
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/** An HTML element: `el("p", {class: "x", onclick: f}, "text", child)`. */
export function el(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children, false);
}

/** An SVG element, as `el`. */
export function svg(tag, attrs, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children, true);
}

/**
 * Calls the JSON API; throws an Error carrying the server's message in the reader's
 * language (the translation of its `code`, else its English `error`).
 */
export async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = "Bearer " + token;
  let res;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    // No answer at all: no connection, or no server (a static copy of the page).
    e.unreachable = true;
    throw e;
  }
  let data = null;
  try { data = await res.json(); } catch (_) { /* not JSON */ }
  if (!res.ok) {
    const error = new Error(errorText(data) || `${res.status} ${res.statusText}`);
    error.status = res.status;
    if (data && typeof data.code === "string") error.code = data.code;
    // A refused copy of a study names the study it already is.
    if (data && typeof data.study === "string") error.study = data.study;
    const retry = res.headers.get("Retry-After");
    if (retry !== null) error.retryAfter = Number(retry);
    throw error;
  }
  return data;
}

// The message of an API error: in English the server's own text (it names the details:
// which move, which field); in another language its code's translation (`error-no-game`
// for `no_game`), else the English text.
function errorText(data) {
  if (!data) return null;
  const id = typeof data.code === "string" ? "error-" + data.code.replace(/_/g, "-") : null;
  return id && language() !== "en" && has(id) ? t(id) : data.error;
}

/** The browser's local storage under "mancala.", JSON values; silent in private mode. */
export const store = {
  get(key) { try { return JSON.parse(localStorage.getItem("mancala." + key)); } catch (_) { return null; } },
  set(key, value) { try { localStorage.setItem("mancala." + key, JSON.stringify(value)); } catch (_) { /* private mode */ } },
};

/** Whether the reader asked for less motion (prefers-reduced-motion: reduce). */
export function reducedMotion() { return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches; }

export function seatKey(id) { return "seat." + id; }
export function playerName(p) { return p === "human" ? t("player-human") : p.startsWith("level:") ? t("player-engine", { level: Number(p.slice(6)) }) : p; }
export function sideName(s) { return t("side", { side: s }); }
export function other(s) { return s === "south" ? "north" : "south"; }
export function sleep(ms) { return new Promise((r) => setTimeout(r, ms)); }

/**
 * Follows the WebSocket at `path` + "/ws" (a game, a series or the lobby) for `owner`:
 * each message goes to `owner.receive`, a lost connection is made again while `alive()`,
 * and when the very first one fails before anything came, `path` is asked over HTTP so
 * that `onError` can show a clear message (no such game, say). An answer of 404 stops
 * the retries.
 */
export function followSocket(owner, path, { onOpen, onError, alive }) {
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
  ws.onclose = async () => {
    if (!opened && !owner.data) {
      try { owner.receive(await api("GET", path)); } catch (e) {
        if (onError) onError(e);
        if (e.status === 404) return;
      }
    }
    owner.retry = Math.min((owner.retry || 0) + 1, 6);
    setTimeout(() => { if (alive()) followSocket(owner, path, { onOpen, onError, alive }); }, 500 * owner.retry);
  };
}

let catalog = null;
/** The catalogue of games (fetched once). */
export async function loadCatalog() {
  if (!catalog) catalog = await api("GET", "/api/catalog");
  return catalog;
}
export function getCatalog() { return catalog; }
export function gameInfo(name) { return catalog && catalog.games.find((g) => g.game === name); }
export function gameTitle(name) { const info = gameInfo(name); return info ? info.title : name; }

/** A read-only text box with a Copy button. */
export function copyBox(label, url, testid) {
  const input = el("input", { value: url, readonly: true, "data-testid": testid, "aria-label": label });
  return el("div", { class: "copy" }, el("span", {}, label), input,
    el("button", { class: "secondary", type: "button", onclick: () => { input.select(); if (navigator.clipboard) navigator.clipboard.writeText(url).catch(() => {}); } }, t("copy")));
}

/** A team game's newcomer gives a name on the page before joining. */
export function askName(app, game, holes) {
  return new Promise((resolve) => {
    const input = el("input", { "data-testid": "member-name", maxlength: 40, value: store.get("name") || "", required: true });
    app.replaceChildren(el("form", { class: "panel", onsubmit: (ev) => {
      ev.preventDefault();
      const name = input.value.trim();
      if (!name) return;
      store.set("name", name);
      resolve(name);
    } }, el("h1", {}, t("join-team-heading", { game: gameTitle(game), holes })),
    el("p", {}, t("join-team-text")),
    el("label", {}, t("your-name"), " ", input), el("button", { type: "submit", "data-testid": "join-team" }, t("join-team-button"))));
    input.focus();
  });
}
