/**
 * Figures: one flat, ordered list of {key, label, value, unit, goal}, printed
 * one a line, saved in results.json and compared by key with --compare.
 * Goals are shown next to a figure ("goal: ..., met/not met"); they never fail
 * the run.
 */
import {kb, round} from './util.mjs';

/** @typedef {import('./types').Figure} Figure */
/** @typedef {import('./types').FigureValue} FigureValue */

export const log = (/** @type {string} */ line) => console.log(line);
/** A blank line and `== title` before each phase's figures. */
export const section = (/** @type {string} */ title) => console.log(`\n== ${title}`);

export class Figures {
  /** @param {(line: string) => void} [print] */
  constructor(print = console.log) {
    /** @type {Figure[]} */
    this.list = [];
    this.print = print;
  }

  /**
   * value: number, boolean, string or null (not measured). goal: {text, ok}
   * where ok is a boolean or undefined (no verdict).
   * @param {string} key
   * @param {string} label
   * @param {FigureValue} value
   * @param {string} [unit]
   * @param {import('./types').Goal} [goal]
   * @param {string} [note]
   */
  add(key, label, value, unit = '', goal = undefined, note = undefined) {
    /** @type {Figure} */
    const figure = {key, label, value, unit};
    if (goal) {
      figure.goal = goal.text;
      if (value !== null && value !== undefined && goal.ok !== undefined) {
        figure.goalMet = Boolean(goal.ok);
      }
    }
    if (note) {
      figure.note = note;
    }
    this.list.push(figure);
    this.print(formatFigure(figure));
    return figure;
  }

  toJSON() {
    return this.list;
  }
}

/**
 * @param {FigureValue} value
 * @param {string} unit
 */
export function formatValue(value, unit) {
  if (value === null || value === undefined) {
    return 'n/a';
  }
  if (typeof value === 'boolean') {
    return value ? 'yes' : 'no';
  }
  if (typeof value === 'number') {
    return unit ? `${value} ${unit}` : String(value);
  }
  return String(value);
}

/** @param {Figure} figure */
export function formatFigure(figure) {
  let line = `${figure.label}: ${formatValue(figure.value, figure.unit)}`;
  if (figure.note) {
    line += ` (${figure.note})`;
  }
  if (figure.goal) {
    line += `   goal: ${figure.goal}${figure.goalMet === undefined ? '' : figure.goalMet ? ' (met)' : ' (not met)'}`;
  }
  return line;
}

/**
 * A goal of at most `limit` (in `unit`); a figure that was not measured meets no goal.
 * @param {number | null | undefined} value
 * @param {number} limit
 * @param {string} unit
 */
export function atMost(value, limit, unit) {
  return {text: `<= ${limit} ${unit}`, ok: value !== null && value !== undefined && value <= limit};
}

/** Kilobytes with one decimal. */
export const KB = (/** @type {number | null | undefined} */ bytes) => kb(bytes);
export const MS = (/** @type {number | null | undefined} */ ms) => round(ms, 0);

/**
 * @param {unknown} text
 * @param {number} width
 */
function pad(text, width, right = false) {
  const value = String(text);
  return right ? value.padStart(width) : value.padEnd(width);
}

/**
 * A fixed-width table: header row, then rows of cells.
 * @param {readonly unknown[]} header
 * @param {readonly (readonly unknown[])[]} rows
 */
export function table(header, rows) {
  const widths = header.map((cell, index) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[index]).length)),
  );
  const line = (/** @type {readonly unknown[]} */ row) =>
    row.map((cell, index) => pad(cell, widths[index], index > 0)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Lines "label: old -> new (delta)" for every figure present in both runs.
 * @param {readonly Figure[] | null | undefined} oldFigures
 * @param {readonly Figure[]} newFigures
 */
export function compareFigures(oldFigures, newFigures) {
  const oldByKey = new Map((oldFigures ?? []).map((figure) => [figure.key, figure]));
  const lines = [];
  for (const figure of newFigures) {
    const before = oldByKey.get(figure.key);
    if (!before) {
      lines.push(`${figure.label}: ${formatValue(figure.value, figure.unit)} (new)`);
      continue;
    }
    if (typeof figure.value === 'number' && typeof before.value === 'number') {
      // round() gives null only for a missing value, and both are numbers here.
      const delta = /** @type {number} */ (round(figure.value - before.value, 3));
      const percent = before.value !== 0 ? ` ${delta >= 0 ? '+' : ''}${round((delta / before.value) * 100, 1)}%` : '';
      lines.push(
        `${figure.label}: ${formatValue(before.value, figure.unit)} -> ${formatValue(figure.value, figure.unit)} (${
          delta >= 0 ? '+' : ''
        }${delta}${figure.unit ? ` ${figure.unit}` : ''}${percent})`,
      );
    } else if (before.value !== figure.value) {
      lines.push(
        `${figure.label}: ${formatValue(before.value, figure.unit)} -> ${formatValue(figure.value, figure.unit)}`,
      );
    } else {
      lines.push(`${figure.label}: ${formatValue(figure.value, figure.unit)} (unchanged)`);
    }
  }
  const newKeys = new Set(newFigures.map((figure) => figure.key));
  for (const figure of oldFigures ?? []) {
    if (!newKeys.has(figure.key)) {
      lines.push(`${figure.label}: ${formatValue(figure.value, figure.unit)} -> not measured`);
    }
  }
  return lines;
}
