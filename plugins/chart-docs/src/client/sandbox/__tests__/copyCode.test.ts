import {copyCode, getCopyPromptMessage, getCopyShortcut} from '../copyCode';

describe('getCopyShortcut', () => {
  it.each([
    ['MacIntel', 'Cmd+C'],
    ['macOS', 'Cmd+C'],
    ['iPhone', 'Cmd+C'],
    ['Win32', 'Ctrl+C'],
    ['Linux x86_64', 'Ctrl+C'],
    ['', 'Ctrl+C'],
  ])('%s -> %s', (platform, shortcut) => {
    expect(getCopyShortcut(platform)).toBe(shortcut);
  });

  it('names the platform shortcut and Enter in the prompt', () => {
    expect(getCopyPromptMessage('Win32')).toBe('Copy to clipboard: Ctrl+C, Enter');
    expect(getCopyPromptMessage('MacIntel')).toBe('Copy to clipboard: Cmd+C, Enter');
  });
});

describe('copyCode', () => {
  const code = "import {Line} from '@ant-design/plots';";
  const originalClipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  let execCommand: jest.Mock;
  let prompt: jest.SpyInstance;

  function setClipboard(writeText: jest.Mock | undefined): void {
    Object.defineProperty(window.navigator, 'clipboard', {
      configurable: true,
      value: writeText ? {writeText} : undefined,
    });
  }

  beforeEach(() => {
    execCommand = jest.fn(() => false);
    document.execCommand = execCommand;
    prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
  });

  afterEach(() => {
    prompt.mockRestore();
    if (originalClipboard) {
      Object.defineProperty(window.navigator, 'clipboard', originalClipboard);
    } else {
      delete (window.navigator as {clipboard?: unknown}).clipboard;
    }
  });

  it('writes through the Clipboard API when the page may', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard(writeText);
    await expect(copyCode(code)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(code);
    expect(execCommand).not.toHaveBeenCalled();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    setClipboard(jest.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    execCommand.mockReturnValue(true);
    await expect(copyCode(code)).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('shows the code in a prompt when every clipboard is refused', async () => {
    setClipboard(jest.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    await expect(copyCode(code)).resolves.toBe(false);
    expect(execCommand).toHaveBeenCalledWith('copy');
    // jsdom's navigator.platform is '' (not a Mac).
    expect(prompt).toHaveBeenCalledWith('Copy to clipboard: Ctrl+C, Enter', code);
  });

  it('uses Cmd+C in the prompt on macOS', async () => {
    setClipboard(undefined);
    const platform = jest.spyOn(window.navigator, 'platform', 'get').mockReturnValue('MacIntel');
    await expect(copyCode(code)).resolves.toBe(false);
    expect(prompt).toHaveBeenCalledWith('Copy to clipboard: Cmd+C, Enter', code);
    platform.mockRestore();
  });
});
