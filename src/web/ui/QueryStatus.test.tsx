import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../test/i18n'
import { QueryStatus } from './QueryStatus'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

describe('QueryStatus offline', () => {
  it('says a list waiting for the network will load, instead of spinning', () => {
    const query = { isPending: true, isError: false, refetch: () => undefined }
    const { container, rerender } = render(
      <I18nextProvider i18n={i18n}>
        <QueryStatus query={{ ...query, fetchStatus: 'paused' }} failed="Failed" />
      </I18nextProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline: this will load when you are back online.',
    )
    expect(container.querySelector('.loading')).toBeNull()
    rerender(
      <I18nextProvider i18n={i18n}>
        <QueryStatus query={{ ...query, fetchStatus: 'fetching' }} failed="Failed" />
      </I18nextProvider>,
    )
    expect(container.querySelector('.loading')).not.toBeNull()
  })
})
