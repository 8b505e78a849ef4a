// node scripts/generate-icons.mjs [folder] – writes icon.svg, favicon.ico and apple-touch-icon.png (into public/
// unless a folder is given) from one drawing.
// The drawing (a white star on the console's accent blue) is described once here; the ICO holds
// 16 and 32 pixel PNGs rasterized from it with 4×4 supersampling, so no image tool is needed.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const SIZE = 32;
const RADIUS = 7;
const BACKGROUND = [0x1f, 0x5f, 0xbf];
const FOREGROUND = [0xff, 0xff, 0xff];

function starPoints(cx = 16, cy = 17, outer = 11, inner = 4.6) {
  return Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  });
}

function svg() {
  const star = starPoints()
    .map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`)
    .join(" ");
  const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
  <title>Loyalty Ops</title>
  <rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="${hex(BACKGROUND)}"/>
  <polygon points="${star}" fill="${hex(FOREGROUND)}"/>
</svg>
`;
}

function insideRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** RGBA pixels of the drawing at `pixels`×`pixels`. */
function rasterize(pixels) {
  const star = starPoints();
  const samples = 4;
  const rgba = Buffer.alloc(pixels * pixels * 4);
  for (let py = 0; py < pixels; py++) {
    for (let px = 0; px < pixels; px++) {
      let covered = 0;
      let starred = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) * SIZE) / pixels;
          const y = ((py + (sy + 0.5) / samples) * SIZE) / pixels;
          if (!insideRoundedSquare(x, y)) continue;
          covered++;
          if (insidePolygon(x, y, star)) starred++;
        }
      }
      const offset = (py * pixels + px) * 4;
      const mix = covered ? starred / covered : 0;
      for (let c = 0; c < 3; c++) rgba[offset + c] = Math.round(BACKGROUND[c] * (1 - mix) + FOREGROUND[c] * mix);
      rgba[offset + 3] = Math.round((covered / samples ** 2) * 255);
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(pixels) {
  const rgba = rasterize(pixels);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.concat(
    Array.from({ length: pixels }, (_, y) =>
      Buffer.concat([Buffer.from([0]), rgba.subarray(y * pixels * 4, (y + 1) * pixels * 4)]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An ICO whose entries are PNG images (accepted by every current browser). */
function ico(sizes) {
  const images = sizes.map(png);
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[i] % 256, 0);
    entry.writeUInt8(sizes[i] % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

const folder = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "public"));
writeFileSync(path.join(folder, "icon.svg"), svg());
writeFileSync(path.join(folder, "favicon.ico"), ico([16, 32]));
writeFileSync(path.join(folder, "apple-touch-icon.png"), png(180));
console.log(`wrote icon.svg, favicon.ico and apple-touch-icon.png into ${folder}`);
