import { Canvas, type Rgb } from './canvas';

/** The shapes' definitions, tested pixel by pixel at each pixel's centre: what the row spans must agree with. */
const inside = {
  rect: () => true,
  ellipse: (u: number, v: number) => (u - 0.5) ** 2 + (v - 0.5) ** 2 <= 0.25,
  roundRect: (w: number, h: number, r: number) => (u: number, v: number) => {
    const dx = Math.max(r - u * w, u * w - (w - r), 0);
    const dy = Math.max(r - v * h, v * h - (h - r), 0);
    return dx * dx + dy * dy <= r * r;
  },
};

function reference(
  size: number,
  x: number,
  y: number,
  w: number,
  h: number,
  test: (u: number, v: number) => boolean,
) {
  const painted = new Set<number>();
  for (let py = y; py < Math.min(size, y + h); py += 1)
    for (let px = Math.max(0, x); px < Math.min(size, x + w); px += 1)
      if (py >= 0 && test((px - x + 0.5) / w, (py - y + 0.5) / h)) painted.add(py * size + px);
  return painted;
}

const red: Rgb = [255, 0, 0];
const paintedOf = (canvas: Canvas) =>
  new Set([...Array(canvas.width * canvas.height).keys()].filter((i) => canvas.pixels[i * 3] === 255));

describe('Canvas', () => {
  it('fills rectangles, ellipses and rounded rectangles as testing each pixel would, clipped at the edges', () => {
    const size = 120;
    const shapes: Array<[number, number, number, number, number]> = [
      [10, 10, 50, 30, 8],
      [-15, 40, 70, 33, 40],
      [80, 90, 61, 47, 5],
      [3, 3, 1, 1, 0],
      [30, 50, 37, 64, 12],
    ];
    for (const [x, y, w, h, r] of shapes) {
      const cases = [
        ['rect', (c: Canvas) => c.rect(x, y, w, h, red), inside.rect],
        ['ellipse', (c: Canvas) => c.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, red), inside.ellipse],
        [
          'roundRect',
          (c: Canvas) => c.roundRect(x, y, w, h, r, red),
          inside.roundRect(w, h, Math.min(r, w / 2, h / 2)),
        ],
      ] as const;
      for (const [name, draw, test] of cases) {
        const canvas = new Canvas(size, size);
        draw(canvas);
        const expected = reference(size, x, y, w, h, test);
        const painted = paintedOf(canvas);
        const differing =
          [...expected].filter((i) => !painted.has(i)).length +
          [...painted].filter((i) => !expected.has(i)).length;
        // Float rounding may move a boundary pixel whose centre lies exactly on the outline; nothing more.
        expect([name, x, y, differing <= Math.ceil(expected.size / 500)]).toEqual([name, x, y, true]);
        expect(painted.size).toBeGreaterThan(0);
      }
    }
  });
});
