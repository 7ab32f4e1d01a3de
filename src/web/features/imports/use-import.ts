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

/** A preview and what it was read from: the commit sends exactly these, never newer ones. */
interface Read {
  preview: ImportPreview
  source: ImportSource
  settings: ReadSettings
}

/** The columns a source was read into: a new source with the same ones keeps a chosen mapping. */
interface Shape {
  format: ImportPreview['format']
  header: boolean
  names: string[]
}

const shapeOf = (preview: ImportPreview): Shape => ({
  format: preview.format,
  header: preview.header,
  names: preview.columns.map((column) => column.name),
})

const sameShape = (a: Shape, b: Shape) =>
  a.format === b.format &&
  a.header === b.header &&
  a.names.length === b.names.length &&
  a.names.every((name, index) => name === b.names[index])

/**
 * The import's one pipeline on the page: every change of the source or the settings asks the
 * server for a new preview (the last one asked wins; an older answer never replaces it), and
 * the commit sends the file and settings that preview was read from, with progress,
 * cancellable until it is written. A new source drops the old preview at once.
 */
export function useImport(bookId: string) {
  const queryClient = useQueryClient()
  const [source, setSource] = useState<ImportSource | null>(null)
  const [settings, setSettings] = useState<ReadSettings>(DEFAULT_SETTINGS)
  const [read, setRead] = useState<Read | null>(null)
  const [previewError, setPreviewError] = useState<unknown>(null)
  const [isPreviewing, setPreviewing] = useState(false)
  const [progress, setProgress] = useState<Progress | null>(null)
  /** How far the preview is: a large file takes a moment to upload and to check. */
  const [previewProgress, setPreviewProgress] = useState<Progress | null>(null)
  const [commitError, setCommitError] = useState<unknown>(null)
  const previewCall = useRef<AbortController | null>(null)
  const commitCall = useRef<AbortController | null>(null)
  /** The mapping the person chose, and the columns they chose it for. */
  const chosenMapping = useRef<{ shape: Shape; mapping: (ImportField | null)[] } | null>(null)
  /** A new source read with that mapping: shown only if its columns are the same ones. */
  const carried = useRef<{ settings: ReadSettings; shape: Shape } | null>(null)
  const preview = read?.preview ?? null

  useEffect(() => {
    previewCall.current?.abort()
    if (!source) {
      setPreviewing(false)
      return
    }
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
          const carry = carried.current
          if (carry?.settings === settings) {
            carried.current = null
            if (!sameShape(carry.shape, shapeOf(answer))) {
              // Other columns: the mapping chosen for the last source does not fit; ask again
              // with the columns matched by their names, and show only that answer.
              chosenMapping.current = null
              setSettings({ ...settings, mapping: undefined })
              return
            }
          }
          setRead({ preview: answer, source, settings })
          setPreviewError(null)
          setPreviewing(false)
          setPreviewProgress(null)
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) return
          setRead(null)
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

  /** A new source (or none): its rows are read anew, and nothing of the old one can be imported. */
  const choose = useCallback((next: ImportSource | null) => {
    const kept = next ? chosenMapping.current : null
    const nextSettings = kept ? { ...DEFAULT_SETTINGS, mapping: kept.mapping } : DEFAULT_SETTINGS
    carried.current = kept ? { settings: nextSettings, shape: kept.shape } : null
    setSource(next)
    setSettings(nextSettings)
    setRead(null)
    setPreviewError(null)
  }, [])

  const change = useCallback(
    (patch: Partial<ReadSettings>) => {
      // A mapping is chosen on the preview shown; a change of how the file is read drops it.
      if ('mapping' in patch)
        chosenMapping.current =
          patch.mapping && read ? { shape: shapeOf(read.preview), mapping: patch.mapping } : null
      setSettings((current) => ({ ...current, ...patch }))
    },
    [read],
  )

  /** Adds the rows; resolves with the result, or null when cancelled or refused (see commitError). */
  const commitFile = useCallback(
    async (source: ImportSource, settings: ReadSettings = DEFAULT_SETTINGS): Promise<ImportResult | null> => {
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
    [bookId, queryClient],
  )

  /** Imports what the preview shows: the source and settings it was read from. */
  const commit = useCallback(
    async () => (read ? commitFile(read.source, read.settings) : null),
    [read, commitFile],
  )

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
