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

  it('keeps the defaults for options left out', () => {
    expect(validate({path: 'data/releases.csv', pageComponent: PAGE})).toEqual({
      id: 'default',
      path: 'data/releases.csv',
      notesPath: 'data/changelog-notes.csv',
      routePath: '/changelog',
      pageComponent: PAGE,
    });
  });

  it('accepts every option', () => {
    const options = {
      id: 'plots',
      path: 'changes/plots.csv',
      notesPath: '',
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
    expect(() => validate({path: 'data/changelog.json', pageComponent: PAGE})).toThrowErrorMatchingInlineSnapshot(
      `""path" must be a .csv file relative to the site directory, such as "data/changelog-versions.csv""`,
    );
    expect(() => validate({routePath: 'changelog', pageComponent: PAGE})).toThrowErrorMatchingInlineSnapshot(
      `""routePath" must be a URL path that starts with "/", such as "/changelog""`,
    );
  });
});
