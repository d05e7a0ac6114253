// Renders the landing-page artwork from hand-written SVG, so the site ships no stock or hotlinked imagery.
// Usage: node scripts/generate-landing-images.mjs  (writes public/images/landing/*.webp)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/images/landing');
const HERO_W = 1600;
const HERO_H = 1000;
// The hero cross-fades several of these on every first visit, so each must stay small.
const MAX_HERO_BYTES = 150 * 1024;

const r1 = (n) => Math.round(n * 10) / 10;

// Seeded so re-running the script reproduces identical files instead of churning the repository.
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const linear = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;

const radial = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`;

/**
 * Islamic star-and-cross strapwork, built with Hankin's "polygons in contact" method on the 4.8.8
 * (octagon and square) tiling: rays leave every edge midpoint at a fixed contact angle and stop where
 * they meet their neighbour, which yields the eight-pointed stars of classical geometric ornament.
 */
function strapworkPath(width, height, cell, contactDeg, originX = 0, originY = 0) {
  const side = cell / (1 + Math.SQRT2);
  const h = cell / 2;
  const l = side / 2;
  const polygons = [];
  for (let gx = Math.floor(-originX / cell) - 1; gx <= Math.ceil((width - originX) / cell); gx++) {
    for (let gy = Math.floor(-originY / cell) - 1; gy <= Math.ceil((height - originY) / cell); gy++) {
      const cx = originX + gx * cell;
      const cy = originY + gy * cell;
      polygons.push([
        [cx + l, cy - h], [cx + h, cy - l], [cx + h, cy + l], [cx + l, cy + h],
        [cx - l, cy + h], [cx - h, cy + l], [cx - h, cy - l], [cx - l, cy - h],
      ]);
      const sx = cx + h;
      const sy = cy + h;
      const d = h - l;
      polygons.push([[sx, sy - d], [sx + d, sy], [sx, sy + d], [sx - d, sy]]);
    }
  }
  const theta = (contactDeg * Math.PI) / 180;
  const segments = [];
  for (const poly of polygons) {
    const c = poly.reduce((acc, [x, y]) => [acc[0] + x / poly.length, acc[1] + y / poly.length], [0, 0]);
    poly.forEach((a, i) => {
      const b = poly[(i + 1) % poly.length];
      const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const e = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
      let n = [-e[1], e[0]];
      if (n[0] * (c[0] - m[0]) + n[1] * (c[1] - m[1]) < 0) n = [-n[0], -n[1]];
      for (const [sign, vertex] of [[1, b], [-1, a]]) {
        const dir = [sign * e[0] * Math.cos(theta) + n[0] * Math.sin(theta), sign * e[1] * Math.cos(theta) + n[1] * Math.sin(theta)];
        const v = [vertex[0] - c[0], vertex[1] - c[1]];
        // Solve m + t*dir = c + u*v: the neighbouring ray meets this one on the centre-to-vertex line.
        const det = dir[0] * -v[1] - dir[1] * -v[0];
        if (Math.abs(det) < 1e-9) continue;
        const t = ((c[0] - m[0]) * -v[1] - (c[1] - m[1]) * -v[0]) / det;
        segments.push(`M${r1(m[0])},${r1(m[1])}L${r1(m[0] + t * dir[0])},${r1(m[1] + t * dir[1])}`);
      }
    });
  }
  return segments.join('');
}

const dome = (cx, baseY, w, h) => {
  const l = cx - w / 2;
  const r = cx + w / 2;
  return `M${r1(l)},${r1(baseY)}C${r1(l - w * 0.07)},${r1(baseY - h * 0.55)} ${r1(cx - w * 0.2)},${r1(baseY - h * 0.8)} ${r1(cx)},${r1(baseY - h)}C${r1(cx + w * 0.2)},${r1(baseY - h * 0.8)} ${r1(r + w * 0.07)},${r1(baseY - h * 0.55)} ${r1(r)},${r1(baseY)}Z`;
};

const rect = (x, y, w, h) => `M${r1(x)},${r1(y)}h${r1(w)}v${r1(h)}h${r1(-w)}Z`;

const finial = (cx, topY, size) =>
  `${rect(cx - size * 0.06, topY - size, size * 0.12, size)}M${r1(cx)},${r1(topY - size * 1.35)}a${r1(size * 0.16)},${r1(size * 0.16)} 0 1 0 0.1,0Z`;

const pointedArch = (x, y, w, h) => {
  const spring = w * 0.62;
  const rad = w * 0.82;
  return `M${r1(x)},${r1(y + h)}V${r1(y + spring)}A${r1(rad)},${r1(rad)} 0 0 1 ${r1(x + w / 2)},${r1(y)}A${r1(rad)},${r1(rad)} 0 0 1 ${r1(x + w)},${r1(y + spring)}V${r1(y + h)}Z`;
};

function minaret(x, baseY, w, h) {
  const shaftTop = baseY - h * 0.8;
  const upperTop = baseY - h * 0.88;
  return [
    rect(x - w / 2, shaftTop, w, h * 0.8),
    rect(x - w * 0.85, baseY - h * 0.62, w * 1.7, h * 0.022),
    rect(x - w * 0.7, baseY - h * 0.6, w * 1.4, h * 0.03),
    rect(x - w * 0.85, shaftTop - h * 0.01, w * 1.7, h * 0.022),
    rect(x - w * 0.36, upperTop, w * 0.72, h * 0.08),
    `M${r1(x - w * 0.48)},${r1(upperTop)}L${r1(x)},${r1(baseY - h)}L${r1(x + w * 0.48)},${r1(upperTop)}Z`,
    finial(x, baseY - h, w * 0.9),
  ].join('');
}

function mosque(cx, baseY, scale) {
  const s = scale;
  const hallTop = baseY - 150 * s;
  return [
    rect(cx - 250 * s, hallTop, 500 * s, 150 * s),
    rect(cx - 120 * s, hallTop - 45 * s, 240 * s, 45 * s),
    dome(cx, hallTop - 45 * s, 250 * s, 190 * s),
    finial(cx, hallTop - 235 * s, 42 * s),
    rect(cx - 215 * s, hallTop - 18 * s, 90 * s, 18 * s),
    dome(cx - 170 * s, hallTop - 18 * s, 90 * s, 70 * s),
    finial(cx - 170 * s, hallTop - 88 * s, 20 * s),
    rect(cx + 125 * s, hallTop - 18 * s, 90 * s, 18 * s),
    dome(cx + 170 * s, hallTop - 18 * s, 90 * s, 70 * s),
    finial(cx + 170 * s, hallTop - 88 * s, 20 * s),
    minaret(cx - 300 * s, baseY, 34 * s, 450 * s),
    minaret(cx + 300 * s, baseY, 34 * s, 450 * s),
  ].join('');
}

function mosqueWindows(cx, baseY, scale) {
  const s = scale;
  const out = [];
  for (let i = -3; i <= 3; i++) out.push(pointedArch(cx + i * 62 * s - 14 * s, baseY - 120 * s, 28 * s, 60 * s));
  return out.join('');
}

function clockTower(x, baseY, w, h) {
  const bodyTop = baseY - h * 0.68;
  const belfryTop = bodyTop - h * 0.1;
  const spireBase = belfryTop;
  const pin = (px) => `M${r1(px - w * 0.07)},${r1(spireBase)}L${r1(px)},${r1(spireBase - h * 0.1)}L${r1(px + w * 0.07)},${r1(spireBase)}Z`;
  return [
    rect(x - w / 2, bodyTop, w, h * 0.68),
    rect(x - w * 0.42, belfryTop, w * 0.84, h * 0.1),
    `M${r1(x - w * 0.36)},${r1(spireBase)}L${r1(x)},${r1(baseY - h)}L${r1(x + w * 0.36)},${r1(spireBase)}Z`,
    pin(x - w * 0.45),
    pin(x + w * 0.45),
  ].join('');
}

function college(x1, x2, topY, baseY, rand) {
  const parts = [rect(x1, topY, x2 - x1, baseY - topY)];
  const windows = [];
  for (let gx = x1 + 30; gx < x2 - 40; gx += 64) {
    parts.push(`M${r1(gx - 10)},${r1(topY)}L${r1(gx + 22)},${r1(topY - 38)}L${r1(gx + 54)},${r1(topY)}Z`);
    parts.push(rect(gx + 19, topY - 52, 6, 18));
    for (const wy of [topY + 26, topY + 86]) {
      if (wy + 40 > baseY - 10) continue;
      windows.push({ d: pointedArch(gx + 8, wy, 26, 42), a: 0.25 + rand() * 0.7 });
    }
  }
  return { body: parts.join(''), windows };
}

function rotunda(cx, baseY, w) {
  const drumTop = baseY - w * 0.75;
  return [
    rect(cx - w * 0.55, baseY - w * 0.4, w * 1.1, w * 0.4),
    rect(cx - w / 2, drumTop, w, w * 0.35),
    `M${r1(cx - w / 2)},${r1(drumTop)}A${r1(w / 2)},${r1(w * 0.42)} 0 0 1 ${r1(cx + w / 2)},${r1(drumTop)}Z`,
    rect(cx - w * 0.08, drumTop - w * 0.55, w * 0.16, w * 0.16),
    `M${r1(cx - w * 0.1)},${r1(drumTop - w * 0.55)}L${r1(cx)},${r1(drumTop - w * 0.66)}L${r1(cx + w * 0.1)},${r1(drumTop - w * 0.55)}Z`,
  ].join('');
}

function trees(rand, xFrom, xTo, baseY, count, minR, maxR) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = xFrom + rand() * (xTo - xFrom);
    const r = minR + rand() * (maxR - minR);
    d += `M${r1(x - r)},${r1(baseY)}a${r1(r)},${r1(r * 1.1)} 0 1 1 ${r1(r * 2)},0Z`;
    d += `M${r1(x - r * 0.7)},${r1(baseY - r * 0.8)}a${r1(r * 0.7)},${r1(r * 0.8)} 0 1 1 ${r1(r * 1.4)},0Z`;
  }
  return d;
}

function stars(rand, count, w, maxY, minR = 0.6, maxR = 1.8) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = Math.pow(rand(), 1.6) * maxY;
    out += `<circle cx="${r1(rand() * w)}" cy="${r1(y)}" r="${r1(minR + rand() * (maxR - minR))}" fill="#fff8e6" opacity="${r1(0.25 + rand() * 0.7)}"/>`;
  }
  return out;
}

const crescentMoon = (id, cx, cy, r) =>
  `<mask id="${id}"><rect width="100%" height="100%" fill="black"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="white"/><circle cx="${r1(cx + r * 0.38)}" cy="${r1(cy - r * 0.22)}" r="${r1(r * 0.86)}" fill="black"/></mask>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 5}" fill="url(#moonGlow)"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f8e8bd" mask="url(#${id})"/>`;

function heroSkyline() {
  const rand = seededRandom(11);
  const ground = 860;
  const haze = [];
  for (let x = -20; x < HERO_W; x += 30 + rand() * 50) {
    const w = 30 + rand() * 70;
    const h = 40 + rand() * 110;
    haze.push(rect(x, ground - h, w, h));
    if (rand() > 0.75) haze.push(dome(x + w / 2, ground - h, w * 0.7, w * 0.5));
  }
  const hall = college(90, 640, 730, ground, rand);
  const silhouette = [
    hall.body,
    clockTower(420, ground, 78, 420),
    rotunda(735, ground, 150),
    mosque(1160, ground, 1),
    trees(rand, 0, HERO_W, ground + 10, 26, 14, 34),
    rect(0, ground, HERO_W, HERO_H - ground),
  ].join('');
  const hallWindows = hall.windows.map((wd) => `<path d="${wd.d}" fill="#f4bd62" opacity="${r1(wd.a)}"/>`).join('');
  return svgDoc(
    HERO_W,
    HERO_H,
    `<defs>${linear('sky', [
      [0, '#061c1b'], [0.3, '#0f3634'], [0.55, '#3a4a50'], [0.7, '#7d5a5a'], [0.8, '#c27c4c'], [0.88, '#eaa85a'], [1, '#f6cf85'],
    ])}${radial('sun', [[0, '#ffd993', 0.85], [0.4, '#f3a95a', 0.35], [1, '#f3a95a', 0]], { cx: 0.5, cy: 0.5, r: 0.5 })}${radial('moonGlow', [
      [0, '#f8e8bd', 0.35], [1, '#f8e8bd', 0],
    ])}${linear('groundFade', [[0, '#041110', 0], [1, '#041110', 0.9]])}</defs>` +
      `<rect width="${HERO_W}" height="${HERO_H}" fill="url(#sky)"/>` +
      stars(rand, 170, HERO_W, 520) +
      crescentMoon('moonMask', 1330, 180, 40) +
      `<ellipse cx="1150" cy="850" rx="700" ry="260" fill="url(#sun)"/>` +
      `<path d="${haze.join('')}" fill="#33474b" opacity="0.55"/>` +
      `<path d="${silhouette}" fill="#061715"/>` +
      hallWindows +
      `<circle cx="420" cy="${ground - 250}" r="17" fill="#f6c978" opacity="0.9"/>` +
      `<path d="${mosqueWindows(1160, ground, 1)}" fill="#f4bd62" opacity="0.75"/>` +
      `<rect y="${ground - 40}" width="${HERO_W}" height="${HERO_H - ground + 40}" fill="url(#groundFade)"/>`,
  );
}

function lantern(cx, topY, s, id) {
  const y0 = topY + s * 0.3;
  const body = `M${r1(cx - s * 0.26)},${r1(y0)}L${r1(cx + s * 0.26)},${r1(y0)}L${r1(cx + s * 0.5)},${r1(y0 + s * 0.38)}L${r1(cx + s * 0.4)},${r1(y0 + s * 0.78)}L${r1(cx)},${r1(y0 + s * 1.05)}L${r1(cx - s * 0.4)},${r1(y0 + s * 0.78)}L${r1(cx - s * 0.5)},${r1(y0 + s * 0.38)}Z`;
  let lattice = '';
  for (let k = -6; k <= 6; k++) {
    const x = cx + k * s * 0.12;
    lattice += `M${r1(x - s)},${r1(y0 - s * 0.2)}L${r1(x + s)},${r1(y0 + s * 1.8)}M${r1(x + s)},${r1(y0 - s * 0.2)}L${r1(x - s)},${r1(y0 + s * 1.8)}`;
  }
  const sw = Math.max(1, s * 0.025);
  return (
    `<circle cx="${cx}" cy="${r1(y0 + s * 0.45)}" r="${r1(s * 2.6)}" fill="url(#lanternGlow)"/>` +
    `<path d="M${cx},0V${r1(topY + s * 0.05)}" stroke="#2a1d10" stroke-width="${r1(sw)}"/>` +
    `<path d="${dome(cx, y0, s * 0.5, s * 0.26)}${rect(cx - s * 0.3, y0 - s * 0.03, s * 0.6, s * 0.05)}" fill="#3a2a16"/>` +
    `<clipPath id="${id}"><path d="${body}"/></clipPath>` +
    `<path d="${body}" fill="url(#lanternCore)"/>` +
    `<path d="${lattice}" clip-path="url(#${id})" stroke="#5a3510" stroke-width="${r1(sw * 1.4)}" opacity="0.75"/>` +
    `<path d="${body}" fill="none" stroke="#3a2a16" stroke-width="${r1(sw * 2)}"/>` +
    `<path d="M${r1(cx - s * 0.07)},${r1(y0 + s * 1.0)}L${r1(cx)},${r1(y0 + s * 1.3)}L${r1(cx + s * 0.07)},${r1(y0 + s * 1.0)}Z" fill="#3a2a16"/>`
  );
}

function heroLanterns() {
  const rand = seededRandom(23);
  let bokeh = '';
  for (let i = 0; i < 46; i++) {
    const x = 300 + rand() * 1350;
    const y = rand() * HERO_H;
    const r = 8 + rand() * 46;
    bokeh += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${rand() > 0.4 ? '#f2b45a' : '#e58f3c'}" opacity="${r1(0.05 + rand() * 0.2)}"/>`;
  }
  const far = [
    [180, 120, 44], [460, 60, 52], [700, 250, 48], [1540, 420, 60],
  ].map(([x, y, s], i) => lantern(x, y, s, `farClip${i}`)).join('');
  const near = [
    [960, 210, 110], [1200, 90, 160], [1420, 280, 120],
  ].map(([x, y, s], i) => lantern(x, y, s, `nearClip${i}`)).join('');
  return svgDoc(
    HERO_W,
    HERO_H,
    `<defs>${radial('bg', [[0, '#1d4a40'], [0.55, '#0b2a24'], [1, '#04120f']], { cx: 0.68, cy: 0.35, r: 0.8 })}` +
      `${radial('lanternGlow', [[0, '#ffcc77', 0.55], [0.35, '#f0a048', 0.18], [1, '#f0a048', 0]])}` +
      `${radial('lanternCore', [[0, '#fff4cf'], [0.45, '#ffc76a'], [1, '#d9782a']], { cx: 0.5, cy: 0.45, r: 0.6 })}` +
      `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>` +
      `<filter id="far" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter></defs>` +
      `<rect width="${HERO_W}" height="${HERO_H}" fill="url(#bg)"/>` +
      `<path d="${strapworkPath(HERO_W, HERO_H, 180, 67.5)}" stroke="#e8c061" stroke-width="1.4" fill="none" opacity="0.06"/>` +
      `<g filter="url(#soft)">${bokeh}</g>` +
      `<g filter="url(#far)" opacity="0.55">${far}</g>` +
      near,
  );
}

function heroGeometric() {
  const lines = strapworkPath(HERO_W, HERO_H, 200, 67.5, 1150, 420);
  return svgDoc(
    HERO_W,
    HERO_H,
    `<defs>${radial('bg', [[0, '#23614f'], [0.45, '#0e3a31'], [1, '#041410']], { cx: 0.72, cy: 0.42, r: 0.75 })}` +
      `${linear('fade', [[0, '#fff', 0.12], [0.45, '#fff', 0.35], [0.8, '#fff', 1], [1, '#fff', 0.8]], { x2: 1, y2: 0 })}` +
      `${radial('light', [[0, '#ffd68a', 0.45], [0.5, '#e8a64a', 0.12], [1, '#e8a64a', 0]])}` +
      `<mask id="fadeMask"><rect width="${HERO_W}" height="${HERO_H}" fill="url(#fade)"/></mask></defs>` +
      `<rect width="${HERO_W}" height="${HERO_H}" fill="url(#bg)"/>` +
      `<circle cx="1150" cy="420" r="620" fill="url(#light)"/>` +
      `<g mask="url(#fadeMask)" fill="none">` +
      `<path d="${lines}" stroke="#0a2822" stroke-width="9" stroke-linecap="round" opacity="0.7"/>` +
      `<path d="${lines}" stroke="#e8c061" stroke-width="2.2" stroke-linecap="round" opacity="0.55"/>` +
      `</g>`,
  );
}

function heroArcade() {
  const rand = seededRandom(37);
  const floor = 790;
  const horizon = 720;
  const sunX = 1000;
  const archW = 290;
  const archTop = 250;
  const centres = [180, 580, 980, 1380];
  const opening = (c) => pointedArch(c - archW / 2, archTop, archW, floor - archTop);
  const distant = [];
  for (let x = -20; x < HERO_W; x += 50 + rand() * 70) {
    const w = 40 + rand() * 50;
    const h = 12 + rand() * 40;
    distant.push(rect(x, horizon - h, w, h));
  }
  distant.push(
    trees(rand, 0, HERO_W, horizon + 4, 30, 8, 20),
    mosque(1010, horizon, 0.42),
    clockTower(560, horizon, 34, 190),
    rotunda(200, horizon, 70),
    rect(0, horizon, HERO_W, floor - horizon),
  );
  const wall = `M0,0H${HERO_W}V${floor}H0Z${centres.map(opening).join('')}`;
  const frames = centres.map((c) => pointedArch(c - archW / 2 - 14, archTop - 14, archW + 28, floor - archTop + 14)).join('');
  // Each pool is its arch mirrored onto the floor and sheared away from the sun, like light falling through the opening.
  const pools = centres
    .map((c) => `<path d="${opening(c)}" transform="translate(${c},${floor}) skewX(${r1((c - sunX) / 30)}) scale(1,-0.42) translate(${-c},${-floor})"/>`)
    .join('');
  return svgDoc(
    HERO_W,
    HERO_H,
    `<defs>${linear('sky', [[0, '#1a3f45'], [0.35, '#5a5b6a'], [0.58, '#c98a63'], [0.72, '#f0b66c'], [0.8, '#f7d08e'], [1, '#f7d08e']])}` +
      `${radial('sun', [[0, '#fff0c4', 0.95], [0.3, '#ffd28a', 0.5], [1, '#ffd28a', 0]])}` +
      `${linear('wallShade', [[0, '#0b2521'], [1, '#0a201c']])}` +
      `${linear('floorShade', [[0, '#173b34'], [1, '#05120f']])}` +
      `${linear('pool', [[0, '#ffd48a', 0.55], [1, '#ffd48a', 0.04]])}` +
      `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter></defs>` +
      `<rect width="${HERO_W}" height="${floor}" fill="url(#sky)"/>` +
      `<circle cx="${sunX}" cy="690" r="360" fill="url(#sun)"/>` +
      `<path d="${distant.join('')}" fill="#5c4238" opacity="0.85"/>` +
      `<path d="${wall}" fill="url(#wallShade)" fill-rule="evenodd"/>` +
      `<rect y="${floor}" width="${HERO_W}" height="${HERO_H - floor}" fill="url(#floorShade)"/>` +
      `<path d="${strapworkPath(HERO_W, 200, 100, 67.5)}" stroke="#d9a53a" stroke-width="1.5" fill="none" opacity="0.14"/>` +
      `<rect y="196" width="${HERO_W}" height="3" fill="#d9a53a" opacity="0.25"/>` +
      `<path d="${frames}" fill="none" stroke="#d9a53a" stroke-width="3" opacity="0.3"/>` +
      `<g fill="url(#pool)" filter="url(#blur)">${pools}</g>`,
  );
}

function helpArt() {
  const W = 900;
  const H = 1000;
  const rand = seededRandom(51);
  const archX = 150;
  const archW = 600;
  const archTop = 90;
  const sill = 880;
  const inner = pointedArch(archX + 26, archTop + 30, archW - 52, sill - archTop - 30);
  const skyline = [
    mosque(580, 820, 0.38),
    clockTower(300, 820, 36, 200),
    rotunda(410, 820, 64),
    trees(rand, 180, 720, 826, 10, 8, 18),
    rect(0, 816, W, 80),
  ].join('');
  const books = [
    [200, 300, '#165145'],
    [218, 250, '#d9a53a'],
    [190, 280, '#1c7e66'],
  ]
    .map(([x, w, colour], i) => {
      const y = sill - 30 * (i + 1);
      return `<rect x="${x}" y="${y}" width="${w}" height="28" rx="4" fill="${colour}"/><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="3" fill="#f7ecd6" opacity="0.6"/>`;
    })
    .join('');
  return svgDoc(
    W,
    H,
    `<defs>${linear('night', [[0, '#0a2a26'], [0.55, '#1d5547'], [0.8, '#a8804f'], [1, '#f0c27a']])}` +
      `${radial('lanternGlow', [[0, '#ffcc77', 0.6], [0.35, '#f0a048', 0.2], [1, '#f0a048', 0]])}` +
      `${radial('lanternCore', [[0, '#fff4cf'], [0.45, '#ffc76a'], [1, '#d9782a']], { cx: 0.5, cy: 0.45, r: 0.6 })}` +
      `${radial('moonGlow', [[0, '#f8e8bd', 0.35], [1, '#f8e8bd', 0]])}` +
      `<clipPath id="innerClip"><path d="${inner}"/></clipPath></defs>` +
      `<rect width="${W}" height="${H}" fill="#f4ecdc"/>` +
      `<path d="${strapworkPath(W, H, 150, 67.5)}" stroke="#c9b184" stroke-width="1.6" fill="none" opacity="0.35"/>` +
      `<path d="${pointedArch(archX, archTop, archW, sill - archTop)}" fill="#165145"/>` +
      `<path d="${pointedArch(archX + 12, archTop + 14, archW - 24, sill - archTop - 14)}" fill="none" stroke="#e8c061" stroke-width="3" opacity="0.8"/>` +
      `<g clip-path="url(#innerClip)">` +
      `<rect width="${W}" height="${H}" fill="url(#night)"/>` +
      stars(rand, 60, W, 600, 0.8, 2.2) +
      crescentMoon('helpMoon', 600, 280, 34) +
      `<path d="${skyline}" fill="#082621"/>` +
      lantern(330, 210, 110, 'helpLantern') +
      `</g>` +
      `<rect x="${archX - 40}" y="${sill}" width="${archW + 80}" height="34" rx="6" fill="#0f3c33"/>` +
      `<rect x="${archX - 60}" y="${sill + 34}" width="${archW + 120}" height="16" rx="4" fill="#0b2e28"/>` +
      books,
  );
}

function premiumPattern() {
  const W = 900;
  const H = 1200;
  return svgDoc(
    W,
    H,
    `<defs>${radial('glow', [[0, '#e8c061', 0.28], [1, '#e8c061', 0]])}</defs>` +
      `<rect width="${W}" height="${H}" fill="#0b2e28"/>` +
      `<circle cx="${W * 0.85}" cy="${H * 0.05}" r="${W * 0.8}" fill="url(#glow)"/>` +
      `<path d="${strapworkPath(W, H, 160, 67.5)}" stroke="#e8c061" stroke-width="1.6" fill="none" opacity="0.14"/>`,
  );
}

const jobs = [
  { file: 'hero-dusk-skyline.webp', svg: heroSkyline, hero: true },
  { file: 'hero-lantern-glow.webp', svg: heroLanterns, hero: true },
  { file: 'hero-geometric-light.webp', svg: heroGeometric, hero: true },
  { file: 'hero-courtyard-arches.webp', svg: heroArcade, hero: true },
  { file: 'help-arch-window.webp', svg: helpArt, hero: false },
  { file: 'premium-pattern.webp', svg: premiumPattern, hero: false },
];

await mkdir(OUT_DIR, { recursive: true });
for (const job of jobs) {
  const target = path.join(OUT_DIR, job.file);
  let quality = 80;
  let info = await sharp(Buffer.from(job.svg())).webp({ quality, effort: 6 }).toFile(target);
  while (job.hero && info.size > MAX_HERO_BYTES && quality > 50) {
    quality -= 6;
    info = await sharp(Buffer.from(job.svg())).webp({ quality, effort: 6 }).toFile(target);
  }
  console.log(`${job.file}  ${info.width}x${info.height}  ${Math.round(info.size / 1024)} KB  q${quality}`);
}
