import {stripTrailingSlash} from '../stripTrailingSlash';

describe('stripTrailingSlash', () => {
  it('removes trailing slashes but keeps the root', () => {
    expect(stripTrailingSlash('/guide/')).toBe('/guide');
    expect(stripTrailingSlash('/api/line//')).toBe('/api/line');
    expect(stripTrailingSlash('/guide')).toBe('/guide');
    expect(stripTrailingSlash('/')).toBe('/');
  });
});
