/**
 * The shapes the bench's phases share (its modules are JavaScript with JSDoc types; `import('./types').X`
 * names these). A phase receives a `BenchRun`, adds figures and keeps its raw measurements in `results`.
 */
import type {Figures} from './report.mjs';

/** The command line, read by args.mjs. */
export interface BenchOptions {
  skipBuild: boolean;
  compare: string | null;
  runs: number;
  queries: number;
  out: string;
  buildDir: string;
  lighthouse: boolean;
  wait: boolean;
}

/** Timing and load of one phase in results.json, plus what the phase adds. */
export interface PhaseRecord {
  loadAverageAtStart?: number | null;
  seconds?: number | null;
  [detail: string]: unknown;
}

/** results.json: the machine, the options, each phase's timing, the figures and each phase's raw measurements. */
export interface BenchResults {
  version: number;
  date: string;
  machine: {
    cpus: number;
    node: string;
    loadAverageAtStart: number | null;
    loadAverageAtEnd?: number | null;
    chromium?: string;
  };
  options: Partial<BenchOptions>;
  phases: Record<string, PhaseRecord>;
  server?: {name: string; origin: string};
  figures?: Figure[];
  totalSeconds?: number | null;
  /** Each phase's raw measurements, under its own key (`bytes`, `search`, ...): written once, read by nobody else. */
  [phaseResult: string]: unknown;
}

/** What every phase is given. */
export interface BenchRun {
  siteDir: string;
  options: BenchOptions;
  results: BenchResults;
  figures: Figures;
}

/** A figure's value: not measured (null), a number, a yes/no or a text. */
export type FigureValue = number | boolean | string | null | undefined;

/** A goal beside a figure; `ok` undefined gives no verdict. */
export interface Goal {
  text: string;
  ok?: boolean;
}

/** One line of the report, one entry of results.json's `figures`. */
export interface Figure {
  key: string;
  label: string;
  value: FigureValue;
  unit: string;
  goal?: string;
  goalMet?: boolean;
  note?: string;
}
