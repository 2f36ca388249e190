import {demoAtPath} from '../demoRegistry';

jest.mock(
  '@generated/chart-docs/default/registry',
  () => {
    const entry = (id: string) => ({id, group: 'line', standalonePath: `/~demos/${id}`, title: id, description: ''});
    return {charts: [], props: {}, demos: {'line-basic': entry('line-basic'), 'line-step': entry('line-step')}};
  },
  {virtual: true},
);

describe('demoAtPath', () => {
  it('finds the demo a standalone page path names, with or without a trailing slash', () => {
    expect(demoAtPath('/~demos/line-step')?.id).toBe('line-step');
    expect(demoAtPath('/~demos/line-basic/')?.id).toBe('line-basic');
  });

  it('finds nothing for other paths, prototype names included', () => {
    expect(demoAtPath('/~demos/line')).toBeUndefined();
    expect(demoAtPath('/~demos/constructor')).toBeUndefined();
    expect(demoAtPath('/')).toBeUndefined();
  });
});
