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
    this.fill(x, y, w, h, colour, lit, () => true);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, lit = false): void {
    this.fill(
      cx - rx,
      cy - ry,
      2 * rx,
      2 * ry,
      colour,
      lit,
      (u, v) => (u - 0.5) ** 2 + (v - 0.5) ** 2 <= 0.25,
    );
  }

  roundRect(x: number, y: number, w: number, h: number, radius: number, colour: Rgb, lit = false): void {
    const r = Math.min(radius, w / 2, h / 2);
    this.fill(x, y, w, h, colour, lit, (u, v) => {
      const px = u * w;
      const py = v * h;
      const dx = Math.max(r - px, px - (w - r), 0);
      const dy = Math.max(r - py, py - (h - r), 0);
      return dx * dx + dy * dy <= r * r;
    });
  }

  private fill(
    x: number,
    y: number,
    w: number,
    h: number,
    colour: Rgb,
    lit: boolean,
    inside: (u: number, v: number) => boolean,
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
      const v = (py - y0 + 0.5) / ph;
      for (let px = Math.max(0, x0); px < Math.min(width, x0 + pw); px += 1) {
        const cx = px - x0;
        if (!inside((cx + 0.5) / pw, v)) continue;
        const i = (py * width + px) * 3;
        pixels[i] = columns[cx * 3] as number;
        pixels[i + 1] = columns[cx * 3 + 1] as number;
        pixels[i + 2] = columns[cx * 3 + 2] as number;
      }
    }
  }
}
