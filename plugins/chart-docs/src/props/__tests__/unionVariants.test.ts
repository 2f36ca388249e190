/**
 * @jest-environment node
 *
 * G2's annotations are ten kinds picked by `type`, each with its own fields, while the typings declare
 * `type?: string` on all of them: the rows say which `type` has which field, from the real typings.
 */
import path from 'node:path';
import {extractAllChartProps} from '../extractChartProps';
import type {PropRow} from '../types';

jest.setTimeout(120_000);

const SITE_DIR = path.resolve(__dirname, '../../../../..');
let annotations: PropRow;

beforeAll(() => {
  const {line} = extractAllChartProps(SITE_DIR, [{slug: 'line', component: 'Line'}]);
  annotations = [...line.own, ...line.common].find((row) => row.name === 'annotations')!;
});

const field = (name: string) => annotations.children?.find((row) => row.name === name);

describe('annotation rows by type', () => {
  it('gives the type row every value the engine draws, and takes no other in JSON', () => {
    const values = [
      'arc',
      'region',
      'image',
      'line',
      'text',
      'dataMarker',
      'dataRegion',
      'regionFilter',
      'shape',
      'html',
    ];
    expect(field('type')?.variantValues).toEqual(values);
    expect(field('type')?.json?.enum).toEqual(values);
    expect(field('type')?.variants).toBeUndefined();
  });

  it('marks the fields only some types have with those types', () => {
    expect(field('src')?.variants).toEqual(['image']);
    expect(field('render')?.variants).toEqual(['shape']);
    expect(field('position')?.variants).toEqual(['text', 'dataMarker', 'html']);
    expect(field('start')?.variants).toEqual(['arc', 'region', 'image', 'line', 'dataRegion', 'regionFilter']);
  });

  it('leaves fields every type has unmarked', () => {
    for (const name of ['id', 'top', 'offsetX']) expect(field(name)?.variants).toBeUndefined();
  });

  it('shows a field the types declare differently with each type’s own', () => {
    expect(field('text')?.variantTypes).toEqual([
      {variants: ['line'], type: 'LineAnnotationTextCfg'},
      {variants: ['dataMarker', 'dataRegion'], type: 'null | EnhancedTextCfg'},
    ]);
  });
});
