// The page's languages: every text the page shows is a message of the chosen language's
// Fluent catalog (served at /locales/<code>.ftl, written in crates/mancala-locales).
//   t(id, args)       a message formatted with Fluent (plurals and selectors by CLDR rules)
//   number(n)         a number in the reader's language (Intl.NumberFormat); fixed(n, d)
//                     with d decimals
//   tMarked(node, id) a message whose <a>/<code>/<strong> tags fill the node's own children
//   translateTree(n)  the static HTML under n: each [data-l10n-id] element gets its message
//   withLang(url)     a link of the page's own that keeps ?lang=
// The language: ?lang=xx on the address (for this visit: it keeps across the links the
// page builds and changes no saved choice; an unknown code is ignored), else the reader's
// choice in the header's picker (saved in this browser), else the browser's languages,
// else English. ?lang=en-XA is the pseudo-locale: English accented and lengthened, so that
// a text left out of the catalogs shows at once.

import { FluentBundle, FluentResource } from "./vendor/fluent-bundle/index.js";

/** The pseudo-locale's code. */
export const PSEUDO = "en-XA";
const SOURCE = "en";
const STORE_KEY = "mancala.lang";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = [..."áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"];

/** `text` pseudo-localised as the Rust crate does it: letters accented, vowels doubled, `<tags>` kept. */
export function pseudoText(text) {
  let out = "", inTag = false;
  for (const c of text) {
    if (inTag || c === "<") { inTag = c !== ">"; out += c; continue; }
    const i = PLAIN.indexOf(c);
    if (i < 0) { out += c; continue; }
    out += "aeiouAEIOU".includes(c) ? ACCENTED[i] + ACCENTED[i] : ACCENTED[i];
  }
  return out;
}

let languages = [{ code: SOURCE, name: "English", status: "complete" }];
let code = SOURCE;
let bundle = null; // the chosen language's messages
let english = null; // English behind it, for a message a translation lacks
const missing = new Set();

/** The chosen language's code: `en`, `sw`, `en-XA`. */
export function language() { return code; }

/** The address of the chosen language's catalog (English's for the pseudo-locale). */
export function catalogPath() { return `/locales/${code === PSEUDO ? SOURCE : code}.ftl`; }

/** The languages offered (those with a catalog): `[{ code, name, status }]`, English first. */
export function offered() { return languages; }

function storedChoice() { try { return localStorage.getItem(STORE_KEY); } catch (_) { return null; } }

function known(wanted) {
  if (!wanted) return null;
  if (wanted.toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  const lower = wanted.toLowerCase();
  const exact = languages.find((l) => l.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const primary = languages.find((l) => l.code.toLowerCase() === lower.split(/[-_]/)[0]);
  return primary ? primary.code : null;
}

/** The language asked for on the address (`?lang=`), when it is one the page has. */
export function askedLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (!asked) return null;
  const lower = asked.toLowerCase();
  if (lower === PSEUDO.toLowerCase()) return PSEUDO;
  const found = languages.find((l) => l.code.toLowerCase() === lower);
  return found ? found.code : null;
}

function choose() {
  const asked = askedLanguage();
  if (asked) return asked;
  const saved = storedChoice();
  if (saved && languages.some((l) => l.code === saved)) return saved;
  for (const wanted of navigator.languages || [navigator.language]) {
    const found = known(wanted);
    if (found && found !== PSEUDO) return found;
  }
  return SOURCE;
}

async function fetchCatalog(which) {
  const res = await fetch(`/locales/${which}.ftl`);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return new FluentResource(await res.text());
}

function makeBundle(locale, resource, transform) {
  // No bidi isolation marks around placeables: every language shipped is written left to
  // right, and the page's texts are compared word for word.
  const made = new FluentBundle(locale, { useIsolating: false, transform });
  const errors = made.addResource(resource);
  for (const e of errors) console.error(`locales/${locale}.ftl: ${e.message}`);
  return made;
}

/**
 * Chooses the language and loads its catalog (and English behind it); call before showing
 * anything. Writes `<html lang>`.
 */
export async function loadLanguage() {
  try {
    const res = await fetch("/locales/index.json");
    if (res.ok) languages = await res.json();
  } catch (_) { /* English only */ }
  code = choose();
  const base = code === PSEUDO ? SOURCE : code;
  const [own, source] = await Promise.all([fetchCatalog(base), base === SOURCE ? null : fetchCatalog(SOURCE)]);
  bundle = makeBundle(code === PSEUDO ? "en" : code, own, code === PSEUDO ? pseudoText : undefined);
  english = source ? makeBundle(SOURCE, source) : null;
  document.documentElement.lang = code;
  keepLanguageInLinks();
}

// A message the chosen catalog lacks is a fault to mend: it is told on the console and
// listed on <html data-l10n-missing> (the browser tests read it), and the English text
// shows meanwhile; one English lacks too shows as ⟦id⟧.
function reportMissing(id) {
  if (missing.has(id)) return;
  missing.add(id);
  console.error(`missing message '${id}' in locales/${code}.ftl`);
  document.documentElement.dataset.l10nMissing = [...missing].join(" ");
}

function formatFrom(from, id, args) {
  const [name, attribute] = id.split(".");
  const message = from && from.getMessage(name);
  if (!message) return null;
  const pattern = attribute ? message.attributes[attribute] : message.value;
  if (!pattern) return null;
  const errors = [];
  const text = from.formatPattern(pattern, args, errors);
  for (const e of errors) console.error(`message '${id}' in locales/${code}.ftl: ${e.message}`);
  return text;
}

/** The message `id` (or `id.attribute`) with `args` in the chosen language. */
export function t(id, args) {
  const text = formatFrom(bundle, id, args);
  if (text !== null) return text;
  reportMissing(id);
  const fallback = formatFrom(english, id, args);
  return fallback !== null ? fallback : `⟦${id}⟧`;
}

/** Whether the chosen catalog (or English) has the message `id`. */
export function has(id) {
  const [name] = id.split(".");
  return Boolean((bundle && bundle.hasMessage(name)) || (english && english.hasMessage(name)));
}

const numberFormats = new Map();
/**
 * The number `n` written in the chosen language; `options` as Intl.NumberFormat's
 * (`{ minimumFractionDigits: 1, maximumFractionDigits: 1 }` for "2.5").
 */
export function number(n, options) {
  const key = options ? JSON.stringify(options) : "";
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(code === PSEUDO ? SOURCE : code, options);
    numberFormats.set(key, format);
  }
  return format.format(n);
}

