import type {DocusaurusConfig} from '@docusaurus/types';

/** The site config as a client module imports it: the site at the root. */
const siteConfig = {baseUrl: '/', url: 'https://plots-docs.example.org'} as DocusaurusConfig;
export default siteConfig;
