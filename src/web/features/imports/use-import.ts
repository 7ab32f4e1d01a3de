import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type {
  Encoding,
  ImportField,
  ImportOptionsInput,
  ImportPreview,
  ImportResult,
  SeparatorName,
} from '../../../shared/imports'
import { bookKeys } from '../books/queries'
import { pointKeys } from '../points/queries'
import { type Progress, sendImport } from './transfer'

/** What the person chose about reading the file; `undefined`: let the server tell. */
export interface ReadSettings {
  encoding: Encoding | 'auto'
  separator: SeparatorName | 'auto'
  header: 'auto' | 'yes' | 'no'
  /** The field of each column, once the person changed one. */
  mapping: (ImportField | null)[] | undefined
  skipExisting: boolean
  section: string
}

/** What the panels that change the settings are given. */
export interface SettingsPanelProps {
  preview: ImportPreview
  settings: ReadSettings
  onChange(patch: Partial<ReadSettings>): void
}

export const DEFAULT_SETTINGS: ReadSettings = {
  encoding: 'auto',
  separator: 'auto',
  header: 'auto',
  mapping: undefined,
  skipExisting: false,
  section: '',
}

export interface ImportSource {
  file: Blob
  name: string
  /** JSON from the agent is read as JSON whatever it looks like. */
  format?: 'json'
}

export function optionsOf(source: ImportSource, settings: ReadSettings): ImportOptionsInput {
  return {
    format: source.format ?? 'auto',
    encoding: settings.encoding,
    separator: settings.separator,
    header: settings.header,
    mapping: settings.mapping?.map((field) => field ?? '-').join(','),
    skipExisting: settings.skipExisting ? '1' : '0',
    section: settings.section.trim(),
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The import's one pipeline on the page: every change of the source or the settings asks the
 * server for a new preview (the last one asked wins; an older answer never replaces it), and
 * the commit sends the same file and settings with progress, cancellable until it is written.
 */
export function useImport(bookId: string) {
  const queryClient = useQueryClient()
  const [source, setSource] = useState<ImportSource | null>(null)
  const [settings, setSettings] = useState<ReadSettings>(DEFAULT_SETTINGS)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [previewError, setPreviewError] = useState<unknown>(null)
  const [isPreviewing, setPreviewing] = useState(false)
  const [progress, setProgress] = useState<Progress | null>(null)
  /** How far the preview is: a large file takes a moment to upload and to check. */
  const [previewProgress, setPreviewProgress] = useState<Progress | null>(null)
  const [commitError, setCommitError] = useState<unknown>(null)
  const previewCall = useRef<AbortController | null>(null)
  const commitCall = useRef<AbortController | null>(null)

  useEffect(() => {
    previewCall.current?.abort()
    if (!source) return
    const controller = new AbortController()
    previewCall.current = controller
    setPreviewing(true)
    setCommitError(null)
    // Typing in the section field sends one preview, not one per key.
    const timer = setTimeout(() => {
      sendImport(bookId, source.file, optionsOf(source, settings), {
        dryRun: true,
        signal: controller.signal,
      })
        .then((answer) => {
          if (controller.signal.aborted) return
          setPreview(answer)
          setPreviewError(null)
          setPreviewing(false)
          setPreviewProgress(null)
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) return
          setPreview(null)
          setPreviewError(error)
          setPreviewing(false)
          setPreviewProgress(null)
        })
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [bookId, source, settings])

  const choose = useCallback((next: ImportSource | null) => {
    setSource(next)
    setSettings(DEFAULT_SETTINGS)
    setPreview(null)
    setPreviewError(null)
  }, [])

  const change = useCallback((patch: Partial<ReadSettings>) => {
    setSettings((current) => ({ ...current, ...patch }))
  }, [])

  /** Adds the rows; resolves with the result, or null when cancelled or refused (see commitError). */
  const commitFile = useCallback(
    async (source: ImportSource): Promise<ImportResult | null> => {
      const controller = new AbortController()
      commitCall.current = controller
      setCommitError(null)
      setProgress({ phase: 'upload', done: 0, total: source.file.size })
      try {
        const result = (await sendImport(bookId, source.file, optionsOf(source, settings), {
          dryRun: false,
          signal: controller.signal,
          onProgress: setProgress,
        })) as ImportResult
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: bookKeys.all }),
          queryClient.invalidateQueries({ queryKey: pointKeys.all }),
        ])
        return result
      } catch (error) {
        if (!isAbort(error)) setCommitError(error)
        return null
      } finally {
        commitCall.current = null
        setProgress(null)
      }
    },
    [bookId, settings, queryClient],
  )

  const commit = useCallback(async () => (source ? commitFile(source) : null), [source, commitFile])

  const cancel = useCallback(() => commitCall.current?.abort(), [])

  return {
    source,
    settings,
    preview,
    previewError,
    isPreviewing,
    previewProgress,
    progress,
    commitError,
    choose,
    change,
    commit,
    commitFile,
    cancel,
  }
}
