/** Phase 7: the live editor's type help: time to completions (cold, warm), keystroke to list, bytes. */
import {GOALS} from '../config.mjs';
import {measureEditor} from '../editor.mjs';
import {atMost, KB, log, section} from '../report.mjs';
import {loadAverage, round, seconds} from '../util.mjs';

/**
 * @param {import('../types').BenchRun} run
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} servedDir
 */
export async function editorPhase({figures, results}, browser, origin, servedDir) {
  section('live editor (Chromium, /api/line Usage demo, desktop, no throttling)');
  results.phases.editor = {loadAverageAtStart: loadAverage()};
  const started = Date.now();
  /** @type {Awaited<ReturnType<typeof measureEditor>> | {error: string}} */
  let editor;
  try {
    editor = await measureEditor(browser, origin, servedDir);
  } catch (error) {
    editor = {error: error instanceof Error ? error.message : String(error)};
  }
  results.editor = editor;
  results.phases.editor.seconds = seconds(Date.now() - started);
  if (editor.error !== undefined) {
    log(`editor: not measured: ${editor.error}`);
    return;
  }
  figures.add(
    'editor.coldReadyMs',
    'editor cold: Show code to completions available (fresh context)',
    round(editor.coldReadyMs),
    'ms',
    atMost(editor.coldReadyMs, GOALS.editorReadyColdMs, 'ms'),
  );
  figures.add(
    'editor.warmReadyMs',
    'editor warm: Show code to completions available (after a reload)',
    round(editor.warmReadyMs),
    'ms',
  );
  figures.add(
    'editor.firstCompletionMs',
    'editor: keystroke to completion list, first after the cold start',
    round(editor.firstCompletionMs),
    'ms',
  );
  figures.add(
    'editor.completionWarmMedianMs',
    'editor warm: keystroke to completion list, median',
    round(editor.completion.median, 1),
    'ms',
    atMost(editor.completion.median, GOALS.editorCompletionWarmMs, 'ms'),
    `${editor.completion.runs.length} letters typed among the <Line props`,
  );
  figures.add(
    'editor.completionWarmP95Ms',
    'editor warm: keystroke to completion list, p95',
    round(editor.completion.p95, 1),
    'ms',
    atMost(editor.completion.p95, GOALS.editorCompletionWarmMs, 'ms'),
  );
  figures.add(
    'editor.bytesGzipKb',
    'editor: bytes fetched from Show code to ready, gzip',
    KB(editor.bytes.gzip),
    'KB',
    undefined,
    `${editor.bytes.files.length} files; raw ${KB(editor.bytes.raw)} KB, brotli ${KB(editor.bytes.brotli)} KB`,
  );
  for (const file of editor.bytes.files) {
    log(`  ${file.file}: raw ${KB(file.raw)} KB, gzip ${KB(file.gzip)} KB, brotli ${KB(file.brotli)} KB`);
  }
  log(`(${results.phases.editor.seconds} s)`);
}
