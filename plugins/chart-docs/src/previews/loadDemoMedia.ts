import type {ScannedDemo} from '../scanDemos';
import {mainDemoIds} from '../demoPageLink';
import {readPreviewManifest} from './manifest';
import {readEngineVersions} from './fingerprint';
import {checkPreviews, describePreviewProblems, type PreviewSubject} from './checkPreviews';
import {resolvePreviews, type DemoMediaLookup} from './resolvePreviews';

/** Each demo with what its preview must match; the main demo of each page also needs a social card. */
export function previewSubjects(scanned: readonly ScannedDemo[]): PreviewSubject[] {
  const mainIds = mainDemoIds(scanned);
  return scanned.map((demo) => ({
    id: demo.id,
    source: demo.source,
    height: demo.height,
    needsCard: mainIds.has(demo.id),
  }));
}

/**
 * Reads the previews manifest for the build. A demo without a current preview
 * is not an error (a fresh demo must build without a browser): it keeps the
 * loading placeholder, and the build says which demos and how to fix it.
 */
export function loadDemoMedia(
  siteDir: string,
  scanned: readonly ScannedDemo[],
  baseUrl = '/',
  siteUrl = '',
): DemoMediaLookup {
  const manifest = readPreviewManifest(siteDir);
  const problems = checkPreviews(previewSubjects(scanned), manifest, readEngineVersions(siteDir), siteDir);
  if (problems.length > 0) {
    console.warn(
      `[chart-docs] ${new Set(problems.map((p) => p.id)).size} of ${scanned.length} demos have no current preview ` +
        `(missing or out of date); they show a loading placeholder until the engine draws:\n${describePreviewProblems(problems)}`,
    );
  }
  return resolvePreviews(manifest, problems, baseUrl, siteUrl);
}
