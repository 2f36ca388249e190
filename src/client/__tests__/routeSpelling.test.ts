import {matchPath} from 'react-router-dom';
import {matchCaseSensitively, routeSpellings, type RouteLike} from '../routeSpelling';

const ROUTES: RouteLike[] = [
  {path: '/', exact: true},
  {path: '/changelog', exact: true},
  {
    path: '/next',
    routes: [{path: '/next', routes: [{path: '/next/api/line', exact: true}]}],
  },
  {
    path: '/',
    routes: [
      {path: '/guide', exact: true},
      {path: '/api/line', exact: true},
      {path: '/~demos/line-basic', exact: true},
      {path: '/Twice', exact: true},
      {path: '/twice', exact: true},
    ],
  },
  {path: '*'},
];

describe('routeSpellings', () => {
  it("maps each exact route path in lower case to the route's own spelling", () => {
    expect([...routeSpellings(ROUTES)]).toEqual([
      ['/changelog', '/changelog'],
      ['/next/api/line', '/next/api/line'],
      ['/guide', '/guide'],
      ['/api/line', '/api/line'],
      ['/~demos/line-basic', '/~demos/line-basic'],
    ]);
  });
});

describe('matchCaseSensitively', () => {
  it('makes another casing of a route path miss the route, at every level', () => {
    const routes = JSON.parse(JSON.stringify(ROUTES)) as RouteLike[];
    expect(matchPath('/GUIDE', routes[3].routes![0])).not.toBeNull();
    matchCaseSensitively(routes);
    expect(matchPath('/GUIDE', routes[3].routes![0])).toBeNull();
    expect(matchPath('/guide', routes[3].routes![0])).not.toBeNull();
    expect(matchPath('/NEXT/api/line', routes[2])).toBeNull();
    expect(matchPath('/next/api/line', routes[2].routes![0].routes![0])).not.toBeNull();
  });
});
