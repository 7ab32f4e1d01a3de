import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mapHeaders } from './columns'
import { DecodeError, decodeFile } from './decode'
import {
  DelimitedError,
  delimitedField,
  guardFormula,
  guessSeparator,
  parseDelimited,
  unguardFormula,
} from './delimited'

// What Excel writes in zh and ja locales (bytes made with Python's codecs).
const ZH = '标题,内容,答案\r\n光合作用,植物利用光能把二氧化碳和水转化为有机物。,叶绿体\r\n'
const ZH_GBK =
  'serM4izE2sjdLLTwsLgNCrnius/X99PDLNayzu/A+9PDueLE3LDRtv7R9buvzLy6zcuu16q7r86q09C7+s7voaMs0rbCzMzlDQo='
const JA = 'タイトル,内容,答え\r\nひらがな,日本語の文字です。カタカナもあります。,かな\r\n'
const JA_SJIS =
  'g16DQ4Nng4ssk+CXZSyTmoKmDQqC0ILngqqCyCyT+pZ7jOqCzJW2jpqCxYK3gUKDSoNeg0qDaYLggqCC6ILcgreBQiyCqYLIDQo='

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'))
const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
  const body = Buffer.from(text, 'utf16le')
  if (!littleEndian) body.swap16()
  const mark = littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]
  return new Uint8Array(bom ? Buffer.concat([Buffer.from(mark), body]) : body)
}

describe('decodeFile', () => {
  it('reads UTF-8 with and without a BOM, which never reaches the text', () => {
    const text = 'title\nCafé 学习\n'
    expect(decodeFile(new TextEncoder().encode(text))).toEqual({ text, encoding: 'utf-8', by: 'detected' })
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])
    expect(decodeFile(withBom)).toEqual({ text, encoding: 'utf-8', by: 'bom' })
  })

  it('reads UTF-16 both ways, by its BOM or by its zeros', () => {
    const text = 'title\tcontent\r\n学习\tÉtude\r\n'
    expect(decodeFile(utf16(text, true, true))).toMatchObject({ text, encoding: 'utf-16le', by: 'bom' })
    expect(decodeFile(utf16(text, false, true))).toMatchObject({ text, encoding: 'utf-16be', by: 'bom' })
    expect(decodeFile(utf16(text, true, false))).toMatchObject({ text, encoding: 'utf-16le', by: 'detected' })
  })

  it('tells GBK from Shift_JIS', () => {
    expect(decodeFile(bytes(ZH_GBK))).toEqual({ text: ZH, encoding: 'gb18030', by: 'detected' })
    expect(decodeFile(bytes(JA_SJIS))).toEqual({ text: JA, encoding: 'shift_jis', by: 'detected' })
  })

  it('decodes as the person chose, and says so when the bytes are not that', () => {
    expect(decodeFile(bytes(JA_SJIS), 'shift_jis')).toMatchObject({ text: JA, by: 'chosen' })
    expect(() => decodeFile(bytes(ZH_GBK), 'utf-8')).toThrow(DecodeError)
  })

  it('refuses what is not text: binary junk, a zip renamed .csv', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x21, 0x7f])
    const junk = new Uint8Array(Array.from({ length: 512 }, (_, i) => (i * 37) % 256))
    for (const file of [zip, junk]) {
      const error = (() => {
        try {
          decodeFile(file)
        } catch (caught) {
          return caught
        }
      })()
      expect(error).toBeInstanceOf(DecodeError)
      expect((error as DecodeError).encoding).toBe('binary')
    }
  })

  it('reads an empty file as no text', () => {
    expect(decodeFile(new Uint8Array())).toMatchObject({ text: '', encoding: 'utf-8' })
  })
})

