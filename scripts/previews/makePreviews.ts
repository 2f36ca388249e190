/**
 * `npm run previews` (through run.mjs): builds the site, serves it, and takes the pictures of
 * every demo whose preview is missing or out of date (all of them with
 * `--all`): light and dark at the chart box's size, plus the 1200x630 social
 * card of each page's main demo. Records what each was made from in
 * static/previews/manifest.json. Needs Chromium (/usr/bin/chromium or
 * CHROME_PATH); the site itself builds and runs without one.
 *
 *   npm run previews [-- --all] [-- --skip-build] [-- --port 4313]
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type LaunchOptions} from '@playwright/test';
import {scanDemos} from '../../plugins/chart-docs/src';
import {readPreviewManifest, PREVIEW_WIDTH, type PreviewManifestEntry} from '../../plugins/chart-docs/src';
import {readEngineVersions, sourceHash} from '../../plugins/chart-docs/src';
import {checkPreviews, describePreviewProblems} from '../../plugins/chart-docs/src';
import {previewSubjects} from '../../plugins/chart-docs/src';
import {openCamera, CARD_FORMAT, PREVIEW_FORMAT} from './capture';
import {previewFileNames, previewsDir, writeManifest} from './previewFiles';

const SITE_DIR = path.resolve(__dirname, '../..');
const USAGE = 'npm run previews -- [--all] [--skip-build] [--port N]';

function options(): {all: boolean; skipBuild: boolean; port: number} {
  try {
    const {values} = parseArgs({
      options: {all: {type: 'boolean'}, 'skip-build': {type: 'boolean'}, port: {type: 'string'}},
    });
    const port = Number(values.port ?? 4313);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`--port must be a port number, not ${JSON.stringify(values.port)}`);
    }
    return {all: values.all ?? false, skipBuild: values['skip-build'] ?? false, port};
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: ${USAGE}`);
    process.exit(1);
  }
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', 'build'], {
    cwd: SITE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    child.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
  });
  return child;
}

/** Makes the missing and stale previews; `launch` says which Chromium (the site's, never a downloaded one). */
export async function makePreviews(launch: Pick<LaunchOptions, 'executablePath' | 'args'>): Promise<void> {
  const {all, skipBuild, port} = options();
  const scanned = scanDemos(SITE_DIR);
  const subjects = previewSubjects(scanned);
  const engine = readEngineVersions(SITE_DIR);
  const manifest = readPreviewManifest(SITE_DIR);
  const problems = checkPreviews(subjects, manifest, engine, SITE_DIR);
  const todo = all ? subjects : subjects.filter((s) => problems.some((p) => p.id === s.id));
  if (todo.length === 0) {
    writeManifest(SITE_DIR, manifest.demos, new Set(subjects.map((s) => s.id)));
    console.log('Every preview is up to date (use --all to make them again).');
    return;
  }
  if (!all) {
    console.log(
      `Previews to make:\n${describePreviewProblems(problems.filter((p) => todo.some((s) => s.id === p.id)))}`,
    );
  }
  if (!skipBuild && spawnSync('npm', ['run', 'build'], {cwd: SITE_DIR, stdio: 'inherit'}).status !== 0) {
    throw new Error('npm run build failed');
  }
  const server = await startServer(port);
  const browser = await chromium.launch(launch);
  const origin = `http://127.0.0.1:${port}`;
  const entries: Record<string, PreviewManifestEntry> = {...manifest.demos};
  const existing = new Set(subjects.map((s) => s.id));
  try {
    const light = await openCamera(browser, origin, 'light');
    const dark = await openCamera(browser, origin, 'dark');
    fs.mkdirSync(previewsDir(SITE_DIR), {recursive: true});
    const write = (name: string, bytes: Buffer) => fs.writeFileSync(path.join(previewsDir(SITE_DIR), name), bytes);
    for (const subject of todo) {
      const files = previewFileNames(subject.id, PREVIEW_FORMAT.format, CARD_FORMAT.format);
      // The two color modes draw in two pages at once: one renderer per core on a 2-core machine.
      const [lightImage, darkImage] = await Promise.all([light.preview(subject), dark.preview(subject)]);
      write(files.light, lightImage);
      write(files.dark, darkImage);
      if (subject.needsCard) {
        write(files.card, await light.card(subject.id));
      }
      entries[subject.id] = {
        sourceHash: sourceHash(subject.source),
        engine,
        width: PREVIEW_WIDTH,
        height: subject.height,
        light: files.light,
        dark: files.dark,
        ...(subject.needsCard ? {card: files.card} : {}),
      };
      // Written after every demo, so an interrupted run keeps what it made.
      writeManifest(SITE_DIR, entries, existing);
      console.log(`  ${subject.id}`);
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  console.log(`Made the previews of ${todo.length} demos in static/previews/. Build again to use them.`);
}
