import ts from 'typescript';
import {optionPathAt} from '../optionPathAt';

function at(code: string, marker: string) {
  const sourceFile = ts.createSourceFile('/demo.tsx', code, ts.ScriptTarget.ES2020, true, ts.ScriptKind.TSX);
  return optionPathAt(ts, sourceFile, code.indexOf(marker) + 1);
}

describe('optionPathAt', () => {
  const code = [
    'const ok = <Line data={data} smooth xAxis={{label: {rotate: 1, "style": {fill: red}}}} meta={{x: {alias: "X"}}} />;',
    'const other = <div title="t" />;',
    'const plain = {smooth: true};',
    'const listed = <Line annotations={[{type: "text"}]} />;',
  ].join('\n');

  it('names a JSX attribute with its component', () => {
    expect(at(code, 'smooth xAxis')).toEqual({component: 'Line', path: 'smooth'});
    expect(at(code, 'data=')).toEqual({component: 'Line', path: 'data'});
  });

  it('follows object literals down to the key, quoted keys included', () => {
    expect(at(code, 'rotate')).toEqual({component: 'Line', path: 'xAxis.label.rotate'});
    expect(at(code, 'fill')).toEqual({component: 'Line', path: 'xAxis.label.style.fill'});
    expect(at(code, 'alias')).toEqual({component: 'Line', path: 'meta.x.alias'});
  });

  it('gives nothing for values, objects outside JSX, and items of arrays', () => {
    expect(at(code, 'red')).toBeUndefined();
    expect(at(code, 'smooth: true')).toBeUndefined();
    expect(at(code, 'type: "text"')).toBeUndefined();
    expect(at(code, 'title="t"')).toEqual({component: 'div', path: 'title'});
  });
});
