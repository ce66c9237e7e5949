import {
  arrowColour,
  labelScales,
  letterColour,
  type EnergyLabelRegulation,
  type LabelFunction,
  type LabelScale,
} from '../../../../energy/label-scales';
import { escapeXml, type SvgFile } from './svg';

const WIDTH = 310;
const MARGIN = 14;
const ROW = 30;
const ARROW_HEIGHT = 25;
const ICON_ROW = 40;
const MARKER_WIDTH = 64;
const FONT = 'font-family="Arial, Helvetica, sans-serif" font-weight="700"';

const functionNames: Record<LabelFunction, string> = {
  spaceHeating: 'space heating',
  waterHeating: 'water heating',
  cooling: 'cooling',
  heating: 'heating',
};

/** The labels' pictograms, language-free like theirs, in a 28 px box at (x, y). */
function pictogram(fn: LabelFunction, x: number, y: number): string {
  const stroke = 'fill="none" stroke="#000" stroke-width="2.2" stroke-linecap="round"';
  switch (fn) {
    case 'spaceHeating':
      return [0, 7, 14, 21]
        .map((dx) => `<rect x="${x + dx + 1}" y="${y + 3}" width="5" height="22" rx="2.5" ${stroke}/>`)
        .join('');
    case 'waterHeating':
      return `<path d="M${x + 2} ${y + 6}h16a6 6 0 0 1 6 6v3M${x + 10} ${y + 2}v4" ${stroke}/><path d="M${x + 24} ${y + 19}c-2 3-3 4-3 5.5a3 3 0 0 0 6 0c0-1.5-1-2.5-3-5.5z" fill="#000"/>`;
    case 'cooling':
      return [0, 60, 120]
        .map(
          (angle) =>
            `<line x1="${x + 14}" y1="${y}" x2="${x + 14}" y2="${y + 28}" ${stroke} transform="rotate(${angle} ${x + 14} ${y + 14})"/>`,
        )
        .join('');
    case 'heating':
      return `<circle cx="${x + 14}" cy="${y + 14}" r="6" ${stroke}/>${[0, 45, 90, 135, 180, 225, 270, 315]
        .map(
          (angle) =>
            `<line x1="${x + 14}" y1="${y + 1}" x2="${x + 14}" y2="${y + 4}" ${stroke} transform="rotate(${angle} ${x + 14} ${y + 14})"/>`,
        )
        .join('')}`;
  }
}