describe('parseDelimited', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, over CRLF, LF and CR', () => {
    const text = 'title,content\r\n"A, b","He said ""hi""\r\nand left"\nplain,x\rlast,"y"'
    expect(parseDelimited(text)).toEqual([
      ['title', 'content'],
      ['A, b', 'He said "hi"\r\nand left'],
      ['plain', 'x'],
      ['last', 'y'],
    ])
  })

  it('guesses the separator from the header line, outside quotes', () => {
    expect(guessSeparator('title;content\n"a,b,c";d')).toBe(';')
    expect(guessSeparator('title\tcontent\n')).toBe('\t')
    expect(guessSeparator('"a;b;c",title,content')).toBe(',')
    expect(guessSeparator('title')).toBe(',')
    expect(parseDelimited('a\tb\n1\t"2\t3"\n')).toEqual([
      ['a', 'b'],
      ['1', '2\t3'],
    ])
  })

  it('keeps ragged rows as they are, skips blank lines, and keeps a stray quote inside a field', () => {
    expect(parseDelimited('a,b,c\n\n1\n1,2,3,4\n5 "inch",6\n')).toEqual([
      ['a', 'b', 'c'],
      ['1'],
      ['1', '2', '3', '4'],
      ['5 "inch"', '6'],
    ])
    expect(parseDelimited('')).toEqual([])
    expect(parseDelimited('title,content')).toEqual([['title', 'content']])
  })

  it('names the line of a quote that never closes', () => {
    const error = (() => {
      try {
        parseDelimited('title,content\nok,fine\n"broken,\nstill\n')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(DelimitedError)
    expect((error as DelimitedError).line).toBe(3)
  })

  it('writes what it reads: quoting only where RFC 4180 needs it', () => {
    const values = ['plain', 'a,b', 'say "x"', 'two\nlines', '学习', '- list item', '']
    const line = values.map((value) => delimitedField(value)).join(',')
    expect(line).toBe('plain,"a,b","say ""x""","two\nlines",学习,- list item,')
    expect(parseDelimited(line)).toEqual([values])
  })
})

describe('mapHeaders', () => {
  it('matches en, zh and ja names, whatever their case, width and spacing; repeats are ignored', () => {
    expect(mapHeaders(['Title', 'Hidden Content', 'SECTION_TITLE', 'notes', 'Title', 'x'])).toEqual([
      'title',
      'hiddenContent',
      'sectionTitle',
      'content',
      null,
      null,
    ])
    expect(mapHeaders(['标题', '内容', '答案', '章节', '专业', '领域'])).toEqual([
      'title',
      'content',
      'hiddenContent',
      'sectionTitle',
      'majorName',
      'fieldName',
    ])
    expect(mapHeaders(['タイトル', '説明', '答え', 'セクション説明', '分野名', 'ｔｉｔｌｅ'])).toEqual([
      'title',
      'description',
      'hiddenContent',
      'sectionDescription',
      'fieldName',
      null,
    ])
  })
})

describe('the delimited writer and reader', () => {
  it('read back what they write, for any fields, separator and line ending', () => {
    const field = fc.string({
      unit: fc.constantFrom('a', 'é', '学', ',', ';', '\t', '"', '\n', '\r', ' ', "'"),
    })
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        (rows, separator, newline) => {
          const text = rows
            .map((row) => row.map((value) => delimitedField(value, separator)).join(separator))
            .join(newline)
          const lines: number[] = []
          expect(parseDelimited(text, separator, lines)).toEqual(rows)
          expect(lines).toHaveLength(rows.length)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('the formula guard of the CSV export', () => {
  it('guards a cell a spreadsheet would run, full-width and small forms too, and gives it back whole', () => {
    const run = [
      '=SUM(A1)',
      '+1',
      '-1',
      '@cmd',
      '\tx',
      '＝SUM(A1)',
      '＋1',
      '－1',
      '＠cmd',
      '﹦1',
      '﹢1',
      '﹣1',
      '﹫x',
    ]
    for (const value of run) {
      expect(guardFormula(value)).toBe(`'${value}`)
      expect(unguardFormula(guardFormula(value))).toBe(value)
    }
    for (const value of ['plain', 'a=b', '公式 ＝ 1', "'quoted"]) expect(guardFormula(value)).toBe(value)
  })

  it('makes the round trip of any text unchanged', () => {
    fc.assert(fc.property(fc.string(), (value) => unguardFormula(guardFormula(value)) === value))
  })
})
