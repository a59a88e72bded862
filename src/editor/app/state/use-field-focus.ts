import { useEffect } from 'react';
import { fieldId } from '../form/env.js';
import type { DataPath } from '../source.js';

/**
 * Focuses what a problem, a fix, a new paragraph or a new entry points at:
 * the field, or in a whole form, its first field that must be filled and is
 * empty. The field may appear a frame later, once the form shows it.
 */
export function useFieldFocus(focus: { path: DataPath; at: number } | undefined): void {
  useEffect(() => {
    if (!focus) return;
    const path = focus.path;
    const frame = requestAnimationFrame(() => {
      for (let end = path.length; end > 0; end--) {
        const el = document.getElementById(fieldId(path.slice(0, end)));
        if (el) {
          // Fields folded away (an entry's short name, which follows its title) are not where the owner starts.
          const fields = Array.from(el.querySelectorAll<HTMLElement>('input:not([type=checkbox]):not([aria-hidden=true]), textarea, [role=textbox]')).filter(
            (f) => f.checkVisibility({ visibilityProperty: true }),
          );
          // In a whole form (a new entry), the first field that must be filled and is empty; in a field, the field.
          const empty = (f: HTMLElement) => ('value' in f ? (f as HTMLInputElement).value : f.textContent) === '';
          const required = (f: HTMLElement) => f.matches('[required], [aria-required=true]');
          const target = fields.find((f) => required(f) && empty(f)) ?? fields[0] ?? el;
          target.scrollIntoView({ block: 'center' });
          target.focus();
          return;
        }
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);
}
