import {pickLocale, siteStandaloneLocale, STANDALONE_MESSAGES} from '../messages';

describe('standalone demo locale', () => {
  it('picks en-US or zh-CN from ?locale=, English for anything else', () => {
    expect(pickLocale('?locale=zh-CN')).toBe('zh-CN');
    expect(pickLocale('?locale=en-US')).toBe('en-US');
    expect(pickLocale('')).toBe('en-US');
    expect(pickLocale('?locale=fr')).toBe('en-US');
    expect(pickLocale('?locale=%E0%A4%A')).toBe('en-US');
    expect(pickLocale('?locale=zh-CN&locale=en-US')).toBe('zh-CN');
  });

  it('falls back to the language of the sub-site the page is built in', () => {
    expect(siteStandaloneLocale('zh-CN')).toBe('zh-CN');
    expect(siteStandaloneLocale('en')).toBe('en-US');
    expect(pickLocale('', siteStandaloneLocale('zh-CN'))).toBe('zh-CN');
    expect(pickLocale('?locale=fr', 'zh-CN')).toBe('zh-CN');
    expect(pickLocale('?locale=en-US', 'zh-CN')).toBe('en-US');
  });

  it('has the same messages in both locales', () => {
    expect(Object.keys(STANDALONE_MESSAGES['zh-CN']).sort()).toEqual(Object.keys(STANDALONE_MESSAGES['en-US']).sort());
    expect(STANDALONE_MESSAGES['zh-CN'].notFound('x')).toContain('x');
  });
});
