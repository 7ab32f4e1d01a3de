import { plainText } from '../../shared/plain-text'

/**
 * The start of a text as one line of plain words, for a question that must name what it is
 * about ("Delete the note “Krebs cycle: citrate…”?"): at most `max` characters, whole
 * characters of any script, an ellipsis where it was cut.
 */
export function excerpt(markdown: string, max = 40): string {
  const characters = Array.from(plainText(markdown))
  if (characters.length <= max) return characters.join('')
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`
}
