import {act, renderHook} from '@testing-library/react';
import {useKeptCode} from '../useKeptCode';
import {RUN_SETTLE_MS, lastRunEnded, markRunStarted, settleRun} from '../keptRuns';

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

describe('kept code whose last run did not end', () => {
  const HANGING = "/^(a+)+$/.test('a'.repeat(34) + 'b');\nexport default () => null;";

  afterEach(() => jest.useRealTimers());

  it('comes back inert when its run started and the page went (froze, crashed or navigated)', () => {
    window.sessionStorage.setItem('plots-docs:code:line-basic', HANGING);
    markRunStarted('line-basic', HANGING);
    const {result} = renderHook(() => useKeptCode('line-basic', SOURCE));
    expect(result.current.editedCode).toBe(HANGING);
    expect(result.current.restored).toBe(true);
    expect(result.current.inert).toBe(true);
    act(() => result.current.runKept());
    expect(result.current.inert).toBe(false);
  });

  it('comes back inert when nothing says it ever ran (kept by an older version, or never run)', () => {
    window.sessionStorage.setItem('plots-docs:code:line-basic', HANGING);
    const {result} = renderHook(() => useKeptCode('line-basic', SOURCE));
    expect(result.current.inert).toBe(true);
  });

  it('runs again when its last run ended and the page stayed, and an edit or Discard lifts inertness', () => {
    jest.useFakeTimers();
    window.sessionStorage.setItem('plots-docs:code:line-basic', 'const fine = 1;');
    markRunStarted('line-basic', 'const fine = 1;');
    settleRun('line-basic', 'const fine = 1;');
    jest.advanceTimersByTime(RUN_SETTLE_MS);
    expect(renderHook(() => useKeptCode('line-basic', SOURCE)).result.current.inert).toBe(false);

    // A record speaks only for the code it ran.
    window.sessionStorage.setItem('plots-docs:code:line-basic', 'const other = 2;');
    const {result} = renderHook(() => useKeptCode('line-basic', SOURCE));
    expect(result.current.inert).toBe(true);
    act(() => result.current.setEditedCode('const other = 3;'));
    expect(result.current.inert).toBe(false);
    act(() => result.current.discard());
    expect(window.sessionStorage.getItem('plots-docs:run:line-basic')).toBeNull();
  });

  it('does not count a run as ended when the page is being left before it settled', () => {
    jest.useFakeTimers();
    markRunStarted('line-basic', 'location.reload();');
    settleRun('line-basic', 'location.reload();');
    window.dispatchEvent(new Event('beforeunload'));
    jest.advanceTimersByTime(RUN_SETTLE_MS);
    expect(lastRunEnded('line-basic', 'location.reload();')).toBe(false);
    window.dispatchEvent(new Event('pageshow'));
  });
});
