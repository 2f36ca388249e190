import fs from 'node:fs';
import path from 'node:path';
import {chromium, type LaunchOptions} from '@playwright/test';
import {parseDemoHeader} from '../../plugins/chart-docs/src';
import {compileDemo, drawDemo, harnessHtml} from './drawDemo';

const SITE_DIR = path.resolve(__dirname, '../..');
/** A chart smaller than this many painted pixels counts as blank (an empty canvas or a lone axis line). */
const MIN_PAINTED_PIXELS = 2000;
const USAGE = `usage: npm run demos:check -- [--shots DIR] [--settle MS] [demo files or folders...]
Draws each demo alone in Chromium (no site build) and fails on a blank chart, a console error or an uncaught error.
With no files, every demo under demos/. --shots DIR saves a PNG of each chart to look at.`;

interface CheckArgs {
  files: string[];
  shotsDir: string | null;
  settleMs: number;
}

function parseArgs(argv: readonly string[]): CheckArgs {
  const args: CheckArgs = {files: [], shotsDir: null, settleMs: 1500};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      throw new Error(USAGE);
    } else if (arg === '--shots') {
      args.shotsDir = argv[(i += 1)] ?? '';
    } else if (arg === '--settle') {
      args.settleMs = Number(argv[(i += 1)]);
      if (!Number.isFinite(args.settleMs) || args.settleMs < 0) {
        throw new Error(`--settle takes a number of milliseconds\n${USAGE}`);
      }
    } else {
      args.files.push(arg);
    }
  }
  return args;
}

function demoFiles(targets: readonly string[]): string[] {
  const roots = targets.length > 0 ? targets : [path.join(SITE_DIR, 'demos')];
  const files: string[] = [];
  for (const target of roots) {
    const absolute = path.resolve(target);
    if (fs.statSync(absolute).isDirectory()) {
      const inside = fs.readdirSync(absolute, {recursive: true, encoding: 'utf8'});
      files.push(...inside.filter((name) => name.endsWith('.tsx')).map((name) => path.join(absolute, name)));
    } else {
      files.push(absolute);
    }
  }
  return files.sort();
}

/** A file of an installed package; packages' `exports` maps hide their UMD builds from `require.resolve`. */
function readPackageFile(name: string, file: string): string {
  return fs.readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), file), 'utf8');
}

/** Draws every demo named by `argv`; returns the exit code (0 when every demo drew cleanly). */
export async function runDemoCheck(argv: readonly string[], launch: LaunchOptions): Promise<number> {
  const args = parseArgs(argv);
  const files = demoFiles(args.files);
  if (args.shotsDir) {
    fs.mkdirSync(args.shotsDir, {recursive: true});
  }
  const browser = await chromium.launch({...launch, headless: true});
  const started = Date.now();
  let failed = 0;
  try {
    const page = await browser.newPage({viewport: {width: 800, height: 1300}, reducedMotion: 'reduce'});
    await page.setContent(
      harnessHtml([
        readPackageFile('react', 'umd/react.production.min.js'),
        readPackageFile('react-dom', 'umd/react-dom.production.min.js'),
        readPackageFile('@ant-design/plots', 'dist/plots.min.js'),
      ]),
    );
    for (const file of files) {
      const where = path.relative(SITE_DIR, file);
      const source = fs.readFileSync(file, 'utf8');
      let problems: string[];
      try {
        const header = parseDemoHeader(source, where);
        const shotName = where
          .replace(/^demos[\\/]/, '')
          .replace(/[\\/]/g, '-')
          .replace(/\.tsx$/, '.png');
        const shotPath = args.shotsDir ? path.join(args.shotsDir, shotName) : null;
        const drawing = await drawDemo(page, compileDemo(source), header.height, args.settleMs, shotPath);
        problems = [...drawing.errors];
        if (drawing.paintedPixels < MIN_PAINTED_PIXELS) {
          problems.push(`blank chart (${drawing.paintedPixels} painted pixels)`);
        }
      } catch (error) {
        problems = [error instanceof Error ? error.message : String(error)];
      }
      if (problems.length > 0) {
        failed += 1;
        console.log(`FAIL ${where}\n  ${problems.join('\n  ')}`);
      } else {
        console.log(`ok   ${where}`);
      }
    }
  } finally {
    await browser.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${files.length - failed} passed, ${failed} failed (${files.length} demos, ${seconds} s)`);
  return failed === 0 ? 0 : 1;
}
