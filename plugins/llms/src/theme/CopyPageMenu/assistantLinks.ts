/** The prompt an assistant gets: read this page's Markdown, then answer about it. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** ChatGPT with the prompt filled in (its `q` parameter); a translated page gives its own prompt. */
export function chatGptUrl(markdownUrl: string, prompt = assistantPrompt(markdownUrl)): string {
  return `https://chatgpt.com/?${new URLSearchParams({hints: 'search', q: prompt})}`;
}

/** Claude with the prompt filled in (its `q` parameter); a translated page gives its own prompt. */
export function claudeUrl(markdownUrl: string, prompt = assistantPrompt(markdownUrl)): string {
  return `https://claude.ai/new?${new URLSearchParams({q: prompt})}`;
}