/** `n` with exactly `digits` decimals in the chosen language: "2.50". */
export function fixed(n, digits) {
  return number(n, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
}

const ATTRIBUTES = ["title", "aria-label", "placeholder", "alt"];
const INLINE = new Set(["A", "CODE", "STRONG", "EM", "KBD"]);

/**
 * Puts the messages into the static HTML under `root`: an element with
 * `data-l10n-id="id"` gets the message's text (and its `title`, `aria-label`, `placeholder`
 * attributes). A message may mark words with the element's own inline children in order,
 * `<a>lobby</a>`: each keeps its attributes (the link's address) and takes the new words.
 */
export function translateTree(root) {
  for (const node of root.querySelectorAll("[data-l10n-id]")) {
    const id = node.dataset.l10nId;
    const args = node.dataset.l10nArgs ? JSON.parse(node.dataset.l10nArgs) : undefined;
    const name = id.split(".")[0];
    const message = (bundle && bundle.getMessage(name)) || (english && english.getMessage(name));
    if (!message) { reportMissing(id); continue; }
    if (message.value) setWithChildren(node, t(id, args));
    for (const attribute of ATTRIBUTES) {
      if (message.attributes && message.attributes[attribute]) node.setAttribute(attribute, t(`${id}.${attribute}`, args));
    }
  }
}

/**
 * `node` (built with its inline children: `<a>`, `<code>`, `<strong>`) filled with the
 * message `id`, whose tags mark the words each child takes, in order.
 */
export function tMarked(node, id, args) {
  setWithChildren(node, t(id, args));
  return node;
}

function setWithChildren(node, text) {
  if (node.tagName === "TITLE" || !node.children.length) { node.textContent = text; return; }
  const kept = [...node.children].filter((c) => INLINE.has(c.tagName));
  const template = document.createElement("template");
  template.innerHTML = text;
  const parts = [];
  for (const part of template.content.childNodes) {
    if (part.nodeType === Node.TEXT_NODE) { parts.push(document.createTextNode(part.textContent)); continue; }
    const index = kept.findIndex((c) => c.tagName === part.tagName);
    if (index < 0) { parts.push(document.createTextNode(part.textContent)); continue; }
    const own = kept.splice(index, 1)[0];
    own.textContent = part.textContent;
    parts.push(own);
  }
  node.replaceChildren(...parts);
}

/** `url` (a path of this site) with the address's `?lang=` kept, when there is one. */
export function withLang(url) {
  const asked = new URLSearchParams(location.search).get("lang");
  if (!asked || !askedLanguage()) return url;
  const target = new URL(url, location.href);
  if (target.origin !== location.origin || target.pathname.startsWith("/api/") || target.searchParams.has("lang")) return url;
  target.searchParams.set("lang", asked);
  return target.pathname + target.search + target.hash;
}

// With ?lang= on the address, every link of this site the page shows keeps it: those in
// the HTML and those the views build (a MutationObserver sees them added).
function keepLanguageInLinks() {
  if (!askedLanguage()) return;
  const fix = (a) => {
    const href = a.getAttribute("href");
    if (!href || href.startsWith("#") || a.hasAttribute("download")) return;
    const kept = withLang(href);
    if (kept !== href) a.setAttribute("href", kept);
  };
  const fixAll = (root) => {
    if (root.nodeType !== Node.ELEMENT_NODE) return;
    if (root.tagName === "A") fix(root);
    for (const a of root.querySelectorAll("a[href]")) fix(a);
  };
  fixAll(document.body);
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "attributes") fix(change.target);
      else for (const node of change.addedNodes) fixAll(node);
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["href"] });
}

/**
 * The language picker in the header: each language named in itself, a draft marked as one.
 * Choosing saves the choice in this browser and shows the page again in that language
 * (without any ?lang=, which would outweigh the choice).
 */
export function mountPicker() {
  const header = document.querySelector("header.top");
  if (!header || header.querySelector("select.language")) return;
  const select = document.createElement("select");
  select.className = "language";
  select.dataset.testid = "language";
  select.setAttribute("aria-label", t("language-picker"));
  const entries = languages.map((l) => [l.code, l.status === "draft" ? t("language-draft", { name: l.name }) : l.name]);
  if (code === PSEUDO) entries.push([PSEUDO, PSEUDO]);
  for (const [value, label] of entries) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = label;
    option.lang = value;
    option.selected = value === code;
    select.append(option);
  }
  select.addEventListener("change", () => {
    if (select.value === PSEUDO) return;
    try { localStorage.setItem(STORE_KEY, select.value); } catch (_) { /* private mode */ }
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    location.replace(url.pathname + url.search + url.hash);
  });
  header.append(select);
}
