import React, {useId, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {markdownPathOf} from '../../markdownPath';
import {copyText} from '@site/plugins/chart-docs/src/client';
import StatusLine, {outcomeMessage, type StatusMessage} from '@theme/StatusLine';
import {chatGptUrl, claudeUrl} from './assistantLinks';
import {useMenuButton} from './useMenuButton';
import styles from './styles.module.css';
import NoScriptNote from '@theme/NoScriptNote';
import {errorMessage} from '@site/plugins/site-shell/src/client';

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * `Copy page`: a menu button over the page's Markdown twin (`/api/line.md`,
 * written by plugins/llms): copy it, view it, or open ChatGPT or Claude with a
 * prompt naming its address. Copying falls back as `Copy code` does (the
 * clipboard, then `execCommand`, then a prompt holding the text) and says
 * what happened in a polite status.
 */
export default function CopyPageMenu(): React.JSX.Element {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const markdownPath = markdownPathOf(pathname);
  const markdownUrl = new URL(markdownPath, siteConfig.url).href;
  const {open, close, buttonRef, menuRef, onButtonKeyDown, onButtonClick, onMenuKeyDown} = useMenuButton();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const onCopy = async () => {
    close(true);
    setStatus(null);
    let markdown: string;
    try {
      markdown = await fetchMarkdown(markdownPath);
    } catch (error) {
      setStatus({
        text: translate(
          {id: 'site.copyPage.loadFailed', message: 'Could not load the Markdown of this page: {reason}'},
          {reason: errorMessage(error)},
        ),
        tone: 'error',
      });
      return;
    }
    const copied = await copyText(markdown);
    setStatus(
      outcomeMessage(
        copied,
        translate({id: 'site.copyPage.copied', message: 'Copied the page as Markdown'}),
        translate({id: 'site.copyPage.copyFailed', message: 'Could not copy: the clipboard is not available'}),
      ),
    );
  };

  const newTab = translate({id: 'site.copyPage.newTab', message: '(opens in a new tab)'});
  // On a Chinese page (`/zh-CN/...`) the twin is the Chinese one, and the assistant is asked in Chinese.
  const prompt = translate(
    {id: 'site.copyPage.prompt', message: 'Read {url} so I can ask questions about it.'},
    {url: markdownUrl},
  );
  const links = [
    {label: translate({id: 'site.copyPage.view', message: 'View as Markdown'}), href: markdownPath},
    {
      label: translate({id: 'site.copyPage.chatGpt', message: 'Open in ChatGPT'}),
      href: chatGptUrl(markdownUrl, prompt),
    },
    {label: translate({id: 'site.copyPage.claude', message: 'Open in Claude'}), href: claudeUrl(markdownUrl, prompt)},
  ];

  return (
    <div className={styles.root}>
      <StatusLine message={status} />
      <div className={styles.anchor}>
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className={styles.button}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={onButtonClick}
          onKeyDown={onButtonKeyDown}
        >
          {translate({id: 'site.copyPage.button', message: 'Copy page'})}
          <span aria-hidden="true" className={styles.caret}>
            ▾
          </span>
        </button>
        {open && (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            className={styles.menu}
            onKeyDown={onMenuKeyDown}
          >
            <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => void onCopy()}>
              {translate({id: 'site.copyPage.copy', message: 'Copy as Markdown'})}
            </button>
            {links.map((link) => (
              <a
                key={link.label}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => close(false)}
              >
                {link.label}
                <span className={styles.visuallyHidden}> {newTab}</span>
              </a>
            ))}
          </div>
        )}
      </div>
      {/* Without JavaScript the button does nothing: the twin it copies is one link away. */}
      <NoScriptNote inline markdownPath={null}>
        {translate({id: 'site.copyPage.needsJavaScript', message: 'Copy page needs JavaScript:'})}{' '}
        <a href={markdownPath}>{translate({id: 'site.copyPage.view', message: 'View as Markdown'})}</a>
      </NoScriptNote>
    </div>
  );
}
