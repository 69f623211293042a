import { describe, expect, it } from 'vitest';
import { isAllSelected, selectionReducer } from '@mbw/util';
import { downloadRowOf, selectableIds } from './download-rows';

const result = (id: string, restricted: string) => ({
  uniqueId: id,
  title: `Manual ${id}`,
  clickUri: `/-/media/downloads/${id}.pdf`,
  raw: { isrestricted: restricted, fileformat: 'pdf', downloadtype: 'Operating instructions' },
});

describe('download rows (spec discovery §2, §4, §6)', () => {
  it('shows type and format and links the file', () => {
    expect(downloadRowOf(result('a', 'false'), 'excluded')).toEqual({
      id: 'a',
      title: 'Manual a',
      type: 'Operating instructions',
      format: 'PDF',
      href: '/-/media/downloads/a.pdf',
      fileName: 'a.pdf',
      locked: false,
      requestHref: null,
    });
  });

  it('locks a restricted file with a request prompt unless the viewer may download restricted files', () => {
    const locked = downloadRowOf(result('b', 'true'), 'locked');
    expect(locked).toMatchObject({ locked: true, href: null, requestHref: '/contact?subject=download-access&asset=b.pdf' });
    expect(downloadRowOf(result('b', 'true'), 'excluded').locked).toBe(true);
    expect(downloadRowOf(result('b', 'true'), 'download')).toMatchObject({ locked: false, href: '/-/media/downloads/b.pdf' });
  });

  it('offers only files for the selection; select-all is ticked when every one shown is selected, and the selection is pruned to what is shown', () => {
    const rows = [
      downloadRowOf(result('a', 'false'), 'locked'),
      downloadRowOf(result('b', 'true'), 'locked'),
      downloadRowOf(result('c', 'false'), 'locked'),
    ];
    const ids = selectableIds(rows);
    expect(ids).toEqual(['a', 'c']);
    let selection = selectionReducer([], { type: 'toggle', id: 'a', selected: true });
    expect(isAllSelected(selection, ids)).toBe(false);
    selection = selectionReducer(selection, { type: 'toggle', id: 'c', selected: true });
    expect(isAllSelected(selection, ids)).toBe(true);
    // A new page of results without 'c': the selection keeps only what is shown.
    selection = selectionReducer(selection, { type: 'prune', ids: ['a', 'd'] });
    expect(selection).toEqual(['a']);
    expect(selectionReducer(selection, { type: 'toggle-all', ids: ['a', 'd'], selected: true })).toEqual(['a', 'd']);
    expect(selectionReducer(selection, { type: 'toggle-all', ids: ['a', 'd'], selected: false })).toEqual([]);
  });
});
