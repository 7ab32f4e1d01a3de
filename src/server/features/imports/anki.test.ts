import { describe, expect, it } from 'vitest'
import { isAnkiText, parseAnki } from './anki'
import { mapHeaders } from './columns'
import { htmlToMarkdown } from './html-text'

describe('parseAnki', () => {
  it('honours #separator, #html, #columns and the tags column', () => {
    const text = [
      '#separator:tab',
      '#html:true',
      '#columns:Front\tBack\tTags',
      '#tags column:3',
      'Krebs <b>cycle</b>\tCitric acid<br>cycle &amp; ATP\tbio chem',
      '"Quoted\tfield"\t<div>one</div><div>two</div>\t',
    ].join('\n')
    expect(isAnkiText(text)).toBe(true)
    const file = parseAnki(text)
    expect(file.headers).toEqual(['Front', 'Back', 'Tags'])
    expect(file.metaColumns).toEqual([2])
    expect(file.rows).toEqual([
      ['Krebs **cycle**', 'Citric acid\ncycle & ATP', 'bio chem'],
      ['Quoted\tfield', 'one\ntwo', ''],
    ])
    // Front and Back become the title and the hidden answer.
    expect(mapHeaders(file.headers)).toEqual(['title', 'hiddenContent', null])
  })

  it('keeps text as it is without #html, with a named separator, and names columns it was not told', () => {
    const file = parseAnki('#separator:semicolon\n#html:false\na <b>;b\nc;d;e\n')
    expect(file.rows).toEqual([
      ['a <b>', 'b'],
      ['c', 'd', 'e'],
    ])
    expect(file.headers).toEqual(['Front', 'Back', 'Field 3'])
    expect(isAnkiText('title,content\n')).toBe(false)
  })
})

describe('htmlToMarkdown', () => {
  it('keeps emphasis, links, images and lists, and drops every other tag and any script', () => {
    expect(htmlToMarkdown('<i>Note</i>: see <a href="https://example.org/x?a=1&amp;b=2">this</a>')).toBe(
      'Note*: see [this](https://example.org/x?a=1&b=2)'.replace('Note*', '*Note*'),
    )
    expect(htmlToMarkdown('<ul><li>one</li><li>two</li></ul>')).toBe('- one\n- two')
    expect(htmlToMarkdown('<img src="cell.png" alt="A cell">')).toBe('![A cell](cell.png)')
    expect(
      htmlToMarkdown('<script>alert(1)</script><span style="color:red">red</span> &lt;tag&gt; &#x5B66;'),
    ).toBe('red <tag> 学')
    expect(htmlToMarkdown('<a href="javascript:alert(1)">click</a><img src="javascript:x">')).toBe('click')
  })
})
