import { describe, expect, it } from 'vitest'
import { groupBySection } from './sections'

const p = (id: string, sectionTitle: string, sectionDescription = '') => ({
  id,
  sectionTitle,
  sectionDescription,
})

describe('groupBySection', () => {
  it('groups consecutive points of one section under its title, in order', () => {
    const groups = groupBySection([p('1', 'Cells'), p('2', 'Cells'), p('3', 'Genes')])
    expect(groups.map((g) => [g.title, g.points.map((x) => x.id)])).toEqual([
      ['Cells', ['1', '2']],
      ['Genes', ['3']],
    ])
  })

  it('keeps a section that comes back later under its one heading, in section order', () => {
    const groups = groupBySection([p('1', 'A'), p('2', 'B'), p('3', 'A')])
    expect(groups.map((g) => [g.title, g.points.map((x) => x.id)])).toEqual([
      ['A', ['1', '3']],
      ['B', ['2']],
    ])
  })

  it('keeps points without a section in a group with an empty title', () => {
    expect(groupBySection([p('1', ''), p('2', '')]).map((g) => [g.title, g.points.length])).toEqual([['', 2]])
  })

  it("takes the first description any of the section's points has", () => {
    expect(groupBySection([p('1', 'A'), p('2', 'A', 'About A')])[0]?.description).toBe('About A')
  })

  it('gives nothing for no points', () => {
    expect(groupBySection([])).toEqual([])
  })
})
