// Charts drawn on the server as SVG strings, readable without JavaScript: pure functions, no framework, no DOM.
// Every chart is role="img" with a <title> and a <desc> (the figures in words) referenced by aria-labelledby, and
// has a table view (tableView) that a page shows beside it or behind a <details>. A null value is a suppressed figure
// (open data): drawn as no bar with the word "suppressed", never as zero.

export interface Series {
  readonly name: string;
  readonly values: readonly (number | null)[];
}

export interface ChartInput {
  /** Unique on the page: prefixes the ids of <title> and <desc>. */
  readonly id: string;
  readonly title: string;
  /** A sentence on what the chart shows; the figures are added to the description. */
  readonly summary?: string;
  readonly categories: readonly string[];
  readonly series: readonly Series[];
  readonly width?: number;
  readonly height?: number;
  /** How a value is written (default: Indian digit grouping). */
  readonly format?: (n: number) => string;
  /** Largest value of the axis (default: the largest value, or 1 for shares). */
  readonly max?: number;
  /** The word for a suppressed (null) value, in the page's language (default "suppressed"). */
  readonly suppressedLabel?: string;
  /** Horizontal bars: each label on its own line above its bar (narrow charts that stay legible on a phone). */
  readonly labelsAbove?: boolean;
}

/** Colours with a 3:1 contrast or better against white and between neighbours; patterns are not needed as every bar is labelled. */
export const PALETTE = ['#1f4e79', '#c55a11', '#2e7d32', '#6a1b9a', '#8d6e00', '#ad1457'] as const;

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);

const defaultFormat = (n: number): string => n.toLocaleString('en-IN');
export const percent = (n: number): string => `${(n * 100).toFixed(1).replace(/\.0$/, '')}%`;

function describe(input: ChartInput, format: (n: number) => string): string {
  const parts = input.categories.map(
    (c, i) =>
      `${c}: ${input.series.map((s) => `${input.series.length > 1 ? `${s.name} ` : ''}${s.values[i] === null || s.values[i] === undefined ? (input.suppressedLabel ?? 'suppressed') : format(s.values[i]!)}`).join(', ')}`,
  );
  return `${input.summary ? `${input.summary} ` : ''}${parts.join('; ')}.`;
}

function open(input: ChartInput, w: number, h: number, format: (n: number) => string): string {
  const id = escapeXml(input.id);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" viewBox="0 0 ${w} ${h}" width="100%" preserveAspectRatio="xMinYMin meet" aria-labelledby="${id}-title ${id}-desc">` +
    `<title id="${id}-title">${escapeXml(input.title)}</title><desc id="${id}-desc">${escapeXml(describe(input, format))}</desc>`
  );
}

function legend(series: readonly Series[], x: number, y: number): string {
  if (series.length < 2) return '';
  return series
    .map(
      (s, i) =>
        `<g transform="translate(${x + i * 150},${y})"><rect width="12" height="12" fill="${PALETTE[i % PALETTE.length]}"/><text x="18" y="11" font-size="12">${escapeXml(s.name)}</text></g>`,
    )
    .join('');
}

