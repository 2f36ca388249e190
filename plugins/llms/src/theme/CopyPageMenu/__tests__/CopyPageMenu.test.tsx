import React from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import CopyPageMenu from '../index';
import {chatGptUrl, claudeUrl} from '../assistantLinks';

jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({__esModule: true, default: () => ({siteConfig: {url: 'https://plots-docs.example.org'}})}),
  {virtual: true},
);

const MARKDOWN = '# Line\n\nA line chart.\n';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CopyPageMenu />
    </MemoryRouter>,
  );
}

const items = () => screen.getAllByRole('menuitem');

describe('CopyPageMenu', () => {
  let writeText: jest.Mock;
  beforeEach(() => {
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    global.fetch = jest.fn().mockResolvedValue({ok: true, status: 200, text: () => Promise.resolve(MARKDOWN)});
  });

  it('is a menu button: closed, then open on Enter with focus on the first item', () => {
    renderAt('/api/line');
    const button = screen.getByRole('button', {name: 'Copy page'});
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(button, {key: 'Enter'});
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', {name: 'Copy page'});
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(items().map((item) => item.textContent)).toEqual([
      'Copy as Markdown',
      'View as Markdown (opens in a new tab)',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
    ]);
    expect(items()[0]).toHaveFocus();
  });

  it('moves with the arrows, Home, End and letters, and Escape returns focus to the button', () => {
    renderAt('/api/line');
    const button = screen.getByRole('button', {name: 'Copy page'});
    fireEvent.keyDown(button, {key: 'ArrowUp'});
    expect(items()[3]).toHaveFocus();
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, {key: 'ArrowDown'});
    expect(items()[0]).toHaveFocus();
    fireEvent.keyDown(menu, {key: 'ArrowUp'});
    expect(items()[3]).toHaveFocus();
    fireEvent.keyDown(menu, {key: 'Home'});
    expect(items()[0]).toHaveFocus();
    fireEvent.keyDown(menu, {key: 'End'});
    expect(items()[3]).toHaveFocus();
    fireEvent.keyDown(menu, {key: 'v'});
    expect(items()[1]).toHaveFocus();
    fireEvent.keyDown(menu, {key: 'Escape'});
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("links the page's Markdown and the assistants with a prompt naming its address", () => {
    renderAt('/api/line');
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    const [, view, chatGpt, claude] = items();
    const url = 'https://plots-docs.example.org/api/line.md';
    expect(view).toHaveAttribute('href', '/api/line.md');
    expect(chatGpt).toHaveAttribute('href', chatGptUrl(url));
    expect(claude).toHaveAttribute('href', claudeUrl(url));
    expect(new URL(claudeUrl(url)).searchParams.get('q')).toBe(`Read ${url} so I can ask questions about it.`);
    expect(chatGpt).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("gives a Chinese page's own twin, under /zh-CN/", () => {
    renderAt('/zh-CN/api/line');
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    const [, view, , claude] = items();
    expect(view).toHaveAttribute('href', '/zh-CN/api/line.md');
    const url = 'https://plots-docs.example.org/zh-CN/api/line.md';
    expect(new URL(claude.getAttribute('href')!).searchParams.get('q')).toContain(url);
  });

  it("copies the page's Markdown and says so", async () => {
    renderAt('/guide');
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    await act(async () => {
      fireEvent.click(items()[0]);
    });
    expect(global.fetch).toHaveBeenCalledWith('/guide.md', expect.anything());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied the page as Markdown'));
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(screen.getByRole('button', {name: 'Copy page'})).toHaveFocus();
  });

  it('falls back as Copy code does when the clipboard is refused: the text in a prompt, and says so', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    document.execCommand = jest.fn(() => false);
    const prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
    renderAt('/api/line');
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    await act(async () => {
      fireEvent.click(items()[0]);
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not copy: the clipboard is not available'),
    );
    expect(prompt).toHaveBeenCalledWith('Copy to clipboard: Ctrl+C, Enter', MARKDOWN);
    prompt.mockRestore();
  });

  it('says when the Markdown cannot be loaded', async () => {
    global.fetch = jest.fn().mockResolvedValue({ok: false, status: 404, text: () => Promise.resolve('')});
    renderAt('/');
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    await act(async () => {
      fireEvent.click(items()[0]);
    });
    expect(global.fetch).toHaveBeenCalledWith('/index.md', expect.anything());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not load the Markdown of this page: HTTP 404'),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('closes on a press outside', () => {
    renderAt('/api/line');
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
