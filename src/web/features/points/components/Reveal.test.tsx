import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../test/i18n'
import { Reveal } from './Reveal'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

function renderReveal() {
  render(
    <I18nextProvider i18n={i18n}>
      <Reveal>
        <p>The answer</p>
      </Reveal>
    </I18nextProvider>,
  )
  return screen.getByRole('button')
}

describe('Reveal', () => {
  it('starts hidden, with a button that controls the hidden region', () => {
    const button = renderReveal()
    expect(button.textContent).toBe('Reveal')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(region?.hidden).toBe(true)
    expect(region?.textContent).toBe('The answer')
  })

  it('shows the content on click and hides it again', async () => {
    const button = renderReveal()
    const region = () => document.getElementById(button.getAttribute('aria-controls') ?? '')
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.textContent).toBe('Hide')
    expect(region()?.hidden).toBe(false)
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(region()?.hidden).toBe(true)
  })

  it('works from the keyboard with Enter and Space', async () => {
    const button = renderReveal()
    await userEvent.tab()
    expect(document.activeElement).toBe(button)
    await userEvent.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard(' ')
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })
})
