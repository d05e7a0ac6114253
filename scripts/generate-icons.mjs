// Renders app/icon.svg to the icons browsers ask for by fixed name: app/apple-icon.png (180x180,
// the iOS home screen) and app/favicon.ico (16, 32 and 48 px PNGs in one ICO container). The
// outputs are checked in; run `node scripts/generate-icons.mjs` after changing the SVG.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const app = path.join(import.meta.dirname, '..', 'app');
const svg = await readFile(path.join(app, 'icon.svg'));
const png = (size, options = {}) => sharp(svg, { density: 72 * (size / 32) * 2 }).resize(size, size, options).png({ compressionLevel: 9 }).toBuffer();

// The touch icon has no transparent corners (iOS would fill them black): the brand green fills the square.
const apple = await sharp(await png(180)).flatten({ background: '#186554' }).png({ compressionLevel: 9 }).toBuffer();
await writeFile(path.join(app, 'apple-icon.png'), apple);

// ICO: a 6-byte header, a 16-byte entry per image, then the PNG images (Windows Vista and later read PNG entries).
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map((size) => png(size)));
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((image, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[i], 0);
  entry.writeUInt8(sizes[i], 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
await writeFile(path.join(app, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]));
