/**
 * The language content is written in, where its script tells it (decision 027): the `lang` of a
 * book's, post's or point's text, on its first paint's `<html>` and on the app's elements that
 * show it, so a screen reader reads a Chinese book in a Chinese voice to someone whose app is in
 * English. Books and posts have no language field; their text is read instead:
 *
 * - the script most of the prose is in wins, a Chinese, Japanese or Korean character counting as
 *   one, a word of any other script as one (a Chinese text with a few English terms is Chinese);
 * - Han and kana: Japanese when hiragana are a twentieth of them (Japanese prose is written with
 *   them, a third or more), or kana of any kind a third (a katakana title); else Chinese, which
 *   may quote a katakana name — and a Japanese title in kanji alone reads as Chinese;
 * - Hangul: Korean; Latin: English only with one of English's commonest words (`the`, `and`…),
 *   else nothing, as for every other script: French is not to be read as English.
 *
 * Code, formulas and addresses are not prose. Unknown is null: the text then takes the page's
 * language, which is the reader's.
 */
export type ContentLanguage = 'zh' | 'ja' | 'ko' | 'en'

/** How much is read: a text's opening tells its language, and a long one costs no more. */
const SAMPLE = 2000

const NOT_PROSE = /```[\s\S]*?(?:```|$)|`[^`\n]*`|\$\$[\s\S]*?(?:\$\$|$)|https?:\/\/\S+/g
const SCRIPTS =
  /(\p{sc=Han})|(\p{sc=Hiragana})|([\p{sc=Katakana}\u30fc])|(\p{sc=Hangul})|(\p{sc=Latin}+)|\p{L}+/gu
const ENGLISH = /^(?:the|and|with|this|that|what|which|how|why)$/i

/** The language of these texts (a title, a description, the content), or null if their script does not say. */
export function contentLanguage(...texts: (string | null | undefined)[]): ContentLanguage | null {
  const prose = texts.filter(Boolean).join('\n').slice(0, SAMPLE).replace(NOT_PROSE, ' ')
  let [han, hiragana, katakana, hangul, latin, english, other] = [0, 0, 0, 0, 0, 0, 0]
  for (const [, isHan, isHiragana, isKatakana, isHangul, latinWord] of prose.matchAll(SCRIPTS)) {
    if (isHan) han++
    else if (isHiragana) hiragana++
    else if (isKatakana) katakana++
    else if (isHangul) hangul++
    else if (latinWord) {
      latin++
      if (ENGLISH.test(latinWord)) english++
    } else other++
  }
  const cjk = han + hiragana + katakana
  const most = Math.max(cjk, hangul, latin, other)
  if (most === 0) return null
  if (cjk === most) return hiragana * 20 >= cjk || (hiragana + katakana) * 3 >= cjk ? 'ja' : 'zh'
  if (hangul === most) return 'ko'
  return latin === most && english > 0 ? 'en' : null
}