/** The EU flag: twelve gold stars in a circle on blue. */
function flag(x: number, y: number): string {
  const star = (cx: number, cy: number) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const radius = i % 2 === 0 ? 3 : 1.2;
      const angle = (Math.PI / 5) * i - Math.PI / 2;
      return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="#ffcc00"/>`;
  };
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (Math.PI / 6) * i;
    return star(x + 36 + 15 * Math.cos(angle), y + 24 + 15 * Math.sin(angle));
  });
  return `<rect x="${x}" y="${y}" width="72" height="48" fill="#003399"/>${stars.join('')}`;
}

interface Marker {
  fn: LabelFunction;
  energyClass: string;
}

/** One scale of coloured arrows, best at the top, and a black arrow per rated function at its class's row. */
function scaleBlock(scale: LabelScale, markers: Marker[], top: number): string {
  const step = (WIDTH - 2 * MARGIN - markers.length * (MARKER_WIDTH + 6) - 90) / (scale.classes.length - 1);
  const arrows = scale.classes.map((energyClass, index) => {
    const y = top + ICON_ROW + index * ROW;
    const right = MARGIN + 70 + index * step;
    const colour = arrowColour(scale, energyClass);
    return (
      `<polygon points="${MARGIN},${y} ${right - 12},${y} ${right},${y + ARROW_HEIGHT / 2} ${right - 12},${y + ARROW_HEIGHT} ${MARGIN},${y + ARROW_HEIGHT}" fill="${colour}"/>` +
      `<text x="${MARGIN + 6}" y="${y + 19}" ${FONT} font-size="17" fill="${letterColour(colour)}">${escapeXml(energyClass)}</text>`
    );
  });
  const columns = markers.map(({ fn, energyClass }, column) => {
    const x = WIDTH - MARGIN - (markers.length - column) * (MARKER_WIDTH + 6) + 6;
    const y = top + ICON_ROW + scale.classes.indexOf(energyClass) * ROW - 2;
    const height = ARROW_HEIGHT + 4;
    return (
      pictogram(fn, x + (MARKER_WIDTH - 28) / 2, top + 4) +
      `<polygon points="${x},${y + height / 2} ${x + 14},${y} ${x + MARKER_WIDTH},${y} ${x + MARKER_WIDTH},${y + height} ${x + 14},${y + height}" fill="#000"/>` +
      `<text x="${x + 7 + MARKER_WIDTH / 2}" y="${y + 21}" ${FONT} font-size="17" fill="#fff" text-anchor="middle">${escapeXml(energyClass)}</text>`
    );
  });
  return arrows.join('') + columns.join('');
}

export interface DrawnLabel {
  regulation: EnergyLabelRegulation;
  energyClass: string;
  secondClass: string | null;
}

/**
 * The EU energy label of a regulation and classes, simplified but laid out like the annexes' labels: flag and
 * "ENERG" header, supplier and model fields, the scale with the product's class marked by a black arrow under
 * its function's pictogram, and the regulation's number. A second class on the same scale (a reversible air
 * conditioner's heating) gets its own marker beside the first; one on another scale (a combination heater's
 * water heating) gets its own scale below.
 */
export function energyLabelSvg(file: string, label: DrawnLabel): SvgFile {
  const { main, second } = labelScales[label.regulation];
  const marker = (scale: LabelScale, energyClass: string): Marker => ({ fn: scale.function, energyClass });
  const blocks: Array<{ scale: LabelScale; markers: Marker[] }> = [
    { scale: main, markers: [marker(main, label.energyClass)] },
  ];
  if (label.secondClass && second) {
    if (second.classes === main.classes) blocks[0]!.markers.push(marker(second, label.secondClass));
    else blocks.push({ scale: second, markers: [marker(second, label.secondClass)] });
  }
  let top = 136;
  const drawn = blocks.map(({ scale, markers }) => {
    const block = scaleBlock(scale, markers, top);
    top += ICON_ROW + scale.classes.length * ROW + 14;
    return block;
  });
  const height = top + 36;
  const title = `EU energy label, Regulation (EU) ${label.regulation}: ${blocks
    .flatMap((block) => block.markers)
    .map(({ fn, energyClass }) => `${functionNames[fn]} class ${energyClass}`)
    .join(', ')}`;
  const field = (y: number, text: string) =>
    `<rect x="${MARGIN}" y="${y}" width="${WIDTH - 2 * MARGIN}" height="26" rx="4" fill="#f2f2f2"/>` +
    `<text x="${MARGIN + 8}" y="${y + 18}" font-family="Arial, Helvetica, sans-serif" font-size="13" font-style="italic" fill="#555">${text}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="title">
<title id="title">${escapeXml(title)}</title>
<rect x="1" y="1" width="${WIDTH - 2}" height="${height - 2}" rx="8" fill="#fff" stroke="#000" stroke-width="2"/>
${flag(MARGIN, MARGIN)}
<text x="${MARGIN + 82}" y="${MARGIN + 36}" ${FONT} font-size="34" fill="#000">ENERG</text>
<text x="${MARGIN + 208}" y="${MARGIN + 22}" ${FONT} font-size="10" fill="#000">Y IJA IA</text>
<text x="${MARGIN + 208}" y="${MARGIN + 36}" ${FONT} font-size="10" fill="#000">IE IA ΕΙΑ</text>
${field(76, 'Supplier')}${field(106, 'Model identifier')}
${drawn.join('\n')}
<text x="${WIDTH - MARGIN}" y="${height - 14}" ${FONT} font-size="13" fill="#000" text-anchor="end">${escapeXml(label.regulation)}</text>
</svg>`;
  return { file, width: WIDTH, height, body: Buffer.from(svg) };
}
