import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Report } from '../../../../shared/moderation'
import adminEn from '../../../i18n/admin.en.json'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { ReportRow } from './ReportRow'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n(adminEn)
})

const bob = { id: 'u-bob', name: 'Bob', username: 'bob', avatarUrl: null }

/** A report on Bob's post, its snapshot as stored (raw Markdown, from before the server stripped it). */
const report = {
  id: 'r1',
  reason: 'spam',
  content: 'Please look',
  status: 'open',
  outcome: null,
  note: null,
  reporter: { ...bob, id: 'u-ann', name: 'Ann', username: 'ann' },
  resolvedBy: null,
  resolvedAt: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  target: {
    type: 'post',
    id: 'p1',
    label: 'Bob’s post',
    preview: 'Bob study post **hello**, see [my notes](https://example.test/n)',
    link: null,
    owner: bob,
    ownerBannedAt: null,
    reportCount: 1,
    isDeleted: false,
    bannedAt: null,
    visibility: null,
  },
} as unknown as Report

async function renderRow(row: Report) {
  renderInApp(() => <ReportRow report={row} />, { i18n })
  await screen.findByText('Please look')
}

describe('ReportRow', () => {
  it('shows a post’s snapshot as plain text, without Markdown marks', async () => {
    await renderRow(report)
    expect(screen.getByText('Bob study post hello, see my notes')).toBeTruthy()
    expect(screen.queryByText(/\*\*/)).toBeNull()
  })

  it('shows a person’s bio, Markdown as their profile renders it, as the words it reads as', async () => {
    await renderRow({
      ...report,
      target: { ...report.target, type: 'user', preview: 'Loves *stars* and 2 * 3' },
    } as Report)
    expect(screen.getByText('Loves stars and 2 * 3')).toBeTruthy()
  })
})
