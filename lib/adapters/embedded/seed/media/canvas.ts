export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function shade([r, g, b]: Rgb, factor: number): Rgb {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return [clamp(r * factor), clamp(g * factor), clamp(b * factor)];
}

/**
 * A tiny RGB raster with filled primitives. Shapes are given in a 600 × 600 design space and mapped through
 * `scale` and `offset`, so the same drawing serves as main image, close-up and banner element. `lit` shades
 * a fill across its width like a cylinder under a soft light, which reads as metal or glaze.
 */
export class Canvas {
  readonly pixels: Uint8Array;
  scale = 1;
  offsetX = 0;
  offsetY = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  verticalGradient(top: Rgb, bottom: Rgb): void {
    const { pixels, width } = this;
    for (let y = 0; y < this.height; y += 1) {
      const k = y / (this.height - 1);
      const r = Math.round(top[0] + (bottom[0] - top[0]) * k);
      const g = Math.round(top[1] + (bottom[1] - top[1]) * k);
      const b = Math.round(top[2] + (bottom[2] - top[2]) * k);
      for (let i = y * width * 3, end = i + width * 3; i < end; i += 3) {
        pixels[i] = r;
        pixels[i + 1] = g;
        pixels[i + 2] = b;
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb, lit = false): void {
    this.fill(x, y, w, h, colour, lit, () => 0.5);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, lit = false): void {
    // (u − ½)² + (v − ½)² ≤ ¼: the row at v spans ½ ± √(¼ − (v − ½)²).
    this.fill(cx - rx, cy - ry, 2 * rx, 2 * ry, colour, lit, (v) =>
      Math.sqrt(Math.max(0, 0.25 - (v - 0.5) ** 2)),
    );
  }

  roundRect(x: number, y: number, w: number, h: number, radius: number, colour: Rgb, lit = false): void {
    const r = Math.min(radius, w / 2, h / 2);
    this.fill(x, y, w, h, colour, lit, (v) => {
      // Within a corner's height the row is short of the corner's circle by r − √(r² − dy²) on each side.
      const py = v * h;
      const dy = Math.max(r - py, py - (h - r), 0);
      if (dy > r) return -1;
      return (w / 2 - r + Math.sqrt(r * r - dy * dy)) / w;
    });
  }

  /**
   * Fills a shape given row by row: `halfWidth(v)` is how far the row at height v (0–1, at the pixel's centre)
   * reaches either side of the middle, as a share of the width (negative: the row is empty). A pixel is in when
   * its centre is; working out each row's span once, not testing each pixel, keeps a catalogue's images quick.
   */
  private fill(
    x: number,
    y: number,
    w: number,
    h: number,
    colour: Rgb,
    lit: boolean,
    halfWidth: (v: number) => number,
  ) {
    const x0 = Math.round(x * this.scale + this.offsetX);
    const y0 = Math.round(y * this.scale + this.offsetY);
    const pw = Math.max(1, Math.round(w * this.scale));
    const ph = Math.max(1, Math.round(h * this.scale));
    // One colour per column: the cylinder shading only varies across the width.
    const columns = new Uint8Array(pw * 3);
    for (let cx = 0; cx < pw; cx += 1) {
      const [r, g, b] = lit ? shade(colour, 0.72 + 0.42 * Math.sin((Math.PI * (cx + 0.5)) / pw)) : colour;
      columns[cx * 3] = r;
      columns[cx * 3 + 1] = g;
      columns[cx * 3 + 2] = b;
    }
    const { pixels, width } = this;
    for (let py = Math.max(0, y0); py < Math.min(this.height, y0 + ph); py += 1) {
      const half = halfWidth((py - y0 + 0.5) / ph);
      if (half < 0) continue;
      // Centres (cx + ½) / pw within ½ ± half: cx from ⌈pw(½ − half) − ½⌉ to ⌊pw(½ + half) − ½⌋.
      const first = Math.max(0, Math.ceil(pw * (0.5 - half) - 0.5), -x0);
      const last = Math.min(pw - 1, Math.floor(pw * (0.5 + half) - 0.5), width - 1 - x0);
      if (last < first) continue;
      pixels.set(columns.subarray(first * 3, (last + 1) * 3), (py * width + x0 + first) * 3);
    }
  }
}
