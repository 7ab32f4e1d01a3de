// Groundwork for issue 15 (search): the folding both sides of a search go through, so that a
// query matches text written in another case, width, accent or kana. Traditional → Simplified
// Chinese needs a character table and is left to the issue (with the segmenter choice).

const COMBINING_MARKS = /[\u0300-\u036f]/g

/**
 * Text as search compares it:
 * - NFKC: full-width Latin and digits become ASCII (`ＡＢＣ` → `ABC`), half-width katakana
 *   full-width (`ｶﾀｶﾅ` → `カタカナ`), compatibility forms their plain letters;
 * - lower case;
 * - accents off (`résumé` → `resume`): the combining diacritics block only, so the kana voicing
 *   marks (U+3099, U+309A) stay and `が` keeps its voice;
 * - hiragana as katakana (`ひらがな` → `ヒラガナ`), iteration marks too.
 */
export function fold(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
  let out = ''
  for (const char of plain) {
    const code = char.codePointAt(0) as number
    // ぁ..ゖ → ァ..ヶ, ゝゞ → ヽヾ: the same letters, 0x60 apart.
    out +=
      (code >= 0x3041 && code <= 0x3096) || code === 0x309d || code === 0x309e
        ? String.fromCodePoint(code + 0x60)
        : char
  }
  return out
}
