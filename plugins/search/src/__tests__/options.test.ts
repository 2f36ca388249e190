/** @jest-environment node */
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions, type Options} from '..';

function validate(options?: Options) {
  return validateOptions({validate: normalizePluginOptions as never, options});
}

describe('validateOptions', () => {
  it('fills in the defaults', () => {
    expect(validate(undefined)).toEqual({...DEFAULT_OPTIONS, id: 'default'});
  });
  it('accepts a custom changelog path', () => {
    expect(validate({changelogPath: '/releases'})).toEqual({changelogPath: '/releases', id: 'default'});
  });
  it('rejects a path that does not start with a slash', () => {
    expect(() => validate({changelogPath: 'releases'})).toThrowErrorMatchingInlineSnapshot(
      `""changelogPath" with value "releases" fails to match the absolute path pattern"`,
    );
  });
});
