/**
 * A bot reply as HTML, exactly as SPEC §8 says: the text is HTML-escaped
 * first, then ``` fences become code blocks, `**` pairs become bold, and
 * line breaks are kept. Nothing else of the reply can become markup.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char])
}

function inline(text: string): string {
  return text.replace(/\*\*([^*\n]+?)\*\*/g, '<strong>$1</strong>').replace(/\n/g, '<br>')
}

export function formatReply(reply: string): string {
  const escaped = escapeHtml(reply)
  const parts = escaped.split(/```[^\n`]*\n?([\s\S]*?)```/g)
  // split() with one capture group: even indexes are text, odd ones code.
  return parts
    .map((part, index) =>
      index % 2 === 1 ? `<pre><code>${part.replace(/\n$/, '')}</code></pre>` : inline(part)
    )
    .join('')
}
