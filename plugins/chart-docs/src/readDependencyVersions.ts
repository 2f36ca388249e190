import fs from 'node:fs';
import path from 'node:path';

/** Packages a demo needs when it runs outside this site. */
export const DEMO_PACKAGES = ['@ant-design/plots', 'react', 'react-dom'] as const;

/** The installed version of each demo package, so sandboxes match what the site renders. */
export function readDependencyVersions(siteDir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of DEMO_PACKAGES) {
    const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
    const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string};
    versions[name] = version;
  }
  return versions;
}
