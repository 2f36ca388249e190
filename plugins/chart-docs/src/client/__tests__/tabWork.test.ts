import fc from 'fast-check';
import {MAX_KEPT_CHARS, readTabWork, writeTabWork} from '../tabWork';

afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('tab work', () => {
  it('keeps text for a reload and forgets it on null', () => {
    expect(writeTabWork('code:line-basic', 'const x = 1;')).toBe(true);
    expect(readTabWork('code:line-basic')).toBe('const x = 1;');
    writeTabWork('code:line-basic', null);
    expect(readTabWork('code:line-basic')).toBeNull();
  });

  it('round-trips any text up to the cap (property)', () => {
    fc.assert(
      fc.property(fc.string({unit: 'grapheme', maxLength: 200}), (text) => {
        writeTabWork('k', text);
        expect(readTabWork('k')).toBe(text);
      }),
    );
  });

  it('keeps nothing over the cap and reads nothing over the cap written by others', () => {
    expect(writeTabWork('big', 'x'.repeat(MAX_KEPT_CHARS + 1))).toBe(false);
    expect(readTabWork('big')).toBeNull();
    window.sessionStorage.setItem('plots-docs:big', 'y'.repeat(MAX_KEPT_CHARS + 1));
    expect(readTabWork('big')).toBeNull();
  });

  it('reads nothing and keeps nothing where storage is refused or full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeTabWork('k', 'v')).toBe(false);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readTabWork('k')).toBeNull();
  });
});
