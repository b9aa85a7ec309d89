import { useEffect, useRef, useState } from 'react';

/** An open/closed panel behind a toggle button; Escape closes it and returns focus to the button. */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return {
    open,
    toggleRef,
    toggle: () => setOpen((current) => !current),
    close: () => setOpen(false),
  };
}
