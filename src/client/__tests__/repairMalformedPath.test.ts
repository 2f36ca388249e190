import {repairPathname} from '../repairMalformedPath';

describe('repairPathname', () => {
  it('leaves decodable paths alone', () => {
    expect(repairPathname('/guide')).toBeNull();
    expect(repairPathname('/api/line%20x')).toBeNull();
  });

  it('escapes the percent signs of a malformed path so it decodes to itself', () => {
    const repaired = repairPathname('/%E0%A4%A');
    expect(repaired).toBe('/%25E0%25A4%25A');
    expect(decodeURI(repaired ?? '')).toBe('/%E0%A4%A');
  });
});
