// Shared by the server (notifications, page heads, report snapshots) and the web app (the admin's
// report rows), so a preview reads the same wherever it is shown, without the Markdown renderer.

/**
 * Markdown as one line of plain text, as a preview or a notification shows it: code blocks,
 * formulas, images and HTML go, links keep their text, and the marks of headings, quotes, lists
 * and emphasis are dropped.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
