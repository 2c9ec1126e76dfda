// End-to-end: accessibility. axe-core checks every kind of page at a desktop's and a
// phone's size against WCAG 2.0, 2.1 and 2.2 A and AA; the board is played with the
// keyboard alone; each ply is announced; reduced motion still shows a sowing's laps.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { startServer, launch, newGame, shots } from "../lib.js";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");
const AXE_SOURCE = readFileSync(AXE_PATH, "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const SIZES = [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]];

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function api(method, path, body, token) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = "Bearer " + token;
  const res = await fetch(server.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A game against the engine played through the API to its end, South taking its first legal move. */
async function finishedGame() {
  const g = await api("POST", "/api/games", { game: "en-dodoi", holes: 6, seeds: 4, south: "human", north: "level:1" });
  for (let i = 0; i < 2000; i++) {
    const v = await api("GET", "/api/games/" + g.id);
    if (v.result) return g;
    if (v.state.to_move === "south" && v.legal_moves.length) {
      try { await api("POST", `/api/games/${g.id}/moves`, { move: v.legal_moves[0] }, g.seat_token); } catch (_) { /* the engine moved meanwhile */ }
    } else await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the game did not end");
}

/**
 * Runs axe on the page as it stands. The page's CSP forbids inline scripts, so
 * `addScriptTag` (which inlines the file) is refused; the source is evaluated through the
 * DevTools protocol instead, which the CSP does not govern.
 */
async function axe(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) {
    try { await page.addScriptTag({ path: AXE_PATH }); } catch (_) { /* refused by the CSP */ }
    if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, TAGS);
}

for (const [name, viewport] of SIZES) {
  test(`${name}: axe finds no WCAG 2.2 A/AA violation on any page`, async () => {
    const finished = await finishedGame();
    const list = await api("GET", "/api/studies?game=en-dodoi&holes=6");
    const context = await browser.newContext({ viewport });
    // The finished game seen by its player (with the rematch offer).
    await context.addInitScript(({ id, token }) => {
      localStorage.setItem("mancala.seat." + id, JSON.stringify({ token, seat: "south" }));
      localStorage.setItem("mancala.speed", JSON.stringify("instant"));
    }, { id: finished.id, token: finished.seat_token });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const found = [];
    const check = async (what) => {
      await page.waitForTimeout(150);
      for (const v of await axe(page)) found.push({ page: what, ...v });
    };

    await page.goto(server.base + "/");
    await page.waitForSelector("[data-testid=start]");
    await check("home");

    await newGame(page, server.base, { game: "en-dodoi", level: 1 });
    await page.waitForSelector("svg.board g.hole.legal");
    await check("game in play");

    await page.goto(server.base + "/?game=" + finished.id);
    await page.waitForSelector("[data-testid=summary]:not([hidden])");
    await check("finished game");

    await page.goto(server.base + "/");
    await page.selectOption("[data-testid=opponent]", "teams");
    await page.fill("[data-testid=my-name]", "Sindillo");
    await page.click("[data-testid=start]");
    await page.waitForSelector("[data-testid=team-invite]");
    await check("team game");

    await page.goto(server.base + "/");
    await page.selectOption("[data-testid=opponent]", "engine");
    await page.selectOption("[data-testid=level]", "1");
    await page.fill("[data-testid=series-target]", "2");
    await page.click("[data-testid=start]");
    await page.waitForURL(/\?series=/);
    await page.waitForSelector("[data-testid=series] [data-testid=tally-a]");
    await check("series");

    await page.goto(server.base + "/lobby");
    await page.waitForSelector("h1");
    await page.waitForTimeout(300);
    await check("lobby");

    await page.goto(server.base + "/analysis");
    await page.waitForSelector("svg.board g.hole.legal");
    await page.waitForSelector("[data-testid=engine-line]", { timeout: 20000 }).catch(() => {});
    await check("analysis");

    await page.goto(server.base + "/review?game=" + finished.id);
    await page.waitForSelector("[data-testid=review-done]", { timeout: 60000 });
    await check("review");

    await page.goto(server.base + "/studies");
    await page.waitForSelector("[data-testid=daily-en-dodoi]");
    await check("studies");

    await page.goto(server.base + "/studies/" + list.studies[0].id);
    await page.waitForSelector("svg.board g.hole.legal");
    await check("puzzle");

    await page.goto(server.base + "/rules");
    await check("rules");
    await page.goto(server.base + "/rules/en-gehe");
    await check("rules of En Gehé");

    await page.goto(server.base + "/no-such-page");
    await check("404");

    for (const v of found) console.log(`${name} ${v.page}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.slice(0, 8).join("\n    ")}${v.targets.length > 8 ? `\n    … ${v.targets.length - 8} more` : ""}`);
    assert.deepEqual(found.map((v) => `${v.page}: ${v.id}`), [], "axe violations");
    assert.deepEqual(errors, []);
    await context.close();
  });
}
