import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import NavbarMobileSidebar from '..';

let shown = false;

jest.mock('@docusaurus/theme-common/internal', () => ({
  useNavbarMobileSidebar: () => ({shown}),
}));

// Docusaurus' menu, standing in as a labelled element so the test sees whether it is rendered.
jest.mock(
  '@theme-original/Navbar/MobileSidebar',
  () =>
    function OriginalMobileSidebar() {
      return <nav aria-label="Phone menu" />;
    },
  {virtual: true},
);

function renderWithMenuButton(): void {
  render(
    <>
      <button type="button" className="navbar__toggle clean-btn" aria-label="Toggle navigation bar">
        <svg data-testid="icon" />
      </button>
      <a href="/guide">Elsewhere</a>
      <NavbarMobileSidebar />
    </>,
  );
}

const menu = (): HTMLElement | null => screen.queryByRole('navigation', {name: 'Phone menu'});

describe('NavbarMobileSidebar', () => {
  beforeEach(() => {
    shown = false;
  });

  it('is not rendered until the visitor reaches for the menu button', () => {
    renderWithMenuButton();
    expect(menu()).toBeNull();
    fireEvent.pointerOver(screen.getByRole('link', {name: 'Elsewhere'}));
    fireEvent.focusIn(screen.getByRole('link', {name: 'Elsewhere'}));
    expect(menu()).toBeNull();
  });

  it.each([
    ['the pointer moves over the button', (button: HTMLElement) => fireEvent.pointerOver(button)],
    ['a finger touches the icon inside it', () => fireEvent.pointerDown(screen.getByTestId('icon'))],
    ['the button gets keyboard focus', (button: HTMLElement) => fireEvent.focusIn(button)],
  ])('is rendered, and stays, once %s', (_how, reach) => {
    renderWithMenuButton();
    reach(screen.getByRole('button', {name: 'Toggle navigation bar'}));
    expect(menu()).not.toBeNull();
    fireEvent.pointerOver(screen.getByRole('link', {name: 'Elsewhere'}));
    expect(menu()).not.toBeNull();
  });

  it('is rendered when opened without being reached for first (a replayed early click)', () => {
    shown = true;
    renderWithMenuButton();
    expect(menu()).not.toBeNull();
  });
});
