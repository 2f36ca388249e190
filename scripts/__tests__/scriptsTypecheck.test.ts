/**
 * @jest-environment node
 *
 * The build scripts are JavaScript with JSDoc types, checked by scripts/tsconfig.json (`checkJs`), which
 * `npm run typecheck` runs after the root project. These tests hold that in place: the project covers
 * every file under scripts/, with the root project's strictness, and a type error planted in a script is
 * reported. The planted check compiles one script (and what it imports) in memory with the project's own
 * options, so it takes seconds, not the whole project's time.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SITE_DIR = path.resolve(__dirname, '../..');
const SCRIPTS_DIR = path.join(SITE_DIR, 'scripts');
const PLANTED_IN = path.join(SCRIPTS_DIR, 'postbuild/buildFiles.mjs');
/** A call with a number where a path (string) is typed: `tsc` must say TS2345. */
const PLANTED_ERROR = '\nexport const planted = buildFiles(42, () => true);\n';

function parseScriptsProject(): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(SCRIPTS_DIR, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('scripts/tsconfig.json could not be read');
  return parsed;
}

/**
 * Errors of programs made of `file` alone, its text extended by each of `extras`, with the project's
 * options. Each program reuses the previous one's unchanged files (the libraries' declarations).
 */
function errorsOf(options: ts.CompilerOptions, file: string, extras: readonly string[]): ts.Diagnostic[][] {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const original = fs.readFileSync(file, 'utf8');
  let extra = '';
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    path.resolve(fileName) === file
      ? ts.createSourceFile(fileName, original + extra, languageVersion, true)
      : getSourceFile(fileName, languageVersion, ...rest);
  let program: ts.Program | undefined;
  return extras.map((text) => {
    extra = text;
    program = ts.createProgram({rootNames: [file], options, host, oldProgram: program});
    return ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  });
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => path.join(dir, name))
    .filter((file) => /\.(?:mjs|js|ts)$/.test(file) && fs.statSync(file).isFile());
}

describe('type-checked build scripts', () => {
  const project = parseScriptsProject();

  it('npm run typecheck checks the scripts project after the root one', () => {
    const {scripts} = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8'));
    expect(scripts.typecheck).toMatch(/\btsc --noEmit -p scripts\b/);
  });

  it('is the one project over scripts/: the root project reaches a script only through the site code importing it', () => {
    const {include = []} = ts.readConfigFile(path.join(SITE_DIR, 'tsconfig.json'), ts.sys.readFile).config as {
      include?: string[];
    };
    expect(include.filter((entry) => entry === 'scripts' || entry.startsWith('scripts/'))).toEqual([]);
  });

  it('checks JavaScript as strictly as the TypeScript of the site', () => {
    expect(project.errors).toEqual([]);
    expect(project.options).toMatchObject({allowJs: true, checkJs: true, strict: true, noEmit: true});
  });

  it('covers every script under scripts/ but those its tsconfig excludes by name', () => {
    const covered = new Set(project.fileNames.map((file) => path.resolve(file)));
    // Excluded on purpose, with the reason beside the list in scripts/tsconfig.json (the engine
    // recorder's page scripts run in Chromium on G2's untyped objects). Each entry must still exist.
    const {exclude = []} = ts.readConfigFile(path.join(SCRIPTS_DIR, 'tsconfig.json'), ts.sys.readFile).config as {
      exclude?: string[];
    };
    const excluded = exclude.map((entry) => path.join(SCRIPTS_DIR, entry));
    expect(excluded.filter((entry) => !fs.existsSync(entry))).toEqual([]);
    const isExcluded = (file: string) => excluded.some((entry) => file === entry || file.startsWith(entry + path.sep));
    const scripts = filesUnder(SCRIPTS_DIR);
    expect(scripts.length).toBeGreaterThan(50);
    expect(scripts.filter((file) => !covered.has(file) && !isExcluded(file))).toEqual([]);
  });

  it('reports a type error planted in a script, and nothing without it', () => {
    const [clean, planted] = errorsOf(project.options, PLANTED_IN, ['', PLANTED_ERROR]);
    expect(clean.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual([]);
    expect(planted.map((diagnostic) => [path.resolve(diagnostic.file?.fileName ?? ''), diagnostic.code])).toEqual([
      [PLANTED_IN, 2345],
    ]);
  }, 30_000);
});
