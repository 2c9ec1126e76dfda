// Screenshots of the page at 390x844 in the languages given (default: sw am): the home page,
// a game against the engine after a few moves, the analysis board and a puzzle. For looking
// at, not a test: `node shots-lang.mjs sw am` writes e2e/screenshots/lang-<code>-<page>.png.
import { join } from "node:path";
import { startServer, launch, shots } from "./lib.js";

const codes = process.argv.slice(2).length ? process.argv.slice(2) : ["sw", "am"];
const server = await startServer();
const browser = await launch();
try {
  for (const code of codes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: code });
    const page = await context.newPage();
    const shot = (name) => page.screenshot({ path: join(shots, `lang-${code}-${name}.png`), fullPage: false });
    await page.goto(server.base + "/");
    await page.waitForSelector("[data-testid=start]");
    await shot("home");
    await page.selectOption("[data-testid=level]", "1");
    await page.click("[data-testid=start]");
    await page.waitForSelector("svg.board g.hole.legal");
    for (let i = 0; i < 3; i++) {
      await page.locator("svg.board g.hole.legal").first().click();
      await page.waitForTimeout(2500);
      await page.waitForSelector("svg.board g.hole.legal", { timeout: 20000 }).catch(() => {});
    }
    await shot("game");
    await page.goto(server.base + "/analysis?game=giuthi");
    await page.waitForSelector("svg.board g.hole.legal");
    await page.waitForTimeout(2000);
    await shot("analysis");
    const list = await (await fetch(server.base + "/api/studies")).json();
    await page.goto(server.base + "/studies/" + list.studies[0].id);
    await page.waitForSelector("svg.board g.hole.legal");
    await shot("puzzle");
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
