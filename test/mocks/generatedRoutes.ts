import type {RouteConfig} from '@docusaurus/types';

const routes: RouteConfig[] = [];
export default routes;
