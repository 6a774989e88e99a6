import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useEscape, useFocusTrap, useOutsideClick, useScrollLock, useSwipeToClose } from './hooks';
import { Icon } from './Icon';
import * as glyphs from './glyphs';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog, also shown as its heading. */
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** `side`: full height from the end edge; `center`: a centred dialog that is a bottom sheet on phones. */
  kind?: 'side' | 'center';
  /** Extra classes for the panel (width). */
  className?: string;
  /**
   * Kept in view under the scrolling body, however far it is scrolled (what the body's
   * choice stands at, such as a calendar's chosen dates).
   */
  footer?: ReactNode;
}

/**
 * A modal dialog (SPEC section 2): closes on Escape, on an outside click and on a swipe
 * (the side modal sideways at 639 px or less, the bottom sheet downwards); locks page
 * scrolling and keeps focus inside while open, and gives focus back on close.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  kind = 'center',
  className = '',
  footer,
}: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEscape(open, onClose);
  useOutsideClick(panel, open, onClose);
  useScrollLock(open);
  useFocusTrap(panel, open);
  useSwipeToClose(panel, kind === 'side' ? 'side' : 'sheet', open, onClose);
  if (!open) return null;
  const side = kind === 'side';
  // In <body>: an ancestor with a transform or a filter would otherwise become the fixed
  // overlay's box.
  return createPortal(
    <div
      className={`fixed inset-0 z-[70] flex bg-slate-950/50 ${
        side ? 'justify-end' : 'items-end justify-center sm:items-center sm:p-4'
      }`}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-modal={kind}
        tabIndex={-1}
        className={`flex flex-col bg-page text-start shadow-2xl outline-none ${
          side
            ? 'h-full w-full max-w-md'
            : 'max-h-[90dvh] w-full rounded-t-2xl sm:max-w-lg sm:rounded-2xl'
        } ${className}`}
      >
        {!side && (
          <div
            className="mx-auto mt-2 h-1.5 w-12 rounded-full bg-slate-300 sm:hidden"
            aria-hidden="true"
          />
        )}
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 className="text-lg font-bold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Icon glyph={glyphs.close} className="h-5 w-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="border-t border-slate-200 px-5 py-3 dark:border-slate-700">{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
