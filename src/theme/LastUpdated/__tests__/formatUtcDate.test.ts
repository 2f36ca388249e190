import fc from 'fast-check';
import {formatUtcDate} from '../formatUtcDate';

const intlFormat = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

describe('formatUtcDate', () => {
  it('writes a page date as English Intl does', () => {
    expect(formatUtcDate(new Date('2026-11-23T23:30:00Z'))).toBe('Nov 23, 2026');
    expect(formatUtcDate(new Date('2024-01-01T00:00:00Z'))).toBe('Jan 1, 2024');
  });

  it('agrees with Intl.DateTimeFormat("en", UTC) on any date from 1970 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: Date.UTC(2200, 0, 1)}), (time) => {
        const date = new Date(time);
        expect(formatUtcDate(date)).toBe(intlFormat.format(date));
      }),
    );
  });
});
