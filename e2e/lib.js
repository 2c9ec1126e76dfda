// Shared set-up for the end-to-end tests: a fresh server on a free port with its own
// database, and Debian's headless Chromium driven by playwright-core.
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, "..");
export const shots = join(here, "screenshots");
mkdirSync(shots, { recursive: true });

/** Starts `mancala serve` on a free port; resolves to { base, stop }. */
export async function startServer() {
  const bin = process.env.MANCALA_BIN || join(root, "target", "release", "mancala");
  const db = join(mkdtempSync(join(tmpdir(), "mancala-e2e-")), "e2e.db");
  const child = spawn(bin, ["serve", "--addr", "127.0.0.1:0", "--db", db], { stdio: ["ignore", "pipe", "inherit"] });
  const base = await new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error("the server did not say its address: " + seen)), 20000);
    child.stdout.on("data", (chunk) => {
      seen += chunk;
      const m = seen.match(/http:\/\/[0-9.:]+\//);
      if (m) { clearTimeout(timer); resolve(m[0].replace(/\/$/, "")); }
    });
    child.on("exit", (code) => reject(new Error("the server exited with " + code)));
  });
  return { base, stop: () => child.kill("SIGKILL") };
}

/** Launches headless Chromium (Debian's package, or CHROMIUM_PATH). */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
}

/** Starts a game against the engine from the new-game form at `base` and waits for its board. */
export async function newGame(page, base, { game, board, level = 1, side = "south" } = {}) {
  await page.goto(base + "/");
  if (game) await page.selectOption("[data-testid=game]", game);
  if (board) await page.selectOption("[data-testid=board]", board);
  await page.selectOption("[data-testid=opponent]", "engine");
  await page.selectOption("[data-testid=level]", String(level));
  await page.selectOption("[data-testid=side]", side);
  await page.click("[data-testid=start]");
  await page.waitForSelector("svg.board g.hole");
}

/** Plays through a game from the page until the summary shows; returns the plies clicked. */
export async function clickToTheEnd(page, { maxPlies = 2000, preferDirection = "right" } = {}) {
  let clicked = 0;
  const movesShown = () => page.locator("[data-testid=moves] li").count();
  for (let guard = 0; guard < maxPlies * 4; guard++) {
    if (await page.locator("[data-testid=summary]").isVisible()) return clicked;
    const before = await movesShown();
    const pass = page.locator("[data-testid=pass]");
    // The legal hole with the most seeds (a simple, deterministic choice), or none yet.
    const hole = await page.evaluate(() => {
      let best = null, seeds = -1;
      for (const g of document.querySelectorAll("svg.board g.hole.legal")) {
        const n = Number(g.dataset.seeds);
        if (n > seeds) { seeds = n; best = g.dataset.hole; }
      }
      return best;
    });
    if (await pass.isVisible()) {
      await pass.click();
    } else if (hole === null) {
      await page.waitForTimeout(30);
      continue;
    } else {
      try {
        await page.locator(`svg.board g.hole[data-hole="${hole}"]`).click({ timeout: 2000 });
      } catch (_) { continue; } // the board was redrawn under the pointer; look again
      const anyDir = page.locator("[data-testid=direction] button[data-testid^=dir-]");
      if (await anyDir.count() > 0) {
        const want = clicked % 2 === 0 ? preferDirection : (preferDirection === "right" ? "left" : "right");
        const dir = page.locator(`[data-testid=dir-${want}]`);
        if (await dir.count() > 0) await dir.click(); else await anyDir.first().click();
      }
    }
    clicked++;
    if (clicked > maxPlies) throw new Error("the game did not end within " + maxPlies + " plies");
    // The move is taken when the move list grows (or the game ends).
    await page.waitForFunction((n) => document.querySelectorAll("[data-testid=moves] li").length > n
      || document.querySelector("[data-testid=summary]:not([hidden])"), before, { timeout: 30000 });
  }
  throw new Error("gave up waiting for the end of the game");
}
