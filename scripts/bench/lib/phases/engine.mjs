/** Phase 2: which emitted chunk(s) hold the chart engine, and their sizes. */
import {findEngineChunks} from '../bytes/engineChunks.mjs';
import {KB, section} from '../report.mjs';

/**
 * Returns the engine chunks, for the byte phase to look for among the requests.
 * @param {import('../types').BenchRun} run
 * @param {string} servedDir
 */
export function enginePhase({figures, results}, servedDir) {
  section('chart engine chunk');
  const engineChunks = findEngineChunks(servedDir);
  results.engineChunks = engineChunks;
  const inEntry = engineChunks.some((chunk) => /\/(main|runtime~main)\.[^/]*\.js$/.test(chunk.file));
  figures.add(
    'engine.chunks',
    'chart engine chunk(s) (G2 registering tooltip / G2Plot registering drill-down)',
    engineChunks.length ? engineChunks.map((chunk) => chunk.file).join(', ') : null,
    '',
    {text: 'its own chunk, not in main/runtime', ok: engineChunks.length > 0 && !inEntry},
  );
  engineChunks.forEach((chunk, index) => {
    figures.add(`engine.chunk${index}.rawKb`, `engine chunk ${chunk.file} raw`, KB(chunk.raw), 'KB');
    figures.add(`engine.chunk${index}.gzipKb`, `engine chunk ${chunk.file} gzip`, KB(chunk.gzip), 'KB');
  });
  return engineChunks;
}
