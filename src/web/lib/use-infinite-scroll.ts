import { useEffect, useRef } from 'react'

interface Pager {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage(): unknown
}

/**
 * Infinite scroll: a ref for an element under the list; when it comes near the viewport the
 * next page loads. The "Load more" button stays as the fallback (keyboard, no observer).
 */
export function useInfiniteScroll(pager: Pager) {
  const ref = useRef<HTMLDivElement | null>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pager
  useEffect(() => {
    const element = ref.current
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return ref
}
