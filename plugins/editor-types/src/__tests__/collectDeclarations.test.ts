import path from 'node:path';
import {collectDeclarations} from '../collectDeclarations';
import type {EditorTypesBundle} from '../types';

const siteDir = path.resolve(__dirname, '../../../..');

describe('collectDeclarations', () => {
  let bundle: EditorTypesBundle;
  beforeAll(() => {
    bundle = collectDeclarations({siteDir, modules: ['@ant-design/plots', 'react', 'react/jsx-runtime']});
  }, 60_000);

  it('holds the library, the G2Plot options it extends, the engine and React', () => {
    const paths = Object.keys(bundle.files);
    expect(paths).toContain('/node_modules/@ant-design/plots/es/index.d.ts');
    expect(paths.some((file) => file.startsWith('/node_modules/@antv/g2plot/') && file.endsWith('.d.ts'))).toBe(true);
    expect(paths.some((file) => file.startsWith('/node_modules/@antv/g2/') && file.endsWith('.d.ts'))).toBe(true);
    expect(paths).toContain('/node_modules/@types/react/index.d.ts');
    expect(paths).toContain('/node_modules/@types/react/global.d.ts');
    expect(paths).toContain('/node_modules/@types/react/jsx-runtime.d.ts');
    expect(paths).toContain('/node_modules/csstype/index.d.ts');
    const lineOptions = Object.entries(bundle.files).find(
      ([file, text]) => file.includes('/g2plot/') && file.includes('/line/types') && text.includes('smooth'),
    );
    expect(lineOptions).toBeDefined();
  });

  it('holds nothing the library does not reach: no Node, Jest or site files', () => {
    const paths = Object.keys(bundle.files);
    expect(paths.every((file) => file.startsWith('/node_modules/') || file.startsWith('/lib/'))).toBe(true);
    expect(paths.some((file) => file.includes('@types/node') || file.includes('@types/jest'))).toBe(false);
    expect(paths.some((file) => file.includes('/@docusaurus/'))).toBe(false);
  });

  it('keeps only the resolution fields of each package.json', () => {
    const manifest = JSON.parse(bundle.files['/node_modules/@ant-design/plots/package.json']);
    expect(manifest).toEqual({name: '@ant-design/plots', main: 'lib/index.js', types: 'es/index.d.ts'});
  });

  it('lists the ES2020 and DOM lib files, and every declaration file as a root', () => {
    expect(bundle.libFiles).toEqual(expect.arrayContaining(['/lib/lib.es5.d.ts', '/lib/lib.dom.d.ts']));
    expect(bundle.libFiles.every((file) => file in bundle.files)).toBe(true);
    expect(bundle.rootFiles).toContain('/node_modules/@ant-design/plots/es/index.d.ts');
    expect(bundle.rootFiles.some((file) => bundle.libFiles.includes(file))).toBe(false);
  });

  it('drops comments, the declarations’ Chinese JSDoc included', () => {
    const text = Object.values(bundle.files).join('\n');
    expect(text).not.toMatch(/\/\*\*/);
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('names a module without declarations', () => {
    expect(() => collectDeclarations({siteDir, modules: ['no-such-package-here']})).toThrow(
      /no type declarations found for "no-such-package-here"/,
    );
  });
});
