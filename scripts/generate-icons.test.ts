import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fresh = mkdtempSync(path.join(tmpdir(), "lo-icons-"));
execFileSync(process.execPath, ["scripts/generate-icons.mjs", fresh]);
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

/** Width, height and the first pixel (RGBA) of a PNG written by the generator (one IDAT, filter 0 rows). */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.toString("ascii", 12, 16)).toBe("IHDR");
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.toString("ascii", 37, 41)).toBe("IDAT");
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  expect(rows.length).toBe(height * (width * 4 + 1));
  const centre = Math.floor(height / 2) * (width * 4 + 1) + 1 + Math.floor(width / 2) * 4;
  return { width, height, centre: [...rows.subarray(centre, centre + 4)] };
}

describe("public/ icons", () => {
  it.each(["icon.svg", "favicon.ico", "apple-touch-icon.png"])(
    "public/%s is what scripts/generate-icons.mjs draws",
    (name) => {
      expect(readFileSync(path.join("public", name)).equals(readFileSync(path.join(fresh, name)))).toBe(true);
    },
  );

  it("favicon.ico is a valid ICO holding 16 and 32 pixel PNGs with the white star in the middle", () => {
    const ico = readFileSync("public/favicon.ico");
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const sizes = [0, 1].map((i) => {
      const entry = 6 + 16 * i;
      const [size, length, offset] = [ico.readUInt8(entry), ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      const png = readPng(ico.subarray(offset, offset + length));
      expect([png.width, png.height]).toEqual([size, size]);
      expect(png.centre).toEqual([255, 255, 255, 255]);
      return size;
    });
    expect(sizes).toEqual([16, 32]);
  });

  it("icon.svg is an SVG with a title and the accent colour", () => {
    const svg = readFileSync("public/icon.svg", "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32"/);
    expect(svg).toContain("<title>Loyalty Ops</title>");
    expect(svg).toContain('fill="#1f5fbf"');
    expect(readPng(readFileSync("public/apple-touch-icon.png")).width).toBe(180);
  });
});
