#!/usr/bin/env node
// Writes the app's PNG icons (public/icons/) from the logo mark: the web manifest's 192 and 512 px
// icons (full-bleed, so "maskable" crops keep the mark) and the 180 px Apple touch icon. The tab's
// icon is public/icons/icon.svg. Run after changing the mark: `node scripts/make-icons.mjs`.
import sharp from 'sharp';

const BRAND_700 = '#17623d';
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_700}"/><g transform="translate(4.8 4.8) scale(0.7)"><path d="M8 20l5-5 4 4 7-8" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;

for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
]) {
  await sharp(Buffer.from(mark), { density: size * 3 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${name}`);
}
