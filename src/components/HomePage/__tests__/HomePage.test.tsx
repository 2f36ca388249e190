import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {HomeFeatures, HomeGallery, HomeHero} from '..';

jest.mock(
  '@theme/Demo',
  () =>
    function Demo({id}: {id: string}) {
      return <div data-demo-id={id} />;
    },
  {virtual: true},
);

// The social card reads the generated demo registry and writes into the document head.
jest.mock('@theme/SocialCard', () => () => null, {virtual: true});

describe('HomeHero', () => {
  it('renders the title as the h1 and one link per action', () => {
    render(
      <HomeHero
        hero={{
          title: 'Ant Design Plots',
          description: 'React charts.',
          actions: [
            {text: 'API', link: '/api'},
            {text: 'Get Started', link: '/guide', primary: true},
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Ant Design Plots');
    expect(screen.getByRole('heading', {level: 1})).toHaveAttribute('id', 'ant-design-plots');
    expect(screen.getByRole('link', {name: 'API'})).toHaveAttribute('href', '/api');
    expect(screen.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/guide');
    expect(screen.getByRole('link', {name: 'Get Started'})).toHaveClass('button--primary');
  });
});

describe('HomeFeatures', () => {
  it('renders one card per feature and links only the titles that have a link', () => {
    render(
      <HomeFeatures
        features={[
          {emoji: '📊', title: 'Engine', description: 'Draws charts.', link: '/api'},
          {emoji: '✅', title: 'Tested', description: 'Unit tests.'},
        ]}
      />,
    );
    const cards = within(screen.getByRole('list', {name: 'Features'})).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', {name: 'Engine'})).toHaveAttribute('href', '/api');
    expect(within(cards[1]).queryByRole('link')).toBeNull();
    expect(cards[1]).toHaveTextContent('Unit tests.');
  });
});

describe('HomeGallery', () => {
  it('renders the demos in order and passes the column count to the grid', () => {
    render(<HomeGallery demos={['line-basic', 'pie-basic']} columns={2} />);
    const gallery = screen.getByRole('region', {name: 'Chart gallery'});
    expect(gallery.style.getPropertyValue('--home-gallery-columns')).toBe('2');
    expect(Array.from(gallery.querySelectorAll('[data-demo-id]')).map((el) => el.getAttribute('data-demo-id'))).toEqual(
      ['line-basic', 'pie-basic'],
    );
  });
});
