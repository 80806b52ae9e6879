import { useEffect, useRef, useState } from 'react';

/** Whether a box's content is wider than the box (so it scrolls sideways), kept up to date. */
export function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}
