import {act, renderHook} from '@testing-library/react';
import {useKeptCode} from '../useKeptCode';

afterEach(() => window.sessionStorage.clear());

const SOURCE = 'export default () => null;';

describe('useKeptCode', () => {
  it('keeps edits for the tab and brings them back once the source has arrived', () => {
    const first = renderHook(({source}) => useKeptCode('line-basic', source), {
      initialProps: {source: SOURCE as string | undefined},
    });
    act(() => first.result.current.setEditedCode('const edited = 1;'));
    first.unmount();

    const second = renderHook(({source}) => useKeptCode('line-basic', source), {
      initialProps: {source: undefined as string | undefined},
    });
    // Before the source is here nothing is read, and nothing is erased.
    expect(second.result.current.editedCode).toBeNull();
    expect(window.sessionStorage.getItem('plots-docs:code:line-basic')).toBe('const edited = 1;');
    second.rerender({source: SOURCE});
    expect(second.result.current.editedCode).toBe('const edited = 1;');
    expect(second.result.current.restored).toBe(true);

    act(() => second.result.current.discard());
    expect(second.result.current.editedCode).toBeNull();
    expect(second.result.current.restored).toBe(false);
    expect(window.sessionStorage.getItem('plots-docs:code:line-basic')).toBeNull();
  });

  it('restores nothing equal to the source, and keeps demos apart', () => {
    window.sessionStorage.setItem('plots-docs:code:pie-basic', SOURCE);
    window.sessionStorage.setItem('plots-docs:code:other', 'other code');
    const {result} = renderHook(() => useKeptCode('pie-basic', SOURCE));
    expect(result.current.editedCode).toBeNull();
    expect(result.current.restored).toBe(false);
  });
});
