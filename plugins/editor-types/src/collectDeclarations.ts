import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {EditorTypesBundle} from './types';

/** Where the bundle's files live in the editor's virtual file system. */
const VIRTUAL_NODE_MODULES = '/node_modules';
const VIRTUAL_LIB_DIR = '/lib';

/** The lib files the declarations need: ES2020 and the DOM (React's and the chart engine's types name DOM interfaces). */
const LIBS = ['lib.es2020.d.ts', 'lib.dom.d.ts'];

/** Fields of a package.json that module resolution (Node10) reads; the rest is left out of the bundle. */
const RESOLUTION_FIELDS = ['name', 'types', 'typings', 'main'] as const;

export interface CollectOptions {
  /** Directory holding `node_modules`. */
  siteDir: string;
  /** Module names whose declarations (and everything they import) the bundle holds. */
  modules: readonly string[];
}

/** The file a module name resolves to from the site, or an error naming it. */
function resolveRoot(siteDir: string, moduleName: string, options: ts.CompilerOptions): string {
  const {resolvedModule} = ts.resolveModuleName(moduleName, path.join(siteDir, 'index.ts'), options, ts.sys);
  if (!resolvedModule?.resolvedFileName.endsWith('.d.ts')) {
    throw new Error(`[editor-types] no type declarations found for "${moduleName}" under ${siteDir}/node_modules.`);
  }
  return resolvedModule.resolvedFileName;
}

/** `/abs/site/node_modules/@antv/g2/lib/index.d.ts` → `/node_modules/@antv/g2/lib/index.d.ts`. */
function toVirtualPath(file: string): string | undefined {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at < 0
    ? undefined
    : `${VIRTUAL_NODE_MODULES}/${file
        .slice(at + marker.length)
        .split(path.sep)
        .join('/')}`;
}

/** The package directory holding a file inside node_modules (`.../node_modules/@antv/g2`). */
function packageDirOf(file: string): string | undefined {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file);
  return match?.[1];
}

/** A package.json cut down to the fields module resolution reads. */
function resolutionManifest(packageDir: string): string | undefined {
  const manifestPath = path.join(packageDir, 'package.json');
  if (!fs.existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  const kept = Object.fromEntries(
    RESOLUTION_FIELDS.filter((key) => key in manifest).map((key) => [key, manifest[key]]),
  );
  return JSON.stringify(kept);
}

/**
 * Walks the imports, type references and lib references of the given modules'
 * declarations (through the compiler's own resolution, so exactly what a type
 * check reads) and returns them with their comments removed: the editor shows
 * the site's English descriptions, not the declarations' (mostly Chinese)
 * JSDoc, and comments are half of the bytes. Triple-slash directives go with
 * the comments, which is why the bundle lists its root and lib files.
 */
export function collectDeclarations({siteDir, modules}: CollectOptions): EditorTypesBundle {
  const options: ts.CompilerOptions = {
    noEmit: true,
    types: [],
    lib: LIBS,
    target: ts.ScriptTarget.ES2020,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const roots = modules.map((name) => resolveRoot(siteDir, name, options));
  const program = ts.createProgram({rootNames: roots, options});
  const printer = ts.createPrinter({removeComments: true});
  const files: Record<string, string> = {};
  const libFiles: string[] = [];
  const packageDirs = new Set<string>();
  for (const sourceFile of program.getSourceFiles()) {
    const text = printer.printFile(sourceFile);
    if (program.isSourceFileDefaultLibrary(sourceFile)) {
      const virtual = `${VIRTUAL_LIB_DIR}/${path.basename(sourceFile.fileName)}`;
      files[virtual] = text;
      libFiles.push(virtual);
      continue;
    }
    const virtual = toVirtualPath(sourceFile.fileName);
    if (!virtual) {
      throw new Error(`[editor-types] ${sourceFile.fileName} is outside node_modules; the bundle holds packages only.`);
    }
    files[virtual] = text;
    const packageDir = packageDirOf(sourceFile.fileName);
    if (packageDir) packageDirs.add(packageDir);
  }
  for (const packageDir of packageDirs) {
    const manifest = resolutionManifest(packageDir);
    const virtual = toVirtualPath(path.join(packageDir, 'package.json'));
    if (manifest && virtual) files[virtual] = manifest;
  }
  return {
    typescriptVersion: ts.version,
    files,
    libFiles: libFiles.sort(),
    // Every declaration file is a root: files reached only through a stripped `/// <reference>` load too.
    rootFiles: Object.keys(files)
      .filter((file) => file.endsWith('.d.ts') && !libFiles.includes(file))
      .sort(),
  };
}
