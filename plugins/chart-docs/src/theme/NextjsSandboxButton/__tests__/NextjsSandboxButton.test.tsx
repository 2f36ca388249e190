import React from 'react';
import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import NextjsSandboxButton from '..';

const openProject = jest.fn();
jest.mock('@stackblitz/sdk', () => ({
  __esModule: true,
  default: {openProject: (...args: unknown[]) => openProject(...args)},
}));
jest.mock('@docusaurus/useIsBrowser', () => () => true, {virtual: true});

describe('NextjsSandboxButton', () => {
  beforeEach(() => openProject.mockReset());

  it('opens the Next.js project once per click', async () => {
    render(<NextjsSandboxButton />);
    const button = screen.getByRole('button', {name: 'Open in StackBlitz'});
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(openProject).toHaveBeenCalledTimes(1);
    expect(openProject.mock.calls[0][0]).toMatchObject({template: 'node', title: '@ant-design/plots 1.x with Next.js'});
  });

  it('says so when StackBlitz cannot be opened', async () => {
    openProject.mockImplementation(() => {
      throw new Error('blocked');
    });
    render(<NextjsSandboxButton />);
    fireEvent.click(screen.getByRole('button', {name: 'Open in StackBlitz'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('StackBlitz could not be opened');
  });
});
