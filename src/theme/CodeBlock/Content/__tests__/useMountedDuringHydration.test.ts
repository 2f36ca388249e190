import {renderHook} from '@testing-library/react';
import {useMountedDuringHydration} from '../useMountedDuringHydration';

let isBrowser = false;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => isBrowser}));

describe('useMountedDuringHydration', () => {
  const hydrateFlag = process.env.HYDRATE_CLIENT_ENTRY;
  afterEach(() => {
    isBrowser = false;
    if (hydrateFlag === undefined) delete process.env.HYDRATE_CLIENT_ENTRY;
    else process.env.HYDRATE_CLIENT_ENTRY = hydrateFlag;
  });

  it('keeps the prerendered lines of a block that hydrates in a production build', () => {
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
    expect(renderHook(() => useMountedDuringHydration()).result.current).toBe(true);
  });

  it('highlights a block mounted after hydration, and keeps that for its lifetime', () => {
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
    isBrowser = true;
    const {result, rerender} = renderHook(() => useMountedDuringHydration());
    isBrowser = false;
    rerender();
    expect(result.current).toBe(false);
  });

  it('highlights every block in the development server, which renders an empty page instead of hydrating', () => {
    delete process.env.HYDRATE_CLIENT_ENTRY;
    expect(renderHook(() => useMountedDuringHydration()).result.current).toBe(false);
  });
});
