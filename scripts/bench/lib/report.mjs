/**
 * Figures: one flat, ordered list of {key, label, value, unit, goal}, printed
 * one a line, saved in results.json and compared by key with --compare.
 * Goals are shown next to a figure ("goal: ..., met/not met"); they never fail
 * the run.
 */
import {kb, round} from './util.mjs';

export const log = (line) => console.log(line);
/** A blank line and `== title` before each phase's figures. */
export const section = (title) => console.log(`\n== ${title}`);

export class Figures {
  constructor(print = console.log) {
    this.list = [];
    this.print = print;
  }

  /**
   * value: number, boolean, string or null (not measured). goal: {text, ok}
   * where ok is a boolean or undefined (no verdict).
   */
  add(key, label, value, unit = '', goal = undefined, note = undefined) {
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

/** A goal of at most `limit` (in `unit`); a figure that was not measured meets no goal. */
export function atMost(value, limit, unit) {
  return {text: `<= ${limit} ${unit}`, ok: value !== null && value !== undefined && value <= limit};
}

/** Kilobytes with one decimal. */
export const KB = (bytes) => kb(bytes);
export const MS = (ms) => round(ms, 0);

function pad(text, width, right = false) {
  const value = String(text);
  return right ? value.padStart(width) : value.padEnd(width);
}

/** A fixed-width table: header row, then rows of cells. */
export function table(header, rows) {
  const widths = header.map((cell, index) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[index]).length)),
  );
  const line = (row) => row.map((cell, index) => pad(cell, widths[index], index > 0)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Lines "label: old -> new (delta)" for every figure present in both runs. */
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
      const delta = round(figure.value - before.value, 3);
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
