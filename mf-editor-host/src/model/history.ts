// Undo/redo over whole documents: every edit pushes the previous document. Documents share their
// unchanged faces and objects, so a long history costs little. A drag is one step: the canvas
// commits once when the pointer is released, and `coalesce` folds a run of keyboard nudges of the
// same object into one step.
import type { DesignDocument } from '@ph/api-client';
import { applyEdit, type Edit } from './document';

export interface History {
  past: DesignDocument[];
  present: DesignDocument;
  future: DesignDocument[];
  /** Key of the last edit when it may merge with the next one (same object nudged again). */
  lastKey: string | null;
}

/** Enough for a long session; older steps are dropped. */
export const HISTORY_LIMIT = 200;

export type HistoryAction =
  | { type: 'edit'; edit: Edit; coalesce?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; document: DesignDocument };

export function startHistory(document: DesignDocument): History {
  return { past: [], present: document, future: [], lastKey: null };
}

export function historyReducer(h: History, action: HistoryAction): History {
  switch (action.type) {
    case 'edit': {
      const next = applyEdit(h.present, action.edit);
      if (next === h.present) return h;
      if (action.coalesce && action.coalesce === h.lastKey) return { ...h, present: next, future: [] };
      return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [], lastKey: action.coalesce ?? null };
    }
    case 'undo': {
      const prev = h.past[h.past.length - 1];
      if (!prev) return h;
      return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future], lastKey: null };
    }
    case 'redo': {
      const [next, ...rest] = h.future;
      if (!next) return h;
      return { past: [...h.past, h.present], present: next, future: rest, lastKey: null };
    }
    case 'reset':
      return startHistory(action.document);
  }
}
