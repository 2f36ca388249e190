import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions, type Options} from '../options';

function validate(options?: Options) {
  return validateOptions({validate: normalizePluginOptions as never, options});
}

describe('validateOptions', () => {
  it('uses the defaults when no option is given', () => {
    expect(validate()).toEqual({...DEFAULT_OPTIONS, id: 'default'});
  });

  it('keeps the defaults for options left out, in the lists too', () => {
    const list = {name: 'pkg', url: 'https://example.org/pkg', about: 'A package.', path: 'data/releases.csv'};
    expect(validate({lists: [list]})).toEqual({
      id: 'default',
      lists: [{...list, notesPath: '', anchorPrefix: ''}],
      routePath: '/changelog',
    });
  });

  it('accepts every option', () => {
    const options = {
      id: 'plots',
      lists: [
        {
          name: 'a',
          url: 'https://example.org/a',
          about: 'A.',
          path: 'a.csv',
          notesPath: 'a-notes.csv',
          anchorPrefix: '',
        },
        {name: 'b', url: 'https://example.org/b', about: 'B.', path: 'b.csv', notesPath: '', anchorPrefix: 'b-'},
      ],
      routePath: '/releases',
    };
    expect(validate(options)).toEqual(options);
  });

  it('takes no page component: the plugin renders the page with its own @theme/ChangelogPage', () => {
    expect(() => validate({pageComponent: '@site/x'} as Options)).toThrow('"pageComponent" is not allowed');
  });

  it('rejects a path that is not a CSV file and a route without a leading slash', () => {
    const list = {name: 'a', url: 'https://example.org/a', about: 'A.'};
    expect(() => validate({lists: [{...list, path: 'data/changelog.json'}]})).toThrow(
      /must be a \.csv file relative to the site directory, such as "data\/changelog-plots\.csv"/,
    );
    expect(() => validate({lists: [{...list, path: 'a.csv', anchorPrefix: 'A'}]})).toThrow(
      /must be "" or lower-case letters, digits and dashes ending in "-"/,
    );
    expect(() => validate({routePath: 'changelog'})).toThrowErrorMatchingInlineSnapshot(
      `""routePath" must be a URL path that starts with "/", such as "/changelog""`,
    );
  });
});
