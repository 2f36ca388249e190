import type {DemoPreviewImage} from '../types';
import {PREVIEWS_DIR, type PreviewManifest} from './manifest';
import type {PreviewProblem} from './checkPreviews';

/** What a demo record gets from the previews folder. */
export interface DemoMedia {
  preview: DemoPreviewImage | null;
  socialCard: string | null;
}

export type DemoMediaLookup = (id: string) => DemoMedia;

export const NO_MEDIA: DemoMediaLookup = () => ({preview: null, socialCard: null});

/** `static/previews` is served at `{baseUrl}previews/`. */
const PUBLIC_FOLDER = PREVIEWS_DIR.replace(/^static\//, '');

/**
 * The preview URLs of every demo whose pictures are current. A demo with a
 * problem (missing, stale) gets none, so the site never shows a picture that
 * differs from what the engine draws; the build warns about it instead.
 */
export function resolvePreviews(
  manifest: PreviewManifest,
  problems: readonly PreviewProblem[],
  baseUrl: string,
  siteUrl: string,
): DemoMediaLookup {
  const troubled = new Set(problems.map((p) => p.id));
  const folder = `${baseUrl.replace(/\/?$/, '/')}${PUBLIC_FOLDER}/`;
  const origin = siteUrl.replace(/\/$/, '');
  return (id) => {
    const entry = manifest.demos[id];
    if (!entry || troubled.has(id)) {
      return {preview: null, socialCard: null};
    }
    return {
      preview: {light: folder + entry.light, dark: folder + entry.dark, width: entry.width, height: entry.height},
      socialCard: entry.card === undefined ? null : origin + folder + entry.card,
    };
  };
}
