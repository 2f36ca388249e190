import fs from 'node:fs';
import path from 'node:path';
import {
  ENGINE_PACKAGES,
  PREVIEW_WIDTH,
  PREVIEWS_COMMAND,
  PREVIEWS_DIR,
  type EngineVersions,
  type PreviewManifest,
} from './manifest';
import {sourceHash} from './fingerprint';
import {SOCIAL_CARD} from './socialCardSize';

/** What the check needs to know about a demo. */
export interface PreviewSubject {
  id: string;
  source: string;
  height: number;
  /** The demo is the main demo of a page and needs a social card. */
  needsCard: boolean;
}

export interface PreviewProblem {
  id: string;
  reason: string;
}

/**
 * Why each demo's preview cannot be trusted: no entry, a changed source, another
 * engine version, a different size, or a file that is not there. An empty list
 * means every picture shows what the engine would draw today.
 */
export function checkPreviews(
  subjects: readonly PreviewSubject[],
  manifest: PreviewManifest,
  engine: EngineVersions,
  siteDir: string,
): PreviewProblem[] {
  const problems: PreviewProblem[] = [];
  for (const demo of subjects) {
    const entry = manifest.demos[demo.id];
    const problem = (reason: string) => problems.push({id: demo.id, reason});
    if (!entry) {
      problem('has no preview');
      continue;
    }
    if (entry.sourceHash !== sourceHash(demo.source)) {
      problem('its source changed since its preview was made');
    }
    for (const name of ENGINE_PACKAGES) {
      if (entry.engine[name] !== engine[name]) {
        problem(`its preview was made with ${name} ${entry.engine[name]}, the site now uses ${engine[name]}`);
      }
    }
    if (entry.width !== PREVIEW_WIDTH || entry.height !== demo.height) {
      problem(`its preview is ${entry.width}x${entry.height}, the chart box is ${PREVIEW_WIDTH}x${demo.height}`);
    }
    const files = [entry.light, entry.dark, ...(demo.needsCard ? [entry.card] : [])];
    if (demo.needsCard && entry.card === undefined) {
      problem(`has no ${SOCIAL_CARD.width}x${SOCIAL_CARD.height} social card`);
    }
    for (const file of files) {
      if (file !== undefined && !fs.existsSync(path.join(siteDir, PREVIEWS_DIR, file))) {
        problem(`its preview file ${PREVIEWS_DIR}/${file} is missing`);
      }
    }
  }
  return problems;
}

/** One line per problem, then the command that fixes them all. */
export function describePreviewProblems(problems: readonly PreviewProblem[]): string {
  const lines = problems.map((p) => `  - ${p.id}: ${p.reason}`);
  return `${lines.join('\n')}\nRun \`${PREVIEWS_COMMAND}\` to make the previews again (it needs Chromium; see scripts/previews/README.md).`;
}
