import {pickLocale, STANDALONE_MESSAGES} from '../messages';

describe('standalone demo locale', () => {
  it('picks en-US or zh-CN from ?locale=, English for anything else', () => {
    expect(pickLocale('?locale=zh-CN')).toBe('zh-CN');
    expect(pickLocale('?locale=en-US')).toBe('en-US');
    expect(pickLocale('')).toBe('en-US');
    expect(pickLocale('?locale=fr')).toBe('en-US');
    expect(pickLocale('?locale=%E0%A4%A')).toBe('en-US');
    expect(pickLocale('?locale=zh-CN&locale=en-US')).toBe('zh-CN');
  });

  it('has the same messages in both locales', () => {
    expect(Object.keys(STANDALONE_MESSAGES['zh-CN']).sort()).toEqual(Object.keys(STANDALONE_MESSAGES['en-US']).sort());
    expect(STANDALONE_MESSAGES['zh-CN'].notFound('x')).toContain('x');
  });
});
