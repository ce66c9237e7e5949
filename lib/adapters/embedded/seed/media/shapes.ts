import type { ImageShape } from '../kind';
import { shade, type Canvas, type Rgb } from './canvas';

type Draw = (c: Canvas, colour: Rgb) => void;

const dark = (colour: Rgb) => shade(colour, 0.6);
const ceramicWhite: Rgb = [246, 246, 243];

const bars = (
  c: Canvas,
  colour: Rgb,
  count: number,
  x: number,
  y: number,
  w: number,
  h: number,
  gap: number,
) => {
  for (let i = 0; i < count; i += 1) c.rect(x + i * (w + gap), y, w, h, colour, true);
};

/** Simple product silhouettes in a 600 × 600 design space, one per kind of goods. */
const shapes: Record<ImageShape, Draw> = {
  faucet: (c, col) => {
    c.ellipse(300, 500, 90, 18, dark(col));
    c.rect(262, 300, 76, 200, col, true);
    c.roundRect(240, 240, 120, 80, 20, col, true);
    c.roundRect(280, 222, 170, 24, 12, col, true);
    c.roundRect(150, 258, 110, 34, 14, col, true);
    c.rect(150, 258, 30, 62, col, true);
  },
  thermostat: (c, col) => {
    c.roundRect(110, 270, 380, 64, 30, col, true);
    c.ellipse(130, 302, 52, 64, dark(col), true);
    c.ellipse(470, 302, 52, 64, dark(col), true);
    c.rect(284, 334, 32, 70, col, true);
  },
  'shower-system': (c, col) => {
    c.rect(292, 120, 18, 350, col, true);
    c.rect(300, 112, 110, 14, col, true);
    c.ellipse(410, 128, 110, 22, col, true);
    c.roundRect(190, 430, 220, 44, 20, col, true);
    c.roundRect(214, 230, 30, 150, 14, dark(col), true);
  },
  waste: (c, col) => {
    c.rect(266, 270, 68, 210, dark(col), true);
    c.ellipse(300, 262, 120, 38, col, true);
    c.ellipse(300, 256, 96, 26, shade(col, 1.15));
  },
  basin: (c, col) => {
    c.roundRect(100, 230, 400, 170, 50, col, true);
    c.ellipse(300, 300, 160, 52, shade(col, 0.9));
    c.ellipse(300, 246, 14, 9, dark(col));
  },
  bowl: (c, col) => {
    c.rect(60, 430, 480, 26, [190, 170, 140], true);
    c.ellipse(300, 330, 190, 110, col, true);
    c.ellipse(300, 280, 190, 40, shade(col, 1.04));
    c.ellipse(300, 284, 168, 30, shade(col, 0.85));
  },
  toilet: (c, col) => {
    c.rect(200, 120, 200, 110, ceramicWhite, true);
    c.roundRect(190, 220, 220, 220, 90, col, true);
    c.ellipse(300, 250, 96, 24, dark(col));
  },
  frame: (c, col) => {
    c.rect(190, 60, 220, 480, dark(col));
    c.rect(210, 80, 180, 440, [226, 229, 233]);
    c.roundRect(220, 100, 160, 200, 16, [60, 110, 180], true);
    c.rect(230, 340, 140, 24, dark(col));
  },
  seat: (c, col) => {
    c.ellipse(300, 320, 170, 200, col, true);
    c.ellipse(300, 340, 96, 130, shade(col, 0.82));
    c.rect(210, 110, 180, 30, [180, 184, 188], true);
  },
  bathtub: (c, col) => {
    c.roundRect(60, 250, 480, 180, 70, col, true);
    c.roundRect(96, 262, 408, 90, 46, shade(col, 0.9));
    c.rect(110, 430, 30, 40, [170, 174, 178], true);
    c.rect(460, 430, 30, 40, [170, 174, 178], true);
  },
  shower: (c, col) => {
    c.rect(120, 500, 360, 26, ceramicWhite, true);
    c.rect(140, 90, 320, 410, [214, 232, 238]);
    c.rect(140, 90, 12, 410, col, true);
    c.rect(448, 90, 12, 410, col, true);
    c.rect(296, 90, 8, 410, col, true);
    c.rect(140, 90, 320, 10, col, true);
  },
  radiator: (c, col) => {
    c.rect(100, 170, 400, 24, dark(col));
    bars(c, col, 10, 104, 150, 32, 300, 8);
    c.rect(100, 430, 400, 24, dark(col));
  },
  'towel-radiator': (c, col) => {
    c.rect(190, 70, 28, 460, col, true);
    c.rect(382, 70, 28, 460, col, true);
    for (let i = 0; i < 12; i += 1) c.rect(210, 96 + i * 36, 180, 14, shade(col, 0.95));
  },
  valve: (c, col) => {
    c.rect(270, 390, 60, 100, [200, 160, 60], true);
    c.ellipse(300, 260, 96, 140, col, true);
    c.ellipse(300, 150, 60, 14, dark(col));
  },
  boiler: (c, col) => {
    c.roundRect(190, 60, 220, 480, 100, col, true);
    c.roundRect(262, 400, 76, 44, 8, [40, 44, 48]);
    c.rect(270, 540, 14, 30, [170, 174, 178]);
    c.rect(316, 540, 14, 30, [170, 174, 178]);
  },
  'wall-unit': (c, col) => {
    c.roundRect(70, 210, 460, 170, 40, col, true);
    c.rect(110, 340, 380, 12, dark(col));
    c.roundRect(420, 240, 60, 16, 8, [70, 160, 220]);
  },
  'outdoor-unit': (c, col) => {
    c.rect(110, 150, 380, 320, col, true);
    c.ellipse(250, 310, 120, 120, dark(col));
    c.ellipse(250, 310, 30, 30, col);
    bars(c, shade(col, 0.8), 4, 400, 190, 50, 12, 0);
    c.rect(130, 470, 40, 30, dark(col));
    c.rect(430, 470, 40, 30, dark(col));
  },
  solar: (c, col) => {
    c.rect(100, 100, 400, 400, [200, 204, 208]);
    c.rect(108, 108, 384, 384, shade(col, 0.5).map((v, i) => (i === 2 ? v + 60 : v)) as Rgb);
    for (let i = 1; i < 6; i += 1) c.rect(108 + i * 64, 108, 3, 384, [150, 170, 200]);
    for (let i = 1; i < 10; i += 1) c.rect(108, 108 + i * 38, 384, 3, [150, 170, 200]);
  },
  portable: (c, col) => {
    c.roundRect(200, 90, 200, 420, 40, col, true);
    for (let i = 0; i < 6; i += 1) c.rect(226, 130 + i * 22, 150, 8, dark(col));
    c.ellipse(300, 520, 90, 12, [120, 120, 120]);
  },
  pump: (c, col) => {
    c.rect(110, 290, 90, 60, [170, 174, 178], true);
    c.rect(400, 290, 90, 60, [170, 174, 178], true);
    c.roundRect(190, 250, 220, 140, 30, dark(col), true);
    c.ellipse(300, 230, 110, 110, col, true);
    c.roundRect(260, 200, 80, 44, 8, [30, 120, 70]);
  },
  'pipe-coil': (c, col) => {
    for (let ring = 0; ring < 5; ring += 1) c.ellipse(300, 300, 210 - ring * 22, 150 - ring * 16, col, true);
    c.ellipse(300, 300, 90, 66, ceramicWhite);
    c.rect(430, 286, 110, 28, col, true);
  },
  cartridge: (c, col) => {
    c.roundRect(150, 260, 300, 96, 18, col, true);
    c.rect(450, 290, 70, 36, dark(col), true);
    c.rect(520, 300, 50, 16, dark(col), true);
    c.rect(110, 276, 40, 64, dark(col), true);
  },
  tile: (c, col) => {
    for (let row = 0; row < 2; row += 1)
      for (let column = 0; column < 2; column += 1)
        c.rect(130 + column * 172, 130 + row * 172, 164, 164, col, true);
  },
  service: (c, col) => {
    c.roundRect(120, 220, 360, 240, 24, col, true);
    c.roundRect(230, 160, 140, 80, 30, dark(col));
    c.roundRect(254, 184, 92, 60, 20, [238, 241, 245]);
    c.rect(120, 310, 360, 16, dark(col));
  },
};

export function drawShape(canvas: Canvas, shape: ImageShape, colour: Rgb): void {
  shapes[shape](canvas, colour);
}
