/** The prompt an assistant gets: read this page's Markdown, then answer about it. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** ChatGPT with the prompt filled in (its `q` parameter). */
export function chatGptUrl(markdownUrl: string): string {
  return `https://chatgpt.com/?${new URLSearchParams({hints: 'search', q: assistantPrompt(markdownUrl)})}`;
}

/** Claude with the prompt filled in (its `q` parameter). */
export function claudeUrl(markdownUrl: string): string {
  return `https://claude.ai/new?${new URLSearchParams({q: assistantPrompt(markdownUrl)})}`;
}