function niceMax(n: number): number {
  if (n <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  const f = n / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}

/** Vertical grouped bars: one group per category (e.g. month), one bar per series (e.g. received, disposed). */
export function barChart(input: ChartInput): string {
  const w = input.width ?? 640;
  const h = input.height ?? 320;
  const format = input.format ?? defaultFormat;
  const values = input.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const max = input.max ?? niceMax(Math.max(0, ...values));
  const left = 56;
  const right = 12;
  const top = input.series.length > 1 ? 32 : 12;
  // Many categories (the months of a year): their labels slant, so that they do not run into each other.
  const slant = input.categories.length > 6;
  const bottom = slant ? 96 : 48;
  const plotW = w - left - right;
  const plotH = h - top - bottom;
  const groupW = plotW / Math.max(1, input.categories.length);
  const barW = Math.max(2, (groupW * 0.8) / Math.max(1, input.series.length));
  const y = (v: number): number => top + plotH - (v / max) * plotH;
  let out = open(input, w, h, format);
  out += legend(input.series, left, 8);
  for (let t = 0; t <= 4; t++) {
    const v = (max * t) / 4;
    out += `<line x1="${left}" x2="${w - right}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#d0d0d0" stroke-width="1"/>`;
    out += `<text x="${left - 6}" y="${(y(v) + 4).toFixed(1)}" font-size="11" text-anchor="end">${escapeXml(format(v))}</text>`;
  }
  input.categories.forEach((c, i) => {
    const gx = left + i * groupW + groupW * 0.1;
    input.series.forEach((s, k) => {
      const v = s.values[i] ?? null;
      const x = gx + k * barW;
      if (v === null) {
        out += `<text x="${(x + barW / 2).toFixed(1)}" y="${(top + plotH - 4).toFixed(1)}" font-size="9" text-anchor="middle" transform="rotate(-90 ${(x + barW / 2).toFixed(1)} ${(top + plotH - 4).toFixed(1)})">${escapeXml(input.suppressedLabel ?? 'suppressed')}</text>`;
        return;
      }
      const bh = (v / max) * plotH;
      out += `<rect x="${x.toFixed(1)}" y="${y(v).toFixed(1)}" width="${(barW - 1).toFixed(1)}" height="${bh.toFixed(1)}" fill="${PALETTE[k % PALETTE.length]}"><title>${escapeXml(`${c}, ${s.name}: ${format(v)}`)}</title></rect>`;
    });
    const lx = (left + i * groupW + groupW / 2).toFixed(1);
    const ly = h - bottom + 16;
    out += slant
      ? `<text x="${lx}" y="${ly}" font-size="11" text-anchor="end" transform="rotate(-45 ${lx} ${ly})">${escapeXml(c)}</text>`
      : `<text x="${lx}" y="${ly}" font-size="11" text-anchor="middle">${escapeXml(c)}</text>`;
  });
  out += `<line x1="${left}" x2="${w - right}" y1="${top + plotH}" y2="${top + plotH}" stroke="#333" stroke-width="1"/>`;
  return `${out}</svg>`;
}

/** Horizontal bars, one per category, value written at the end: for shares (max 1, percent) and age groups. */
export function horizontalBarChart(input: ChartInput): string {
  if (input.labelsAbove) return labelledBars(input);
  const w = input.width ?? 640;
  const rowH = 28;
  const left = 200;
  const right = 72;
  const s = input.series[0] ?? { name: '', values: [] };
  const h = input.height ?? 16 + input.categories.length * rowH;
  const format = input.format ?? defaultFormat;
  const max = input.max ?? niceMax(Math.max(0, ...s.values.filter((v): v is number => v !== null)));
  const plotW = w - left - right;
  let out = open({ ...input, series: [s] }, w, h, format);
  input.categories.forEach((c, i) => {
    const y = 8 + i * rowH;
    const v = s.values[i] ?? null;
    out += `<text x="${left - 8}" y="${y + 17}" font-size="12" text-anchor="end">${escapeXml(c)}</text>`;
    if (v === null) {
      out += `<text x="${left}" y="${y + 17}" font-size="12">${escapeXml(input.suppressedLabel ?? 'suppressed')}</text>`;
      return;
    }
    const bw = Math.max(0, (v / max) * plotW);
    out += `<rect x="${left}" y="${y + 4}" width="${bw.toFixed(1)}" height="${rowH - 10}" fill="${PALETTE[0]}"/>`;
    out += `<text x="${(left + bw + 6).toFixed(1)}" y="${y + 17}" font-size="12">${escapeXml(format(v))}</text>`;
  });
  return `${out}</svg>`;
}

/**
 * A label's lines for the labelled bars: SVG text does not wrap, so a label longer than the box (a share's name with
 * its rule, "Notices within 15 days, counting those overdue (Rule 4(1))") is cut at the box's edge unless it is broken
 * at its spaces (issue 30, point 8). 34 characters at 14 units fit the 352 units of the box in Latin and Devanagari.
 */
export function labelLines(label: string, max = 34): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line !== '' && [...line].length + 1 + [...word].length > max) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

