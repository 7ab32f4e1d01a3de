/**
 * The text of an uploaded file: its encoding detected (or as the person chose) and decoded.
 * What spreadsheets write: UTF-8 with or without a BOM, UTF-16 ("Unicode text" in Excel), and,
 * from Excel in Chinese and Japanese locales, GB18030/GBK and Shift_JIS.
 */
import type { Encoding } from '../../../shared/import-constants'

export type { Encoding }

export interface Decoded {
  text: string
  encoding: Encoding
  /** How it was chosen: a byte-order mark, the bytes themselves, or the person. */
  by: 'bom' | 'detected' | 'chosen'
}

export class DecodeError extends Error {
  /** `binary`: not text at all (an image, a zip renamed .csv); else the encoding that failed. */
  constructor(readonly encoding: Encoding | 'binary') {
    super(encoding === 'binary' ? 'the file is not text' : `the file is not valid ${encoding}`)
  }
}

/** Text has no NUL and few other control characters; a zip, an image or a database file has many. */
function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192)
  let control = 0
  for (const byte of sample) {
    if (byte === 0) return true
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++
  }
  return sample.length > 0 && control / sample.length > 0.01
}

function bomOf(bytes: Uint8Array): { encoding: Encoding; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 }
  return null
}

function decodeStrict(bytes: Uint8Array, encoding: Encoding): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return null
  }
}

/** UTF-16 without a BOM: text in it has a zero in every other byte of its ASCII characters. */
function utf16Guess(bytes: Uint8Array): Encoding | null {
  const sample = bytes.subarray(0, 4096)
  let evenZeros = 0
  let oddZeros = 0
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++
    if (sample[i + 1] === 0) oddZeros++
  }
  const pairs = Math.floor(sample.length / 2)
  if (pairs === 0) return null
  if (oddZeros / pairs > 0.3 && evenZeros / pairs < 0.05) return 'utf-16le'
  if (evenZeros / pairs > 0.3 && oddZeros / pairs < 0.05) return 'utf-16be'
  return null
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0

/**
 * How much a decoding reads like Chinese or Japanese text: common characters count for it;
 * half-width katakana and private-use characters (what the wrong decoding of the other's bytes
 * tends to give) count against it.
 */
function plausibility(text: string, encoding: 'gb18030' | 'shift_jis'): number {
  const sample = text.slice(0, 20_000)
  const han = count(sample, /[\u4e00-\u9fff]/g)
  const kana = count(sample, /[\u3040-\u30ff]/g)
  const punctuation = count(sample, /[\u3000-\u303f\uff01-\uff5e]/g)
  const halfKana = count(sample, /[\uff61-\uff9f]/g)
  const privateUse = count(sample, /[\ue000-\uf8ff]/g)
  const rareHan = count(sample, /[\u3400-\u4dbf]/g)
  const common = encoding === 'shift_jis' ? han + 2 * kana + punctuation : han + punctuation
  return common - 3 * (halfKana + privateUse + rareHan)
}

/** Decodes `bytes` as `chosen`, or as the detected encoding. A BOM is never part of the text. */
export function decodeFile(bytes: Uint8Array, chosen?: Encoding): Decoded {
  const bom = bomOf(bytes)
  if (chosen) {
    const body = bom?.encoding === chosen ? bytes.subarray(bom.length) : bytes
    const text = decodeStrict(body, chosen)
    if (text === null) throw new DecodeError(chosen)
    return { text, encoding: chosen, by: 'chosen' }
  }
  if (bom) {
    const text = decodeStrict(bytes.subarray(bom.length), bom.encoding)
    if (text === null) throw new DecodeError(bom.encoding)
    return { text, encoding: bom.encoding, by: 'bom' }
  }
  const wide = utf16Guess(bytes)
  if (wide) {
    const text = decodeStrict(bytes, wide)
    if (text !== null) return { text, encoding: wide, by: 'detected' }
  }
  if (looksBinary(bytes)) throw new DecodeError('binary')
  const utf8 = decodeStrict(bytes, 'utf-8')
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8', by: 'detected' }
  const candidates = (['gb18030', 'shift_jis'] as const)
    .map((encoding) => ({ encoding, text: decodeStrict(bytes, encoding) }))
    .filter(
      (candidate): candidate is { encoding: 'gb18030' | 'shift_jis'; text: string } =>
        candidate.text !== null,
    )
    .sort((a, b) => plausibility(b.text, b.encoding) - plausibility(a.text, a.encoding))
  const best = candidates[0]
  if (!best) throw new DecodeError('utf-8')
  return { text: best.text, encoding: best.encoding, by: 'detected' }
}
