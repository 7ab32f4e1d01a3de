/**
 * The text of a PDF, read in the browser with pdfjs-dist (its worker served from our origin, as
 * the CSP wants): page after page, lines kept. Loaded only when someone picks a PDF.
 */
export async function pdfText(file: Blob): Promise<string> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) })
  const document = await task.promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      pages.push(
        content.items
          .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
          .join('')
          .trim(),
      )
    }
    return pages.filter(Boolean).join('\n\n')
  } finally {
    await task.destroy()
  }
}
