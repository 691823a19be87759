// Writes the PWA icons (public/icons/*.png) from the in-app logo, public/favicon.svg, so the
// home-screen icon is the same drawing as the logo in the app: `node scripts/make-icons.mjs`.
// Chromium (the one the browser tests use; CHROMIUM_PATH overrides) renders the SVG at each size.
//   icon-*.png       "any": the logo as it is, rounded square on a transparent background;
//   maskable-*.png   full-bleed square (the launcher cuts its own shape); the glyph already sits
//                    inside the central 80 % safe zone;
//   apple-touch-icon full-bleed 180 px square (iOS rounds the corners itself).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const logo = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
if (!/rx="14"/.test(logo)) throw new Error('favicon.svg changed shape: update the full-bleed variant below');
const fullBleed = logo.replace('rx="14"', 'rx="0"');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-192.png', size: 192, svg: fullBleed },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(new URL(`../public/icons/${file}`, import.meta.url), png);
  }
} finally {
  await browser.close();
}
console.log('icons written to public/icons/ from public/favicon.svg');
