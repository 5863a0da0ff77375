import { type RefObject, useEffect, useRef } from 'react';

/**
 * A header popover (the account menu, the notifications): while it is open, a pointer going down anywhere
 * outside its area closes it, as a menu does. Returns the ref the area's element takes.
 */
export function usePointerOutsideCloses(open: boolean, setOpen: (open: boolean) => void): RefObject<HTMLDivElement | null> {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, setOpen]);
  return area;
}
