import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {DEFAULT_OPTIONS, validateOptions, type Options} from '../options';

function validate(options?: Options) {
  return validateOptions({validate: normalizePluginOptions as never, options});
}

describe('validateOptions', () => {
  it('uses the defaults when no option is given', () => {
    expect(validate()).toEqual({...DEFAULT_OPTIONS, id: 'default'});
  });

  it('keeps the defaults for options left out', () => {
    expect(validate({path: 'data/releases.csv'})).toEqual({
      id: 'default',
      path: 'data/releases.csv',
      notesPath: 'data/changelog-notes.csv',
      routePath: '/changelog',
    });
  });

  it('accepts every option', () => {
    const options = {
      id: 'plots',
      path: 'changes/plots.csv',
      notesPath: '',
      routePath: '/releases',
    };
    expect(validate(options)).toEqual(options);
  });

  it('takes no page component: the plugin renders the page with its own @theme/ChangelogPage', () => {
    expect(() => validate({pageComponent: '@site/x'} as Options)).toThrow('"pageComponent" is not allowed');
  });

  it('rejects a path that is not a CSV file and a route without a leading slash', () => {
    expect(() => validate({path: 'data/changelog.json'})).toThrowErrorMatchingInlineSnapshot(
      `""path" must be a .csv file relative to the site directory, such as "data/changelog-versions.csv""`,
    );
    expect(() => validate({routePath: 'changelog'})).toThrowErrorMatchingInlineSnapshot(
      `""routePath" must be a URL path that starts with "/", such as "/changelog""`,
    );
  });
});
