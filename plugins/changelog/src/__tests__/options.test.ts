import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions, type Options} from '../options';

function validate(options?: Options) {
  return validateOptions({validate: normalizePluginOptions as never, options});
}

const PAGE = '@site/components/Releases';

describe('validateOptions', () => {
  it('uses the defaults when only the page component is given', () => {
    expect(validate({pageComponent: PAGE})).toEqual({...DEFAULT_OPTIONS, id: 'default', pageComponent: PAGE});
  });

  it('keeps the defaults for options left out, in the lists too', () => {
    const list = {name: 'pkg', url: 'https://example.org/pkg', about: 'A package.', path: 'data/releases.csv'};
    expect(validate({lists: [list], pageComponent: PAGE})).toEqual({
      id: 'default',
      lists: [{...list, notesPath: '', anchorPrefix: ''}],
      routePath: '/changelog',
      pageComponent: PAGE,
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
      pageComponent: PAGE,
    };
    expect(validate(options)).toEqual(options);
  });

  it('requires the page component, saying what it is', () => {
    expect(() => validate()).toThrowErrorMatchingInlineSnapshot(
      `""pageComponent" is required: the module path of the component that renders the changelog page (it receives the data as its \`changelog\` prop)"`,
    );
  });

  it('rejects a path that is not a CSV file and a route without a leading slash', () => {
    const list = {name: 'a', url: 'https://example.org/a', about: 'A.'};
    expect(() => validate({lists: [{...list, path: 'data/changelog.json'}], pageComponent: PAGE})).toThrow(
      /must be a \.csv file relative to the site directory, such as "data\/changelog-plots\.csv"/,
    );
    expect(() => validate({lists: [{...list, path: 'a.csv', anchorPrefix: 'A'}], pageComponent: PAGE})).toThrow(
      /must be "" or lower-case letters, digits and dashes ending in "-"/,
    );
    expect(() => validate({routePath: 'changelog', pageComponent: PAGE})).toThrowErrorMatchingInlineSnapshot(
      `""routePath" must be a URL path that starts with "/", such as "/changelog""`,
    );
  });
});
