import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_COLUMN_VIEW, type ColumnTone, type ColumnView } from './appointment-column.tsx';
import type { AppointmentRow } from './logic.ts';

/**
 * What the list keeps in its own history entry when a detail is opened, so that Back (the browser's or "Back to
 * Appointments") finds the page as it was left: each column's sort and See More, and the scroll position.
 * The tab and the filter are in the URL (?tab=completed, ?assignee=none), so they also survive a reload or a
 * shared link.
 */
interface ListState {
  view?: Partial<Record<ColumnTone, ColumnView>>;
  scrollY?: number;
}

/**
 * The Appointments page's place in history: each column's view (`columnView`), `open` a row's detail after
 * remembering them in this entry, and back from a detail, the scroll restored once the lists are on screen
 * (`loading` false).
 */
export function useListHistory(loading: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [saved] = useState<ListState>(() => (location.state as ListState | null) ?? {});
  const [view, setView] = useState(saved.view ?? {});
  const columnView = (tone: ColumnTone) => ({
    view: view[tone] ?? DEFAULT_COLUMN_VIEW,
    onViewChange: (next: ColumnView) => setView((v) => ({ ...v, [tone]: next })),
  });

  const open = (row: AppointmentRow) => {
    if (row.id === undefined || row.id === null) {
      console.warn('Appointment without an id cannot be opened', row);
      return;
    }
    // Remember the view in this entry, then open the detail: Back comes back to it.
    void navigate(
      { search: location.search },
      { replace: true, state: { view, scrollY: window.scrollY } satisfies ListState },
    );
    void navigate(`/appointments/${row.id}`, { state: { fromList: true } });
  };

  // Back from a detail: once the lists are on screen again, scroll to where the vendor was.
  const restored = useRef(saved.scrollY === undefined);
  useLayoutEffect(() => {
    if (restored.current || loading) return;
    restored.current = true;
    window.scrollTo({ top: saved.scrollY });
  }, [loading, saved.scrollY]);

  return { columnView, open };
}
