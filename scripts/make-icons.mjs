// Draws the web app icons (apps/web/public/icons) from the favicon's design with headless
// chromium: 192 and 512 px with rounded corners, and a 512 px maskable one whose mark sits inside
// the safe zone (the centre 80%). Run once after changing the design: node scripts/make-icons.mjs
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const mark = (d, width) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const icons = [
  {
    file: 'icon-192.png',
    size: 192,
    svg: `<rect width="512" height="512" rx="112" fill="#0f766e"/>${mark('M144 272l80 80 144-176', 48)}`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: `<rect width="512" height="512" rx="112" fill="#0f766e"/>${mark('M144 272l80 80 144-176', 48)}`,
  },
  {
    file: 'maskable-512.png',
    size: 512,
    svg: `<rect width="512" height="512" fill="#0f766e"/>${mark('M176 266l56 56 104-128', 36)}`,
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${icon.size}" height="${icon.size}" style="display:block">${icon.svg}</svg></body>`,
  );
  await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
}
await browser.close();
