import { createElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './app-routes';
import { branchIn, matchesIn, PATHS_KEPT } from './table-matches';

/** Every path the table can draw, its `:name` parts filled in, with a splat's tail. */
function pathsOf(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const path = own
      .replace(/\/+/g, '/')
      .replace(/:\w+/g, '7')
      .replaceAll('?', '')
      .replace(/\*$/, 'any/thing');
    const below = route.children ? pathsOf(route.children, own) : [];
    return route.index || route.path ? [path || '/', ...below] : below;
  });
}

/** What a match draws: each route's path and element, the part matched and the parameters. */
const drawnBy = (matches: ReturnType<typeof matchRoutes>) =>
  (matches ?? []).map(({ route, pathname, pathnameBase, params }) => ({
    path: route.path,
    element: route.element,
    Component: route.Component,
    pathname,
    pathnameBase,
    params,
  }));

const page = (name: string) => createElement('p', null, name);
const SMALL_TABLE: RouteObject[] = [
  {
    element: page('layout'),
    children: [
      { index: true, element: page('home') },
      { path: 'login', element: page('sign-in') },
      {
        path: 'teacher',
        element: page('teacher'),
        children: [
          { index: true, element: page('teacher home') },
          { path: 'class/:classId', element: page('class') },
          { path: 'class/new', element: page('new class') },
        ],
      },
      { path: 'quiz/:quizId/page?/:page?', element: page('quiz') },
      { path: 'files/*', element: page('files') },
      { path: '*', element: page('not found') },
    ],
  },
];

describe('a table matched once per path', () => {
  it.each([
    ['a small table', SMALL_TABLE],
    ["the app's whole table", APP_ROUTES],
  ])('draws the same routes from the branch as from the whole of %s', (_, routes) => {
    const table = { routes };
    const drawable = pathsOf(routes);
    // Each table's own paths, not only the extra ones below, or the comparison proves little.
    expect(drawable.length).toBeGreaterThan(routes === APP_ROUTES ? 20 : 6);
    const paths = [
      ...drawable,
      '/',
      '/teacher/class/new',
      '/quiz/3',
      '/quiz/3/page/2',
      '/no/such/page',
    ];
    for (const path of paths) {
      const whole = matchRoutes(routes, path);
      expect(drawnBy(matchesIn(table, path)), path).toEqual(drawnBy(whole));
      expect(drawnBy(matchRoutes(branchIn(table, path), path)), path).toEqual(drawnBy(whole));
    }
  });

  it('matches a path of a table once, and a new table afresh', () => {
    const table = { routes: SMALL_TABLE };
    const matches = matchesIn(table, '/teacher/class/3');
    expect(matchesIn(table, '/teacher/class/3')).toBe(matches);
    expect(matchesIn({ ...table }, '/teacher/class/3')).not.toBe(matches);
    expect(matchesIn({ ...table }, '/teacher/class/3')).toEqual(matches);
  });

  it('draws a route whose code has arrived since its path was matched', () => {
    const pending: RouteObject = { path: 'later', element: null };
    const table = { routes: [{ element: page('layout'), children: [pending] }] };
    expect(branchIn(table, '/later')[0]?.children?.[0]?.element).toBeNull();
    // The router fills the route in where it stands once its code arrives.
    Object.assign(pending, { element: page('arrived') });
    expect(branchIn(table, '/later')[0]?.children?.[0]?.element).toEqual(page('arrived'));
  });

  it('forgets the least recently matched paths beyond those it keeps', () => {
    const table = { routes: SMALL_TABLE };
    const first = matchesIn(table, '/quiz/0');
    const second = matchesIn(table, '/quiz/1');
    for (let quiz = 2; quiz <= PATHS_KEPT; quiz += 1) {
      matchesIn(table, `/quiz/${quiz}`);
      matchesIn(table, '/quiz/1');
    }
    // One path more than kept: the oldest, /quiz/0, is matched afresh; /quiz/1 was kept in use.
    expect(matchesIn(table, '/quiz/1')).toBe(second);
    expect(matchesIn(table, '/quiz/0')).not.toBe(first);
    expect(matchesIn(table, '/quiz/0')).toEqual(first);
  });
});
