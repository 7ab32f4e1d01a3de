import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { useFormSubmit } from '../lib/form'
import { hasUnsavedChanges } from '../lib/leave-guard'
import { initTestI18n } from '../test/i18n'
import { confirmStore } from './confirm'
import { LeaveBlocker } from './LeaveBlocker'
import { useLeaveGuard } from './use-leave-guard'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

const Title = z.object({ title: z.string().min(1) })
const initial = { title: 'Cells' }

interface TitleFormProps {
  save(): Promise<void>
  onDiscard(): void
  /** Saved, stay and show this (as "Save and add another" does), rather than go to /saved. */
  next?: string
}

/** A guarded form whose save (`save`) may fail; saved, it goes to /saved as a point form does. */
function TitleForm({ save, onDiscard, next }: TitleFormProps) {
  const navigate = useNavigate()
  const [values, setValues] = useState(initial)
  const guard = useLeaveGuard(values, initial, { onDiscard })
  const form = useFormSubmit(
    Title,
    async () => {
      await save()
      if (next === undefined) return navigate({ href: '/saved' })
      setValues({ title: next })
    },
    { guard },
  )
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit(values).catch(() => undefined)
      }}
    >
      <input aria-label="Title" value={values.title} onChange={(e) => setValues({ title: e.target.value })} />
      <button type="submit">Save</button>
    </form>
  )
}

function renderApp(save: () => Promise<void> = async () => {}, next?: string) {
  const onDiscard = vi.fn()
  const root = createRootRoute({
    component: () => (
      <>
        <LeaveBlocker />
        <Outlet />
      </>
    ),
  })
  const page = (path: string, text: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> })
  const formRoute = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: (search: Record<string, unknown>) => ({ tab: search.tab as string | undefined }),
    component: () => <TitleForm save={save} onDiscard={onDiscard} next={next} />,
  })
  const router = createRouter({
    routeTree: root.addChildren([formRoute, page('/other', 'Other page'), page('/saved', 'Saved page')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { router, onDiscard }
}

type AppRouter = ReturnType<typeof renderApp>['router']
/** Navigates; one that is asked about resolves only once the question is answered. */
const go = (router: AppRouter, to: string) => act(() => router.navigate({ to }))
/** Starts a navigation that will be asked about. */
const start = (router: AppRouter, to: string) => void router.navigate({ to })

const question = () => confirmStore.get()
async function answer(leave: boolean) {
  await waitFor(() => expect(question()?.message).toBe('Discard your unsaved changes?'))
  await act(async () => question()?.resolve(leave))
}

describe('LeaveBlocker', () => {
  it('lets an unchanged form go without a question', async () => {
    const { router } = renderApp()
    await userEvent.type(await screen.findByLabelText('Title'), 'x{Backspace}')
    expect(hasUnsavedChanges()).toBe(false)
    await go(router, '/other')
    expect(await screen.findByText('Other page')).toBeTruthy()
    expect(question()).toBeNull()
  })

  it('asks before leaving edits: Cancel keeps them, Confirm discards and leaves', async () => {
    const { router, onDiscard } = renderApp()
    await userEvent.type(await screen.findByLabelText('Title'), ' and tissues')
    expect(hasUnsavedChanges()).toBe(true)
    start(router, '/other')
    await answer(false)
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Cells and tissues')
    expect(router.state.location.pathname).toBe('/')
    expect(onDiscard).not.toHaveBeenCalled()

    start(router, '/other')
    await answer(true)
    expect(await screen.findByText('Other page')).toBeTruthy()
    expect(onDiscard).toHaveBeenCalledOnce()
  })

  it('stays quiet when only the query changes: the page and its form stay', async () => {
    const { router } = renderApp()
    await userEvent.type(await screen.findByLabelText('Title'), '!')
    await act(async () => void router.navigate({ to: '/', search: { tab: 'more' } }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'more' }))
    expect(question()).toBeNull()
  })

  it('lets a save navigate to its result, and asks nothing after it', async () => {
    const { router } = renderApp()
    await userEvent.type(await screen.findByLabelText('Title'), '!')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved page')).toBeTruthy()
    expect(question()).toBeNull()
    expect(hasUnsavedChanges()).toBe(false)
    await go(router, '/other')
    expect(await screen.findByText('Other page')).toBeTruthy()
  })

  it('takes what a saved form shows next as its clean state', async () => {
    renderApp(async () => {}, 'Tissues')
    await userEvent.type(await screen.findByLabelText('Title'), '!')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Tissues'))
    expect(hasUnsavedChanges()).toBe(false)
    await userEvent.type(screen.getByLabelText('Title'), '!')
    expect(hasUnsavedChanges()).toBe(true)
  })

  it('guards the edits again after a failed save', async () => {
    const { router } = renderApp(() => Promise.reject(new Error('offline')))
    await userEvent.type(await screen.findByLabelText('Title'), '!')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true))
    start(router, '/other')
    await answer(false)
    expect(router.state.location.pathname).toBe('/')
  })
})