/** Horizontal bars with each label above its bar: no label column, so nothing is cut and the text stays large (14 units
 * in a 360-unit box: at least 12 px on a 360 px phone, where the box is 328 px wide); a long label takes two lines. */
function labelledBars(input: ChartInput): string {
  const w = input.width ?? 360;
  const lineH = 17;
  const rowH = 42;
  const right = 64;
  const s = input.series[0] ?? { name: '', values: [] };
  const labels = input.categories.map((c) => labelLines(c));
  const h = input.height ?? 8 + labels.reduce((sum, l) => sum + rowH + (l.length - 1) * lineH, 0);
  const format = input.format ?? defaultFormat;
  const max = input.max ?? niceMax(Math.max(0, ...s.values.filter((v): v is number => v !== null)));
  const plotW = w - right - 4;
  let out = open({ ...input, series: [s] }, w, h, format);
  let top = 4;
  input.categories.forEach((_c, i) => {
    const lines = labels[i]!;
    const y = top + (lines.length - 1) * lineH;
    top += rowH + (lines.length - 1) * lineH;
    const v = s.values[i] ?? null;
    out += `<text x="4" y="${y - (lines.length - 1) * lineH + 14}" font-size="14">${lines
      .map((l, k) =>
        k === 0 ? `<tspan x="4">${escapeXml(l)}</tspan>` : `<tspan x="4" dy="${lineH}">${escapeXml(l)}</tspan>`,
      )
      .join('')}</text>`;
    if (v === null) {
      out += `<text x="4" y="${y + 33}" font-size="14" font-style="italic">${escapeXml(input.suppressedLabel ?? 'suppressed')}</text>`;
      return;
    }
    const bw = Math.max(0, (v / max) * plotW);
    out += `<rect x="4" y="${y + 20}" width="${bw.toFixed(1)}" height="16" fill="${PALETTE[0]}"/>`;
    out += `<text x="${(4 + bw + 6).toFixed(1)}" y="${y + 33}" font-size="14">${escapeXml(format(v))}</text>`;
  });
  return `${out}</svg>`;
}

export interface TableInput {
  readonly caption: string;
  /** Column headings; the first column is the row heading (th scope="row"). */
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
  readonly format?: (n: number) => string;
  readonly suppressedLabel?: string;
}

/** The table view of a chart (or any figures): an HTML table with caption and scoped headings; null is "suppressed". */
export function tableView(t: TableInput): string {
  const format = t.format ?? defaultFormat;
  const cell = (v: string | number | null): string =>
    v === null ? (t.suppressedLabel ?? 'suppressed') : typeof v === 'number' ? format(v) : v;
  const head = t.columns.map((c) => `<th scope="col">${escapeXml(c)}</th>`).join('');
  const body = t.rows
    .map(
      (r) =>
        `<tr>${r.map((v, i) => (i === 0 ? `<th scope="row">${escapeXml(cell(v))}</th>` : `<td${typeof v === 'number' ? ' class="num"' : ''}>${escapeXml(cell(v))}</td>`)).join('')}</tr>`,
    )
    .join('');
  return `<table class="figures"><caption>${escapeXml(t.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A chart's own figures as a table view: categories down, series across. */
export function chartTable(input: ChartInput, categoryHeading: string): string {
  return tableView({
    caption: input.title,
    columns: [categoryHeading, ...input.series.map((s) => s.name)],
    rows: input.categories.map((c, i) => [c, ...input.series.map((s) => s.values[i] ?? null)]),
    ...(input.format ? { format: input.format } : {}),
    ...(input.suppressedLabel !== undefined ? { suppressedLabel: input.suppressedLabel } : {}),
  });
}
