/** Where the previews command writes, and how it records what it wrote. */
import fs from 'node:fs';
import path from 'node:path';
import {
  MANIFEST_FILE,
  PREVIEWS_DIR,
  type PreviewManifest,
  type PreviewManifestEntry,
} from '../../plugins/chart-docs/src';

export function previewsDir(siteDir: string): string {
  return path.join(siteDir, PREVIEWS_DIR);
}

/** File names of a demo's pictures: `{id}-light.webp`, `{id}-dark.webp`, `{id}-card.png`. */
export function previewFileNames(
  id: string,
  previewExt: string,
  cardExt: string,
): {light: string; dark: string; card: string} {
  return {light: `${id}-light.${previewExt}`, dark: `${id}-dark.${previewExt}`, card: `${id}-card.${cardExt}`};
}

/**
 * Writes the manifest with demos sorted by id (stable diffs), keeping only
 * the demos that still exist, and deletes picture files no entry names.
 */
export function writeManifest(
  siteDir: string,
  demos: Record<string, PreviewManifestEntry>,
  existingIds: ReadonlySet<string>,
): PreviewManifest {
  const kept: Record<string, PreviewManifestEntry> = {};
  for (const id of Object.keys(demos).sort()) {
    if (existingIds.has(id)) {
      kept[id] = demos[id];
    }
  }
  const manifest: PreviewManifest = {demos: kept};
  const dir = previewsDir(siteDir);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const named = new Set(Object.values(kept).flatMap((entry) => [entry.light, entry.dark, entry.card ?? '']));
  for (const file of fs.readdirSync(dir)) {
    if (file !== MANIFEST_FILE && !named.has(file)) {
      fs.rmSync(path.join(dir, file));
    }
  }
  return manifest;
}
