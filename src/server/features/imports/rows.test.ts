import { describe, expect, it } from 'vitest'
import { mapHeaders } from './columns'
import { parseDelimited } from './delimited'
import { checkRows, jsonRows, mapRows } from './rows'

describe('checkRows', () => {
  it('checks each row as the point form does and names the file row and field of each problem', () => {
    const [header = [], ...body] = parseDelimited(
      `title,content,section_title\nOsmosis,Water moves,Cells\n,No title,Cells\n\u00a0,,\n${'x'.repeat(201)},Long,Cells\nDiffusion,"Line 1\nLine 2",Cells\n`,
    )
    const checked = checkRows(mapRows(body, mapHeaders(header)), (index) => index + 2)
    expect(checked.points.map((point) => [point.title, point.content, point.sectionTitle])).toEqual([
      ['Osmosis', 'Water moves', 'Cells'],
      ['Diffusion', 'Line 1\nLine 2', 'Cells'],
    ])
    expect(checked.issues).toEqual([
      { row: 3, field: 'title', code: 'required' },
      { row: 5, field: 'title', code: 'too-long' },
    ])
    expect(checked.skipped).toBe(1)
  })

  it('refuses NUL in any field, as every text field does', () => {
    const checked = checkRows([{ title: 'ok', content: 'a\u0000b' }], () => 2)
    expect(checked.issues).toEqual([{ row: 2, field: 'content', code: 'invalid-characters' }])
  })
})

describe('jsonRows', () => {
  it('reads sections of points into rows, in order', () => {
    const { rows, issues } = jsonRows(
      JSON.stringify({
        sections: [
          { title: 'Cells', description: 'Basics', points: [{ title: 'Osmosis', hidden_content: 'Water' }] },
          { points: [{ title: '学习', content: '- a\n- b' }] },
        ],
      }),
    )
    expect(issues).toEqual([])
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Osmosis',
        hiddenContent: 'Water',
        sectionTitle: 'Cells',
        sectionDescription: 'Basics',
      }),
      expect.objectContaining({ title: '学习', content: '- a\n- b', sectionTitle: '' }),
    ])
  })

  it('names the path of every bad value, and says when it is not JSON at all', () => {
    const { issues } = jsonRows(
      JSON.stringify({
        sections: [{ points: [{ title: 1 }, { title: 'ok', extra: true }] }, { title: 'No points' }],
      }),
    )
    expect(issues).toEqual([
      { path: 'sections.0.points.0.title', code: 'invalid' },
      // The field the format does not have is named.
      { path: 'sections.0.points.1.extra', code: 'invalid' },
      { path: 'sections.1.points', code: 'required' },
    ])
    expect(jsonRows('{"sections": [').issues).toEqual([{ path: '', code: 'invalid-json' }])
    expect(jsonRows('[]').issues).toEqual([{ path: '', code: 'invalid' }])
  })
})
