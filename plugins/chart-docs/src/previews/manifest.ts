import fs from 'node:fs';
import path from 'node:path';

/** Folder of the committed preview files, relative to the site directory (served at `{baseUrl}previews/`). */
export const PREVIEWS_DIR = 'static/previews';
export const MANIFEST_FILE = 'manifest.json';
/** The one command that makes (or remakes) the previews; every message about a missing or stale preview names it. */
export const PREVIEWS_COMMAND = 'npm run previews';

/**
 * Width of a preview in CSS pixels: the chart box of a demo in the content
 * column of a chart page on a desktop screen (669 px at 1280 px wide, 789 px at 1440). On other widths
 * the picture scales into the box without distortion.
 */
export const PREVIEW_WIDTH = 728;

/** Engine packages whose version decides what a chart looks like. */
export const ENGINE_PACKAGES = ['@ant-design/plots', '@antv/g2plot', '@antv/g2'] as const;
export type EngineVersions = Record<(typeof ENGINE_PACKAGES)[number], string>;

/** What the previews command recorded for one demo. */
export interface PreviewManifestEntry {
  /** Hash of the demo file when its pictures were made (see sourceHash). */
  sourceHash: string;
  /** Versions of the engine packages the pictures were made with. */
  engine: EngineVersions;
  width: number;
  height: number;
  /** File names in the previews folder. */
  light: string;
  dark: string;
  /** File name of the 1200x630 social card, made for the main demo of a page only. */
  card?: string;
}

export interface PreviewManifest {
  demos: Record<string, PreviewManifestEntry>;
}

function isEntry(value: unknown): value is PreviewManifestEntry {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const entry = value as Record<string, unknown>;
  const engine = entry.engine as Record<string, unknown> | undefined;
  return (
    typeof entry.sourceHash === 'string' &&
    typeof engine === 'object' &&
    engine !== null &&
    ENGINE_PACKAGES.every((name) => typeof engine[name] === 'string') &&
    Number.isInteger(entry.width) &&
    Number.isInteger(entry.height) &&
    typeof entry.light === 'string' &&
    typeof entry.dark === 'string' &&
    (entry.card === undefined || typeof entry.card === 'string')
  );
}

/** Checks the shape of a parsed manifest; throws with the offending demo id and the command that rewrites it. */
export function parsePreviewManifest(json: unknown, where: string): PreviewManifest {
  const demos = (json as {demos?: unknown} | null)?.demos;
  if (typeof demos !== 'object' || demos === null || Array.isArray(demos)) {
    throw new Error(`${where}: expected {"demos": {...}}. Run \`${PREVIEWS_COMMAND}\` to write it again.`);
  }
  for (const [id, entry] of Object.entries(demos)) {
    if (!isEntry(entry)) {
      throw new Error(`${where}: the entry of "${id}" is malformed. Run \`${PREVIEWS_COMMAND}\` to write it again.`);
    }
  }
  return {demos: demos as Record<string, PreviewManifestEntry>};
}

/** The committed manifest, or an empty one when the site has no previews yet. */
export function readPreviewManifest(siteDir: string): PreviewManifest {
  const file = path.join(siteDir, PREVIEWS_DIR, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    return {demos: {}};
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${path.join(PREVIEWS_DIR, MANIFEST_FILE)} is not valid JSON (${(error as Error).message}). ` +
        `Run \`${PREVIEWS_COMMAND}\` to write it again.`,
    );
  }
  return parsePreviewManifest(json, path.join(PREVIEWS_DIR, MANIFEST_FILE));
}
