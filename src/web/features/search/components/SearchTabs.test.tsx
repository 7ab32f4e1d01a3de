import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_KINDS, type SearchKind } from '../../../../shared/search-constants'
import { initTestI18n } from '../../../test/i18n'
import { SearchTabs } from './SearchTabs'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

function Tabs() {
  const [kind, setKind] = useState<SearchKind>('point')
  return <SearchTabs kinds={SEARCH_KINDS} kind={kind} counts={undefined} onChoose={setKind} />
}

describe('SearchTabs', () => {
  it('moves and chooses with the arrow keys, Home and End, and is one stop of Tab', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <button type="button">before</button>
        <Tabs />
        <button type="button">after</button>
      </I18nextProvider>,
    )
    const tab = (name: string) => screen.getByRole('tab', { name })
    const chosen = () => screen.getByRole('tab', { selected: true })
    await userEvent.click(screen.getByRole('button', { name: 'before' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(tab('Points'))
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Books'))
    expect(chosen()).toBe(tab('Books'))
    await userEvent.keyboard('{End}')
    expect(chosen()).toBe(tab('People'))
    await userEvent.keyboard('{ArrowRight}')
    expect(chosen()).toBe(tab('Points'))
    await userEvent.keyboard('{ArrowLeft}')
    expect(chosen()).toBe(tab('People'))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(tab('Points'))
    // The tabs are one stop: the next Tab leaves them.
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }))
  })
})
